import Testing

@testable import TrellisPhysics

/// The stored-field order of the per-body, per-shape and per-joint records puts what the
/// springy list's per-cell paths touch at the front (docs/benchmarks.md, "Issue 23: tenth
/// pass (physics)"): a field moved behind the cold ones would cost a cache line per cell per
/// frame without changing any result, so only these checks notice it. The expected offsets
/// are the byte counts of the fields in front of each one (8-byte `Double`s, 16-byte `Vec2`s,
/// a 32-byte `Transform`, 24-byte `Softness` records, 32-byte `CollisionFilter`s, 4-byte
/// `Int32`s, 1-byte flags), written out by hand.
struct RecordLayoutTests {
  /// `setTransform` reads and writes pose, centre, flags, generation, shape list, local centre
  /// and sleep timer: all in the first 88 bytes (xf 0–32, center 32–48, flags 48–52 (the sleep flag with them),
  /// generation 52, shapeList 56, islandParent 60, localCenter 64–80, sleepTime 80–88).
  @Test func bodySimPlacementFieldsComeFirst() {
    #expect(MemoryLayout<BodySim>.offset(of: \.xf) == 0)
    #expect(MemoryLayout<BodySim>.offset(of: \.center) == 32)
    #expect(MemoryLayout<BodySim>.offset(of: \.isAwake) == 48)
    #expect(MemoryLayout<BodySim>.offset(of: \.type) == 49)
    #expect(MemoryLayout<BodySim>.offset(of: \.isAlive) == 50)
    #expect(MemoryLayout<BodySim>.offset(of: \.allowsSleep) == 51)
    #expect(MemoryLayout<BodySim>.offset(of: \.generation) == 52)
    #expect(MemoryLayout<BodySim>.offset(of: \.shapeList) == 56)
    #expect(MemoryLayout<BodySim>.offset(of: \.localCenter) == 64)
    #expect(MemoryLayout<BodySim>.offset(of: \.sleepTime) == 80)
    // The narrowphase's extent right after them; the fields no per-frame path reads last.
    #expect(MemoryLayout<BodySim>.offset(of: \.maxExtent) == 88)
    #expect(MemoryLayout<BodySim>.offset(of: \.mass)! >= 192)
    #expect(MemoryLayout<BodySim>.offset(of: \.userData)! >= 192)
    #expect(MemoryLayout<BodySim>.size == 224)
  }

  /// The sole parked box's refit reads proxy range, list link, flags, local bounds and the
  /// filter: all in the first 80 bytes (proxyStart 0, childCount 4, nextOnBody 8, flags 12–15,
  /// localLower 16, localUpper 32, filter 48–80).
  @Test func shapeRecordRefitFieldsComeFirst() {
    #expect(MemoryLayout<ShapeRecord>.offset(of: \.proxyStart) == 0)
    #expect(MemoryLayout<ShapeRecord>.offset(of: \.childCount) == 4)
    #expect(MemoryLayout<ShapeRecord>.offset(of: \.nextOnBody) == 8)
    #expect(MemoryLayout<ShapeRecord>.offset(of: \.translatesExactly) == 12)
    #expect(MemoryLayout<ShapeRecord>.offset(of: \.kind) == 13)
    #expect(MemoryLayout<ShapeRecord>.offset(of: \.localLower) == 16)
    #expect(MemoryLayout<ShapeRecord>.offset(of: \.localUpper) == 32)
    #expect(MemoryLayout<ShapeRecord>.offset(of: \.filter) == 48)
    #expect(MemoryLayout<ShapeRecord>.size == 160)
  }

  /// A distance spring's step reads and writes only the first 296 bytes of its record
  /// (header 0–16, anchors 16–48, length to zeta 48–96, inverse masses 96–128, frames and
  /// delta 128–176, the two softness records and their flags 176–234, impulses 240–296); the
  /// other kinds' fields follow.
  @Test func jointRecordSpringFieldsComeFirst() {
    #expect(MemoryLayout<JointRecord>.offset(of: \.bodyA) == 8)
    #expect(MemoryLayout<JointRecord>.offset(of: \.bodyB) == 12)
    #expect(MemoryLayout<JointRecord>.offset(of: \.localAnchorA) == 16)
    #expect(MemoryLayout<JointRecord>.offset(of: \.localAnchorB) == 32)
    #expect(MemoryLayout<JointRecord>.offset(of: \.length) == 48)
    #expect(MemoryLayout<JointRecord>.offset(of: \.zeta) == 88)
    #expect(MemoryLayout<JointRecord>.offset(of: \.invMassA) == 96)
    #expect(MemoryLayout<JointRecord>.offset(of: \.frameA) == 128)
    #expect(MemoryLayout<JointRecord>.offset(of: \.springSoftness) == 176)
    #expect(MemoryLayout<JointRecord>.offset(of: \.jointSoftness) == 208)
    #expect(MemoryLayout<JointRecord>.offset(of: \.groundedSpring) == 232)
    #expect(MemoryLayout<JointRecord>.offset(of: \.isWarmStartDeferred) == 233)
    #expect(MemoryLayout<JointRecord>.offset(of: \.linearImpulse) == 240)
    #expect(MemoryLayout<JointRecord>.offset(of: \.frictionImpulse) == 288)
    #expect(MemoryLayout<JointRecord>.offset(of: \.referenceAngle) == 296)
    #expect(MemoryLayout<JointRecord>.stride == 504)
  }
}
