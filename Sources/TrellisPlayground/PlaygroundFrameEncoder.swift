// The playground's binary frame format (version 2). The same layout is written out in
// Public/app.js, which decodes it; keep the two in step and bump `version` on any change.
// docs/playground.md describes it in prose.
//
// Every multi-byte value is LITTLE-ENDIAN. f32 = IEEE-754 binary32, u/i = unsigned/signed int.
//
// Header, 64 bytes:
//
//   offset size type  field
//        0    4 u8×4  magic, the ASCII bytes "TRLS" (0x54 0x52 0x4C 0x53)
//        4    2 u16   version = 2
//        6    2 u16   header size in bytes = 64
//        8    2 u16   element record size in bytes = 76
//       10    2 u16   encoding time of the PREVIOUS frame in microseconds (saturates at 65535;
//                     0 for the first frame)
//       12    4 u32   frame number (1, 2, 3, … per connection; wraps at 2³²)
//       16    4 u32   element count n (records that follow the header)
//       20    4 u32   engine time of this frame in microseconds: advance + frame capture
//       24    4 u32   visible elements (SceneStatistics.visibleElements)
//       28    4 u32   active behaviors (SceneStatistics.activeBehaviors)
//       32    4 u32   item count (SceneStatistics.itemCount)
//       36    4 f32   content offset x (= visible bounds origin x), points
//       40    4 f32   content offset y
//       44    4 f32   viewport width (visible bounds width), points
//       48    4 f32   viewport height
//       52    4 f32   content width (collectionViewContentSize)
//       56    4 f32   content height
//       60    4 f32   simulated time of the session, seconds
//
// Then n element records of 76 bytes each, already in drawing order (back to front, the order
// of `RenderFrame.drawingOrder()`), at offset 64 + i·76:
//
//   offset size type  field
//        0    1 u8    kind: 0 = cell, 1 = supplementary view, 2 = decoration view
//        1    1 u8    shape: 0 = rect + affine matrix, 1 = projected quad
//        2    1 u8    flags: bit 0 dashed outline, bit 1 section header, bit 2 section footer,
//                     bit 3 lifted (the cell being reordered: drawn with a drop shadow),
//                     bit 4 flat tile (the fill alone, square, no outline or label: a screen's
//                     background), bit 5 no tile (only the element's content is drawn),
//                     bit 6 square tile (outline and label, no rounded corners: cells that touch)
//        3    1 u8    reserved, 0
//        4    4 i32   zIndex
//        8    4 f32   alpha (opacity, clamped to 0…1)
//       12    4 u8×4  fill colour R, G, B, A
//       16    4 u8×4  stroke colour R, G, B, A
//       20    4 i32   section (−1 when the index path has none)
//       24    4 i32   item (−1 when the index path has none)
//       28    4 i32   label number: the element style's label when it is a decimal integer
//                     (the scenes label cells with their model item's id, which follows the
//                     item when it moves), otherwise −1 (the page then shows section.item)
//       32   40 f32×10 geometry, content coordinates:
//                     shape 0: x, y, width, height of the untransformed rect, then the matrix
//                              a, b, c, d, tx, ty (x′ = a·x + c·y + tx, y′ = b·x + d·y + ty,
//                              the canvas `setTransform(a, b, c, d, tx, ty)` order)
//                     shape 1: the corners top-left, top-right, bottom-right, bottom-left as
//                              x, y pairs (8 floats), then the width and height of the
//                              untransformed rect (v1: 2 unused floats, 0)
//       72    4 u32   content id: what the views inside the element draw (`RenderContent`), a
//                     content block of this frame or of an earlier frame of this connection
//                     (since the last "forget"); 0 = nothing, or not sent yet (then the page
//                     draws the plain tile with its label number, as for v1)
//
// Then, at offset 64 + 76·n, the content section: what the elements' views draw, sent once per
// distinct content and referred to by id afterwards (the page keeps a table id → content).
//
//   offset size type  field
//        0    4 u32   block count b
//        4    4 u32   flags: bit 0 = forget every content block of earlier frames before
//                     reading these (the encoder's table was full, or a frame was not sent)
//        8            b content blocks, one after the other
//
// A content block, 12 bytes + its items:
//
//        0    4 u32   content id (≥ 1, never reused on a connection)
//        4    4 u32   block length in bytes, these 12 included
//        8    2 u16   item count m
//       10    2 u16   reserved, 0
//       12            m items, back to front
//
// An item: a 32-byte prefix, then P bytes of payload. Coordinates are the drawing view's bounds
// coordinates; the prefix's matrix takes them to the element's bounds coordinates, whose origin
// is the top-left of the element's untransformed rect (x, y of geometry shape 0; the page maps
// a quad's top-left, top-right and bottom-left corners). Colours are u8×4 R, G, B, A with
// A = round(alpha·255).
//
//        0    1 u8    operation: 0 background, 1 border, 2 text run, 3 image placeholder,
//                     4 shape, 5 begin clip, 6 end clip
//        1    1 u8    flags: text bit 0 italic; image bit 0 symbol, bit 1 tinted, bit 2 outline;
//                     background, border, begin clip: bits 0…3 the corners drawn square (top
//                     left, top right, bottom left, bottom right; a layer's maskedCorners)
//        2    2 u16   payload length P
//        4    4 f32   opacity (the view's, times its superviews' inside the element)
//        8   24 f32×6 matrix a, b, c, d, tx, ty
//       32    P       payload:
//         0 background, 4 shape (24): f32 x, y, width, height, corner radius; colour
//         1 border (28):              f32 x, y, width, height, corner radius, line width; colour
//                                     (the line lies inside the rect, as a layer's border)
//         2 text run (28 + F + S):    f32 baseline x, baseline y (the left end of the baseline),
//                                     point size, width (as TrellisText measured it, points);
//                                     u16 CSS weight (400, 500, 600, 700); u16 reserved; colour;
//                                     u16 F, u16 S; F bytes of font family, S bytes of text
//                                     (UTF-8; family at most 64 bytes, text at most 256,
//                                     cut at a character boundary)
//         3 image (22 + S [+ 10 + A + B + C]): f32 x, y, width, height; tint colour (0 when
//                                     untinted); u16 S; S bytes of label (UTF-8, at most 64);
//                                     with flags bit 2, the symbol's outline (SymbolOutline):
//                                     f32 line width; u16 A, A bytes fill path; u16 B, B bytes
//                                     stroke path; u16 C, C bytes knockout path (SVG path data
//                                     on a 24-point grid)
//         5 begin clip (20):          f32 x, y, width, height, corner radius
//         6 end clip (0)
//
// A frame of n elements and no content to send is 64 + 76·n + 8 bytes. A frame's content
// section holds blocks while it is under 128 KiB (`contentBytesPerFrame`); elements whose
// content did not fit get id 0 and their content comes with a later frame.

