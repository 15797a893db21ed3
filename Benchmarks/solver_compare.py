#!/usr/bin/env python3
"""Times kiwisolver on the scenes of Benchmarks/compare-solver.sh (JSON from `SolverCompare scenes`).

Usage: solver_compare.py scenes.json [repetitions]
Prints one line per scene: "kiwi <scene> <microseconds per operation> <checksum>", where an
operation is what SolverCompare times: a new solver with every constraint added and every value
read (updateVariables), or one edit suggestion and every value read; for cells-N (N independent
cells in one solver) the build's time is divided by N, the time per cell. The time is the minimum over
5 batches of the mean over `repetitions` operations, on time.perf_counter around the kiwi calls
only (the expressions and constraints are built before the clock starts).
"""
import json
import sys
import time

import kiwisolver as kiwi

scenes = json.load(open(sys.argv[1]))
repetitions = int(sys.argv[2]) if len(sys.argv) > 2 else 200


def build(scene):
    variables = [kiwi.Variable("v%d" % i) for i in range(scene["variables"])]
    constraints = []
    for c in scene["constraints"]:
        expression = kiwi.Expression([kiwi.Term(variables[int(t[0])], t[1]) for t in c["terms"]], c["constant"])
        constraints.append(kiwi.Constraint(expression, c["op"], c["strength"]))
    return variables, constraints


def scene_repetitions(scene):
    # A build that is `weight` times a cell's work gets that fraction of the repetitions.
    return max(5, repetitions // scene.get("weight", 1))


def checksum(variables):
    return sum(v.value() * (i % 7 + 1) for i, v in enumerate(variables))


for scene in scenes:
    best = float("inf")
    if scene.get("edit"):
        variables, constraints = build(scene)
        solver = kiwi.Solver()
        for c in constraints:
            solver.addConstraint(c)
        edit = scene["edit"]
        x = variables[edit["variable"]]
        values = edit["values"]
        solver.addEditVariable(x, edit["strength"])
        solver.suggestValue(x, values[0])
        for _ in range(5):
            start = time.perf_counter()
            for r in range(repetitions):
                solver.suggestValue(x, values[(r + 1) % len(values)])
                solver.updateVariables()
            best = min(best, (time.perf_counter() - start) / repetitions * 1e6)
        solver.suggestValue(x, values[0])
        solver.updateVariables()
    else:
        # kiwi's constraints are immutable and may be added to any number of solvers, so they are
        # built once, outside the timed region.
        variables, constraints = build(scene)
        count = scene_repetitions(scene)
        for _ in range(5):
            start = time.perf_counter()
            for _ in range(count):
                solver = kiwi.Solver()
                for c in constraints:
                    solver.addConstraint(c)
                solver.updateVariables()
            # Per build, or per cell for the scenes of independent cells (cells-N).
            best = min(best, (time.perf_counter() - start) / (count * scene.get("cells", 1)) * 1e6)
    print("kiwi %s %.3f %.6f" % (scene["name"], best, checksum(variables)))
