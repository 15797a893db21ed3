// The manifest of the article "Sharing layouts with an iOS app" (MyAppLayouts/Package.swift),
// evaluated by SwiftPM (`swift package dump-package`) and checked against what the article says
// about it.

import Foundation
import Testing

@Suite("Sharing layouts with an iOS app: the package's manifest")
@MainActor
struct SharingLayoutsManifestTests {
  @Test("the layouts' library takes TrellisUIKit on Linux and macOS only, never in an iOS build")
  func trellisIsLeftOutOfIOSBuilds() throws {
    let manifest = try checkArticleManifest("SharingLayouts/MyAppLayouts")
    let targets = manifest["targets"] as? [[String: Any]] ?? []
    #expect(targets.compactMap { $0["name"] as? String } == ["MyAppLayouts", "MyAppLayoutsTests"])
    for target in targets {
      // Every dependency on Trellis is `.product(name: "TrellisUIKit", package: "trellis",
      // condition: .when(platforms: [.linux, .macOS]))`: dumped as [name, package, moduleAliases,
      // condition].
      for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
        guard let product = dependency["product"] as? [Any] else { continue }
        #expect(product.first as? String == "TrellisUIKit")
        #expect(product.dropFirst().first as? String == "trellis")
        let condition = product.count > 3 ? product[3] as? [String: Any] : nil
        #expect(condition?["platformNames"] as? [String] == ["linux", "macos"], "\(target["name"] ?? "")")
      }
    }
    let products = manifest["products"] as? [[String: Any]] ?? []
    #expect(products.compactMap { $0["name"] as? String } == ["MyAppLayouts"])
    #expect((products.first?["targets"] as? [String]) == ["MyAppLayouts"])
  }

  @Test("the package declares iOS 16 for the app and macOS 14, Trellis's own minimum, for its tests")
  func platforms() throws {
    let manifest = try dumpPackage(
      ArticleListings.targetDirectory.appendingPathComponent("SharingLayouts/MyAppLayouts"))
    let trellis = try dumpPackage(ArticleListings.packageRoot)
    func versions(_ manifest: [String: Any]) -> [String: String] {
      var result: [String: String] = [:]
      for platform in manifest["platforms"] as? [[String: Any]] ?? [] {
        if let name = platform["platformName"] as? String, let version = platform["version"] as? String {
          result[name] = version
        }
      }
      return result
    }
    #expect(versions(manifest) == ["ios": "16.0", "macos": "14.0"])
    // The article says Trellis declares macOS 14 and nothing else (Linux needs no declaration).
    #expect(versions(trellis) == ["macos": "14.0"])
  }
}