/// The numbers of one frame's header besides its elements (see the file comment for the
/// binary layout).
public struct PlaygroundFrameHeader: Sendable, Equatable {
  /// The frame number, counting from 1 per connection.
  public var frameNumber: UInt32
  /// The engine time spent on this frame (advance + capture), in microseconds.
  public var engineMicroseconds: UInt32
  /// The number of visible elements the session reports.
  public var visibleElements: UInt32
  /// The number of active dynamic behaviors (0 for scenes without dynamics).
  public var activeBehaviors: UInt32
  /// The number of items in the scene.
  public var itemCount: UInt32
  /// The content offset: the origin of the visible bounds.
  public var contentOffset: CGPoint
  /// The size of the visible bounds.
  public var viewportSize: CGSize
  /// The layout's content size.
  public var contentSize: CGSize
  /// The session's simulated time in seconds.
  public var time: Double
  /// How long encoding the previous frame took, in microseconds (saturating at 65,535).
  public var previousEncodeMicroseconds: UInt16

  /// Creates a header.
  public init(
    frameNumber: UInt32, engineMicroseconds: UInt32, visibleElements: UInt32, activeBehaviors: UInt32,
    itemCount: UInt32, contentOffset: CGPoint, viewportSize: CGSize, contentSize: CGSize, time: Double,
    previousEncodeMicroseconds: UInt16 = 0
  ) {
    self.frameNumber = frameNumber
    self.engineMicroseconds = engineMicroseconds
    self.visibleElements = visibleElements
    self.activeBehaviors = activeBehaviors
    self.itemCount = itemCount
    self.contentOffset = contentOffset
    self.viewportSize = viewportSize
    self.contentSize = contentSize
    self.time = time
    self.previousEncodeMicroseconds = previousEncodeMicroseconds
  }
}

