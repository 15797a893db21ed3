import Foundation
import TrellisConstraintSolver

/// The constraint solver (`TrellisConstraintSolver`) fed random constraint graphs: chains and
/// webs of equalities and inequalities over a few variables, contradictions, duplicate and
/// unknown ids, priorities in and out of (0, 1000], coefficients and constants that are ordinary,
/// 0, tiny, huge (up to and beyond `ConstraintSolver.maximumCoefficient` and
/// `.maximumMagnitude`), negative, NaN and ±∞;
/// edit variables added, suggested (with the same odd numbers) and removed; ambiguity queries.
///
/// Checks after every request: a request the solver must refuse (duplicate or unknown id, bad
/// priority, non-finite or over-limit number, edit misuse) throws exactly that error, and every
/// refusal (`numericalFailure` included) leaves the constraints, the edit variables and all values
/// bit for bit as they were; an unsatisfiable constraint is required and
/// names only required constraints in the solver; every value stays finite; and when every
/// number in the case is well-conditioned (no tiny, huge or over-limit numbers), every required
/// constraint holds at the solver's values within 10⁻⁶ of its terms' scale plus 10⁻⁷ of the
/// largest value the case has reached times its coefficients (the tableau's 10⁻⁸ zero threshold
/// applied to values that large, with room for a few such drops).
@MainActor
public final class ConstraintSolverSurface: SynchronousFuzzSurface {
  /// `solver`.
  public let name = "solver"
  /// What the surface generates.
  public let summary =
    "constraint solver: random constraint graphs, contradictions, odd numbers and priorities, edits"
  /// Its share of a mixed campaign.
  public let weight = 2.0

  /// A surface.
  public init() {}

  /// Whether the case uses only well-conditioned numbers (so required constraints are checked).
  private var wellConditioned = true

  /// A coefficient: usually ordinary, sometimes 0, tiny, huge, over the limit, NaN or ±∞.
  private func coefficient(_ c: FuzzContext) -> Double {
    switch c.random.below(20) {
    case 0: return 0
    case 1:
      wellConditioned = false
      return c.random.pick([1e-300, Double.leastNonzeroMagnitude, 1e-9, -1e-7])
    case 2:
      wellConditioned = false
      return c.random.pick([1e6, -1e6, 999_999, 3e5])
    case 3:
      return c.random.pick([
        Double.nan, .infinity, -.infinity, 1.000_001e6, 1e15, -1e300, .greatestFiniteMagnitude,
      ])
    default:
      let magnitude = c.random.pick([0.5, 1, 1, 1, 2, 0.1, 10, 0.01, 100]) * c.random.double(in: 0.5...1.5)
      return c.random.chance(0.3) ? -magnitude : magnitude
    }
  }

  /// A constant or a suggested value, with the same odd values.
  private func constant(_ c: FuzzContext) -> Double {
    switch c.random.below(20) {
    case 0: return 0
    case 1:
      wellConditioned = false
      return c.random.pick([1e15, -1e15, 9.99e14, 1e-300])
    case 2: return c.random.pick([Double.nan, .infinity, -.infinity, 1e16, -.greatestFiniteMagnitude])
    default: return c.random.double(in: -1_000_000...1_000_000) * c.random.pick([1, 0.001, 0.0001])
    }
  }

  /// A priority: usually one of UIKit's, sometimes out of range or NaN.
  private func priority(_ c: FuzzContext) -> Priority {
    if c.random.chance(0.05) {
      return Priority(c.random.pick([0, -1, 1000.5, Float.nan, .infinity, -.infinity]))
    }
    if c.random.chance(0.5) { return .required }
    return Priority(c.random.pick([999, 750, 751, 250, 50, 1, 500, Float(c.random.int(in: 1...999))]))
  }

