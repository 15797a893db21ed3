// Phase one of adding a constraint whose row has no subject (Badros, Borning & Stuckey 2001,
// §3.2): the artificial variable, and the shortcut for the usual case where it takes one pivot.
// docs/auto-layout.md, "The algorithm in brief" and "Data structures and what they cost".

extension ConstraintSolver {
  /// Adds `row` (`0 = constant + Σ coefficient · symbol`, constant ≥ 0, every symbol restricted
  /// and parametric) the way phase one would when phase one takes exactly one pivot — without
  /// creating the artificial variable — and returns true; returns false, changing nothing, when
  /// phase one would do anything else.
  ///
  /// Phase one (`addWithArtificialVariable(_:)`) puts `a = row` into the tableau and minimises
  /// `a`. Its first entering symbol `e` is the lowest-id pivotable symbol whose coefficient in
  /// the row is below −`Objective.epsilon`; its leaving row is `a`'s when the ratio
  /// `−constant / coefficient` of `a`'s row is strictly below every other restricted row's
  /// (a tie goes to the lower id, never `a`'s, the newest symbol). After that pivot the
  /// phase-one objective is `a` plus what the substitution leaves of the other terms: for each
  /// term `cⱼ·sⱼ`, `cⱼ + c_e · (cⱼ · f)` with `f = −1 / c_e` — the sums `Row.substitute` forms,
  /// formed here the same way. When none of those is a pivotable coefficient below
  /// −`Objective.epsilon` (none survives the `Row.epsilon` drop, or it is not negative) phase
  /// one stops, and when its constant is within the success bound it has succeeded: `a` is not
  /// basic, and is then removed from every row and from the objective.
  ///
  /// What that leaves is exactly this: `e`'s row is the row solved for `e` (the same
  /// multiplications by `f`), substituted into every row and the objective (the same sums: a
  /// term's sum does not depend on the other terms, so the missing `a` changes no other
  /// coefficient). Only `a` is missing, and its symbol id: later symbols get ids one lower,
  /// which keeps their order — and every choice is made by comparing ids — so the values are
  /// the same to the last bit.
  ///
  /// - Complexity: one pass over the rows holding `e` for the ratio test, then one substitution.
  mutating func addBySinglePivot(_ row: inout Row) throws(SolverError) -> Bool {
    // Phase one's entering symbol.
    var entering = -1
    var a = 0.0
    for entry in row.entries where kind(entry.id).isPivotable && entry.coefficient < -Objective.epsilon {
      entering = entry.id
      a = entry.coefficient
      break
    }
    guard entering >= 0 else { return false }
    // The artificial row's ratio must be strictly the least (its slot would come last and its
    // id is the highest, so a tie goes to the other row).
    let constant = row.constant
    let artificialRatio = -constant / a
    let best = leastRatioRow(for: entering).ratio
    guard artificialRatio < best else { return false }
    // What the substitution would leave in the phase-one objective: no pivotable term below
    // −ε (it would enter next), and a constant within the bound of success.
    let f = -1.0 / a
    for entry in row.entries where entry.id != entering {
      let sum = entry.coefficient + a * (entry.coefficient * f)
      if abs(sum) >= Row.epsilon && sum < -Objective.epsilon && kind(entry.id).isPivotable { return false }
    }
    guard abs(constant + a * (constant * f)) < Row.epsilon * max(1, abs(constant)) else { return false }
    row.solve(for: entering)
    // The pivot's check (`pivot(entering:leaving:)`), on the same terms but the artificial one.
    guard row.isFinite else { throw .numericalFailure }
    substitute(entering, with: row)
    rows.set(entering, row)
    return true
  }

  /// Phase one with an artificial variable a = row (§3.2): minimise a; the constraint can hold
  /// exactly when the minimum is 0. Returns nil on success (the row is in the tableau), or the
  /// required constraints in the final phase-one objective — a Farkas certificate of the
  /// conflict — when it cannot hold (the caller restores the tableau).
  ///
  /// `row` is the constraint's row; its buffer is lent to the phase-one objective (which starts
  /// as the same row) and holds that objective's final row on return.
  mutating func addWithArtificialVariable(_ row: inout Row) throws(SolverError) -> [ConstraintID]? {
    let art = newSymbol(.slack)
    rows.set(art, row)
    let rowConstant = row.constant
    // The phase-one objective is the row itself: its buffer moves to `artificial` (not a second
    // reference to it, which the first substitution would have to copy) and comes back after.
    artificial = row
    row = Row()
    try optimize(phaseOne: true)
    row = artificial.take() ?? Row()
    guard abs(row.constant) < Row.epsilon * max(1, abs(rowConstant)) else {
      return requiredOwners(of: row.entries.lazy.map(\.id))
    }
    var pivotRow = scratchRow
    scratchRow = Row()
    if rows.removeValue(forKey: art, into: &pivotRow), !pivotRow.isConstant {
      // The pivotable symbol with the largest coefficient (a dummy if there is none).
      var entering = pivotRow.entries[0].id
      var best = -1.0
      for entry in pivotRow.entries where kind(entry.id).isPivotable && abs(entry.coefficient) > best {
        entering = entry.id
        best = abs(entry.coefficient)
      }
      pivotRow.solve(lhs: art, rhs: entering)
      substitute(entering, with: pivotRow)
      rows.set(entering, pivotRow)
    }
    scratchRow = pivotRow
    if rows.columnsEnabled {
      var found = takeSlots(containing: art)
      for slot in found { rows.remove(art, slot: slot) }
      returnSlots(&found)
    } else {
      // Removing a symbol changes only its own row.
      for slot in 0..<rows.count where rows.contains(art, slot: slot) { rows.remove(art, slot: slot) }
    }
    rows.clearColumn(art)
    objective.remove(art)
    return nil
  }
}
