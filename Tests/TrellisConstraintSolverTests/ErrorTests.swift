import Testing

@testable import TrellisConstraintSolver

/// Every refused request names what was wrong and changes nothing.
@Suite("Errors")
struct ErrorTests {
  let x = Variable(0)
  let y = Variable(1)
  let z = Variable(2)

  /// Runs `change` on a copy of `s`, expects it to throw `expected` and leave the copy equal to `s`.
  func expectRefused(
    _ s: ConstraintSolver, _ expected: SolverError, sourceLocation: SourceLocation = #_sourceLocation,
    _ change: (inout ConstraintSolver) throws -> Void
  ) {
    var t = s
    do {
      try change(&t)
      Issue.record("expected \(expected)", sourceLocation: sourceLocation)
    } catch {
      #expect(error as? SolverError == expected, sourceLocation: sourceLocation)
    }
    #expect(Observable(t) == Observable(s), sourceLocation: sourceLocation)
    #expect(t.kinds.count == s.kinds.count, sourceLocation: sourceLocation)
    #expect(t.tagCount == s.tagCount, sourceLocation: sourceLocation)
  }

  @Test func refusedConstraintAfterPhaseOnePivotsLeavesTheObjectiveAsItWas() throws {
    // Wishes x = 10 (750) and y = 20 (250) with x + y ≤ 100 required: x = 10, y = 20. Adding
    // x + y ≥ 200 (required) has no unrestricted subject (x and y are basic), so phase one
    // pivots error symbols — changing the objective's rows — before finding it impossible.
    // The objective must be rolled back exactly: after the refusal, the required x + y = 90
    // gives x = 10 (the 750 wish holds) and y = 80 (the 250 wish gives way), as on a solver
    // that never saw the refused request — and the two agree to the last bit.
    var s = try solver([
      Constraint(id: cid(1), x, .equal, 10, priority: .defaultHigh),
      Constraint(id: cid(2), y, .equal, 20, priority: .defaultLow),
      Constraint(id: cid(3), x + y, .lessThanOrEqual, LinearExpression(constant: 100)),
    ])
    var t = s
    expectRefused(s, .unsatisfiable(cid(4), conflicting: [cid(3)])) {
      try $0.addConstraint(
        Constraint(id: cid(4), x + y, .greaterThanOrEqual, LinearExpression(constant: 200)))
    }
    do {
      try t.addConstraint(Constraint(id: cid(4), x + y, .greaterThanOrEqual, LinearExpression(constant: 200)))
    } catch {}
    try s.addConstraint(Constraint(id: cid(5), x + y, .equal, LinearExpression(constant: 90)))
    try t.addConstraint(Constraint(id: cid(5), x + y, .equal, LinearExpression(constant: 90)))
    expectValues(t, [(x, 10), (y, 80)])
    #expect(t.value(of: x) == s.value(of: x) && t.value(of: y) == s.value(of: y))
  }

  @Test func conflictingRequiredEqualityIsRejectedNamingTheOtherOne() throws {
    // x = 10 then x = 20 (both required): 20 is refused, the conflict is with c1, x stays 10.
    let s = try solver([Constraint(id: cid(1), x, .equal, 10), Constraint(id: cid(3), y, .equal, 4)])
    expectRefused(s, .unsatisfiable(cid(2), conflicting: [cid(1)])) {
      try $0.addConstraint(Constraint(id: cid(2), x, .equal, 20))
    }
    expectValues(s, [(x, 10), (y, 4)])
  }

  @Test func conflictThroughAChainNamesEveryLink() throws {
    // a = 0, b = a + 10, c = b + 10 force c = 20, so c ≤ 15 cannot hold; all three links take
    // part (drop any one and it could), the unrelated d = 5 does not.
    let a = Variable(10)
    let b = Variable(11)
    let c = Variable(12)
    let d = Variable(13)
    let s = try solver([
      Constraint(id: cid(1), a, .equal, 0),
      Constraint(id: cid(2), b, .equal, a + 10),
      Constraint(id: cid(5), d, .equal, 5),
      Constraint(id: cid(3), c, .equal, b + 10),
    ])
    expectRefused(s, .unsatisfiable(cid(4), conflicting: [cid(1), cid(2), cid(3)])) {
      try $0.addConstraint(Constraint(id: cid(4), c, .lessThanOrEqual, 15))
    }
    // After the refusal the solver still accepts what is consistent: c ≤ 25 ⇒ nothing moves.
    var t = s
    try t.addConstraint(Constraint(id: cid(4), c, .lessThanOrEqual, 25))
    expectValues(t, [(a, 0), (b, 10), (c, 20), (d, 5)])
  }

  @Test func conflictingInequalitiesAreRejected() throws {
    // x ≥ 10 then x ≤ 5: refused, naming c1.
    let s = try solver([Constraint(id: cid(1), x, .greaterThanOrEqual, 10)])
    expectRefused(s, .unsatisfiable(cid(2), conflicting: [cid(1)])) {
      try $0.addConstraint(Constraint(id: cid(2), x, .lessThanOrEqual, 5))
    }
  }

