import Foundation
import Testing
import TrellisViews

/// The published light and dark values (docs/views.md §1) as 0xRRGGBB and opacity.
private let table: [(String, Color, light: (Int, CGFloat), dark: (Int, CGFloat))] = [
  ("systemBlue", .systemBlue, (0x007AFF, 1), (0x0A84FF, 1)),
  ("systemRed", .systemRed, (0xFF3B30, 1), (0xFF453A, 1)),
  ("systemGreen", .systemGreen, (0x34C759, 1), (0x30D158, 1)),
  ("systemOrange", .systemOrange, (0xFF9500, 1), (0xFF9F0A, 1)),
  ("systemYellow", .systemYellow, (0xFFCC00, 1), (0xFFD60A, 1)),
  ("systemPink", .systemPink, (0xFF2D55, 1), (0xFF375F, 1)),
  ("systemPurple", .systemPurple, (0xAF52DE, 1), (0xBF5AF2, 1)),
  ("systemTeal", .systemTeal, (0x30B0C7, 1), (0x40C8E0, 1)),
  ("systemIndigo", .systemIndigo, (0x5856D6, 1), (0x5E5CE6, 1)),
  ("systemBrown", .systemBrown, (0xA2845E, 1), (0xAC8E68, 1)),
  ("systemMint", .systemMint, (0x00C7BE, 1), (0x63E6E2, 1)),
  ("systemCyan", .systemCyan, (0x32ADE6, 1), (0x64D2FF, 1)),
  ("systemGray", .systemGray, (0x8E8E93, 1), (0x8E8E93, 1)),
  ("systemGray2", .systemGray2, (0xAEAEB2, 1), (0x636366, 1)),
  ("systemGray3", .systemGray3, (0xC7C7CC, 1), (0x48484A, 1)),
  ("systemGray4", .systemGray4, (0xD1D1D6, 1), (0x3A3A3C, 1)),
  ("systemGray5", .systemGray5, (0xE5E5EA, 1), (0x2C2C2E, 1)),
  ("systemGray6", .systemGray6, (0xF2F2F7, 1), (0x1C1C1E, 1)),
  ("systemBackground", .systemBackground, (0xFFFFFF, 1), (0x000000, 1)),
  ("secondarySystemBackground", .secondarySystemBackground, (0xF2F2F7, 1), (0x1C1C1E, 1)),
  ("tertiarySystemBackground", .tertiarySystemBackground, (0xFFFFFF, 1), (0x2C2C2E, 1)),
  ("systemGroupedBackground", .systemGroupedBackground, (0xF2F2F7, 1), (0x000000, 1)),
  ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground, (0xFFFFFF, 1), (0x1C1C1E, 1)),
  ("tertiarySystemGroupedBackground", .tertiarySystemGroupedBackground, (0xF2F2F7, 1), (0x2C2C2E, 1)),
  ("label", .label, (0x000000, 1), (0xFFFFFF, 1)),
  ("secondaryLabel", .secondaryLabel, (0x3C3C43, 0.6), (0xEBEBF5, 0.6)),
  ("tertiaryLabel", .tertiaryLabel, (0x3C3C43, 0.3), (0xEBEBF5, 0.3)),
  ("quaternaryLabel", .quaternaryLabel, (0x3C3C43, 0.18), (0xEBEBF5, 0.18)),
  ("placeholderText", .placeholderText, (0x3C3C43, 0.3), (0xEBEBF5, 0.3)),
  ("separator", .separator, (0x3C3C43, 0.29), (0x545458, 0.6)),
  ("opaqueSeparator", .opaqueSeparator, (0xC6C6C8, 1), (0x38383A, 1)),
  ("link", .link, (0x007AFF, 1), (0x0984FF, 1)),
  ("systemFill", .systemFill, (0x787880, 0.2), (0x787880, 0.36)),
  ("secondarySystemFill", .secondarySystemFill, (0x787880, 0.16), (0x787880, 0.32)),
  ("tertiarySystemFill", .tertiarySystemFill, (0x767680, 0.12), (0x767680, 0.24)),
  ("quaternarySystemFill", .quaternarySystemFill, (0x747480, 0.08), (0x767680, 0.18)),
]

/// The colour 0xRRGGBB with opacity `alpha`, each channel divided by 255.
private func hex(_ rgb: Int, _ alpha: CGFloat) -> Color {
  Color(
    red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
    blue: CGFloat(rgb & 0xFF) / 255, alpha: alpha)
}

/// Whether two colours agree to within 1e-9 in every component.
private func close(_ a: Color, _ b: Color) -> Bool {
  abs(a.red - b.red) < 1e-9 && abs(a.green - b.green) < 1e-9 && abs(a.blue - b.blue) < 1e-9
    && abs(a.alpha - b.alpha) < 1e-9
}

