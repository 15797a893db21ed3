import Foundation
import SnapshotTesting
import Testing
import TrellisControls
import TrellisRender

// A card of views drawn by ViewTreeSVGRenderer. The numbers come from Inter Regular's tables
// (Sources/TrellisText/Fonts/Inter-Regular.otf, read with fontTools 4.68: head.unitsPerEm 2816,
// hhea ascent 2728, descent −680, lineGap 0; OS/2 typo values the same) and from string widths
// summed from hmtx advances and GPOS kern pairs (checked against HarfBuzz with only `kern` on):
// "Trellis" 7972 − 208 = 7764 units; "The quick brown" 22232 − 100; "fox jumps over t" +
// "…" = 21492 − 240 + 2312 units. The recorded SVG in __Snapshots__ was read by eye before it
// was accepted.
@Suite("SVG of a view tree")
struct ViewTreeSnapshotTests {
  static let unitsPerEm: CGFloat = 2816
  static func points(_ units: CGFloat) -> CGFloat { units * 17 / unitsPerEm }
  /// A 17-point line: (2728 + 680) × 17 / 2816 = 20.5739.
  static let lineHeight = points(2728 + 680)
  /// 2728 × 17 / 2816 = 16.46875.
  static let ascender = points(2728)
  static func pixelCeil(_ value: CGFloat) -> CGFloat { (value * 3).rounded(.up) / 3 }

  /// A 320 × 100 white card with a 12-point corner radius, a grey border and clipping; a 40-point
  /// star symbol at (16, 16); a title "Trellis" at (72, 16) at its intrinsic size; a two-line
  /// label at (72, 40), 150 wide, two lines high.
  func card() -> View {
    let card = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    card.backgroundColor = .white
    card.layer.cornerRadius = 12
    card.layer.borderWidth = 1
    card.layer.borderColor = .lightGray
    card.clipsToBounds = true

    let icon = ImageView(image: Image(systemName: "star", withConfiguration: .init(pointSize: 40)))
    icon.frame.origin = CGPoint(x: 16, y: 16)
    icon.contentMode = .center
    card.addSubview(icon)

    let title = Label()
    title.text = "Trellis"
    title.frame = CGRect(origin: CGPoint(x: 72, y: 16), size: title.intrinsicContentSize)
    card.addSubview(title)

    let body = Label()
    body.numberOfLines = 2
    body.text = "The quick brown fox jumps over the lazy dog"
    body.textColor = .darkGray
    body.frame = CGRect(x: 72, y: 40, width: 150, height: Self.pixelCeil(2 * Self.lineHeight))
    card.addSubview(body)
    return card
  }

  @Test("a card of a symbol, a title and a two-line label: frames, baselines and widths from Inter's tables")
  func cardSnapshot() throws {
    let card = card()
    let svg = ViewTreeSVGRenderer(background: RenderColor(rgb: 0xF5F6F8)).render(card)
    func n(_ value: CGFloat) -> String { RenderNumberFormat.string(value) }

    // The title is 7764 units = 46.871 pt wide → 141/3 = 47 at scale 3, one line 62/3 high.
    let titleWidth = Self.pixelCeil(Self.points(7764))
    #expect(titleWidth == 47)
    #expect(svg.contains("<g class=\"view\" data-type=\"Label\" transform=\"matrix(1 0 0 1 72 16)\">"))
    // Its text block (20.5739) is centred in 62/3: top (62/3 − 20.5739)/2 = 0.0464, baseline
    // 0.0464 + 16.46875 = 16.515 in the label's coordinates (32.515 in the card's).
    let titleBaseline = (62.0 / 3 - Self.lineHeight) / 2 + Self.ascender
    #expect(abs(titleBaseline - 16.5152) < 1e-4)
    #expect(
      svg.contains(
        "<text x=\"0\" y=\"\(n(titleBaseline))\" font-family=\"Inter\" font-size=\"17\" font-weight=\"400\" "
          + "fill=\"#000000\" textLength=\"\(n(Self.points(7764)))\""))
    #expect(n(titleBaseline) == "16.52" && n(Self.points(7764)) == "46.87")

