import ArgumentParser
import Foundation
import Testing

@testable import TrellisCLI

@Suite("trellis flow")
struct FlowCommandTests {
  @Test("a million items: content size and the visible lines follow the flow-layout arithmetic")
  func millionItemsReport() {
    // Width 390, items 50 wide, spacing 10: (390 + 10) / (50 + 10) = 6.67 → 6 items per line;
    // justified spacing (390 − 6·50) / 5 = 18 → x = 0, 68, 136, 204, 272, 340.
    // Lines: ceil(1,000,000 / 6) = 166,667; height = 166,667·50 + 166,666·10 = 10,000,010.
    // At offset 500,000 the first visible line is k = floor(500,000 / 60) = 8,333 (y = 499,980,
    // items 49,998 … 50,003); the last starts before 500,844: k = floor(500,844 / 60) = 8,347
    // (y = 500,820), whose last item is 8,347·6 + 5 = 50,087. Visible: 15 lines · 6 = 90 cells.
    let scenario = FlowScenario(
      items: 1_000_000, sections: 1, viewport: CGSize(width: 390, height: 844),
      itemSize: CGSize(width: 50, height: 50), spacing: 10, direction: .vertical)
    let lines = scenario.report(offset: 500_000, limit: 2).split(separator: "\n").map(String.init)
    #expect(lines[1] == "content size: 390 × 10000010")
    #expect(lines[3] == "visible cells: 90, from [0, 49998] to [0, 50087]")
    #expect(lines[4] == "  [0, 49998]  x 0  y 499980  w 50  h 50")
    #expect(lines[5] == "  [0, 49999]  x 68  y 499980  w 50  h 50")
    #expect(lines[6] == "  … 88 more")
  }

  @Test("horizontal: columns fill top to bottom")
  func horizontalColumns() {
    // Height 200, items 50 tall, spacing 10: (200 + 10) / 60 = 3.5 → 3 per column, justified
    // spacing (200 − 150) / 2 = 25 → y = 0, 75, 150. Item 3 starts the second column at x = 60.
    let scenario = FlowScenario(
      items: 7, sections: 1, viewport: CGSize(width: 300, height: 200),
      itemSize: CGSize(width: 50, height: 50), spacing: 10, direction: .horizontal)
    let lines = scenario.report(offset: 0, limit: 4).split(separator: "\n").map(String.init)
    // Three columns: width 3·50 + 2·10 = 170.
    #expect(lines[1] == "content size: 170 × 200")
    #expect(lines[4] == "  [0, 0]  x 0  y 0  w 50  h 50")
    #expect(lines[5] == "  [0, 1]  x 0  y 75  w 50  h 50")
    #expect(lines[6] == "  [0, 2]  x 0  y 150  w 50  h 50")
    #expect(lines[7] == "  [0, 3]  x 60  y 0  w 50  h 50")
  }

  @Test(
    "bad numbers are rejected with a message naming the option",
    arguments: [
      (["flow", "--width", "0"], "--width must be a number from 1 to 100000, got 0."),
      (["flow", "--item-height", "nan"], "--item-height must be a number from 1 to 100000, got nan."),
      (["flow", "--sections", "0"], "--sections must be a whole number from 1 to 10000, got 0."),
      (["flow", "--spacing=-1"], "--spacing must be a number from 0 to 10000, got -1."),
      (["flow", "--spacing", "-1"], "--spacing must be a number from 0 to 10000, got -1."),
      (
        ["flow", "--items", "5000000", "--sections", "3"],
        "--items × --sections must be at most 10,000,000, got 5000000 × 3."
      ),
    ])
  func rejectsBadNumbers(arguments: [String], message: String) {
    do {
      _ = try TrellisCommand.parseAsRoot(arguments)
      Issue.record("expected \(arguments) to be rejected")
    } catch {
      #expect(TrellisCommand.message(for: error) == message)
      #expect(TrellisCommand.exitCode(for: error) != .success)
    }
  }
}
