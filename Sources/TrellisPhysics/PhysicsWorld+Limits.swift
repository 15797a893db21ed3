extension PhysicsWorld {
  /// The largest magnitude of any number a ``PhysicsWorld`` accepts (positions, sizes,
  /// velocities, angles, forces, impulses, densities, joint parameters, gravity): 10²⁰, the
  /// same bound as the layouts' largest coordinate (`LayoutLimits.maximumCoordinate` in Trellis).
  ///
  /// Inputs above it are rejected with ``PhysicsError/outOfRange(parameter:value:range:)``, as
  /// NaN and infinity are with ``PhysicsError/nonFinite(parameter:)``: the engine squares and
  /// multiplies its inputs (areas, inertias, energies, effective masses), and below 10²⁰ every
  /// such product of a few factors stays far below `Double.greatestFiniteMagnitude` (10³⁰⁸),
  /// where a value like 10³⁰⁰ would overflow to infinity and then to NaN.
  public static let maximumMagnitude: Double = 1e20

  /// The smallest mass, in kilograms, that a dynamic body with mass gets: a lighter body (a
  /// density of 10⁻³²⁰ kg/m², say) is given this mass instead.
  ///
  /// The solver divides by masses and keeps the contact solver's per-body coefficients in
  /// single precision (largest finite value about 3.4·10³⁸): the inverse of a mass below about
  /// 10⁻³⁰⁸ is infinite even in double precision, and infinity times a zero impulse is NaN.
  /// 10⁻³⁰ kg keeps every inverse mass at most 10³⁰, finite in both precisions with room for the
  /// solver's products. A 100 × 100 pt body would need a density below 10⁻³⁰ kg/m² to be
  /// affected (UIKit's default is 1).
  public static let minimumMass: Double = 1e-30

  /// The smallest rotational inertia, in kg·m², that a dynamic body with rotational inertia
  /// gets, for the same reason as ``minimumMass`` (a body whose inertia is zero, such as one
  /// with only massless shapes, does not rotate and is not affected).
  public static let minimumInertia: Double = 1e-30
}
