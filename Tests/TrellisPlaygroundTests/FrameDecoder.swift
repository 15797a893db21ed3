import Foundation

/// A decoder for the playground's binary frame format, written from the layout documented in
/// PlaygroundFrameEncoder.swift and Public/app.js (not from the encoder's code): a 64-byte
/// little-endian header, then 76-byte element records, then the content section (block count,
/// flags, content blocks of items).
struct DecodedFrame {
  /// One content item: the 32-byte prefix and the payload's fields.
  struct Item: Equatable {
    var operation: UInt8
    var flags: UInt8
    var opacity: Float
    var matrix: [Float]
    /// The payload's f32 fields in order (x, y, w, h, radius, … or baseline x, y, size, width).
    var numbers: [Float]
    /// The payload's colour (RGBA), or nil for clips.
    var color: [UInt8]?
    /// A text run's CSS weight.
    var weight: UInt16?
    /// A text run's family, or nil.
    var family: String?
    /// A text run's text or an image's label, or nil.
    var text: String?
    /// A symbol's outline (flags bit 2): line width, then fill, stroke and knockout paths.
    var outline: (lineWidth: Float, paths: [String])?

    static func == (a: Item, b: Item) -> Bool {
      a.operation == b.operation && a.flags == b.flags && a.opacity == b.opacity && a.matrix == b.matrix
        && a.numbers == b.numbers && a.color == b.color && a.weight == b.weight && a.family == b.family
        && a.text == b.text && a.outline?.lineWidth == b.outline?.lineWidth
        && a.outline?.paths == b.outline?.paths
    }
  }

  /// One content block.
  struct Block {
    var id: UInt32
    var length: UInt32
    var items: [Item]
  }

  struct Element {
    var kind: UInt8
    var shape: UInt8
    var flags: UInt8
    var zIndex: Int32
    var alpha: Float
    var fill: [UInt8]
    var stroke: [UInt8]
    var section: Int32
    var item: Int32
    var label: Int32
    var geometry: [Float]
    var contentID: UInt32
  }

  var version: UInt16
  var headerSize: UInt16
  var elementSize: UInt16
  var previousEncodeMicroseconds: UInt16
  var frameNumber: UInt32
  var elementCount: UInt32
  var engineMicroseconds: UInt32
  var visibleElements: UInt32
  var activeBehaviors: UInt32
  var itemCount: UInt32
  var offsetX: Float
  var offsetY: Float
  var viewportWidth: Float
  var viewportHeight: Float
  var contentWidth: Float
  var contentHeight: Float
  var time: Float
  var elements: [Element]
  var contentFlags: UInt32
  var blocks: [Block]

  enum Failure: Error, Equatable {
    case tooShort(Int)
    case badMagic([UInt8])
    case truncated(expected: Int, actual: Int)
    case badBlock(offset: Int)
  }

