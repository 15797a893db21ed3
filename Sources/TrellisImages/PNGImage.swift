import CZlib
import Foundation

/// A decoded PNG image: its size and its pixels as 8-bit RGBA, row by row from the top-left,
/// with straight (not premultiplied) alpha, as PNG stores them.
///
/// Reads the images `rsvg-convert` writes and most others: 8-bit greyscale, grey + alpha, RGB
/// and RGBA, not interlaced (PNG specification, ISO/IEC 15948, §§ 5, 7.2, 9, 10: docs/images.md).
/// Every chunk's CRC is checked; anything else is a `PNGError`, never a trap.
public struct PNGImage: Equatable, Sendable {
  /// The width, pixels.
  public let width: Int
  /// The height, pixels.
  public let height: Int
  /// `width × height × 4` bytes: red, green, blue, alpha per pixel.
  public let rgba: [UInt8]

  /// The most pixels an image may have (64 megapixels, 256 MiB of RGBA), so that a corrupt
  /// header cannot ask for gigabytes.
  public static let maximumPixelCount = 1 << 26

  /// An image of `width × height` pixels from RGBA bytes.
  ///
  /// - Throws: `PNGError.badHeader` when the sizes are not positive or `rgba` does not hold
  ///   exactly `width × height × 4` bytes; `.tooLarge` beyond `maximumPixelCount`.
  public init(width: Int, height: Int, rgba: [UInt8]) throws(PNGError) {
    guard width > 0, height > 0 else { throw .badHeader("the size \(width) × \(height) is not positive") }
    guard width <= Self.maximumPixelCount / height else { throw .tooLarge(width: width, height: height) }
    guard rgba.count == width * height * 4 else {
      throw .badHeader(
        "\(rgba.count) bytes of RGBA for \(width) × \(height) pixels (\(width * height * 4) expected)")
    }
    self.width = width
    self.height = height
    self.rgba = rgba
  }

  /// Decodes PNG bytes.
  ///
  /// - Throws: `PNGError` saying what is wrong or unsupported.
  /// - Complexity: O(n) in the data and the pixels.
  public init(data: Data) throws(PNGError) {
    let bytes = [UInt8](data)
    let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { throw .notPNG }
    var header: PNGHeader?
    var compressed: [UInt8] = []
    var offset = 8
    var ended = false
    while !ended {
      let chunk = try PNGChunk.read(bytes, at: offset)
      offset = chunk.next
      switch chunk.type {
      case "IHDR":
        guard header == nil else { throw .badHeader("two IHDR chunks") }
        header = try PNGHeader(chunk.data)
      case "IDAT":
        guard header != nil else { throw .badHeader("image data before IHDR") }
        compressed += chunk.data
      case "IEND":
        ended = true
      default:
        guard header != nil else { throw .badHeader("the first chunk is '\(chunk.type)', not IHDR") }
        // Ancillary chunks (gamma, text, time…) do not change the pixels read here; an unknown
        // critical chunk (upper-case first letter) does.
        if let first = chunk.type.unicodeScalars.first, ("A"..."Z").contains(first), chunk.type != "PLTE" {
          throw .unsupported("the critical chunk '\(chunk.type)'")
        }
      }
    }
    guard let header else { throw .badHeader("no IHDR chunk") }
    let stride = header.width * header.channels
    let filtered = try Self.inflate(compressed, expectedCount: header.height * (stride + 1))
    let samples = try PNGScanlines.unfilter(
      filtered, rows: header.height, stride: stride, bytesPerPixel: header.channels)
    self.width = header.width
    self.height = header.height
    self.rgba = Self.expand(samples, channels: header.channels)
  }

  /// The pixel at column `x`, row `y` as (red, green, blue, alpha), or `nil` outside the image.
  public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
    guard x >= 0, y >= 0, x < width, y < height else { return nil }
    let i = (y * width + x) * 4
    return (rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3])
  }

  private static func inflate(_ compressed: [UInt8], expectedCount: Int) throws(PNGError) -> [UInt8] {
    guard !compressed.isEmpty else { throw .badImageData("no IDAT chunk") }
    var output = [UInt8](repeating: 0, count: expectedCount)
    var length = uLongf(expectedCount)
    let status = output.withUnsafeMutableBufferPointer { out in
      compressed.withUnsafeBufferPointer { source in
        uncompress(out.baseAddress, &length, source.baseAddress, uLong(source.count))
      }
    }
    switch status {
    case Z_OK where Int(length) == expectedCount: return output
    case Z_OK: throw .badImageData("\(length) bytes inflated, \(expectedCount) expected")
    case Z_BUF_ERROR:
      throw .badImageData("more than the \(expectedCount) bytes the header implies, or cut short")
    case Z_DATA_ERROR: throw .badImageData("the zlib stream is corrupt")
    default: throw .badImageData("zlib status \(status)")
    }
  }

  /// Grey, grey + alpha and RGB samples as RGBA.
  private static func expand(_ samples: [UInt8], channels: Int) -> [UInt8] {
    if channels == 4 { return samples }
    let count = samples.count / channels
    var rgba = [UInt8](repeating: 255, count: count * 4)
    for i in 0..<count {
      let s = i * channels
      let d = i * 4
      switch channels {
      case 1:
        rgba[d] = samples[s]
        rgba[d + 1] = samples[s]
        rgba[d + 2] = samples[s]
      case 2:
        rgba[d] = samples[s]
        rgba[d + 1] = samples[s]
        rgba[d + 2] = samples[s]
        rgba[d + 3] = samples[s + 1]
      default:
        rgba[d] = samples[s]
        rgba[d + 1] = samples[s + 1]
        rgba[d + 2] = samples[s + 2]
      }
    }
    return rgba
  }
}
