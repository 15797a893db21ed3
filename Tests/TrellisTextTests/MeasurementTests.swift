import Foundation
import Testing

@testable import TrellisText

/// Expected widths are sums of Inter Regular's advance widths and GPOS kerning in font units, as
/// fontTools reads them and HarfBuzz (uharfbuzz, only `kern` on) shapes them, × 17 / 2816 at 17 pt
/// (unitsPerEm 2816). Advances: A 1904, V 1904, H 2084, e 1640, l 668, o 1680, space 792, w 2288,
/// r 1048, d 1748, T 1808, y 1568, p 1716, .notdef 2800, … 2312. Kerning: AV −192, wo −52,
/// Ty −176, we −52, ow −52, rc −48; none between the other neighbours used here.
@Suite struct MeasurementTests {
  let font = Font.systemFont(ofSize: 17)
  var attributes: [NSAttributedString.Key: Any] { [StringDrawing.fontKey: font] }

  func width(_ string: String) throws -> CGFloat {
    try TextLayout(string: string, font: font, width: .infinity).size.width
  }

  @Test func pairKerningNarrowsAV() throws {
    // (advA + advV + kernAV) × 17 / 2816 = (1904 + 1904 − 192) × 17 / 2816 = 21.829…
    #expect(close(try width("AV"), 3616.0 * 17 / 2816))
    #expect(close("AV".size(withAttributes: attributes).width, 3616.0 * 17 / 2816))
    // "VA" kerns −176: (1904 + 1904 − 176) × 17 / 2816.
    #expect(close(try width("VA"), 3632.0 * 17 / 2816))
  }

  @Test func wordWidthsSumAdvancesAndKerning() throws {
    // Type: 1808 + 1568 + 1716 + 1640 − 176 (Ty) = 6556.
    #expect(close(try width("Type"), 6556.0 * 17 / 2816))
    // Hello world: 2084 + 1640 + 668 + 668 + 1680 + 792 + 2288 + 1680 + 1048 + 668 + 1748 − 52 (wo)
    // = 14912.
    #expect(close(try width("Hello world"), 14912.0 * 17 / 2816))
  }

  @Test func sizeIsTheWidestLineByTheLineCountTimesLineHeight() {
    let size = "AV\nT".size(withAttributes: attributes)
    #expect(close(size.width, 3616.0 * 17 / 2816))  // "AV" is wider than "T" (1808)
    #expect(close(size.height, 2 * (2728.0 + 680) * 17 / 2816))
    #expect("".size(withAttributes: attributes) == .zero)
  }

  @Test func lineTerminatorsEndLinesAndATrailingOneAddsNone() throws {
    #expect(try TextLayout(string: "a\n", font: font, width: .infinity).lines.count == 1)
    let blank = try TextLayout(string: "a\n\nb", font: font, width: .infinity)
    #expect(blank.lines.map(\.text) == ["a", "", "b"])
    #expect(
      try TextLayout(string: "a\r\nb\u{2028}c", font: font, width: .infinity).lines.map(\.text) == [
        "a", "b", "c",
      ])
    #expect(try TextLayout(string: "", font: font, width: 100).lines.isEmpty)
  }

  @Test func charactersInterLacksUseTheDocumentedFallbacks() throws {
    // Emoji and East Asian wide characters: 1 em = 17 pt at 17 pt, whatever their scalars.
    #expect(close(try width("👨‍👩‍👧"), 17))  // one grapheme cluster (ZWJ sequence)
    #expect(close(try width("🇫🇷"), 17))  // flag: two regional indicators, one cluster
    #expect(close(try width("1\u{FE0F}\u{20E3}"), 17))  // keycap: '1' is in Inter, the keycap is not
    #expect(close(try width("👍🏽"), 17))  // with a skin-tone modifier
    #expect(close(try width("漢字"), 34))
    #expect(close(try width("A漢"), (1904.0 + 2816) * 17 / 2816))
    // Other characters Inter lacks: the .notdef advance, 2800 units.
    #expect(close(try width("\u{0E01}"), 2800.0 * 17 / 2816))
    // A combining mark stays with its base: "é" as e + U+0301 measures as e (1640).
    #expect(close(try width("e\u{301}"), 1640.0 * 17 / 2816))
    // Zero width space: zero.
    #expect(close(try width("a\u{200B}"), 1588.0 * 17 / 2816))
  }

  @Test func emojiSequencesCountAsOneClusterInLineBreaking() throws {
    // 4 family emoji (1 em each = 17 pt), 40 pt wide: two per line.
    let layout = try TextLayout(string: "👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧", font: font, width: 40)
    #expect(layout.lines.count == 2)
    #expect(layout.lines.allSatisfy { close($0.width, 34) })
  }
}

