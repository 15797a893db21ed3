import Foundation
import Testing
import TrellisRender

/// Layers that round only some corners (`maskedCorners`, as an inset-grouped list's first and
/// last rows do) are drawn as a path; the path text below is worked out by hand from SVG's
/// path syntax: straight edges between the corners, an arc of the radius (sweep flag 1,
/// clockwise in SVG's y-down space) at each rounded corner.
@MainActor
@Suite("SVG of masked corners")
struct MaskedCornerTests {
  func svg(_ corners: CornerMask) -> String {
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    view.backgroundColor = .white
    view.layer.cornerRadius = 10
    view.layer.maskedCorners = corners
    return ViewTreeSVGRenderer().render(view)
  }

  @Test("top corners only: the bottom edge is square")
  func topCorners() {
    let text = svg([.layerMinXMinYCorner, .layerMaxXMinYCorner])
    #expect(
      text.contains(
        "<path class=\"background\" d=\"M10 0 H90 A10 10 0 0 1 100 10 V44 H0 V10 A10 10 0 0 1 10 0 Z\""))
  }

  @Test("bottom corners only: the top edge is square")
  func bottomCorners() {
    let text = svg([.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
    #expect(
      text.contains(
        "<path class=\"background\" d=\"M0 0 H100 V34 A10 10 0 0 1 90 44 H10 A10 10 0 0 1 0 34 V0 Z\""))
  }

  @Test("all four corners stay a rect with rx; none a plain rect")
  func allOrNone() {
    #expect(
      svg([.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]).contains(
        "rx=\"10\""))
    let none = svg([])
    #expect(none.contains("<rect class=\"background\""))
    #expect(!none.contains("rx="))
  }
}
