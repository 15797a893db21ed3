import ArgumentParser
import Foundation
import TrellisPlayground

/// `trellis serve`: runs the live browser playground until interrupted (Ctrl-C).
struct ServeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Run the live browser playground (the default subcommand).",
    discussion: """
      Serves the playground page and its WebSocket on --host:--port and prints its URL, \
      "Trellis playground: http://127.0.0.1:8080/". Every browser tab gets its own scene \
      session, advanced at 60 Hz by the server. --port 0 picks a free port (the URL shows it). \
      Stop with Ctrl-C (SIGINT) or SIGTERM.
      """
  )

  @Option(help: "The address to listen on. Keep 127.0.0.1 unless you mean to expose the playground.")
  var host: String = "127.0.0.1"

  @Option(parsing: .unconditional, help: "The port to listen on, 0 to 65535; 0 picks a free one.")
  var port: CLINumber = 8080

  @Option(parsing: .unconditional, help: "Frames per second of each session, 1 to 1000.")
  var frameRate: CLINumber = 60

  func validate() throws {
    try port.check("--port", in: 0...65535, whole: true)
    try frameRate.check("--frame-rate", in: 1...1000, whole: true)
    guard !host.isEmpty else { throw ValidationError("--host must not be empty.") }
  }

  /// The server these options describe, over the running tool's scenes.
  func makeServer() throws -> PlaygroundServer {
    do {
      return try PlaygroundServer(
        configuration: .init(host: host, port: port.int, frameRate: frameRate.int),
        catalog: CLIContext.catalog)
    } catch {
      throw ValidationError(error.description)
    }
  }

  func run() async throws {
    let server = try makeServer()
    let host = self.host
    do {
      try await server.run { boundPort in
        let shownHost = host.contains(":") ? "[\(host)]" : host
        // Written straight to the file descriptor (not buffered) so a parent process sees it now.
        FileHandle.standardOutput.write(Data("Trellis playground: http://\(shownHost):\(boundPort)/\n".utf8))
      }
    } catch PlaygroundServerError.addressInUse(_, _) {
      throw ValidationError(Self.busyPortMessage(host: host, port: port.int))
    }
  }

  /// What to say when the port is taken.
  static func busyPortMessage(host: String, port: Int) -> String {
    let next = port < 65535 ? port + 1 : port - 1
    return "port \(port) on \(host) is already in use (is another playground running?); "
      + "choose another with --port, for example --port \(next), or --port 0 for any free port."
  }
}
