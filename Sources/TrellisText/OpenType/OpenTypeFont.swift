import Foundation

/// A font file read with Trellis's own OpenType reader: the metrics, character map, advance
/// widths and kerning that text measurement needs. Outlines are not read.
///
/// Tables read (docs/text.md §2): the table directory, `head` (unitsPerEm), `hhea` (ascender,
/// descender, line gap, number of advance widths), `maxp` (glyph count), `OS/2` (typographic
/// metrics, cap and x height, weight class), `hmtx` (advance widths), `cmap` (format 4 and 12),
/// `name` (family, full and PostScript names), `GPOS` (pair adjustment in the `kern` feature,
/// formats 1 and 2, lookup types 2 and 9) and the legacy `kern` table.
///
/// Vertical metrics: the `hhea` ascender, descender and line gap; the `OS/2` typographic values
/// only when `hhea` leaves both ascender and descender at 0 — see ``verticalMetricsSource`` and
/// docs/text.md §2 for why.
///
/// Immutable after loading: safe to share between threads.
public final class OpenTypeFont: Sendable {
  /// Where ``ascender``, ``descender`` and ``lineGap`` come from.
  public enum VerticalMetricsSource: String, Sendable {
    /// `OS/2` sTypoAscender, sTypoDescender and sTypoLineGap (the font's `hhea` values are 0).
    case typographic
    /// `hhea` ascender, descender and lineGap.
    case horizontalHeader
  }

  /// Font units per em (`head`.unitsPerEm): the scale of every other value in font units.
  public let unitsPerEm: Int
  /// The ascender in font units (positive, above the baseline).
  public let ascender: Int
  /// The descender in font units (negative, below the baseline).
  public let descender: Int
  /// The line gap in font units.
  public let lineGap: Int
  /// Which table the vertical metrics come from.
  public let verticalMetricsSource: VerticalMetricsSource
  /// The height of capital letters in font units (`OS/2` sCapHeight, version 2 and later), or
  /// nil when the font does not say.
  public let capHeight: Int?
  /// The height of lower-case x in font units (`OS/2` sxHeight, version 2 and later), or nil.
  public let xHeight: Int?
  /// The weight class, 100 … 900 (`OS/2` usWeightClass; 400 when there is no `OS/2`).
  public let weightClass: Int
  /// Whether the font says it is italic (`OS/2` fsSelection bit 0, or `head` macStyle bit 1).
  public let isItalic: Bool
  /// The typographic family name (`name` ID 16, else ID 1), e.g. "Inter".
  public let familyName: String
  /// The full name (`name` ID 4), e.g. "Inter Semi Bold".
  public let fullName: String
  /// The PostScript name (`name` ID 6), e.g. "Inter-SemiBold".
  public let postScriptName: String
  /// The number of glyphs (`maxp`.numGlyphs).
  public let glyphCount: Int

  private let advances: [UInt16]
  private let characterMap: CharacterMap?
  private let pairAdjustment: PairAdjustment?
  private let legacyKerning: LegacyKerning?

  /// Reads a font from the bytes of an OpenType (`.otf`) or TrueType (`.ttf`) file.
  ///
  /// - Throws: ``OpenTypeError`` naming what is missing, truncated or invalid.
  /// - Complexity: O(size of the tables read).
  public convenience init(data: Data) throws(OpenTypeError) {
    try self.init(bytes: [UInt8](data))
  }

