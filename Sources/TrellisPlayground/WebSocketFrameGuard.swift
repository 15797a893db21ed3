import NIOCore

/// The RFC 6455 checks the WebSocket stack leaves out, made on the raw bytes a browser sends.
///
/// RFC 6455 §5.1: "a server MUST close the connection upon receiving a frame that is not
/// masked"; §5.4: the fragments of one message are a first frame (text or binary) and
/// continuation frames, and "the fragments of one message MUST NOT be interleaved" with another
/// message's. A continuation frame with no message to continue, or a new text or binary frame
/// inside an unfinished one, fails the connection. Failing it (§7.1.7) means sending a close frame
/// with status 1002 (protocol error) and closing the TCP connection; the bytes of the offending
/// frame and everything after it are never delivered.
///
/// The handler sits at the head of the connection's pipeline, so it sees the bytes before any
/// decoder. It stays passive until the end of the first request head; the frames that follow are
/// parsed (headers only: payloads are skipped by length) and acted on once the server's first
/// response turns out to be `101 Switching Protocols`. A connection whose first response is
/// anything else is plain HTTP, and the handler passes everything through from then on.
final class WebSocketFrameGuard: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer
  typealias OutboundIn = IOData
  typealias OutboundOut = IOData

  private enum Phase {
    /// Before the server's first response.
    case handshake
    /// After a `101` response: frames are checked.
    case webSocket
    /// Plain HTTP (or failed): everything passes.
    case passThrough
    /// The connection was failed: nothing more is delivered.
    case failed
  }

  private var phase = Phase.handshake
  /// The last bytes of the request head seen so far (to find "\r\n\r\n" across reads).
  private var headTail: [UInt8] = []
  private var headEnded = false
  private var parser = WebSocketFrameParser()
  /// A violation found in bytes that arrived before the `101` was written.
  private var pendingViolation: String?

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    let buffer = unwrapInboundIn(data)
    switch phase {
    case .passThrough:
      context.fireChannelRead(data)
    case .failed:
      return
    case .handshake:
      var bytes = Array(buffer.readableBytesView)[...]
      if !headEnded {
        guard let end = Self.endOfHead(in: bytes, tail: &headTail) else {
          context.fireChannelRead(data)
          return
        }
        headEnded = true
        bytes = bytes[end...]
      }
      if pendingViolation == nil, let violation = parser.feed(bytes) { pendingViolation = violation }
      context.fireChannelRead(data)
    case .webSocket:
      if let violation = parser.feed(buffer.readableBytesView[...]) {
        fail(context: context, reason: violation)
        return
      }
      context.fireChannelRead(data)
    }
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    if phase == .handshake, case .byteBuffer(let buffer) = unwrapOutboundIn(data) {
      let upgraded = buffer.readableBytesView.starts(with: Array("HTTP/1.1 101".utf8))
      phase = upgraded ? .webSocket : .passThrough
      context.write(data, promise: promise)
      if upgraded, let violation = pendingViolation {
        context.flush()
        fail(context: context, reason: violation)
      }
      return
    }
    context.write(data, promise: promise)
  }

  /// Sends a close frame with status 1002 and closes the connection.
  private func fail(context: ChannelHandlerContext, reason: String) {
    phase = .failed
    // FIN + opcode 8 (close), unmasked (server to client), 2 bytes of payload: status 1002.
    var frame = context.channel.allocator.buffer(capacity: 4)
    frame.writeBytes([0x88, 0x02, 0x03, 0xEA])
    context.writeAndFlush(wrapOutboundOut(.byteBuffer(frame)), promise: nil)
    context.close(promise: nil)
  }

  /// The index just past the first "\r\n\r\n" in `bytes` (counting `tail`, the last bytes of
  /// earlier reads), or `nil`; updates `tail`.
  static func endOfHead(in bytes: ArraySlice<UInt8>, tail: inout [UInt8]) -> Int? {
    let marker: [UInt8] = [13, 10, 13, 10]
    var window = tail
    for index in bytes.indices {
      window.append(bytes[index])
      if window.count > 4 { window.removeFirst() }
      if window == marker {
        tail = []
        return index + 1
      }
    }
    tail = window
    return nil
  }
}

/// Reads WebSocket frame headers from a byte stream (skipping payloads by their length) and
/// reports the first frame a server must reject: an unmasked one, a continuation with no message
/// to continue, or a new message inside an unfinished one.
struct WebSocketFrameParser {
  private var header: [UInt8] = []
  private var headerLength = 2
  private var payloadRemaining: UInt64 = 0
  private var inFragmentedMessage = false

  /// Feeds `bytes`; returns the reason for the first violation, or `nil`.
  mutating func feed<Bytes: Collection>(_ bytes: Bytes) -> String? where Bytes.Element == UInt8 {
    var index = bytes.startIndex
    while index != bytes.endIndex {
      if payloadRemaining > 0 {
        let available = UInt64(bytes.distance(from: index, to: bytes.endIndex))
        let skip = min(available, payloadRemaining)
        payloadRemaining -= skip
        index = bytes.index(index, offsetBy: Int(skip))
        continue
      }
      header.append(bytes[index])
      index = bytes.index(after: index)
      if header.count == 2 {
        let lengthCode = header[1] & 0x7F
        let masked = header[1] & 0x80 != 0
        headerLength = 2 + (lengthCode == 126 ? 2 : lengthCode == 127 ? 8 : 0) + (masked ? 4 : 0)
      }
      guard header.count >= 2, header.count == headerLength else { continue }
      if let violation = frameComplete() { return violation }
      header.removeAll(keepingCapacity: true)
      headerLength = 2
    }
    return nil
  }

  /// Checks a complete header and sets up the payload skip.
  private mutating func frameComplete() -> String? {
    let fin = header[0] & 0x80 != 0
    let opcode = header[0] & 0x0F
    guard header[1] & 0x80 != 0 else {
      return "an unmasked frame from the client (RFC 6455 §5.1: the server must close the connection)"
    }
    switch header[1] & 0x7F {
    case 126: payloadRemaining = UInt64(header[2]) << 8 | UInt64(header[3])
    case 127: payloadRemaining = header[2..<10].reduce(0) { $0 << 8 | UInt64($1) }
    case let length: payloadRemaining = UInt64(length)
    }
    switch opcode {
    case 0:
      guard inFragmentedMessage else {
        return "a continuation frame with no message to continue (RFC 6455 §5.4)"
      }
      if fin { inFragmentedMessage = false }
    case 1, 2:
      guard !inFragmentedMessage else {
        return "a new message inside an unfinished fragmented one (RFC 6455 §5.4)"
      }
      inFragmentedMessage = !fin
    default:
      break
    }
    return nil
  }
}