/// Encodes render frames into the playground's compact little-endian binary format.
///
/// The layout (64-byte header, 76-byte element records in drawing order, then the content
/// section) is documented in the comment at the top of this file and in `Public/app.js`. The
/// encoder keeps its byte buffers between frames, so encoding a frame of elements whose content
/// was already sent allocates nothing once the buffers have grown to the largest frame (the
/// `RenderFrame.drawingOrder()` it calls does allocate).
///
/// Content (`RenderElement.content`) is sent once per connection for each distinct value and
/// referred to by id afterwards: the encoder keeps a table content → id of what it sent, and
/// forgets it all (telling the page to do the same) when it holds `maximumRememberedContents`
/// entries or `maximumRememberedContentBytes` bytes, or after `forgetContent()`.
public struct PlaygroundFrameEncoder: Sendable {
  /// The four magic bytes at the start of every frame: ASCII "TRLS".
  public static let magic: [UInt8] = [0x54, 0x52, 0x4C, 0x53]
  /// The format version written at offset 4.
  public static let version: UInt16 = 2
  /// The size of the header in bytes.
  public static let headerSize = 64
  /// The size of one element record in bytes.
  public static let elementSize = 76
  /// The size of the content section's own header (block count, flags) in bytes.
  public static let contentSectionHeaderSize = 8
  /// The size of a content block's header in bytes.
  public static let contentBlockHeaderSize = 12
  /// The size of a content item's prefix in bytes.
  public static let contentItemPrefixSize = 32
  /// Blocks are added to a frame while its content section is under this many bytes: 128 KiB.
  public static let contentBytesPerFrame = 128 * 1024
  /// The most distinct contents remembered (sent and not forgotten) per connection: 1,024.
  public static let maximumRememberedContents = 1_024
  /// The most bytes of content blocks remembered per connection: 4 MiB.
  public static let maximumRememberedContentBytes = 4 << 20
  /// The longest text run sent, in UTF-8 bytes: longer runs are cut at a character boundary.
  public static let maximumTextBytes = 256
  /// The longest font family name or image label sent, in UTF-8 bytes.
  public static let maximumNameBytes = 64

  /// The bytes of the last encoded frame.
  public private(set) var bytes: [UInt8] = []

  /// The content blocks of the frame being encoded.
  private var blocks: [UInt8] = []
  private var blockCount: UInt32 = 0
  /// What was sent since the last forget, and the bytes its blocks took.
  private var sent: [RenderContent: UInt32] = [:]
  private var sentBytes = 0
  private var nextContentID: UInt32 = 1
  private var mustForget = false

  /// Creates an encoder with an empty buffer.
  public init() {}

  /// The number of distinct contents sent since the last forget (for tests and statistics).
  public var rememberedContents: Int { sent.count }

  /// Forgets every content sent: the next frame tells the page to forget them too and sends the
  /// content it shows again. Call it when a frame was encoded but not delivered.
  public mutating func forgetContent() {
    mustForget = true
  }

  /// Encodes `frame`'s drawable elements in drawing order after `header`, then the content of
  /// theirs not sent before, replacing `bytes`.
  ///
  /// Hidden elements and elements whose geometry cannot be drawn are left out (see
  /// `RenderFrame.drawingOrder()`); the element count in the header is the number written.
  /// Numbers that do not fit a field are clamped: counts to `UInt32.max`, index-path
  /// components and z to the `Int32` range.
  ///
  /// - Complexity: O(n log n) for n elements (the drawing-order sort), plus O(c) for the c
  ///   content items of the elements (each content is hashed to find its id).
  @MainActor public mutating func encode(_ frame: RenderFrame, header: PlaygroundFrameHeader) {
    let items = frame.drawingOrder()
    var flags: UInt32 = 0
    if mustForget || sent.count >= Self.maximumRememberedContents
      || sentBytes >= Self.maximumRememberedContentBytes
    {
      sent.removeAll(keepingCapacity: true)
      sentBytes = 0
      mustForget = false
      flags |= 1
    }
    blocks.removeAll(keepingCapacity: true)
    blockCount = 0
    bytes.removeAll(keepingCapacity: true)
    bytes.reserveCapacity(Self.headerSize + Self.elementSize * items.count + Self.contentSectionHeaderSize)
    bytes.append(contentsOf: Self.magic)
    appendUInt16(Self.version)
    appendUInt16(UInt16(Self.headerSize))
    appendUInt16(UInt16(Self.elementSize))
    appendUInt16(header.previousEncodeMicroseconds)
    appendUInt32(header.frameNumber)
    appendUInt32(UInt32(clamping: items.count))
    appendUInt32(header.engineMicroseconds)
    appendUInt32(header.visibleElements)
    appendUInt32(header.activeBehaviors)
    appendUInt32(header.itemCount)
    appendFloat(header.contentOffset.x)
    appendFloat(header.contentOffset.y)
    appendFloat(header.viewportSize.width)
    appendFloat(header.viewportSize.height)
    appendFloat(header.contentSize.width)
    appendFloat(header.contentSize.height)
    appendFloat(header.time)
    for item in items {
      append(item)
      appendUInt32(contentID(for: item.element.content))
    }
    appendUInt32(blockCount)
    appendUInt32(flags)
    bytes.append(contentsOf: blocks)
  }