/// Line breaking at 17 pt in 60 pt: 60 × 2816 / 17 = 9938.8 font units fit on a line.
@Suite struct LineBreakingTests {
  let font = Font.systemFont(ofSize: 17)
  func points(_ units: Double) -> CGFloat { units * 17 / 2816 }

  @Test func wordWrappingBreaksAfterTheSpaceAndTheSpaceHangs() throws {
    // "Hello world" = 14912 > 9938.8: break after the space. "Hello " is 6740 + 792, but the
    // space hangs: the line is 6740 wide; "world" = 7380 (wo −52).
    let layout = try TextLayout(string: "Hello world", font: font, width: 60)
    #expect(layout.lines.map(\.text) == ["Hello ", "world"])
    #expect(close(layout.lines[0].width, points(6740)))
    #expect(close(layout.lines[1].width, points(7380)))
    #expect(close(layout.size.width, points(7380)))
    #expect(close(layout.size.height, 2 * font.lineHeight))
    #expect(!layout.isTruncated)
  }

  @Test func aWidthEqualToTheTextsWidthKeepsOneLine() throws {
    let exact = points(14912)
    #expect(try TextLayout(string: "Hello world", font: font, width: exact).lines.count == 1)
    #expect(try TextLayout(string: "Hello world", font: font, width: exact - 0.001).lines.count == 2)
  }

  @Test func runsOfSpacesHangTogether() throws {
    let layout = try TextLayout(string: "Hello     world", font: font, width: 60)
    #expect(layout.lines.map(\.text) == ["Hello     ", "world"])
    #expect(close(layout.lines[0].width, points(6740)))
  }

  @Test func characterWrappingFillsEachLine() throws {
    // "Hello w" = 9820 ≤ 9938.8; adding o (1680 − 52) = 11448 does not fit. "orld" = 5144.
    let layout = try TextLayout(string: "Hello world", font: font, width: 60, lineBreakMode: .byCharWrapping)
    #expect(layout.lines.map(\.text) == ["Hello w", "orld"])
    #expect(close(layout.lines[0].width, points(9820)))
    #expect(close(layout.lines[1].width, points(5144)))
  }

  @Test func aWordLongerThanTheLineIsSplitBetweenCharacters() throws {
    // Superc = 9360 (rc −48); + a → 10948 > 9938.8. alifragil = 9628; + i → 10296. istic = 5404.
    let layout = try TextLayout(string: "Supercalifragilistic", font: font, width: 60)
    #expect(layout.lines.map(\.text) == ["Superc", "alifragil", "istic"])
    #expect(close(layout.lines[0].width, points(9360)))
    #expect(close(layout.lines[1].width, points(9628)))
    #expect(close(layout.lines[2].width, points(5404)))
  }

  @Test func linesBreakAfterAHyphen() throws {
    // 55 pt = 9058.8 units. "well-k" = 8040 fits, "well-kn" = 9688 does not: back to the break
    // after "-": "well-" = 6508 (we −52), "known" = 8744 (ow −52).
    let layout = try TextLayout(string: "well-known", font: font, width: 55)
    #expect(layout.lines.map(\.text) == ["well-", "known"])
    #expect(close(layout.lines[0].width, points(6508)))
    #expect(close(layout.lines[1].width, points(8744)))
  }

  @Test func breakOpportunitiesFollowTheSimplifiedRules() {
    #expect(ClusterMeasurement.canBreak(between: " ", and: "a"))
    #expect(!ClusterMeasurement.canBreak(between: "a", and: " "))
    #expect(!ClusterMeasurement.canBreak(between: " ", and: " "))
    #expect(!ClusterMeasurement.canBreak(between: "\u{00A0}", and: "a"))  // no-break space
    #expect(ClusterMeasurement.canBreak(between: "-", and: "k"))
    #expect(!ClusterMeasurement.canBreak(between: "-", and: "2"))  // "-2" stays together
    #expect(ClusterMeasurement.canBreak(between: "\u{2013}", and: "a"))
    #expect(ClusterMeasurement.canBreak(between: "a", and: "\u{2014}"))
    #expect(ClusterMeasurement.canBreak(between: "漢", and: "字"))
    #expect(!ClusterMeasurement.canBreak(between: "漢", and: "\u{3002}"))  // no line starts with 。
    #expect(!ClusterMeasurement.canBreak(between: "a", and: "b"))
    #expect(!ClusterMeasurement.canBreak(between: "(", and: "漢"))
  }

  @Test func numberOfLinesDropsTheRestWhenWrapping() throws {
    let layout = try TextLayout(string: "Hello world", font: font, width: 60, numberOfLines: 1)
    #expect(layout.lines.map(\.text) == ["Hello "])
    #expect(layout.isTruncated)
    let paragraphs = try TextLayout(string: "a\nb\nc", font: font, width: 60, numberOfLines: 2)
    #expect(paragraphs.lines.map(\.text) == ["a", "b"])
    #expect(paragraphs.isTruncated)
    #expect(try !TextLayout(string: "a\nb", font: font, width: 60, numberOfLines: 2).isTruncated)
  }

