// The tableau operations of Cassowary (Badros, Borning & Stuckey 2001, §3–4), written from the
// paper's description; docs/auto-layout.md, "The solver", explains each step and its choices.

extension ConstraintSolver {
  /// A new symbol of `kind`; ids increase in creation order and decide every tie.
  mutating func newSymbol(_ kind: SymbolKind) -> Int {
    let symbol = symbolCount
    symbolCount += 1
    rows.define(symbol, as: kind)
    return symbol
  }

  /// Adds the constraint `Σ terms + constant relation 0` of `priority` for `owner` (the terms
  /// combined, validated) and returns the symbols it put into the tableau; the caller keeps
  /// them. Run it inside `transaction(_:)`, which undoes it if it throws.
  mutating func add(
    terms: UnsafeBufferPointer<LinearExpression.Term>, constant: Double, relation: Relation,
    priority: Priority,
    owner: Owner
  ) throws(SolverError) -> Tag {
    if symbolCount == 0 { reserveInitialCapacity() }
    let firstNewSymbol = symbolCount
    // The row of the constraint, with the current rows of basic variables substituted.
    // The solver's scratch row, taken out while in use (its buffer is reused, not reallocated).
    var row = constraintRow
    constraintRow = Row()
    defer { constraintRow = row }
    row.reset(constant: constant)
    for term in terms {
      let symbol: Int
      if let known = symbolOfVariable[term.variable.id] {
        symbol = known
      } else {
        symbol = newSymbol(.external)
        symbolOfVariable.set(term.variable.id, symbol)
        variableList.append(term.variable)
      }
      if let slot = rows.slot(of: symbol) {
        rows.add(slot: slot, times: term.coefficient, to: &row)
      } else {
        row.insert(symbol, term.coefficient)
      }
    }
    let required = priority.isRequired
    var tag = Tag(marker: -1, other: -1, priority: priority.rawValue, isRequired: required)
    switch relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      // `expr ≤ 0` is `expr + s = 0`, `expr ≥ 0` is `expr − s = 0`, with s ≥ 0; an optional one
      // adds an error e ≥ 0 on the other side: `expr + s − e = 0` (expr ≤ e).
      let sign = relation == .lessThanOrEqual ? 1.0 : -1.0
      let slack = newSymbol(.slack)
      tag.marker = slack
      row.insert(slack, sign)
      if !required {
        let error = newSymbol(.error)
        tag.other = error
        row.insert(error, -sign)
        objective.add(error: error, basicRow: nil, priority: priority.rawValue, sign: 1)
      }
    case .equal:
      if required {
        let dummy = newSymbol(.dummy)
        tag.marker = dummy
        row.insert(dummy, 1)
      } else {
        // `expr = e⁺ − e⁻`: `expr − e⁺ + e⁻ = 0`.
        let plus = newSymbol(.error)
        let minus = newSymbol(.error)
        tag.marker = plus
        tag.other = minus
        row.insert(plus, -1)
        row.insert(minus, 1)
        objective.add(error: plus, basicRow: nil, priority: priority.rawValue, sign: 1)
        objective.add(error: minus, basicRow: nil, priority: priority.rawValue, sign: 1)
      }
    }
    if row.constant < 0 { row.negate() }

