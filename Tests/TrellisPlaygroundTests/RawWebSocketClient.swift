import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A blocking WebSocket client over a plain TCP socket, for what no WebSocket library sends:
/// unmasked frames, orphan continuations, clients that never answer a close frame. Every read
/// times out (5 s), so a broken server fails the test instead of hanging it. Run it off the
/// cooperative pool (`RawWebSocketClient.run`), which the server in the same process shares.
final class RawWebSocketClient: @unchecked Sendable {
  private var fd: Int32 = -1
  private var buffer: [UInt8] = []

  /// Runs `body` on a thread of its own and returns its result.
  static func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
      Thread.detachNewThread { continuation.resume(with: Result { try body() }) }
    }
  }

  /// Connects to 127.0.0.1:`port` and completes the opening handshake on `/ws`.
  init(port: Int) throws {
    fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var timeout = timeval(tv_sec: 5, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { throw ClientError("cannot connect to port \(port)") }
    send(
      Array(
        ("GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
          + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n").utf8))
    while !buffer.starts(with: Array("HTTP/1.1 101".utf8)) || !containsHeadEnd() {
      guard fill() else { throw ClientError("no 101 response") }
    }
    let end = headEnd()!
    buffer.removeFirst(end)
  }

  deinit { if fd >= 0 { close(fd) } }

  struct ClientError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }

  private func containsHeadEnd() -> Bool { headEnd() != nil }

  private func headEnd() -> Int? {
    guard buffer.count >= 4 else { return nil }
    for index in 0...(buffer.count - 4) where Array(buffer[index..<index + 4]) == [13, 10, 13, 10] {
      return index + 4
    }
    return nil
  }

  private func fill() -> Bool {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
    guard count > 0 else { return false }
    buffer.append(contentsOf: chunk[0..<count])
    return true
  }

  /// Sends `bytes` as they are.
  func send(_ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let sent = bytes[offset...].withUnsafeBytes {
        Foundation.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      guard sent > 0 else { return }
      offset += sent
    }
  }

  /// One frame with `opcode` and `payload`, masked unless `masked` is false.
  static func frame(_ opcode: UInt8, _ payload: [UInt8], fin: Bool = true, masked: Bool = true) -> [UInt8] {
    var bytes: [UInt8] = [(fin ? 0x80 : 0) | opcode]
    let bit: UInt8 = masked ? 0x80 : 0
    if payload.count < 126 {
      bytes.append(bit | UInt8(payload.count))
    } else if payload.count < 65_536 {
      bytes += [bit | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
    } else {
      bytes.append(bit | 127)
      for shift in stride(from: 56, through: 0, by: -8) {
        bytes.append(UInt8((payload.count >> shift) & 0xFF))
      }
    }
    let key: [UInt8] = [0x12, 0x34, 0x56, 0x78]
    if masked {
      bytes += key
      bytes += payload.enumerated().map { $0.element ^ key[$0.offset % 4] }
    } else {
      bytes += payload
    }
    return bytes
  }

  /// Reads frames until a text frame (its text) or a close frame (`"close <status>"`); `nil` when
  /// the connection ends or a read times out first. Binary frames are skipped.
  func nextTextOrClose() -> String? {
    while true {
      while buffer.count < 2 { guard fill() else { return nil } }
      var length = Int(buffer[1] & 0x7F)
      var header = 2
      if length == 126 {
        while buffer.count < 4 { guard fill() else { return nil } }
        length = Int(buffer[2]) << 8 | Int(buffer[3])
        header = 4
      } else if length == 127 {
        while buffer.count < 10 { guard fill() else { return nil } }
        length = buffer[2..<10].reduce(0) { $0 << 8 | Int($1) }
        header = 10
      }
      while buffer.count < header + length { guard fill() else { return nil } }
      let opcode = buffer[0] & 0x0F
      let payload = Array(buffer[header..<header + length])
      buffer.removeFirst(header + length)
      if opcode == 1 { return String(decoding: payload, as: UTF8.self) }
      if opcode == 8 {
        return "close \(payload.count >= 2 ? Int(payload[0]) << 8 | Int(payload[1]) : 1005)"
      }
    }
  }
}
