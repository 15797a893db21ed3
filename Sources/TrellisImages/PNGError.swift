/// Why bytes could not be read as a PNG image. Each case names what was wrong, so that a
/// snapshot that cannot be compared says why.
public enum PNGError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The data does not start with the eight-byte PNG signature.
  case notPNG
  /// The data ends inside a chunk, or before `IEND`.
  case truncated
  /// A chunk's CRC does not match its type and data.
  case badChecksum(chunk: String)
  /// The header chunk is missing, misplaced or malformed.
  case badHeader(String)
  /// A valid PNG this decoder does not read (16-bit samples, palettes, interlacing).
  case unsupported(String)
  /// The image is larger than `PNGImage.maximumPixelCount`.
  case tooLarge(width: Int, height: Int)
  /// The compressed image data could not be inflated, or inflated to the wrong length.
  case badImageData(String)
  /// A scanline names a filter type other than 0 to 4.
  case badFilter(type: UInt8, row: Int)

  /// What is wrong with the data, in words.
  public var description: String {
    switch self {
    case .notPNG: "not a PNG image (the eight-byte signature is missing)"
    case .truncated: "the PNG data ends early"
    case .badChecksum(let chunk): "the PNG chunk '\(chunk)' has a wrong CRC"
    case .badHeader(let reason): "bad PNG header: \(reason)"
    case .unsupported(let what): "unsupported PNG: \(what)"
    case .tooLarge(let width, let height):
      "the PNG image is \(width) × \(height) pixels, more than \(PNGImage.maximumPixelCount) pixels"
    case .badImageData(let reason): "bad PNG image data: \(reason)"
    case .badFilter(let type, let row): "PNG scanline \(row) has filter type \(type) (0 to 4 are defined)"
    }
  }
}
