import Foundation
import Testing

@testable import TrellisPhysics

/// The single-precision contact lanes (`ContactSolver+Groups.swift`, four constraints of a
/// colour in `SIMD4<Float>`) against the scalar double-precision stages of
/// `ContactSolver.swift`, within a rounding bound derived here and computed per state.
///
/// The bound (docs/architecture.md, "Contact lanes in single precision"): every lane stage is
/// a straight-line program of +, −, ×, negation and `min`/`max` on inputs rounded to `Float`,
/// with lane selects between branches. For each computed number x, by induction over the
/// operations (see ``Tracked``):
///
///     |x_lanes − x_exact| ≤ γₖ · M,   γₖ = k·u / (1 − k·u),   u = 2⁻²⁴,
///
/// where M is the same program evaluated on the inputs' absolute values with subtraction
/// made addition (so M ≥ |x|, and M/|x| is the condition of x: a relative velocity that is a
/// difference of large terms and the
/// effective masses 1/k that multiply every velocity error all enter M), and k the number of
/// roundings on the longest path to x (input roundings, plus one per sum, plus both factors'
/// depths and one per product). For a body's velocity the lanes store v₀ + fl(v_lanes −
/// fl(v₀)) in double, so its bound is that of the difference plus the double addition's
/// 2⁻⁵³·|v|; the double oracle's own error, γₖ(2⁻⁵³)·M, is added too. The bound holds for a
/// lane whose selects (speculative contact s > 0) go the same way
/// as the oracle's, which is certain when the condition's value exceeds its own bound; lanes
/// where it does not are counted and left out (2 of 714 lane stages in seed 1, none in seeds 2–6).
///
/// Each group's stage (warm start, biased solve, relax) is compared from the same state, and
/// the oracle's result is the state the next group starts from, so errors do not compound
/// across groups: this checks the arithmetic of one group, not the Gauss–Seidel iteration. (In
/// the step, the bodies' `Float` velocities (``SolverBody``) carry from one group to the next
/// within a stage and the change is added to the `Double` state once per stage; a lone group
/// between a load and a store, as here, is that step's arithmetic for one group.)
@Suite("Contact lanes (SIMD4<Float>) within the derived rounding bound of the scalar solve")
struct ContactLaneErrorBoundTests {
  enum Stage: CaseIterable { case warmStart, biased, relax }

  static let invH = 480.0
  static let maxPushOut = 3.0

  /// Runs `stage` of the lanes on one group, as the step does around a contact stage: every
  /// body loaded into a ``SolverBody`` (rounded to `Float`), the group solved on those, and
  /// each body's velocity change added back to its `Double` state.
  static func runLanes(_ stage: Stage, _ group: inout ContactGroup, _ states: inout [BodyState]) {
    var bodies = states.map { SolverBody($0) }
    withUnsafeMutablePointer(to: &group) { g in
      let groups = UnsafeMutableBufferPointer(start: g, count: 1)
      bodies.withUnsafeMutableBufferPointer { s in
        switch stage {
        case .warmStart: ContactSolver.warmStart(groups, s)
        case .biased: ContactSolver.solve(groups, s, invH: invH, maxPushOut: maxPushOut, useBias: true)
        case .relax: ContactSolver.solve(groups, s, invH: invH, maxPushOut: maxPushOut, useBias: false)
        }
      }
    }
    for i in states.indices { bodies[i].storeChange(into: &states[i]) }
  }

  /// Runs `stage` of the scalar double solver on constraints `range`.
  static func runScalar(
    _ stage: Stage, _ cons: inout [ContactConstraint], _ range: Range<Int>, _ states: inout [BodyState]
  ) {
    cons.withUnsafeMutableBufferPointer { c in
      let slice = UnsafeMutableBufferPointer(rebasing: c[range])
      states.withUnsafeMutableBufferPointer { s in
        switch stage {
        case .warmStart: ContactSolver.warmStart(slice, s)
        case .biased: ContactSolver.solve(slice, s, invH: invH, maxPushOut: maxPushOut, useBias: true)
        case .relax: ContactSolver.solve(slice, s, invH: invH, maxPushOut: maxPushOut, useBias: false)
        }
      }
    }
  }

