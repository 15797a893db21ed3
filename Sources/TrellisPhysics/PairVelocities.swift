/// The velocities of a contact's two bodies while the contact solver works on them, with the
/// pair's inverse masses: loaded from ``BodyState`` once per constraint, updated by every
/// point's impulse, stored back once.
struct PairVelocities {
  var vA: Vec2
  var wA: Double
  var vB: Vec2
  var wB: Double
  let mA: Double
  let iA: Double
  let mB: Double
  let iB: Double

  /// Loads the velocities of bodies `pA`, `pB` and the inverse masses of constraint `c`.
  @inline(__always)
  init(
    _ pA: UnsafeMutablePointer<BodyState>, _ pB: UnsafeMutablePointer<BodyState>,
    _ c: UnsafeMutablePointer<ContactConstraint>
  ) {
    vA = pA.pointee.v
    wA = pA.pointee.w
    vB = pB.pointee.v
    wB = pB.pointee.w
    mA = c.pointee.invMassA
    iA = c.pointee.invIA
    mB = c.pointee.invMassB
    iB = c.pointee.invIB
  }

  /// Writes the velocities back to bodies `pA`, `pB`.
  @inline(__always)
  func store(_ pA: UnsafeMutablePointer<BodyState>, _ pB: UnsafeMutablePointer<BodyState>) {
    pA.pointee.v = vA
    pA.pointee.w = wA
    pB.pointee.v = vB
    pB.pointee.w = wB
  }

  /// The relative velocity of the contact point along `d`, given the lever arms `rA`, `rB`
  /// (the anchors crossed with `d`): (vB − vA)·d + wB·rB − wA·rA.
  @inline(__always)
  func relativeVelocity(along d: Vec2, _ rA: Double, _ rB: Double) -> Double {
    (vB - vA).dot(d) + wB * rB - wA * rA
  }

  /// Applies `impulse` along `d` at lever arms `rA`, `rB`: −impulse to body A, +impulse to B.
  @inline(__always)
  mutating func apply(_ impulse: Double, along d: Vec2, _ rA: Double, _ rB: Double) {
    vA -= (mA * impulse) * d
    wA -= iA * impulse * rA
    vB += (mB * impulse) * d
    wB += iB * impulse * rB
  }
}
