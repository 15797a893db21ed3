extension ConstraintSolver {
  /// Makes `variable` an edit variable: an optional constraint `variable = suggested value` of
  /// this priority, whose value `suggestValue(_:for:)` changes cheaply (Badros, Borning &
  /// Stuckey 2001, §4: the new value is a change of constants, re-solved with the dual simplex).
  ///
  /// The suggested value starts at the variable's current value, so adding an edit variable does
  /// not move it. Throws `.duplicateEditVariable` if the variable already has one and
  /// `.invalidEditPriority` unless the priority is in (0, 1000) (an edit must be optional).
  public mutating func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
    guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
    guard priority.isValid, !priority.isRequired else { throw .invalidEditPriority(variable, priority) }
    let current = value(of: variable)
    let tag = try transaction { solver throws(SolverError) in
      try solver.add(
        terms: [LinearExpression.Term(variable)], constant: -current, relation: .equal, priority: priority,
        owner: .edit(variable))
    }
    edits[variable] = Edit(constant: current, priority: priority, tag: tag)
  }

  /// Removes the variable's edit constraint. Throws `.unknownEditVariable` if it has none.
  public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let edit = edits[variable] else { throw .unknownEditVariable(variable) }
    try transaction { solver throws(SolverError) in try solver.remove(tag: edit.tag) }
    edits[variable] = nil
  }

  /// Whether the variable has an edit constraint.
  public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

  /// Asks for `value` as the edit variable's value and solves again: the variable takes it if
  /// the required constraints and the optional ones of higher priority allow.
  ///
  /// Throws `.unknownEditVariable` if the variable has no edit constraint and
  /// `.invalidSuggestedValue` for a value that is not finite or exceeds `maximumMagnitude`.
  ///
  /// - Complexity: O(r) to shift the constants, plus the dual simplex pivots (usually few).
  public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    guard let edit = edits[variable] else { throw .unknownEditVariable(variable) }
    let tag = edit.tag
    guard value.isFinite, abs(value) <= Self.maximumMagnitude else { throw .invalidSuggestedValue(variable) }
    try transaction { solver throws(SolverError) in
      solver.shiftEdit(tag: tag, by: value - edit.constant)
      try solver.dualOptimize()
    }
    edits[variable]?.constant = value
  }

  /// Changes the edit constraint `x − c = e⁺ − e⁻` to `x − (c + δ) = e⁺ − e⁻` by renaming
  /// `e⁺_old = e⁺_new + δ` (or `e⁻_old = e⁻_new − δ`): only row constants change.
  private mutating func shiftEdit(tag: Tag, by delta: Double) {
    infeasible.clear()
    if let slot = rows.slot(of: tag.marker) {
      if rows.addToConstant(slot: slot, -delta) < 0 { infeasible.append(tag.marker) }
      return
    }
    if tag.other >= 0, let slot = rows.slot(of: tag.other) {
      if rows.addToConstant(slot: slot, delta) < 0 { infeasible.append(tag.other) }
      return
    }
    var negative = scratchSlots
    scratchSlots = []
    rows.shiftConstants(containing: tag.marker, by: delta, negative: &negative)
    for key in negative where kind(key).isRestricted { infeasible.append(key) }
    negative.clear()
    scratchSlots = negative
  }
}