  /// `stage` of constraint `c` in ``Tracked`` numbers from `states`.
  static func tracked(_ stage: Stage, _ c: ContactConstraint, _ states: [BodyState]) -> TrackedConstraint {
    var t = TrackedConstraint(c, states)
    let motion = (states[Int(c.a)], states[Int(c.b)])
    switch stage {
    case .warmStart: t.warmStart()
    case .biased: t.solve(motion: motion, invH: invH, maxPushOut: maxPushOut, useBias: true)
    case .relax: t.solve(motion: motion, invH: invH, maxPushOut: maxPushOut, useBias: false)
    }
    return t
  }

  /// The outputs of one lane as (lanes, oracle, bound) triples: the velocities of both
  /// bodies, and (after a solve) the impulses of both points.
  static func outputs(
    _ t: TrackedConstraint, _ stage: Stage, lanes: (states: [BodyState], group: ContactGroup, lane: Int),
    oracle: (states: [BodyState], cons: ContactConstraint), start: [BodyState]
  ) -> [(Double, Double, Double)] {
    var out: [(Double, Double, Double)] = []
    for (body, final) in [(Int(t.c.a), t.A), (Int(t.c.b), t.B)] {
      let s0 = TrackedVelocity(start[body])
      let l = lanes.states[body]
      let o = oracle.states[body]
      // The stored change and the double addition (see the suite's comment).
      out.append((l.v.x, o.v.x, (final.vx - s0.vx).bound + 0x1p-53 * abs(o.v.x)))
      out.append((l.v.y, o.v.y, (final.vy - s0.vy).bound + 0x1p-53 * abs(o.v.y)))
      out.append((l.w, o.w, (final.w - s0.w).bound + 0x1p-53 * abs(o.w)))
    }
    if stage != .warmStart {
      let g = lanes.group
      let lane = lanes.lane
      for (lp, op, tp) in [(g.p0, oracle.cons.p0, t.p0), (g.p1, oracle.cons.p1, t.p1)] {
        out.append((Double(lp.normalImpulse[lane]), op.normalImpulse, tp.normal.bound))
        out.append((Double(lp.tangentImpulse[lane]), op.tangentImpulse, tp.tangent.bound))
        out.append((Double(lp.maxNormalImpulse[lane]), op.maxNormalImpulse, tp.maxNormal.bound))
      }
    }
    return out
  }

  /// What one seeded scene gives: the largest |lanes − oracle| / bound over all outputs, the
  /// lanes left out as ambiguous, the largest depth k, and how many outputs were compared.
  struct Report {
    var worstRatio = 0.0
    var ambiguous = 0
    var lanes = 0
    var maxDepth = 0
    var compared = 0
    var transcriptionMismatches = 0
    var untouchedChanged = 0
  }

