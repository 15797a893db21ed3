@testable import TrellisPhysics

/// The reference way to fill lane groups, for tests only: prepare every constraint as
/// `ContactConstraint` records (`ContactSolver.prepare`), then pack them. The step itself
/// prepares straight into the groups (`ContactGroup.prepare(keys:…)`), which
/// `ContactPrepareTests` compares with this bit for bit.
extension ContactGroup {
  /// Packs colour-ordered constraints into `groups` (emptied first): each colour's range
  /// (`colorStarts`, see `PhysicsWorld.colorOrder`) `laneWidth` constraints to a group, the overflow
  /// group (colour 64, whose constraints may share bodies) one constraint per group.
  static func pack(
    _ cons: UnsafeBufferPointer<ContactConstraint>, colorStarts: [Int32], into groups: inout [ContactGroup]
  ) {
    groups.removeAll(keepingCapacity: true)
    groups.append(contentsOf: repeatElement(ContactGroup(), count: groupCount(colorStarts: colorStarts)))
    groups.withUnsafeMutableBufferPointer { out in
      forEachGroup(out, colorStarts: colorStarts) { g, first, count in
        fill(g, cons, first: first, count: count)
      }
    }
  }

  /// Packs constraints `first ..< first + count` of `cons` (1 ≤ count ≤ `laneWidth`) into
  /// lanes (rounded to `Float`); the padding lanes' coefficients stay zero.
  init(_ cons: UnsafeBufferPointer<ContactConstraint>, first: Int, count: Int) {
    var g = ContactGroup()
    withUnsafeMutablePointer(to: &g) { Self.fill($0, cons, first: first, count: count) }
    self = g
  }

  /// Writes constraints `first ..< first + count` of `cons` into the lanes of `g`, a default
  /// group.
  static func fill(
    _ g: UnsafeMutablePointer<ContactGroup>, _ cons: UnsafeBufferPointer<ContactConstraint>, first: Int,
    count: Int
  ) {
    for lane in 0..<count { setLane(g, lane, cons.baseAddress! + first + lane) }
    finish(g, first: first, count: count)
  }
}
