/// The softness of the last joint spring prepared in a step, kept for the next joints of the
/// same step: a list's springs usually share their frequency and damping ratio, and
/// ``Softness/spring(hertz:zeta:h:)`` is a pure function of those two and the sub-step (the
/// same inputs give the same bits), so a joint whose inputs have the same bits as the last
/// one's takes the kept value instead of recomputing it (a division and about thirty other
/// instructions for every spring, every step).
///
/// Made once per step (the sub-step `h` is the step's): see `PhysicsWorld.solve(dt:)`.
struct SpringSoftnessMemo {
  /// The step's sub-step, seconds.
  let h: Double
  private var isSet = false
  private var hertz = 0.0
  private var zeta = 0.0
  private var value: Softness?

  /// A memo for sub-step `h`, holding nothing yet.
  init(h: Double) { self.h = h }

  /// `Softness.spring(hertz: hertz, zeta: zeta, h: h)`, from the memo when the last call's
  /// inputs have the same bits.
  @inline(__always) mutating func spring(hertz: Double, zeta: Double) -> Softness? {
    if isSet && hertz.bitPattern == self.hertz.bitPattern && zeta.bitPattern == self.zeta.bitPattern {
      return value
    }
    let made = Softness.spring(hertz: hertz, zeta: zeta, h: h)
    (isSet, self.hertz, self.zeta, value) = (true, hertz, zeta, made)
    return made
  }
}
