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
  ///
  /// The random choices and the checks run on the main actor; every blocking socket call runs
  /// off it (`offMainActor`), because the playground's sessions compute their frames on the main
  /// actor, as UIKit-shaped code runs: a case that blocked the main actor while waiting for a
  /// frame would wait for itself.
  public func run(_ c: FuzzContext) async throws {
    let port = try await FuzzServer.running()
    for connection in 0..<c.random.int(in: 1...3) {
      let action = c.random.below(10)
      c.note("connection \(connection): action \(action)")
      try await perform(action, port: port, c)
    }
    let status = await offMainActor { RawWebSocket.get(port: port, path: "/healthz") }
    guard let status, status.contains(" 200") else {
      throw FuzzFailure(.wrongResult, "/healthz did not answer 200 within 5 s after the case")
    }
  }

  private func perform(_ action: Int, port: Int, _ c: FuzzContext) async throws {
    switch action {
    case 0, 1, 2:
      let select = "{\"type\":\"select\",\"scene\":\"\(c.random.pick(PlaygroundMessages.scenes))\"}"
      let texts = (0..<c.random.int(in: 1...10)).map { _ in
        let text = PlaygroundMessages.text(c)
        c.note("send \(text.prefix(200))")
        return text
      }
      // Frames keep coming: read a few and check them.
      let frames = try await offMainActor { () throws -> [(opcode: UInt8, payload: [UInt8])] in
        let socket = try RawWebSocket.connect(port: port)
        socket.send(RawWebSocket.text(select))
        for text in texts { socket.send(RawWebSocket.text(text)) }
        var frames: [(opcode: UInt8, payload: [UInt8])] = []
        var binary = 0
        for _ in 0..<200 where binary < 3 {
          guard let frame = RawWebSocket.readFrame(socket) else {
            throw FuzzFailure(.wrongResult, "a session stopped answering after ordinary messages")
          }
          frames.append(frame)
          if frame.opcode == 2 { binary += 1 }
          if frame.opcode == 8 { break }
        }
        return frames
      }
      for frame in frames {
        if frame.opcode == 2 {
          try PlaygroundMessages.checkFrame(
            frame.payload, limit: FuzzServer.configuration.maximumFrameSize, "a frame")
        } else if frame.opcode == 8 {
          throw FuzzFailure(.wrongResult, "the server closed a session after ordinary messages")
        }
      }
    case 3:
      let pad = String(repeating: "x", count: 2 << 20)
      let text = Array("{\"type\":\"wheel\",\"dx\":0,\"dy\":1,\"pad\":\"\(pad)\"}".utf8)
      var frames: [[UInt8]]
      if c.random.chance(0.5) {
        c.note("a 2 MiB message in one frame")
        frames = [RawWebSocket.frame(opcode: 1, text)]
      } else {
        c.note("a 2 MiB message in 64 KiB fragments")
        let pieces = stride(from: 0, to: text.count, by: 65_536).map {
          Array(text[$0..<min($0 + 65_536, text.count)])
        }
        frames = pieces.enumerated().map { index, piece in
          RawWebSocket.frame(opcode: index == 0 ? 1 : 0, piece, fin: index == pieces.count - 1)
        }
      }
      let sent = frames
      let reply = try await offMainActor { () throws -> String? in
        let socket = try RawWebSocket.connect(port: port)
        for frame in sent { socket.send(frame) }
        return RawWebSocket.nextTextOrClose(socket)
      }
      guard let reply else { throw FuzzFailure(.wrongResult, "no answer to a 2 MiB message") }
      try FuzzCheck.expect(
        reply.contains("larger than the limit"), "a 2 MiB message was answered with \(reply.prefix(200))")
    case 4:
      c.note("an unmasked text frame")
      let reply = try await offMainActor { () throws -> String? in
        let socket = try RawWebSocket.connect(port: port)
        socket.send(
          RawWebSocket.frame(opcode: 1, Array("{\"type\":\"wheel\",\"dx\":0,\"dy\":1}".utf8), masked: false))
        return RawWebSocket.nextTextOrClose(socket)
      }
      try FuzzCheck.expect(reply == "close 1002", "an unmasked frame was answered with \(reply ?? "nothing")")
    case 5:
      c.note("an orphan continuation frame")
      let reply = try await offMainActor { () throws -> String? in
        let socket = try RawWebSocket.connect(port: port)
        socket.send(RawWebSocket.frame(opcode: 0, Array("{}".utf8)))
        return RawWebSocket.nextTextOrClose(socket)
      }
      try FuzzCheck.expect(
        reply == "close 1002", "an orphan continuation was answered with \(reply ?? "nothing")")
    case 6:
      let bytes = (0..<c.random.int(in: 1...4_096)).map { _ in UInt8(c.random.below(256)) }
      c.note("\(bytes.count) random bytes")
      try await offMainActor {
        let socket = try RawWebSocket.connect(port: port)
        socket.send(bytes)
        socket.close()
      }
    case 7:
      c.note("a handshake cut short")
      let request = "GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
      let head = Array(request.utf8.prefix(c.random.int(in: 0...request.utf8.count)))
      try await offMainActor {
        let socket = try RawSocket(port: port)
        socket.send(head)
        socket.close()
      }
    case 8:
      c.note("a frame cut short")
      let frame = RawWebSocket.text("{\"type\":\"select\",\"scene\":\"flow\"}")
      let cut = Array(frame.prefix(c.random.int(in: 1...frame.count - 1)))
      try await offMainActor {
        let socket = try RawWebSocket.connect(port: port)
        socket.send(cut)
        socket.close()
      }
    default:
      c.note("a burst of connects and disconnects")
      let selects = (0..<c.random.int(in: 5...30)).map { _ in c.random.chance(0.5) }
      await offMainActor {
        for select in selects {
          if let socket = try? RawWebSocket.connect(port: port) {
            if select { socket.send(RawWebSocket.text("{\"type\":\"select\",\"scene\":\"springy\"}")) }
            socket.close()
          }
        }
      }
    }
  }
}
