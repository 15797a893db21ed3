import Foundation
import Testing
import TrellisControls
import TrellisRender

/// Symbols drawn as outlines (`SymbolOutline`): the transform and path text below are worked out
/// from the outline's 24-point grid, scaled to the image rect's shorter side and centred in it.
@MainActor
@Suite("Symbol outlines")
struct SymbolOutlineTests {
  func svg(_ name: String, _ frame: CGRect, tint: Color = .systemBlue) -> String {
    let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let image = ImageView(image: Image(systemName: name))
    image.frame = frame
    image.tintColor = tint
    root.addSubview(image)
    return ViewTreeSVGRenderer().render(root)
  }

  @Test("a 20-point chevron: scale 20 / 24 = 0.833333, its three-point stroke 2.4 units wide")
  func chevron() {
    let text = svg("chevron.right", CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(text.contains("<g class=\"symbol\" transform=\"translate(0 0) scale(0.833333)\">"))
    #expect(
      text.contains(
        "<path d=\"M9 4.5 L16.5 12 L9 19.5\" fill=\"none\" stroke=\"#007aff\" stroke-width=\"2.4\" "
          + "stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"))
    #expect(!text.contains("class=\"symbol\" x="))
  }

  @Test("a 40 × 20 rect: the 20-point square is centred, 10 points in from the left")
  func centredInAWideRect() {
    let text = svg("checkmark", CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(text.contains("transform=\"translate(10 0) scale(0.833333)\""))
  }

  @Test("a filled circle with a white knockout: checkmark.circle.fill")
  func knockout() {
    let text = svg("checkmark.circle.fill", CGRect(x: 0, y: 0, width: 24, height: 24))
    // A disc of radius 10.5 around (12, 12) as two half arcs, filled with the tint; the check
    // stroked in white over it.
    #expect(
      text.contains(
        "<path d=\"M1.5 12 A10.5 10.5 0 1 0 22.5 12 A10.5 10.5 0 1 0 1.5 12 Z\" fill=\"#007aff\"/>"))
    #expect(text.contains("<path d=\"M5 12.5 L10 17.5 L19.5 7\" fill=\"none\" stroke=\"#ffffff\""))
  }

  @Test("a name without an outline is still the labelled placeholder")
  func unknownName() {
    let text = svg("bookmark.slash.circle", CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(text.contains("<rect class=\"symbol\" x=\"0\" y=\"0\" width=\"20\" height=\"20\""))
    #expect(text.contains(">bookmark.slash.circle</text>"))
  }

  @Test("every outline's path data uses only M, L, A, C, H, V, Z and grid coordinates 0…24")
  func pathsStayOnTheGrid() throws {
    #expect(SymbolOutline.names.count >= 50)
    for name in SymbolOutline.names {
      let outline = try #require(SymbolOutline.named(name))
      #expect(outline.lineWidth > 0 && outline.lineWidth < 4, "\(name)")
      #expect(!(outline.fill.isEmpty && outline.stroke.isEmpty), "\(name) draws nothing")
      for path in [outline.fill, outline.stroke, outline.knockout] where !path.isEmpty {
        #expect(path.first == "M", "\(name): \(path)")
        for token in path.split(separator: " ") {
          var number = Substring(token)
          if let first = number.first, first.isLetter {
            #expect("MLACHVZ".contains(first), "\(name): \(token)")
            number = number.dropFirst()
          }
          guard !number.isEmpty else { continue }
          let value = try #require(Double(number), "\(name): \(token)")
          #expect(value >= 0 && value <= 24, "\(name): \(token)")
        }
      }
    }
  }
}
