import Foundation
import PropertyBased
import Testing

@testable import TrellisConstraintSolver

/// A small deterministic generator (SplitMix64): each random system is one seed.
struct SystemRandom {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func double(_ range: ClosedRange<Double>) -> Double {
    range.lowerBound + (range.upperBound - range.lowerBound) * Double(next() >> 11) / Double(1 << 53)
  }
  mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
  mutating func pick<T>(_ values: [T]) -> T { values[int(0...values.count - 1)] }
  mutating func shuffle<T>(_ values: inout [T]) {
    guard values.count > 1 else { return }
    for i in stride(from: values.count - 1, to: 0, by: -1) { values.swapAt(i, int(0...i)) }
  }
}

/// A random system whose optimum is unique, so that any correct Cassowary — ours with strict
/// priorities, kiwi with weights — must find the same values:
///
/// - "fixed" variables are determined by required equalities alone: x₀ = c, then
///   xᵢ = a·xⱼ + c with xⱼ fixed;
/// - "derived" variables xᵢ = a·xⱼ + c (required) with xⱼ not fixed follow their parent;
/// - "optional" variables are a one-dimensional problem each: optional required bounds
///   xᵢ ≥ xⱼ + lo, xᵢ ≤ xₖ + hi against fixed variables (hi chosen so the interval is not
///   empty), and one to three optional constraints xᵢ ρ xₚ + c (xₚ fixed) at distinct priorities,
///   the first an equality (or an edit variable with its last suggestion). With coefficient 1
///   on xᵢ, kiwi's weights 1, 10³, 10⁶ for the three priorities of a system (lowest first) give
///   the same optimum as strict priorities: a higher level's subgradient is an integer, so it
///   cannot be cancelled by lower levels' whose weights sum to less than its own; the optimum
///   is unique because the last level minimised contains an equality (a projection onto an
///   interval).
///
/// Noise (optional constraints on any variables, and required ones that contradict fixed
/// values) is added in between and removed (or refused) before the comparison.
struct RandomSystem {
  var variables: Int
  var constraints: [Constraint] = []
  /// Edit variables: variable, priority, the suggestions in order (the last one counts).
  var edits: [(Variable, Priority, [Double])] = []
  var noise: [Constraint] = []
  var contradictions: [Constraint] = []
  /// The three priorities of the system, lowest first.
  var priorities: [Priority]

  init(seed: UInt64, variableCount: ClosedRange<Int> = 2...24) {
    var r = SystemRandom(state: seed)
    variables = r.int(variableCount)
    var ps = Set<Float>()
    while ps.count < 3 { ps.insert(Float(r.int(1...999))) }
    priorities = ps.sorted().map { Priority($0) }
    var fixedValue: [Double?] = Array(repeating: nil, count: variables)
    var next = 0
    func id() -> ConstraintID {
      next += 1
      return ConstraintID(next)
    }
    let c0 = r.double(-300...300)
    constraints.append(Constraint(id: id(), Variable(0), .equal, c0))
    fixedValue[0] = c0
    for i in 1..<variables {
      let x = Variable(i)
      let fixed = (0..<i).filter { fixedValue[$0] != nil }
      if r.int(0...2) == 0 && !fixed.isEmpty {
        // An optional variable.
        var low: Double?
        if r.int(0...1) == 0 {
          let j = r.pick(fixed)
          let lo = r.double(-100...100)
          constraints.append(Constraint(id: id(), x, .greaterThanOrEqual, Variable(j) + lo))
          low = fixedValue[j]! + lo
        }
        if r.int(0...1) == 0 {
          let k = r.pick(fixed)
          let hi =
            low.map { $0 - fixedValue[k]! + r.double(0...150) } ?? r.double(-100...100)
          constraints.append(Constraint(id: id(), x, .lessThanOrEqual, Variable(k) + hi))
        }
        var levels = priorities
        r.shuffle(&levels)
        for n in 0..<r.int(1...3) {
          let p = r.pick(fixed)
          let c = r.double(-200...200)
          let relation: Relation = n == 0 ? .equal : r.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual])
          if n == 0 && r.int(0...3) == 0 {
            let suggestions = (0..<r.int(1...4)).map { _ in r.double(-400...400) }
            edits.append((x, levels[n], suggestions))
          } else {
            constraints.append(Constraint(id: id(), x, relation, Variable(p) + c, priority: levels[n]))
          }
        }
      } else {
        let j = r.int(0...i - 1)
        let a = r.pick([1.0, -1.0, 0.5, 2.0])
        let c = r.double(-100...100)
        let scale = r.pick([1.0, 2.0, -0.5])
        constraints.append(Constraint(id: id(), scale * (x - (a * Variable(j) + c)), .equal))
        if let parent = fixedValue[j] {
          fixedValue[i] = a * parent + c
          // A required inequality that holds with room to spare (its slack stays basic).
          if r.int(0...2) == 0 {
            constraints.append(
              Constraint(
                id: id(), x, .greaterThanOrEqual, Variable(j) + (fixedValue[i]! - parent - r.double(1...50))))
          }
        }
      }
    }
    for _ in 0..<r.int(0...5) {
      let a = Variable(r.int(0...variables - 1))
      let b = Variable(r.int(0...variables - 1))
      noise.append(
        Constraint(
          id: id(), a, r.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual]),
          r.double(-2...2) * b + r.double(-500...500),
          priority: Priority(Float(r.int(1...999)))))
    }
    let fixed = (0..<variables).filter { fixedValue[$0] != nil }
    for _ in 0..<r.int(0...2) {
      let k = r.pick(fixed)
      contradictions.append(Constraint(id: id(), Variable(k), .equal, fixedValue[k]! + r.double(1...100)))
    }
    var all = constraints + noise
    r.shuffle(&all)
    constraints = all.filter { c in !noise.contains { $0.id == c.id } }
    order = all
  }

  /// The order in which the constraints and the noise are added.
  var order: [Constraint] = []

  /// The system as kiwi sees it: the constraints and each edit as an optional equality at its
  /// last suggestion, with weights 1, 10³, 10⁶ for the priorities lowest first.
  var kiwi: KiwiOracle.KiwiSystem {
    let weights: [Float: Double] = [
      priorities[0].rawValue: 1, priorities[1].rawValue: 1e3, priorities[2].rawValue: 1e6,
    ]
    func convert(_ c: Constraint) -> KiwiOracle.KiwiConstraint {
      let op: String
      switch c.relation {
      case .equal: op = "=="
      case .lessThanOrEqual: op = "<="
      case .greaterThanOrEqual: op = ">="
      }
      return KiwiOracle.KiwiConstraint(
        terms: c.expression.terms.map { [Double($0.variable.id), $0.coefficient] },
        constant: c.expression.constant,
        op: op, strength: c.priority.isRequired ? nil : weights[c.priority.rawValue])
    }
    var list = constraints.map(convert)
    for (v, p, suggestions) in edits {
      list.append(convert(Constraint(id: ConstraintID(-1), v, .equal, suggestions.last!, priority: p)))
    }
    return KiwiOracle.KiwiSystem(variables: variables, constraints: list)
  }

  /// Our solver, built incrementally: constraints and noise interleaved, then contradictions refused,
  /// edit variables suggested in turn, then the noise removed.
  func solve() throws -> ConstraintSolver {
    var s = ConstraintSolver()
    for c in order { try s.addConstraint(c) }
    for c in contradictions {
      let before = Observable(s)
      #expect(throws: SolverError.self) { try s.addConstraint(c) }
      #expect(Observable(s) == before)
    }
    for (v, p, _) in edits { try s.addEditVariable(v, priority: p) }
    for (v, _, suggestions) in edits {
      for value in suggestions { try s.suggestValue(value, for: v) }
    }
    for c in noise { try s.removeConstraint(c.id) }
    return s
  }
}

