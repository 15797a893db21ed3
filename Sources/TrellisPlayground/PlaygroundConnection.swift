import Foundation
import HummingbirdWebSocket
import NIOCore
import ServiceLifecycle
import TrellisScenes

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
/// Budget (`PlaygroundBudget`): settings over the element budget are refused by the driver; a
/// tick that works longer than `maximumWorkPerTick` makes the loop skip ticks (advancing the
/// scene by the skipped periods too) so the session never takes more than that share of a core;
/// messages left when a tick's budget is spent wait for the next tick; a frame larger than
/// `maximumFrameSize` is not sent (an error is, once).
///
/// Lifetime: `run` returns when the socket closes, when either the reader or the frame loop
/// ends (a failed write: the socket is closing), or when the server shuts down gracefully; it
/// cancels and awaits the other task, so no task outlives the connection.
struct PlaygroundConnection: Sendable {
  let configuration: PlaygroundServer.Configuration
  let catalog: SceneCatalog
  let inbox: PlaygroundInbox

  init(configuration: PlaygroundServer.Configuration, catalog: SceneCatalog = .builtIn) {
    self.configuration = configuration
    self.catalog = catalog
    self.inbox = PlaygroundInbox(limit: configuration.maximumQueuedMessages)
  }

  /// Serves the connection until the socket closes, either task ends, or the server shuts down.
  func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async {
    // Cancelled at graceful shutdown: the handler returns, and the WebSocket stack sends the
    // close frame and waits at most its close timeout for the browser's answer.
    await cancelWhenGracefulShutdown {
      await withTaskGroup(of: Void.self) { group in
        group.addTask {
          // The socket closed under a write, or the loop was cancelled: nothing to report.
          try? await runFrameLoop(outbound: outbound)
        }
        group.addTask {
          // The socket closed (or broke) while reading: the session ends with it.
          try? await readMessages(from: inbound)
        }
        // Whichever ends first ends the connection.
        await group.next()
        group.cancelAll()
        await group.waitForAll()
      }
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

  /// Ticks at the frame rate until cancelled or a write fails, within the budget (see the
  /// type's documentation). Runs on the main actor, where the session's collection view lives;
  /// it suspends there while sleeping and writing.
  @MainActor func runFrameLoop(outbound: WebSocketOutboundWriter) async throws {
    let clock = ContinuousClock()
    let period = Duration.seconds(1) / configuration.frameRate
    let step = 1 / Double(configuration.frameRate)
    let budget = configuration.budget
    var driver = PlaygroundSessionDriver(catalog: catalog, budget: budget)
    var entries: [PlaygroundInbox.Entry] = []
    var deadline = clock.now
    var ticks = 1
    var reportedLargeFrame = false
    while !Task.isCancelled {
      let start = clock.now
      inbox.take(into: &entries)
      var applied = 0
      for entry in entries {
        // Messages beyond this tick's work budget wait for the next tick.
        if applied > 0, clock.now - start > budget.maximumWorkPerTick { break }
        applied += 1
        switch entry {
        case .error(let error):
          try await outbound.write(.text(Self.errorJSON(error)))
        case .message(let message):
          if let reply = driver.apply(message) {
            try await outbound.write(.text(reply))
          }
        }
      }
      if applied < entries.count { inbox.putBack(entries[applied...]) }
      if let frame = driver.nextFrame(advancingBy: step * Double(ticks)) {
        if frame.count <= configuration.maximumFrameSize {
          try await outbound.write(.binary(ByteBuffer(bytes: frame)))
        } else {
          driver.frameWasNotDelivered()
        }
        if frame.count > configuration.maximumFrameSize, !reportedLargeFrame {
          reportedLargeFrame = true
          let error = PlaygroundProtocolError.frameTooLarge(
            size: frame.count, limit: configuration.maximumFrameSize)
          try await outbound.write(.text(Self.errorJSON(error)))
        }
      }
      // A tick that worked longer than the budget is followed by as many idle periods as keep
      // the session's share of the time under budget / period; the next step covers them.
      let work = clock.now - start
      ticks =
        work > budget.maximumWorkPerTick ? min(Int((work / budget.maximumWorkPerTick).rounded(.up)), 60) : 1
      deadline = deadline.advanced(by: period * ticks)
      let now = clock.now
      if now - deadline > period * 3 {
        deadline = now
      }
      try await Task.sleep(until: deadline, tolerance: .milliseconds(1), clock: clock)
    }
  }

  /// `{"type":"error","message":…}` for `error`.
  static func errorJSON(_ error: PlaygroundProtocolError) -> String {
    "{\"type\":\"error\",\"message\":" + RenderTextEscaping.jsonString(error.description) + "}"
  }

}
