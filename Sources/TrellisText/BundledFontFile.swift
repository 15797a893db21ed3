import Foundation

/// One of the Inter font files TrellisText ships and measures with (Fonts/, SIL Open Font
/// License 1.1; docs/text.md §1), for a host that must show text in the same font it was
/// measured in — the playground serves these files to the browser (docs/playground.md).
///
/// A text run's `fontWeight` and `isItalic` (`DrawingCommand.Text`) select the file: the run's
/// weight is its face's OS/2 weight class, which is `cssWeight` of exactly one file here (of
/// the italic one when the run is italic).
public struct BundledFontFile: Hashable, Sendable, CustomStringConvertible {
  /// The file's name in the bundle, "Inter-Regular.otf".
  public let fileName: String
  /// The PostScript name of its face, "Inter-Regular" (what `Font(name:size:)` accepts).
  public let postScriptName: String
  /// The CSS font weight the file stands for: 400, 500, 600 or 700 (the face's weight class).
  public let cssWeight: Int
  /// Whether the file is the italic face.
  public let isItalic: Bool

  private init(_ file: BundledFont) {
    postScriptName = file.rawValue
    fileName = file.rawValue + ".otf"
    isItalic = file == .italic
    switch file {
    case .regular, .italic: cssWeight = 400
    case .medium: cssWeight = 500
    case .semibold: cssWeight = 600
    case .bold: cssWeight = 700
    }
  }

  /// Every shipped file: Regular, Medium, SemiBold, Bold, then Italic.
  public static let all: [BundledFontFile] = BundledFont.allCases.map(BundledFontFile.init)

  /// The shipped file called `fileName` exactly ("Inter-Bold.otf"), or `nil` for any other name.
  ///
  /// - Complexity: O(1): five names are compared.
  public static func named(_ fileName: String) -> BundledFontFile? {
    all.first { $0.fileName == fileName }
  }

  /// The file's bytes, read from the module's bundle.
  ///
  /// - Throws: `FontLoadingError.resourceMissing` when the file is not in the bundle (a broken
  ///   install), `.unreadable` when it cannot be read.
  public func data() throws(FontLoadingError) -> Data {
    guard
      let url = Bundle.module.url(forResource: postScriptName, withExtension: "otf", subdirectory: "Fonts")
    else { throw .resourceMissing(fileName) }
    do {
      return try Data(contentsOf: url)
    } catch {
      throw .unreadable(fileName, reason: "\(error)")
    }
  }

  /// The file name.
  public var description: String { fileName }
}
