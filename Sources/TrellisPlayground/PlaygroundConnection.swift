import Foundation
import HummingbirdWebSocket
import NIOCore

/// One browser connection: a reader that decodes messages and a frame loop that owns the
/// connection's `SceneSession`, applies the messages and sends a binary frame per tick.
///
/// Pacing (a choice, documented for the page): the SERVER runs the clock. The frame loop ticks
/// at `frameRate` (60 Hz by default) against a monotonic clock and advances the session by
/// exactly `1 / frameRate` simulated seconds per frame, so the simulation is the same however
/// the network jitters, and frames keep arriving while the page is open whether or not the
/// browser draws (a hidden tab simply drops them). When the machine falls more than three
/// periods behind, the loop resynchronises instead of sending a burst. Messages that arrive
/// between two ticks are applied, in order, at the start of the next tick (see
/// `PlaygroundInbox` for coalescing); errors are answered with
/// `{"type":"error","message":…}` and the session goes on.
///
/// Every message also gets no reply on success except `select`, answered with
/// `{"type":"selected","scene":…,"parameters":{…}}` (the scene's current parameter values).
///
/// Lifetime: `run` returns when the socket closes; it cancels and awaits the frame loop, so no
/// task outlives the connection.
struct PlaygroundConnection: Sendable {
  let configuration: PlaygroundServer.Configuration
  let catalog: SceneCatalog
  let inbox: PlaygroundInbox

  init(configuration: PlaygroundServer.Configuration, catalog: SceneCatalog = .builtIn) {
    self.configuration = configuration
    self.catalog = catalog
    self.inbox = PlaygroundInbox(limit: configuration.maximumQueuedMessages)
  }

  /// Serves the connection until the socket closes.
  func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async {
    await withTaskGroup(of: Void.self) { group in
      group.addTask {
        do {
          try await runFrameLoop(outbound: outbound)
        } catch {
          // The socket closed under a write, or the loop was cancelled: nothing to report.
        }
      }
      do {
        try await readMessages(from: inbound)
      } catch {
        // The socket closed (or broke) while reading: the session ends with it.
      }
      group.cancelAll()
      await group.waitForAll()
    }
  }

  // MARK: Reading

  /// Reassembles messages from frames with its own size limit, so that an oversized message is
  /// answered with an error instead of closing the socket.
  func readMessages(from inbound: WebSocketInboundStream) async throws {
    let limit = configuration.maximumMessageSize
    var message = ByteBuffer()
    var size = 0
    var isBinary = false
    for try await frame in inbound {
      switch frame.opcode {
      case .text, .binary:
        message.clear()
        size = 0
        isBinary = frame.opcode == .binary
      case .continuation:
        break
      }
      size += frame.data.readableBytes
      if size <= limit {
        var data = frame.data
        message.writeBuffer(&data)
      }
      guard frame.fin else { continue }
      if size > limit {
        inbox.post(.messageTooLarge(size: size, limit: limit))
      } else if isBinary {
        inbox.post(.binaryMessage)
      } else {
        let bytes = Data(message.readableBytesView)
        do {
          inbox.post(try PlaygroundMessage.decode(bytes))
        } catch {
          inbox.post(error)
        }
      }
      message.clear()
      size = 0
    }
  }

  // MARK: Frames

  /// Ticks at the frame rate until cancelled or a write fails. Runs on the main actor, where
  /// the session's collection view lives; it suspends there while sleeping and writing.
  @MainActor func runFrameLoop(outbound: WebSocketOutboundWriter) async throws {
    let clock = ContinuousClock()
    let period = Duration.seconds(1) / configuration.frameRate
    let step = 1 / Double(configuration.frameRate)
    var driver = PlaygroundSessionDriver(catalog: catalog)
    var entries: [PlaygroundInbox.Entry] = []
    var deadline = clock.now
    while !Task.isCancelled {
      inbox.take(into: &entries)
      for entry in entries {
        switch entry {
        case .error(let error):
          try await outbound.write(.text(Self.errorJSON(error)))
        case .message(let message):
          if let reply = driver.apply(message) {
            try await outbound.write(.text(reply))
          }
        }
      }
      if let frame = driver.nextFrame(advancingBy: step) {
        try await outbound.write(.binary(ByteBuffer(bytes: frame)))
      }
      deadline = deadline.advanced(by: period)
      let now = clock.now
      if now - deadline > period * 3 {
        deadline = now
      }
      try await Task.sleep(until: deadline, tolerance: .milliseconds(1), clock: clock)
    }
  }

  /// `{"type":"error","message":…}` for `error`.
  static func errorJSON(_ error: PlaygroundProtocolError) -> String {
    "{\"type\":\"error\",\"message\":" + jsonString(error.description) + "}"
  }

  /// `text` as a JSON string literal.
  static func jsonString(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
