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

  @Option(help: "The port to listen on; 0 picks a free one.")
  var port: Int = 8080

  @Option(help: "Frames per second of each session.")
  var frameRate: Int = 60

  func validate() throws {
    guard (0...65535).contains(port) else {
      throw ValidationError("--port must be between 0 and 65535, got \(port)")
    }
    guard (1...1000).contains(frameRate) else {
      throw ValidationError("--frame-rate must be between 1 and 1000, got \(frameRate)")
    }
    guard !host.isEmpty else { throw ValidationError("--host must not be empty") }
  }

  func run() async throws {
    let server: PlaygroundServer
    do {
      server = try PlaygroundServer(
        configuration: .init(host: host, port: port, frameRate: frameRate))
    } catch {
      throw ValidationError(error.description)
    }
    let host = self.host
    try await server.run { boundPort in
      let shownHost = host.contains(":") ? "[\(host)]" : host
      // Written straight to the file descriptor (not buffered) so a parent process sees it now.
      FileHandle.standardOutput.write(Data("Trellis playground: http://\(shownHost):\(boundPort)/\n".utf8))
    }
  }
}
