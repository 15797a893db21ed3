import Testing

@testable import TrellisConstraintSolver

/// A constraint whose row has no subject goes through phase one (an artificial variable
/// minimised by the primal simplex). When phase one would take exactly one pivot, the solver
/// makes that pivot without the artificial variable (`addBySinglePivot(_:)`); these tests check
/// by hand that it does, and against the full phase one (the shortcut turned off) that the
/// values are the same to the last bit.
@Suite("Phase one")
struct PhaseOneTests {
  let x = Variable(0)

  /// x = 10 at 750, then x ≥ 15 required. Worked out: x's row is x = 10 + e⁺ − e⁻ (symbols x 0,
  /// e⁺ 1, e⁻ 2); x ≥ 15 is x − 15 − s = 0 (s 3), which with x substituted is −5 + e⁺ − e⁻ − s,
  /// negated 5 − e⁺ + e⁻ + s: no unrestricted symbol, and s has coefficient +1, so phase one.
  /// Its entering symbol is e⁺ (the only negative one); no restricted row holds e⁺, so the
  /// artificial row leaves: e⁺ = 5 + e⁻ + s. What that leaves of the phase-one objective:
  /// e⁻: 1 + (−1)(1·1) = 0, s: 0, constant 5 + (−1)(5·1) = 0 — one pivot and done. So x = 15 +
  /// s = 15, and no fifth symbol was made (the full phase one makes the artificial one).
  @Test func onePivotPhaseOneMakesNoArtificialSymbol() throws {
    var s = try solver([Constraint(id: cid(1), x, .equal, 10, priority: .defaultHigh)])
    var full = s
    full.usesSinglePivotPhaseOne = false
    try s.addConstraint(Constraint(id: cid(2), x, .greaterThanOrEqual, 15))
    try full.addConstraint(Constraint(id: cid(2), x, .greaterThanOrEqual, 15))
    expectValues(s, [(x, 15)])
    #expect(s.symbolCount == 4)
    #expect(full.symbolCount == 5)
    #expect(s.value(of: x).bitPattern == full.value(of: x).bitPattern)
  }

  /// A required constraint that cannot hold still goes through the full phase one and is
  /// refused with the same conflict: x = 10 and y = 20 required, then x + y ≥ 50 — its row,
  /// 20 + s − d₁ − d₂ after negation, has no pivotable symbol with a negative coefficient.
  @Test func impossibleConstraintIsRefusedAsBefore() throws {
    let y = Variable(1)
    var s = try solver([Constraint(id: cid(1), x, .equal, 10), Constraint(id: cid(2), y, .equal, 20)])
    #expect(throws: SolverError.unsatisfiable(cid(3), conflicting: [cid(1), cid(2)])) {
      try s.addConstraint(Constraint(id: cid(3), x + y, .greaterThanOrEqual, LinearExpression(constant: 50)))
    }
    expectValues(s, [(x, 10), (y, 20)])
  }

  /// 250 seeded random request sequences (constraints of one to four terms at random
  /// priorities, removals, edit variables and suggestions — many rows without a subject, many
  /// refused) give the same outcome and bit-identical values after every request with the
  /// shortcut and with the full phase one.
  @Test func singlePivotMatchesFullPhaseOneBitForBit() throws {
    var shortcuts = 0
    for seed in UInt64(1)...250 {
      var r = SystemRandom(state: seed &* 0xA24B_AED4_963E_E407)
      let n = r.int(2...30)
      var s = ConstraintSolver()
      var full = ConstraintSolver()
      full.usesSinglePivotPhaseOne = false
      var live: [ConstraintID] = []
      var edits: [Variable] = []
      for k in 0..<r.int(5...80) {
        let choice = r.int(0...99)
        let outcomes: (String, String)
        if choice < 65 || live.isEmpty {
          var terms: [LinearExpression.Term] = []
          for _ in 0..<r.int(1...4) {
            terms.append(
              LinearExpression.Term(
                Variable(r.int(0...(n - 1))), coefficient: r.pick([1, -1, 0.5, -2, 2, r.double(-3...3)])))
          }
          let priority = r.pick([
            Priority.required, .required, .required, Priority(999), .defaultHigh, .defaultLow, Priority(1),
          ])
          let c = Constraint(
            id: cid(k), LinearExpression(terms: terms, constant: r.double(-500...500).rounded()),
            r.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual]), priority: priority)
          outcomes = (outcome { try s.addConstraint(c) }, outcome { try full.addConstraint(c) })
          if outcomes.0 == "ok" { live.append(c.id) }
        } else if choice < 80 {
          let id = r.pick(live)
          outcomes = (outcome { try s.removeConstraint(id) }, outcome { try full.removeConstraint(id) })
          if outcomes.0 == "ok" { live.removeAll { $0 == id } }
        } else if choice < 86 || edits.isEmpty {
          let v = Variable(r.int(0...(n - 1)))
          let p = r.pick([Priority(999), .defaultHigh, .defaultLow])
          outcomes = (
            outcome { try s.addEditVariable(v, priority: p) },
            outcome { try full.addEditVariable(v, priority: p) }
          )
          if outcomes.0 == "ok" { edits.append(v) }
        } else {
          let v = r.pick(edits)
          let value = r.double(-800...800).rounded()
          outcomes = (
            outcome { try s.suggestValue(value, for: v) }, outcome { try full.suggestValue(value, for: v) }
          )
        }
        #expect(outcomes.0 == outcomes.1, "seed \(seed) request \(k)")
        for i in 0..<n {
          #expect(
            s.value(of: Variable(i)).bitPattern == full.value(of: Variable(i)).bitPattern,
            "seed \(seed) request \(k) v\(i)")
        }
      }
      shortcuts += full.symbolCount - s.symbolCount
    }
    // The shortcut was taken (each time one symbol fewer), and often.
    #expect(shortcuts > 100)
  }

  /// "ok", or the error a request threw.
  func outcome(_ request: () throws -> Void) -> String {
    do {
      try request()
      return "ok"
    } catch {
      return "\(error)"
    }
  }
}
