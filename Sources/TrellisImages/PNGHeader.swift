/// The IHDR chunk's fields that decide how the pixels are read (PNG specification §11.2.2).
struct PNGHeader {
  let width: Int
  let height: Int
  /// Samples per pixel: 1 grey, 2 grey + alpha, 3 RGB, 4 RGBA.
  let channels: Int

  init(_ data: [UInt8]) throws(PNGError) {
    guard data.count == 13 else { throw .badHeader("IHDR holds \(data.count) bytes, not 13") }
    let width = Int(PNGChunk.bigEndian32(data, at: 0))
    let height = Int(PNGChunk.bigEndian32(data, at: 4))
    guard width > 0, height > 0 else { throw .badHeader("the size \(width) × \(height) is not positive") }
    guard width <= PNGImage.maximumPixelCount / height else { throw .tooLarge(width: width, height: height) }
    let (bitDepth, colourType) = (data[8], data[9])
    guard data[10] == 0, data[11] == 0 else {
      throw .badHeader("compression method \(data[10]) and filter method \(data[11]) (both must be 0)")
    }
    guard data[12] == 0 else { throw .unsupported("interlaced images") }
    guard bitDepth == 8 else { throw .unsupported("\(bitDepth)-bit samples (8-bit only)") }
    switch colourType {
    case 0: channels = 1
    case 2: channels = 3
    case 4: channels = 2
    case 6: channels = 4
    case 3: throw .unsupported("palette images")
    default: throw .badHeader("colour type \(colourType)")
    }
    self.width = width
    self.height = height
  }
}
