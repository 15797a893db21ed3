#!/usr/bin/env bash
# Side-by-side physics comparison: Trellis (Swift, release) vs Chipmunk2D 7 (C) vs Box2D 2.4
# (C++) on the same scenes (Benchmarks/PhysicsScenes/PhysicsScenes.swift, Harness/harness.c,
# Harness/harness.cpp). Runs the three engines interleaved ROUNDS times and reports the
# minimum ms/step of each, plus the ratio Trellis / other (≤ 1.0 means Trellis is faster).
#
# Usage: Benchmarks/compare-physics.sh [rounds=3] [pyramid-50 steps=1200]
set -euo pipefail
cd "$(dirname "$0")"
ROUNDS="${1:-3}"
LONG_STEPS="${2:-1200}"
OUT="${TMPDIR:-/tmp}/trellis-physics-compare"
mkdir -p "$OUT"

# 1. Dependencies (Debian packages), installed only when missing; `apt-get update` once first.
need=()
[ -f /usr/include/chipmunk/chipmunk.h ] || need+=(libchipmunk-dev)
[ -f /usr/include/box2d/box2d.h ] || need+=(libbox2d-dev)
if [ "${#need[@]}" -gt 0 ]; then
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y "${need[@]}"
fi

# 2. Build the harnesses and the Swift runner (release).
cc -O2 -DNDEBUG -o "$OUT/harness_chipmunk" Harness/harness.c -lchipmunk -lm
c++ -O2 -DNDEBUG -o "$OUT/harness_box2d" Harness/harness.cpp -lbox2d
swift build -c release --scratch-path .build-physics --product PhysicsCompare >/dev/null
SWIFT_RUNNER="$(swift build -c release --scratch-path .build-physics --show-bin-path)/PhysicsCompare"

# 3. Run interleaved rounds.
: >"$OUT/results.txt"
for r in $(seq 1 "$ROUNDS"); do
  "$SWIFT_RUNNER" "$LONG_STEPS" >>"$OUT/results.txt"
  "$OUT/harness_chipmunk" "$LONG_STEPS" 2>/dev/null | grep '^chipmunk ' >>"$OUT/results.txt"
  "$OUT/harness_box2d" "$LONG_STEPS" >>"$OUT/results.txt"
done

# 4. Report: min ms/step per engine and scene, ratios, and the last round's checks.
echo "machine: $(uname -m), $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "rounds: $ROUNDS (minimum CPU ms/step of each engine; engines run interleaved)"
awk '
  { key = $1 " " $2; ms = $4 + 0
    if (!(key in best) || ms < best[key]) best[key] = ms
    check = ""; for (i = 5; i <= NF; i++) check = check " " $i; last[key] = check
    scenes[$2] = 1 }
  END {
    printf "%-12s %12s %12s %12s %10s %10s\n", "scene", "trellis ms", "chipmunk ms", "box2d ms", "T/chipmunk", "T/box2d"
    n = split("pyramid-20 pyramid-50 rain-1000 springs-100", order, " ")
    for (i = 1; i <= n; i++) { s = order[i]
      t = best["trellis " s]; c = best["chipmunk " s]; b = best["box2d " s]
      printf "%-12s %12.4f %12.4f %12.4f %10.2f %10.2f\n", s, t, c, b, t / c, t / b }
    print ""
    for (i = 1; i <= n; i++) { s = order[i]
      for (e = 1; e <= 3; e++) { eng = (e == 1 ? "trellis" : (e == 2 ? "chipmunk" : "box2d"))
        if (last[eng " " s] != "") printf "%-9s %-12s%s\n", eng, s, last[eng " " s] } }
  }' "$OUT/results.txt"
