/// Four lanes of `Float`, one per constraint of a ``ContactGroup``: one 128-bit SSE register
/// per value.
///
/// Why `Float`: on the package's default x86-64 target (SSE2, sixteen 128-bit registers) a
/// register holds two `Double`s or four `Float`s, and the solve of a group keeps about thirty
/// lane values live, so four `Double` lanes spilled and two `Double` lanes did half the work
/// per instruction. Only relative quantities are in lanes (lever arms, normals, masses,
/// impulses, velocity changes); body positions and velocities stay `Double` (see
/// ``BodyLanes``). docs/architecture.md ("Contact lanes in single precision") derives the
/// rounding bound that `ContactLaneErrorBoundTests` checks.
typealias Lanes = SIMD4<Float>
/// A per-lane condition of a ``ContactGroup``.
typealias LaneMask = SIMDMask<SIMD4<Int32>>
/// The body slots of a ``ContactGroup``'s lanes.
typealias LaneIndex = SIMD4<Int32>
/// Constraints per ``ContactGroup``.
let laneWidth = LaneIndex.scalarCount

/// One solver point of each of the constraints of a ``ContactGroup``, as a structure of
/// arrays (the lane-wise form of ``ContactConstraintPoint``; the fields mean the same).
struct ContactGroupPoint {
  var rnA = Lanes()
  var rnB = Lanes()
  var rtA = Lanes()
  var rtB = Lanes()
  var rdA = Lanes()
  var rdB = Lanes()
  var baseSeparation = Lanes()
  var normalImpulse = Lanes()
  var tangentImpulse = Lanes()
  var maxNormalImpulse = Lanes()
  var normalMass = Lanes()
  var tangentMass = Lanes()
}

/// Up to `laneWidth` (four) contact constraints of one graph colour, stored as a structure of
/// arrays so the sub-step stages (warm start, solve, relax) work on them at once with
/// ``Lanes``.
///
/// Design notes:
/// - The constraints of one colour share no dynamic body (see `ConstraintColoring.swift`), so
///   solving them in lanes is solving them one after another. The lane arithmetic is the
///   scalar arithmetic of ``ContactSolver`` in the same order (no fused multiply–add, the
///   same `min`/`max` tie rules) in single precision, so it differs from the double scalar
///   solve only by rounding (bounded in `ContactLaneErrorBoundTests`); the overflow group,
///   whose constraints may share bodies, is packed one constraint per group.
/// - Lanes past `count` are padding: they name lane 0's bodies and all their coefficients are
///   zero, so they change nothing: the gather reads lane 0's bodies again and the scatter
///   adds their change, exactly zero, to them. No branch per lane.
/// - Precision: single inside the lanes, as Box2D v3 solves contacts; bodies keep
///   double-precision state, and a group adds its velocity change to it (``BodyLanes``).
///   Deterministic: IEEE single-precision operations in a fixed order.
/// - Packed once per step after the scalar preparation, unpacked (impulses only) before the
///   restitution pass and the warm-start store, which stay scalar.
struct ContactGroup {
  /// Body slots of the constraints' bodies A and B; lane 0's in padding lanes.
  var bodyA = LaneIndex(repeating: -1)
  var bodyB = LaneIndex(repeating: -1)
  /// Index of lane 0's constraint in the step's colour-ordered constraints.
  var first: Int32 = 0
  /// Number of used lanes, 1 to `laneWidth`.
  var count: Int32 = 0
  var normalX = Lanes()
  var normalY = Lanes()
  var friction = Lanes()
  var invMassA = Lanes()
  var invIA = Lanes()
  var invMassB = Lanes()
  var invIB = Lanes()
  var biasRate = Lanes()
  var massScale = Lanes()
  var impulseScale = Lanes()
  var k11 = Lanes()
  var k12 = Lanes()
  var k22 = Lanes()
  /// Lanes whose constraint has two points.
  var twoPoints = LaneMask(repeating: false)
  /// Lanes whose two points may be block-solved.
  var useBlock = LaneMask(repeating: false)
  var p0 = ContactGroupPoint()
  var p1 = ContactGroupPoint()

