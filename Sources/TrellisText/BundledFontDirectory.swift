import Foundation

/// Where the Inter font files that TrellisText measures text with are stored.
public enum BundledFontDirectory {
  /// The directory holding the shipped Inter files (`Inter-Regular.otf` and the other weights),
  /// or `nil` when the module's resources cannot be found. A rasteriser that draws text with
  /// these exact files draws it in the font the layout measured (docs/text.md §1).
  public static var url: URL? {
    Bundle.module.url(forResource: BundledFont.regular.rawValue, withExtension: "otf", subdirectory: "Fonts")?
      .deletingLastPathComponent()
  }

  /// The shipped font files' names, sorted (`Inter-Bold.otf`, …).
  public static var fileNames: [String] {
    BundledFont.allCases.map { $0.rawValue + ".otf" }.sorted()
  }
}
