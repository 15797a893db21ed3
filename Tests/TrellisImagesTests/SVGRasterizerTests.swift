import Foundation
import Testing
import TrellisImages
import TrellisText

@Suite(
  "SVGRasterizer draws SVG with librsvg, text in the bundled Inter",
  .enabled(if: RasterizerAvailability.shouldRun, "rsvg-convert is not installed (Debian: librsvg2-bin)"))
struct SVGRasterizerTests {
  let redBar = """
    <svg xmlns="http://www.w3.org/2000/svg" width="40" height="10" viewBox="0 0 40 10">
    <rect x="10" y="0" width="20" height="10" fill="#ff0000"/>
    </svg>
    """

  @Test("a red bar from x 10 to 30 on a 40 × 10 picture: red inside, transparent outside, at scale 1 and 2")
  func pixelsWhereTheShapeIs() throws {
    let one = try PNGImage(data: SVGRasterizer(scale: 1).png(fromSVG: redBar))
    #expect(one.width == 40 && one.height == 10)
    #expect(one.pixel(x: 15, y: 5)! == (255, 0, 0, 255))
    #expect(one.pixel(x: 10, y: 0)! == (255, 0, 0, 255))  // the bar's first column, whole
    #expect(one.pixel(x: 9, y: 5)!.alpha == 0)
    #expect(one.pixel(x: 30, y: 5)!.alpha == 0)  // x 30 is the bar's right edge: outside
    let two = try PNGImage(data: SVGRasterizer(scale: 2).png(fromSVG: redBar))
    #expect(two.width == 80 && two.height == 20)
    #expect(two.pixel(x: 20, y: 19)! == (255, 0, 0, 255))
    #expect(two.pixel(x: 59, y: 0)! == (255, 0, 0, 255))
    #expect(two.pixel(x: 19, y: 10)!.alpha == 0)
    #expect(two.pixel(x: 60, y: 10)!.alpha == 0)
  }

  @Test(
    "text asked for in Helvetica is drawn in Inter: its ink spans the width TrellisText measures for Inter")
  func textInTheMeasuredFont() throws {
    let text = "Trellis draws its labels in Inter"
    let measured = Double(text.size(withAttributes: [.font: Font.systemFont(ofSize: 20)]).width)
    let svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="400" height="40">
      <text x="10" y="28" font-family="Helvetica" font-size="20">\(text)</text>
      </svg>
      """
    let image = try PNGImage(data: SVGRasterizer().png(fromSVG: svg))
    var inked: [Int] = []
    for x in 0..<image.width
    where (0..<image.height).contains(where: { image.pixel(x: x, y: $0)!.alpha > 64 }) {
      inked.append(x)
    }
    let ink = Double(try #require(inked.last) - inked.first! + 1)
    // The ink starts after the first glyph's left side bearing and ends before the last one's
    // right side bearing (a few tenths of a point each at 20 pt), so it is a little narrower
    // than the advance width: within 2 points of it. Another font's widths differ by far more
    // over 33 characters (DejaVu Sans, Debian's fallback, is about 10% wider).
    #expect(abs(ink - measured) <= 2, "ink \(ink) pt, Inter's advance \(measured) pt")
    #expect(Double(inked.first!) >= 10 && Double(inked.first!) <= 12)
  }

  @Test("bad requests are refused with the reason and run nothing")
  func refusals() {
    #expect(throws: RasterizerError.invalidScale(0)) { try SVGRasterizer(scale: 0).png(fromSVG: redBar) }
    #expect(throws: RasterizerError.self) {
      try SVGRasterizer(scale: .nan).png(fromSVG: redBar)
    }
    #expect(throws: RasterizerError.missingSize) { try SVGRasterizer().png(fromSVG: "<svg></svg>") }
    #expect(throws: RasterizerError.missingSize) { try SVGRasterizer().png(fromSVG: "not svg") }
    let huge = #"<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"></svg>"#
    #expect(throws: RasterizerError.invalidSize(width: 100_000, height: 100_000, scale: 1)) {
      try SVGRasterizer().png(fromSVG: huge)
    }
    #expect(throws: RasterizerError.notFound("trellis-no-such-rasterizer")) {
      try SVGRasterizer(program: "trellis-no-such-rasterizer").png(fromSVG: redBar)
    }
  }

  @Test("an SVG the library cannot parse fails with the program's status and message")
  func programFailure() {
    let broken = #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect"#
    do {
      _ = try SVGRasterizer().png(fromSVG: broken)
      Issue.record("a broken SVG was rasterised")
    } catch {
      guard case .failed(let status, _) = error else {
        Issue.record("expected .failed, got \(error)")
        return
      }
      #expect(status != 0)
    }
  }

  @Test("the same SVG gives the same bytes twice")
  func deterministic() throws {
    #expect(try SVGRasterizer().png(fromSVG: redBar) == SVGRasterizer().png(fromSVG: redBar))
  }
}
