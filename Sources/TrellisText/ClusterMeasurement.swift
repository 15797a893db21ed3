/// One grapheme cluster of a paragraph, measured in font units, with its line-break properties.
struct MeasuredCluster: Sendable {
  /// Where the cluster is in the string.
  var range: Range<String.Index>
  /// The glyph of its first scalar when the font has one and it is not drawn as an emoji.
  var glyph: UInt16?
  /// Its advance in font units (docs/text.md §5 for characters the font lacks).
  var advance: Int
  /// The kerning, in font units, between the previous cluster and this one (0 for the first).
  var kerningBefore: Int
  /// Breakable white space: it hangs past the end of a wrapped line and is not counted there.
  var isSpace: Bool
  /// A line may end after this cluster (word wrapping).
  var breakAfter: Bool
}

/// How text measures with a font: grapheme clusters, advances, kerning, fallbacks and line-break
/// opportunities (a simplified UAX #14). docs/text.md §4 and §5.
enum ClusterMeasurement {
  /// Splits `string` into paragraphs at line terminators (`\n`, `\r`, `\r\n`, U+0085, U+2028,
  /// U+2029, vertical tab, form feed — Swift's `Character.isNewline`). A terminator at the very
  /// end does not start another paragraph; an empty string has no paragraphs.
  static func paragraphs(of string: String) -> [Range<String.Index>] {
    var result: [Range<String.Index>] = []
    var start = string.startIndex
    var index = string.startIndex
    while index < string.endIndex {
      let next = string.index(after: index)
      if string[index].isNewline {
        result.append(start..<index)
        start = next
      }
      index = next
    }
    if start < string.endIndex { result.append(start..<string.endIndex) }
    return result
  }

  /// The clusters of `range` in `string`, measured with `face`.
  ///
  /// - Complexity: O(n log g): n clusters, a cmap and kerning search each.
  static func clusters(
    of string: String, in range: Range<String.Index>, face: OpenTypeFont
  ) -> [MeasuredCluster] {
    var clusters: [MeasuredCluster] = []
    var index = range.lowerBound
    while index < range.upperBound {
      let next = string.index(after: index)
      let character = string[index]
      let (glyph, advance) = measure(character, face: face)
      var kerning = 0
      if let glyph, let previous = clusters.last?.glyph {
        kerning = face.kerning(previous, glyph)
      }
      clusters.append(
        MeasuredCluster(
          range: index..<next, glyph: glyph, advance: advance, kerningBefore: kerning,
          isSpace: isBreakableSpace(character), breakAfter: false))
      index = next
    }
    // Break opportunities, between cluster i and i + 1.
    for (current, following) in zip(clusters.indices, clusters.indices.dropFirst()) {
      let a = string[clusters[current].range.lowerBound]
      let b = string[clusters[following].range.lowerBound]
      clusters[current].breakAfter = canBreak(between: a, and: b)
    }
    return clusters
  }

  /// The glyph and advance (font units) of one grapheme cluster.
  static func measure(_ character: Character, face: OpenTypeFont) -> (glyph: UInt16?, advance: Int) {
    guard let first = character.unicodeScalars.first, !character.isNewline else { return (nil, 0) }
    if isEmoji(character) { return (nil, face.unitsPerEm) }
    if first == "\t" {
      // No tab stops: a tab measures as a space (docs/text.md §5).
      if let space = face.glyph(for: " ") { return (space, face.advance(of: space)) }
    }
    if first == "\u{00AD}" { return (nil, 0) }  // soft hyphen: invisible, a break opportunity
    if let glyph = face.glyph(for: first) { return (glyph, face.advance(of: glyph)) }
    if isWide(first) { return (nil, face.unitsPerEm) }
    switch first.properties.generalCategory {
    case .control, .format, .nonspacingMark, .enclosingMark, .lineSeparator, .paragraphSeparator:
      return (nil, 0)
    default:
      return (nil, face.advance(of: 0))
    }
  }

  /// Whether the cluster is drawn as an emoji: its first scalar has emoji presentation (and no
  /// text selector U+FE0E follows), or it carries the emoji selector U+FE0F or the keycap U+20E3.
  static func isEmoji(_ character: Character) -> Bool {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return false }
    if scalars.contains("\u{20E3}") { return true }
    if scalars.contains("\u{FE0F}") { return first.properties.isEmoji }
    return first.properties.isEmojiPresentation && !scalars.contains("\u{FE0E}")
  }

  /// East Asian Wide and Fullwidth blocks (Hangul Jamo, CJK radicals to CJK compatibility, CJK
  /// ideographs and extensions, Yi, Hangul syllables, compatibility ideographs, vertical and
  /// small forms, fullwidth forms, the supplementary ideographic planes).
  static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
      0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }

  /// White space a line may break after (UAX #14 class SP and the breaking spaces of BA): space,
  /// tab, ogham space, U+2000 … U+2006, U+2008 … U+200A, medium mathematical space, ideographic
  /// space. Not the no-break spaces U+00A0, U+2007, U+202F.
  static func isBreakableSpace(_ character: Character) -> Bool {
    guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else {
      return false
    }
    switch scalar.value {
    case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: return true
    default: return false
    }
  }

  /// Closing punctuation, no line starts with it (UAX #14 CL, CP, EX, IS, in part).
  private static let noBreakBefore: Set<Unicode.Scalar> = [
    ")", "]", "}", ",", ".", "!", "?", ":", ";", "\u{3001}", "\u{3002}", "\u{FF0C}", "\u{FF0E}", "\u{FF01}",
    "\u{FF1F}", "\u{300D}", "\u{300F}", "\u{FF09}", "\u{3011}", "\u{3015}", "\u{300B}", "\u{3009}",
    "\u{2026}",
  ]
  /// Opening punctuation, no line ends with it (UAX #14 OP, in part).
  private static let noBreakAfter: Set<Unicode.Scalar> = [
    "(", "[", "{", "\u{300C}", "\u{300E}", "\u{FF08}", "\u{3010}", "\u{3014}", "\u{300A}", "\u{3008}",
  ]

  /// Whether a line may break between `a` and `b`: after a run of breakable spaces; after a
  /// hyphen-minus unless a digit follows; after U+2010 hyphen, U+2012 figure dash, U+2013 en
  /// dash, U+00AD soft hyphen and U+200B zero width space; before and after U+2014 em dash; and
  /// before and after wide (East Asian) characters and emoji — never before closing or after
  /// opening punctuation, never before a space, nor before a non-starting combining sequence
  /// (clusters already keep those together).
  static func canBreak(between a: Character, and b: Character) -> Bool {
    guard let first = a.unicodeScalars.first, let next = b.unicodeScalars.first else { return false }
    if isBreakableSpace(b) { return false }
    if isBreakableSpace(a) { return true }
    if noBreakBefore.contains(next) || noBreakAfter.contains(first) { return false }
    if a.unicodeScalars.count == 1 {
      switch first {
      case "-": return !next.properties.numericType.map { $0 == .decimal }.isTrue
      case "\u{2010}", "\u{2012}", "\u{2013}", "\u{00AD}", "\u{200B}", "\u{2014}": return true
      default: break
      }
    }
    if next == "\u{2014}" { return true }
    let aWide = isWide(first) || isEmoji(a)
    let bWide = isWide(next) || isEmoji(b)
    return aWide || bWide
  }
}

extension Optional where Wrapped == Bool {
  /// True only for `.some(true)`.
  fileprivate var isTrue: Bool { self ?? false }
}
