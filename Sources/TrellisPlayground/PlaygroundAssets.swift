import Foundation
import TrellisText

/// The page's static files, read once from the module's bundle resources (`Public/`), and the
/// Inter font files from TrellisText's (`BundledFontFile`).
///
/// Only these files are served, each by its own route or (fonts) by exact file name, so no
/// request path ever reaches the file system.
struct PlaygroundAssets: Sendable {
  /// One file: its bytes and its `Content-Type`.
  struct Asset: Sendable {
    let data: Data
    let contentType: String
  }

  let indexHTML: Asset
  let appJS: Asset
  /// The page's device behaviours (wheel gestures, page dots, scroll indicators, returning to
  /// the same place after a reconnection), loaded after `app.js`.
  let deviceJS: Asset
  let styleCSS: Asset
  let faviconSVG: Asset
  /// The Inter files TrellisText measures with (`BundledFontFile.all`), by file name.
  let fonts: [String: Asset]

  /// Reads the files from `Bundle.module`.
  ///
  /// - Throws: `PlaygroundServerError.missingResource` when a file is not in the bundle (a
  ///   broken install).
  static func load() throws(PlaygroundServerError) -> PlaygroundAssets {
    func read(_ name: String, _ ext: String, _ type: String) throws(PlaygroundServerError) -> Asset {
      guard let url = Bundle.module.url(forResource: name, withExtension: ext, subdirectory: "Public"),
        let data = try? Data(contentsOf: url)
      else { throw .missingResource("Public/\(name).\(ext)") }
      return Asset(data: data, contentType: type)
    }
    var fonts: [String: Asset] = [:]
    for file in BundledFontFile.all {
      do {
        fonts[file.fileName] = Asset(data: try file.data(), contentType: "font/otf")
      } catch {
        throw .missingResource("TrellisText's Fonts/\(file.fileName) (\(error))")
      }
    }
    return PlaygroundAssets(
      indexHTML: try read("index", "html", "text/html; charset=utf-8"),
      appJS: try read("app", "js", "text/javascript; charset=utf-8"),
      deviceJS: try read("device", "js", "text/javascript; charset=utf-8"),
      styleCSS: try read("style", "css", "text/css; charset=utf-8"),
      faviconSVG: try read("favicon", "svg", "image/svg+xml"), fonts: fonts)
  }
}
