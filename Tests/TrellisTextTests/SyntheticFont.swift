import Foundation

/// Builds small OpenType files byte by byte, so that tests can feed the reader tables whose every
/// value is known (and then break them).
struct SyntheticFont {
  /// Tables in the order they are written.
  var tables: [(tag: String, bytes: [UInt8])] = []

  /// The file: table directory (sfnt version 0x00010000), then the tables, 4-byte aligned.
  func build() -> [UInt8] {
    var out = Bytes()
    out.u32(0x0001_0000)
    out.u16(tables.count)
    out.u16(0)
    out.u16(0)
    out.u16(0)
    var offset = 12 + 16 * tables.count
    var body = Bytes()
    for table in tables {
      out.tag(table.tag)
      out.u32(0)  // checksum: not checked by the reader
      out.u32(offset)
      out.u32(table.bytes.count)
      body.bytes += table.bytes
      // Padding between tables, none after the last: every shorter prefix cuts a table.
      if table.tag != tables.last?.tag { while body.bytes.count % 4 != 0 { body.bytes.append(0) } }
      offset = 12 + 16 * tables.count + body.bytes.count
    }
    return out.bytes + body.bytes
  }

  /// Replaces (or adds) table `tag`.
  mutating func set(_ tag: String, _ bytes: [UInt8]) {
    if let index = tables.firstIndex(where: { $0.tag == tag }) {
      tables[index].bytes = bytes
    } else {
      tables.append((tag, bytes))
    }
  }

  /// Removes table `tag`.
  mutating func remove(_ tag: String) { tables.removeAll { $0.tag == tag } }

  /// A font of 4 glyphs, 1000 units per em:
  /// - head: unitsPerEm 1000; hhea: ascender 800, descender −200, lineGap 100, 3 advance widths;
  ///   maxp: 4 glyphs; hmtx: advances 500, 600, 650 (glyph 3 repeats the last, 650); no OS/2.
  /// - cmap: one format 4 subtable (platform 3, encoding 1): 'A' … 'C' → glyphs 1 … 3 by delta
  ///   (−64), 'a' → 3 and 'b' → 2 through the glyph id array, and the final 0xFFFF segment.
  /// - kern (version 0, one horizontal format 0 subtable): (1, 2) → −50, (2, 3) → +20.
  static func basic() -> SyntheticFont {
    var font = SyntheticFont()
    var head = Bytes(count: 54)
    head.put16(18, 1000)
    font.set("head", head.bytes)
    var hhea = Bytes(count: 36)
    hhea.put16(4, 800)
    hhea.put16(6, -200)
    hhea.put16(8, 100)
    hhea.put16(34, 3)
    font.set("hhea", hhea.bytes)
    var maxp = Bytes()
    maxp.u32(0x0000_5000)
    maxp.u16(4)
    font.set("maxp", maxp.bytes)
    var hmtx = Bytes()
    for advance in [500, 600, 650] {
      hmtx.u16(advance)
      hmtx.u16(0)
    }
    hmtx.u16(0)  // glyph 3's left side bearing
    font.set("hmtx", hmtx.bytes)
    font.set("cmap", format4CharacterMap())
    font.set("kern", kernTable(pairs: [(1, 2, -50), (2, 3, 20)]))
    return font
  }

  static func format4CharacterMap() -> [UInt8] {
    var cmap = Bytes()
    cmap.u16(0)  // version
    cmap.u16(1)  // one encoding record
    cmap.u16(3)
    cmap.u16(1)
    cmap.u32(12)
    // Format 4 subtable at 12: 3 segments.
    var sub = Bytes()
    sub.u16(4)
    sub.u16(44)  // length: 14 + 4 × 6 + 2 (pad) + 4 (glyph ids)
    sub.u16(0)
    sub.u16(6)  // segCountX2
    sub.u16(4)
    sub.u16(1)
    sub.u16(2)
    for end in [0x43, 0x62, 0xFFFF] { sub.u16(end) }  // endCode (offset 14)
    sub.u16(0)  // reservedPad (20)
    for start in [0x41, 0x61, 0xFFFF] { sub.u16(start) }  // startCode (22)
    for delta in [-64, 0, 1] { sub.u16(delta) }  // idDelta (28)
    // idRangeOffset (34): segment 1's word is at 36, the glyph id array at 40 → 4.
    for rangeOffset in [0, 4, 0] { sub.u16(rangeOffset) }
    sub.u16(3)  // glyph for 'a' (40)
    sub.u16(2)  // glyph for 'b'
    return cmap.bytes + sub.bytes
  }

