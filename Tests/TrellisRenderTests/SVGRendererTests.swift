import Foundation
import Testing
import TrellisLayouts
import TrellisRender

// Hand-checked cases: every expected fragment below is worked out in the comments from the
// documented rules (RenderGeometry's file comment: Core Animation's anchor/position rule and
// the SVG matrix; RenderPalette: colour (item + 5·section) mod 12; RenderNumberFormat).
@Suite("SVGRenderer")
struct SVGRendererTests {
  @Test("a 50×50 cell at (10, 20) is a rounded rect with the palette colour and a centred label")
  func plainCell() throws {
    let output = try svg([cell(0, frame: CGRect(x: 10, y: 20, width: 50, height: 50))])
    // Index path (0, 0) → palette entry 0, #e87373; stroke ×0.7 → #a25050. rx = min(6, 25, 25).
    // The label sits at the centre (10 + 25, 20 + 25) = (35, 45).
    let expected = """
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 480" width="320" height="480">
      <rect class="background" x="0" y="0" width="320" height="480" fill="#f5f6f8"/>
      <g class="elements" font-family="Helvetica, Arial, sans-serif" font-size="12" text-anchor="middle" dominant-baseline="central" stroke-width="1">
      <rect class="cell" x="10" y="20" width="50" height="50" rx="6" fill="#e87373" stroke="#a25050"/>
      <text x="35" y="45" fill="#1d2330">0.0</text>
      </g>
      </svg>

      """
    #expect(output == expected)
  }

  @Test("the corner radius is clamped to half the shorter side")
  func cornerRadiusClamp() throws {
    // An 8 pt tall cell: rx = min(6, 40/2, 8/2) = 4.
    let output = try svg([cell(0, frame: CGRect(x: 0, y: 0, width: 40, height: 8))])
    #expect(output.contains("<rect class=\"cell\" x=\"0\" y=\"0\" width=\"40\" height=\"8\" rx=\"4\""))
  }