  init(_ bytes: [UInt8]) throws {
    guard bytes.count >= 64 else { throw Failure.tooShort(bytes.count) }
    guard Array(bytes[0..<4]) == Array("TRLS".utf8) else { throw Failure.badMagic(Array(bytes[0..<4])) }
    func u16(_ at: Int) -> UInt16 { UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8 }
    func u32(_ at: Int) -> UInt32 {
      UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3])
        << 24
    }
    func f32(_ at: Int) -> Float { Float(bitPattern: u32(at)) }
    version = u16(4)
    headerSize = u16(6)
    elementSize = u16(8)
    previousEncodeMicroseconds = u16(10)
    frameNumber = u32(12)
    elementCount = u32(16)
    engineMicroseconds = u32(20)
    visibleElements = u32(24)
    activeBehaviors = u32(28)
    itemCount = u32(32)
    offsetX = f32(36)
    offsetY = f32(40)
    viewportWidth = f32(44)
    viewportHeight = f32(48)
    contentWidth = f32(52)
    contentHeight = f32(56)
    time = f32(60)
    let contentStart = Int(headerSize) + Int(elementCount) * Int(elementSize)
    guard bytes.count >= contentStart + 8 else {
      throw Failure.truncated(expected: contentStart + 8, actual: bytes.count)
    }
    let start = Int(headerSize)
    let stride = Int(elementSize)
    elements = (0..<Int(elementCount)).map { index in
      let o = start + index * stride
      return Element(
        kind: bytes[o], shape: bytes[o + 1], flags: bytes[o + 2], zIndex: Int32(bitPattern: u32(o + 4)),
        alpha: f32(o + 8), fill: Array(bytes[(o + 12)..<(o + 16)]), stroke: Array(bytes[(o + 16)..<(o + 20)]),
        section: Int32(bitPattern: u32(o + 20)), item: Int32(bitPattern: u32(o + 24)),
        label: Int32(bitPattern: u32(o + 28)), geometry: (0..<10).map { f32(o + 32 + 4 * $0) },
        contentID: u32(o + 72))
    }
    let blockCount = Int(u32(contentStart))
    contentFlags = u32(contentStart + 4)
    var offset = contentStart + 8
    var blocks: [Block] = []
    for _ in 0..<blockCount {
      guard offset + 12 <= bytes.count else { throw Failure.badBlock(offset: offset) }
      let length = Int(u32(offset + 4))
      guard length >= 12, offset + length <= bytes.count else { throw Failure.badBlock(offset: offset) }
      var items: [Item] = []
      var o = offset + 12
      for _ in 0..<Int(u16(offset + 8)) {
        guard o + 32 <= offset + length else { throw Failure.badBlock(offset: o) }
        let size = Int(u16(o + 2))
        let p = o + 32
        guard p + size <= offset + length else { throw Failure.badBlock(offset: o) }
        var item = Item(
          operation: bytes[o], flags: bytes[o + 1], opacity: f32(o + 4),
          matrix: (0..<6).map { f32(o + 8 + 4 * $0) },
          numbers: [], color: nil)
        func text(_ at: Int, _ count: Int) -> String {
          String(decoding: bytes[at..<(at + count)], as: UTF8.self)
        }
        switch item.operation {
        case 0, 4:
          item.numbers = (0..<5).map { f32(p + 4 * $0) }
          item.color = Array(bytes[(p + 20)..<(p + 24)])
        case 1:
          item.numbers = (0..<6).map { f32(p + 4 * $0) }
          item.color = Array(bytes[(p + 24)..<(p + 28)])
        case 2:
          item.numbers = (0..<4).map { f32(p + 4 * $0) }
          item.weight = u16(p + 16)
          item.color = Array(bytes[(p + 20)..<(p + 24)])
          let familyLength = Int(u16(p + 24))
          let textLength = Int(u16(p + 26))
          item.family = text(p + 28, familyLength)
          item.text = text(p + 28 + familyLength, textLength)
        case 3:
          item.numbers = (0..<4).map { f32(p + 4 * $0) }
          item.color = Array(bytes[(p + 16)..<(p + 20)])
          let labelLength = Int(u16(p + 20))
          item.text = text(p + 22, labelLength)
          if item.flags & 4 != 0 {
            var q = p + 22 + labelLength
            let width = f32(q)
            q += 4
            var paths: [String] = []
            for _ in 0..<3 {
              let count = Int(u16(q))
              paths.append(text(q + 2, count))
              q += 2 + count
            }
            guard q == p + size else { throw Failure.badBlock(offset: o) }
            item.outline = (width, paths)
          }
        case 5:
          item.numbers = (0..<5).map { f32(p + 4 * $0) }
        default:
          break
        }
        items.append(item)
        o = p + size
      }
      guard o == offset + length else { throw Failure.badBlock(offset: o) }
      blocks.append(Block(id: u32(offset), length: UInt32(length), items: items))
      offset += length
    }
    guard offset == bytes.count else { throw Failure.truncated(expected: offset, actual: bytes.count) }
    self.blocks = blocks
  }
}
