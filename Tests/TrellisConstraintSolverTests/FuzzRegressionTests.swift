import Testing

@testable import TrellisConstraintSolver

/// Cases the fuzzing harness (Fuzz/, surface `solver`) found, replayed with their exact inputs.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
  /// Seed 7, case 75558: removing c16, whose slack appeared only in rows of unrestricted
  /// variables, pivoted on the row where its coefficient was 2·10⁻⁸ (the lowest id) and the
  /// division wrecked the tableau: required c10 ended 371,104 off. The leaving row is now the one
  /// with the largest coefficient. Every required constraint must hold after every request,
  /// within 10⁻⁶ of its terms' scale (the values here stay below 10⁷).
  @Test func removingAMarkerFoundOnlyInUnrestrictedRowsKeepsRequiredConstraints() throws {
    var s = ConstraintSolver()
    func check() {
      for c in s.constraints where c.priority.isRequired {
        let r = c.expression.evaluate { s.value(of: $0) }
        let scale = c.expression.terms.reduce(abs(c.expression.constant) + 1) {
          $0 + abs($1.coefficient * s.value(of: $1.variable))
        }
        let violation =
          c.relation == .equal ? abs(r) : (c.relation == .lessThanOrEqual ? max(0, r) : max(0, -r))
        #expect(violation <= 1e-6 * scale, "\(c) violated by \(violation)")
      }
    }
    try s.addConstraint(
      Constraint(
        id: ConstraintID(1), LinearExpression(terms: [], constant: 0.0), .equal, priority: Priority(1000.0)))
    check()
    try s.addConstraint(
      Constraint(
        id: ConstraintID(2),
        LinearExpression(terms: [.init(Variable(5), coefficient: -11.803172762266845)], constant: 0.0),
        .greaterThanOrEqual, priority: Priority(1000.0)))
    check()
    try s.addConstraint(
      Constraint(
        id: ConstraintID(3),
        LinearExpression(terms: [.init(Variable(3), coefficient: 0.0)], constant: 81.30980240852745),
        .lessThanOrEqual, priority: Priority(50.0)))
    check()
    try s.addConstraint(
      Constraint(
        id: ConstraintID(5),
        LinearExpression(
          terms: [
            .init(Variable(5), coefficient: -0.8976178227301037),
            .init(Variable(8), coefficient: -0.69096592268252),
            .init(Variable(1), coefficient: -2.3333542074405362),
            .init(Variable(7), coefficient: 0.31001857031365826),
          ], constant: -56.47930013497437), .greaterThanOrEqual, priority: Priority(1000.0)))
    check()
    try s.addConstraint(
      Constraint(
        id: ConstraintID(6), LinearExpression(terms: [], constant: -156.74811773805496), .greaterThanOrEqual,
        priority: Priority(999.0)))
    check()
    try s.addEditVariable(Variable(3), priority: Priority(1.0))
    check()
    try s.addConstraint(
      Constraint(
        id: ConstraintID(7),
        LinearExpression(
          terms: [.init(Variable(1), coefficient: 8.623456482539678)], constant: -179429.04862047837), .equal,
        priority: Priority(1000.0)))
    check()
    try s.addConstraint(
      Constraint(
        id: ConstraintID(9),
        LinearExpression(
          terms: [
            .init(Variable(7), coefficient: 0.007620010596849657),
            .init(Variable(0), coefficient: 2.0229585615018997),
          ], constant: -458.9534200465704), .greaterThanOrEqual, priority: Priority(1000.0)))
    check()
    try s.removeConstraint(ConstraintID(5))
    check()
    try s.addConstraint(
      Constraint(
        id: ConstraintID(10),
        LinearExpression(
          terms: [
            .init(Variable(4), coefficient: 0.1027699184155424),
            .init(Variable(5), coefficient: 10.867518290236472),
            .init(Variable(6), coefficient: -73.94877239124934),
          ], constant: 486746.3037484011), .lessThanOrEqual, priority: Priority(1000.0)))
    check()
    try s.addConstraint(
      Constraint(
        id: ConstraintID(11),
        LinearExpression(
          terms: [.init(Variable(4), coefficient: 0.2657547372285932)], constant: -806313.8142442058), .equal,
        priority: Priority(1000.0)))
    check()
    try s.addConstraint(
      Constraint(
        id: ConstraintID(13),
        LinearExpression(
          terms: [.init(Variable(4), coefficient: -0.8291066840068195)], constant: 580.3288674433185),
        .lessThanOrEqual, priority: Priority(1.0)))
    check()
    try s.addConstraint(
      Constraint(
        id: ConstraintID(15), LinearExpression(terms: [], constant: 49598.03812753642), .lessThanOrEqual,
        priority: Priority(751.0)))
    check()
    try s.removeConstraint(ConstraintID(2))
    check()
    try s.addConstraint(
      Constraint(
        id: ConstraintID(16),
        LinearExpression(
          terms: [
            .init(Variable(7), coefficient: 136.37656355454607),
            .init(Variable(3), coefficient: 7.846346278116312),
          ], constant: 42352.08047384641), .greaterThanOrEqual, priority: Priority(1000.0)))
    check()
    try s.addConstraint(
      Constraint(
        id: ConstraintID(17),
        LinearExpression(
          terms: [
            .init(Variable(4), coefficient: 1.3797058542051897),
            .init(Variable(0), coefficient: 0.08086910967213957),
            .init(Variable(5), coefficient: 105.52984328858565),
          ], constant: -582480.7135415202), .lessThanOrEqual, priority: Priority(1000.0)))
    check()
    try s.removeConstraint(ConstraintID(16))
    check()
  }
}
