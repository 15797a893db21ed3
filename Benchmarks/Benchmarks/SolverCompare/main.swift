// Times TrellisConstraintSolver on the scenes of Benchmarks/compare-solver.sh, which runs it
// interleaved with kiwisolver (Benchmarks/solver_compare.py) on the same scenes.
//
//   SolverCompare scenes            the scenes as JSON (for the Python side)
//   SolverCompare run [repetitions [scene]] one line per scene (or only that scene): "trellis <scene> <µs per operation> <checksum>"
//
// An operation is: for cell-20 and screen-1000, a new solver, every constraint added and every
// value read; for edit-1000, one suggestion of the container width (alternating 390 and 430)
// and every value read, on a solver built once; for cells-N (N independent cells in one new
// solver, the linear-growth check), the build divided by N — the time per cell. The time is the minimum over 5 batches of the
// mean over `repetitions` operations, on the monotonic clock.

import Foundation
import TrellisConstraintSolver

let arguments = CommandLine.arguments
let mode = arguments.count > 1 ? arguments[1] : "run"
let repetitions = arguments.count > 2 ? max(1, Int(arguments[2]) ?? 200) : 200
let only = arguments.count > 3 ? arguments[3] : nil
let scenes = [
  SolverScenes.cell, SolverScenes.screen(edit: false), SolverScenes.screen(edit: true), SolverScenes.cells(1),
  SolverScenes.cells(10), SolverScenes.cells(100),
].filter {
  only == nil || $0.name == only
}

/// kiwi's weight for a priority: the scenes use 50, 250, 750 and 999, weighted 1, 10³, 10⁶ and
/// 10⁸, which gives the same optimum as strict priorities here (the outputs' checksums agree).
func kiwiStrength(_ p: Priority) -> Any {
  switch p.rawValue {
  case 1000: return "required"
  case 999: return 1e8
  case 750: return 1e6
  case 250: return 1e3
  default: return 1.0
  }
}

func relationString(_ r: Relation) -> String {
  switch r {
  case .equal: return "=="
  case .lessThanOrEqual: return "<="
  case .greaterThanOrEqual: return ">="
  }
}

if mode == "scenes" {
  let json: [[String: Any]] = scenes.map { scene in
    var object: [String: Any] = [
      "name": scene.name, "variables": scene.variables, "weight": scene.weight, "cells": scene.cells,
      "constraints": scene.constraints.map { c -> [String: Any] in
        [
          "terms": c.expression.terms.map { [$0.variable.id, $0.coefficient] as [Any] },
          "constant": c.expression.constant, "op": relationString(c.relation),
          "strength": kiwiStrength(c.priority),
        ]
      },
    ]
    if let edit = scene.edit {
      object["edit"] = [
        "variable": edit.variable.id, "strength": kiwiStrength(edit.priority), "values": edit.values,
      ]
    }
    return object
  }
  let data = try JSONSerialization.data(withJSONObject: json)
  FileHandle.standardOutput.write(data)
  exit(0)
}

func build(_ scene: SolverScene) -> ConstraintSolver {
  var solver = ConstraintSolver()
  for c in scene.constraints {
    do { try solver.addConstraint(c) } catch {
      FileHandle.standardError.write(Data("\(scene.name): \(error)\n".utf8))
      exit(1)
    }
  }
  return solver
}

func checksum(_ solver: ConstraintSolver, _ scene: SolverScene) -> Double {
  (0..<scene.variables).reduce(0.0) { $0 + solver.value(of: Variable($1)) * Double($1 % 7 + 1) }
}

let clock = ContinuousClock()
for scene in scenes {
  var best = Double.infinity
  var sum = 0.0
  if let edit = scene.edit {
    var solver = build(scene)
    try solver.addEditVariable(edit.variable, priority: edit.priority)
    try solver.suggestValue(edit.values[0], for: edit.variable)
    for _ in 0..<5 {
      let start = clock.now
      for r in 0..<repetitions {
        try solver.suggestValue(edit.values[(r + 1) % edit.values.count], for: edit.variable)
        for v in 0..<scene.variables { sum += solver.value(of: Variable(v)) }
      }
      let elapsed = clock.now - start
      best = min(
        best,
        Double(elapsed.components.attoseconds) / 1e12 / Double(repetitions)
          + Double(elapsed.components.seconds) * 1e6 / Double(repetitions))
    }
    // Leave the solver at the first value, then report its checksum.
    try solver.suggestValue(edit.values[0], for: edit.variable)
    print(
      "trellis \(scene.name) \(String(format: "%.3f", best)) \(String(format: "%.6f", checksum(solver, scene)))"
    )
  } else {
    var last = ConstraintSolver()
    // A build that is `weight` times a cell's work gets that fraction of the repetitions.
    let count = max(5, repetitions / scene.weight)
    for _ in 0..<5 {
      let start = clock.now
      for _ in 0..<count {
        last = build(scene)
        for v in 0..<scene.variables { sum += last.value(of: Variable(v)) }
      }
      let elapsed = clock.now - start
      // Per build, or per cell for the scenes of independent cells.
      let builds = Double(count * scene.cells)
      best = min(
        best,
        Double(elapsed.components.attoseconds) / 1e12 / builds + Double(elapsed.components.seconds) * 1e6
          / builds)
    }
    print(
      "trellis \(scene.name) \(String(format: "%.3f", best)) \(String(format: "%.6f", checksum(last, scene)))"
    )
  }
  if sum.isNaN { print("NaN") }
}
