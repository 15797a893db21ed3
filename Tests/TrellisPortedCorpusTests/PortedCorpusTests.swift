// The layouts in UIKit/ are UIKit code that cannot compile on Linux; Ported/ is what
// `trellis port` made of them, and it is what this target compiles and the other tests drive.
// Ported/ is never edited by hand: this test ports UIKit/ again, in the test run, and requires
// the committed files to be byte for byte what the tool writes today. After changing a layout in
// UIKit/ or the tool, regenerate with
//
//   swift run trellis-port Tests/TrellisPortedCorpusTests/UIKit --output Tests/TrellisPortedCorpusTests/Ported
import Foundation
import Testing
import TrellisPort

// Off the main actor (the port tool is nonisolated): porting takes seconds in a debug build and
// must not hold up the main-actor suites.
@Suite("ported corpus: Ported/ is what trellis port writes from UIKit/ today")
struct PortedCorpusTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let uikit = root.appendingPathComponent("UIKit").path
  static let ported = root.appendingPathComponent("Ported").path

  /// The port of UIKit/ into Ported/, read and ported now; nothing is written.
  func plan() throws -> PortPlan {
    try PortJob(paths: [Self.uikit], output: Self.ported).plan()
  }

  @Test("every file in Ported/ is the tool's output for its file in UIKit/, byte for byte")
  func portedIsToolOutput() throws {
    let plan = try plan()
    #expect(plan.result.files.count >= 3)
    for (file, path) in zip(plan.result.files, plan.outputPaths) {
      let committed = try? String(contentsOfFile: path, encoding: .utf8)
      #expect(
        committed == file.text,
        "\(path) is not what `trellis port` writes for \(file.path): regenerate it (see the top of this file)"
      )
    }
    let committedNames = try FileManager.default.contentsOfDirectory(atPath: Self.ported).sorted()
    let writtenNames = plan.outputPaths.map { ($0 as NSString).lastPathComponent }.sorted()
    #expect(committedNames == writtenNames)
  }

  @Test("each layout needed porting, and the tool ported all of it: nothing left, nothing to check")
  func everythingPorted() throws {
    let result = try plan().result
    let unchanged = result.files.filter { !$0.changed }.map(\.path)
    #expect(unchanged.isEmpty)
    #expect(result.notPortedCount == 0, "\(result.diagnostics.filter { $0.kind == .notPorted })")
    #expect(result.diagnostics.filter { $0.kind == .note }.isEmpty)
  }

  @Test("porting Ported/ again changes nothing and reports nothing")
  func idempotent() throws {
    let again = try PortJob(paths: [Self.ported], output: NSTemporaryDirectory()).plan().result
    let changed = again.files.filter(\.changed).map(\.path)
    #expect(changed.isEmpty)
    #expect(again.diagnostics.isEmpty, "\(again.diagnostics)")
  }

  @Test("the corpus has each construct only the tool can port, and the report shows each rewrite")
  func coversTheConstructs() throws {
    let inputs = try FileManager.default.contentsOfDirectory(atPath: Self.uikit).map {
      try String(contentsOfFile: (Self.uikit as NSString).appendingPathComponent($0), encoding: .utf8)
    }
    .joined(separator: "\n")
    for construct in [
      "@objc protocol", "@objc optional func", "?(", "responds(to: #selector(", "!(", "@objc dynamic var",
      "@IBInspectable", "@IBOutlet", "@objcMembers", "NSObjectProtocol", "import CoreGraphics",
      "import QuartzCore",
      "\nextension ", "addTarget(self, action: #selector(",
      "CADisplayLink(target: self, selector: #selector(",
      "#if !os(tvOS)\nextension",
    ] {
      #expect(inputs.contains(construct), "no layout in UIKit/ uses \(construct)")
    }
    let report = try plan().result.diagnostics.map(\.text)
    for rewrite in [
      "→ `@preconcurrency @MainActor` Swift protocol",
      "→ requirement whose default reports that it is not implemented",
      "→ `optionalRequirement { …", "→ `optionalRequirement({ …", "`responds(to:)` check and the forced call",
      "removed the `responds(to:)` check", "removed `@objc`, `dynamic`", "removed `@IBOutlet`",
      "removed `@objcMembers`", "removed `import CoreGraphics`", "removed `import QuartzCore`",
      "from the extension into the body of", "(declared in ", "inside `#if !os(tvOS)`",
      "→ `addAction(UIAction { … }, for:)`", "→ `CADisplayLink { … }`",
      "added `import TrellisUIKit`: the file imported nothing",
    ] {
      #expect(report.contains { $0.contains(rewrite) }, "the report has no \(rewrite)")
    }
  }
}
