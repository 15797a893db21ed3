import Testing

@testable import TrellisConstraintSolver

/// Absolute tolerance of the worked examples: their numbers are exact in binary floating point
/// or nearly so, and the tableau drops coefficients below 1e-8, so 1e-9 on values of order 100
/// is far tighter than any wrong answer and far looser than rounding.
let tolerance = 1.0e-9

/// A solver with `constraints` added in order.
func solver(_ constraints: [Constraint]) throws -> ConstraintSolver {
  var s = ConstraintSolver()
  for c in constraints { try s.addConstraint(c) }
  return s
}

/// Expects `value(of:)` of each variable to be its expected value within `tolerance`.
func expectValues(
  _ s: ConstraintSolver, _ expected: [(Variable, Double)], sourceLocation: SourceLocation = #_sourceLocation
) {
  for (v, e) in expected {
    let actual = s.value(of: v)
    #expect(abs(actual - e) <= tolerance, "\(v) = \(actual), expected \(e)", sourceLocation: sourceLocation)
  }
}

/// A snapshot of everything observable: constraints, edit variables, the values of all variables.
struct Observable: Equatable {
  var constraints: [Constraint]
  var values: [Double]
  var variables: [Variable]

  init(_ s: ConstraintSolver) {
    constraints = s.constraints
    variables = s.variables
    values = s.variables.map { s.value(of: $0) }
  }
}

/// Shorthands for ids.
func cid(_ n: Int) -> ConstraintID { ConstraintID(n) }
