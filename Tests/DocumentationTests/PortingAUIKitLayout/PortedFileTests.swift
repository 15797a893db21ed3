// The article "Porting a UIKit layout" (TrellisUIKit.docc/PortingAUIKitLayout.md) shows UIKit code
// (UIKit/ShelfLayout.swift), its port (ShelfLayout.swift) and the tool's report
// (UIKit/report.txt). This test ports the UIKit code now and checks the other two against it.

import Foundation
import Testing
import TrellisPort
import TrellisUIKit

@Suite("Porting a UIKit layout: the tool's output and its report")
@MainActor
struct PortedFileTests {
  @Test("ShelfLayout.swift is what trellis port writes for the UIKit code, intersects → overlaps included")
  func portedIsToolOutput() throws {
    let regions = try ArticleListings.regions()
    let before = try #require(regions["porting-before"]).text + "\n"
    let after = try #require(regions["porting-after"]).text + "\n"
    let result = Porter().port([PortSource(path: "ShelfLayout.swift", text: before)])
    let ported = try #require(result.files.first).text
    #expect(result.notPortedCount == 0)
    #expect(ported == after)
    // Apple's rule for rectangles that share an edge: `frames[$0].intersects(rect)` became
    // `frames[$0].overlaps(rect)`.
    #expect(before.contains("frames[$0].intersects(rect)"))
    #expect(after.contains("frames[$0].overlaps(rect)") && !after.contains("intersects"))
    // Why the rewrite: on Linux, Foundation's `intersects` counts rectangles that share an edge
    // (card 0 ends at x = 130, the gap between cards starts there); Apple's rule does not.
    let card = CGRect(x: 10, y: 10, width: 120, height: 180)
    let gap = CGRect(x: 130, y: 0, width: 10, height: 200)
    #expect(!card.overlaps(gap))
    #if !canImport(Darwin)
    #expect(card.intersects(gap))
    #endif
    // The report the article shows, line for line.
    let report = try ArticleListings.fileText("PortingAUIKitLayout/UIKit/report.txt")
    #expect(result.diagnostics.map(\.description).joined(separator: "\n") == report)
  }

  @Test("trellis port's job ports the file on disk to the same text, with the summary the article quotes")
  func commandSummary() throws {
    let regions = try ArticleListings.regions()
    let before = try #require(regions["porting-before"]).text + "\n"
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-docs-porting-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("ShelfLayout.swift")
    try before.write(to: file, atomically: true, encoding: .utf8)
    // `trellis port ShelfLayout.swift --output Ported` plans this job, prints its report and
    // its summary, then writes the files (planning writes nothing).
    let plan = try PortJob(paths: [file.path], output: "Ported").plan()
    let direct = Porter().port([PortSource(path: "ShelfLayout.swift", text: before)])
    #expect(plan.result.files.map(\.text) == direct.files.map(\.text))
    // One file, changed; the six rewrites of the report; nothing left unported.
    #expect(plan.summary == "ported 1 file into Ported: 1 changed, 6 rewrites, 0 constructs not ported")
  }
}
