/// Four lanes of `Float`, one per constraint of a ``ContactGroup``: one 128-bit SSE register
/// per value.
///
/// Why `Float`: on the package's default x86-64 target (SSE2, sixteen 128-bit registers) a
/// register holds two `Double`s or four `Float`s, and the solve of a group keeps about thirty
/// lane values live, so four `Double` lanes spilled and two `Double` lanes did half the work
/// per instruction. Only relative quantities are in lanes (lever arms, normals, masses,
/// impulses, velocities and step displacements); body positions stay `Double`, and so do
/// velocities between the contact stages (see ``SolverBody``). docs/architecture.md ("Contact
/// lanes in single precision") derives the rounding bound that `ContactLaneErrorBoundTests`
/// checks.
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
/// - Precision: single inside the lanes, as Box2D v3 solves contacts. The groups gather and
///   scatter the bodies' single-precision ``SolverBody`` entries; bodies keep double-precision
///   state (``BodyState``), to which each contact stage's velocity change is added once per
///   body. Deterministic: IEEE single-precision operations in a fixed order.
/// - Packed once per step as each constraint is prepared (`ContactGroup.prepare(keys:…)`).
///   After the sub-steps the lanes' impulses go straight to the contacts' manifolds for the
///   next warm start (``storeImpulses(keys:contacts:)``); only constraints with restitution
///   are unpacked to their `Double` records, for the scalar restitution pass.
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
  /// Lanes whose constraint has two points (a one-point lane's second point is all zeros,
  /// so its updates are exactly zero; the mask only lets a group with no two-point lane skip
  /// point 1).
  var twoPoints = LaneMask(repeating: false)
  var p0 = ContactGroupPoint()
  var p1 = ContactGroupPoint()

  /// The number of groups the colours `colorStarts` need: `laneWidth` constraints to a
  /// group, one per group in the overflow colour.
  /// - Complexity: O(colours).
  static func groupCount(colorStarts: [Int32]) -> Int {
    let colors = min(65, colorStarts.count - 1)
    var total = 0
    for color in 0..<colors {
      let n = Int(colorStarts[color + 1] - colorStarts[color])
      total += color < 64 ? (n + laneWidth - 1) / laneWidth : n
    }
    return total
  }

  /// Calls `body` with each group of `groups` (``groupCount(colorStarts:)`` of them, which
  /// may be uninitialised memory) in order, and the range of colour-ordered constraints it
  /// holds (`first`, `count`).
  @inline(__always)
  static func forEachGroup(
    _ groups: UnsafeMutableBufferPointer<ContactGroup>, colorStarts: [Int32],
    _ body: (UnsafeMutablePointer<ContactGroup>, Int, Int) -> Void
  ) {
    guard var g = groups.baseAddress else { return }
    let colors = min(65, colorStarts.count - 1)
    for color in 0..<colors {
      let end = Int(colorStarts[color + 1])
      let width = color < 64 ? laneWidth : 1
      var k = Int(colorStarts[color])
      while k < end {
        let n = min(width, end - k)
        body(g, k, n)
        g += 1
        k += n
      }
    }
  }

  /// An empty group: no lanes used, every coefficient zero.
  init() {}

  /// Writes constraint `c` (rounded to `Float`) into lane `lane` of `g`.
  @inline(__always)
  static func setLane(
    _ g: UnsafeMutablePointer<ContactGroup>, _ lane: Int, _ c: UnsafePointer<ContactConstraint>
  ) {
    put(&g.pointee.bodyA, lane, c.pointee.a)
    put(&g.pointee.bodyB, lane, c.pointee.b)
    put(&g.pointee.normalX, lane, c.pointee.normal.x)
    put(&g.pointee.normalY, lane, c.pointee.normal.y)
    put(&g.pointee.friction, lane, c.pointee.friction)
    put(&g.pointee.invMassA, lane, c.pointee.invMassA)
    put(&g.pointee.invIA, lane, c.pointee.invIA)
    put(&g.pointee.invMassB, lane, c.pointee.invMassB)
    put(&g.pointee.invIB, lane, c.pointee.invIB)
    put(&g.pointee.biasRate, lane, c.pointee.softness.biasRate)
    put(&g.pointee.massScale, lane, c.pointee.softness.massScale)
    put(&g.pointee.impulseScale, lane, c.pointee.softness.impulseScale)
    put(&g.pointee.twoPoints, lane, c.pointee.pointCount > 1)
    set(&g.pointee.p0, lane, c.pointee.p0)
    set(&g.pointee.p1, lane, c.pointee.p1)
  }

  /// Records that `g`'s lanes `0 ..< count` hold colour-ordered constraints `first ..< first +
  /// count` (already written with ``setLane(_:_:_:)``) and makes the other lanes padding.
  @inline(__always)
  static func finish(_ g: UnsafeMutablePointer<ContactGroup>, first: Int, count: Int) {
    g.pointee.first = Int32(first)
    g.pointee.count = Int32(count)
    // Padding lanes name lane 0's bodies (with zero coefficients their velocity change is
    // exactly zero, which the scatter adds), so the gather and scatter need no branch per lane.
    let a0 = g.pointee.bodyA[0]
    let b0 = g.pointee.bodyB[0]
    for lane in count..<laneWidth {
      put(&g.pointee.bodyA, lane, a0)
      put(&g.pointee.bodyB, lane, b0)
    }
  }

  @inline(__always)
  private static func set(_ w: inout ContactGroupPoint, _ lane: Int, _ p: ContactConstraintPoint) {
    put(&w.rnA, lane, p.rnA)
    put(&w.rnB, lane, p.rnB)
    put(&w.rtA, lane, p.rtA)
    put(&w.rtB, lane, p.rtB)
    put(&w.rdA, lane, p.rdA)
    put(&w.rdB, lane, p.rdB)
    put(&w.baseSeparation, lane, p.baseSeparation)
    put(&w.normalImpulse, lane, p.normalImpulse)
    put(&w.tangentImpulse, lane, p.tangentImpulse)
    put(&w.maxNormalImpulse, lane, p.maxNormalImpulse)
    put(&w.normalMass, lane, p.normalMass)
    put(&w.tangentMass, lane, p.tangentMass)
  }

  /// Stores `x` rounded to `Float` in lane `lane` of `v` (a plain store into its memory).
  @inline(__always)
  private static func put(_ v: inout Lanes, _ lane: Int, _ x: Double) {
    withUnsafeMutableBytes(of: &v) { $0.storeBytes(of: Float(x), toByteOffset: lane &* 4, as: Float.self) }
  }

  /// Stores body slot `x` in lane `lane` of `v`.
  @inline(__always)
  private static func put(_ v: inout LaneIndex, _ lane: Int, _ x: Int32) {
    withUnsafeMutableBytes(of: &v) { $0.storeBytes(of: x, toByteOffset: lane &* 4, as: Int32.self) }
  }

  /// Sets lane `lane` of mask `v` to `x` (all ones or all zeros, as a comparison gives).
  @inline(__always)
  private static func put(_ v: inout LaneMask, _ lane: Int, _ x: Bool) {
    withUnsafeMutableBytes(of: &v) { $0.storeBytes(of: x ? -1 : 0, toByteOffset: lane &* 4, as: Int32.self) }
  }

  /// Writes the accumulated impulses of lane `lane` back to `c`, the constraint packed there.
  @inline(__always)
  func unpackImpulses(lane: Int, into c: inout ContactConstraint) {
    c.p0.normalImpulse = Double(p0.normalImpulse[lane])
    c.p0.tangentImpulse = Double(p0.tangentImpulse[lane])
    c.p0.maxNormalImpulse = Double(p0.maxNormalImpulse[lane])
    c.p1.normalImpulse = Double(p1.normalImpulse[lane])
    c.p1.tangentImpulse = Double(p1.tangentImpulse[lane])
    c.p1.maxNormalImpulse = Double(p1.maxNormalImpulse[lane])
  }

  /// Stores the accumulated impulses of the used lanes in the manifolds of their contacts
  /// (`keys[first + lane].contact`), for the next step's warm start: both points of a
  /// two-point lane, point 0 of the others. A constraint with restitution is stored again
  /// after the restitution pass (`PhysicsWorld.solve(dt:)`).
  /// - Complexity: O(`count`).
  @inline(__always)
  func storeImpulses(keys: UnsafePointer<ContactKey>, contacts: UnsafeMutablePointer<ContactRecord>) {
    for lane in 0..<Int(count) {
      let c = contacts + Int(keys[Int(first) + lane].contact)
      c.pointee.manifold.p0.normalImpulse = Double(p0.normalImpulse[lane])
      c.pointee.manifold.p0.tangentImpulse = Double(p0.tangentImpulse[lane])
      c.pointee.manifold.p0.maxNormalImpulse = Double(p0.maxNormalImpulse[lane])
      if twoPoints[lane] {
        c.pointee.manifold.p1.normalImpulse = Double(p1.normalImpulse[lane])
        c.pointee.manifold.p1.tangentImpulse = Double(p1.tangentImpulse[lane])
        c.pointee.manifold.p1.maxNormalImpulse = Double(p1.maxNormalImpulse[lane])
      }
    }
  }
}
