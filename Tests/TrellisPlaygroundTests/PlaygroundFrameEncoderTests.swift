import Foundation
import Testing
import TrellisPlayground

/// The binary frame layout, checked by decoding with `DecodedFrame` (written from the documented
/// table) a frame built by hand. Expected values come from the construction below, the
/// RenderPalette rule "(item + 5·section) mod 12", RenderColor.darkened ("multiplied by 0.7,
/// rounded down") and the worked example in RenderGeometry.swift (scale 2 about the centre
/// (35, 45) gives the matrix (2, 0, 0, 2, −35, −45)).
@Suite @MainActor struct PlaygroundFrameEncoderTests {
  private func makeFrame() throws -> RenderFrame {
    let first = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 3, section: 0))
    first.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    first.alpha = 0.5
    first.zIndex = 2
    let scaled = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 1))
    scaled.frame = CGRect(x: 20, y: 20, width: 30, height: 50)  // centre (35, 45)
    scaled.transform3D = CATransform3DMakeScale(2, 2, 1)
    let hidden = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 9, section: 0))
    hidden.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    hidden.isHidden = true
    let header = CollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
      with: IndexPath(item: 0, section: 2))
    header.frame = CGRect(x: 0, y: 100, width: 390, height: 44)
    header.zIndex = 1
    return try RenderFrame(
      visibleBounds: CGRect(x: 0, y: 250, width: 390, height: 844),
      attributes: [first, scaled, hidden, header])
  }

  private func header() -> PlaygroundFrameHeader {
    PlaygroundFrameHeader(
      frameNumber: 7, engineMicroseconds: 123, visibleElements: 3, activeBehaviors: 12, itemCount: 1_000_000,
      contentOffset: CGPoint(x: 0, y: 250), viewportSize: CGSize(width: 390, height: 844),
      contentSize: CGSize(width: 390, height: 60_000), time: 1.5, previousEncodeMicroseconds: 17)
  }

  @Test func headerFieldsDecodeToTheValuesEncoded() throws {
    var encoder = PlaygroundFrameEncoder()
    encoder.encode(try makeFrame(), header: header())
    let decoded = try DecodedFrame(encoder.bytes)
    #expect(decoded.version == 2)
    #expect(decoded.headerSize == 64)
    #expect(decoded.elementSize == 76)
    #expect(decoded.previousEncodeMicroseconds == 17)
    #expect(decoded.frameNumber == 7)
    #expect(decoded.engineMicroseconds == 123)
    #expect(decoded.visibleElements == 3)
    #expect(decoded.activeBehaviors == 12)
    #expect(decoded.itemCount == 1_000_000)
    #expect(decoded.offsetX == 0)
    #expect(decoded.offsetY == 250)
    #expect(decoded.viewportWidth == 390)
    #expect(decoded.viewportHeight == 844)
    #expect(decoded.contentWidth == 390)
    #expect(decoded.contentHeight == 60_000)
    #expect(decoded.time == 1.5)
  }

  @Test func hiddenElementsAreLeftOutAndTheRestComeInDrawingOrder() throws {
    var encoder = PlaygroundFrameEncoder()
    encoder.encode(try makeFrame(), header: header())
    let decoded = try DecodedFrame(encoder.bytes)
    // 4 attributes, one hidden: 3 records and an empty content section,
    // 64 + 3·76 + 8 = 300 bytes.
    #expect(decoded.elementCount == 3)
    #expect(encoder.bytes.count == 300)
    #expect(decoded.blocks.isEmpty)
    #expect(decoded.elements.map(\.contentID) == [0, 0, 0])
    // zIndex order: scaled cell (0), header (1), first cell (2).
    #expect(decoded.elements.map(\.zIndex) == [0, 1, 2])
    #expect(decoded.elements.map(\.kind) == [0, 1, 0])
  }

  @Test func rectElementCarriesRectMatrixColoursAndIndexPath() throws {
    var encoder = PlaygroundFrameEncoder()
    encoder.encode(try makeFrame(), header: header())
    let first = try #require(try DecodedFrame(encoder.bytes).elements.last)
    #expect(first.shape == 0)
    #expect(first.alpha == 0.5)
    #expect(first.section == 0)
    #expect(first.item == 3)
    #expect(Array(first.geometry[0..<4]) == [10, 20, 30, 40])
    #expect(Array(first.geometry[4..<10]) == [1, 0, 0, 1, 0, 0])
    // Palette entry 3 is #b5d160; the stroke is it × 0.7 rounded down: 126, 146, 67.
    #expect(first.fill == [0xB5, 0xD1, 0x60, 255])
    #expect(first.stroke == [126, 146, 67, 255])
    #expect(first.flags == 0)
    // The default label "0.3" is not a decimal integer: no label number.
    #expect(first.label == -1)
  }

  @Test func integerStyleLabelsAreSentAsLabelNumbers() throws {
    func element(_ label: String?) -> RenderElement {
      let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
      attributes.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
      let fill = RenderColor(rgb: 0x112233)
      return RenderElement(attributes: attributes, style: RenderStyle(fill: fill, stroke: fill, label: label))
    }
    let frame = try RenderFrame(
      visibleBounds: CGRect(x: 0, y: 0, width: 100, height: 100),
      elements: [element("42"), element("x7"), element(nil), element("1234567890"), element("0")])
    var encoder = PlaygroundFrameEncoder()
    encoder.encode(frame, header: header())
    // Same z, category and index path: drawing order is the given order. "1234567890" has ten
    // digits, over the nine-digit limit of the field.
    #expect(try DecodedFrame(encoder.bytes).elements.map(\.label) == [42, -1, -1, -1, 0])
  }

  @Test func scaledElementCarriesTheMatrixAboutItsCentre() throws {
    var encoder = PlaygroundFrameEncoder()
    encoder.encode(try makeFrame(), header: header())
    let scaled = try #require(try DecodedFrame(encoder.bytes).elements.first)
    #expect(scaled.shape == 0)
    #expect(Array(scaled.geometry[0..<4]) == [20, 20, 30, 50])
    #expect(Array(scaled.geometry[4..<10]) == [2, 0, 0, 2, -35, -45])
    // Section 1, item 0: palette entry (0 + 5) mod 12 = 5, #4fb8a8.
    #expect(scaled.fill == [0x4F, 0xB8, 0xA8, 255])
    #expect(scaled.section == 1)
    #expect(scaled.item == 0)
  }

  @Test func headerRecordIsASupplementaryViewFlaggedAsHeader() throws {
    var encoder = PlaygroundFrameEncoder()
    encoder.encode(try makeFrame(), header: header())
    let header = try DecodedFrame(encoder.bytes).elements[1]
    #expect(header.kind == 1)
    #expect(header.flags == 2)
    #expect(header.section == 2)
    #expect(Array(header.geometry[0..<4]) == [0, 100, 390, 44])
  }

  @Test func perspectiveElementIsSentAsFourProjectedCorners() throws {
    // A non-zero m14 (the perspective row seen by z = 0 points) is not affine: RenderGeometry
    // projects the four corners, (x, y) ↦ (x, y) / w′ with w′ = m14·x + m44, about the centre.
    let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
    attributes.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
    var transform = CATransform3DIdentity
    transform.m14 = 0.001  // perspective row: w′ = 1 + 0.001·x for a point at (x, y, 0)
    attributes.transform3D = transform
    let frame = try RenderFrame(
      visibleBounds: CGRect(x: 0, y: 0, width: 390, height: 844), attributes: [attributes])
    var encoder = PlaygroundFrameEncoder()
    encoder.encode(frame, header: header())
    let element = try #require(try DecodedFrame(encoder.bytes).elements.first)
    #expect(element.shape == 1)
    // Points are measured from the centre (50, 25): the left corners have x = −50, so
    // w′ = 1 − 0.05 = 0.95 and they map to 50 + (−50 / 0.95) and 25 ± 25 / 0.95; the right ones
    // have w′ = 1.05.
    let expected: [Float] = [
      Float(50 - 50 / 0.95), Float(25 - 25 / 0.95), Float(50 + 50 / 1.05), Float(25 - 25 / 1.05),
      Float(50 + 50 / 1.05), Float(25 + 25 / 1.05), Float(50 - 50 / 0.95), Float(25 + 25 / 0.95),
    ]
    for (actual, wanted) in zip(element.geometry[0..<8], expected) {
      #expect(abs(actual - wanted) < 1e-3)
    }
    // Then the untransformed size, 100 × 50 (v2: the page maps the cell's content with it).
    #expect(Array(element.geometry[8..<10]) == [100, 50])
  }
}
