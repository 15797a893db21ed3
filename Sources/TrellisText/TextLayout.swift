import Foundation

/// Text broken into lines within a width, as a `UILabel` with `numberOfLines` and
/// `lineBreakMode` lays it out: the lines, their widths and the total size.
///
/// Rules (docs/text.md §4):
/// - Line terminators (`\n`, `\r\n`, …) always end a line; a terminator at the very end of the
///   text does not add an empty line.
/// - Lines wrap at break opportunities (white space, after hyphens, around East Asian
///   characters: ``LineBreakMode/byWordWrapping``, also used by the shortening modes for every line
///   but the last) or between any clusters (``LineBreakMode/byCharWrapping``). A word longer than
///   the line is split between clusters. Every line holds at least one cluster.
/// - Breakable white space where a line wraps hangs past the width and does not count in the
///   line's width; white space at the end of a paragraph counts.
/// - With `numberOfLines` > 0 and text left over, the last line is, for the wrapping modes, just
///   the last wrapped line; for ``LineBreakMode/byClipping`` and the truncating modes, the rest
///   of its paragraph, clipped to the width or shortened with "…" (U+2026).
/// - A line's width is the sum of its clusters' advances and the kerning between them, scaled by
///   `pointSize / unitsPerEm`. The size is the widest line by `lines.count × font.lineHeight`.
///   Values are not rounded (UIKit's `boundingRect` is not either; round up to pixels for a
///   view's frame).
public struct TextLayout: Sendable {
  /// One laid-out line.
  public struct Line: Sendable, Hashable {
    /// How a line was shortened.
    public enum Truncation: Sendable, Hashable {
      /// Not shortened.
      case none
      /// Shortened with an ellipsis (head, tail or middle).
      case ellipsis
      /// Cut at the width (``LineBreakMode/byClipping``): ``Line/text`` is the whole rest of the
      /// paragraph, ``Line/width`` the visible part.
      case clipped
    }

    /// The part of the string the line stands for (including white space hanging at its end, and
    /// for a shortened line everything it stands for, shown or not).
    public let range: Range<String.Index>
    /// What the line shows: the characters of ``range``, or for a truncated line the kept parts
    /// with "…".
    public let text: String
    /// The line's width in points (not rounded).
    public let width: CGFloat
    /// How the line was shortened.
    public let truncation: Truncation
  }

  /// The lines, top to bottom.
  public let lines: [Line]
  /// The height of each line: the font's ``Font/lineHeight``.
  public let lineHeight: CGFloat
  /// Whether text was left out: lines dropped by `numberOfLines`, or a line shortened.
  public let isTruncated: Bool

  /// The widest line's width by the lines' total height (zero for empty text).
  public var size: CGSize {
    CGSize(width: lines.map(\.width).max() ?? 0, height: CGFloat(lines.count) * lineHeight)
  }

  /// Lays out `string` in `font` within `width` points.
  ///
  /// - Parameters:
  ///   - string: the text.
  ///   - font: the font it is measured in.
  ///   - width: the maximum line width; `.infinity` for none. Zero or negative widths put one
  ///     cluster on each line.
  ///   - lineBreakMode: how lines wrap and how the last line is shortened.
  ///   - numberOfLines: the maximum number of lines; 0 for no limit (UILabel's rule).
  /// - Throws: ``TextLayoutError`` for a NaN width or a negative `numberOfLines`.
  /// - Complexity: O(n log g) for n clusters and g glyphs: each cluster is measured once (a cmap
  ///   and a kerning search) and scanned a bounded number of times (a word moved to the next
  ///   line is scanned again there); the whole paragraph is measured even when `numberOfLines`
  ///   stops early.
  public init(
    string: String, font: Font, width: CGFloat, lineBreakMode: LineBreakMode = .byWordWrapping,
    numberOfLines: Int = 0
  ) throws(TextLayoutError) {
    guard !width.isNaN else { throw .widthIsNaN }
    guard numberOfLines >= 0 else { throw .negativeNumberOfLines(numberOfLines) }
    self.init(
      validatedString: string, font: font, width: width, lineBreakMode: lineBreakMode,
      numberOfLines: numberOfLines, wrapsLines: true)
  }

  /// Lays out with checked arguments. `wrapsLines` false makes every paragraph one line, shortened
  /// by `lineBreakMode` (NSString drawing's rule for the clipping and truncating modes).
  init(
    validatedString string: String, font: Font, width: CGFloat, lineBreakMode: LineBreakMode,
    numberOfLines: Int, wrapsLines: Bool
  ) {
    let builder = LineBuilder(string: string, font: font, width: width, mode: lineBreakMode)
    let paragraphs = ClusterMeasurement.paragraphs(of: string)
    var lines: [Line] = []
    var truncated = false
    paragraphLoop: for (paragraphIndex, paragraph) in paragraphs.enumerated() {
      let clusters = ClusterMeasurement.clusters(of: string, in: paragraph, face: font.face)
      if clusters.isEmpty {
        if numberOfLines > 0, lines.count == numberOfLines {
          truncated = true
          break paragraphLoop
        }
        lines.append(Line(range: paragraph, text: "", width: 0, truncation: .none))
        continue
      }
      var start = 0
      while start < clusters.count {
        if numberOfLines > 0, lines.count == numberOfLines {
          truncated = true
          break paragraphLoop
        }
        let isLastAllowed = numberOfLines > 0 && lines.count == numberOfLines - 1
        let moreFollows = paragraphIndex < paragraphs.count - 1
        if !wrapsLines || (isLastAllowed && lineBreakMode.shortensLastLine) {
          let line = builder.shortenedLine(clusters, from: start)
          truncated = truncated || line.truncation != .none || (isLastAllowed && moreFollows)
          lines.append(line)
          if isLastAllowed, moreFollows { break paragraphLoop }
          break
        }
        let end = builder.wrapEnd(clusters, from: start)
        lines.append(builder.line(clusters, start..<end, isParagraphEnd: end == clusters.count))
        start = end
      }
    }
    self.lines = lines
    self.lineHeight = font.lineHeight
    self.isTruncated = truncated
  }
}