  @Test("the visible bounds become the viewBox in content coordinates")
  func viewBox() throws {
    let output = try svg([], bounds: CGRect(x: 0, y: 412.5, width: 320, height: 480))
    #expect(
      output.hasPrefix(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 412.5 320 480\" width=\"320\" height=\"480\">\n"
      ))
    #expect(output.contains("<rect class=\"background\" x=\"0\" y=\"412.5\" width=\"320\" height=\"480\""))
  }

  @Test("a cell scaled 2× about its centre gets matrix(2 0 0 2 −35 −45)")
  func scaledAboutCentre() throws {
    let attributes = cell(0, frame: CGRect(x: 10, y: 20, width: 50, height: 50))
    attributes.transform = CGAffineTransform(scaleX: 2, y: 2)
    // Centre p = (35, 45). About p: x′ = 2(x − 35) + 35 = 2x − 35, y′ = 2(y − 45) + 45 = 2y − 45,
    // so e = 35 − 2·35 = −35 and f = 45 − 2·45 = −45. The rect stays untransformed inside.
    let output = try svg([attributes])
    let expected = """
      <g transform="matrix(2 0 0 2 -35 -45)">
      <rect class="cell" x="10" y="20" width="50" height="50" rx="6" fill="#e87373" stroke="#a25050"/>
      <text x="35" y="45" fill="#1d2330">0.0</text>
      </g>

      """
    #expect(output.contains(expected))
  }

  @Test("a card with anchorPoint (0.5, 2) rotates about the point below it, found by reflection")
  func rotatedAboutAnchor() throws {
    let attributes = AnchoredTestAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.center = CGPoint(x: 200, y: 200)
    attributes.size = CGSize(width: 100, height: 50)
    attributes.anchorPoint = CGPoint(x: 0.5, y: 2)
    attributes.transform = CGAffineTransform(rotationAngle: .pi / 2)
    // The anchor (0.5·100, 2·50) = (50, 100) of the card sits at p = center = (200, 200), so the
    // untransformed card is R = (200 − 50, 200 − 100, 100, 50) = (150, 100, 100, 50): it lies
    // above the pivot, its centre (200, 125). Rotation by π/2: a = cos = 0, b = sin = 1,
    // c = −1, d = 0; about p: e = 200 − (0·200 + (−1)·200) = 400, f = 200 − (1·200 + 0·200) = 0.
    let output = try svg([attributes])
    let expected = """
      <g transform="matrix(0 1 -1 0 400 0)">
      <rect class="cell" x="150" y="100" width="100" height="50" rx="6" fill="#e87373" stroke="#a25050"/>
      <text x="200" y="125" fill="#1d2330">0.0</text>
      </g>

      """
    #expect(output.contains(expected))

    // The corners through that matrix, by hand (x′ = −y + 400, y′ = x):
    // TL (150, 100) → (300, 150); TR (250, 100) → (300, 250); BR (250, 150) → (250, 250);
    // BL (150, 150) → (250, 150): the card now stands to the right of the pivot, top outwards.
    guard case let .rect(rect, matrix)? = RenderGeometry.shape(of: attributes) else {
      Issue.record("expected a rect shape")
      return
    }
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
    ].map { $0.applying(matrix) }
    let expectedCorners = [(300.0, 150.0), (300.0, 250.0), (250.0, 250.0), (250.0, 150.0)]
    for (corner, want) in zip(corners, expectedCorners) {
      #expect(abs(corner.x - want.0) < 1e-9 && abs(corner.y - want.1) < 1e-9)
    }
  }

  @Test("CircularCardsLayoutAttributes are drawn where their own visualCorners say")
  func circularCardAttributesAgree() throws {
    let attributes = CircularCardsLayoutAttributes(forCellWith: IndexPath(item: 2, section: 0))
    attributes.center = CGPoint(x: 160, y: 740)
    attributes.size = CGSize(width: 133, height: 173)
    attributes.anchorPoint = CGPoint(x: 0.5, y: (86.5 + 500) / 173)
    attributes.transform = CGAffineTransform(rotationAngle: 0.3)
    #expect(RenderGeometry.anchorPoint(of: attributes) == attributes.anchorPoint)
    guard case let .rect(rect, matrix)? = RenderGeometry.shape(of: attributes) else {
      Issue.record("expected a rect shape")
      return
    }
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
    ].map { $0.applying(matrix) }
    for (mine, theirs) in zip(corners, attributes.visualCorners) {
      #expect(abs(mine.x - theirs.x) < 1e-9 && abs(mine.y - theirs.y) < 1e-9)
    }
  }

  @Test("attributes without an anchorPoint property turn about their centre")
  func defaultAnchor() {
    let plain = cell(0, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(RenderGeometry.anchorPoint(of: plain) == CGPoint(x: 0.5, y: 0.5))
    let anchored = AnchoredTestAttributes()
    anchored.anchorPoint = CGPoint(x: 0, y: 1)
    #expect(RenderGeometry.anchorPoint(of: anchored) == CGPoint(x: 0, y: 1))
  }

  @Test("m34 = −1/500 with a rotation about y is drawn as the projected quadrilateral")
  func perspectiveQuad() throws {
    let attributes = cell(0, frame: CGRect(x: 150, y: 150, width: 100, height: 100))
    var perspective = CATransform3DIdentity
    perspective.m34 = -1.0 / 500
    // Rotate by θ with sin θ = 0.6, cos θ = 0.8 about y, then the perspective (CATransform3DRotate
    // is R·P). Rodrigues for the axis (0, 1, 0): m11 = c, m13 = −s, m22 = 1, m31 = s, m33 = c.
    // R·P: m14 = m13·(−1/500) = s/500 = 0.0012; m11 = 0.8, m22 = 1, m12 = m21 = m24 = 0.
    // A corner (x, y) relative to the centre (200, 200) goes to (0.8x/w, y/w), w = 1 + 0.0012x:
    //   (−50, −50): w = 0.94 → (−42.553, −53.191) → (157.45, 146.81)
    //   ( 50, −50): w = 1.06 → ( 37.736, −47.170) → (237.74, 152.83)
    //   ( 50,  50): w = 1.06 → ( 37.736,  47.170) → (237.74, 247.17)
    //   (−50,  50): w = 0.94 → (−42.553,  53.191) → (157.45, 253.19)
    // and the centre (0, 0) stays at (200, 200).
    attributes.transform3D = CATransform3DRotate(perspective, asin(0.6), 0, 1, 0)
    let output = try svg([attributes])
    let expected = """
      <polygon class="cell" points="157.45,146.81 237.74,152.83 237.74,247.17 157.45,253.19" stroke-linejoin="round" fill="#e87373" stroke="#a25050"/>
      <text x="200" y="200" fill="#1d2330">0.0</text>

      """
    #expect(output.contains(expected))
    #expect(!output.contains("<g transform"))
  }

  @Test("m34 alone does not change a flat element: it is drawn as the plain rect")
  func perspectiveAloneIsFlat() throws {
    let flat = cell(0, frame: CGRect(x: 10, y: 20, width: 50, height: 50))
    let withPerspective = cell(0, frame: CGRect(x: 10, y: 20, width: 50, height: 50))
    withPerspective.transform3D.m34 = -1.0 / 500
    #expect(try svg([withPerspective]) == svg([flat]))
  }

  @Test("an element with a corner behind the eye is left out")
  func behindTheEye() throws {
    let attributes = cell(0, frame: CGRect(x: 150, y: 150, width: 100, height: 100))
    attributes.transform3D.m14 = 0.1  // w = 1 + 0.1·x is −4 at x = −50
    #expect(RenderGeometry.shape(of: attributes) == nil)
    #expect(!(try svg([attributes])).contains("class=\"cell\""))
  }

  @Test("alpha 0.5 becomes opacity 0.5 on the element's group")
  func alphaToOpacity() throws {
    let faded = cell(0, frame: CGRect(x: 10, y: 20, width: 50, height: 50))
    faded.alpha = 0.5
    let output = try svg([faded])
    #expect(output.contains("<g opacity=\"0.5\">\n<rect class=\"cell\" x=\"10\" y=\"20\""))
    faded.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(try svg([faded]).contains("<g transform=\"matrix(2 0 0 2 -35 -45)\" opacity=\"0.5\">\n"))
  }

  @Test("hidden elements are not drawn")
  func hiddenElements() throws {
    let shown = cell(0, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let hidden = cell(1, frame: CGRect(x: 60, y: 0, width: 50, height: 50))
    hidden.isHidden = true
    let output = try svg([shown, hidden])
    #expect(lines(of: output, containing: "class=\"cell\"").count == 1)
    #expect(!output.contains(">0.1<"))
    #expect(output.contains(">0.0<"))
  }

  @Test("elements are drawn by zIndex, then decoration, cell, supplementary, then index path")
  func drawingOrder() throws {
    let top = cell(0, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    top.zIndex = 2
    let middle = cell(1, frame: CGRect(x: 10, y: 0, width: 50, height: 50))
    middle.zIndex = 1
    let laterPath = cell(3, frame: CGRect(x: 20, y: 0, width: 50, height: 50))
    let earlierPath = cell(2, frame: CGRect(x: 30, y: 0, width: 50, height: 50))
    let header = CollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
      with: IndexPath(item: 0, section: 0))
    header.frame = CGRect(x: 0, y: 0, width: 320, height: 30)
    let decoration = CollectionViewLayoutAttributes(
      forDecorationViewOfKind: "grid", with: IndexPath(item: 0, section: 0))
    decoration.frame = CGRect(x: 0, y: 0, width: 320, height: 100)
    let output = try svg([top, middle, laterPath, earlierPath, header, decoration])
    let labels = output.split(separator: "\n").filter { $0.hasPrefix("<text") }.map {
      $0.split(separator: ">")[1].split(separator: "<")[0]
    }
    // zIndex 0: decoration, cells 0.2 then 0.3, header; then zIndex 1 (0.1), zIndex 2 (0.0).
    #expect(labels == ["grid 0.0", "0.2", "0.3", "header 0", "0.1", "0.0"])
  }

  @Test("supplementary and decoration views are styled apart from cells")
  func supplementaryAndDecorationStyles() throws {
    let footer = CollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter,
      with: IndexPath(item: 0, section: 1))
    footer.frame = CGRect(x: 0, y: 100, width: 320, height: 20)
    let decoration = CollectionViewLayoutAttributes(
      forDecorationViewOfKind: "background", with: IndexPath(item: 0, section: 1))
    decoration.frame = CGRect(x: 0, y: 0, width: 320, height: 100)
    let output = try svg([footer, decoration])
    #expect(
      output.contains(
        "<rect class=\"supplementary\" x=\"0\" y=\"100\" width=\"320\" height=\"20\" rx=\"6\" fill=\"#dde2ea\" stroke=\"#6f7b8c\"/>\n<text x=\"160\" y=\"110\" fill=\"#1d2330\">footer 1</text>"
      ))
    #expect(
      output.contains(
        "<rect class=\"decoration\" x=\"0\" y=\"0\" width=\"320\" height=\"100\" rx=\"6\" fill=\"#f0f0ec\" stroke=\"#9a9a92\" stroke-dasharray=\"4 3\"/>"
      ))
    #expect(output.contains(">background 1.0</text>"))
  }

  @Test("labels are escaped for XML")
  func labelEscaping() throws {
    let attributes = cell(0, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let frame = try RenderFrame(
      visibleBounds: CGRect(x: 0, y: 0, width: 100, height: 100), attributes: [attributes],
      style: { _ in
        RenderStyle(fill: .white, stroke: .black, label: "<b>\"Tom\" & 'Jerry'</b>", labelColor: .black)
      })
    let output = SVGRenderer().render(frame)
    #expect(output.contains(">&lt;b&gt;&quot;Tom&quot; &amp; &apos;Jerry&apos;&lt;/b&gt;</text>"))
    #expect(!output.contains("<b>"))
  }

  @Test("elements with non-finite geometry are skipped and bad bounds are rejected")
  func badInput() throws {
    let broken = cell(0, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    broken.center = CGPoint(x: Double.nan, y: 0)
    let fine = cell(1, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let output = try svg([broken, fine])
    #expect(!output.lowercased().contains("\"nan") && !output.lowercased().contains("\"-nan"))
    #expect(!output.contains(">0.0<"))
    #expect(output.contains(">0.1<"))
    #expect(throws: RenderError.invalidBounds(CGRect(x: 0, y: 0, width: -1, height: 10))) {
      try RenderFrame(visibleBounds: CGRect(x: 0, y: 0, width: -1, height: 10), elements: [])
    }
    #expect(throws: RenderError.self) {
      try RenderFrame(visibleBounds: CGRect(x: Double.infinity, y: 0, width: 1, height: 10), elements: [])
    }
  }

  @Test("overlays draw item frames, boundaries, springs and the touch point after the elements")
  func overlays() throws {
    let attributes = cell(0, frame: CGRect(x: 10, y: 20, width: 50, height: 50))
    attributes.transform = CGAffineTransform(scaleX: 2, y: 2)
    let overlays = RenderOverlays(
      showsItemFrames: true,
      springs: [RenderSpring(anchor: CGPoint(x: 35, y: 40), attachedPoint: CGPoint(x: 35, y: 45))],
      boundaries: [RenderBoundary(from: CGPoint(x: 0, y: 470), to: CGPoint(x: 320, y: 470))],
      touchPoint: CGPoint(x: 100.25, y: 200))
    let output = try svg([attributes], overlays: overlays)
    // The item frame is UIKit's frame: the 50×50 box scaled 2× about (35, 45) → (−15, −5, 100, 100).
    let expected = """
      </g>
      <g class="overlays" fill="none">
      <rect class="item-frame" x="-15" y="-5" width="100" height="100" stroke="#e0245e" stroke-width="1" stroke-dasharray="3 2"/>
      <polyline class="boundary" points="0,470 320,470" stroke="#2b2f36" stroke-width="2"/>
      <line class="spring" x1="35" y1="40" x2="35" y2="45" stroke="#1f6feb" stroke-width="1"/>
      <circle class="spring-anchor" cx="35" cy="40" r="2.5" fill="#1f6feb"/>
      <circle class="touch" cx="100.25" cy="200" r="14" fill="#f28c28" fill-opacity="0.25" stroke="#f28c28" stroke-width="2"/>
      </g>
      </svg>

      """
    #expect(output.hasSuffix(expected))
  }

  @Test("frames copy their attributes, so later changes to the originals do not show")
  func framesSnapshotAttributes() throws {
    let attributes = cell(0, frame: CGRect(x: 10, y: 20, width: 50, height: 50))
    let frame = try RenderFrame(
      visibleBounds: CGRect(x: 0, y: 0, width: 100, height: 100), attributes: [attributes])
    let before = SVGRenderer().render(frame)
    attributes.center = CGPoint(x: 90, y: 90)
    #expect(SVGRenderer().render(frame) == before)
  }
}
