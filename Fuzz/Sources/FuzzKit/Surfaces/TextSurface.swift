import Foundation
import TrellisText

/// Text measurement and line breaking (TrellisText) with what a label can be given: random
/// strings (Latin words, spaces, hyphens, newlines, emoji sequences, CJK, combining marks,
/// controls, lone scalars the font lacks), any point size (huge, tiny, zero, negative, NaN,
/// infinite), any width, every line-break mode and line limits (negative among them).
///
/// Checks: nothing traps or hangs; a NaN width and a negative line count are refused with
/// `TextLayoutError`; otherwise every line width and the size are finite and non-negative, no
/// more lines than the limit, each line's text is a piece of the string (or it with "…"), and
/// `size(withAttributes:)` / `boundingRect(with:options:attributes:context:)` answer finite
/// non-negative sizes.
@MainActor
public final class TextSurface: SynchronousFuzzSurface {
  /// `text`.
  public let name = "text"
  /// What the surface generates.
  public let summary = "text measurement and line breaking: random strings, sizes, widths, modes and limits"
  /// Its share of a mixed campaign.
  public let weight = 1.0

  /// A surface.
  public init() {}

  static let pieces: [String] = [
    "word", "Lorem", "ipsum", " ", "  ", "-", "well-known", "\n", "\r\n", "AV", "Wa", "fi", "…", "\u{00AD}",
    "👩‍👩‍👧", "🇫🇷", "漢字", "한국어", "e\u{0301}", "\u{0007}", "\t", "\u{FFFF}", "\u{10FFFF}", "",
    String(repeating: "x", count: 200),
  ]

  /// Runs one case.
  public func runSynchronously(_ c: FuzzContext) throws {
    var text = ""
    for _ in 0..<c.random.int(in: 0...40) { text += c.random.pick(Self.pieces) }
    let size: CGFloat =
      c.random.chance(0.2)
      ? c.random.pick([0, -5, .nan, .infinity, 1e-300, 1e300, 1e6]) : CGFloat(c.random.double(in: 1...120))
    let width: CGFloat =
      c.random.chance(0.2) ? c.random.pick([0, -1, .nan, .infinity, 1e-9, 1e30]) : c.random.length()
    let mode = c.random.pick(LineBreakMode.allCases)
    let lines = c.random.chance(0.1) ? c.random.pick([-1, Int.min, Int.max]) : c.random.int(in: 0...6)
    let font = Font.systemFont(ofSize: size, weight: c.random.pick([.regular, .medium, .semibold, .bold]))
    c.note("text \(text.debugDescription) size \(size) width \(width) mode \(mode) lines \(lines)")

    let layout: TextLayout
    do {
      layout = try TextLayout(
        string: text, font: font, width: width, lineBreakMode: mode, numberOfLines: lines)
    } catch {
      guard width.isNaN || lines < 0 else {
        throw FuzzFailure(.wrongResult, "refused valid input: \(error)")
      }
      return
    }
    if width.isNaN || lines < 0 {
      throw FuzzFailure(.wrongResult, "accepted a NaN width or a negative line count")
    }
    if lines > 0, layout.lines.count > lines {
      throw FuzzFailure(.wrongResult, "\(layout.lines.count) lines for a limit of \(lines)")
    }
    for line in layout.lines {
      guard line.width.isFinite, line.width >= 0 else {
        throw FuzzFailure(.nonFinite, "line width \(line.width)")
      }
      let body = line.text.hasSuffix("…") ? String(line.text.dropLast()) : line.text
      let piece = line.text.hasPrefix("…") ? String(body.dropFirst()) : body
      if !piece.isEmpty, !text.contains(piece), !line.text.contains("…") {
        throw FuzzFailure(.wrongResult, "line \(line.text.debugDescription) is not a piece of the string")
      }
    }
    let measured = layout.size
    guard measured.width.isFinite, measured.height.isFinite, measured.width >= 0, measured.height >= 0 else {
      throw FuzzFailure(.nonFinite, "layout size \(measured)")
    }
    let attributes: [NSAttributedString.Key: Any] = [.font: font]
    let single = text.size(withAttributes: attributes)
    let bounding = text.boundingRect(
      with: CGSize(width: width.isNaN ? 0 : width, height: .greatestFiniteMagnitude),
      options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
    for value in [single.width, single.height, bounding.width, bounding.height]
    where !value.isFinite || value < 0 {
      throw FuzzFailure(.nonFinite, "string drawing size \(single) / \(bounding)")
    }
  }
}