  static func kernTable(pairs: [(Int, Int, Int)]) -> [UInt8] {
    var kern = Bytes()
    kern.u16(0)  // version 0
    kern.u16(1)  // one subtable
    kern.u16(0)  // subtable version
    kern.u16(14 + 6 * pairs.count)  // length
    kern.u16(0x0001)  // coverage: horizontal, format 0
    kern.u16(pairs.count)
    kern.u16(0)
    kern.u16(0)
    kern.u16(0)
    for (left, right, value) in pairs {
      kern.u16(left)
      kern.u16(right)
      kern.u16(value)
    }
    return kern.bytes
  }

  /// A GPOS table with script DFLT → default LangSys → feature 'kern' → lookups 0 and 1:
  /// - lookup 0, type 9 (extension) wrapping a PairPos format 1: first glyph 1 (Coverage format
  ///   1), pair (1, 2) with value1 XAdvance −70 (valueFormat1 0x0004, valueFormat2 0);
  /// - lookup 1, type 2, PairPos format 2: Coverage format 2 over glyphs 1 … 3, ClassDef1 format 1
  ///   (glyph 1 → class 1, glyphs 2, 3 → 0), ClassDef2 format 2 (glyph 3 → class 1),
  ///   2 × 2 matrix of XAdvance [[0, −5], [0, −30]].
  /// So (1, 2) kerns −70 + 0 (class 1, class 0), (1, 3) kerns −30 (lookup 0 has no such pair),
  /// (2, 3) kerns −5, and (3, 1) 0.
  static func glyphPositioningTable() -> [UInt8] {
    // Header (10 bytes): version 1.0, ScriptList at 10, FeatureList at 30, LookupList at 46.
    var gpos = Bytes()
    gpos.u16(1)
    gpos.u16(0)
    gpos.u16(10)
    gpos.u16(30)
    gpos.u16(46)
    // ScriptList (10): 1 record DFLT → Script at 8 (relative).
    gpos.u16(1)
    gpos.tag("DFLT")
    gpos.u16(8)
    // Script (18): defaultLangSys at 4, 0 LangSysRecords.
    gpos.u16(4)
    gpos.u16(0)
    // LangSys (22): lookupOrder 0, required 0xFFFF, 1 feature: index 0.
    gpos.u16(0)
    gpos.u16(0xFFFF)
    gpos.u16(1)
    gpos.u16(0)
    // FeatureList (30): 1 record 'kern' → Feature at 8.
    gpos.u16(1)
    gpos.tag("kern")
    gpos.u16(8)
    // Feature (38): params 0, 2 lookups: 0, 1.
    gpos.u16(0)
    gpos.u16(2)
    gpos.u16(0)
    gpos.u16(1)
    // LookupList: 2 lookups (the header's offset is patched to where it lands, 46).
    precondition(gpos.bytes.count == 46)
    gpos.put16(8, 46)
    let lookupList = gpos.bytes.count
    gpos.u16(2)
    gpos.u16(0)  // lookup 0 offset, patched
    gpos.u16(0)  // lookup 1 offset, patched
    // Lookup 0: type 9, flag 0, 1 subtable at 8.
    let lookup0 = gpos.bytes.count
    gpos.put16(lookupList + 2, lookup0 - lookupList)
    gpos.u16(9)
    gpos.u16(0)
    gpos.u16(1)
    gpos.u16(8)
    // Extension subtable (lookup0 + 8): format 1, type 2, Offset32 8.
    gpos.u16(1)
    gpos.u16(2)
    gpos.u32(8)
    // PairPos format 1 (lookup0 + 16): coverage at 12, vf1 4, vf2 0, 1 PairSet at 18.
    let pair1 = gpos.bytes.count
    gpos.u16(1)
    gpos.u16(12)
    gpos.u16(4)
    gpos.u16(0)
    gpos.u16(1)
    gpos.u16(18)
    // Coverage format 1 (pair1 + 12): [1].
    gpos.u16(1)
    gpos.u16(1)
    gpos.u16(1)
    // PairSet (pair1 + 18): 1 record: second 2, XAdvance −70.
    precondition(gpos.bytes.count == pair1 + 18)
    gpos.u16(1)
    gpos.u16(2)
    gpos.u16(-70)
    // Lookup 1: type 2, 1 subtable at 8.
    let lookup1 = gpos.bytes.count
    gpos.put16(lookupList + 4, lookup1 - lookupList)
    gpos.u16(2)
    gpos.u16(0)
    gpos.u16(1)
    gpos.u16(8)
    // PairPos format 2 (lookup1 + 8): header 16 bytes + 4 values × 2 bytes = 24;
    // Coverage at 24, ClassDef1 at 34, ClassDef2 at 46.
    let pair2 = gpos.bytes.count
    gpos.u16(2)
    gpos.u16(24)
    gpos.u16(4)
    gpos.u16(0)
    gpos.u16(34)
    gpos.u16(46)
    gpos.u16(2)
    gpos.u16(2)
    for value in [0, -5, 0, -30] { gpos.u16(value) }
    precondition(gpos.bytes.count == pair2 + 24)
    // Coverage format 2: 1 range 1 … 3 from index 0.
    gpos.u16(2)
    gpos.u16(1)
    gpos.u16(1)
    gpos.u16(3)
    gpos.u16(0)
    // ClassDef1 format 1: start 1, 3 glyphs: classes 1, 0, 0.
    precondition(gpos.bytes.count == pair2 + 34)
    gpos.u16(1)
    gpos.u16(1)
    gpos.u16(3)
    gpos.u16(1)
    gpos.u16(0)
    gpos.u16(0)
    // ClassDef2 format 2: 1 range 3 … 3 → class 1.
    precondition(gpos.bytes.count == pair2 + 46)
    gpos.u16(2)
    gpos.u16(1)
    gpos.u16(3)
    gpos.u16(3)
    gpos.u16(1)
    return gpos.bytes
  }
}

