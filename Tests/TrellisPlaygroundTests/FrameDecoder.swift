import Foundation

/// A decoder for the playground's binary frame format, written from the layout documented in
/// PlaygroundFrameEncoder.swift and Public/app.js (not from the encoder's code): a 64-byte
/// little-endian header, then 72-byte element records.
struct DecodedFrame {
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

  enum Failure: Error, Equatable {
    case tooShort(Int)
    case badMagic([UInt8])
    case truncated(expected: Int, actual: Int)
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
    let expected = Int(headerSize) + Int(elementCount) * Int(elementSize)
    guard bytes.count == expected else { throw Failure.truncated(expected: expected, actual: bytes.count) }
    let start = Int(headerSize)
    let stride = Int(elementSize)
    elements = (0..<Int(elementCount)).map { index in
      let o = start + index * stride
      return Element(
        kind: bytes[o], shape: bytes[o + 1], flags: bytes[o + 2], zIndex: Int32(bitPattern: u32(o + 4)),
        alpha: f32(o + 8), fill: Array(bytes[(o + 12)..<(o + 16)]), stroke: Array(bytes[(o + 16)..<(o + 20)]),
        section: Int32(bitPattern: u32(o + 20)), item: Int32(bitPattern: u32(o + 24)),
        label: Int32(bitPattern: u32(o + 28)), geometry: (0..<10).map { f32(o + 32 + 4 * $0) })
    }
  }
}
