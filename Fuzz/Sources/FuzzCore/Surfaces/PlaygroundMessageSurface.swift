import Foundation
import FuzzKit
import TrellisPlayground
import TrellisScenes

/// Generators of playground messages: valid ones of every type, and the malformed ones a browser
/// (or anyone with a socket) can send: random bytes, truncated and malformed JSON, wrong types,
/// NaN, huge numbers, unknown scenes and phases, settings over the budget, 2 MiB texts.
@MainActor
enum PlaygroundMessages {
  static let scenes = SceneCatalog.names

  static func number(_ c: FuzzContext) -> String {
    switch c.random.below(8) {
    case 0: return c.random.pick(["NaN", "Infinity", "-Infinity", "1e400", "-1e400", "nan"])
    case 1: return c.random.pick(["1e19", "-9.2e18", "1.7976931348623157e308", "1e-400", "-0", "0"])
    case 2: return "\"\(c.random.int(in: 0...100))\""
    case 3: return c.random.pick(["true", "null", "[]", "{}"])
    default: return String(c.random.double(in: -2_000...2_000))
    }
  }

  /// One message's text.
  static func text(_ c: FuzzContext) -> String {
    switch c.random.below(20) {
    case 0:
      return String(
        decoding: (0..<c.random.int(in: 0...64)).map { _ in UInt8(c.random.below(256)) }, as: UTF8.self)
    case 1:
      let whole = valid(c)
      return String(whole.prefix(c.random.below(max(1, whole.count))))
    case 2:
      return c.random.pick(["", "{", "}", "[]", "null", "42", "\"select\"", "{\"type\":}", "{\"type\":null}"])
    case 3:
      let type = c.random.pick([
        "select", "touch", "wheel", "wheelEnd", "scrollTo", "tap", "reorder", "param", "resize", "nope",
      ])
      return
        "{\"type\":\"\(type)\","
        + "\"scene\":\(number(c)),\"x\":\(number(c)),\"y\":\(number(c)),\"dx\":\(number(c)),\"dy\":\(number(c)),"
        + "\"width\":\(number(c)),\"height\":\(number(c)),\"key\":\(number(c)),\"value\":\(number(c)),"
        + "\"phase\":\(number(c))}"
    case 4:
      let scene = c.random.chance(0.5) ? "flow" : c.random.pick(scenes)
      return
        "{\"type\":\"select\",\"scene\":\"\(scene)\",\"width\":\(c.random.pick([10_000, 16_384, 20_000, 99])),"
        + "\"height\":10000,\"parameters\":{\"items\":1000000,\"size\":\(c.random.pick([20, 40, 80, 200]))}}"
    case 5:
      return
        "{\"type\":\"select\",\"scene\":\"\(c.random.pick(["", "flo", "FLOW", "springy\u{0}", String(repeating: "x", count: 300)]))\"}"
    default:
      return valid(c)
    }
  }

