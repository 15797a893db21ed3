import Foundation
import Testing

@testable import TrellisDynamics

// The animator's record of an item keeps the fields a frame reads or writes for every record
// first and together (see `ItemRecord`): a frame that starts with cold caches pays for every
// cache line of a record it touches. These offsets are worked out by hand from Swift's layout of
// a struct (each field at the next multiple of its alignment, in declaration order): a class
// reference, an `ObjectIdentifier` and an `Unmanaged` are 8 bytes, so is an optional of one;
// `BodyID` is two 32-bit integers; `CGSize` and `CGPoint` are 16 bytes; an optional pair of
// `Int`s is 17 (the pair and a tag byte); the bounds type (three cases) and each flag one byte.

@Suite struct ItemRecordLayoutTests {
  /// Every per-frame field lies in the record's first 112 bytes, at the offset worked out above.
  @Test func thePerFrameFieldsComeFirstAndTogether() {
    let expected: [(name: String, path: PartialKeyPath<ItemRecord>, offset: Int)] = [
      ("key", \ItemRecord.key, 0),
      ("body", \ItemRecord.body, 8),
      ("attributes", \ItemRecord.attributes, 16),
      ("plainAttributes", \ItemRecord.plainAttributes, 24),
      ("size", \ItemRecord.size, 32),
      ("lastCenter", \ItemRecord.lastCenter, 48),
      ("lastAngle", \ItemRecord.lastAngle, 64),
      // 72 + 17 = 89: the bounds type and the four flags take the next five bytes.
      ("filedCell", \ItemRecord.filedCell, 72),
      ("boundsType", \ItemRecord.boundsType, 89),
      ("isHeld", \ItemRecord.isHeld, 90),
      ("escaped", \ItemRecord.escaped, 91),
      ("sleepBlocked", \ItemRecord.sleepBlocked, 92),
      ("restless", \ItemRecord.restless, 93),
      // A 32-bit integer at the next multiple of 4 after 94.
      ("notedMovedIn", \ItemRecord.notedMovedIn, 96),
      // A `CGFloat` at the next multiple of 8 after 100.
      ("radius", \ItemRecord.radius, 104),
    ]
    for field in expected {
      #expect(MemoryLayout<ItemRecord>.offset(of: field.path) == field.offset, "\(field.name)")
    }
    // The fields a frame does not read come after them.
    #expect(MemoryLayout<ItemRecord>.offset(of: \ItemRecord.item) == 112)
    for path: PartialKeyPath<ItemRecord> in [
      \ItemRecord.shape, \ItemRecord.serial, \ItemRecord.stamp, \ItemRecord.applied, \ItemRecord.gravity,
      \ItemRecord.pushForce, \ItemRecord.groups, \ItemRecord.collisionSet, \ItemRecord.references,
    ] {
      #expect((MemoryLayout<ItemRecord>.offset(of: path) ?? 0) >= 112)
    }
  }
}
