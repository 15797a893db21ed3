import ArgumentParser
import Foundation
import Logging
import ServiceLifecycle
import Testing
import TrellisPlayground

@testable import TrellisCLI

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The message `trellis` prints for `arguments`, or `nil` when they parse.
private func parseError(_ arguments: [String]) -> String? {
  do {
    _ = try TrellisCommand.parseAsRoot(arguments)
    return nil
  } catch {
    return TrellisCommand.message(for: error)
  }
}

/// Hands the bound port from the server's `onStarted` callback to the test.
private actor PortBox {
  private var port: Int?
  func set(_ value: Int) { port = value }
  var value: Int? { port }
}

/// `GET http://127.0.0.1:port/path` over a real socket: status and body.
private func get(_ path: String, port: Int) async throws -> (status: Int, body: String) {
  let url = try #require(URL(string: "http://127.0.0.1:\(port)\(path)"))
  var request = URLRequest(url: url)
  request.timeoutInterval = 10
  let configuration = URLSessionConfiguration.ephemeral
  let session = URLSession(configuration: configuration)
  defer { session.finishTasksAndInvalidate() }
  let (data, response) = try await session.data(for: request)
  let status = (response as? HTTPURLResponse)?.statusCode ?? -1
  return (status, String(decoding: data, as: UTF8.self))
}

@Suite("trellis serve")
struct ServeCommandTests {
  // Expected messages: ServeCommand.validate().

  @Test("--port 70000 is rejected with the port's range")
  func portOutOfRange() {
    #expect(
      parseError(["serve", "--port", "70000"]) == "--port must be a whole number from 0 to 65535, got 70000.")
    #expect(parseError(["serve", "--port=-1"]) == "--port must be a whole number from 0 to 65535, got -1.")
    #expect(
      parseError(["serve", "--port", "-1"]) == "--port must be a whole number from 0 to 65535, got -1.")
  }

  @Test("--frame-rate 0 is rejected with the frame rate's range")
  func frameRateZero() {
    #expect(
      parseError(["serve", "--frame-rate", "0"])
        == "--frame-rate must be a whole number from 1 to 1000, got 0.")
    #expect(
      parseError(["serve", "--frame-rate", "1001"])
        == "--frame-rate must be a whole number from 1 to 1000, got 1001.")
  }

  @Test("an empty --host is rejected")
  func emptyHost() {
    #expect(parseError(["serve", "--host", ""]) == "--host must not be empty.")
  }

  @Test("the limits themselves parse: port 0 and 65535, frame rate 1 and 1000")
  func boundariesParse() {
    #expect(parseError(["serve", "--port", "0", "--frame-rate", "1"]) == nil)
    #expect(parseError(["serve", "--port", "65535", "--frame-rate", "1000"]) == nil)
  }

  @Test("a bare `trellis` is `trellis serve` with the defaults 127.0.0.1:8080 at 60 fps")
  func bareTrellisServes() throws {
    let command = try TrellisCommand.parseAsRoot([])
    let serve = try #require(command as? ServeCommand)
    #expect(serve.host == "127.0.0.1")
    #expect(serve.port.value == 8080)
    #expect(serve.frameRate.value == 60)
  }

  @Test("`serve --port 0` runs the playground on a free port, answers /healthz, and shuts down gracefully")
  func servesHealthOverASocket() async throws {
    let command = try #require(
      try TrellisCommand.parseAsRoot(["serve", "--host", "127.0.0.1", "--port", "0"]) as? ServeCommand)
    // The server ServeCommand.run() builds from its options, run as `PlaygroundServer.run`
    // runs it (the application as a service), in a service group the test can shut down the
    // way SIGINT does: a graceful shutdown.
    let server = try command.makeServer()
    let box = PortBox()
    let application = server.makeApplication { port in await box.set(port) }
    var logger = Logger(label: "trellis.serve-test")
    logger.logLevel = .warning
    let group = ServiceGroup(configuration: .init(services: [application], logger: logger))
    let task = Task { try await group.run() }

    // Wait (at most 10 s of wall time: a safety bound, not a measurement) for it to listen.
    var port: Int?
    for _ in 0..<1000 {
      port = await box.value
      if port != nil { break }
      try await Task.sleep(nanoseconds: 10_000_000)
    }
    let bound = try #require(port)
    #expect(bound > 0)

    // PlaygroundServer's /healthz: {"status":"ok","sessions":N}, no WebSocket open so N = 0.
    let health = try await get("/healthz", port: bound)
    #expect(health.status == 200)
    #expect(health.body == "{\"status\":\"ok\",\"sessions\":0}")
    let missing = try await get("/no-such-page", port: bound)
    #expect(missing.status == 404)

    // A graceful shutdown ends run() without an error, and the port refuses connections after.
    await group.triggerGracefulShutdown()
    try await task.value
    await #expect(throws: (any Error).self) { _ = try await get("/healthz", port: bound) }
  }
}
