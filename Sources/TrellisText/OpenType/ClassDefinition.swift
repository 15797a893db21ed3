/// An OpenType Class Definition table: the class of each glyph (0 for glyphs it does not list).
///
/// Format 1: startGlyphID, glyphCount, then one class per glyph; format 2: ranges (start, end,
/// class). docs/text.md §2.
struct ClassDefinition: Sendable {
  private var ranges: [(first: UInt16, last: UInt16, glyphClass: UInt16)] = []
  /// The number of records read (glyphs of format 1, ranges of format 2).
  private(set) var recordCount = 0

  init(_ table: FontDataReader) throws(OpenTypeError) {
    let format = try table.uint16(at: 0)
    switch format {
    case 1:
      let start = Int(try table.uint16(at: 2))
      let count = Int(try table.uint16(at: 4))
      recordCount = count
      guard start + count <= 0x10000 else {
        throw .invalidValue(context: "\(table.context): glyph count past 65535", value: start + count)
      }
      for index in 0..<count {
        let glyphClass = try table.uint16(at: 6 + 2 * index)
        if glyphClass != 0 { ranges.append((UInt16(start + index), UInt16(start + index), glyphClass)) }
      }
    case 2:
      let count = Int(try table.uint16(at: 2))
      recordCount = count
      var previous = -1
      for index in 0..<count {
        let record = 4 + 6 * index
        let first = try table.uint16(at: record)
        let last = try table.uint16(at: record + 2)
        let glyphClass = try table.uint16(at: record + 4)
        guard first <= last, Int(first) > previous else {
          throw .invalidValue(context: "\(table.context): unsorted class range \(index)", value: Int(first))
        }
        previous = Int(last)
        ranges.append((first, last, glyphClass))
      }
    default:
      throw .unsupportedFormat(context: "\(table.context) (ClassDef)", format: Int(format))
    }
  }

  /// The class of `glyph` (0 when the table does not list it).
  ///
  /// - Complexity: O(log r), r the number of ranges.
  func glyphClass(of glyph: UInt16) -> Int {
    guard
      let index = SortedRanges.index(
        containing: glyph, count: ranges.count, bounds: { (ranges[$0].first, ranges[$0].last) })
    else { return 0 }
    return Int(ranges[index].glyphClass)
  }
}
