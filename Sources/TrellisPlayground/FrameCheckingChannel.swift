import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore

/// Hummingbird's HTTP/1 + WebSocket-upgrade child channel with a `WebSocketFrameGuard` at the
/// head of every connection's pipeline, so that the RFC 6455 checks the stack leaves out
/// (masking, orphan continuation frames) are made before any byte reaches a decoder.
struct FrameCheckingChannel: ServerChildChannel {
  /// The channel that does the work.
  let inner: HTTP1WebSocketUpgradeChannel

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<HTTP1WebSocketUpgradeChannel.Value> {
    inner.setup(channel: channel, logger: logger).flatMapThrowing { value in
      try channel.pipeline.syncOperations.addHandler(WebSocketFrameGuard(), position: .first)
      return value
    }
  }

  func handle(value: HTTP1WebSocketUpgradeChannel.Value, logger: Logger) async {
    await inner.handle(value: value, logger: logger)
  }
}
