import Foundation
import Testing

@testable import TrellisText

/// Loads a shipped Inter file straight from the module's resources.
func interFace(_ name: String) throws -> OpenTypeFont {
  let font: Font
  switch name {
  case "Inter-Regular": font = .systemFont(ofSize: 10)
  case "Inter-Medium": font = .systemFont(ofSize: 10, weight: .medium)
  case "Inter-SemiBold": font = .systemFont(ofSize: 10, weight: .semibold)
  case "Inter-Bold": font = .boldSystemFont(ofSize: 10)
  default: font = .italicSystemFont(ofSize: 10)
  }
  if let error = font.loadingError { throw error }
  return font.face
}

/// The numbers in these tests come from the font files themselves, read with fontTools 4.68
/// (`ttx`-equivalent Python: `TTFont(path)['head'].unitsPerEm`, `['hmtx'][glyph]`, the GPOS
/// lookup's subtables) and cross-checked by shaping with HarfBuzz (uharfbuzz, `kern` on, other
/// features off): e.g. HarfBuzz gives "AV" advances 1712 + 1904 = 3616 = 1904 + 1904 − 192.
@Suite struct InterTablesTests {
  @Test func regularVerticalMetricsAreTheHorizontalHeaderValues() throws {
    let face = try interFace("Inter-Regular")
    // fontTools: head.unitsPerEm 2816; hhea ascent 2728, descent −680, lineGap 0 (OS/2 typo
    // values are the same, fsSelection 0b11000000 sets USE_TYPO_METRICS).
    #expect(face.unitsPerEm == 2816)
    #expect(face.ascender == 2728)
    #expect(face.descender == -680)
    #expect(face.lineGap == 0)
    #expect(face.verticalMetricsSource == .horizontalHeader)
    // OS/2 version 4: sCapHeight 2048, sxHeight 1536; usWeightClass 400.
    #expect(face.capHeight == 2048)
    #expect(face.xHeight == 1536)
    #expect(face.weightClass == 400)
    #expect(face.isItalic == false)
    // maxp.numGlyphs 2548.
    #expect(face.glyphCount == 2548)
  }

  @Test func namesComeFromTheNameTableWithTheTypographicFamilyPreferred() throws {
    // fontTools name IDs: Regular 1 "Inter", 6 "Inter-Regular"; Semi Bold 1 "Inter Semi Bold",
    // 16 "Inter", 6 "Inter-SemiBold"; Bold 6 "Inter-Bold"; Italic 6 "Inter-Italic".
    let regular = try interFace("Inter-Regular")
    #expect(regular.familyName == "Inter")
    #expect(regular.postScriptName == "Inter-Regular")
    #expect(regular.fullName == "Inter Regular")
    let semibold = try interFace("Inter-SemiBold")
    #expect(semibold.familyName == "Inter")
    #expect(semibold.postScriptName == "Inter-SemiBold")
    #expect(semibold.weightClass == 600)
    #expect(try interFace("Inter-Medium").weightClass == 500)
    #expect(try interFace("Inter-Bold").postScriptName == "Inter-Bold")
    #expect(try interFace("Inter-Bold").weightClass == 700)
    let italic = try interFace("Inter-Italic")
    #expect(italic.postScriptName == "Inter-Italic")
    #expect(italic.isItalic)  // fsSelection 0b10000001: bit 0 ITALIC
  }

  @Test func characterMapFindsTheGlyphIdsFontToolsReports() throws {
    let face = try interFace("Inter-Regular")
    // fontTools getGlyphID(getBestCmap()[ord(c)]): A 2, V 453, F 137, '.' 1405, ',' 1404.
    #expect(face.glyph(for: "A") == 2)
    #expect(face.glyph(for: "V") == 453)
    #expect(face.glyph(for: "F") == 137)
    #expect(face.glyph(for: ".") == 1405)
    #expect(face.glyph(for: ",") == 1404)
    // Not in Inter's cmap: Thai ko kai, a CJK ideograph, an emoji.
    #expect(face.glyph(for: "\u{0E01}") == nil)
    #expect(face.glyph(for: "\u{4E00}") == nil)
    #expect(face.glyph(for: "\u{1F600}") == nil)
  }

  @Test func advanceWidthsAreTheHorizontalMetrics() throws {
    let face = try interFace("Inter-Regular")
    // fontTools hmtx: A 1904, V 1904, F 1652, '.' 776, space 792, '…' 2312, .notdef 2800.
    #expect(face.advance(of: 2) == 1904)
    #expect(face.advance(of: 453) == 1904)
    #expect(face.advance(of: 137) == 1652)
    #expect(face.advance(of: 1405) == 776)
    #expect(face.advance(of: try #require(face.glyph(for: " "))) == 792)
    #expect(face.advance(of: try #require(face.glyph(for: "\u{2026}"))) == 2312)
    #expect(face.advance(of: 0) == 2800)
  }

