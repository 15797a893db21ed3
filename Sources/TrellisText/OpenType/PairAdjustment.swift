/// Kerning from the `GPOS` table: the pair adjustment lookups (lookup type 2, also when wrapped
/// in an extension lookup, type 9) of the `kern` feature of the `latn` script (else `DFLT`),
/// default language system.
///
/// For a glyph pair each lookup contributes the x-advance adjustment of the first of its
/// subtables that matches the pair (a format 1 subtable matches when it lists the pair; a format 2
/// subtable whenever its coverage holds the first glyph), and lookups add up, in LookupList order.
/// Only x-advance adjustments are read (value records' `XAdvance` of the first and second glyph);
/// placements and device tables do not change a line's width. Lookup flags (mark skipping) are
/// not applied: text is measured per grapheme cluster. docs/text.md §2.
struct PairAdjustment: Sendable {
  enum Subtable: Sendable {
    /// Format 1: per covered first glyph, its (second glyph, adjustment) pairs sorted by second.
    case pairs(Coverage, [[(second: UInt16, adjustment: Int32)]])
    /// Format 2: class-pair matrix, `class2Count` adjustments per first-glyph class.
    case classes(Coverage, ClassDefinition, ClassDefinition, class1Count: Int, class2Count: Int, [Int32])
  }

  /// The lookups, in LookupList order, each a list of subtables in order.
  let lookups: [[Subtable]]

  /// Reads the `kern` feature's pair adjustment lookups of `gpos`.
  init(_ gpos: FontDataReader) throws(OpenTypeError) {
    let major = try gpos.uint16(at: 0)
    guard major == 1 else { throw .unsupportedFormat(context: "GPOS version", format: Int(major)) }
    let scriptList = try gpos.subreader(at: Int(try gpos.uint16(at: 4)), context: "GPOS ScriptList")
    let featureList = try gpos.subreader(at: Int(try gpos.uint16(at: 6)), context: "GPOS FeatureList")
    let lookupList = try gpos.subreader(at: Int(try gpos.uint16(at: 8)), context: "GPOS LookupList")

    // The language system: latn's default if present, else DFLT's.
    var scripts: [String: Int] = [:]
    for index in 0..<Int(try scriptList.uint16(at: 0)) {
      let record = 2 + 6 * index
      let tag = try scriptList.tag(at: record)
      if scripts[tag] == nil { scripts[tag] = Int(try scriptList.uint16(at: record + 4)) }
    }
    var featureIndices: [Int] = []
    if let scriptOffset = scripts["latn"] ?? scripts["DFLT"] {
      let script = try scriptList.subreader(at: scriptOffset, context: "GPOS Script")
      let langSysOffset = Int(try script.uint16(at: 0))
      if langSysOffset != 0 {
        let langSys = try script.subreader(at: langSysOffset, context: "GPOS LangSys")
        let required = try langSys.uint16(at: 2)
        if required != 0xFFFF { featureIndices.append(Int(required)) }
        for index in 0..<Int(try langSys.uint16(at: 4)) {
          featureIndices.append(Int(try langSys.uint16(at: 6 + 2 * index)))
        }
      }
    }

    // The lookups of its 'kern' features.
    let featureCount = Int(try featureList.uint16(at: 0))
    var lookupIndices: Set<Int> = []
    for featureIndex in featureIndices {
      guard featureIndex < featureCount else {
        throw .invalidValue(context: "GPOS LangSys feature index", value: featureIndex)
      }
      let record = 2 + 6 * featureIndex
      guard try featureList.tag(at: record) == "kern" else { continue }
      let feature = try featureList.subreader(
        at: Int(try featureList.uint16(at: record + 4)), context: "GPOS Feature 'kern'")
      for index in 0..<Int(try feature.uint16(at: 2)) {
        lookupIndices.insert(Int(try feature.uint16(at: 4 + 2 * index)))
      }
    }

    let lookupCount = Int(try lookupList.uint16(at: 0))
    var lookups: [[Subtable]] = []
    // Pairs and matrix cells kept, over all subtables: at most one per byte of the table, so
    // that subtables shared between lookups, or pair sets shared between glyphs, cannot make a
    // small file expand into a huge one.
    var budget = gpos.count
    for lookupIndex in lookupIndices.sorted() {
      guard lookupIndex < lookupCount else {
        throw .invalidValue(context: "GPOS Feature 'kern' lookup index", value: lookupIndex)
      }
      let lookup = try lookupList.subreader(
        at: Int(try lookupList.uint16(at: 2 + 2 * lookupIndex)), context: "GPOS Lookup \(lookupIndex)")
      let type = try lookup.uint16(at: 0)
      guard type == 2 || type == 9 else { continue }
      var subtables: [Subtable] = []
      for index in 0..<Int(try lookup.uint16(at: 4)) {
        var subtable = try lookup.subreader(
          at: Int(try lookup.uint16(at: 6 + 2 * index)),
          context: "GPOS Lookup \(lookupIndex) subtable \(index)")
        if type == 9 {
          // Extension: format (1), extensionLookupType, Offset32 to the real subtable.
          let format = try subtable.uint16(at: 0)
          guard format == 1 else {
            throw .unsupportedFormat(context: "GPOS extension subtable", format: Int(format))
          }
          guard try subtable.uint16(at: 2) == 2 else { continue }
          subtable = try subtable.subreader(
            at: Int(try subtable.uint32(at: 4)),
            context: "GPOS Lookup \(lookupIndex) extension subtable \(index)")
        }
        subtables.append(try Self.pairSubtable(subtable, budget: &budget))
      }
      lookups.append(subtables)
    }
    self.lookups = lookups
  }