    if let subject = chooseSubject(row, tag) {
      row.solve(for: subject)
      if subject >= firstNewSymbol {
        // A symbol made by this request (a variable seen for the first time, or the
        // constraint's own slack or error) is in no row yet, and there is no phase-one
        // objective outside `addWithArtificialVariable`: only the objective may hold it — and
        // only if it is an error (this request added it there), so the pass over the rows
        // would change nothing, nor would the pass over the levels for a variable or slack.
        if kind(subject) == .error { objective.substitute(subject, with: row) }
      } else {
        substitute(subject, with: row)
      }
      rows.set(subject, row)
    } else if row.entries.allSatisfy({ kind($0.id) == .dummy }) {
      // Only required equalities' markers: the constraint is implied by them (constant 0) or
      // contradicts them.
      guard abs(row.constant) < Row.epsilon else {
        throw .unsatisfiable(
          ownerID(owner),
          conflicting: requiredOwners(of: row.entries.lazy.map(\.id).filter { $0 != tag.marker }))
      }
      // The constraint's own dummy is in the row; an empty row (0 = 0) has nothing to add.
      if let subject = row.coefficient(of: tag.marker) != 0 ? tag.marker : row.entries.first?.id {
        row.solve(for: subject)
        substitute(subject, with: row)
        rows.set(subject, row)
      }
    } else if usesSinglePivotPhaseOne, try addBySinglePivot(&row) {
      // Phase one would have taken one pivot and ended: done without the artificial variable.
    } else if let conflicts = try addWithArtificialVariable(&row) {
      throw .unsatisfiable(ownerID(owner), conflicting: conflicts)
    }
    infeasible.clear()
    try optimize()
    return tag
  }

  /// `add(terms:constant:relation:priority:owner:)` with the terms in an array (the one-term
  /// constraints of edit variables and of the ambiguity probe).
  mutating func add(
    terms: [LinearExpression.Term], constant: Double, relation: Relation, priority: Priority, owner: Owner
  ) throws(SolverError) -> Tag {
    let result = terms.withUnsafeBufferPointer { buffer in
      Result { () throws(SolverError) in
        try add(terms: buffer, constant: constant, relation: relation, priority: priority, owner: owner)
      }
    }
    return try result.get()
  }

  /// Gives the solver's arrays room for a small system (a table cell: some 20 constraints)
  /// before the first constraint, so that building one does not grow each array step by step.
  private mutating func reserveInitialCapacity() {
    variableList.reserveCapacity(32)
    constraintStore.reserveCapacity(32)
    rows.reserveCapacity(rows: 32, symbols: 64)
    objective.reserveCapacity()
    constraintRow.reserveCapacity(16)
    // `scratchRow` (pivots) gets a buffer when first used: a table cell may need no pivot.
  }

  /// Runs `body` as one request: if it throws, every change it made — to the rows (through
  /// the tableau's journal), the objective, the symbols, variables and markers it created — is
  /// undone, and the error rethrown. The caller restores what it removed itself.
  mutating func transaction<T>(
    _ body: (inout ConstraintSolver) throws(SolverError) -> T
  ) throws(SolverError)
    -> T
  {
    let savedSymbolCount = symbolCount
    let variableCount = variableList.count
    rows.beginJournal()
    objective.beginJournal()
    do {
      let result = try body(&self)
      rows.commitJournal()
      objective.commitJournal()
      return result
    } catch {
      rows.rollbackJournal()
      objective.rollbackJournal()
      artificial = nil
      infeasible.clear()
      // The symbols it created have no row any more (the journal removed them); their ids are
      // handed out again.
      symbolCount = savedSymbolCount
      if variableList.count > variableCount {
        for variable in variableList[variableCount...] { symbolOfVariable.remove(variable.id) }
        variableList.removeSubrange(variableCount...)
      }
      throw error
    }
  }

  /// The caller's id for an owner (−1 for internal owners).
  func ownerID(_ owner: Owner) -> ConstraintID {
    if case .constraint(let id) = owner { return id }
    return ConstraintID(-1)
  }

  /// The caller's required constraints whose markers are among `symbols`, sorted by id. (Only
  /// a refused request asks, so the constraints are searched rather than indexed by marker.)
  ///
  /// - Complexity: O(s log s + n log s) for s symbols and n constraints.
  func requiredOwners(of symbols: some Sequence<Int>) -> [ConstraintID] {
    let wanted = symbols.sorted()
    guard !wanted.isEmpty else { return [] }
    var result: [ConstraintID] = []
    for stored in constraintStore where stored.tag.isRequired {
      // Binary search for the marker among the wanted symbols.
      let marker = stored.tag.marker
      var low = 0
      var high = wanted.count
      while low < high {
        let mid = (low + high) >> 1
        if wanted[mid] < marker { low = mid + 1 } else { high = mid }
      }
      if low < wanted.count && wanted[low] == marker { result.append(stored.constraint.id) }
    }
    return result.sorted()
  }

  /// The symbol to make basic for a new row (the paper's choice, §3.2): an unrestricted
  /// (external) variable if there is one — the lowest id — else the constraint's own new slack
  /// or error if its coefficient is negative (then it is ≥ 0 as the constant is); nil if neither.
  func chooseSubject(_ row: Row, _ tag: Tag) -> Int? {
    for entry in row.entries where kind(entry.id) == .external { return entry.id }
    if kind(tag.marker).isPivotable && row.coefficient(of: tag.marker) < 0 { return tag.marker }
    if tag.other >= 0 && kind(tag.other).isPivotable && row.coefficient(of: tag.other) < 0 {
      return tag.other
    }
    return nil
  }

  /// Removes the constraint whose symbols are `tag` (§3.3) and re-optimises. Run it inside
  /// `transaction(_:)`; the caller forgets the tag and the marker's owner when it succeeds.
  mutating func remove(tag: Tag) throws(SolverError) {
    if !tag.isRequired {
      for error in [tag.marker, tag.other] where error >= 0 && kind(error) == .error {
        objective.add(error: error, basicRow: rows[error], priority: tag.priority, sign: -1)
      }
    }
    if !rows.removeValue(forKey: tag.marker) {
      var row = scratchRow
      scratchRow = Row()
      if let leaving = markerLeavingRow(tag.marker), rows.removeValue(forKey: leaving, into: &row) {
        row.solve(lhs: leaving, rhs: tag.marker)
        substitute(tag.marker, with: row)
      }
      scratchRow = row
      if tag.other >= 0 { rows[tag.other] = nil }
    }
    infeasible.clear()
    try optimize()
  }

  /// The row to pivot a non-basic marker into before dropping it (§3.3): among restricted rows
  /// with a negative coefficient the least ratio (keeps feasibility), else among restricted rows
  /// the least ratio the other way, else the unrestricted row where the marker's coefficient is
  /// largest in magnitude (the best-conditioned pivot); ties go to the lowest id.
  mutating func markerLeavingRow(_ marker: Int) -> Int? {
    var first: (ratio: Double, id: Int)?
    var second: (ratio: Double, id: Int)?
    var third: (magnitude: Double, id: Int)?
    var found = takeSlots(containing: marker)
    defer { returnSlots(&found) }
    for slot in found {
      let id = rows.basic(slot: slot)
      let constant = rows.constant(slot: slot)
      let c = rows.coefficient(of: marker, slot: slot)
      if c == 0 { continue }
      if kind(id) == .external {
        // The largest coefficient: dividing by a tiny one would wreck the tableau's precision.
        if third.map({ abs(c) > $0.magnitude || (abs(c) == $0.magnitude && id < $0.id) }) ?? true {
          third = (abs(c), id)
        }
      } else if c < 0 {
        let candidate = (ratio: -constant / c, id: id)
        if first.map({ candidate.ratio < $0.ratio || (candidate.ratio == $0.ratio && id < $0.id) }) ?? true {
          first = candidate
        }
      } else {
        let candidate = (ratio: constant / c, id: id)
        if second.map({ candidate.ratio < $0.ratio || (candidate.ratio == $0.ratio && id < $0.id) }) ?? true {
          second = candidate
        }
      }
    }
    return first?.id ?? second?.id ?? third?.id
  }

  /// Replaces `symbol` by `row` everywhere: every row, the objective levels and the phase-one
  /// objective; restricted rows that became negative are noted for the dual simplex.
  mutating func substitute(_ symbol: Int, with row: Row) {
    if rows.columnsEnabled {
      var found = takeSlots(containing: symbol)
      for slot in found { substitute(slot: slot, symbol, with: row) }
      returnSlots(&found)
    } else {
      // A small tableau: the rows that hold the symbol, found in the pass itself (the slots
      // `takeSlots` would list, in the same order: a substitution changes only its own row).
      for slot in 0..<rows.count where rows.contains(symbol, slot: slot) {
        substitute(slot: slot, symbol, with: row)
      }
    }
    // No row contains the symbol any more.
    rows.clearColumn(symbol)
    objective.substitute(symbol, with: row)
    artificial?.substitute(symbol, with: row)
  }

  /// Replaces `symbol` by `row` in the row in `slot` (which holds it), noting the row for the
  /// dual simplex if it is restricted and became negative.
  @inline(__always)
  private mutating func substitute(slot: Int, _ symbol: Int, with row: Row) {
    let constant = rows.substitute(slot: slot, symbol, with: row)
    let key = rows.basic(slot: slot)
    if kind(key).isRestricted && constant < 0 { infeasible.append(key) }
  }

  /// The slots of the rows that contain `symbol` (`Tableau.slots(containing:into:)`), in the
  /// solver's scratch array, which the caller gives back with `returnSlots(_:)`.
  mutating func takeSlots(containing symbol: Int) -> [Int] {
    var found = scratchSlots
    scratchSlots = []
    rows.slots(containing: symbol, into: &found)
    return found
  }

  /// Gives a scratch array from `takeSlots(containing:)` back for reuse.
  mutating func returnSlots(_ found: inout [Int]) {
    scratchSlots = found
    found = []
  }

  /// Makes `entering` basic in place of `leaving`.
  private mutating func pivot(entering: Int, leaving: Int) throws(SolverError) {
    // The solver's scratch row, taken out while in use and given back (its buffer reused).
    var row = scratchRow
    scratchRow = Row()
    defer { scratchRow = row }
    guard rows.removeValue(forKey: leaving, into: &row) else { throw .numericalFailure }
    row.solve(lhs: leaving, rhs: entering)
    guard row.isFinite else {
      rows.set(leaving, row)
      throw .numericalFailure
    }
    substitute(entering, with: row)
    rows.set(entering, row)
  }

  /// A bound on simplex iterations far above what Bland's rule needs on real systems; reaching
  /// it means rounding has broken the algorithm.
  private var iterationLimit: Int { 1000 + 20 * (rows.count + symbolCount) }

  /// The ratio test for `entering`: the restricted row (by its basic symbol) with the least
  /// ratio, ties to the lowest id, and that ratio (`infinity` and `nil` when no row limits it).
  /// Visits the rows holding `entering` — through the columns once they are kept, else every
  /// row in slot order (a row without the symbol has coefficient 0).
  ///
  /// - Complexity: O(r) for r rows holding `entering` (with columns), else O(rows).
  mutating func leastRatioRow(for entering: Int) -> (leaving: Int?, ratio: Double) {
    var leaving: Int?
    var best = Double.infinity
    if rows.columnsEnabled {
      var found = takeSlots(containing: entering)
      for slot in found { ratioTest(slot: slot, entering, &leaving, &best) }
      returnSlots(&found)
    } else {
      for slot in 0..<rows.count where rows.mayContain(entering, slot: slot) {
        ratioTest(slot: slot, entering, &leaving, &best)
      }
    }
    return (leaving, best)
  }

  /// The primal simplex (§3.1) on the objective (or on the phase-one objective): Bland's rule —
  /// the entering symbol is the lowest-id pivotable symbol whose reduced cost is negative
  /// (lexicographically, for the objective's priority levels), the leaving row the restricted
  /// one with the least ratio, ties to the lowest id — so it cannot cycle and is deterministic.
  mutating func optimize(phaseOne: Bool = false) throws(SolverError) {
    if !phaseOne && objective.optimalRevision == objective.revision { return }
    let limit = iterationLimit
    var iterations = 0
    while true {
      var entering: Int?
      if phaseOne {
        if let art = artificial {
          for entry in art.entries
          where kind(entry.id).isPivotable && entry.coefficient < -Objective.epsilon {
            entering = entry.id
            break
          }
        }
      } else {
        entering = objective.firstImproving(rows.symbols)
      }
      guard let entering else {
        if !phaseOne { objective.optimalRevision = objective.revision }
        return
      }
      guard let leaving = leastRatioRow(for: entering).leaving else { throw .numericalFailure }
      try pivot(entering: entering, leaving: leaving)
      iterations += 1
      if iterations > limit { throw .numericalFailure }
    }
  }

  /// The primal simplex's ratio test on the row in `slot`: if it is restricted and `entering`
  /// has a negative coefficient there, keeps the row with the least ratio (ties to the lowest id).
  @inline(__always)
  func ratioTest(slot: Int, _ entering: Int, _ leaving: inout Int?, _ best: inout Double) {
    let id = rows.basic(slot: slot)
    guard kind(id).isRestricted else { return }
    let c = rows.coefficient(of: entering, slot: slot)
    guard c < 0 else { return }
    let ratio = -rows.constant(slot: slot) / c
    if ratio < best || (ratio == best && id < (leaving ?? Int.max)) {
      best = ratio
      leaving = id
    }
  }

  /// The dual simplex (§4): while a restricted row is negative (lowest id first), pivot in the
  /// symbol with positive coefficient whose reduced cost divided by that coefficient is
  /// lexicographically least (ties to the lowest id), which keeps the objective optimal.
  mutating func dualOptimize() throws(SolverError) {
    let limit = iterationLimit
    var iterations = 0
    while !infeasible.isEmpty {
      infeasible.sort()
      let leaving = infeasible.removeFirst()
      guard let slot = rows.slot(of: leaving), rows.constant(slot: slot) < 0 else { continue }
      var entering: Int?
      var bestCoefficient = 1.0
      for index in rows.entryIndices(slot: slot) {
        let entry = rows.entry(at: index)
        let id = entry.id
        let c = entry.coefficient
        guard c > 0, kind(id).isPivotable else { continue }
        if let best = entering {
          if objective.scaledCostIsLess(id, dividedBy: c, than: best, dividedBy: bestCoefficient) {
            entering = id
            bestCoefficient = c
          }
        } else {
          entering = id
          bestCoefficient = c
        }
      }
      guard let entering else { throw .numericalFailure }
      try pivot(entering: entering, leaving: leaving)
      iterations += 1
      if iterations > limit { throw .numericalFailure }
    }
    // The dual simplex keeps the objective optimal.
    objective.optimalRevision = objective.revision
  }
}
