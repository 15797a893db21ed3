import Foundation
import Testing
import TrellisControls
import TrellisPlayground

/// The content records of frame format version 2: what a cell's views draw, sent once per
/// distinct content. Frames are decoded with `DecodedFrame`, written from the documented table.
///
/// Inter's numbers used below were read from Sources/TrellisText/Fonts/Inter-Regular.otf with
/// fontTools 4.68 (docs/text.md §7 lists them too): unitsPerEm 2816, hhea ascender 2728,
/// descender −680, line gap 0, OS/2 weight class 400; advance widths H 2084, i 668 (no kerning
/// between them).
@Suite @MainActor struct PlaygroundContentTests {
  private func header() -> PlaygroundFrameHeader {
    PlaygroundFrameHeader(
      frameNumber: 1, engineMicroseconds: 0, visibleElements: 1, activeBehaviors: 0, itemCount: 1,
      contentOffset: .zero, viewportSize: CGSize(width: 390, height: 844),
      contentSize: CGSize(width: 390, height: 844), time: 0)
  }

  /// A 200 × 44 cell at (10, 100) holding one label, frame (16, 10, 100, 24), text `text`, the
  /// system font at 17 points, pure red.
  private func cellFrame(text: String = "Hi") throws -> RenderFrame {
    let cell = View(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
    let label = Label(frame: CGRect(x: 16, y: 10, width: 100, height: 24))
    label.text = text
    label.font = Font.systemFont(ofSize: 17)
    label.textColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
    cell.addSubview(label)
    let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.frame = CGRect(x: 10, y: 100, width: 200, height: 44)
    let element = RenderElement(attributes: attributes, content: RenderContent(recordingSubviewsOf: cell))
    return try RenderFrame(visibleBounds: CGRect(x: 0, y: 0, width: 390, height: 844), elements: [element])
  }

  @Test("a cell with one label: its text run's bytes, with the baseline from Inter's metrics")
  func oneLabelWorkedBytes() throws {
    var encoder = PlaygroundFrameEncoder()
    encoder.encode(try cellFrame(), header: header())
    let bytes = encoder.bytes
    // 64 header + 76 element + 8 section header + 12 block header + 32 item prefix + 28 text
    // payload + "Inter" (5) + "Hi" (2) = 227 bytes.
    #expect(bytes.count == 227)
    let frame = try DecodedFrame(bytes)
    #expect(frame.elements.map(\.contentID) == [1])
    #expect(frame.contentFlags == 0)
    #expect(frame.blocks.count == 1)
    let block = try #require(frame.blocks.first)
    #expect(block.id == 1)
    #expect(block.length == 12 + 32 + 28 + 5 + 2)
    #expect(block.items.count == 1)
    let run = try #require(block.items.first)
    #expect(run.operation == 2)
    #expect(run.flags == 0)  // upright
    #expect(run.opacity == 1)
    // The label's matrix in the cell: frame origin (16, 10), no transform.
    #expect(run.matrix == [1, 0, 0, 1, 16, 10])
    // Baseline: the label centres its one line in its 24-point height. The line is
    // (2728 + 680) · 17 / 2816 = 20.5739 pt high, so its top is (24 − 20.5739) / 2 = 1.7131 and
    // the baseline is an ascender, 2728 · 17 / 2816 = 16.46875 pt, below: 18.1818 pt
    // (= 12 + (2728 − 680) / 2 · 17 / 2816 = 12 + 1024 · 17 / 2816). Left-aligned: x = 0.
    let lineHeight = Double(2728 + 680) * 17 / 2816
    let baseline = (24 - lineHeight) / 2 + Double(2728) * 17 / 2816
    #expect(abs(baseline - (12 + 1024.0 * 17 / 2816)) < 1e-12)
    #expect(run.numbers[0] == 0)
    #expect(abs(Double(run.numbers[1]) - baseline) < 1e-5)
    #expect(run.numbers[2] == 17)
    // Width: the advances of H and i, (2084 + 668) · 17 / 2816 = 16.6136 pt.
    #expect(abs(Double(run.numbers[3]) - Double(2084 + 668) * 17 / 2816) < 1e-5)
    #expect(run.weight == 400)
    #expect(run.color == [255, 0, 0, 255])
    #expect(run.family == "Inter")
    #expect(run.text == "Hi")
  }

  @Test("content already sent is referred to by id; changed content gets a new block")
  func contentIsSentOncePerDistinctValue() throws {
    var encoder = PlaygroundFrameEncoder()
    encoder.encode(try cellFrame(), header: header())
    // The same content again (recorded from new views): the same id, no block.
    encoder.encode(try cellFrame(), header: header())
    var frame = try DecodedFrame(encoder.bytes)
    #expect(frame.elements.map(\.contentID) == [1])
    #expect(frame.blocks.isEmpty)
    #expect(encoder.bytes.count == 64 + 76 + 8)
    // New text: a new block under the next id.
    encoder.encode(try cellFrame(text: "Ho"), header: header())
    frame = try DecodedFrame(encoder.bytes)
    #expect(frame.elements.map(\.contentID) == [2])
    #expect(frame.blocks.map(\.id) == [2])
    #expect(frame.blocks.first?.items.first?.text == "Ho")
    #expect(encoder.rememberedContents == 2)
  }

  @Test("after forgetContent the next frame says 'forget' and sends the content again under a new id")
  func forgettingResendsContent() throws {
    var encoder = PlaygroundFrameEncoder()
    encoder.encode(try cellFrame(), header: header())
    encoder.forgetContent()
    encoder.encode(try cellFrame(), header: header())
    let frame = try DecodedFrame(encoder.bytes)
    #expect(frame.contentFlags == 1)
    #expect(frame.elements.map(\.contentID) == [2])
    #expect(frame.blocks.map(\.id) == [2])
    #expect(encoder.rememberedContents == 1)
    // The flag is sent once.
    encoder.encode(try cellFrame(), header: header())
    #expect(try DecodedFrame(encoder.bytes).contentFlags == 0)
  }

  @Test("background, border, clip and image items carry their rects, radii and colours")
  func backgroundsBordersClipsAndImages() throws {
    let cell = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    let card = View(frame: CGRect(x: 5, y: 5, width: 90, height: 40))
    card.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
    card.layer.cornerRadius = 8
    card.layer.borderWidth = 2
    card.layer.borderColor = Color(red: 0, green: 1, blue: 0, alpha: 1)
    card.clipsToBounds = true
    card.alpha = 0.5
    let symbol = ImageView(image: Image(systemName: "star"))
    symbol.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
    symbol.tintColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
    card.addSubview(symbol)
    cell.addSubview(card)
    let content = try #require(RenderContent(recordingSubviewsOf: cell))
    let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
    let frame = try RenderFrame(
      visibleBounds: CGRect(x: 0, y: 0, width: 100, height: 100),
      elements: [RenderElement(attributes: attributes, content: content)])
    var encoder = PlaygroundFrameEncoder()
    encoder.encode(frame, header: header())
    let items = try #require(try DecodedFrame(encoder.bytes).blocks.first?.items)
    // Back to front: the card's background, its clip, the symbol, the clip's end, its border.
    #expect(items.map(\.operation) == [0, 5, 3, 6, 1])
    let background = items[0]
    #expect(background.matrix == [1, 0, 0, 1, 5, 5])
    #expect(background.opacity == 0.5)
    #expect(background.numbers == [0, 0, 90, 40, 8])
    // Blue at alpha 0.5: A = round(0.5 · 255) = 128.
    #expect(background.color == [0, 0, 255, 128])
    #expect(items[1].numbers == [0, 0, 90, 40, 8])
    let image = items[2]
    #expect(image.flags == 7)  // a symbol, tinted, with its outline
    #expect(image.text == "star")
    // "star" is a closed path stroked 1.6 grid units wide (SymbolOutline), nothing filled or
    // knocked out.
    #expect(image.outline?.lineWidth == 1.6)
    #expect(image.outline?.paths.map(\.isEmpty) == [true, false, true])
    #expect(image.outline?.paths[1].hasPrefix("M12 2.5 L14.47 9.1 ") == true)
    #expect(image.color == [255, 0, 0, 255])
    // The symbol view sits at (10, 10) in the card, the card at (5, 5) in the cell.
    #expect(image.matrix == [1, 0, 0, 1, 15, 15])
    #expect(image.opacity == 0.5)
    #expect(items[4].numbers == [0, 0, 90, 40, 8, 2])
    #expect(items[4].color == [0, 255, 0, 255])
  }

  @Test("a text run longer than 256 UTF-8 bytes is cut at a character boundary")
  func longTextIsCut() throws {
    // "é" is 2 bytes in UTF-8: 200 of them are 400 bytes; 128 fit in 256.
    var encoder = PlaygroundFrameEncoder()
    let cell = View(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    let label = Label(frame: CGRect(x: 0, y: 0, width: 100_000, height: 44))
    label.text = String(repeating: "é", count: 200)
    cell.addSubview(label)
    let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
    let frame = try RenderFrame(
      visibleBounds: CGRect(x: 0, y: 0, width: 100, height: 100),
      elements: [RenderElement(attributes: attributes, content: RenderContent(recordingSubviewsOf: cell))])
    encoder.encode(frame, header: header())
    let run = try #require(try DecodedFrame(encoder.bytes).blocks.first?.items.first)
    #expect(run.text == String(repeating: "é", count: 128))
  }

  @Test("the inset-grouped list's rows send a symbol, 'Item N' and their height, placed by Auto Layout")
  func insetGroupedRowsCarryTheirLabels() throws {
    var driver = PlaygroundSessionDriver()
    _ = driver.apply(.select(scene: "inset-grouped-list", viewport: nil, parameters: [:]))
    let next = driver.nextFrame(advancingBy: 1.0 / 60)
    let bytes = try #require(next)
    let frame = try DecodedFrame(bytes)
    let cells = frame.elements.filter { $0.kind == 0 }
    #expect(!cells.isEmpty)
    let blocks = Dictionary(uniqueKeysWithValues: frame.blocks.map { ($0.id, $0) })
    for cell in cells {
      let block = try #require(blocks[cell.contentID])
      let texts = block.items.filter { $0.operation == 2 }
      // The title names the item the cell shows (its label number).
      let title = try #require(texts.first)
      #expect(title.text == "Item \(cell.label)")
      // The title's label starts after the 16-point margin, the 24-point symbol and 12 points.
      let titleX: Float = 16 + 24 + 12
      #expect(title.matrix[4] == titleX, "\(title.matrix)")
      // Centred on the symbol, which is centred in the row of height h: the label is one line,
      // (2728 + 680) · 17 / 2816 pt high, so its baseline is at h / 2 − that / 2 + the ascender
      // 2728 · 17 / 2816, i.e. h / 2 + 1024 · 17 / 2816 (h / 2 + 6.18).
      let baseline = Double(title.matrix[5] + title.numbers[1])
      let middle = Double(cell.geometry[3]) / 2
      #expect(abs(baseline - (middle + 1024.0 * 17 / 2816)) < 0.01, "\(cell.geometry)")
      // The detail ends 16 points from the trailing edge: its x + the run's width = width − 16.
      let detail = try #require(texts.last)
      #expect(detail.text?.hasSuffix(" pt") == true)
      let right = Double(detail.matrix[4] + detail.numbers[0] + detail.numbers[3])
      #expect(abs(right - (Double(cell.geometry[2]) - 16)) < 0.01)
      // The content view's white background, the full size of the cell.
      #expect(block.items.first?.operation == 0)
      #expect(block.items.first?.color == [255, 255, 255, 255])
      #expect(block.items.first?.numbers[2] == cell.geometry[2])
      #expect(block.items.contains { $0.operation == 3 && $0.flags & 1 == 1 })
    }
  }

  /// Encodes one cell element whose content is what `cell`'s subviews draw.
  private func items(
    of cell: View, style: RenderStyle? = nil
  ) throws -> (DecodedFrame.Element, [DecodedFrame.Item]) {
    let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.frame = cell.frame
    let element = RenderElement(
      attributes: attributes, style: style, content: RenderContent(recordingSubviewsOf: cell))
    let frame = try RenderFrame(
      visibleBounds: CGRect(x: 0, y: 0, width: 400, height: 400), elements: [element])
    var encoder = PlaygroundFrameEncoder()
    encoder.encode(frame, header: header())
    let decoded = try DecodedFrame(encoder.bytes)
    return (try #require(decoded.elements.first), decoded.blocks.first?.items ?? [])
  }

  @Test("a first row's background rounds its top corners only: flags name the square bottom ones (4 + 8)")
  func maskedCornersInFlags() throws {
    let cell = View(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    let background = View(frame: cell.bounds)
    background.backgroundColor = .white
    background.layer.cornerRadius = 10
    background.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    background.layer.borderWidth = 1
    background.layer.borderColor = .black
    background.clipsToBounds = true
    cell.addSubview(background)
    let (_, items) = try items(of: cell)
    // Background, clip, clip end, border: bits 2 (bottom left) and 3 (bottom right) are square.
    #expect(items.map(\.operation) == [0, 5, 6, 1])
    #expect(items.map(\.flags) == [12, 12, 0, 12])
    #expect(items[0].numbers == [0, 0, 100, 44, 10])
  }

  @Test("no masked corner means square corners: radius 0 and flags 0")
  func noMaskedCornerIsSquare() throws {
    let cell = View(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    let background = View(frame: cell.bounds)
    background.backgroundColor = .white
    background.layer.cornerRadius = 10
    background.layer.maskedCorners = []
    cell.addSubview(background)
    let (_, items) = try items(of: cell)
    #expect(items.first?.flags == 0)
    #expect(items.first?.numbers == [0, 0, 100, 44, 0])
  }

  @Test("a symbol Trellis has no outline for stays a labelled placeholder (flags 1, no outline)")
  func unknownSymbolHasNoOutline() throws {
    let cell = View(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
    let symbol = ImageView(image: Image(systemName: "bookmark.slash.circle"))
    symbol.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    cell.addSubview(symbol)
    let (_, items) = try items(of: cell)
    let image = try #require(items.first)
    #expect(image.operation == 3)
    #expect(image.flags & 4 == 0)
    #expect(image.outline == nil)
  }

  @Test("element flags carry the tile: bit 4 flat, bit 5 none")
  func tileFlags() throws {
    let cell = View(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
    let white = RenderColor(rgb: 0xFFFFFF)
    #expect(try items(of: cell, style: RenderStyle(fill: white, stroke: white)).0.flags == 0)
    #expect(try items(of: cell, style: RenderStyle(fill: white, stroke: white, tile: .flat)).0.flags == 16)
    #expect(try items(of: cell, style: RenderStyle(fill: white, stroke: white, tile: .none)).0.flags == 32)
  }
}
