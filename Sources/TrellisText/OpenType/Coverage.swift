/// An OpenType Coverage table: the glyphs a subtable applies to, each with its coverage index.
///
/// Format 1 lists glyph ids in increasing order (the index is the position); format 2 lists
/// ranges (start, end, startCoverageIndex). docs/text.md §2.
struct Coverage: Sendable {
  private var ranges: [(first: UInt16, last: UInt16, startIndex: Int)] = []
  /// The number of records read (glyphs of format 1, ranges of format 2).
  private(set) var recordCount = 0

  init(_ table: FontDataReader) throws(OpenTypeError) {
    let format = try table.uint16(at: 0)
    let count = Int(try table.uint16(at: 2))
    recordCount = count
    switch format {
    case 1:
      var previous = -1
      for index in 0..<count {
        let glyph = try table.uint16(at: 4 + 2 * index)
        guard Int(glyph) > previous else {
          throw .invalidValue(
            context: "\(table.context): unsorted glyph array at \(index)", value: Int(glyph))
        }
        previous = Int(glyph)
        ranges.append((glyph, glyph, index))
      }
    case 2:
      var previous = -1
      for index in 0..<count {
        let record = 4 + 6 * index
        let first = try table.uint16(at: record)
        let last = try table.uint16(at: record + 2)
        let start = Int(try table.uint16(at: record + 4))
        guard first <= last, Int(first) > previous else {
          throw .invalidValue(context: "\(table.context): unsorted range \(index)", value: Int(first))
        }
        previous = Int(last)
        ranges.append((first, last, start))
      }
    default:
      throw .unsupportedFormat(context: "\(table.context) (Coverage)", format: Int(format))
    }
  }

  /// The coverage index of `glyph`, or nil when the table does not cover it.
  ///
  /// - Complexity: O(log r), r the number of ranges.
  func index(of glyph: UInt16) -> Int? {
    guard
      let index = SortedRanges.index(
        containing: glyph, count: ranges.count, bounds: { (ranges[$0].first, ranges[$0].last) })
    else { return nil }
    return ranges[index].startIndex + Int(glyph - ranges[index].first)
  }

}
