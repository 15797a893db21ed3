import Foundation

/// The Inter font files shipped in this module's resources (Fonts/, SIL Open Font License 1.1;
/// where they come from: docs/text.md §1).
enum BundledFont: String, CaseIterable, Sendable {
  case regular = "Inter-Regular"
  case medium = "Inter-Medium"
  case semibold = "Inter-SemiBold"
  case bold = "Inter-Bold"
  case italic = "Inter-Italic"

  /// The weight each upright file stands for, for nearest-weight matching.
  var weight: Font.Weight {
    switch self {
    case .regular, .italic: .regular
    case .medium: .medium
    case .semibold: .semibold
    case .bold: .bold
    }
  }

  /// The shipped file for `weight` and `italic`: the upright file of nearest raw weight (a tie
  /// goes to the lighter; NaN gives regular), or Inter Italic for any italic request — the only
  /// italic shipped.
  static func matching(weight: Font.Weight, italic: Bool) -> BundledFont {
    if italic { return .italic }
    var best = BundledFont.regular
    guard !weight.rawValue.isNaN else { return best }
    for candidate in [BundledFont.regular, .medium, .semibold, .bold] {
      if abs(candidate.weight.rawValue - weight.rawValue) < abs(best.weight.rawValue - weight.rawValue) {
        best = candidate
      }
    }
    return best
  }

  /// The parsed file, or why it could not be loaded; read once per process.
  var face: Result<OpenTypeFont, FontLoadingError> {
    switch self {
    case .regular: Self.regularFace
    case .medium: Self.mediumFace
    case .semibold: Self.semiboldFace
    case .bold: Self.boldFace
    case .italic: Self.italicFace
    }
  }

  private static let regularFace = load(.regular)
  private static let mediumFace = load(.medium)
  private static let semiboldFace = load(.semibold)
  private static let boldFace = load(.bold)
  private static let italicFace = load(.italic)

  private static func load(_ file: BundledFont) -> Result<OpenTypeFont, FontLoadingError> {
    guard let url = Bundle.module.url(forResource: file.rawValue, withExtension: "otf", subdirectory: "Fonts")
    else { return .failure(.resourceMissing(file.rawValue + ".otf")) }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      return .failure(.unreadable(file.rawValue + ".otf", reason: "\(error)"))
    }
    do {
      return .success(try OpenTypeFont(data: data))
    } catch {
      return .failure(.invalid(file.rawValue + ".otf", error))
    }
  }
}