  @Test func tailTruncationKeepsTheLongestPrefixThatFitsWithTheEllipsis() throws {
    // Room for the prefix: 9938.8 − 2312 (…) = 7626.8. "Hello " = 7532 fits, "Hello w" = 9820
    // does not; the trailing space is dropped: "Hello…" = 6740 + 2312 = 9052.
    let layout = try TextLayout(
      string: "Hello world", font: font, width: 60, lineBreakMode: .byTruncatingTail, numberOfLines: 1)
    #expect(layout.lines.map(\.text) == ["Hello\u{2026}"])
    #expect(close(layout.lines[0].width, points(9052)))
    #expect(layout.lines[0].truncation == .ellipsis)
    #expect(layout.isTruncated)
  }

  @Test func headTruncationKeepsTheLongestSuffix() throws {
    // Suffix room 7626.8: "world" = 7380 fits, " world" = 8172 does not. "…world" = 9692.
    let layout = try TextLayout(
      string: "Hello world", font: font, width: 60, lineBreakMode: .byTruncatingHead, numberOfLines: 1)
    #expect(layout.lines.map(\.text) == ["\u{2026}world"])
    #expect(close(layout.lines[0].width, points(9692)))
  }

  @Test func middleTruncationSplitsTheRoomBetweenBothEnds() throws {
    // Half the room: 3813.4. "He" = 3724 fits, "Hel" = 4392 does not. The end gets
    // 7626.8 − 3724 = 3902.8: "rld" = 3464 fits, "orld" = 5144 does not. "He…rld" = 9500.
    let layout = try TextLayout(
      string: "Hello world", font: font, width: 60, lineBreakMode: .byTruncatingMiddle, numberOfLines: 1)
    #expect(layout.lines.map(\.text) == ["He\u{2026}rld"])
    #expect(close(layout.lines[0].width, points(9500)))
  }

  @Test func clippingKeepsTheWholeParagraphAndReportsTheVisibleWidth() throws {
    let layout = try TextLayout(
      string: "Hello world", font: font, width: 60, lineBreakMode: .byClipping, numberOfLines: 1)
    #expect(layout.lines.map(\.text) == ["Hello world"])
    #expect(layout.lines[0].width == 60)
    #expect(layout.lines[0].truncation == .clipped)
  }

  @Test func onlyTheLastAllowedLineIsTruncated() throws {
    // Line 1 wraps: "Hello " (6740). Line 2 is the rest, "world again" (7380 + 792 + 7208 =
    // 15380), truncated: "world" = 7380 fits in 7626.8, "world " = 8172 does not → "world…" 9692.
    let layout = try TextLayout(
      string: "Hello world again", font: font, width: 60, lineBreakMode: .byTruncatingTail, numberOfLines: 2)
    #expect(layout.lines.map(\.text) == ["Hello ", "world\u{2026}"])
    #expect(close(layout.lines[1].width, points(9692)))
    // Without a line limit the truncating modes wrap like word wrapping.
    let unlimited = try TextLayout(
      string: "Hello world again", font: font, width: 60, lineBreakMode: .byTruncatingTail)
    #expect(unlimited.lines.map(\.text) == ["Hello ", "world ", "again"])
  }

  @Test func zeroWidthPutsOneClusterOnEachLine() throws {
    // a 1588, b 1748, c 1572.
    let layout = try TextLayout(string: "abc", font: font, width: 0)
    #expect(layout.lines.map(\.text) == ["a", "b", "c"])
    #expect(close(layout.size.width, points(1748)))
  }