  /// The error a request must throw for reasons of its own (not the system's), if any.
  private func expectedValidationError(_ constraint: Constraint, in s: ConstraintSolver) -> SolverError? {
    if s.hasConstraint(constraint.id) { return .duplicateConstraint(constraint.id) }
    let p = constraint.priority.rawValue
    if !(p.isFinite && p > 0 && p <= 1000) { return .invalidPriority(constraint.id, constraint.priority) }
    for term in constraint.expression.terms
    where !(term.coefficient.isFinite && abs(term.coefficient) <= ConstraintSolver.maximumCoefficient) {
      return .invalidCoefficient(constraint.id, term.variable)
    }
    let k = constraint.expression.constant
    if !(k.isFinite && abs(k) <= ConstraintSolver.maximumMagnitude) { return .invalidConstant(constraint.id) }
    return nil
  }

  /// Whether two errors are the same (NaN priorities compare by bit pattern).
  private func same(_ a: SolverError, _ b: SolverError) -> Bool {
    if case .invalidPriority(let i, let p) = a, case .invalidPriority(let j, let q) = b {
      return i == j && p.rawValue.bitPattern == q.rawValue.bitPattern
    }
    return a == b
  }

  /// Everything observable, with values as bit patterns.
  private struct State: Equatable {
    var constraints: [Constraint]
    var values: [UInt64]
    var edits: [Bool]
    init(_ s: ConstraintSolver, _ variables: [Variable]) {
      constraints = s.constraints
      values = s.variables.map { s.value(of: $0).bitPattern }
      edits = variables.map { s.hasEditVariable($0) }
    }
  }

  /// Runs one case (see the type's documentation).
  public func runSynchronously(_ c: FuzzContext) throws {
    wellConditioned = true
    let count = c.random.chance(0.1) ? c.random.int(in: 20...60) : c.random.int(in: 1...10)
    let variables = (0..<count).map { Variable($0) }
    var s = ConstraintSolver()
    var nextID = 1
    var peak = 0.0
    let steps = c.random.int(in: 5...80)
    for _ in 0..<steps {
      let before = State(s, variables)
      var expected: SolverError?
      var description = ""
      var thrown: SolverError?
      var addedRequired = false
      do {
        switch c.random.below(12) {
        case 0...6:
          // A constraint: a chain link, a web of terms, or a constant-only one.
          var terms: [LinearExpression.Term] = []
          let shape = c.random.below(5)
          let termCount = shape == 0 ? 0 : (shape == 1 ? c.random.int(in: 3...5) : c.random.int(in: 1...2))
          for _ in 0..<termCount {
            terms.append(LinearExpression.Term(c.random.pick(variables), coefficient: coefficient(c)))
          }
          let id: ConstraintID
          if c.random.chance(0.1), let existing = s.constraints.randomElementUsing(&c.random) {
            id = existing.id
          } else {
            id = ConstraintID(nextID)
            nextID += 1
          }
          let constraint = Constraint(
            id: id, LinearExpression(terms: terms, constant: constant(c)),
            c.random.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual]), priority: priority(c))
          expected = expectedValidationError(constraint, in: s)
          addedRequired = constraint.priority.isRequired
          description = "add \(constraint)"
          c.note(description)
          try s.addConstraint(constraint)
        case 7:
          let id =
            c.random.chance(0.8)
            ? (s.constraints.randomElementUsing(&c.random)?.id ?? ConstraintID(0)) : ConstraintID(-5)
          if !s.hasConstraint(id) { expected = .unknownConstraint(id) }
          description = "remove \(id)"
          c.note(description)
          try s.removeConstraint(id)
        case 8:
          let v = c.random.pick(variables)
          let p = c.random.chance(0.2) ? Priority.required : Priority(c.random.pick([999, 750, 250, 1]))
          if s.hasEditVariable(v) {
            expected = .duplicateEditVariable(v)
          } else if p.isRequired {
            expected = .invalidEditPriority(v, p)
          }
          description = "addEditVariable \(v) @\(p)"
          c.note(description)
          try s.addEditVariable(v, priority: p)
        case 9, 10:
          let v = c.random.pick(variables)
          let value = constant(c)
          if !s.hasEditVariable(v) {
            expected = .unknownEditVariable(v)
          } else if !(value.isFinite && abs(value) <= ConstraintSolver.maximumMagnitude) {
            expected = .invalidSuggestedValue(v)
          }
          description = "suggestValue \(value) for \(v)"
          c.note(description)
          try s.suggestValue(value, for: v)
        default:
          let v = c.random.pick(variables)
          if c.random.chance(0.5) {
            if !s.hasEditVariable(v) { expected = .unknownEditVariable(v) }
            description = "removeEditVariable \(v)"
            c.note(description)
            try s.removeEditVariable(v)
          } else {
            description = "isAmbiguous \(v)"
            c.note(description)
            _ = s.isAmbiguous(v)
            guard State(s, variables) == before else {
              throw FuzzFailure(.wrongResult, "isAmbiguous changed the solver")
            }
          }
        }
      } catch let error as SolverError {
        thrown = error
      }
      c.note("→ \(thrown.map { "\($0)" } ?? "ok")")