@Suite("Comparison with kiwisolver")
struct KiwiComparisonTests {
  /// 300 seeded random systems with a unique optimum: every variable's value agrees with
  /// kiwi's within 1e-6 × max(1, |value|) (both solve exactly up to rounding; 1e-6 allows for
  /// kiwi's 1e-8 zero threshold amplified by multipliers up to 2 along chains), and no variable
  /// is ambiguous.
  @Test(.enabled(if: KiwiOracle.isAvailable || KiwiOracle.isRequired))
  func randomDeterminedSystemsMatchKiwi() throws {
    // Seeded: the same 300 systems on every run.
    var rng = Xoshiro(seed: (0x5EED_C0DE, 0x9E37_79B9, 0x7F4A_7C15, 2001))
    let seeds = Gen.int(in: 0...Int(Int32.max))
    let systems = (0..<300).map { _ in RandomSystem(seed: UInt64(seeds.run(using: &rng))) }
    let expected = try KiwiOracle.solve(systems.map(\.kiwi))
    #expect(expected.count == systems.count)
    for (system, kiwiValues) in zip(systems, expected) {
      let s = try system.solve()
      for (i, k) in kiwiValues.enumerated() {
        let ours = s.value(of: Variable(i))
        #expect(
          abs(ours - k) <= 1e-6 * max(1, abs(k)),
          "v\(i): ours \(ours), kiwi \(k) in \(system.constraints.map(\.description))")
      }
      #expect(s.ambiguousVariables.isEmpty, "ambiguous: \(s.ambiguousVariables)")
    }
  }

  /// 20 larger seeded systems (60–120 variables, some 100–250 rows): past the sizes at which
  /// the tableau keeps columns (64 rows) and the objective tracks its changed symbols (48
  /// terms), so those paths decide the pivots here. Same agreement with kiwi as above.
  @Test(.enabled(if: KiwiOracle.isAvailable || KiwiOracle.isRequired))
  func largeRandomSystemsMatchKiwi() throws {
    var rng = Xoshiro(seed: (0x1A46_E5E5, 0x9E37_79B9, 0x7F4A_7C15, 2026))
    let seeds = Gen.int(in: 0...Int(Int32.max))
    let systems = (0..<20).map { _ in
      RandomSystem(seed: UInt64(seeds.run(using: &rng)), variableCount: 60...120)
    }
    let expected = try KiwiOracle.solve(systems.map(\.kiwi))
    #expect(expected.count == systems.count)
    var large = 0
    for (system, kiwiValues) in zip(systems, expected) {
      let s = try system.solve()
      if s.rows.columnsEnabled && s.objective.tracksChanges { large += 1 }
      #expect(s.rows.columnsEnabled || s.rows.count <= Tableau.columnThreshold)
      for (i, k) in kiwiValues.enumerated() {
        let ours = s.value(of: Variable(i))
        #expect(abs(ours - k) <= 1e-6 * max(1, abs(k)), "v\(i): ours \(ours), kiwi \(k)")
      }
    }
    // Most systems are past both thresholds (else this test would not exercise those paths).
    #expect(large >= 10, "\(large) of 20 systems keep columns and track the objective")
  }
}
