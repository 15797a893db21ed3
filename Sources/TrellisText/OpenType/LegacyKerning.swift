/// Kerning from the legacy `kern` table: horizontal format 0 subtables (sorted glyph pairs with
/// a value in font units), in the Microsoft header (version 0) or Apple's (version 1.0).
///
/// Subtables that are vertical, cross-stream, minimum-value or Apple variation subtables, and
/// formats other than 0, are skipped. Values of the kept subtables add up, except that a
/// subtable with the override bit (Microsoft header) replaces the sum so far. Used only when the
/// font's `GPOS` has no `kern` feature. docs/text.md §2.
struct LegacyKerning: Sendable {
  /// (left << 16 | right) → adjustment in font units; one table per kept subtable, in order.
  private var subtables: [(pairs: [UInt32: Int16], overrides: Bool)] = []

  init(_ kern: FontDataReader) throws(OpenTypeError) {
    let version16 = try kern.uint16(at: 0)
    var offset: Int
    let count: Int
    let isApple: Bool
    if version16 == 0 {
      count = Int(try kern.uint16(at: 2))
      offset = 4
      isApple = false
    } else if try kern.uint32(at: 0) == 0x0001_0000 {
      count = Int(try kern.uint32(at: 4))
      offset = 8
      isApple = true
    } else {
      throw .unsupportedFormat(context: "kern table version", format: Int(version16))
    }
    for index in 0..<count {
      let length: Int
      let coverage: UInt16
      let headerSize: Int
      let use: Bool
      let overrides: Bool
      let format: UInt16
      if isApple {
        length = Int(try kern.uint32(at: offset))
        coverage = try kern.uint16(at: offset + 4)
        headerSize = 8
        format = coverage & 0xFF
        // 0x8000 vertical, 0x4000 cross-stream, 0x2000 variation.
        use = coverage & 0xE000 == 0 && format == 0
        overrides = false
      } else {
        length = Int(try kern.uint16(at: offset + 2))
        coverage = try kern.uint16(at: offset + 4)
        headerSize = 6
        format = coverage >> 8
        // Bit 0 horizontal, bit 1 minimum, bit 2 cross-stream, bit 3 override.
        use = coverage & 0x1 != 0 && coverage & 0x6 == 0 && format == 0
        overrides = coverage & 0x8 != 0
      }
      guard length >= headerSize else {
        throw .invalidValue(context: "kern subtable \(index) length", value: length)
      }
      if use {
        // The subtable's own bytes; Microsoft's 16-bit length cannot describe a subtable of
        // 64 KiB or more, so the last subtable of a version 0 table runs to the table's end.
        let bodyLength = !isApple && index == count - 1 ? nil : length - headerSize
        let body = try kern.subreader(
          at: offset + headerSize, length: bodyLength, context: "kern subtable \(index)")
        let pairCount = Int(try body.uint16(at: 0))
        guard pairCount <= max(0, body.count - 8) / 6 else {
          throw .truncated(
            context: "kern subtable \(index) pairs", offset: 8, length: 6 * pairCount, available: body.count)
        }
        var pairs: [UInt32: Int16] = [:]
        pairs.reserveCapacity(pairCount)
        for pair in 0..<pairCount {
          let record = 8 + 6 * pair
          let key = UInt32(try body.uint16(at: record)) << 16 | UInt32(try body.uint16(at: record + 2))
          if pairs[key] == nil { pairs[key] = try body.int16(at: record + 4) }
        }
        subtables.append((pairs, overrides))
      }
      offset += length
    }
  }

  /// The kerning, in font units, of `left` followed by `right`.
  ///
  /// - Complexity: O(s), s the number of subtables kept.
  func adjustment(_ left: UInt16, _ right: UInt16) -> Int {
    let key = UInt32(left) << 16 | UInt32(right)
    var total = 0
    for subtable in subtables {
      guard let value = subtable.pairs[key] else { continue }
      total = subtable.overrides ? Int(value) : total + Int(value)
    }
    return total
  }
}
