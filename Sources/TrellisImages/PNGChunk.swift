import CZlib

/// One chunk of a PNG stream: a 4-byte big-endian length, a 4-letter type, the data and a CRC-32
/// of type and data (PNG specification §5.3).
struct PNGChunk {
  let type: String
  let data: [UInt8]
  /// Where the next chunk starts.
  let next: Int

  /// Reads the chunk at `offset`, checking its CRC.
  static func read(_ bytes: [UInt8], at offset: Int) throws(PNGError) -> PNGChunk {
    guard offset <= bytes.count - 12 else { throw .truncated }
    let length = Int(bigEndian32(bytes, at: offset))
    let dataStart = offset + 8
    guard length <= bytes.count - dataStart - 4 else { throw .truncated }
    let typeBytes = bytes[(offset + 4)..<dataStart]
    let type = String(decoding: typeBytes, as: UTF8.self)
    let data = Array(bytes[dataStart..<(dataStart + length)])
    let stored = bigEndian32(bytes, at: dataStart + length)
    let computed = bytes.withUnsafeBufferPointer { buffer in
      crc32(0, buffer.baseAddress.map { $0 + offset + 4 }, uInt(length + 4))
    }
    guard UInt32(truncatingIfNeeded: computed) == stored else { throw .badChecksum(chunk: type) }
    return PNGChunk(type: type, data: data, next: dataStart + length + 4)
  }

  static func bigEndian32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
    UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
      | UInt32(bytes[offset + 3])
  }
}
