import Foundation
import FuzzKit
import Hummingbird
import TrellisPlayground

/// The running playground server in this worker process, started on a free port the first time
/// a case needs it.
@MainActor
enum FuzzServer {
  private static var port: Int?
  /// The server's configuration (the defaults, on port 0).
  static let configuration = PlaygroundServer.Configuration(port: 0)

  /// The port of the running server, starting it if needed.
  static func running() async throws -> Int {
    if let port { return port }
    let server = try PlaygroundServer(configuration: configuration)
    let box = PortBox()
    let application = server.makeApplication { port in box.set(port) }
    Task.detached { try? await application.runService(gracefulShutdownSignals: []) }
    for _ in 0..<1_000 {
      if let bound = box.value {
        port = bound
        return bound
      }
      try await Task.sleep(nanoseconds: 10_000_000)
    }
    throw FuzzFailure(.wrongResult, "the playground server did not start within 10 s")
  }

  /// Hands the bound port to the worker.
  final class PortBox: @unchecked Sendable {
    private let lock = NSLock()
    private var port: Int?
    var value: Int? { lock.withLock { port } }
    func set(_ value: Int) { lock.withLock { port = value } }
  }
}

/// The playground server over real sockets: WebSocket sessions fed malformed, oversized and
/// protocol-breaking traffic, and connections dropped at any point.
///
/// Per case, a few connections, each doing one of: a session of random messages (see
/// `PlaygroundMessages`) that must each be answered or streamed on; a 2 MiB message in one frame
/// or in fragments, which must get an error reply and leave the session streaming; an unmasked
/// frame or an orphan continuation frame, which must fail the connection with a close frame of
/// status 1002; random bytes after the handshake; a connection dropped mid-handshake or
/// mid-frame; a burst of connects and disconnects. After every case, `/healthz` must answer 200
/// within 5 s (the server is alive and not starved).
@MainActor
public final class PlaygroundServerSurface: FuzzSurface {
  /// `server`.
  public let name = "server"
  /// What the surface generates.
  public let summary = "the playground server over sockets: abuse, oversize, RFC 6455 violations, drops"
  /// Its share of a mixed campaign.
  public let weight = 0.5

  /// A surface.
  public init() {}

  /// Runs one case (see the type's documentation).
  public func run(_ c: FuzzContext) async throws {
    let port = try await FuzzServer.running()
    for connection in 0..<c.random.int(in: 1...3) {
      let action = c.random.below(10)
      c.note("connection \(connection): action \(action)")
      try await perform(action, port: port, c)
    }
    guard let status = RawWebSocket.get(port: port, path: "/healthz"), status.contains(" 200") else {
      throw FuzzFailure(.wrongResult, "/healthz did not answer 200 within 5 s after the case")
    }
  }

  private func perform(_ action: Int, port: Int, _ c: FuzzContext) async throws {
    switch action {
    case 0, 1, 2:
      let socket = try RawWebSocket.connect(port: port)
      socket.send(
        RawWebSocket.text("{\"type\":\"select\",\"scene\":\"\(c.random.pick(PlaygroundMessages.scenes))\"}"))
      for _ in 0..<c.random.int(in: 1...10) {
        let text = PlaygroundMessages.text(c)
        c.note("send \(text.prefix(200))")
        socket.send(RawWebSocket.text(text))
      }
      // Frames keep coming: read a few and check them.
      var checked = 0
      for _ in 0..<200 where checked < 3 {
        guard let frame = RawWebSocket.readFrame(socket) else {
          throw FuzzFailure(.wrongResult, "a session stopped answering after ordinary messages")
        }
        if frame.opcode == 2 {
          try PlaygroundMessages.checkFrame(
            frame.payload, limit: FuzzServer.configuration.maximumFrameSize, "a frame")
          checked += 1
        } else if frame.opcode == 8 {
          throw FuzzFailure(.wrongResult, "the server closed a session after ordinary messages")
        }
      }
    case 3:
      let socket = try RawWebSocket.connect(port: port)
      let pad = String(repeating: "x", count: 2 << 20)
      let text = Array("{\"type\":\"wheel\",\"dx\":0,\"dy\":1,\"pad\":\"\(pad)\"}".utf8)
      if c.random.chance(0.5) {
        c.note("a 2 MiB message in one frame")
        socket.send(RawWebSocket.frame(opcode: 1, text))
      } else {
        c.note("a 2 MiB message in 64 KiB fragments")
        let pieces = stride(from: 0, to: text.count, by: 65_536).map {
          Array(text[$0..<min($0 + 65_536, text.count)])
        }
        for (index, piece) in pieces.enumerated() {
          socket.send(RawWebSocket.frame(opcode: index == 0 ? 1 : 0, piece, fin: index == pieces.count - 1))
        }
      }
      guard let reply = RawWebSocket.nextTextOrClose(socket) else {
        throw FuzzFailure(.wrongResult, "no answer to a 2 MiB message")
      }
      try FuzzCheck.expect(
        reply.contains("larger than the limit"), "a 2 MiB message was answered with \(reply.prefix(200))")
    case 4:
      let socket = try RawWebSocket.connect(port: port)
      c.note("an unmasked text frame")
      socket.send(
        RawWebSocket.frame(opcode: 1, Array("{\"type\":\"wheel\",\"dx\":0,\"dy\":1}".utf8), masked: false))
      let reply = RawWebSocket.nextTextOrClose(socket)
      try FuzzCheck.expect(reply == "close 1002", "an unmasked frame was answered with \(reply ?? "nothing")")
    case 5:
      let socket = try RawWebSocket.connect(port: port)
      c.note("an orphan continuation frame")
      socket.send(RawWebSocket.frame(opcode: 0, Array("{}".utf8)))
      let reply = RawWebSocket.nextTextOrClose(socket)
      try FuzzCheck.expect(
        reply == "close 1002", "an orphan continuation was answered with \(reply ?? "nothing")")
    case 6:
      let socket = try RawWebSocket.connect(port: port)
      let bytes = (0..<c.random.int(in: 1...4_096)).map { _ in UInt8(c.random.below(256)) }
      c.note("\(bytes.count) random bytes")
      socket.send(bytes)
      socket.close()
    case 7:
      c.note("a handshake cut short")
      let socket = try RawSocket(port: port)
      let request = "GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
      socket.send(Array(request.utf8.prefix(c.random.int(in: 0...request.utf8.count))))
      socket.close()
    case 8:
      c.note("a frame cut short")
      let socket = try RawWebSocket.connect(port: port)
      let frame = RawWebSocket.text("{\"type\":\"select\",\"scene\":\"flow\"}")
      socket.send(Array(frame.prefix(c.random.int(in: 1...frame.count - 1))))
      socket.close()
    default:
      c.note("a burst of connects and disconnects")
      for _ in 0..<c.random.int(in: 5...30) {
        if let socket = try? RawWebSocket.connect(port: port) {
          if c.random.chance(0.5) {
            socket.send(RawWebSocket.text("{\"type\":\"select\",\"scene\":\"springy\"}"))
          }
          socket.close()
        }
      }
    }
  }
}