@Suite("Color: system colours, dynamic colours, initialisers")
struct ColorTests {
  @Test("every system colour resolves to its published light and dark value (docs/views.md §1)")
  func systemColorsResolve() {
    let light = TraitCollection(userInterfaceStyle: .light)
    let dark = TraitCollection(userInterfaceStyle: .dark)
    let unspecified = TraitCollection()
    for (name, color, l, d) in table {
      #expect(color.isDynamic, "\(name)")
      #expect(close(color.resolvedColor(with: light), hex(l.0, l.1)), "\(name) light")
      #expect(close(color.resolvedColor(with: dark), hex(d.0, d.1)), "\(name) dark")
      #expect(close(color.resolvedColor(with: unspecified), hex(l.0, l.1)), "\(name) unspecified")
      // Used as a plain value, a dynamic colour is its light resolution.
      #expect(close(color, hex(l.0, l.1)), "\(name) plain")
    }
  }

  @Test("the default tint colour is systemBlue: (0, 122, 255) light, (10, 132, 255) dark")
  func tintColorIsSystemBlue() {
    #expect(
      close(Color.tintColor.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)), hex(0x0A84FF, 1))
    )
    #expect(Color.tintColor == Color.systemBlue)
  }

  @Test("a dynamic provider is asked with the traits; the plain value is its light answer")
  func dynamicProvider() {
    let color = Color { traits in
      traits.userInterfaceStyle == .dark
        ? Color(white: 0.9, alpha: 1) : Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
    }
    #expect(color.isDynamic)
    #expect(color.red == 0.1 && color.green == 0.2 && color.blue == 0.3)
    let dark = color.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark))
    #expect(dark == Color(white: 0.9, alpha: 1))
    #expect(!dark.isDynamic)
    #expect(color.description == Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 1).description)
    #expect(color.hashValue == Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 1).hashValue)
    #expect(color.cgColor.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)) == dark)
  }

  @Test("a provider returning a dynamic colour is resolved again with the same traits")
  func nestedProvider() {
    let color = Color { _ in .label }
    #expect(color.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)) == .white)
    #expect(color.resolvedColor(with: TraitCollection(userInterfaceStyle: .light)) == .black)
  }

  @Test("withAlphaComponent keeps a colour dynamic: separator dark (84, 84, 88) at 0.5")
  func alphaOnDynamicColor() {
    let half = Color.separator.withAlphaComponent(0.5)
    #expect(half.isDynamic)
    #expect(close(half.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)), hex(0x545458, 0.5)))
    #expect(close(half, hex(0x3C3C43, 0.5)))
    #expect(!Color.red.withAlphaComponent(0.5).isDynamic)
  }

  @Test("white, Display P3 (stored as given), cgColor round trip and components clamped to 0…1")
  func initialisers() {
    #expect(Color(white: 0.25, alpha: 0.5) == Color(red: 0.25, green: 0.25, blue: 0.25, alpha: 0.5))
    #expect(
      Color(displayP3Red: 1, green: 0.2, blue: 0.1, alpha: 1)
        == Color(red: 1, green: 0.2, blue: 0.1, alpha: 1))
    #expect(Color(cgColor: Color.systemRed.cgColor).isDynamic)
    #expect(
      Color(red: 2, green: -1, blue: .nan, alpha: .infinity) == Color(red: 1, green: 0, blue: 0, alpha: 1))
  }

  @Test("getWhite answers for greys only; getHue gives HSB: orange (1, 0.5, 0) is hue 1/12")
  func componentsOut() {
    var white: CGFloat = -1
    var alpha: CGFloat = -1
    #expect(Color(white: 0.4, alpha: 0.7).getWhite(&white, alpha: &alpha))
    #expect(white == 0.4 && alpha == 0.7)
    white = -1
    #expect(!Color.red.getWhite(&white, alpha: nil))
    #expect(white == -1)
    var hue: CGFloat = 0
    var saturation: CGFloat = 0
    var brightness: CGFloat = 0
    // Orange: max 1 (red), min 0, chroma 1; hue = ((0.5 − 0) / 1) / 6 = 1/12.
    #expect(Color.orange.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
    #expect(abs(hue - 1.0 / 12.0) < 1e-12 && saturation == 1 && brightness == 1 && alpha == 1)
    // Round trip through init(hue:saturation:brightness:alpha:).
    let color = Color(hue: 0.7, saturation: 0.4, brightness: 0.8, alpha: 1)
    #expect(color.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: nil))
    #expect(abs(hue - 0.7) < 1e-12 && abs(saturation - 0.4) < 1e-12 && abs(brightness - 0.8) < 1e-12)
  }

  @Test("Color(named:) is nil until a colour is registered under the name, and nil again after removal")
  func namedColors() {
    #expect(Color(named: "ColorTests.accent") == nil)
    Color.register(.systemPink, named: "ColorTests.accent")
    let found = Color(named: "ColorTests.accent")
    #expect(found?.isDynamic == true)
    #expect(found?.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)) == hex(0xFF375F, 1))
    Color.register(nil, named: "ColorTests.accent")
    #expect(Color(named: "ColorTests.accent") == nil)
  }
}