  @Test func kerningReadsBothPairPositioningFormatsInSubtableOrder() throws {
    let face = try interFace("Inter-Regular")
    #expect(face.kernsWithGlyphPositioning)
    // GPOS lookup 1 (the 'kern' feature of DFLT and latn) has a PairPos format 1 subtable, then
    // a format 2 one. fontTools:
    // A V: not in format 1 → format 2, class1 5, class2 27 → XAdvance −192.
    #expect(face.kerning(2, 453) == -192)
    // F . : format 1 lists the pair with −96; format 2 would give −112 — the first subtable that
    // matches wins.
    #expect(face.kerning(137, 1405) == -96)
    // F , : format 2, class1 60, class2 45 → −112.
    #expect(face.kerning(137, 1404) == -112)
    // T o: −224; l l: 0 (class 0 row).
    let t = try #require(face.glyph(for: "T"))
    let o = try #require(face.glyph(for: "o"))
    let l = try #require(face.glyph(for: "l"))
    #expect(face.kerning(t, o) == -224)
    #expect(face.kerning(l, l) == 0)
  }
}

@Suite struct SyntheticFontTests {
  @Test func format4CharacterMapMapsByDeltaAndByGlyphIdArray() throws {
    let face = try OpenTypeFont(bytes: SyntheticFont.basic().build())
    // 'A' … 'C': (0x41 … 0x43) − 64 = 1 … 3; 'a', 'b' through the glyph id array: 3, 2.
    #expect(face.glyph(for: "A") == 1)
    #expect(face.glyph(for: "C") == 3)
    #expect(face.glyph(for: "a") == 3)
    #expect(face.glyph(for: "b") == 2)
    #expect(face.glyph(for: "D") == nil)
    #expect(face.glyph(for: "c") == nil)
    #expect(face.glyph(for: "\u{1F600}") == nil)
  }

  @Test func withoutOS2TheVerticalMetricsComeFromTheHorizontalHeader() throws {
    let face = try OpenTypeFont(bytes: SyntheticFont.basic().build())
    #expect(face.unitsPerEm == 1000)
    #expect(face.verticalMetricsSource == .horizontalHeader)
    #expect((face.ascender, face.descender, face.lineGap) == (800, -200, 100))
    #expect(face.capHeight == nil)
    // Font: lineHeight = (800 + 200 + 100) × 20 / 1000 = 22.
    let font = Font(face: face, size: 20)
    #expect(font.lineHeight == 22)
    #expect(font.leading == 2)
  }

  @Test func anEmptyHorizontalHeaderFallsBackToTheTypographicMetrics() throws {
    var font = SyntheticFont.basic()
    var hhea = Bytes(count: 36)
    hhea.put16(34, 3)  // ascender, descender, lineGap all 0
    font.set("hhea", hhea.bytes)
    // OS/2 version 0 (78 bytes): usWeightClass 700, fsSelection 0, typo 900 / −300 / 50.
    var os2 = Bytes(count: 78)
    os2.put16(4, 700)
    os2.put16(68, 900)
    os2.put16(70, -300)
    os2.put16(72, 50)
    font.set("OS/2", os2.bytes)
    let face = try OpenTypeFont(bytes: font.build())
    #expect(face.verticalMetricsSource == .typographic)
    #expect((face.ascender, face.descender, face.lineGap) == (900, -300, 50))
    #expect(face.weightClass == 700)
    #expect(face.capHeight == nil)  // version 0 has no sCapHeight
    #expect(Font(face: face, size: 10).weight == .bold)
  }

  @Test func glyphsPastTheMetricsRepeatTheLastAdvance() throws {
    let face = try OpenTypeFont(bytes: SyntheticFont.basic().build())
    #expect(face.advance(of: 0) == 500)
    #expect(face.advance(of: 1) == 600)
    #expect(face.advance(of: 2) == 650)
    #expect(face.advance(of: 3) == 650)  // 3 advance widths for 4 glyphs
    #expect(face.advance(of: 9) == 500)  // past the glyph count: .notdef's
  }

  @Test func legacyKernTableGivesPairValuesWhenThereIsNoGlyphPositioning() throws {
    let face = try OpenTypeFont(bytes: SyntheticFont.basic().build())
    #expect(!face.kernsWithGlyphPositioning)
    #expect(face.kerning(1, 2) == -50)
    #expect(face.kerning(2, 3) == 20)
    #expect(face.kerning(2, 1) == 0)
    // "AB" at 10 pt: 'A' → glyph 1 (600), 'B' → glyph 2 (650): (600 + 650 − 50) × 10 / 1000 = 12.
    let size = "AB".size(withAttributes: [NSAttributedString.Key("NSFont"): Font(face: face, size: 10)])
    #expect(size.width == 12)
  }

