import Foundation
import TrellisImages

/// PNG reading and image comparison (TrellisImages): images of 1–12 × 1–12 pixels in every
/// colour type the reader accepts (grey, grey + alpha, RGB, RGBA), each row written with a random
/// one of the five filters by an encoder of the harness's own, the data in stored DEFLATE blocks;
/// then, half of the time, damaged: bytes flipped, cut short, chunks duplicated or dropped, the
/// header's size, depth, colour type or interlace changed (with the CRC fixed or not).
///
/// Checks: an undamaged file decodes to exactly the pixels written (grey spread to RGB, alpha 255
/// where there is none); a damaged one decodes or throws `PNGError`, never traps, and a decoded
/// image always holds width × height × 4 bytes; `ImageDifference` of an image with itself is 0,
/// and with a copy changed in k pixels by more than the tolerance counts k.
@MainActor
public final class PNGSurface: SynchronousFuzzSurface {
  /// `png`.
  public let name = "png"
  /// What the surface generates.
  public let summary = "PNG reading and image comparison: every colour type and filter, damaged files"
  /// Its share of a mixed campaign.
  public let weight = 0.5

  /// A surface.
  public init() {}

  /// Runs one case.
  public func runSynchronously(_ c: FuzzContext) throws {
    let width = c.random.int(in: 1...12)
    let height = c.random.int(in: 1...12)
    let colourType = c.random.pick([UInt8(0), 2, 4, 6])
    let channels = [0: 1, 2: 3, 4: 2, 6: 4][Int(colourType)]!
    var samples: [UInt8] = []
    for _ in 0..<(width * height * channels) { samples.append(UInt8(c.random.below(256))) }
    let filters = (0..<height).map { _ in UInt8(c.random.below(5)) }
    c.note("\(width) × \(height), colour type \(colourType), filters \(filters)")
    var file = PNGWriter.file(
      width: width, height: height, colourType: colourType,
      scanlines: PNGWriter.filtered(samples, width: width, channels: channels, filters: filters))
    let damaged = c.random.chance(0.5)
    if damaged { file = damage(file, c) }
    let image: PNGImage
    do {
      image = try PNGImage(data: Data(file))
    } catch {
      if !damaged { throw FuzzFailure(.wrongResult, "an undamaged file was refused: \(error)") }
      return
    }
    guard image.rgba.count == image.width * image.height * 4 else {
      throw FuzzFailure(.wrongResult, "\(image.rgba.count) bytes for \(image.width) × \(image.height)")
    }
    if !damaged {
      let expected = PNGWriter.rgba(samples, channels: channels)
      guard image.width == width, image.height == height, image.rgba == expected else {
        throw FuzzFailure(.wrongResult, "the decoded pixels differ from the ones written")
      }
    }
    try checkDifference(image, c)
  }

  private func damage(_ file: [UInt8], _ c: FuzzContext) -> [UInt8] {
    var bytes = file
    switch c.random.below(5) {
    case 0:
      for _ in 0..<c.random.int(in: 1...4) {
        let at = c.random.below(bytes.count)
        bytes[at] ^= UInt8(1 + c.random.below(255))
      }
      c.note("flipped bytes")
    case 1:
      bytes = Array(bytes.prefix(c.random.below(bytes.count)))
      c.note("cut to \(bytes.count) bytes")
    case 2:
      // IHDR's fields after the signature (8), length and type (8): width 16…19, height
      // 20…23, depth 24, colour type 25, compression 26, filter 27, interlace 28.
      let field = c.random.pick([16, 19, 20, 23, 24, 25, 26, 27, 28])
      bytes[field] = c.random.pick([0, 1, 3, 5, 8, 16, 255])
      if c.random.chance(0.7) { PNGWriter.fixCRC(&bytes, chunkAt: 8) }
      c.note("IHDR byte \(field) set to \(bytes[field])")
    case 3:
      // Everything after the header chunk again: two IDAT streams and two IENDs.
      bytes += bytes[33...]
      c.note("chunks repeated")
    default:
      // The first IDAT dropped: a header and its end with no image data.
      let length = Int(bytes[33]) << 24 | Int(bytes[34]) << 16 | Int(bytes[35]) << 8 | Int(bytes[36])
      bytes.removeSubrange(33..<min(bytes.count, 33 + 12 + length))
      c.note("IDAT dropped")
    }
    return bytes
  }

