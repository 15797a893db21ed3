// The system and semantic colours: dynamic colours with a light and a dark value each. The
// values and their sources (Apple's Human Interface Guidelines for the standard colours,
// community measurements of iOS for the semantic ones) are in docs/views.md §1.

extension Color {
  /// A dynamic system colour: `light` for light and unspecified appearances, `dark` for dark.
  /// Components are 0–255 sRGB values and an opacity, as docs/views.md §1 lists them.
  static func system(
    light: (CGFloat, CGFloat, CGFloat, CGFloat), dark: (CGFloat, CGFloat, CGFloat, CGFloat)
  ) -> Color {
    let lightColor = Color(red: light.0 / 255, green: light.1 / 255, blue: light.2 / 255, alpha: light.3)
    let darkColor = Color(red: dark.0 / 255, green: dark.1 / 255, blue: dark.2 / 255, alpha: dark.3)
    return Color(dynamicProvider: { traits in
      traits.userInterfaceStyle == .dark ? darkColor : lightColor
    })
  }

  // MARK: - Standard colours

  /// Blue: light (0, 122, 255), dark (10, 132, 255). The default tint colour.
  public static let systemBlue = system(light: (0, 122, 255, 1), dark: (10, 132, 255, 1))
  /// Red: light (255, 59, 48), dark (255, 69, 58).
  public static let systemRed = system(light: (255, 59, 48, 1), dark: (255, 69, 58, 1))
  /// Green: light (52, 199, 89), dark (48, 209, 88).
  public static let systemGreen = system(light: (52, 199, 89, 1), dark: (48, 209, 88, 1))
  /// Orange: light (255, 149, 0), dark (255, 159, 10).
  public static let systemOrange = system(light: (255, 149, 0, 1), dark: (255, 159, 10, 1))
  /// Yellow: light (255, 204, 0), dark (255, 214, 10).
  public static let systemYellow = system(light: (255, 204, 0, 1), dark: (255, 214, 10, 1))
  /// Pink: light (255, 45, 85), dark (255, 55, 95).
  public static let systemPink = system(light: (255, 45, 85, 1), dark: (255, 55, 95, 1))
  /// Purple: light (175, 82, 222), dark (191, 90, 242).
  public static let systemPurple = system(light: (175, 82, 222, 1), dark: (191, 90, 242, 1))
  /// Teal: light (48, 176, 199), dark (64, 200, 224).
  public static let systemTeal = system(light: (48, 176, 199, 1), dark: (64, 200, 224, 1))
  /// Indigo: light (88, 86, 214), dark (94, 92, 230).
  public static let systemIndigo = system(light: (88, 86, 214, 1), dark: (94, 92, 230, 1))
  /// Brown: light (162, 132, 94), dark (172, 142, 104).
  public static let systemBrown = system(light: (162, 132, 94, 1), dark: (172, 142, 104, 1))
  /// Mint: light (0, 199, 190), dark (99, 230, 226).
  public static let systemMint = system(light: (0, 199, 190, 1), dark: (99, 230, 226, 1))
  /// Cyan: light (50, 173, 230), dark (100, 210, 255).
  public static let systemCyan = system(light: (50, 173, 230, 1), dark: (100, 210, 255, 1))

  /// Grey: (142, 142, 147) in both appearances.
  public static let systemGray = system(light: (142, 142, 147, 1), dark: (142, 142, 147, 1))
  /// Second grey: light (174, 174, 178), dark (99, 99, 102).
  public static let systemGray2 = system(light: (174, 174, 178, 1), dark: (99, 99, 102, 1))
  /// Third grey: light (199, 199, 204), dark (72, 72, 74).
  public static let systemGray3 = system(light: (199, 199, 204, 1), dark: (72, 72, 74, 1))
  /// Fourth grey: light (209, 209, 214), dark (58, 58, 60).
  public static let systemGray4 = system(light: (209, 209, 214, 1), dark: (58, 58, 60, 1))
  /// Fifth grey: light (229, 229, 234), dark (44, 44, 46).
  public static let systemGray5 = system(light: (229, 229, 234, 1), dark: (44, 44, 46, 1))
  /// Sixth grey: light (242, 242, 247), dark (28, 28, 30).
  public static let systemGray6 = system(light: (242, 242, 247, 1), dark: (28, 28, 30, 1))