  /// A well-formed message with ordinary or edge values.
  static func valid(_ c: FuzzContext) -> String {
    func coordinate() -> String { c.random.chance(0.85) ? String(c.random.double(in: 0...900)) : number(c) }
    switch c.random.below(9) {
    case 0:
      var parameters: [String] = []
      if c.random.chance(0.5) {
        parameters.append("\"items\":\(c.random.pick([0, 1, 10, 1_000, 100_000, 1_000_000]))")
      }
      if c.random.chance(0.3) {
        parameters.append(
          "\"\(c.random.pick(["size", "damping", "columns", "seed", "bogus"]))\":\(coordinate())")
      }
      let viewport =
        c.random.chance(0.5)
        ? ",\"width\":\(c.random.pick(["390", "1024", "100", "10000", coordinate()])),\"height\":\(c.random.pick(["844", "768", "10000", coordinate()]))"
        : ""
      return
        "{\"type\":\"select\",\"scene\":\"\(c.random.pick(scenes))\"\(viewport),\"parameters\":{\(parameters.joined(separator: ","))}}"
    case 1, 2:
      let phase = c.random.pick(["began", "moved", "moved", "moved", "ended", "cancelled", "lifted"])
      return "{\"type\":\"touch\",\"phase\":\"\(phase)\",\"x\":\(coordinate()),\"y\":\(coordinate())}"
    case 3:
      return "{\"type\":\"wheel\",\"dx\":\(c.random.chance(0.8) ? "0" : coordinate()),\"dy\":\(coordinate())}"
    case 4:
      return "{\"type\":\"tap\",\"x\":\(coordinate()),\"y\":\(coordinate())}"
    case 5:
      let phase = c.random.pick(["begin", "move", "move", "end", "cancel", "drop"])
      return "{\"type\":\"reorder\",\"phase\":\"\(phase)\",\"x\":\(coordinate()),\"y\":\(coordinate())}"
    case 6:
      let key = c.random.pick([
        "items", "size", "spacing", "damping", "columns", "rows", "radius", "gravity", "seed", "x",
      ])
      return "{\"type\":\"param\",\"key\":\"\(key)\",\"value\":\(coordinate())}"
    case 7:
      return
        "{\"type\":\"resize\",\"width\":\(c.random.pick(["390", "10000", "1", coordinate()])),\"height\":\(coordinate())}"
    default:
      // A wheel gesture's steps, its end with a measured velocity, or a jump to an offset.
      switch c.random.below(4) {
      case 0: return "{\"type\":\"wheelEnd\",\"vx\":\(coordinate()),\"vy\":\(number(c))}"
      case 1: return "{\"type\":\"scrollTo\",\"x\":\(coordinate()),\"y\":\(number(c))}"
      default: return "{\"type\":\"wheel\",\"dx\":0,\"dy\":\(c.random.double(in: -400...400))}"
      }
    }
  }

  /// Checks an encoded frame (format version 2): the header's element count, the content
  /// section's blocks and their items account for every byte, every float is finite, and the
  /// frame fits `limit` bytes.
  static func checkFrame(_ bytes: [UInt8], limit: Int, _ when: String) throws {
    try FuzzCheck.expect(bytes.count >= 64, "\(when): a frame of \(bytes.count) bytes")
    try FuzzCheck.expect(
      Array(bytes[0..<4]) == [0x54, 0x52, 0x4C, 0x53], "\(when): a frame without its magic")
    func u16(_ offset: Int) -> Int { Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 }
    func u32(_ offset: Int) -> UInt32 {
      UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16
        | UInt32(bytes[offset + 3]) << 24
    }
    func f32(_ offset: Int) -> Float { Float(bitPattern: u32(offset)) }
    try FuzzCheck.expect(u16(4) == 2 && u16(8) == 76, "\(when): version \(u16(4)), element size \(u16(8))")
    let count = Int(u32(16))
    let contentStart = 64 + 76 * count
    try FuzzCheck.expect(
      bytes.count >= contentStart + 8, "\(when): \(bytes.count) bytes for \(count) elements")
    try FuzzCheck.expect(
      bytes.count <= limit, "\(when): a frame of \(bytes.count) bytes, over the \(limit) limit")
    for offset in stride(from: 36, to: 64, by: 4) where !f32(offset).isFinite {
      throw FuzzFailure(.nonFinite, "\(when): header float at offset \(offset) is \(f32(offset))")
    }
    for element in 0..<count {
      let base = 64 + 76 * element
      for offset in [8] + Array(stride(from: 32, to: 72, by: 4)) where !f32(base + offset).isFinite {
        throw FuzzFailure(
          .nonFinite, "\(when): element \(element) float at \(offset) is \(f32(base + offset))")
      }
    }
    // The content section: blocks of items, each item a 32-byte prefix and its payload; the
    // payload's leading floats (per operation) must be finite.
    let floatsInPayload: [Int: Int] = [0: 5, 1: 6, 2: 4, 3: 4, 4: 5, 5: 5, 6: 0]
    var offset = contentStart + 8
    for block in 0..<Int(u32(contentStart)) {
      try FuzzCheck.expect(offset + 12 <= bytes.count, "\(when): block \(block) runs past the frame")
      let length = Int(u32(offset + 4))
      try FuzzCheck.expect(
        length >= 12 && offset + length <= bytes.count, "\(when): block \(block) has length \(length)")
      var item = offset + 12
      for _ in 0..<u16(offset + 8) {
        try FuzzCheck.expect(item + 32 <= offset + length, "\(when): an item runs past block \(block)")
        let payload = u16(item + 2)
        let floats = floatsInPayload[Int(bytes[item])] ?? 0
        try FuzzCheck.expect(
          item + 32 + payload <= offset + length && floats * 4 <= payload,
          "\(when): an item of block \(block) has payload \(payload)")
        for at in [item + 4] + (0..<6).map({ item + 8 + 4 * $0 }) + (0..<floats).map({ item + 32 + 4 * $0 })
        where !f32(at).isFinite {
          throw FuzzFailure(.nonFinite, "\(when): block \(block) float at \(at - offset) is \(f32(at))")
        }
        item += 32 + payload
      }
      try FuzzCheck.expect(item == offset + length, "\(when): block \(block) has bytes left over")
      offset += length
    }
    try FuzzCheck.expect(offset == bytes.count, "\(when): \(bytes.count - offset) bytes after the content")
  }
}

