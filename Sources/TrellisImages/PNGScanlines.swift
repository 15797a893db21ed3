/// Undoes PNG's per-scanline filters (PNG specification §9): each row starts with a filter type
/// byte, and its bytes are differences from the byte `bytesPerPixel` to the left (a), the byte
/// above (b) and the one above-left (c) — none (0), sub (1), up (2), average (3), Paeth (4).
enum PNGScanlines {
  static func unfilter(
    _ filtered: [UInt8], rows: Int, stride: Int, bytesPerPixel: Int
  ) throws(PNGError) -> [UInt8] {
    var out = [UInt8](repeating: 0, count: rows * stride)
    for row in 0..<rows {
      let source = row * (stride + 1)
      let type = filtered[source]
      guard type <= 4 else { throw .badFilter(type: type, row: row) }
      let start = row * stride
      for i in 0..<stride {
        let x = filtered[source + 1 + i]
        let a = i >= bytesPerPixel ? out[start + i - bytesPerPixel] : 0
        let b = row > 0 ? out[start - stride + i] : 0
        let c = row > 0 && i >= bytesPerPixel ? out[start - stride + i - bytesPerPixel] : 0
        let predicted: UInt8 =
          switch type {
          case 1: a
          case 2: b
          case 3: UInt8((Int(a) + Int(b)) / 2)
          case 4: paeth(a, b, c)
          default: 0
          }
        out[start + i] = x &+ predicted
      }
    }
    return out
  }

  /// The Paeth predictor: whichever of a, b and c is nearest to a + b − c (ties to a, then b).
  static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
    let p = Int(a) + Int(b) - Int(c)
    let pa = abs(p - Int(a))
    let pb = abs(p - Int(b))
    let pc = abs(p - Int(c))
    if pa <= pb && pa <= pc { return a }
    return pb <= pc ? b : c
  }
}