  /// The byte size of a value record of `format`, and the offset of its XAdvance (nil if absent).
  private static func valueLayout(_ format: UInt16) -> (size: Int, xAdvance: Int?) {
    let size = 2 * (format & 0xFF).nonzeroBitCount
    let xAdvance = format & 0x4 != 0 ? 2 * (format & 0x3).nonzeroBitCount : nil
    return (size, xAdvance)
  }

  private static func pairSubtable(
    _ table: FontDataReader, budget: inout Int
  ) throws(OpenTypeError)
    -> Subtable
  {
    let format = try table.uint16(at: 0)
    let coverage = try Coverage(
      try table.subreader(at: Int(try table.uint16(at: 2)), context: "\(table.context) Coverage"))
    // Each subtable and each Coverage record counts against the budget too, so that many
    // lookups or subtables sharing one large subtable cannot make the reader loop for long.
    budget -= 1 + coverage.recordCount
    guard budget >= 0 else {
      throw .invalidValue(
        context: "GPOS subtables (more records than the table has bytes)", value: coverage.recordCount)
    }
    let value1 = valueLayout(try table.uint16(at: 4))
    let value2 = valueLayout(try table.uint16(at: 6))
    // The x-advance adjustment of a pair whose value records start at `offset`.
    func adjustment(_ reader: FontDataReader, _ offset: Int) throws(OpenTypeError) -> Int32 {
      var total: Int32 = 0
      if let x = value1.xAdvance { total += Int32(try reader.int16(at: offset + x)) }
      if let x = value2.xAdvance { total += Int32(try reader.int16(at: offset + value1.size + x)) }
      return total
    }
    switch format {
    case 1:
      let setCount = Int(try table.uint16(at: 8))
      var sets: [[(second: UInt16, adjustment: Int32)]] = []
      sets.reserveCapacity(setCount)
      let recordSize = 2 + value1.size + value2.size
      for index in 0..<setCount {
        let set = try table.subreader(
          at: Int(try table.uint16(at: 10 + 2 * index)), context: "\(table.context) PairSet \(index)")
        let count = Int(try set.uint16(at: 0))
        budget -= count
        guard budget >= 0 else {
          throw .invalidValue(context: "GPOS pair sets (more pairs than the table has bytes)", value: count)
        }
        var pairs: [(second: UInt16, adjustment: Int32)] = []
        pairs.reserveCapacity(count)
        for pair in 0..<count {
          let record = 2 + recordSize * pair
          pairs.append((try set.uint16(at: record), try adjustment(set, record + 2)))
        }
        // Sorted by second glyph for binary search; a repeated second glyph keeps its first record.
        let sorted = pairs.enumerated().sorted {
          ($0.element.second, $0.offset) < ($1.element.second, $1.offset)
        }
        var unique: [(second: UInt16, adjustment: Int32)] = []
        for (_, pair) in sorted where unique.last?.second != pair.second { unique.append(pair) }
        sets.append(unique)
      }
      return .pairs(coverage, sets)
    case 2:
      let classDef1 = try ClassDefinition(
        try table.subreader(at: Int(try table.uint16(at: 8)), context: "\(table.context) ClassDef1"))
      let classDef2 = try ClassDefinition(
        try table.subreader(at: Int(try table.uint16(at: 10)), context: "\(table.context) ClassDef2"))
      budget -= classDef1.recordCount + classDef2.recordCount
      guard budget >= 0 else {
        throw .invalidValue(
          context: "GPOS class definitions (more records than the table has bytes)",
          value: classDef1.recordCount + classDef2.recordCount)
      }
      let class1Count = Int(try table.uint16(at: 12))
      let class2Count = Int(try table.uint16(at: 14))
      let recordSize = value1.size + value2.size
      // Check the whole matrix is present before allocating for it. Without an XAdvance in
      // either value record every adjustment is 0 and no matrix is kept.
      let matrixBytes = class1Count * class2Count * recordSize
      _ = try table.subreader(at: 16, length: matrixBytes, context: "\(table.context) class matrix")
      var matrix: [Int32] = []
      if value1.xAdvance != nil || value2.xAdvance != nil {
        budget -= class1Count * class2Count
        guard budget >= 0 else {
          throw .invalidValue(
            context: "GPOS class matrices (more cells than the table has bytes)",
            value: class1Count * class2Count)
        }
        matrix.reserveCapacity(class1Count * class2Count)
        for index in 0..<class1Count * class2Count {
          matrix.append(try adjustment(table, 16 + recordSize * index))
        }
      }
      return .classes(
        coverage, classDef1, classDef2, class1Count: class1Count, class2Count: class2Count, matrix)
    default:
      throw .unsupportedFormat(context: "\(table.context) (PairPos)", format: Int(format))
    }
  }

