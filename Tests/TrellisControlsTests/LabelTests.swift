import Foundation
import Testing
import TrellisControls

/// The texts of the lines a label draws.
@MainActor
func drawnLines(_ label: Label) -> [String] {
  label.drawingCommands.compactMap {
    if case .text(let run) = $0 { return run.string }
    return nil
  }
}

@MainActor
func drawnRuns(_ view: any ContentDrawing) -> [DrawingCommand.Text] {
  view.drawingCommands.compactMap {
    if case .text(let run) = $0 { return run }
    return nil
  }
}

@Suite("Label: UIKit's defaults and measurement with Inter")
struct LabelTests {
  static let pangram = "The quick brown fox jumps over the lazy dog"

  @Test(
    "a new label has UIKit's defaults: system font 17, black, one line, tail truncation, natural alignment")
  func defaults() {
    let label = Label()
    #expect(label.font.pointSize == 17)
    #expect(label.font.fontName == "Inter-Regular")
    #expect(label.textColor == .black)
    #expect(label.numberOfLines == 1)
    #expect(label.lineBreakMode == .byTruncatingTail)
    #expect(label.textAlignment == .natural)
    #expect(label.preferredMaxLayoutWidth == 0)
    #expect(label.isEnabled)
    #expect(!label.adjustsFontForContentSizeCategory)
    #expect(label.text == nil && label.attributedText == nil)
    #expect(label.intrinsicContentSize == .zero)
  }

  /// "Hello, world": advances 15752 units, kerning −52 (GPOS), 15700 units at 17 pt =
  /// 94.7798 pt → 285/3 = 95 at scale 3. Height: one line, 3408 × 17 / 2816 = 20.5739 pt →
  /// 62/3 = 20.6667.
  @Test("a single-line label is as wide as its text and one line high, rounded up to pixels")
  func singleLineIntrinsicSize() {
    let label = Label()
    label.text = "Hello, world"
    let size = label.intrinsicContentSize
    #expect(close(Inter.points(15700, size: 17), 94.779829545454545))
    #expect(close(size.width, 95))
    #expect(close(size.height, 62.0 / 3))
    #expect(close(size.height, pixelCeil(Inter.lineHeight(17))))
  }

  /// The pangram wrapped at 150 pt (script of InterNumbers.swift): "The quick brown" 22232 − 100
  /// units = 133.609 pt, "fox jumps over the" 24796 − 208 = 148.436 pt, "lazy dog" 11284 =
  /// 68.121 pt. Width 148.436 → 446/3 = 148.6667; height 3 × 20.5739 = 61.7216 → 186/3 = 62.
  @Test("a multi-line label wraps at preferredMaxLayoutWidth: the widest line by three lines")
  func wrappedAtPreferredMaxLayoutWidth() {
    let label = Label()
    label.numberOfLines = 0
    label.preferredMaxLayoutWidth = 150
    label.text = Self.pangram
    let size = label.intrinsicContentSize
    #expect(close(size.width, pixelCeil(Inter.points(24796 - 208, size: 17))))
    #expect(close(size.width, 446.0 / 3))
    #expect(close(size.height, 62))
    label.frame = CGRect(x: 0, y: 0, width: 150, height: 62)
    #expect(drawnLines(label) == ["The quick brown", "fox jumps over the", "lazy dog"])
  }

  /// Two lines at 150 pt, tail truncation: line 1 "The quick brown"; line 2 is the rest of the
  /// paragraph shortened: the longest prefix within 150 − 13.957 (the ellipsis, 2312 units) =
  /// 136.043 pt is "fox jumps over t" (21492 − 240 units = 128.297 pt), then "…": 142.254 pt →
  /// 427/3. Height 2 × 20.5739 = 41.1477 → 124/3.
  @Test("numberOfLines 2 with tail truncation keeps two lines and ends the second with an ellipsis")
  func twoLinesTruncated() {
    let label = Label()
    label.numberOfLines = 2
    label.preferredMaxLayoutWidth = 150
    label.text = Self.pangram
    let size = label.intrinsicContentSize
    #expect(close(size.width, pixelCeil(Inter.points(21492 - 240 + 2312, size: 17))))
    #expect(close(size.width, 427.0 / 3))
    #expect(close(size.height, 124.0 / 3))
    label.frame = CGRect(origin: .zero, size: size)
    #expect(drawnLines(label) == ["The quick brown", "fox jumps over t…"])
  }