  /// The tint colour of a view whose ancestors set none: `systemBlue`.
  public static let tintColor = systemBlue

  // MARK: - Backgrounds

  /// The background of a plain view: white in light, black in dark.
  public static let systemBackground = system(light: (255, 255, 255, 1), dark: (0, 0, 0, 1))
  /// Content grouped on `systemBackground`: light (242, 242, 247), dark (28, 28, 30).
  public static let secondarySystemBackground = system(light: (242, 242, 247, 1), dark: (28, 28, 30, 1))
  /// Content grouped on `secondarySystemBackground`: light white, dark (44, 44, 46).
  public static let tertiarySystemBackground = system(light: (255, 255, 255, 1), dark: (44, 44, 46, 1))
  /// The background of a grouped list: light (242, 242, 247), dark black.
  public static let systemGroupedBackground = system(light: (242, 242, 247, 1), dark: (0, 0, 0, 1))
  /// Content on `systemGroupedBackground` (a grouped cell): light white, dark (28, 28, 30).
  public static let secondarySystemGroupedBackground = system(
    light: (255, 255, 255, 1), dark: (28, 28, 30, 1))
  /// Content on `secondarySystemGroupedBackground`: light (242, 242, 247), dark (44, 44, 46).
  public static let tertiarySystemGroupedBackground = system(
    light: (242, 242, 247, 1), dark: (44, 44, 46, 1))

  // MARK: - Text and separators

  /// Primary text: black in light, white in dark.
  public static let label = system(light: (0, 0, 0, 1), dark: (255, 255, 255, 1))
  /// Secondary text: light (60, 60, 67) at 0.6, dark (235, 235, 245) at 0.6.
  public static let secondaryLabel = system(light: (60, 60, 67, 0.6), dark: (235, 235, 245, 0.6))
  /// Tertiary text: light (60, 60, 67) at 0.3, dark (235, 235, 245) at 0.3.
  public static let tertiaryLabel = system(light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
  /// Quaternary text: light (60, 60, 67) at 0.18, dark (235, 235, 245) at 0.18.
  public static let quaternaryLabel = system(light: (60, 60, 67, 0.18), dark: (235, 235, 245, 0.18))
  /// Placeholder text: light (60, 60, 67) at 0.3, dark (235, 235, 245) at 0.3.
  public static let placeholderText = system(light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
  /// A separator that lets content show through: light (60, 60, 67) at 0.29, dark (84, 84, 88)
  /// at 0.6.
  public static let separator = system(light: (60, 60, 67, 0.29), dark: (84, 84, 88, 0.6))
  /// An opaque separator: light (198, 198, 200), dark (56, 56, 58).
  public static let opaqueSeparator = system(light: (198, 198, 200, 1), dark: (56, 56, 58, 1))
  /// Links: light (0, 122, 255), dark (9, 132, 255).
  public static let link = system(light: (0, 122, 255, 1), dark: (9, 132, 255, 1))

  // MARK: - Fills

  /// Fill for thin and small shapes: (120, 120, 128) at 0.2 in light, at 0.36 in dark.
  public static let systemFill = system(light: (120, 120, 128, 0.2), dark: (120, 120, 128, 0.36))
  /// Fill for medium shapes: (120, 120, 128) at 0.16 in light, at 0.32 in dark.
  public static let secondarySystemFill = system(light: (120, 120, 128, 0.16), dark: (120, 120, 128, 0.32))
  /// Fill for large shapes: (118, 118, 128) at 0.12 in light, at 0.24 in dark.
  public static let tertiarySystemFill = system(light: (118, 118, 128, 0.12), dark: (118, 118, 128, 0.24))
  /// Fill for large areas with complex content: light (116, 116, 128) at 0.08, dark
  /// (118, 118, 128) at 0.18.
  public static let quaternarySystemFill = system(
    light: (116, 116, 128, 0.08), dark: (118, 118, 128, 0.18))
}