      // The refusals the request must get.
      if let expected {
        guard let thrown, same(thrown, expected) else {
          throw FuzzFailure(
            .wrongResult, "\(description): expected \(expected), got \(thrown.map { "\($0)" } ?? "success")")
        }
      }
      if let thrown {
        switch thrown {
        case .unsatisfiable(_, let conflicting):
          guard addedRequired, expected == nil else {
            throw FuzzFailure(
              .wrongResult, "\(description): unsatisfiable for an optional or invalid constraint")
          }
          for id in conflicting where s.constraint(id)?.priority.isRequired != true {
            throw FuzzFailure(.wrongResult, "\(description): conflict names \(id), not a required constraint")
          }
          guard conflicting == conflicting.sorted() else {
            throw FuzzFailure(.wrongResult, "\(description): conflicts not sorted")
          }
          fallthrough
        default:
          guard State(s, variables) == before else {
            throw FuzzFailure(.wrongResult, "\(description): refused with \(thrown) but changed the solver")
          }
        }
      }

      // Finite values; required constraints hold when the numbers are well-conditioned.
      for v in s.variables where !s.value(of: v).isFinite {
        throw FuzzFailure(.nonFinite, "\(description): \(v) = \(s.value(of: v))")
      }
      for v in s.variables { peak = max(peak, abs(s.value(of: v))) }
      if wellConditioned {
        for constraint in s.constraints where constraint.priority.isRequired {
          let residual = constraint.expression.evaluate { s.value(of: $0) }
          let scale =
            constraint.expression.terms.reduce(abs(constraint.expression.constant) + 1) {
              $0 + abs($1.coefficient * s.value(of: $1.variable))
            }
          let violation: Double
          switch constraint.relation {
          case .equal: violation = abs(residual)
          case .lessThanOrEqual: violation = max(0, residual)
          case .greaterThanOrEqual: violation = max(0, -residual)
          }
          // Rounding: relative to the constraint's own terms, and to the largest value the case
          // has reached: the tableau treats coefficients below 10⁻⁸ as 0, so a symbol that
          // later takes a value V shifts the rows that dropped it by up to 10⁻⁸ · V
          // (docs/auto-layout.md, "Numbers and limits").
          let coefficients = constraint.expression.terms.reduce(0) { $0 + abs($1.coefficient) }
          if violation > 1e-6 * scale + 1e-7 * peak * coefficients {
            throw FuzzFailure(
              .wrongResult, "\(description): required \(constraint) violated by \(violation) (scale \(scale))"
            )
          }
        }
      }
    }
  }
}

extension Array {
  /// A random element drawn with the case's generator (`nil` when empty).
  fileprivate func randomElementUsing(_ random: inout FuzzRandom) -> Element? {
    random.element(of: self)
  }
}