  /// The summed x-advance adjustment, in font units, of `left` followed by `right`.
  ///
  /// - Complexity: O(l · s · log n): l lookups, s subtables each, binary searches inside.
  func adjustment(_ left: UInt16, _ right: UInt16) -> Int {
    var total = 0
    for lookup in lookups {
      subtables: for subtable in lookup {
        switch subtable {
        case .pairs(let coverage, let sets):
          guard let index = coverage.index(of: left), index < sets.count else { continue }
          let pairs = sets[index]
          var low = 0
          var high = pairs.count
          while low < high {
            let mid = (low + high) / 2
            if pairs[mid].second < right { low = mid + 1 } else { high = mid }
          }
          guard low < pairs.count, pairs[low].second == right else { continue }
          total += Int(pairs[low].adjustment)
          break subtables
        case .classes(
          let coverage, let classDef1, let classDef2, let class1Count, let class2Count, let matrix):
          guard coverage.index(of: left) != nil else { continue }
          let class1 = classDef1.glyphClass(of: left)
          let class2 = classDef2.glyphClass(of: right)
          guard class1 < class1Count, class2 < class2Count else { continue }
          let cell = class1 * class2Count + class2
          total += cell < matrix.count ? Int(matrix[cell]) : 0
          break subtables
        }
      }
    }
    return total
  }
}
