import ArgumentParser
import Foundation

/// `trellis port`: runs the `trellis-port` executable built beside `trellis`.
///
/// The port tool needs swift-syntax, which takes minutes to build; it is an executable of its
/// own (`swift run trellis-port …`, or `swift build --product trellis-port` and then
/// `trellis port …`) so that `swift run trellis` and a package that shows its own scenes never
/// build it.
struct PortCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "port",
    abstract: "Port UIKit layout code to Trellis (runs trellis-port, built apart from trellis).",
    discussion: """
      The port tool is the executable trellis-port, built on its own so that the playground never \
      builds swift-syntax: `swift run trellis-port <paths> --output <dir>`. Once it is built \
      (`swift build --product trellis-port`, in the same configuration as trellis), `trellis port` \
      runs it with the same arguments. See docs/porting.md.
      """
  )

  @Argument(parsing: .allUnrecognized, help: "The arguments of trellis-port: paths and --output <dir>.")
  var arguments: [String] = []

  func run() throws {
    guard let tool = Self.portExecutable() else {
      throw ValidationError(
        "trellis-port is not built: run `swift run trellis-port \(arguments.joined(separator: " "))`, or "
          + "`swift build --product trellis-port` first (it is built apart from trellis so that the "
          + "playground never builds swift-syntax)")
    }
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw ExitCode(process.terminationStatus) }
  }

  /// `trellis-port` in the directory of the running executable, if it is there.
  static func portExecutable() -> URL? {
    guard let running = Bundle.main.executableURL else { return nil }
    let tool = running.deletingLastPathComponent().appendingPathComponent("trellis-port")
    return FileManager.default.isExecutableFile(atPath: tool.path) ? tool : nil
  }
}