  /// Reads a font from the bytes of an OpenType (`.otf`) or TrueType (`.ttf`) file.
  ///
  /// - Throws: ``OpenTypeError`` naming what is missing, truncated or invalid.
  public init(bytes: [UInt8]) throws(OpenTypeError) {
    let file = FontDataReader(bytes: bytes, context: "table directory")
    let directory = try TableDirectory(file)

    let head = try directory.requiredTable("head", in: file)
    let unitsPerEm = Int(try head.uint16(at: 18))
    guard unitsPerEm >= 16, unitsPerEm <= 16384 else {
      throw .invalidValue(context: "head.unitsPerEm (must be 16 … 16384)", value: unitsPerEm)
    }
    self.unitsPerEm = unitsPerEm
    let macStyle = try head.uint16(at: 44)

    let hhea = try directory.requiredTable("hhea", in: file)
    let maxp = try directory.requiredTable("maxp", in: file)
    glyphCount = Int(try maxp.uint16(at: 4))
    let metricCount = Int(try hhea.uint16(at: 34))
    guard metricCount >= 1, metricCount <= max(glyphCount, 1) else {
      throw .invalidValue(context: "hhea.numberOfHMetrics (must be 1 … numGlyphs)", value: metricCount)
    }
    let hmtx = try directory.requiredTable("hmtx", in: file)
    guard metricCount <= hmtx.count / 4 else {
      throw .truncated(context: "'hmtx' table", offset: 0, length: 4 * metricCount, available: hmtx.count)
    }
    var advances: [UInt16] = []
    advances.reserveCapacity(metricCount)
    for index in 0..<metricCount { advances.append(try hmtx.uint16(at: 4 * index)) }
    self.advances = advances

    var ascender = Int(try hhea.int16(at: 4))
    var descender = Int(try hhea.int16(at: 6))
    var lineGap = Int(try hhea.int16(at: 8))
    var source = VerticalMetricsSource.horizontalHeader
    var capHeight: Int?
    var xHeight: Int?
    var weightClass = 400
    var isItalic = macStyle & 0x2 != 0
    if let os2 = try directory.table("OS/2", in: file) {
      let version = try os2.uint16(at: 0)
      weightClass = Int(try os2.uint16(at: 4))
      let selection = try os2.uint16(at: 62)
      isItalic = selection & 0x1 != 0
      if ascender == 0, descender == 0 {
        ascender = Int(try os2.int16(at: 68))
        descender = Int(try os2.int16(at: 70))
        lineGap = Int(try os2.int16(at: 72))
        source = .typographic
      }
      if version >= 2 {
        xHeight = Int(try os2.int16(at: 86))
        capHeight = Int(try os2.int16(at: 88))
      }
    }
    (self.ascender, self.descender, self.lineGap, verticalMetricsSource) = (
      ascender, descender, lineGap, source
    )
    (self.capHeight, self.xHeight, self.weightClass, self.isItalic) = (
      capHeight, xHeight, weightClass, isItalic
    )

    characterMap = try CharacterMap(try directory.requiredTable("cmap", in: file))

    var names = NameTable()
    if let name = try directory.table("name", in: file) { names = try NameTable(name) }
    familyName = names.string(16) ?? names.string(1) ?? ""
    fullName = names.string(4) ?? familyName
    postScriptName = names.string(6) ?? fullName

    let gpos = try directory.table("GPOS", in: file).map { (t) throws(OpenTypeError) in try PairAdjustment(t)
    }
    pairAdjustment = gpos.flatMap { $0.lookups.isEmpty ? nil : $0 }
    if pairAdjustment == nil, let kern = try directory.table("kern", in: file) {
      legacyKerning = try LegacyKerning(kern)
    } else {
      legacyKerning = nil
    }
  }

  /// A font with no glyphs, for when the bundled fonts cannot be loaded: 1000 units per em,
  /// ascender 800, descender −200, every character measured with the fallback advances of
  /// docs/text.md §5 (notdef advance 500).
  init(placeholderNamed name: String) {
    unitsPerEm = 1000
    (ascender, descender, lineGap, verticalMetricsSource) = (800, -200, 0, .horizontalHeader)
    (capHeight, xHeight, weightClass, isItalic) = (nil, nil, 400, false)
    (familyName, fullName, postScriptName) = (name, name, name)
    glyphCount = 1
    advances = [500]
    characterMap = nil
    pairAdjustment = nil
    legacyKerning = nil
  }

  /// Whether the kerning comes from `GPOS` (true), the legacy `kern` table or nowhere (false).
  public var kernsWithGlyphPositioning: Bool { pairAdjustment != nil }

  /// The glyph `scalar` maps to, or nil when the font has none for it.
  ///
  /// - Complexity: O(log s), s the number of `cmap` segments.
  public func glyph(for scalar: Unicode.Scalar) -> UInt16? {
    guard let glyph = characterMap?.glyph(for: scalar), Int(glyph) < glyphCount else { return nil }
    return glyph
  }

  /// The advance width of `glyph` in font units (glyphs past the `hmtx` metrics take the last
  /// advance, as the format says; ids past the glyph count measure as glyph 0, `.notdef`).
  public func advance(of glyph: UInt16) -> Int {
    let index = Int(glyph) < glyphCount ? Int(glyph) : 0
    return Int(advances[min(index, advances.count - 1)])
  }

  /// The kerning, in font units, between `left` and `right` set next to each other.
  public func kerning(_ left: UInt16, _ right: UInt16) -> Int {
    if let pairAdjustment { return pairAdjustment.adjustment(left, right) }
    return legacyKerning?.adjustment(left, right) ?? 0
  }
}