  /// With word wrapping the third line is simply dropped: the widest of the first two is
  /// "fox jumps over the", 148.436 pt → 446/3.
  @Test("numberOfLines 2 with word wrapping drops the third line without an ellipsis")
  func twoLinesWordWrapping() {
    let label = Label()
    label.numberOfLines = 2
    label.lineBreakMode = .byWordWrapping
    label.preferredMaxLayoutWidth = 150
    label.text = Self.pangram
    #expect(close(label.intrinsicContentSize.width, 446.0 / 3))
    #expect(close(label.intrinsicContentSize.height, 124.0 / 3))
  }

  /// 60 pt wide, one line: the prefix must fit 60 − 13.957 = 46.043 pt. "Hello," is 7528 units =
  /// 45.446 pt, "Hello, " 8320 = 50.227 pt; so "Hello,…".
  @Test("a single-line label narrower than its text draws it truncated at the tail")
  func singleLineTruncationWhenDrawn() {
    let label = Label(frame: CGRect(x: 0, y: 0, width: 60, height: 21))
    label.text = "Hello, world"
    #expect(drawnLines(label) == ["Hello,…"])
    let run = try! #require(drawnRuns(label).first)
    #expect(close(run.width, Inter.points(7528 + 2312, size: 17)))
    // The intrinsic width stays the whole text's.
    #expect(close(label.intrinsicContentSize.width, 95))
  }

  /// Head truncation in 60 pt: the longest suffix within 60 − 13.957 = 46.043 pt is " world"
  /// (its leading space dropped), "world" = 7432 − 52 units; "…world" = 58.510 pt.
  @Test("head truncation keeps the end of the text")
  func headTruncation() {
    let label = Label(frame: CGRect(x: 0, y: 0, width: 60, height: 21))
    label.lineBreakMode = .byTruncatingHead
    label.text = "Hello, world"
    #expect(drawnLines(label) == ["…world"])
    #expect(close(drawnRuns(label).first!.width, Inter.points(7432 - 52 + 2312, size: 17)))
  }

  /// A subclass that insets its text, as iOS code does by overriding `drawText(in:)`.
  final class PaddedLabel: Label {
    override func drawText(in rect: CGRect) {
      super.drawText(in: rect.inset(by: EdgeInsets(top: 4, left: 10, bottom: 4, right: 10)))
    }
  }

