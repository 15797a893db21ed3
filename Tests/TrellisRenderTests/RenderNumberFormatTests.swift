import Testing
import TrellisRender

@Suite("RenderNumberFormat")
struct RenderNumberFormatTests {
  // Expected strings follow the documented rule: round to hundredths half away from zero, trim
  // trailing zeros and the point, write 0 for anything that rounds to zero.
  @Test("whole numbers are written without a decimal point")
  func wholeNumbers() {
    #expect(RenderNumberFormat.string(1.0) == "1")
    #expect(RenderNumberFormat.string(-35.0) == "-35")
    #expect(RenderNumberFormat.string(1_000_000.0) == "1000000")
    #expect(RenderNumberFormat.string(0.0) == "0")
  }

  @Test("fractions keep at most two decimals with trailing zeros trimmed")
  func fractions() {
    #expect(RenderNumberFormat.string(2.5) == "2.5")
    #expect(RenderNumberFormat.string(1.10) == "1.1")
    #expect(RenderNumberFormat.string(0.05) == "0.05")
    #expect(RenderNumberFormat.string(12.3456) == "12.35")  // 1234.56 → 1235
    #expect(RenderNumberFormat.string(0.124) == "0.12")  // 12.4 → 12
    #expect(RenderNumberFormat.string(0.1 + 0.2) == "0.3")  // 0.30000000000000004 → 30
    #expect(RenderNumberFormat.string(-1.5) == "-1.5")
    #expect(RenderNumberFormat.string(-0.25) == "-0.25")
    #expect(RenderNumberFormat.string(0.999) == "1")  // 99.9 → 100
  }

  @Test("negative zero and values that round to zero are written 0")
  func negativeZero() {
    #expect(RenderNumberFormat.string(-0.0) == "0")
    #expect(RenderNumberFormat.string(-0.004) == "0")  // -0.4 hundredths → 0
    #expect(RenderNumberFormat.string(0.004) == "0")
    #expect(RenderNumberFormat.string(CGFloat(-0.0)) == "0")
  }

  @Test("matrix entries keep up to six decimals, with leading zeros of the fraction")
  func moreDigits() {
    #expect(RenderNumberFormat.string(0.93125, fractionDigits: 6) == "0.93125")
    #expect(RenderNumberFormat.string(0.000123, fractionDigits: 6) == "0.000123")
    #expect(RenderNumberFormat.string(6.123e-17, fractionDigits: 6) == "0")  // cos(π/2) in Double
    #expect(RenderNumberFormat.string(-0.9553364891, fractionDigits: 6) == "-0.955336")
    #expect(RenderNumberFormat.string(2, fractionDigits: 6) == "2")
    #expect(RenderNumberFormat.string(1.25, fractionDigits: 0) == "1")
    #expect(RenderNumberFormat.string(1.05, fractionDigits: 1) == "1.1")
  }

  @Test("non-finite values are written 0 and huge ones are clamped, never in exponent form")
  func nonFiniteAndHuge() {
    #expect(RenderNumberFormat.string(Double.nan) == "0")
    #expect(RenderNumberFormat.string(Double.infinity) == "0")
    #expect(RenderNumberFormat.string(1e20) == "1000000000000")  // clamped to ±1e12
    #expect(RenderNumberFormat.string(-1e20) == "-1000000000000")
    #expect(!RenderNumberFormat.string(1e12).contains("e"))
  }
}

@Suite("RenderTextEscaping")
struct RenderTextEscapingTests {
  @Test("the five XML special characters become entities")
  func xmlEntities() {
    #expect(RenderTextEscaping.xml("a<b & \"c\" 'd'>") == "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;")
    #expect(RenderTextEscaping.xml("1.2") == "1.2")
    #expect(RenderTextEscaping.xml("Zürich ✓") == "Zürich ✓")
  }

  @Test("characters XML 1.0 forbids become U+FFFD; tab and newline stay")
  func forbiddenCharacters() {
    #expect(RenderTextEscaping.xml("a\u{1}b\u{FFFF}") == "a\u{FFFD}b\u{FFFD}")
    #expect(RenderTextEscaping.xml("a\tb\nc") == "a\tb\nc")
  }

  @Test("JSON strings escape quotes, backslashes, controls and the characters that could end a script")
  func jsonStrings() {
    #expect(RenderTextEscaping.jsonString("a\"b\\c") == "\"a\\\"b\\\\c\"")
    #expect(RenderTextEscaping.jsonString("</script>") == "\"\\u003c/script\\u003e\"")
    #expect(RenderTextEscaping.jsonString("x\u{1}&") == "\"x\\u0001\\u0026\"")
    #expect(RenderTextEscaping.jsonString("line\nbreak") == "\"line\\nbreak\"")
  }
}

@Suite("RenderPalette")
struct RenderPaletteTests {
  @Test("the colour index is (item + 5·section) mod 12, non-negative")
  func colourIndex() {
    #expect(RenderPalette.colorIndex(for: IndexPath(item: 0, section: 0)) == 0)
    #expect(RenderPalette.colorIndex(for: IndexPath(item: 3, section: 1)) == 8)  // 3 + 5 = 8
    #expect(RenderPalette.colorIndex(for: IndexPath(item: 7, section: 1)) == 0)  // 12 mod 12
    #expect(RenderPalette.colorIndex(for: IndexPath(item: 25, section: 2)) == 11)  // 35 mod 12
    #expect(RenderPalette.colorIndex(for: IndexPath(item: -1, section: 0)) == 11)  // −1 → 11
    // A one-index path counts as section 4, item 0: 0 + 5·4 = 20 → 8 (no trap on odd lengths).
    #expect(RenderPalette.colorIndex(for: IndexPath(index: 4)) == 8)
  }

  @Test("colours are written as lower-case #rrggbb and the default stroke is the fill times 0.7")
  func colours() {
    #expect(RenderColor(rgb: 0xE87373).hexString == "#e87373")
    // 0xe8 = 232 → 162.4 → 162 = 0xa2; 0x73 = 115 → 80.5 → 80 = 0x50.
    #expect(RenderColor(rgb: 0xE87373).darkened(by: 0.7).hexString == "#a25050")
    #expect(RenderStyle.default(for: cell(3, section: 1, frame: .zero)).label == "1.3")
  }
}