  /// Solves every group of the scene stage by stage, lanes against oracle; `mutate` (for the
  /// sensitivity check) alters a group after packing and before the lanes solve it. Returns
  /// the report and each group's largest ratio in the biased solve.
  static func check(seed: UInt64, mutate: ((inout ContactGroup) -> Void)? = nil) throws -> (Report, [Double])
  {
    let (world, cons0, states0) = try ContactGroupTests.scene(seed: seed)
    var layout: [ContactGroup] = []
    cons0.withUnsafeBufferPointer { ContactGroup.pack($0, colorStarts: world.colorStarts, into: &layout) }
    var cons = cons0
    var states = states0
    var report = Report()
    var groupRatios: [Double] = []
    for stage in Stage.allCases {
      for layoutGroup in layout {
        let first = Int(layoutGroup.first)
        let count = Int(layoutGroup.count)
        var group = cons.withUnsafeBufferPointer { ContactGroup($0, first: first, count: count) }
        mutate?(&group)
        var laneStates = states
        runLanes(stage, &group, &laneStates)
        var oracleStates = states
        var oracleCons = cons
        runScalar(stage, &oracleCons, first..<first + count, &oracleStates)

        var touched = Set<Int>()
        var groupRatio = 0.0
        for lane in 0..<count {
          let c = cons[first + lane]
          touched.insert(Int(c.a))
          touched.insert(Int(c.b))
          let t = tracked(stage, c, states)
          report.lanes += 1
          // The tracked values are the oracle's (the same operations in double).
          let o = oracleCons[first + lane]
          let trackedValues = [t.A.vx.v, t.A.vy.v, t.A.w.v, t.B.vx.v, t.B.vy.v, t.B.w.v]
          let oracleValues = [
            oracleStates[Int(c.a)].v.x, oracleStates[Int(c.a)].v.y, oracleStates[Int(c.a)].w,
            oracleStates[Int(c.b)].v.x, oracleStates[Int(c.b)].v.y, oracleStates[Int(c.b)].w,
          ]
          let impulsesMatch =
            stage == .warmStart
            || (t.p0.normal.v == o.p0.normalImpulse && t.p0.tangent.v == o.p0.tangentImpulse
              && t.p1.normal.v == o.p1.normalImpulse && t.p1.tangent.v == o.p1.tangentImpulse)
          // A static body shared by two lanes keeps its velocity (zero change) either way.
          if trackedValues != oracleValues || !impulsesMatch { report.transcriptionMismatches += 1 }
          if t.ambiguous {
            report.ambiguous += 1
            continue
          }
          let depths = [t.A.vx, t.A.vy, t.A.w, t.B.vx, t.B.vy, t.B.w, t.p0.normal, t.p0.tangent, t.p1.normal]
          report.maxDepth = max(report.maxDepth, depths.map(\.k).max()!)
          for (l, o, bound) in outputs(
            t, stage, lanes: (laneStates, group, lane), oracle: (oracleStates, oracleCons[first + lane]),
            start: states)
          {
            report.compared += 1
            let ratio = abs(l - o) / bound
            groupRatio = max(groupRatio, l == o ? 0 : ratio)
          }
        }
        report.worstRatio = max(report.worstRatio, groupRatio)
        if stage == .biased { groupRatios.append(groupRatio) }
        // Bodies outside the group are not written at all.
        for i in laneStates.indices where !touched.contains(i) {
          let (l, o) = (laneStates[i], states[i])
          if l.v.x != o.v.x || l.v.y != o.v.y || l.w != o.w { report.untouchedChanged += 1 }
        }
        states = oracleStates
        cons = oracleCons
      }
    }
    return (report, groupRatios)
  }

  @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
  func laneStagesStayWithinTheDerivedBound(seed: UInt64) throws {
    let (report, _) = try Self.check(seed: seed)
    #expect(report.transcriptionMismatches == 0, "the tracked program is not the scalar solve's")
    #expect(report.untouchedChanged == 0)
    // Ties are rare: a select's condition within rounding of its threshold.
    #expect(report.ambiguous * 200 <= report.lanes, "lanes left out: \(report.ambiguous) of \(report.lanes)")
    #expect(report.compared > 1000)
    #expect(report.worstRatio <= 1, "largest |lanes − oracle| / bound: \(report.worstRatio)")
    // The depth stays small (72 in these seeds, at the end of a solve stage), so the bound is
    // a few tens of units of Float rounding times the magnitudes: γₖ·M ≤ 6·10⁻⁶·M for k ≤ 100.
    #expect(report.maxDepth <= 100, "depth \(report.maxDepth)")
  }

  /// The bound is tight enough to see a wrong lane: a sign error in one lever arm (lane 0's
  /// r_A×n of point 0 negated) or a dropped term (lane 0's inverse inertia of body B set to
  /// zero) puts the difference orders of magnitude above the bound in most groups (not all: a
  /// lane whose impulse clamps to zero, or whose body A does not turn, is unaffected by the
  /// first). (Until friction was solved in every lane, the dropped term was lane 0's friction
  /// coefficient; now a μ of zero clamps the tangent impulse to zero as the oracle does whenever
  /// the normal impulse is zero, so it is invisible in those groups: 29 of 115 far above the
  /// bound.)
  @Test func aWrongLaneExceedsTheBoundByOrdersOfMagnitude() throws {
    let (_, signError) = try Self.check(seed: 1) { g in g.p0.rnA[0] = -g.p0.rnA[0] }
    let (_, dropped) = try Self.check(seed: 1) { g in g.invIB[0] = 0 }
    for ratios in [signError, dropped] {
      let far = ratios.filter { $0 > 1000 }.count
      #expect(
        Double(far) > 0.5 * Double(ratios.count), "\(far) of \(ratios.count) groups above 1000× the bound")
    }
  }
}
