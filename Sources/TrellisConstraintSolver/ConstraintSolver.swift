/// An incremental solver for systems of linear equalities and inequalities with priorities: the
/// Cassowary algorithm (Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic Constraint
/// Solving Algorithm", ACM TOCHI 8(4), 2001), the engine under Auto Layout. docs/auto-layout.md,
/// "The solver", describes the algorithm, the meaning of priorities and the limits.
///
/// Add and remove constraints one at a time; after each change the values of the variables
/// (`value(of:)`) are an optimal solution: every required constraint holds and the errors of the
/// optional ones are minimised, priority by priority (see `Priority`). Edit variables
/// (`addEditVariable(_:priority:)`, `suggestValue(_:for:)`) move variables interactively and are
/// re-solved with the dual simplex.
///
/// A value type: copying a solver is cheap (copy-on-write) and gives an independent solver, so
/// many small systems (one per table cell) or a trial change (`var trial = solver`) cost nothing
/// until changed. Every request either succeeds or throws a `SolverError` and changes nothing;
/// nothing traps on any input. All choices are made in a fixed order of internal symbol ids (the
/// order in which variables and constraints were added), so the same sequence of requests gives
/// the same values on every run and platform.
public struct ConstraintSolver: Sendable {
  /// The largest magnitude accepted for a coefficient, a constant or a suggested value, 10¹⁵.
  /// Larger values (such as `.greatestFiniteMagnitude`, which UIKit code uses for "unbounded")
  /// must be clamped by the caller: beyond it, sums in the tableau would lose every digit of a
  /// screen coordinate.
  public static let maximumMagnitude = 1.0e15

  /// The largest magnitude accepted for a coefficient (a multiplier), 10⁶. The simplex divides
  /// rows by their coefficients; with multipliers beyond this the ratios between coefficients
  /// would fall below the tableau's zero threshold (10⁻⁸) and a constraint could lose its
  /// marker. Coefficients below 10⁻⁸ in magnitude are treated as 0.
  public static let maximumCoefficient = 1.0e6

  /// Who owns a tableau marker: a caller's constraint, an edit variable's constraint, or the
  /// temporary probe of `isAmbiguous(_:)`.
  enum Owner: Hashable, Sendable {
    case constraint(ConstraintID)
    case edit(Variable)
    case probe
  }

  /// The symbols a constraint put into the tableau.
  struct Tag: Sendable {
    /// The slack (inequality), dummy (required equality) or positive error (optional equality).
    var marker: Int
    /// The error of an optional inequality or the negative error of an optional equality; −1 if none.
    var other: Int
    /// The priority's raw value (1000 for required).
    var priority: Float
    var isRequired: Bool
  }

  /// An edit variable's current suggested value.
  struct Edit: Sendable {
    var constant: Double
    var priority: Priority
  }

  var kinds: [SymbolKind] = []
  var rows = Tableau()
  var objective = Objective()
  /// The phase-one objective while a constraint is added through an artificial variable.
  var artificial: Row?
  var symbolOfVariable: [Variable: Int] = [:]
  var constraintsByID: [ConstraintID: Constraint] = [:]
  var tags: [Owner: Tag] = [:]
  var ownerOfMarker: [Int: Owner] = [:]
  var edits: [Variable: Edit] = [:]
  /// Basic restricted symbols whose rows may have become negative (dual simplex work list).
  var infeasible: [Int] = []

  /// An empty solver.
  public init() {}

  /// Adds a constraint and solves again.
  ///
  /// Throws `SolverError.duplicateConstraint` if a constraint with the same id is in the solver,
  /// `.invalidPriority`, `.invalidCoefficient` or `.invalidConstant` for a malformed constraint,
  /// and `.unsatisfiable(id, conflicting:)` if it is required and cannot hold together with the
  /// required constraints already added. In every one of these cases the solver is unchanged.
  ///
  /// - Complexity: O(r · t) to substitute the new row into r rows of t terms, plus the pivots
  ///   needed to restore optimality (usually a few).
  public mutating func addConstraint(_ constraint: Constraint) throws(SolverError) {
    let id = constraint.id
    guard constraintsByID[id] == nil else { throw .duplicateConstraint(id) }
    guard constraint.priority.isValid else { throw .invalidPriority(id, constraint.priority) }
    let terms = constraint.expression.combinedTerms
    for term in constraint.expression.terms
    where !term.coefficient.isFinite || abs(term.coefficient) > Self.maximumCoefficient {
      throw .invalidCoefficient(id, term.variable)
    }
    let constant = constraint.expression.constant
    guard constant.isFinite, abs(constant) <= Self.maximumMagnitude else { throw .invalidConstant(id) }
    try transaction { solver throws(SolverError) in
      try solver.add(
        terms: terms, constant: constant, relation: constraint.relation, priority: constraint.priority,
        owner: .constraint(id))
    }
    constraintsByID[id] = constraint
  }

  /// Removes the constraint with this id and solves again.
  ///
  /// Throws `SolverError.unknownConstraint` (and changes nothing) if there is none.
  ///
  /// - Complexity: O(r · t) for one pivot over r rows of t terms, plus the pivots needed to
  ///   restore optimality.
  public mutating func removeConstraint(_ id: ConstraintID) throws(SolverError) {
    guard constraintsByID[id] != nil else { throw .unknownConstraint(id) }
    try removeRestoringOnFailure(.constraint(id))
    constraintsByID[id] = nil
  }

  /// Removes what `owner` added, as one transaction; on failure the solver is as before and its
  /// bookkeeping of `owner`'s marker is put back.
  mutating func removeRestoringOnFailure(_ owner: Owner) throws(SolverError) {
    let tag = tags[owner]
    do {
      try transaction { solver throws(SolverError) in try solver.remove(owner: owner) }
    } catch {
      if let tag {
        tags[owner] = tag
        ownerOfMarker[tag.marker] = owner
      }
      throw error
    }
  }

  /// Whether a constraint with this id is in the solver.
  public func hasConstraint(_ id: ConstraintID) -> Bool { constraintsByID[id] != nil }

  /// The constraint with this id, if it is in the solver.
  public func constraint(_ id: ConstraintID) -> Constraint? { constraintsByID[id] }

  /// The constraints in the solver, sorted by id.
  ///
  /// - Complexity: O(n log n).
  public var constraints: [Constraint] {
    constraintsByID.values.sorted { $0.id < $1.id }
  }

  /// The variable's value in the current solution; 0 for a variable no constraint has mentioned
  /// (and for one that no longer appears in any row, which every value satisfies).
  ///
  /// The values are always up to date: every request solves again before it returns, so there is
  /// no separate "update variables" step.
  ///
  /// - Complexity: O(1).
  public func value(of variable: Variable) -> Double {
    guard let symbol = symbolOfVariable[variable], let row = rows[symbol] else { return 0 }
    return row.constant
  }

  /// Every variable the solver has seen, sorted by id.
  public var variables: [Variable] { symbolOfVariable.keys.sorted() }

  /// The values of all variables the solver has seen, sorted by variable id.
  public var solution: [(variable: Variable, value: Double)] {
    variables.map { ($0, value(of: $0)) }
  }
}
