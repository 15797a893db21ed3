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
}
