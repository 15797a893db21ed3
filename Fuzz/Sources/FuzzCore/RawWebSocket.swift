import Foundation
import FuzzKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs blocking work (socket calls) on a detached task, off the main actor, and returns its
/// result.
func offMainActor<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
  try await Task.detached { try work() }.value
}

/// Runs blocking work that cannot fail off the main actor (see the throwing form).
func offMainActor<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
  await Task.detached { work() }.value
}

/// A blocking TCP connection to 127.0.0.1 with timeouts, for clients that must send bytes no
/// WebSocket library would: unmasked frames, orphan continuations, truncated handshakes.
///
/// `@unchecked Sendable`: a socket is made and used by one task at a time (inside one
/// `offMainActor` call), never shared.
final class RawSocket: @unchecked Sendable {
  private var fd: Int32
  private var buffer: [UInt8] = []

  /// Connects to 127.0.0.1:`port`.
  init(port: Int, timeout: Double = 5) throws {
    fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw FuzzFailure(.wrongResult, "socket() failed: errno \(errno)") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var seconds = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - Double(Int(timeout))) * 1e6))
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &seconds, socklen_t(MemoryLayout<timeval>.size))
    setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &seconds, socklen_t(MemoryLayout<timeval>.size))
    let result = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard result == 0 else {
      Glibc.close(fd)
      throw FuzzFailure(.wrongResult, "cannot connect to 127.0.0.1:\(port): errno \(errno)")
    }
  }

  deinit { close() }

  /// Sends all of `bytes`; returns `false` when the peer is gone.
  @discardableResult
  func send(_ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let sent = bytes[offset...].withUnsafeBytes {
        Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if sent <= 0 { return false }
      offset += sent
    }
    return true
  }

  /// Reads until `count` bytes are buffered; `nil` on end of stream or timeout.
  func read(_ count: Int) -> [UInt8]? {
    while buffer.count < count {
      var chunk = [UInt8](repeating: 0, count: max(65_536, count - buffer.count))
      let received = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
      if received <= 0 { return nil }
      buffer.append(contentsOf: chunk[0..<received])
    }
    let result = Array(buffer[0..<count])
    buffer.removeFirst(count)
    return result
  }

  /// Reads up to and including "\r\n\r\n"; `nil` on end of stream or timeout.
  func readHead(limit: Int = 65_536) -> String? {
    while true {
      if let end = buffer.indices.dropLast(3).first(where: { Array(buffer[$0..<$0 + 4]) == [13, 10, 13, 10] })
      {
        let head = String(decoding: buffer[0..<end + 4], as: UTF8.self)
        buffer.removeFirst(end + 4)
        return head
      }
      guard buffer.count < limit else { return nil }
      var chunk = [UInt8](repeating: 0, count: 4_096)
      let received = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
      if received <= 0 { return nil }
      buffer.append(contentsOf: chunk[0..<received])
    }
  }

  /// Closes the connection (idempotent).
  func close() {
    if fd >= 0 {
      Glibc.close(fd)
      fd = -1
    }
  }
}

/// The WebSocket framing of RFC 6455, by hand.
enum RawWebSocket {
  /// Opens a WebSocket to `path` on 127.0.0.1:`port`; the socket after the `101` response.
  static func connect(port: Int, path: String = "/ws", timeout: Double = 5) throws -> RawSocket {
    let socket = try RawSocket(port: port, timeout: timeout)
    let request =
      "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
      + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
    socket.send(Array(request.utf8))
    guard let head = socket.readHead(), head.hasPrefix("HTTP/1.1 101") else {
      throw FuzzFailure(.wrongResult, "the WebSocket handshake was not accepted")
    }
    return socket
  }

  /// One frame: FIN flag, opcode, payload, masked with `key` unless `masked` is false.
  static func frame(
    opcode: UInt8, _ payload: [UInt8], fin: Bool = true, masked: Bool = true,
    key: [UInt8] = [0x37, 0xFA, 0x21, 0x3D]
  ) -> [UInt8] {
    var bytes: [UInt8] = [(fin ? 0x80 : 0) | opcode]
    let maskBit: UInt8 = masked ? 0x80 : 0
    if payload.count < 126 {
      bytes.append(maskBit | UInt8(payload.count))
    } else if payload.count <= 0xFFFF {
      bytes.append(maskBit | 126)
      bytes.append(contentsOf: [UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)])
    } else {
      bytes.append(maskBit | 127)
      for shift in stride(from: 56, through: 0, by: -8) {
        bytes.append(UInt8((payload.count >> shift) & 0xFF))
      }
    }
    if masked {
      bytes.append(contentsOf: key)
      bytes.append(contentsOf: payload.enumerated().map { $0.element ^ key[$0.offset & 3] })
    } else {
      bytes.append(contentsOf: payload)
    }
    return bytes
  }

  /// A masked text frame of `text`.
  static func text(_ text: String) -> [UInt8] { frame(opcode: 1, Array(text.utf8)) }

  /// The next frame from the server: opcode and payload; `nil` on end of stream or timeout.
  static func readFrame(_ socket: RawSocket) -> (opcode: UInt8, payload: [UInt8])? {
    guard let head = socket.read(2) else { return nil }
    var length = Int(head[1] & 0x7F)
    if length == 126 {
      guard let extended = socket.read(2) else { return nil }
      length = Int(extended[0]) << 8 | Int(extended[1])
    } else if length == 127 {
      guard let extended = socket.read(8) else { return nil }
      length = extended.reduce(0) { $0 << 8 | Int($1) }
      guard length <= 64 << 20 else { return nil }
    }
    guard let payload = socket.read(length) else { return nil }
    return (head[0] & 0x0F, payload)
  }

  /// Reads frames until a text frame (its text) or a close frame (its status, as "close N");
  /// binary frames are skipped. `nil` when the stream ends or `limit` frames pass first.
  static func nextTextOrClose(_ socket: RawSocket, limit: Int = 600) -> String? {
    for _ in 0..<limit {
      guard let frame = readFrame(socket) else { return nil }
      switch frame.opcode {
      case 1: return String(decoding: frame.payload, as: UTF8.self)
      case 8:
        let status = frame.payload.count >= 2 ? Int(frame.payload[0]) << 8 | Int(frame.payload[1]) : 1005
        return "close \(status)"
      default: continue
      }
    }
    return nil
  }

  /// `GET path` over a fresh connection: the status line, or `nil` after `timeout` seconds.
  static func get(port: Int, path: String, timeout: Double = 5) -> String? {
    guard let socket = try? RawSocket(port: port, timeout: timeout) else { return nil }
    socket.send(Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8))
    return socket.readHead().flatMap { $0.split(separator: "\r\n").first.map(String.init) }
  }
}