/// Playground messages through the decoder and a session driver in this process (no socket):
/// many cases per second.
///
/// Checks: decoding never traps; every reply is a JSON object with a `type`; every frame the
/// driver produces has a consistent size, no NaN or infinity, and fits the server's frame limit
/// (the budget keeps settings of a million visible items out).
@MainActor
public final class PlaygroundMessageSurface: FuzzSurface {
  /// `messages`.
  public let name = "messages"
  /// What the surface generates.
  public let summary =
    "playground messages (malformed, wrong types, NaN, huge, over budget) through the session driver"
  /// Its share of a mixed campaign.
  public let weight = 3.0

  /// A surface.
  public init() {}

  /// Runs one case (see the type's documentation).
  public func run(_ c: FuzzContext) async throws {
    let configuration = PlaygroundServer.Configuration()
    var driver = PlaygroundSessionDriver(budget: configuration.budget)
    let select = "{\"type\":\"select\",\"scene\":\"\(c.random.pick(PlaygroundMessages.scenes))\"}"
    for (index, text) in ([select] + (0..<c.random.int(in: 1...20)).map { _ in PlaygroundMessages.text(c) })
      .enumerated()
    {
      c.note("message \(index): \(text.prefix(300))")
      let message: PlaygroundMessage
      do {
        message = try PlaygroundMessage.decode(Data(text.utf8))
      } catch {
        continue
      }
      if let reply = driver.apply(message) {
        let object = (try? JSONSerialization.jsonObject(with: Data(reply.utf8))) as? [String: Any]
        try FuzzCheck.expect(
          object?["type"] is String, "message \(index): the reply \(reply) is not a typed JSON object")
      }
      for _ in 0..<c.random.int(in: 0...3) {
        if let frame = driver.nextFrame(advancingBy: 1.0 / 60) {
          try PlaygroundMessages.checkFrame(
            frame, limit: configuration.maximumFrameSize, "after message \(index)")
        }
      }
    }
    if c.random.chance(0.05) {
      // A 2 MiB text: decoding it must answer (the connection refuses it earlier by size).
      let big =
        "{\"type\":\"wheel\",\"dx\":0,\"dy\":1,\"pad\":\"" + String(repeating: "x", count: 2 << 20) + "\"}"
      _ = try? PlaygroundMessage.decode(Data(big.utf8))
    }
  }
}
