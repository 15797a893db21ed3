import ArgumentParser
import Foundation
import Testing
import TrellisImages

@testable import TrellisCLI

@Suite(
  "trellis render --png: the scene's frame as a PNG image",
  .enabled(
    if: ProcessInfo.processInfo.environment["TRELLIS_REQUIRE_RSVG"] == "1"
      || SVGRasterizer().programURL() != nil,
    "rsvg-convert is not installed (Debian: librsvg2-bin)"))
struct RenderImageTests {
  @Test("the PNG is the SVG's size times the scale, and the first cell's fill is where the SVG puts it")
  func pngMatchesTheSVG() async throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let svgPath = directory.appendingPathComponent("flow.svg").path
    let pngPath = directory.appendingPathComponent("flow.png").path
    #expect(await run(["render", "flow", "--items", "40", "--out", svgPath]) == nil)
    #expect(await run(["render", "flow", "--items", "40", "--png", "--scale", "2", "--out", pngPath]) == nil)
    let svg = try String(contentsOfFile: svgPath, encoding: .utf8)
    let image = try PNGImage(data: Data(contentsOf: URL(fileURLWithPath: pngPath)))
    // The flow scene's viewport is 390 × 844 points: 780 × 1688 pixels at scale 2.
    #expect(image.width == 780 && image.height == 1688)
    // The first cell as the SVG draws it: `<rect class="cell" x="…" y="…" … fill="#rrggbb"`.
    let cell = try #require(svg.split(separator: "\n").first { $0.hasPrefix("<rect class=\"cell\"") })
    func attribute(_ name: String) throws -> String {
      let start = try #require(cell.range(of: " \(name)=\""))
      return String(cell[start.upperBound...].prefix { $0 != "\"" })
    }
    let x = try #require(Double(attribute("x")))
    let y = try #require(Double(attribute("y")))
    let fill = try #require(UInt32(attribute("fill").dropFirst(), radix: 16))
    // 10 points into the cell from its top-left corner, doubled: inside the outline, away from
    // the rounded corner and the centred label.
    let pixel = try #require(image.pixel(x: Int((x + 10) * 2), y: Int((y + 10) * 2)))
    #expect(pixel == (UInt8(fill >> 16), UInt8((fill >> 8) & 0xFF), UInt8(fill & 0xFF), 255))
  }

  @Test("without --out the file is named after the scene, .png with --png")
  func defaultNames() throws {
    #expect(try RenderCommand.parse(["springy"]).outputPath == "springy.svg")
    #expect(try RenderCommand.parse(["springy", "--png"]).outputPath == "springy.png")
    #expect(try RenderCommand.parse(["flow", "--out", "a.PNG"]).writesPNG)
  }
}
