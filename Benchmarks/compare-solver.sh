#!/usr/bin/env bash
# Side-by-side constraint solver comparison: TrellisConstraintSolver (Swift, release) vs
# kiwisolver (kiwi's C++ through its Python binding) on the same scenes
# (Benchmarks/SolverCompare/SolverScenes.swift, exported as JSON for Benchmarks/solver_compare.py):
# a 20-constraint table cell built from scratch, a 1,000-constraint screen built from scratch, and
# an incremental edit of that screen (one constant — the container's width — changed through an
# edit variable and re-solved), and N = 1, 10, 100 independent cells in one solver, reported per
# cell (the linear-growth check: the figure should not grow with N). Each side times only the solver calls, on a monotonic clock
# (Swift's ContinuousClock; Python's time.perf_counter), minimum over 5 batches of the mean per
# operation. The engines run interleaved ROUNDS times; the report gives the minimum of each,
# the ratio Trellis / kiwi (≤ 1.0 means Trellis is faster), and both checksums of the values
# (they must agree: the same solution).
#
# Usage: Benchmarks/compare-solver.sh [rounds=5] [repetitions=400]
set -euo pipefail
cd "$(dirname "$0")"
ROUNDS="${1:-5}"
REPS="${2:-400}"
OUT="${TMPDIR:-/tmp}/trellis-solver-compare"
mkdir -p "$OUT"

python3 -c 'import kiwisolver' 2>/dev/null || {
  echo "kiwisolver is missing: pip install kiwisolver" >&2
  exit 1
}

swift build -c release --scratch-path .build-solver --product SolverCompare >/dev/null
RUNNER="$(swift build -c release --scratch-path .build-solver --show-bin-path)/SolverCompare"
"$RUNNER" scenes >"$OUT/scenes.json"

: >"$OUT/results.txt"
for r in $(seq 1 "$ROUNDS"); do
  "$RUNNER" run "$REPS" >>"$OUT/results.txt"
  python3 solver_compare.py "$OUT/scenes.json" "$REPS" >>"$OUT/results.txt"
done

echo "machine: $(uname -m), $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "kiwisolver $(python3 -c 'import kiwisolver; print(kiwisolver.__version__)'), $(python3 --version)"
echo "rounds: $ROUNDS, repetitions: $REPS (minimum µs per operation of each engine; engines run interleaved)"
awk '
  { key = $1 " " $2; us = $3 + 0
    if (!(key in best) || us < best[key]) best[key] = us
    sum[key] = $4 }
  END {
    printf "%-12s %12s %12s %8s   %s\n", "scene", "trellis µs", "kiwi µs", "T/kiwi", "checksums (trellis, kiwi)"
    n = split("cell-20 screen-1000 edit-1000 cells-1 cells-10 cells-100", order, " ")
    for (i = 1; i <= n; i++) { s = order[i]
      t = best["trellis " s]; k = best["kiwi " s]
      printf "%-12s %12.2f %12.2f %8.2f   %s %s\n", s, t, k, t / k, sum["trellis " s], sum["kiwi " s] }
  }' "$OUT/results.txt"