  /// The id of `content`: the one it was sent under, or a new one with its block added to this
  /// frame; 0 for no content, or when this frame's content section is full.
  private mutating func contentID(for content: RenderContent?) -> UInt32 {
    guard let content, !content.items.isEmpty else { return 0 }
    if let id = sent[content] { return id }
    guard blocks.count < Self.contentBytesPerFrame else { return 0 }
    let id = nextContentID
    nextContentID &+= 1
    if nextContentID == 0 { nextContentID = 1 }
    let start = blocks.count
    PlaygroundContentWriter.writeBlock(content, id: id, into: &blocks)
    blockCount += 1
    sentBytes += blocks.count - start
    sent[content] = id
    return id
  }

  @MainActor private mutating func append(_ item: RenderDrawItem) {
    let attributes = item.element.attributes
    let style = item.element.style
    let kind: UInt8
    switch attributes.representedElementCategory {
    case .cell: kind = 0
    case .supplementaryView: kind = 1
    case .decorationView: kind = 2
    }
    var flags: UInt8 = style.isDashed ? 1 : 0
    if attributes.representedElementKind == CollectionView.elementKindSectionHeader { flags |= 2 }
    if attributes.representedElementKind == CollectionView.elementKindSectionFooter { flags |= 4 }
    if style.isLifted { flags |= 8 }
    switch style.tile {
    case .standard: break
    case .flat: flags |= 16
    case .none: flags |= 32
    case .square: flags |= 64
    }
    let path = attributes.indexPath
    let section = path.count > 1 ? path[0] : (path.count == 1 ? 0 : -1)
    let itemIndex = path.count > 1 ? path[1] : (path.count == 1 ? path[0] : -1)
    bytes.append(kind)
    switch item.shape {
    case .rect: bytes.append(0)
    case .quad: bytes.append(1)
    }
    bytes.append(flags)
    bytes.append(0)
    appendUInt32(UInt32(bitPattern: Int32(clamping: attributes.zIndex)))
    appendFloat(item.opacity)
    bytes.append(contentsOf: [style.fill.red, style.fill.green, style.fill.blue, 255])
    bytes.append(contentsOf: [style.stroke.red, style.stroke.green, style.stroke.blue, 255])
    appendUInt32(UInt32(bitPattern: Int32(clamping: section)))
    appendUInt32(UInt32(bitPattern: Int32(clamping: itemIndex)))
    appendUInt32(UInt32(bitPattern: Self.labelNumber(style.label)))
    switch item.shape {
    case .rect(let rect, let m):
      appendFloat(rect.origin.x)
      appendFloat(rect.origin.y)
      appendFloat(rect.size.width)
      appendFloat(rect.size.height)
      appendFloat(m.a)
      appendFloat(m.b)
      appendFloat(m.c)
      appendFloat(m.d)
      appendFloat(m.tx)
      appendFloat(m.ty)
    case .quad(let corners):
      for index in 0..<4 {
        let corner = index < corners.count ? corners[index] : .zero
        appendFloat(corner.x)
        appendFloat(corner.y)
      }
      // The untransformed size, so the page can map the element's content onto the quad.
      let size = item.element.attributes.size
      appendFloat(Float(size.width).isFinite ? size.width : 0)
      appendFloat(Float(size.height).isFinite ? size.height : 0)
    }
  }

  /// `label` as an `Int32` when it is a decimal integer of at most 9 digits, else −1.
  private static func labelNumber(_ label: String?) -> Int32 {
    guard let label, !label.isEmpty, label.utf8.count <= 9 else { return -1 }
    var value: Int32 = 0
    for byte in label.utf8 {
      guard byte >= 0x30, byte <= 0x39 else { return -1 }
      value = value * 10 + Int32(byte - 0x30)
    }
    return value
  }

  private mutating func appendUInt16(_ value: UInt16) {
    bytes.append(UInt8(truncatingIfNeeded: value))
    bytes.append(UInt8(truncatingIfNeeded: value >> 8))
  }

  private mutating func appendUInt32(_ value: UInt32) {
    bytes.append(UInt8(truncatingIfNeeded: value))
    bytes.append(UInt8(truncatingIfNeeded: value >> 8))
    bytes.append(UInt8(truncatingIfNeeded: value >> 16))
    bytes.append(UInt8(truncatingIfNeeded: value >> 24))
  }

  private mutating func appendFloat(_ value: CGFloat) {
    appendUInt32(Float(value).bitPattern)
  }

  private mutating func appendFloat(_ value: Double) {
    appendUInt32(Float(value).bitPattern)
  }
}
