/// The `cmap` table's Unicode mapping from characters to glyph ids, from a format 4 or format 12
/// subtable.
///
/// The subtable is chosen in this order: platform 3 encoding 10 (Windows, full Unicode), platform
/// 0 encodings 6 and 4 (Unicode, full repertoire), platform 3 encoding 1 (Windows, BMP), platform 0
/// encodings 3 … 0 (Unicode, BMP); of those, the first in format 12 or 4 is used. docs/text.md §2.
struct CharacterMap: Sendable {
  /// A run of consecutive characters: `first ... last` map to glyphs by `rule`.
  struct Segment: Sendable {
    var first: UInt32
    var last: UInt32
    /// Format 12 and format 4 with idRangeOffset 0: glyph = (code + delta) mod 65536 (format 4)
    /// or startGlyph + (code − first) (format 12, `delta` = startGlyph − first).
    var delta: Int64
    /// Format 4 with a non-zero idRangeOffset: absolute offset, inside the subtable, of the
    /// glyph id for `first`; the glyph id array is read at lookup time (bounds-checked).
    var glyphArrayOffset: Int?
  }

  private let segments: [Segment]
  private let reader: FontDataReader
  private let isFormat4: Bool

  /// Reads the best Unicode subtable of the `cmap` table (see the type's documentation).
  init(_ cmap: FontDataReader) throws(OpenTypeError) {
    let count = Int(try cmap.uint16(at: 2))
    var candidates: [(rank: Int, offset: Int)] = []
    for index in 0..<count {
      let record = 4 + 8 * index
      let platform = try cmap.uint16(at: record)
      let encoding = try cmap.uint16(at: record + 2)
      let offset = Int(try cmap.uint32(at: record + 4))
      let rank: Int? =
        switch (platform, encoding) {
        case (3, 10): 0
        case (0, 6): 1
        case (0, 4): 2
        case (3, 1): 3
        case (0, 3): 4
        case (0, 2): 5
        case (0, 1): 6
        case (0, 0): 7
        default: nil
        }
      if let rank { candidates.append((rank, offset)) }
    }
    // Stable: ties keep the table's record order.
    let ordered = candidates.enumerated().sorted {
      ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset)
    }
    for (_, candidate) in ordered {
      let format = try cmap.uint16(at: candidate.offset)
      if format == 12 {
        let subtable = try cmap.subreader(at: candidate.offset, context: "cmap format 12")
        (segments, reader, isFormat4) = (try Self.format12(subtable), subtable, false)
        return
      }
      if format == 4 {
        let subtable = try cmap.subreader(at: candidate.offset, context: "cmap format 4")
        (segments, reader, isFormat4) = (try Self.format4(subtable), subtable, true)
        return
      }
    }
    throw .noUnicodeCharacterMap
  }

  /// Format 12: segmented coverage, groups of (startCharCode, endCharCode, startGlyphID).
  private static func format12(_ table: FontDataReader) throws(OpenTypeError) -> [Segment] {
    let groupCount = Int(try table.uint32(at: 12))
    // Check the whole array is present before allocating for it.
    guard groupCount <= max(0, table.count - 16) / 12 else {
      throw .truncated(
        context: "cmap format 12 groups", offset: 16, length: 12 * groupCount, available: table.count)
    }
    var segments: [Segment] = []
    segments.reserveCapacity(groupCount)
    var previousLast: Int64 = -1
    for index in 0..<groupCount {
      let group = 16 + 12 * index
      let first = try table.uint32(at: group)
      let last = try table.uint32(at: group + 4)
      let startGlyph = try table.uint32(at: group + 8)
      guard first <= last, Int64(first) > previousLast else {
        throw .invalidValue(
          context: "cmap format 12 group \(index) (unsorted or overlapping)", value: Int(first))
      }
      previousLast = Int64(last)
      segments.append(
        Segment(first: first, last: last, delta: Int64(startGlyph) - Int64(first), glyphArrayOffset: nil))
    }
    return segments
  }

  /// Format 4: segment mapping to delta values, for the Basic Multilingual Plane.
  private static func format4(_ table: FontDataReader) throws(OpenTypeError) -> [Segment] {
    let segCountX2 = Int(try table.uint16(at: 6))
    guard segCountX2 % 2 == 0 else {
      throw .invalidValue(context: "cmap format 4 segCountX2", value: segCountX2)
    }
    let segCount = segCountX2 / 2
    let endCodes = 14
    let startCodes = endCodes + segCountX2 + 2  // after reservedPad
    let deltas = startCodes + segCountX2
    let rangeOffsets = deltas + segCountX2
    var segments: [Segment] = []
    segments.reserveCapacity(segCount)
    var previousLast = -1
    for index in 0..<segCount {
      let last = Int(try table.uint16(at: endCodes + 2 * index))
      let first = Int(try table.uint16(at: startCodes + 2 * index))
      let delta = Int(try table.int16(at: deltas + 2 * index))
      let rangeOffsetPosition = rangeOffsets + 2 * index
      let rangeOffset = Int(try table.uint16(at: rangeOffsetPosition))
      guard first <= last, first > previousLast else {
        throw .invalidValue(context: "cmap format 4 segment \(index) (unsorted or overlapping)", value: first)
      }
      previousLast = last
      var segment = Segment(
        first: UInt32(first), last: UInt32(last), delta: Int64(delta), glyphArrayOffset: nil)
      if rangeOffset != 0 {
        // The glyph id of `first` is at rangeOffsetPosition + rangeOffset; all of the
        // segment's ids must be inside the subtable.
        let start = rangeOffsetPosition + rangeOffset
        _ = try table.subreader(
          at: start, length: 2 * (last - first + 1), context: "cmap format 4 glyph id array")
        segment.glyphArrayOffset = start
      }
      segments.append(segment)
    }
    return segments
  }

  /// The glyph for `scalar`, or nil when the font maps it to no glyph (or to glyph 0).
  ///
  /// - Complexity: O(log s), s the number of segments.
  func glyph(for scalar: Unicode.Scalar) -> UInt16? {
    let code = scalar.value
    guard
      let index = SortedRanges.index(
        containing: code, count: segments.count, bounds: { (segments[$0].first, segments[$0].last) })
    else { return nil }
    let segment = segments[index]
    var glyph: Int64
    if let arrayOffset = segment.glyphArrayOffset {
      // Checked at load time to be inside the subtable; a failure here still yields no glyph.
      guard let id = try? reader.uint16(at: arrayOffset + 2 * Int(code - segment.first)), id != 0 else {
        return nil
      }
      glyph = (Int64(id) + segment.delta) & 0xFFFF
    } else if isFormat4 {
      glyph = (Int64(code) + segment.delta) & 0xFFFF
    } else {
      glyph = Int64(code) + segment.delta
    }
    guard glyph > 0, glyph <= 0xFFFF else { return nil }
    return UInt16(glyph)
  }
}
