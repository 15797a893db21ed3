/// What a tableau symbol stands for (Badros, Borning & Stuckey 2001, §2–3; docs/auto-layout.md,
/// "The solver").
enum SymbolKind: UInt8, Sendable {
  /// A caller's variable: unrestricted in sign.
  case external
  /// The slack of an inequality, ≥ 0 (also the temporary artificial variable of phase one).
  case slack
  /// An error variable of an optional constraint, ≥ 0, weighted in the objective.
  case error
  /// The marker of a required equality: must stay 0, never enters the basis by optimisation.
  case dummy

  /// Whether the symbol is restricted to be non-negative (every kind but external).
  var isRestricted: Bool { self != .external }
  /// Whether the simplex may bring the symbol into the basis when optimising.
  var isPivotable: Bool { self == .slack || self == .error }
}
