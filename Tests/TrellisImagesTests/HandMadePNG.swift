import Foundation

/// PNG files written byte by byte for the decoder's tests, independently of zlib: the image data
/// goes into one stored (uncompressed) DEFLATE block (RFC 1951 §3.2.4) inside a zlib stream
/// (RFC 1950: header 0x78 0x01, Adler-32 trailer), and CRC-32 is computed here bit by bit.
enum HandMadePNG {
  /// A PNG with the IHDR fields given and `scanlines` (each row's filter byte then its bytes)
  /// as its image data.
  static func file(
    width: Int, height: Int, bitDepth: UInt8 = 8, colourType: UInt8, interlace: UInt8 = 0, scanlines: [UInt8]
  ) -> Data {
    var bytes: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    let header = be32(width) + be32(height) + [bitDepth, colourType, 0, 0, interlace]
    bytes += chunk("IHDR", header)
    bytes += chunk("IDAT", zlibStored(scanlines))
    bytes += chunk("IEND", [])
    return Data(bytes)
  }

  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typeBytes = Array(type.utf8)
    return be32(data.count) + typeBytes + data + be32(Int(crc32(typeBytes + data)))
  }

  static func be32(_ value: Int) -> [UInt8] {
    [
      UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16),
      UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value),
    ]
  }

  /// A zlib stream holding `data` in one final stored block (up to 65,535 bytes).
  static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    let length = data.count
    let header: [UInt8] = [0x78, 0x01]
    let block: [UInt8] = [
      0x01, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF),
    ]
    return header + block + data + be32(Int(adler32(data)))
  }

  /// CRC-32 with the reflected polynomial 0xEDB88320 (PNG specification, annex D).
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  /// Adler-32: two sums modulo 65,521 (RFC 1950 §8.2).
  static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    return b << 16 | a
  }
}