  @Test func glyphPositioningExtensionAndClassLookupsAddUpAndReplaceTheKernTable() throws {
    var font = SyntheticFont.basic()
    font.set("GPOS", SyntheticFont.glyphPositioningTable())
    let face = try OpenTypeFont(bytes: font.build())
    #expect(face.kernsWithGlyphPositioning)
    // See SyntheticFont.glyphPositioningTable: lookup 0 (extension → format 1) + lookup 1
    // (format 2 classes).
    #expect(face.kerning(1, 2) == -70)  // −70 + class (1, 0) 0; the kern table's −50 is unused
    #expect(face.kerning(1, 3) == -30)  // no format 1 pair; class (1, 1)
    #expect(face.kerning(2, 3) == -5)  // class (0, 1)
    #expect(face.kerning(3, 1) == 0)  // class (0, 0)
  }
}

@Suite struct MalformedFontTests {
  @Test func everyTruncationOfAValidFontThrowsInsteadOfTrapping() throws {
    var font = SyntheticFont.basic()
    font.set("GPOS", SyntheticFont.glyphPositioningTable())
    let bytes = font.build()
    #expect(throws: Never.self) { try OpenTypeFont(bytes: bytes) }
    for length in 0..<bytes.count {
      #expect(throws: OpenTypeError.self, "prefix of \(length) bytes") {
        try OpenTypeFont(bytes: Array(bytes.prefix(length)))
      }
    }
  }

  @Test func truncatedInterFileThrowsATruncationOrOutOfBoundsError() throws {
    let url = try #require(
      Bundle.module.url(forResource: "Inter-Regular", withExtension: "otf", subdirectory: "Fonts"))
    let bytes = [UInt8](try Data(contentsOf: url))
    // The directory alone (12 + 16 × 12 tables = 204 bytes) points past the end.
    #expect(throws: OpenTypeError.self) { try OpenTypeFont(bytes: Array(bytes.prefix(204))) }
    #expect(throws: OpenTypeError.truncated(context: "table directory", offset: 0, length: 4, available: 3)) {
      try OpenTypeFont(bytes: Array(bytes.prefix(3)))
    }
    // Half the file: some table lies past the end.
    do {
      _ = try OpenTypeFont(bytes: Array(bytes.prefix(bytes.count / 2)))
      Issue.record("half a font file was read without error")
    } catch {
      guard case .tableOutOfBounds = error else {
        Issue.record("expected tableOutOfBounds, got \(error)")
        return
      }
    }
  }

  @Test func wrongSignatureIsReported() {
    var bytes = SyntheticFont.basic().build()
    bytes[0..<4] = [0x12, 0x34, 0x56, 0x78]
    #expect(throws: OpenTypeError.unrecognizedSignature(found: 0x1234_5678)) {
      try OpenTypeFont(bytes: bytes)
    }
  }

  @Test func zeroUnitsPerEmIsInvalid() {
    var font = SyntheticFont.basic()
    font.set("head", Array(repeating: 0, count: 54))
    #expect(throws: OpenTypeError.invalidValue(context: "head.unitsPerEm (must be 16 … 16384)", value: 0)) {
      try OpenTypeFont(bytes: font.build())
    }
  }

  @Test func missingRequiredTableIsNamed() {
    var font = SyntheticFont.basic()
    font.remove("hmtx")
    #expect(throws: OpenTypeError.missingTable("hmtx")) { try OpenTypeFont(bytes: font.build()) }
  }

  @Test func tableOffsetPastTheEndIsReported() {
    var font = SyntheticFont.basic()
    font.tables.sort { $0.tag < $1.tag }
    var bytes = font.build()
    // The first directory record's offset (bytes 20 … 23) → 0x7FFFFFF0.
    bytes[20..<24] = [0x7F, 0xFF, 0xFF, 0xF0]
    #expect(
      throws: OpenTypeError.tableOutOfBounds(
        tag: "cmap", offset: 0x7FFF_FFF0, length: 56, available: bytes.count)
    ) {
      try OpenTypeFont(bytes: bytes)
    }
  }

  @Test func characterMapSubtableOffsetPastTheTableIsATruncationError() {
    var font = SyntheticFont.basic()
    var cmap = SyntheticFont.format4CharacterMap()
    cmap[8..<12] = [0, 0, 0x10, 0]  // subtable offset 4096
    font.set("cmap", cmap)
    #expect(throws: OpenTypeError.truncated(context: "'cmap' table", offset: 4096, length: 2, available: 56))
    {
      try OpenTypeFont(bytes: font.build())
    }
  }

  @Test func unsortedFormat4SegmentsAreInvalid() {
    var font = SyntheticFont.basic()
    var cmap = SyntheticFont.format4CharacterMap()
    // Segment 1's start code (12 + 24 = 36) → 0x30, before segment 0's end 0x43.
    cmap[36..<38] = [0x00, 0x30]
    font.set("cmap", cmap)
    #expect(throws: OpenTypeError.self) { try OpenTypeFont(bytes: font.build()) }
  }

  @Test func pairPositioningClassMatrixLargerThanTheTableIsATruncationError() {
    var font = SyntheticFont.basic()
    var gpos = SyntheticFont.glyphPositioningTable()
    // Lookup 1's PairPos format 2 class2Count (its offset 14) → 0x7FFF.
    let pair2 = gpos.count - 24 - 10 - 12 - 10
    gpos[pair2 + 14..<pair2 + 16] = [0x7F, 0xFF]
    font.set("GPOS", gpos)
    do {
      _ = try OpenTypeFont(bytes: font.build())
      Issue.record("an oversized class matrix was read without error")
    } catch {
      guard case .truncated(let context, _, _, _) = error else {
        Issue.record("expected a truncation error, got \(error)")
        return
      }
      #expect(context.hasSuffix("class matrix"))
    }
  }

  @Test func sharedPairSetsWithinTheByteBudgetLoad() throws {
    var font = SyntheticFont.basic()
    // 3 sets × 4 pairs = 12 pairs, far below the table's ~90 bytes.
    font.set("GPOS", SyntheticFont.sharedPairSetTable(setCount: 3, pairCount: 4))
    let face = try OpenTypeFont(bytes: font.build())
    #expect(face.kerning(3, 2) == -1)
  }

  @Test func pairSetsSharedBeyondOnePairPerByteAreRejected() {
    var font = SyntheticFont.basic()
    // 200 sets × 100 pairs = 20,000 pairs from a table of 56 + 10 + 400 + 10 + 402 = 878 bytes.
    font.set("GPOS", SyntheticFont.sharedPairSetTable(setCount: 200, pairCount: 100))
    #expect(
      throws: OpenTypeError.invalidValue(
        context: "GPOS pair sets (more pairs than the table has bytes)", value: 100)
    ) {
      try OpenTypeFont(bytes: font.build())
    }
  }

  @Test func aSubtableListedThousandsOfTimesIsRejected() {
    var font = SyntheticFont.basic()
    // 2,000 references to one subtable (each costs a subtable, a coverage range and a pair:
    // 6,000 records) in a table of 4,082 bytes.
    font.set("GPOS", SyntheticFont.sharedPairSetTable(setCount: 1, pairCount: 1, subtableCount: 2000))
    do {
      _ = try OpenTypeFont(bytes: font.build())
      Issue.record("a subtable shared 2,000 times was read without error")
    } catch {
      guard case .invalidValue(let context, _) = error else {
        Issue.record("expected invalidValue, got \(error)")
        return
      }
      #expect(context.hasPrefix("GPOS"))
    }
  }

  @Test func classMatrixWithoutAdvanceValuesIsNotAllocated() throws {
    var font = SyntheticFont.basic()
    var gpos = SyntheticFont.glyphPositioningTable()
    // Lookup 1's PairPos format 2: valueFormat1 (its offset 4) → 0, class counts → 65535 × 65535:
    // 4.3 billion cells of zero bytes each.
    let pair2 = gpos.count - 24 - 10 - 12 - 10
    gpos[pair2 + 4..<pair2 + 6] = [0, 0]
    gpos[pair2 + 12..<pair2 + 16] = [0xFF, 0xFF, 0xFF, 0xFF]
    font.set("GPOS", gpos)
    let face = try OpenTypeFont(bytes: font.build())
    #expect(face.kerning(2, 3) == 0)
    #expect(face.kerning(1, 2) == -70)  // lookup 0 is unchanged
  }

  /// SplitMix64 (Steele, Lea, Flood 2014), seeded: deterministic byte corruption.
  struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  @Test func randomlyCorruptedFontsEitherLoadOrThrowAndLoadedOnesMeasure() throws {
    var font = SyntheticFont.basic()
    font.set("GPOS", SyntheticFont.glyphPositioningTable())
    let original = font.build()
    var random = SplitMix64(state: 20_261_128)
    var thrown = 0
    for _ in 0..<2000 {
      var bytes = original
      for _ in 0..<1 + Int(random.next() % 4) {
        bytes[Int(random.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: random.next())
      }
      do {
        let face = try OpenTypeFont(bytes: bytes)
        // Whatever loaded must measure without trapping.
        _ = try TextLayout(string: "AaBbC\u{1F600} ab", font: Font(face: face, size: 12), width: 20)
        for left in UInt16(0)..<5 { for right in UInt16(0)..<5 { _ = face.kerning(left, right) } }
      } catch {
        thrown += 1
      }
    }
    // Corrupting 1 … 4 of the bytes should break some files (e.g. the directory), not all.
    #expect(thrown > 0)
    #expect(thrown < 2000)
  }
}
