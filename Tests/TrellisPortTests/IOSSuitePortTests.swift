import Foundation
import Testing
import TrellisPort

/// ThreadLayoutKit (Tests/DocumentationTests/TestingYourLayout) is a layout library and its XCTest
/// suite written as on iOS, with `import TrellisUIKit` for `import UIKit`: written with
/// `import UIKit`, it ports to itself, every message an import rewrite.
@Suite("trellis port: an iOS layout library and its XCTest suite need only the import")
struct IOSSuitePortTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("DocumentationTests/TestingYourLayout")

  @Test("ThreadLayoutKit and ThreadLayoutKitTests with `import UIKit` port to the files as they are")
  func threadLayoutKitPortsToItself() throws {
    var sources: [PortSource] = []
    for directory in ["ThreadLayoutKit", "ThreadLayoutKitTests"] {
      let url = Self.root.appendingPathComponent(directory)
      for name in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
      where name.hasSuffix(".swift") {
        let text = try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
        sources.append(PortSource(path: "\(directory)/\(name)", text: text))
      }
    }
    #expect(sources.count == 10)
    let uikit = sources.map {
      PortSource(
        path: $0.path, text: $0.text.replacingOccurrences(of: "import TrellisUIKit\n", with: "import UIKit\n")
      )
    }
    let result = Porter().port(uikit)
    #expect(result.files.map(\.text) == sources.map(\.text))
    #expect(result.diagnostics.count == sources.count)
    #expect(result.diagnostics.allSatisfy { $0.text.contains("`import UIKit` → `import TrellisUIKit`") })
  }
}
