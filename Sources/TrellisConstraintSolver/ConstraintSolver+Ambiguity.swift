extension ConstraintSolver {
  /// Whether the variable's value is not uniquely determined by the constraints — what
  /// `hasAmbiguousLayout` reports for a view whose frame depends on it.
  ///
  /// Precisely: the optimal solutions are those that satisfy every required constraint and have
  /// the least total error at each priority, highest priority first (see `Priority`). The
  /// variable is ambiguous when some optimal solution gives it a value more than 10⁻⁶ away from
  /// `value(of:)`. A variable no constraint mentions is ambiguous.
  ///
  /// Found by asking, in two copies of the solver, for the value ± 1 with an optional constraint
  /// below every priority: because priorities are strict, it cannot make any real constraint
  /// worse, so the variable moves exactly when another optimal solution exists.
  ///
  /// - Complexity: two copies of the tableau and two constraint additions, O(r · t) each.
  public func isAmbiguous(_ variable: Variable) -> Bool {
    guard symbolOfVariable[variable.id] != nil else { return true }
    let current = value(of: variable)
    for target in [current + 1, current - 1] {
      var probe = self
      do {
        _ = try probe.add(
          terms: [LinearExpression.Term(variable)], constant: -target, relation: .equal,
          priority: Priority(0),
          owner: .probe)
      } catch {
        continue
      }
      if abs(probe.value(of: variable) - current) > 1.0e-6 { return true }
    }
    return false
  }

  /// The variables whose values are not uniquely determined (`isAmbiguous(_:)`), sorted by id.
  ///
  /// - Complexity: O(v) calls of `isAmbiguous(_:)` for v variables.
  public var ambiguousVariables: [Variable] {
    variables.filter { isAmbiguous($0) }
  }
}