  @Test("overriding drawText(in:) moves what the label draws")
  func drawTextOverride() {
    let plain = Label(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    let padded = PaddedLabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    plain.text = "Hello"
    padded.text = "Hello"
    let a = drawnRuns(plain).first!.baselineOrigin
    let b = drawnRuns(padded).first!.baselineOrigin
    // Left-aligned: x moves by the left inset; the text stays centred vertically (4 on each side).
    #expect(b.x - a.x == 10)
    #expect(close(b.y, a.y))
  }

  /// 30 pt tall holds ⌊30 / 20.574⌋ = 1 line; the rest is truncated: "The quick brown…"
  /// (22232 − 100 + 2312 units = 147.567 pt).
  @Test("the text rect holds no more lines than fit in the bounds' height")
  func textRectLimitedByHeight() {
    let label = Label()
    label.numberOfLines = 0
    label.text = Self.pangram
    let rect = label.textRect(
      forBounds: CGRect(x: 5, y: 7, width: 150, height: 30), limitedToNumberOfLines: 0)
    #expect(rect.origin == CGPoint(x: 5, y: 7))
    #expect(close(rect.width, pixelCeil(Inter.points(22232 - 100 + 2312, size: 17))))
    #expect(close(rect.height, pixelCeil(Inter.lineHeight(17))))
    label.frame = CGRect(x: 0, y: 0, width: 150, height: 30)
    #expect(drawnLines(label) == ["The quick brown…"])
  }

  @Test("sizeThatFits wraps a multi-line label at the width asked and ignores the height")
  func sizeThatFitsWraps() {
    let label = Label()
    label.numberOfLines = 0
    label.text = Self.pangram
    #expect(label.sizeThatFits(CGSize(width: 150, height: 10)) == CGSize(width: 446.0 / 3, height: 62))
    // A single-line label answers its whole text's width whatever it is asked.
    label.numberOfLines = 1
    label.text = "Hello, world"
    #expect(close(label.sizeThatFits(CGSize(width: 10, height: 10)).width, 95))
    // Unusable sizes mean no limit, never NaN.
    let odd = label.sizeThatFits(CGSize(width: CGFloat.nan, height: -.infinity))
    #expect(odd.width.isFinite && odd.height.isFinite)
  }

  /// Body at Large is 17 pt; at xxxLarge 23 pt (docs/text.md §3, Apple's table). "Hello" is
  /// 6740 units: 55.0497 pt at 23 → 166/3; one line 3408 × 23 / 2816 = 27.8352 → 84/3 = 28.
  @Test("a body label that adjusts for the content size category grows from 17 to 23 points at xxxLarge")
  func dynamicTypeRescaling() {
    let label = Label()
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    label.text = "Hello"
    #expect(label.font.pointSize == 17)
    label.preferredContentSizeCategory = .extraExtraExtraLarge
    #expect(label.font.pointSize == 23)
    #expect(close(label.intrinsicContentSize.width, pixelCeil(Inter.points(6740, size: 23))))
    #expect(close(label.intrinsicContentSize.width, 166.0 / 3))
    #expect(close(label.intrinsicContentSize.height, 28))
    // Back to Large, and to AX5 (53 pt for body).
    label.preferredContentSizeCategory = .large
    #expect(label.font.pointSize == 17)
    label.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
    #expect(label.font.pointSize == 53)
  }

  @Test("headline keeps its semibold weight when rescaled: 17 → 23 at xxxLarge")
  func headlineRescales() {
    let label = Label()
    label.adjustsFontForContentSizeCategory = true
    label.font = .preferredFont(forTextStyle: .headline)
    label.preferredContentSizeCategory = .extraExtraExtraLarge
    #expect(label.font.pointSize == 23)
    #expect(label.font.fontName == "Inter-SemiBold")
  }

  @Test("without adjustsFontForContentSizeCategory, or with a font of no text style, the font stays")
  func noRescalingWhenNotAsked() {
    let label = Label()
    label.font = .preferredFont(forTextStyle: .body)
    label.preferredContentSizeCategory = .extraExtraExtraLarge
    #expect(label.font.pointSize == 17)
    let other = Label()
    other.font = .systemFont(ofSize: 18)  // no style is 18 pt regular at Large
    other.adjustsFontForContentSizeCategory = true
    other.preferredContentSizeCategory = .extraExtraExtraLarge
    #expect(other.font.pointSize == 18)
    // Turning it on later applies the current category at once.
    label.adjustsFontForContentSizeCategory = true
    #expect(label.font.pointSize == 23)
  }

  @Test("attributed text sets the text, and the font, colour and line break mode of its first character")
  func attributedText() {
    let label = Label()
    let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
    label.attributedText = NSAttributedString(
      string: "Hi", attributes: [.font: Font.boldSystemFont(ofSize: 20), .foregroundColor: red])
    #expect(label.text == "Hi")
    #expect(label.font == Font.boldSystemFont(ofSize: 20))
    #expect(label.textColor == red)
    label.text = "Plain"
    let plain = try! #require(label.attributedText)
    #expect(plain.string == "Plain")
    #expect(plain.attribute(.font, at: 0, effectiveRange: nil) as? Font == Font.boldSystemFont(ofSize: 20))
  }

  /// "Hello" 6740 units = 40.689 pt at 17, in a 200-point-wide label.
  @Test("lines are placed by textAlignment; natural follows the layout direction")
  func alignment() {
    let label = Label(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    label.text = "Hello"
    let width = Inter.points(6740, size: 17)
    func x() -> CGFloat { drawnRuns(label).first?.baselineOrigin.x ?? .nan }
    #expect(x() == 0)
    label.textAlignment = .center
    #expect(close(x(), (200 - width) / 2))
    label.textAlignment = .right
    #expect(close(x(), 200 - width))
    label.textAlignment = .natural
    label.semanticContentAttribute = .forceRightToLeft
    #expect(close(x(), 200 - width))
    label.textAlignment = .left
    #expect(x() == 0)
  }

  /// Text block centred vertically: 3 lines (61.7216 pt) in 80 pt start at (80 − 61.7216)/2 =
  /// 9.1392; baselines at 9.1392 + 16.46875 (ascender 2728 × 17 / 2816) + n × 20.5739.
  @Test("baselines: the text is centred vertically and lines are one line height apart")
  func baselines() {
    let label = Label(frame: CGRect(x: 0, y: 0, width: 150, height: 80))
    label.numberOfLines = 0
    label.text = Self.pangram
    let runs = drawnRuns(label)
    #expect(runs.count == 3)
    let lineHeight = Inter.lineHeight(17)
    let top = (80 - 3 * lineHeight) / 2
    for (index, run) in runs.enumerated() {
      #expect(close(run.baselineOrigin.y, top + Inter.ascender(17) + CGFloat(index) * lineHeight, 1e-9))
    }
    #expect(runs.allSatisfy { $0.familyName == "Inter" && $0.pointSize == 17 && $0.fontWeight == 400 })
  }

  /// The offsets are those of the label at its intrinsic height, whatever its frame: three
  /// lines, 61.7216 pt, rounded up to 62, so the text starts (62 − 61.7216)/2 = 0.1392 below the
  /// top; first baseline 0.1392 + 16.46875, last baseline 0.1392 + 4.1051 (680 × 17 / 2816) above
  /// the bottom. At the intrinsic height, they are where the lines are drawn.
  @Test("baseline offsets are the intrinsic-height label's, independent of the frame")
  func baselineOffsets() {
    let label = Label(frame: CGRect(x: 0, y: 0, width: 150, height: 80))
    label.numberOfLines = 0
    label.text = Self.pangram
    let slack = (62 - 3 * Inter.lineHeight(17)) / 2
    #expect(close(slack, 0.139204545454545, 1e-12))
    #expect(close(label.firstBaselineOffsetFromTop, slack + 16.46875))
    #expect(close(label.lastBaselineOffsetFromBottom, slack + Inter.points(680, size: 17)))
    label.frame.size.height = 62
    let runs = drawnRuns(label)
    #expect(close(runs.first!.baselineOrigin.y, label.firstBaselineOffsetFromTop))
    #expect(close(62 - runs.last!.baselineOrigin.y, label.lastBaselineOffsetFromBottom))
    #expect(Label().firstBaselineOffsetFromTop == 16.46875)
  }

  @Test("highlighted text is drawn in highlightedTextColor")
  func highlightedColor() {
    let label = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    label.text = "Hi"
    label.highlightedTextColor = .blue
    #expect(drawnRuns(label).first?.color == .black)
    label.isHighlighted = true
    #expect(drawnRuns(label).first?.color == .blue)
  }

  @Test("bad numbers are refused: negative lines, NaN widths, scale factors outside 0…1")
  func badInputIsRefused() {
    let label = Label()
    label.numberOfLines = 3
    label.numberOfLines = -2
    #expect(label.numberOfLines == 3)
    label.preferredMaxLayoutWidth = 100
    label.preferredMaxLayoutWidth = .nan
    label.preferredMaxLayoutWidth = -5
    label.preferredMaxLayoutWidth = .infinity
    #expect(label.preferredMaxLayoutWidth == 100)
    label.minimumScaleFactor = 0.5
    label.minimumScaleFactor = 2
    label.minimumScaleFactor = .nan
    #expect(label.minimumScaleFactor == 0.5)
    label.text = "x"
    label.frame = CGRect(x: 0, y: 0, width: CGFloat.nan, height: .infinity)
    #expect(
      label.drawingCommands.isEmpty
        || label.drawingCommands.allSatisfy { command in
          if case .text(let run) = command {
            return run.baselineOrigin.x.isFinite && run.baselineOrigin.y.isFinite
          }
          return true
        })
  }
}
