import Testing

@testable import TrellisConstraintSolver

/// Required constraints with one solution, the numbers worked by hand in each test.
@Suite("Worked examples: pins, centring, multipliers, inequalities")
struct WorkedExampleTests {
  let x = Variable(0)
  let y = Variable(1)
  let left = Variable(2)
  let right = Variable(3)
  let childLeft = Variable(4)
  let childRight = Variable(5)

  @Test func pinnedVariableTakesItsConstantAndDependentsFollow() throws {
    // x = 10; y = x + 20 = 30.
    let s = try solver([
      Constraint(id: cid(1), x, .equal, 10),
      Constraint(id: cid(2), y, .equal, x + 20),
    ])
    expectValues(s, [(x, 10), (y, 30)])
  }

  @Test func pinsAddedInReverseOrderGiveTheSameValues() throws {
    // The same system as above added the other way round: y = x + 20 first (x and y both free),
    // then x = 10. Still x = 10, y = 30.
    let s = try solver([
      Constraint(id: cid(2), y, .equal, x + 20),
      Constraint(id: cid(1), x, .equal, 10),
    ])
    expectValues(s, [(x, 10), (y, 30)])
  }

  @Test func childCentredInContainer() throws {
    // Container 0…100; child width 40 with centreX equal to the container's:
    // (cl + cr)/2 = (0 + 100)/2 = 50 and cr − cl = 40 ⇒ cl = 30, cr = 70.
    let s = try solver([
      Constraint(id: cid(1), left, .equal, 0),
      Constraint(id: cid(2), right, .equal, 100),
      Constraint(id: cid(3), childRight - childLeft, .equal, LinearExpression(constant: 40)),
      Constraint(id: cid(4), 0.5 * childLeft + 0.5 * childRight, .equal, 0.5 * left + 0.5 * right),
    ])
    expectValues(s, [(childLeft, 30), (childRight, 70)])
  }

  @Test func multiplierAndConstantScaleTheOtherVariable() throws {
    // Container width 200; child width = 0.5 × 200 + 10 = 110; height = 2 × width = 220
    // (an aspect ratio).
    let containerWidth = Variable(10)
    let width = Variable(11)
    let height = Variable(12)
    let s = try solver([
      Constraint(id: cid(1), containerWidth, .equal, 200),
      Constraint(id: cid(2), width, .equal, 0.5 * containerWidth + 10),
      Constraint(id: cid(3), height, .equal, 2 * width),
    ])
    expectValues(s, [(width, 110), (height, 220)])
  }

  @Test func repeatedVariableTermsAreAdded() throws {
    // x + x + x − 30 = 0 ⇒ 3x = 30 ⇒ x = 10.
    let s = try solver([
      Constraint(id: cid(1), LinearExpression(terms: [.init(x), .init(x), .init(x)], constant: -30), .equal)
    ])
    expectValues(s, [(x, 10)])
  }

  @Test func requiredBoundsClampAnOptionalTarget() throws {
    // 10 ≤ x ≤ 20 required; x = 50 wanted at 750 ⇒ the closest feasible value, 20.
    // Then x = 0 wanted at 750 instead ⇒ 10.
    var s = try solver([
      Constraint(id: cid(1), x, .greaterThanOrEqual, 10),
      Constraint(id: cid(2), x, .lessThanOrEqual, 20),
      Constraint(id: cid(3), x, .equal, 50, priority: .defaultHigh),
    ])
    expectValues(s, [(x, 20)])
    try s.removeConstraint(cid(3))
    try s.addConstraint(Constraint(id: cid(4), x, .equal, 0, priority: .defaultHigh))
    expectValues(s, [(x, 10)])
  }

  @Test func boxLimitedByItsContainerTakesTheContainerWidth() throws {
    // left ≥ 0, right ≤ 320 (required); width right − left = 400 wanted at 750. The widest
    // feasible box is 0…320 (error 80), and it is the only one with that error.
    let s = try solver([
      Constraint(id: cid(1), left, .greaterThanOrEqual, 0),
      Constraint(id: cid(2), right, .lessThanOrEqual, 320),
      Constraint(id: cid(3), right - left, .equal, LinearExpression(constant: 400), priority: .defaultHigh),
    ])
    expectValues(s, [(left, 0), (right, 320)])
  }

  @Test func optionalInequalityBeatsLowerOptionalEquality() throws {
    // x ≤ 5 at 750, x = 30 at 250: the 750 level is satisfied first (x ≤ 5), then |x − 30| is
    // least at x = 5.
    let s = try solver([
      Constraint(id: cid(1), x, .lessThanOrEqual, 5, priority: .defaultHigh),
      Constraint(id: cid(2), x, .equal, 30, priority: .defaultLow),
    ])
    expectValues(s, [(x, 5)])
  }

  @Test func inequalityChainPushesVariablesApart() throws {
    // x = 0; y ≥ x + 8 (required spacing); y = 3 wanted at 250 ⇒ y = 8.
    let s = try solver([
      Constraint(id: cid(1), x, .equal, 0),
      Constraint(id: cid(2), y, .greaterThanOrEqual, x + 8),
      Constraint(id: cid(3), y, .equal, 3, priority: .defaultLow),
    ])
    expectValues(s, [(x, 0), (y, 8)])
  }

  @Test func redundantRequiredConstraintIsAcceptedAndRemovable() throws {
    // x = 5 twice (implied by the first) and y = x + 1 = 6; removing either copy keeps x = 5.
    var s = try solver([
      Constraint(id: cid(1), x, .equal, 5),
      Constraint(id: cid(2), x, .equal, 5),
      Constraint(id: cid(3), y, .equal, x + 1),
    ])
    expectValues(s, [(x, 5), (y, 6)])
    try s.removeConstraint(cid(1))
    expectValues(s, [(x, 5), (y, 6)])
    try s.removeConstraint(cid(2))
    // Now nothing pins x: y = x + 1 still holds whatever x is.
    #expect(abs(s.value(of: y) - s.value(of: x) - 1) <= tolerance)
  }

  @Test func copiesOfASolverAreIndependent() throws {
    let s = try solver([Constraint(id: cid(1), x, .equal, 1)])
    var t = s
    try t.addConstraint(Constraint(id: cid(2), y, .equal, x + 1))
    try t.removeConstraint(cid(1))
    try t.addConstraint(Constraint(id: cid(1), x, .equal, 7))
    expectValues(s, [(x, 1)])
    #expect(!s.hasConstraint(cid(2)))
    expectValues(t, [(x, 7), (y, 8)])
  }
}
