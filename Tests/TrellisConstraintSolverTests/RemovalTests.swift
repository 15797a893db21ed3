import Testing

@testable import TrellisConstraintSolver

/// Removing a constraint gives back the solution of the system without it.
@Suite("Removal")
struct RemovalTests {
  let x = Variable(0)
  let y = Variable(1)

  @Test func removingAnOptionalConstraintRestoresThePreviousSolution() throws {
    // x = 10 at 250, y = x + 5 ⇒ (10, 15). Adding x = 50 at 750 ⇒ (50, 55). Removing it ⇒ (10, 15).
    var s = try solver([
      Constraint(id: cid(1), x, .equal, 10, priority: .defaultLow),
      Constraint(id: cid(2), y, .equal, x + 5),
    ])
    expectValues(s, [(x, 10), (y, 15)])
    let before = Observable(s)
    try s.addConstraint(Constraint(id: cid(3), x, .equal, 50, priority: .defaultHigh))
    expectValues(s, [(x, 50), (y, 55)])
    try s.removeConstraint(cid(3))
    expectValues(s, [(x, 10), (y, 15)])
    #expect(Observable(s) == before)
  }

  @Test func removingARequiredInequalityRestoresThePreviousSolution() throws {
    // x = 10 at 250, y = x + 5; x ≥ 20 required ⇒ (20, 25); removed ⇒ (10, 15).
    var s = try solver([
      Constraint(id: cid(1), x, .equal, 10, priority: .defaultLow),
      Constraint(id: cid(2), y, .equal, x + 5),
      Constraint(id: cid(3), x, .greaterThanOrEqual, 20),
    ])
    expectValues(s, [(x, 20), (y, 25)])
    try s.removeConstraint(cid(3))
    expectValues(s, [(x, 10), (y, 15)])
  }

  @Test func removingARequiredEqualityFreesTheVariableForTheOptionalOne() throws {
    // x = 3 required and x = 9 at 250 ⇒ 3; remove the required one ⇒ 9; add it back ⇒ 3.
    var s = try solver([
      Constraint(id: cid(1), x, .equal, 3),
      Constraint(id: cid(2), x, .equal, 9, priority: .defaultLow),
    ])
    expectValues(s, [(x, 3)])
    try s.removeConstraint(cid(1))
    expectValues(s, [(x, 9)])
    try s.addConstraint(Constraint(id: cid(1), x, .equal, 3))
    expectValues(s, [(x, 3)])
  }

  @Test func removingEveryConstraintEmptiesTheSolver() throws {
    var s = try solver([
      Constraint(id: cid(1), x, .equal, 3),
      Constraint(id: cid(2), y, .greaterThanOrEqual, x + 1, priority: .defaultLow),
      Constraint(id: cid(3), y, .equal, 2 * x),
    ])
    for id in [2, 1, 3] { try s.removeConstraint(cid(id)) }
    #expect(s.constraints.isEmpty)
    #expect(s.rows.spans.allSatisfy { $0.count == 0 && $0.constant == 0 })
    #expect(s.objective.levels.isEmpty)
  }
}
