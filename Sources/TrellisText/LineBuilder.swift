import Foundation

/// Builds the lines of a ``TextLayout`` from measured clusters: where a wrapped line ends, and
/// how a last line is clipped or truncated. docs/text.md §4.
struct LineBuilder {
  let string: String
  let font: Font
  let width: CGFloat
  let mode: LineBreakMode
  /// The ellipsis U+2026: its glyph's advance, or the fallback advance (docs/text.md §5).
  let ellipsisUnits: Int

  init(string: String, font: Font, width: CGFloat, mode: LineBreakMode) {
    self.string = string
    self.font = font
    self.width = width
    self.mode = mode
    ellipsisUnits = ClusterMeasurement.measure("\u{2026}", face: font.face).advance
  }

  /// Points for a width in font units.
  func points(_ units: Int) -> CGFloat { CGFloat(units) * font.scale }

  /// Whether `units` font units fit in the width (with a tolerance of 1e-9 of the width, so that
  /// a width measured by ``TextLayout`` itself always fits).
  func fits(_ units: Int) -> Bool {
    points(units) <= width + 1e-9 * max(1, abs(width))
  }

  /// The width in font units of `clusters[range]`: advances plus the kerning inside the range.
  func units(_ clusters: [MeasuredCluster], _ range: Range<Int>) -> Int {
    var total = 0
    for index in range {
      total += clusters[index].advance + (index > range.lowerBound ? clusters[index].kerningBefore : 0)
    }
    return total
  }

  /// The end (exclusive) of the wrapped line that starts at cluster `start`.
  func wrapEnd(_ clusters: [MeasuredCluster], from start: Int) -> Int {
    var total = 0
    var lastBreak: Int?
    for index in start..<clusters.count {
      let add = clusters[index].advance + (index > start ? clusters[index].kerningBefore : 0)
      // White space never overflows: it hangs.
      if index > start, !clusters[index].isSpace, !fits(total + add) {
        if mode != .byCharWrapping, let lastBreak { return lastBreak + 1 }
        return index
      }
      total += add
      if clusters[index].breakAfter { lastBreak = index }
    }
    return clusters.count
  }

  /// The source range of `clusters[range]`.
  func sourceRange(_ clusters: [MeasuredCluster], _ range: Range<Int>) -> Range<String.Index> {
    clusters[range.lowerBound].range.lowerBound..<clusters[range.upperBound - 1].range.upperBound
  }

  /// `range` without breakable white space at its end.
  func trimmingTrailingSpaces(_ clusters: [MeasuredCluster], _ range: Range<Int>) -> Range<Int> {
    var end = range.upperBound
    while end > range.lowerBound, clusters[end - 1].isSpace { end -= 1 }
    return range.lowerBound..<end
  }

  /// `range` without breakable white space at its start.
  func trimmingLeadingSpaces(_ clusters: [MeasuredCluster], _ range: Range<Int>) -> Range<Int> {
    var start = range.lowerBound
    while start < range.upperBound, clusters[start].isSpace { start += 1 }
    return start..<range.upperBound
  }

  /// A wrapped line: white space at its end counts only at the end of the paragraph.
  func line(_ clusters: [MeasuredCluster], _ range: Range<Int>, isParagraphEnd: Bool) -> TextLayout.Line {
    let counted = isParagraphEnd ? range : trimmingTrailingSpaces(clusters, range)
    let source = sourceRange(clusters, range)
    return TextLayout.Line(
      range: source, text: String(string[source]), width: points(units(clusters, counted)), truncation: .none)
  }

  /// The text of `clusters[range]` (empty for an empty range).
  private func text(_ clusters: [MeasuredCluster], _ range: Range<Int>) -> String {
    range.isEmpty ? "" : String(string[sourceRange(clusters, range)])
  }

  /// The longest prefix of `range` whose width is at most `limit` points.
  private func longestPrefix(
    _ clusters: [MeasuredCluster], _ range: Range<Int>, fitting limit: CGFloat
  ) -> Range<Int> {
    var total = 0
    var end = range.lowerBound
    for index in range {
      let add = clusters[index].advance + (index > range.lowerBound ? clusters[index].kerningBefore : 0)
      guard points(total + add) <= limit + 1e-9 * max(1, abs(limit)) else { break }
      total += add
      end = index + 1
    }
    return range.lowerBound..<end
  }

  /// The longest suffix of `range` whose width is at most `limit` points.
  private func longestSuffix(
    _ clusters: [MeasuredCluster], _ range: Range<Int>, fitting limit: CGFloat
  ) -> Range<Int> {
    var total = 0
    var start = range.upperBound
    for index in range.reversed() {
      // With the kerning between this cluster and the suffix's first, when there is one.
      let add = clusters[index].advance + (start < range.upperBound ? clusters[start].kerningBefore : 0)
      guard points(total + add) <= limit + 1e-9 * max(1, abs(limit)) else { break }
      total += add
      start = index
    }
    return start..<range.upperBound
  }

  /// The rest of a paragraph from cluster `start` as one line: whole when it fits, else clipped
  /// or shortened with "…" as `mode` says (wrapping modes clip).
  func shortenedLine(_ clusters: [MeasuredCluster], from start: Int) -> TextLayout.Line {
    let rest = start..<clusters.count
    let source = sourceRange(clusters, rest)
    let full = units(clusters, rest)
    if fits(full) {
      return TextLayout.Line(
        range: source, text: String(string[source]), width: points(full), truncation: .none)
    }
    let ellipsis = points(ellipsisUnits)
    switch mode {
    case .byWordWrapping, .byCharWrapping, .byClipping:
      return TextLayout.Line(
        range: source, text: String(string[source]), width: max(0, min(points(full), width)),
        truncation: .clipped)
    case .byTruncatingTail:
      let kept = trimmingTrailingSpaces(clusters, longestPrefix(clusters, rest, fitting: width - ellipsis))
      return TextLayout.Line(
        range: source, text: text(clusters, kept) + "\u{2026}",
        width: points(units(clusters, kept) + ellipsisUnits), truncation: .ellipsis)
    case .byTruncatingHead:
      let kept = trimmingLeadingSpaces(clusters, longestSuffix(clusters, rest, fitting: width - ellipsis))
      return TextLayout.Line(
        range: source, text: "\u{2026}" + text(clusters, kept),
        width: points(units(clusters, kept) + ellipsisUnits), truncation: .ellipsis)
    case .byTruncatingMiddle:
      let available = width - ellipsis
      let head = trimmingTrailingSpaces(clusters, longestPrefix(clusters, rest, fitting: available / 2))
      let headWidth = points(units(clusters, head))
      let tailRange = head.upperBound..<rest.upperBound
      let tail = trimmingLeadingSpaces(
        clusters, longestSuffix(clusters, tailRange, fitting: available - headWidth))
      return TextLayout.Line(
        range: source, text: text(clusters, head) + "\u{2026}" + text(clusters, tail),
        width: points(units(clusters, head) + ellipsisUnits + units(clusters, tail)), truncation: .ellipsis)
    }
  }
}