  @Test func invalidArgumentsThrowSpecificErrors() {
    #expect(throws: TextLayoutError.widthIsNaN) { try TextLayout(string: "a", font: font, width: .nan) }
    #expect(throws: TextLayoutError.negativeNumberOfLines(-1)) {
      try TextLayout(string: "a", font: font, width: 10, numberOfLines: -1)
    }
  }

  @Test func lineRangesCoverTheStringInOrder() throws {
    let text = "Hello world again\nand  more-text 漢字漢字 👍🏽 end"
    let layout = try TextLayout(string: text, font: font, width: 30)
    var index = text.startIndex
    for line in layout.lines {
      // Each line starts where the previous one ended, or after one line terminator.
      if line.range.lowerBound != index {
        #expect(text[index].isNewline)
        index = text.index(after: index)
      }
      #expect(line.range.lowerBound == index)
      index = line.range.upperBound
    }
    #expect(index == text.endIndex)
  }

  /// Greedy word wrapping computed word by word from the face's advances and kerning — an
  /// independent model of the rule for text of words and single spaces whose every word fits.
  func modelLines(_ words: [String], width: CGFloat, face: OpenTypeFont, size: CGFloat) -> [String] {
    func measure(_ text: String) -> CGFloat {
      var units = 0
      var previous: UInt16?
      for scalar in text.unicodeScalars {
        let glyph = face.glyph(for: scalar)!
        units += face.advance(of: glyph) + (previous.map { face.kerning($0, glyph) } ?? 0)
        previous = glyph
      }
      return CGFloat(units) * size / CGFloat(face.unitsPerEm)
    }
    var lines: [String] = []
    var current: [String] = []
    for word in words {
      let candidate = (current + [word]).joined(separator: " ")
      if current.isEmpty || measure(candidate) <= width {
        current.append(word)
      } else {
        lines.append(current.joined(separator: " ") + " ")
        current = [word]
      }
    }
    if !current.isEmpty { lines.append(current.joined(separator: " ")) }
    return lines
  }

  @Test func seededRandomTextWrapsAsTheWordByWordModelSays() throws {
    var random = MalformedFontTests.SplitMix64(state: 7)
    let letters = Array("AVTWaeinorstwyk")
    for _ in 0..<300 {
      let words = (0..<1 + Int(random.next() % 12)).map { _ in
        String(
          (0..<1 + Int(random.next() % 8)).map { _ in letters[Int(random.next() % UInt64(letters.count))] })
      }
      let widest =
        try words.map { try TextLayout(string: $0, font: font, width: .infinity).size.width }.max() ?? 0
      let width = widest + CGFloat(random.next() % 100)
      let layout = try TextLayout(string: words.joined(separator: " "), font: font, width: width)
      #expect(
        layout.lines.map(\.text) == modelLines(words, width: width, face: font.face, size: 17),
        "\(words) in \(width)")
      for line in layout.lines { #expect(line.width <= width + 1e-9) }
    }
  }
}

@Suite struct StringDrawingTests {
  let font = Font.systemFont(ofSize: 17)
  var attributes: [NSAttributedString.Key: Any] { [StringDrawing.fontKey: font] }
  func points(_ units: Double) -> CGFloat { units * 17 / 2816 }

  @Test func lineFragmentOriginWrapsInTheWidth() {
    let rect = "Hello world".boundingRect(
      with: CGSize(width: 60, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
      attributes: attributes, context: nil)
    #expect(rect.origin == .zero)
    #expect(close(rect.width, points(7380)))  // "world"
    #expect(close(rect.height, 2 * font.lineHeight))
  }

  @Test func withoutLineFragmentOriginTheTextIsOneLineOnTheBaseline() {
    let rect = "Hello world".boundingRect(
      with: CGSize(width: 60, height: 10), options: [], attributes: attributes, context: nil)
    #expect(close(rect.minY, -font.ascender))
    #expect(close(rect.width, points(14912)))
    #expect(close(rect.height, font.lineHeight))
  }

  @Test func truncatingParagraphStyleMakesEachParagraphOneLine() {
    var withStyle = attributes
    withStyle[StringDrawing.paragraphStyleKey] = ParagraphStyle(lineBreakMode: .byTruncatingTail)
    let rect = "Hello world\nAV".boundingRect(
      with: CGSize(width: 60, height: 1000), options: .usesLineFragmentOrigin, attributes: withStyle,
      context: nil)
    // "Hello…" (9052) and "AV" (3616): two lines.
    #expect(close(rect.width, points(9052)))
    #expect(close(rect.height, 2 * font.lineHeight))
  }

  @Test func truncatesLastVisibleLineKeepsTheLinesThatFitTheHeight() {
    let context = StringDrawingContext()
    let rect = "Hello world again".boundingRect(
      with: CGSize(width: 60, height: font.lineHeight * 1.5),
      options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], attributes: attributes, context: context)
    // One line fits; it is the paragraph truncated at the tail: "Hello…" = 9052.
    #expect(close(rect.width, points(9052)))
    #expect(close(rect.height, font.lineHeight))
    #expect(context.totalBounds == rect)
  }

  @Test func truncatesLastVisibleLineWithAnUnboundedHeightKeepsEveryLine() {
    for height in [CGFloat.greatestFiniteMagnitude, .infinity, 1e300] {
      let rect = "Hello world".boundingRect(
        with: CGSize(width: 60, height: height),
        options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
        attributes: attributes, context: nil)
      #expect(close(rect.height, 2 * font.lineHeight))  // "Hello " / "world"
    }
  }

  @Test func withoutAFontAttributeTheDefaultIsInterRegular12() {
    // (1904 + 1904 − 192) × 12 / 2816.
    #expect(close("AV".size(withAttributes: nil).width, 3616.0 * 12 / 2816))
  }
}
