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
    /// The symbols of the edit's constraint.
    var tag: Tag
  }

  /// A caller's constraint and the symbols it put into the tableau.
  struct StoredConstraint: Sendable {
    var constraint: Constraint
    var tag: Tag
  }

  /// How many symbols exist: ids `0 ..< symbolCount`, each with its kind in the tableau's
  /// symbol table (`Tableau.kind(of:)`).
  var symbolCount = 0
  var rows = Tableau()
  var objective = Objective()
  /// The phase-one objective while a constraint is added through an artificial variable (the
  /// buffer of the constraint's scratch row, lent for the time).
  var artificial: Row?
  /// Variable id → its external symbol.
  var symbolOfVariable = IntMap()
  /// The variables in the order the solver first saw them (`symbolOfVariable`'s keys).
  var variableList: [Variable] = []
  /// Constraint id → its index in `constraintStore`.
  var constraintIndex = IntMap()
  /// The caller's constraints with their symbols, in no particular order (removal moves the
  /// last into the hole).
  var constraintStore: [StoredConstraint] = []
  var edits: [Variable: Edit] = [:]
  /// Basic restricted symbols whose rows may have become negative (dual simplex work list).
  var infeasible: [Int] = []
  /// Scratch space for the slots of a column walk (taken out while in use, so nested walks
  /// get their own).
  var scratchSlots: [Int] = []
  /// Scratch row for the row of a constraint being added (taken out while in use).
  var constraintRow = Row()
  /// Scratch row for a pivot's row (taken out while in use).
  var scratchRow = Row()
  /// Whether a constraint whose phase one would take a single pivot is added by that pivot
  /// without the artificial variable (`addBySinglePivot(_:)`; the same values to the last bit).
  /// Tests turn it off to compare with the full phase one.
  var usesSinglePivotPhaseOne = true

  /// How many constraints (the caller's and edit variables') have symbols in the tableau.
  var tagCount: Int { constraintStore.count + edits.count }

  /// The kind of every symbol, by id (a copy of the tableau's symbol table's kinds: allocates;
  /// for tests and diagnostics).
  var kinds: [SymbolKind] { (0..<symbolCount).map { rows.kind(of: $0) } }

  /// What `symbol` stands for.
  @inline(__always) func kind(_ symbol: Int) -> SymbolKind { rows.kind(of: symbol) }

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
    guard constraintIndex[id.rawValue] == nil else { throw .duplicateConstraint(id) }
    guard constraint.priority.isValid else { throw .invalidPriority(id, constraint.priority) }
    for term in constraint.expression.terms
    where !term.coefficient.isFinite || abs(term.coefficient) > Self.maximumCoefficient {
      throw .invalidCoefficient(id, term.variable)
    }
    let constant = constraint.expression.constant
    guard constant.isFinite, abs(constant) <= Self.maximumMagnitude else { throw .invalidConstant(id) }
    let written = constraint.expression.terms
    let relation = constraint.relation
    let priority = constraint.priority
    let result: Result<Tag, SolverError>
    if Self.isCombined(written) {
      result = written.withUnsafeBufferPointer { terms in
        Result { () throws(SolverError) in
          try transaction { solver throws(SolverError) in
            try solver.add(
              terms: terms, constant: constant, relation: relation, priority: priority, owner: .constraint(id)
            )
          }
        }
      }
    } else {
      // The combined terms on the stack (no buffer kept or allocated for them).
      result = withUnsafeTemporaryAllocation(of: LinearExpression.Term.self, capacity: written.count) {
        buffer in
        let kept = Self.combine(written, into: buffer)
        let terms = UnsafeBufferPointer(rebasing: buffer[0..<kept])
        return Result { () throws(SolverError) in
          try transaction { solver throws(SolverError) in
            try solver.add(
              terms: terms, constant: constant, relation: relation, priority: priority, owner: .constraint(id)
            )
          }
        }
      }
    }
    let tag = try result.get()
    constraintIndex.set(id.rawValue, constraintStore.count)
    constraintStore.append(StoredConstraint(constraint: constraint, tag: tag))
  }

  /// Whether `terms` are already combined: sorted by strictly increasing variable id, with no
  /// zero coefficient (then `combineTerms(_:)` would give them unchanged).
  static func isCombined(_ terms: [LinearExpression.Term]) -> Bool {
    var previous = Int.min
    for term in terms {
      if term.variable.id <= previous || term.coefficient == 0 { return false }
      previous = term.variable.id
    }
    return true
  }

  /// Writes `terms` into `buffer` (at least `terms.count` long) with each variable once
  /// (coefficients of repeated variables added), without zero coefficients, sorted by variable
  /// id — the same terms as `LinearExpression.combinedTerms` — and returns how many it kept
  /// (`buffer[0 ..< kept]`).
  static func combine(
    _ terms: [LinearExpression.Term], into buffer: UnsafeMutableBufferPointer<LinearExpression.Term>
  ) -> Int {
    let n = terms.count
    // Every index below is under n ≤ buffer.count (i, j < n; count ≤ i; kept ≤ count).
    for i in 0..<n { buffer[i] = terms[i] }
    if n > 16 {
      // The standard library's sort, as `Array.sort` uses on its buffer: the same order.
      var head = UnsafeMutableBufferPointer(rebasing: buffer[0..<n])
      head.sort { $0.variable.id < $1.variable.id }
    } else if n > 1 {
      // Insertion sort: stable, like the standard sort on these few terms.
      for i in 1..<n {
        let term = buffer[i]
        var j = i
        while j > 0 && buffer[j - 1].variable.id > term.variable.id {
          buffer[j] = buffer[j - 1]
          j -= 1
        }
        buffer[j] = term
      }
    }
    var count = 0
    for i in 0..<n {
      let term = buffer[i]
      if count > 0 && buffer[count - 1].variable == term.variable {
        buffer[count - 1].coefficient += term.coefficient
      } else {
        buffer[count] = term
        count += 1
      }
    }
    var kept = 0
    for i in 0..<count where buffer[i].coefficient != 0 {
      buffer[kept] = buffer[i]
      kept += 1
    }
    return kept
  }

  /// Removes the constraint with this id and solves again.
  ///
  /// Throws `SolverError.unknownConstraint` (and changes nothing) if there is none.
  ///
  /// - Complexity: O(r · t) for one pivot over r rows of t terms, plus the pivots needed to
  ///   restore optimality.
  public mutating func removeConstraint(_ id: ConstraintID) throws(SolverError) {
    guard let index = constraintIndex[id.rawValue] else { throw .unknownConstraint(id) }
    let tag = constraintStore[index].tag
    try transaction { solver throws(SolverError) in try solver.remove(tag: tag) }
    let last = constraintStore.count - 1
    if index != last {
      constraintStore.swapAt(index, last)
      constraintIndex.set(constraintStore[index].constraint.id.rawValue, index)
    }
    constraintStore.removeLast()
    constraintIndex.remove(id.rawValue)
  }

  /// Whether a constraint with this id is in the solver.
  public func hasConstraint(_ id: ConstraintID) -> Bool { constraintIndex[id.rawValue] != nil }

  /// The constraint with this id, if it is in the solver.
  public func constraint(_ id: ConstraintID) -> Constraint? {
    constraintIndex[id.rawValue].map { constraintStore[$0].constraint }
  }

  /// The constraints in the solver, sorted by id.
  ///
  /// - Complexity: O(n log n).
  public var constraints: [Constraint] {
    constraintStore.map(\.constraint).sorted { $0.id < $1.id }
  }

  /// The variable's value in the current solution; 0 for a variable no constraint has mentioned
  /// (and for one that no longer appears in any row, which every value satisfies).
  ///
  /// The values are always up to date: every request solves again before it returns, so there is
  /// no separate "update variables" step.
  ///
  /// - Complexity: O(1).
  public func value(of variable: Variable) -> Double {
    guard let symbol = symbolOfVariable[variable.id], let slot = rows.slot(of: symbol) else { return 0 }
    return rows.constant(slot: slot)
  }

  /// Every variable the solver has seen, sorted by id.
  public var variables: [Variable] { variableList.sorted() }

  /// The values of all variables the solver has seen, sorted by variable id.
  public var solution: [(variable: Variable, value: Double)] {
    variables.map { ($0, value(of: $0)) }
  }
}
