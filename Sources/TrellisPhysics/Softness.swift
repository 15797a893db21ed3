/// Coefficients of a soft constraint for one sub-step (docs/uikit-reference.md,
/// "Soft constraints").
///
/// For a constraint with position error C, velocity error Ċ, effective mass m and
/// accumulated impulse λ the sub-step impulse is
/// `Δλ = −massScale·m·(Ċ + biasRate·C) − impulseScale·λ`. With warm starting (λ re-applied
/// at the start of each sub-step) and `massScale + impulseScale = 1` the result does not
/// depend on λ: the constraint acts like a spring–damper integrated over the sub-step.
struct Softness {
  var biasRate: Double
  var massScale: Double
  var impulseScale: Double

  /// A rigid constraint: no bias, full mass, no impulse feedback.
  static let rigid = Softness(biasRate: 0, massScale: 1, impulseScale: 0)

  /// Box2D's soft constraint, derived from implicit Euler (docs/uikit-reference.md,
  /// "Soft constraints": a₁ = 2ζ + hω, a₂ = hω·a₁, a₃ = 1/(1 + a₂); biasRate = ω/a₁,
  /// massScale = a₂·a₃, impulseScale = a₃).
  /// Unconditionally stable and strongly damping; used for contacts and for rigid joints'
  /// drift correction. `hertz` 0 gives ``rigid``.
  static func implicit(hertz: Double, zeta: Double, h: Double) -> Softness {
    if hertz == 0 { return .rigid }
    let omega = 2 * Double.pi * hertz
    let a1 = 2 * zeta + h * omega
    let a2 = h * omega * a1
    let a3 = 1 / (1 + a2)
    // a1 is 0 only when ζ = 0 and h·ω underflows (a frequency like 5e-324 Hz): then a2 is 0 too,
    // the constraint has no effect, and ω / a1 would be infinite (the physics fuzz surface).
    return Softness(biasRate: a1 > 0 ? omega / a1 : 0, massScale: a2 * a3, impulseScale: a3)
  }

  /// A spring–damper with the *trapezoidal* (implicit midpoint) rule, for user springs.
  ///
  /// Design note: implicit Euler loses amplitude at a rate of about (ωh)²/2 per sub-step,
  /// which for a 5 Hz, ζ = 0.1 spring at h = 1/480 s is a 10 % error against the closed-form
  /// oscillator within a second. The trapezoidal rule, `x₁ = x₀ + h(v₀ + v₁)/2` with
  /// `v₁ = v₀ + h(a₀ + a₁)/2` and a = −ω²x − 2ζωv, solved for v₁, gives
  /// `v₁ = v₀ − s·(v₀ + b·x₀)` with D = 1 + hζω + h²ω²/4, s = (2hζω + h²ω²/2)/D and
  /// b = ω/(2ζ + hω/2). It is second order, A-stable and has no numerical damping; the
  /// position half of the rule is realised by the world's position update, which moves a
  /// body by h·(v − ½Δv_smooth) where Δv_smooth is the velocity change from springs and
  /// applied forces in the sub-step (see `PhysicsWorld` step notes). When the spring is so
  /// stiff and damped that impulseScale would drop below ⅓ (hζω + h²ω²/4 > ½) the rule
  /// rings, and `spring` returns `nil`: the caller then uses ``implicit(hertz:zeta:h:)``
  /// without the half-step position correction.
  ///
  /// Only for springs whose force is linear in the positions (zero-length point springs,
  /// weld and target springs). A distance spring of non-zero length pulls along an axis that
  /// turns as the body swings; the solver fixes that axis at the start of the sub-step, so the
  /// sideways (pendulum) part of the force is explicit, and an explicit force integrated with
  /// x₁ = x₀ + h(v₀ + v₁)/2 multiplies the phase-space area by 1 + ½h²ω² per sub-step: the
  /// swing grows. Such springs use ``implicit(hertz:zeta:h:)`` with the plain position
  /// update, which keeps the swing symplectic and damps the axial mode slightly (for 2 Hz at
  /// h = 1/480 s, (ωh)²/2 ≈ 3·10⁻⁴ per sub-step against the physical 2ζωh ≈ 1.6·10⁻²); see
  /// Tests/TrellisPhysicsTests/SpringEnergyTests.swift.
  static func spring(hertz: Double, zeta: Double, h: Double) -> Softness? {
    let omega = 2 * Double.pi * hertz
    let hw = h * omega
    let k = h * zeta * omega + 0.25 * hw * hw
    if k > 0.5 { return nil }
    let d = 1 + k
    let s = (2 * h * zeta * omega + 0.5 * hw * hw) / d
    // As in `implicit`: a zero denominator means a spring too weak to act (s is 0).
    let denominator = 2 * zeta + 0.5 * hw
    return Softness(
      biasRate: denominator > 0 ? omega / denominator : 0, massScale: s, impulseScale: 1 - s)
  }
}
