import ArgumentParser
import Foundation

/// `trellis dev`: the playground of a package of your own, rebuilt whenever you save.
///
/// Builds the package's executable (the one whose `main.swift` calls
/// `TrellisCommand.main(scenes:commandName:)`), runs its `serve` as a child process, and watches
/// `Package.swift` and `Sources/`. After a save it builds again; when the build succeeds it stops
/// the old server and starts the new one on the same port, and the open page reconnects by
/// itself and returns to the scene, parameters and scroll position it showed. A failed build
/// leaves the last good server running. The supervising process is the tool that was started,
/// so `swift run my-scenes dev` works as well as `trellis dev --package-path … --product …`.
struct DevCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "dev",
    abstract: "Serve a package's own scenes and rebuild and restart on every save.",
    discussion: """
      Watches Package.swift and Sources/ of --package-path every --interval seconds. After a change \
      it runs `swift build --product PRODUCT` and, if that succeeds, restarts `PRODUCT serve` on \
      the same --host and --port; the open page reconnects and returns to its scene and scroll \
      position. A failed build keeps the last good server. Stop with Ctrl-C.
      """
  )

  @Option(help: "The package whose scenes to serve (its directory).")
  var packagePath: String = "."

  @Option(help: "The package's executable product that runs TrellisCommand.main (default: this tool's name).")
  var product: String?

  @Option(help: "The address to listen on.")
  var host: String = "127.0.0.1"

  @Option(
    parsing: .unconditional, help: "The port to listen on, 1 to 65535 (fixed, so the page can reconnect).")
  var port: CLINumber = 8080

  @Option(parsing: .unconditional, help: "Seconds between looks at the files, 0.1 to 10.")
  var interval: CLINumber = 0.5

  @Option(help: "The swift executable to build with.")
  var swift: String = "swift"

  /// The executable product built and served.
  var productName: String { product ?? CLIContext.commandName }

  func validate() throws {
    try port.check("--port", in: 1...65535, whole: true)
    try interval.check("--interval", in: 0.1...10)
    guard !host.isEmpty else { throw ValidationError("--host must not be empty.") }
    guard !productName.isEmpty, !productName.contains("/") else {
      throw ValidationError("--product must name an executable product, got '\(productName)'.")
    }
    let manifest = URL(fileURLWithPath: packagePath).appendingPathComponent("Package.swift")
    guard FileManager.default.fileExists(atPath: manifest.path) else {
      throw ValidationError(
        "--package-path must be a Swift package's directory: \(manifest.path) does not exist.")
    }
  }

  func run() async throws {
    let package = URL(fileURLWithPath: packagePath).standardizedFileURL
    let supervisor = DevServerSupervisor(
      package: package, product: productName, swift: swift, host: host, port: port.int)
    supervisor.stopOnSignals()
    var fingerprint = try PackageFingerprint(of: package)
    supervisor.say("building \(productName) in \(package.path)")
    if supervisor.build() {
      try supervisor.restart()
    } else {
      supervisor.say("the build failed; fix it and save, and the playground starts")
    }
    let pause = Duration.milliseconds(Int((interval.value * 1000).rounded()))
    while true {
      try await Task.sleep(for: pause)
      var now = try PackageFingerprint(of: package)
      guard now != fingerprint else { continue }
      // Let a save that writes several files finish: wait until nothing changes for one interval.
      while true {
        try await Task.sleep(for: pause)
        let settled = try PackageFingerprint(of: package)
        if settled == now { break }
        now = settled
      }
      let changed = now.changes(since: fingerprint)
      fingerprint = now
      let shown = changed.prefix(3).joined(separator: ", ") + (changed.count > 3 ? ", …" : "")
      supervisor.say("changed: \(shown); rebuilding")
      if supervisor.build() {
        try supervisor.restart()
      } else {
        supervisor.say("the build failed; still serving the last good build")
      }
    }
  }
}
