import Testing

@testable import TrellisConstraintSolver

/// Edit variables re-solved with the dual simplex after each suggestion.
@Suite("Edit variables")
struct EditVariableTests {
  let x = Variable(0)
  let y = Variable(1)
  let w = Variable(2)
  let h = Variable(3)

  @Test func suggestionsAreClampedByRequiredBoundsAndDependentsFollow() throws {
    // 0 ≤ x ≤ 100, y = x + 10 (required); x edited at 750.
    var s = try solver([
      Constraint(id: cid(1), x, .greaterThanOrEqual, 0),
      Constraint(id: cid(2), x, .lessThanOrEqual, 100),
      Constraint(id: cid(3), y, .equal, x + 10),
    ])
    try s.addEditVariable(x, priority: .defaultHigh)
    // 50 is inside [0, 100]: x = 50, y = 60.
    try s.suggestValue(50, for: x)
    expectValues(s, [(x, 50), (y, 60)])
    // 150 is above: x = 100, y = 110.
    try s.suggestValue(150, for: x)
    expectValues(s, [(x, 100), (y, 110)])
    // −20 is below: x = 0, y = 10.
    try s.suggestValue(-20, for: x)
    expectValues(s, [(x, 0), (y, 10)])
    // Back inside: x = 30, y = 40.
    try s.suggestValue(30, for: x)
    expectValues(s, [(x, 30), (y, 40)])
  }

  @Test func twoEditVariablesMoveIndependently() throws {
    // Aspect-free box: area unconstrained; w ≤ 300, h ≥ 20 required. Suggest (w, h) pairs:
    // (100, 50) ⇒ (100, 50); (400, 10) ⇒ (300, 20); (250, 80) ⇒ (250, 80).
    var s = try solver([
      Constraint(id: cid(1), w, .lessThanOrEqual, 300),
      Constraint(id: cid(2), h, .greaterThanOrEqual, 20),
    ])
    try s.addEditVariable(w, priority: Priority(999))
    try s.addEditVariable(h, priority: Priority(999))
    for (sw, sh, ew, eh) in [(100.0, 50.0, 100.0, 50.0), (400, 10, 300, 20), (250, 80, 250, 80)] {
      try s.suggestValue(sw, for: w)
      try s.suggestValue(sh, for: h)
      expectValues(s, [(w, ew), (h, eh)])
    }
  }

  @Test func editYieldsToHigherOptionalAndBeatsLowerOne() throws {
    // x = 40 at 500. An edit at 250 suggesting 70 loses (x = 40); an edit at 999 wins (x = 70).
    var s = try solver([Constraint(id: cid(1), x, .equal, 40, priority: Priority(500))])
    try s.addEditVariable(x, priority: .defaultLow)
    try s.suggestValue(70, for: x)
    expectValues(s, [(x, 40)])
    try s.removeEditVariable(x)
    try s.addEditVariable(x, priority: Priority(999))
    try s.suggestValue(70, for: x)
    expectValues(s, [(x, 70)])
    // Removing the edit leaves x = 40 alone as the only wish.
    try s.removeEditVariable(x)
    expectValues(s, [(x, 40)])
  }

  @Test func editOfAChainMovesTheWholeChain() throws {
    // a = x, b = a + 10, c = b + 10 (required), c ≤ 100. Edit x at 750:
    // suggest 5 ⇒ (5, 15, 25); suggest 90 ⇒ c would be 110 > 100 so x = 80, (80, 90, 100).
    let a = Variable(10)
    let b = Variable(11)
    let c = Variable(12)
    var s = try solver([
      Constraint(id: cid(1), a, .equal, LinearExpression(x)),
      Constraint(id: cid(2), b, .equal, a + 10),
      Constraint(id: cid(3), c, .equal, b + 10),
      Constraint(id: cid(4), c, .lessThanOrEqual, 100),
    ])
    try s.addEditVariable(x, priority: .defaultHigh)
    try s.suggestValue(5, for: x)
    expectValues(s, [(x, 5), (a, 5), (b, 15), (c, 25)])
    try s.suggestValue(90, for: x)
    expectValues(s, [(x, 80), (a, 80), (b, 90), (c, 100)])
  }

  @Test func addingAnEditVariableDoesNotMoveIt() throws {
    // x = 10 at 250 ⇒ x = 10; an edit at 750 starts at the current value, so x stays 10.
    var s = try solver([Constraint(id: cid(1), x, .equal, 10, priority: .defaultLow)])
    try s.addEditVariable(x, priority: .defaultHigh)
    expectValues(s, [(x, 10)])
  }
}
