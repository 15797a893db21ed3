/// Two lanes of `Double`, one per constraint of a ``ContactGroup``.
///
/// Why two and not four: on the package's default x86-64 target (SSE2, sixteen 128-bit
/// registers) a `SIMD4<Double>` value takes two registers, and the solve of a group keeps
/// about thirty lane values live, so four lanes spilled to the stack on most operations;
/// two lanes are one register each and the same arithmetic per constraint (docs/benchmarks.md,
/// "Physics", the run of 2026-11-29 morning).
typealias Lanes = SIMD2<Double>
/// A per-lane condition of a ``ContactGroup``.
typealias LaneMask = SIMDMask<SIMD2<Int64>>
/// The body slots of a ``ContactGroup``'s lanes.
typealias LaneIndex = SIMD2<Int32>
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

/// Up to `laneWidth` (two) contact constraints of one graph colour, stored as a structure of
/// arrays so the sub-step stages (warm start, solve, relax) work on them at once with
/// ``Lanes``.
///
/// Design notes:
/// - The constraints of one colour share no dynamic body (see `ConstraintColoring.swift`), so
///   solving them in lanes gives exactly what solving them one after another gives.
///   The lane arithmetic is the scalar arithmetic of ``ContactSolver`` in the same order (no
///   fused multiply–add, the same `min`/`max` tie rules), so the results are bit-identical
///   to the scalar solve; the overflow group, whose constraints may share bodies, is packed
///   one constraint per group.
/// - Lanes past `count` are padding: they name lane 0's bodies and all their coefficients are
///   zero, so they change nothing; the gather reads lane 0's bodies twice and the scatter
///   writes the lanes from last to first, so lane 0's result is the one stored. No branch per
///   lane.
/// - Precision: double, like the rest of the engine (docs/architecture.md, "Physics: the
///   step, and how a parallel solve would fit", says why not single precision).
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
  /// lanes; the padding lanes' coefficients stay zero.
  init(_ cons: UnsafeBufferPointer<ContactConstraint>, first: Int, count: Int) {
    self.first = Int32(first)
    self.count = Int32(count)
    for lane in 0..<count {
      let c = cons[first + lane]
      bodyA[lane] = c.a
      bodyB[lane] = c.b
      normalX[lane] = c.normal.x
      normalY[lane] = c.normal.y
      friction[lane] = c.friction
      invMassA[lane] = c.invMassA
      invIA[lane] = c.invIA
      invMassB[lane] = c.invMassB
      invIB[lane] = c.invIB
      biasRate[lane] = c.softness.biasRate
      massScale[lane] = c.softness.massScale
      impulseScale[lane] = c.softness.impulseScale
      k11[lane] = c.k11
      k12[lane] = c.k12
      k22[lane] = c.k22
      twoPoints[lane] = c.pointCount > 1
      useBlock[lane] = c.useBlock
      Self.set(&p0, lane, c.p0)
      Self.set(&p1, lane, c.p1)
    }
    // Padding lanes name lane 0's bodies (with zero coefficients they change nothing, and the
    // scatter writes lane 0 last), so the gather and scatter need no branch per lane.
    for lane in count..<laneWidth {
      bodyA[lane] = bodyA[0]
      bodyB[lane] = bodyB[0]
    }
  }

  @inline(__always)
  private static func set(_ w: inout ContactGroupPoint, _ lane: Int, _ p: ContactConstraintPoint) {
    w.rnA[lane] = p.rnA
    w.rnB[lane] = p.rnB
    w.rtA[lane] = p.rtA
    w.rtB[lane] = p.rtB
    w.rdA[lane] = p.rdA
    w.rdB[lane] = p.rdB
    w.baseSeparation[lane] = p.baseSeparation
    w.normalImpulse[lane] = p.normalImpulse
    w.tangentImpulse[lane] = p.tangentImpulse
    w.maxNormalImpulse[lane] = p.maxNormalImpulse
    w.normalMass[lane] = p.normalMass
    w.tangentMass[lane] = p.tangentMass
  }

  /// Writes the accumulated impulses of the used lanes back to their constraints in `cons`.
  func unpackImpulses(into cons: UnsafeMutableBufferPointer<ContactConstraint>) {
    for lane in 0..<Int(count) {
      let k = Int(first) + lane
      cons[k].p0.normalImpulse = p0.normalImpulse[lane]
      cons[k].p0.tangentImpulse = p0.tangentImpulse[lane]
      cons[k].p0.maxNormalImpulse = p0.maxNormalImpulse[lane]
      cons[k].p1.normalImpulse = p1.normalImpulse[lane]
      cons[k].p1.tangentImpulse = p1.tangentImpulse[lane]
      cons[k].p1.maxNormalImpulse = p1.maxNormalImpulse[lane]
    }
  }
}