  @Test func conflictAmongInequalitiesOfSeveralVariables() throws {
    // x ≥ 0, y ≥ 0 and x + y ≤ −1 (with a free z beside them): x + y ≥ 0 contradicts it.
    let s = try solver([
      Constraint(id: cid(1), x, .greaterThanOrEqual, 0),
      Constraint(id: cid(2), y, .greaterThanOrEqual, 0),
      Constraint(id: cid(4), z, .equal, 3),
    ])
    expectRefused(s, .unsatisfiable(cid(3), conflicting: [cid(1), cid(2)])) {
      try $0.addConstraint(Constraint(id: cid(3), x + y, .lessThanOrEqual, LinearExpression(constant: -1)))
    }
  }

  @Test func constraintThatCannotHoldOnItsOwnIsRejectedWithNoConflicts() throws {
    // 0·x + 5 = 0 is never true.
    let s = try solver([Constraint(id: cid(1), y, .equal, 1)])
    expectRefused(s, .unsatisfiable(cid(2), conflicting: [])) {
      try $0.addConstraint(Constraint(id: cid(2), x - x + 5, .equal))
    }
  }

  @Test func optionalConflictsAreNeverErrors() throws {
    // x = 10 required; x = 20 at 999 is simply not satisfied.
    var s = try solver([Constraint(id: cid(1), x, .equal, 10)])
    try s.addConstraint(Constraint(id: cid(2), x, .equal, 20, priority: Priority(999)))
    expectValues(s, [(x, 10)])
  }

  @Test func duplicateAndUnknownConstraintsAreRejected() throws {
    let s = try solver([Constraint(id: cid(1), x, .equal, 1)])
    expectRefused(s, .duplicateConstraint(cid(1))) {
      try $0.addConstraint(Constraint(id: cid(1), y, .equal, 2))
    }
    expectRefused(s, .unknownConstraint(cid(9))) { try $0.removeConstraint(cid(9)) }
  }

  @Test func nonFiniteOrHugeNumbersAreRejected() throws {
    let s = try solver([Constraint(id: cid(1), x, .equal, 1)])
    expectRefused(s, .invalidCoefficient(cid(2), y)) {
      try $0.addConstraint(Constraint(id: cid(2), .nan * y + x, .equal))
    }
    expectRefused(s, .invalidCoefficient(cid(2), y)) {
      try $0.addConstraint(Constraint(id: cid(2), -Double.infinity * y, .equal))
    }
    expectRefused(s, .invalidConstant(cid(2))) {
      try $0.addConstraint(Constraint(id: cid(2), y, .lessThanOrEqual, .infinity))
    }
    expectRefused(s, .invalidConstant(cid(2))) {
      try $0.addConstraint(Constraint(id: cid(2), y, .equal, .nan))
    }
    expectRefused(s, .invalidConstant(cid(2))) {
      try $0.addConstraint(Constraint(id: cid(2), y, .equal, 1e16))
    }
    // Multipliers are limited to 10⁶ (ConstraintSolver.maximumCoefficient); 10⁶ itself is fine.
    expectRefused(s, .invalidCoefficient(cid(2), y)) {
      try $0.addConstraint(Constraint(id: cid(2), 2e6 * y, .equal, LinearExpression(constant: 1)))
    }
    var t = s
    try t.addConstraint(Constraint(id: cid(2), 1e6 * y, .equal, LinearExpression(constant: 2e6)))
    expectValues(t, [(y, 2)])
  }

  @Test func invalidPrioritiesAreRejected() throws {
    let s = try solver([Constraint(id: cid(1), x, .equal, 1)])
    for p: Float in [0, -1, 1000.5, .infinity] {
      expectRefused(s, .invalidPriority(cid(2), Priority(p))) {
        try $0.addConstraint(Constraint(id: cid(2), y, .equal, 2, priority: Priority(p)))
      }
    }
    // NaN is never equal to itself, so match the case.
    var t = s
    #expect {
      try t.addConstraint(Constraint(id: cid(2), y, .equal, 2, priority: Priority(.nan)))
    } throws: { error in
      guard case .invalidPriority(cid(2), let p) = error as? SolverError else { return false }
      return p.rawValue.isNaN
    }
    #expect(Observable(t) == Observable(s))
  }

  @Test func editVariableMisuseIsRejected() throws {
    var s = try solver([Constraint(id: cid(1), x, .equal, 1, priority: .defaultLow)])
    try s.addEditVariable(x, priority: .defaultHigh)
    try s.suggestValue(5, for: x)
    expectRefused(s, .duplicateEditVariable(x)) { try $0.addEditVariable(x, priority: .defaultLow) }
    expectRefused(s, .unknownEditVariable(y)) { try $0.removeEditVariable(y) }
    expectRefused(s, .unknownEditVariable(y)) { try $0.suggestValue(1, for: y) }
    expectRefused(s, .invalidEditPriority(y, .required)) { try $0.addEditVariable(y, priority: .required) }
    expectRefused(s, .invalidSuggestedValue(x)) { try $0.suggestValue(.nan, for: x) }
    expectRefused(s, .invalidSuggestedValue(x)) { try $0.suggestValue(-.infinity, for: x) }
    expectValues(s, [(x, 5)])
  }
}