    // The body: 124/3 high for 2 × 20.5739 = 41.1477 of text, so top 0.0928; baselines at
    // 0.0928 + 16.46875 = 16.5616 and + 20.5739 = 37.1355; widths 133.61 and 142.25.
    let top = (124.0 / 3 - 2 * Self.lineHeight) / 2
    let first = top + Self.ascender
    let second = first + Self.lineHeight
    #expect(n(first) == "16.56" && n(second) == "37.14")
    #expect(svg.contains("transform=\"matrix(1 0 0 1 72 40)\""))
    #expect(
      svg.contains(
        "<text x=\"0\" y=\"16.56\" font-family=\"Inter\" font-size=\"17\" font-weight=\"400\" fill=\"#555555\" "
          + "textLength=\"\(n(Self.points(22232 - 100)))\" lengthAdjust=\"spacingAndGlyphs\" "
          + "xml:space=\"preserve\">The quick brown</text>"))
    #expect(
      svg.contains(
        "<text x=\"0\" y=\"37.14\" font-family=\"Inter\" font-size=\"17\" font-weight=\"400\" fill=\"#555555\" "
          + "textLength=\"\(n(Self.points(21492 - 240 + 2312)))\" lengthAdjust=\"spacingAndGlyphs\" "
          + "xml:space=\"preserve\">fox jumps over t…</text>"))
    #expect(n(Self.points(22232 - 100)) == "133.61" && n(Self.points(21492 - 240 + 2312)) == "142.25")

    // The symbol: a 40-point square (docs/controls.md §3) in a 40 × 40 view, tinted system blue,
    // drawn as its outline (SymbolOutline "star": a closed stroked path on the 24-point grid,
    // scaled by 40 / 24 = 1.666667 from the square's corner).
    #expect(
      svg.contains(
        "<g class=\"symbol\" transform=\"translate(0 0) scale(1.666667)\"><path d=\"M12 2.5 L14.47 9.1 "))
    #expect(svg.contains("fill=\"none\" stroke=\"#007aff\" stroke-width=\"1.6\""))
    // The card: background with its corner radius, clipped, bordered on top (half the border
    // width inside the bounds).
    #expect(
      svg.contains(
        "<rect class=\"background\" x=\"0\" y=\"0\" width=\"320\" height=\"100\" rx=\"12\" fill=\"#ffffff\"/>"
      ))
    #expect(
      svg.contains(
        "<clipPath id=\"clip1\"><rect x=\"0\" y=\"0\" width=\"320\" height=\"100\" rx=\"12\"/></clipPath>"))
    #expect(
      svg.contains(
        "<rect class=\"border\" x=\"0.5\" y=\"0.5\" width=\"319\" height=\"99\" rx=\"11.5\" fill=\"none\" stroke=\"#aaaaaa\" stroke-width=\"1\"/>"
      ))

    // Same input, same bytes.
    #expect(ViewTreeSVGRenderer(background: RenderColor(rgb: 0xF5F6F8)).render(card) == svg)
    assertSnapshot(of: svg, as: .lines)
  }

  /// An OpenType file with CFF outlines starts with "OTTO", base64 "T1RUTw".
  @Test("fonts given to embed are written as @font-face rules with the file in base64")
  func embeddedFont() throws {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/TrellisText/Fonts/Inter-Regular.otf")
    let data = try Data(contentsOf: path)
    let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let svg = ViewTreeSVGRenderer(embeddedFonts: [.init(weight: 400, isItalic: false, data: data)]).render(
      root)
    #expect(svg.contains("@font-face { font-family: \"Inter\"; font-weight: 400; font-style: normal; "))
    #expect(svg.contains("src: url(data:font/otf;base64,T1RUTw"))
    #expect(!ViewTreeSVGRenderer().render(root).contains("@font-face"))
  }

  @Test("hidden views, zero alpha and transforms: left out, or drawn through their matrix")
  func hiddenAndTransformed() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let hidden = Label(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
    hidden.text = "hidden"
    hidden.isHidden = true
    root.addSubview(hidden)
    let clear = Label(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
    clear.text = "clear"
    clear.alpha = 0
    root.addSubview(clear)
    let turned = View(frame: CGRect(x: 10, y: 20, width: 40, height: 20))
    turned.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
    turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
    root.addSubview(turned)
    let svg = ViewTreeSVGRenderer().render(root)
    #expect(!svg.contains("hidden") && !svg.contains(">clear<"))
    // A quarter turn about the centre (30, 30): p ↦ (30, 30) + R · (p − (20, 10)), R = (0 −1; 1 0):
    // matrix (a b c d) = (0 1 −1 0), e = 30 − (0·20 − 1·10) = 40, f = 30 − (1·20 + 0·10) = 10.
    #expect(svg.contains("transform=\"matrix(0 1 -1 0 40 10)\""))
    #expect(svg.contains("fill=\"#ff0000\" fill-opacity=\"0.5\""))
  }
}