  private func checkDifference(_ image: PNGImage, _ c: FuzzContext) throws {
    let same = ImageDifference(reference: image, actual: image)
    guard same.differingPixels == 0, same.matches() else {
      throw FuzzFailure(.wrongResult, "an image differs from itself: \(same)")
    }
    var bytes = image.rgba
    let count = image.width * image.height
    var changed = Set<Int>()
    for _ in 0..<c.random.int(in: 0...min(5, count)) {
      let pixel = c.random.below(count)
      guard !changed.contains(pixel) else { continue }
      changed.insert(pixel)
      // Alpha moved by 128: more than any tolerance below 128, whatever the colours.
      bytes[pixel * 4 + 3] = bytes[pixel * 4 + 3] &+ 128
    }
    let tolerance = UInt8(c.random.below(128))
    let other: PNGImage
    do {
      other = try PNGImage(width: image.width, height: image.height, rgba: bytes)
    } catch {
      throw FuzzFailure(.wrongResult, "a copy of a decoded image was refused: \(error)")
    }
    let difference = ImageDifference(reference: image, actual: other, channelTolerance: tolerance)
    guard difference.differingPixels == changed.count else {
      throw FuzzFailure(
        .wrongResult,
        "\(difference.differingPixels) pixels differ, \(changed.count) were changed (tolerance \(tolerance))")
    }
  }
}

/// The harness's own PNG encoder: forward filters and stored DEFLATE blocks, so the reader is
/// checked against code that shares nothing with it.
enum PNGWriter {
  static func file(width: Int, height: Int, colourType: UInt8, scanlines: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    out += chunk("IHDR", word(width) + word(height) + [8, colourType, 0, 0, 0])
    out += chunk("IDAT", zlib(scanlines))
    out += chunk("IEND", [])
    return out
  }

  /// Each row of `samples` behind its filter byte, encoded with that filter (PNG §9.2).
  static func filtered(_ samples: [UInt8], width: Int, channels: Int, filters: [UInt8]) -> [UInt8] {
    let stride = width * channels
    var out: [UInt8] = []
    for (row, filter) in filters.enumerated() {
      out.append(filter)
      for i in 0..<stride {
        let at = row * stride + i
        let left = i >= channels ? Int(samples[at - channels]) : 0
        let up = row > 0 ? Int(samples[at - stride]) : 0
        let upLeft = row > 0 && i >= channels ? Int(samples[at - stride - channels]) : 0
        let prediction: Int
        switch filter {
        case 1: prediction = left
        case 2: prediction = up
        case 3: prediction = (left + up) >> 1
        case 4:
          let estimate = left + up - upLeft
          let distances = [abs(estimate - left), abs(estimate - up), abs(estimate - upLeft)]
          prediction =
            distances[0] <= distances[1] && distances[0] <= distances[2]
            ? left : distances[1] <= distances[2] ? up : upLeft
        default: prediction = 0
        }
        out.append(UInt8(truncatingIfNeeded: Int(samples[at]) - prediction))
      }
    }
    return out
  }

  /// Samples of `channels` per pixel as RGBA.
  static func rgba(_ samples: [UInt8], channels: Int) -> [UInt8] {
    var out: [UInt8] = []
    for start in Swift.stride(from: 0, to: samples.count, by: channels) {
      let pixel = Array(samples[start..<(start + channels)])
      switch channels {
      case 1: out += [pixel[0], pixel[0], pixel[0], 255]
      case 2: out += [pixel[0], pixel[0], pixel[0], pixel[1]]
      case 3: out += pixel + [255]
      default: out += pixel
      }
    }
    return out
  }

  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return word(data.count) + body + word(Int(crc(body)))
  }

  /// Recomputes the CRC of the chunk starting at `offset`.
  static func fixCRC(_ bytes: inout [UInt8], chunkAt offset: Int) {
    let length =
      Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
      | Int(bytes[offset + 3])
    let end = offset + 8 + length
    guard end + 4 <= bytes.count else { return }
    bytes.replaceSubrange(end..<(end + 4), with: word(Int(crc(Array(bytes[(offset + 4)..<end])))))
  }

  static func word(_ value: Int) -> [UInt8] {
    (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
  }

  /// A zlib stream of stored blocks of at most 65,535 bytes, with its Adler-32.
  static func zlib(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var start = 0
    repeat {
      let end = min(start + 65535, data.count)
      let length = end - start
      out += [end == data.count ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8)]
      out += [UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
      out += data[start..<end]
      start = end
    } while start < data.count
    var low = 1
    var high = 0
    for byte in data {
      low = (low + Int(byte)) % 65521
      high = (high + low) % 65521
    }
    return out + word(high << 16 | low)
  }

  /// CRC-32 (PNG annex D) from a table built once.
  static func crc(_ bytes: [UInt8]) -> UInt32 {
    var value: UInt32 = 0xFFFF_FFFF
    for byte in bytes { value = table[Int((value ^ UInt32(byte)) & 0xFF)] ^ (value >> 8) }
    return value ^ 0xFFFF_FFFF
  }

  static let table: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
  }
}
