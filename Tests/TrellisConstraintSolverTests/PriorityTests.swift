import Testing

@testable import TrellisConstraintSolver

/// Optional constraints: strict priority order, and the least-total-error compromise within one
/// priority (docs/auto-layout.md, "The solver").
@Suite("Priorities")
struct PriorityTests {
  let x = Variable(0)
  let y = Variable(1)

  @Test func higherPriorityWinsAConflict() throws {
    // x = 100 at 750 and x = 200 at 250: 750 is satisfied first (x = 100, error 0); the 250
    // constraint can then only be satisfied as far as that allows — x stays 100.
    let s = try solver([
      Constraint(id: cid(1), x, .equal, 200, priority: .defaultLow),
      Constraint(id: cid(2), x, .equal, 100, priority: .defaultHigh),
    ])
    expectValues(s, [(x, 100)])
  }

  @Test func manyLowerPriorityConstraintsDoNotOutweighOneHigher() throws {
    // One x = 100 at 251 against three x = 200 at 250. Weighted by priority the three would win
    // (3 × 250 × 100 > 251 × 100); with strict priorities the single 251 constraint decides.
    let s = try solver([
      Constraint(id: cid(1), x, .equal, 200, priority: Priority(250)),
      Constraint(id: cid(2), x, .equal, 200, priority: Priority(250)),
      Constraint(id: cid(3), x, .equal, 200, priority: Priority(250)),
      Constraint(id: cid(4), x, .equal, 100, priority: Priority(251)),
    ])
    expectValues(s, [(x, 100)])
  }

  @Test func equalPrioritiesTakeTheLeastTotalErrorMedian() throws {
    // x = 100, x = 200, x = 400, all at 500. Cassowary minimises the sum of absolute errors
    // f(x) = |x − 100| + |x − 200| + |x − 400|: f(100) = 0 + 100 + 300 = 400,
    // f(200) = 100 + 0 + 200 = 300, f(400) = 300 + 200 + 0 = 500, and f is linear between,
    // so the unique minimum is the median, x = 200.
    let s = try solver([
      Constraint(id: cid(1), x, .equal, 100, priority: Priority(500)),
      Constraint(id: cid(2), x, .equal, 400, priority: Priority(500)),
      Constraint(id: cid(3), x, .equal, 200, priority: Priority(500)),
    ])
    expectValues(s, [(x, 200)])
    #expect(!s.isAmbiguous(x))
  }

  @Test func equalPrioritiesCompromiseBetweenTwoVariables() throws {
    // Required x + y = 10; at 500: x = 0 (twice, two constraints) and y = 0. With y = 10 − x the
    // total error is 2|x| + |10 − x|: at x = 0 it is 10, at x = 10 it is 20, and between it is
    // 2x + 10 − x = 10 + x — least at x = 0, y = 10.
    let s = try solver([
      Constraint(id: cid(1), x + y, .equal, LinearExpression(constant: 10)),
      Constraint(id: cid(2), x, .equal, 0, priority: Priority(500)),
      Constraint(id: cid(3), y, .equal, 0, priority: Priority(500)),
      Constraint(id: cid(4), x, .equal, 0, priority: Priority(500)),
    ])
    expectValues(s, [(x, 0), (y, 10)])
  }

  @Test func twoEqualPriorityTargetsLeaveTheValueAmbiguousBetweenThem() throws {
    // x = 100 and x = 200 at 500: every x in [100, 200] has total error 100. The simplex stops
    // at a vertex (100 or 200), and the value is reported ambiguous.
    let s = try solver([
      Constraint(id: cid(1), x, .equal, 100, priority: Priority(500)),
      Constraint(id: cid(2), x, .equal, 200, priority: Priority(500)),
    ])
    let v = s.value(of: x)
    #expect(abs(v - 100) <= tolerance || abs(v - 200) <= tolerance)
    #expect(s.isAmbiguous(x))
  }

  @Test func requiredBeatsEveryOptionalPriority() throws {
    // y = x + 10 required, x = 0 required, y = 0 at 999 ⇒ y = 10 regardless.
    let s = try solver([
      Constraint(id: cid(1), y, .equal, 0, priority: Priority(999)),
      Constraint(id: cid(2), y, .equal, x + 10),
      Constraint(id: cid(3), x, .equal, 0),
    ])
    expectValues(s, [(x, 0), (y, 10)])
  }

  @Test func fittingSizeLevelYieldsToDefaultLow() throws {
    // Compression resistance at 250 wants width ≥ 80; the fitting level (50) wants width = 0
    // ⇒ width = 80 (the 250 level first).
    let s = try solver([
      Constraint(id: cid(1), x, .equal, 0, priority: .fittingSizeLevel),
      Constraint(id: cid(2), x, .greaterThanOrEqual, 80, priority: .defaultLow),
    ])
    expectValues(s, [(x, 80)])
  }
}