  /// Packs colour-ordered constraints into `groups` (emptied first): each colour's range
  /// (`colorStarts`, see `PhysicsWorld.colorOrder`) `laneWidth` constraints to a group, the overflow
  /// group (colour 64, whose constraints may share bodies) one constraint per group.
  /// - Complexity: O(constraints).
  static func pack(
    _ cons: UnsafeBufferPointer<ContactConstraint>, colorStarts: [Int32], into groups: inout [ContactGroup]
  ) {
    groups.removeAll(keepingCapacity: true)
    for color in 0..<min(65, colorStarts.count - 1) {
      let end = Int(colorStarts[color + 1])
      let width = color < 64 ? laneWidth : 1
      var k = Int(colorStarts[color])
      while k < end {
        let n = min(width, end - k)
        groups.append(ContactGroup(cons, first: k, count: n))
        k += n
      }
    }
  }

  /// Packs constraints `first ..< first + count` of `cons` (1 ≤ count ≤ `laneWidth`) into
  /// lanes (rounded to `Float`); the padding lanes' coefficients stay zero.
  init(_ cons: UnsafeBufferPointer<ContactConstraint>, first: Int, count: Int) {
    self.first = Int32(first)
    self.count = Int32(count)
    for lane in 0..<count {
      // Through a pointer: a copy of the constraint would move all its bytes.
      let c = cons.baseAddress! + first + lane
      bodyA[lane] = c.pointee.a
      bodyB[lane] = c.pointee.b
      normalX[lane] = Float(c.pointee.normal.x)
      normalY[lane] = Float(c.pointee.normal.y)
      friction[lane] = Float(c.pointee.friction)
      invMassA[lane] = Float(c.pointee.invMassA)
      invIA[lane] = Float(c.pointee.invIA)
      invMassB[lane] = Float(c.pointee.invMassB)
      invIB[lane] = Float(c.pointee.invIB)
      biasRate[lane] = Float(c.pointee.softness.biasRate)
      massScale[lane] = Float(c.pointee.softness.massScale)
      impulseScale[lane] = Float(c.pointee.softness.impulseScale)
      k11[lane] = Float(c.pointee.k11)
      k12[lane] = Float(c.pointee.k12)
      k22[lane] = Float(c.pointee.k22)
      twoPoints[lane] = c.pointee.pointCount > 1
      useBlock[lane] = c.pointee.useBlock
      Self.set(&p0, lane, c.pointee.p0)
      Self.set(&p1, lane, c.pointee.p1)
    }
    // Padding lanes name lane 0's bodies (with zero coefficients their velocity change is
    // exactly zero, which the scatter adds), so the gather and scatter need no branch per lane.
    for lane in count..<laneWidth {
      bodyA[lane] = bodyA[0]
      bodyB[lane] = bodyB[0]
    }
  }

  @inline(__always)
  private static func set(_ w: inout ContactGroupPoint, _ lane: Int, _ p: ContactConstraintPoint) {
    w.rnA[lane] = Float(p.rnA)
    w.rnB[lane] = Float(p.rnB)
    w.rtA[lane] = Float(p.rtA)
    w.rtB[lane] = Float(p.rtB)
    w.rdA[lane] = Float(p.rdA)
    w.rdB[lane] = Float(p.rdB)
    w.baseSeparation[lane] = Float(p.baseSeparation)
    w.normalImpulse[lane] = Float(p.normalImpulse)
    w.tangentImpulse[lane] = Float(p.tangentImpulse)
    w.maxNormalImpulse[lane] = Float(p.maxNormalImpulse)
    w.normalMass[lane] = Float(p.normalMass)
    w.tangentMass[lane] = Float(p.tangentMass)
  }

  /// Writes the accumulated impulses of the used lanes back to their constraints in `cons`.
  func unpackImpulses(into cons: UnsafeMutableBufferPointer<ContactConstraint>) {
    for lane in 0..<Int(count) {
      let k = Int(first) + lane
      cons[k].p0.normalImpulse = Double(p0.normalImpulse[lane])
      cons[k].p0.tangentImpulse = Double(p0.tangentImpulse[lane])
      cons[k].p0.maxNormalImpulse = Double(p0.maxNormalImpulse[lane])
      cons[k].p1.normalImpulse = Double(p1.normalImpulse[lane])
      cons[k].p1.tangentImpulse = Double(p1.tangentImpulse[lane])
      cons[k].p1.maxNormalImpulse = Double(p1.maxNormalImpulse[lane])
    }
  }
}
