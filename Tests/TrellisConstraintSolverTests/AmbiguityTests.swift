import Testing

@testable import TrellisConstraintSolver

/// `isAmbiguous`: a value is ambiguous when another optimal solution gives it a different value.
@Suite("Ambiguity")
struct AmbiguityTests {
  let x = Variable(0)
  let y = Variable(1)

  @Test func pinnedVariableIsNotAmbiguous() throws {
    let s = try solver([Constraint(id: cid(1), x, .equal, 10)])
    #expect(!s.isAmbiguous(x))
  }

  @Test func variableWithOnlyALowerBoundIsAmbiguous() throws {
    // x ≥ 0: every x ≥ 0 satisfies it.
    let s = try solver([Constraint(id: cid(1), x, .greaterThanOrEqual, 0)])
    #expect(s.isAmbiguous(x))
  }

  @Test func sumWithoutASecondEquationIsAmbiguousUntilOneIsAdded() throws {
    // x + y = 100 fixes neither; adding x = 30 fixes both (y = 70).
    var s = try solver([Constraint(id: cid(1), x + y, .equal, LinearExpression(constant: 100))])
    #expect(s.isAmbiguous(x))
    #expect(s.isAmbiguous(y))
    #expect(s.ambiguousVariables == [x, y])
    try s.addConstraint(Constraint(id: cid(2), x, .equal, 30))
    #expect(!s.isAmbiguous(x))
    #expect(!s.isAmbiguous(y))
    #expect(s.ambiguousVariables.isEmpty)
    expectValues(s, [(y, 70)])
  }

  @Test func optionalConstraintWithAUniqueOptimumIsNotAmbiguous() throws {
    // x = 5 at 250 alone: the only optimum is x = 5. x ≥ 10 required with x = 0 at 250: only 10.
    let s = try solver([Constraint(id: cid(1), x, .equal, 5, priority: .defaultLow)])
    #expect(!s.isAmbiguous(x))
    let t = try solver([
      Constraint(id: cid(1), x, .greaterThanOrEqual, 10),
      Constraint(id: cid(2), x, .equal, 0, priority: .defaultLow),
    ])
    #expect(!t.isAmbiguous(x))
  }

  @Test func optionalInequalityAloneLeavesTheValueAmbiguous() throws {
    // x ≤ 5 at 750: every x ≤ 5 has error 0.
    let s = try solver([Constraint(id: cid(1), x, .lessThanOrEqual, 5, priority: .defaultHigh)])
    #expect(s.isAmbiguous(x))
  }

  @Test func unknownVariableIsAmbiguousAndProbingChangesNothing() throws {
    let s = try solver([Constraint(id: cid(1), x + y, .equal, LinearExpression(constant: 1))])
    let before = Observable(s)
    #expect(s.isAmbiguous(Variable(99)))
    _ = s.isAmbiguous(x)
    #expect(Observable(s) == before)
  }
}