extension SyntheticFont {
  /// A GPOS table (DFLT → 'kern' → one type 2 lookup) whose PairPos format 1 subtable covers
  /// glyphs 1 … `setCount` (Coverage format 2) with `setCount` PairSet offsets that all point to
  /// one PairSet of `pairCount` pairs (second glyphs 1 … `pairCount`, XAdvance −1): legal, but it
  /// expands to `setCount × pairCount` pairs. The lookup lists that subtable `subtableCount`
  /// times.
  static func sharedPairSetTable(setCount: Int, pairCount: Int, subtableCount: Int = 1) -> [UInt8] {
    var gpos = Bytes()
    gpos.u16(1)
    gpos.u16(0)
    gpos.u16(10)  // ScriptList
    gpos.u16(30)  // FeatureList
    gpos.u16(44)  // LookupList
    gpos.u16(1)  // ScriptList (10)
    gpos.tag("DFLT")
    gpos.u16(8)
    gpos.u16(4)  // Script (18)
    gpos.u16(0)
    gpos.u16(0)  // LangSys (22)
    gpos.u16(0xFFFF)
    gpos.u16(1)
    gpos.u16(0)
    gpos.u16(1)  // FeatureList (30)
    gpos.tag("kern")
    gpos.u16(8)
    gpos.u16(0)  // Feature (38)
    gpos.u16(1)
    gpos.u16(0)
    precondition(gpos.bytes.count == 44)
    gpos.u16(1)  // LookupList (44): lookup at 4
    gpos.u16(4)
    gpos.u16(2)  // Lookup (48): type 2, the subtable after the offsets, subtableCount times
    gpos.u16(0)
    gpos.u16(subtableCount)
    for _ in 0..<subtableCount { gpos.u16(6 + 2 * subtableCount) }
    // PairPos format 1: coverage after the offsets, one shared PairSet after the coverage.
    let header = 10 + 2 * setCount
    gpos.u16(1)
    gpos.u16(header)
    gpos.u16(4)
    gpos.u16(0)
    gpos.u16(setCount)
    for _ in 0..<setCount { gpos.u16(header + 10) }
    gpos.u16(2)  // Coverage format 2: glyphs 1 … setCount
    gpos.u16(1)
    gpos.u16(1)
    gpos.u16(setCount)
    gpos.u16(0)
    gpos.u16(pairCount)  // the PairSet
    for second in 1...pairCount {
      gpos.u16(second)
      gpos.u16(-1)
    }
    return gpos.bytes
  }
}

/// A big-endian byte writer.
struct Bytes {
  var bytes: [UInt8] = []

  init() {}
  init(count: Int) { bytes = Array(repeating: 0, count: count) }

  mutating func u16(_ value: Int) {
    let v = UInt16(truncatingIfNeeded: value)
    bytes += [UInt8(v >> 8), UInt8(v & 0xFF)]
  }

  mutating func u32(_ value: Int) {
    let v = UInt32(truncatingIfNeeded: value)
    bytes += [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
  }

  mutating func tag(_ tag: String) { bytes += Array(tag.utf8.prefix(4)) }

  mutating func put16(_ offset: Int, _ value: Int) {
    let v = UInt16(truncatingIfNeeded: value)
    bytes[offset] = UInt8(v >> 8)
    bytes[offset + 1] = UInt8(v & 0xFF)
  }
}
