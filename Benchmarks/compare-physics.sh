#!/usr/bin/env bash
# Side-by-side physics comparison: Trellis (Swift, release) vs Chipmunk2D 7 (C) vs Box2D 2.4
# (C++) vs Box2D v3 (C, built from source) on the same scenes
# (Benchmarks/PhysicsScenes/PhysicsScenes.swift, Harness/harness.c, Harness/harness.cpp,
# Harness/harness_v3.c). Runs the engines interleaved ROUNDS times and reports the minimum
# CPU ms/step of each, plus the ratio Trellis / other (≤ 1.0 means Trellis is faster).
#
# Usage: Benchmarks/compare-physics.sh [rounds=3] [pyramid-50 steps=1200] [box2d-v3 source]
#
# Box2D v3: the source tree of Box2D v3.1.1 (MIT; https://github.com/erincatto/box2d, tag
# v3.1.1: `git clone --branch v3.1.1 --depth 1 https://github.com/erincatto/box2d`), given as
# the third argument or in BOX2D_V3_SRC. It is built here with CMake (Release, no samples or
# tests, default SIMD) into the output directory, and run single-threaded (one worker).
# Without it the Box2D v3 column is skipped. No Box2D source is kept in this repository.
#
# BASELINE_RUNNER: optionally, a PhysicsCompare binary built from another commit (for a
# before/after figure); it runs in every round too and is reported as `baseline`.
#
# SWIFT_RUNNER: optionally, an already built PhysicsCompare to time as `trellis` (the script
# then runs no swift build). ONLY: optionally, a space-separated subset of
# "chipmunk box2d box2d3" to run beside Trellis (default: all; fewer rounds take less time on a
# loaded machine).
#
# Pass 19200 as the pyramid-50 step count to check the 19,200-step pyramid (issue 23): its
# `max_x_drift` line must stay below 0.01 m.
set -euo pipefail
cd "$(dirname "$0")"
ROUNDS="${1:-3}"
LONG_STEPS="${2:-1200}"
BOX2D_V3_SRC="${3:-${BOX2D_V3_SRC:-}}"
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
HAVE_V3=0
if [ -n "$BOX2D_V3_SRC" ] && [ -f "$BOX2D_V3_SRC/include/box2d/box2d.h" ]; then
  command -v cmake >/dev/null || { echo "cmake is needed to build Box2D v3" >&2; exit 1; }
  cmake -S "$BOX2D_V3_SRC" -B "$OUT/box2d-v3-build" -DCMAKE_BUILD_TYPE=Release -DBOX2D_SAMPLES=OFF \
    -DBOX2D_UNIT_TESTS=OFF -DBOX2D_BENCHMARKS=OFF -DBOX2D_VALIDATE=OFF -DBOX2D_DOCS=OFF >/dev/null
  cmake --build "$OUT/box2d-v3-build" --target box2d -j 2 >/dev/null
  cc -O2 -DNDEBUG -I"$BOX2D_V3_SRC/include" -o "$OUT/harness_box2d3" Harness/harness_v3.c \
    "$OUT/box2d-v3-build/src/libbox2d.a" -lm -lpthread
  HAVE_V3=1
else
  echo "Box2D v3 column skipped: set BOX2D_V3_SRC (or pass a third argument) to a Box2D v3.1.1 source tree" >&2
  echo "  (git clone --branch v3.1.1 --depth 1 https://github.com/erincatto/box2d)" >&2
fi
if [ -z "${SWIFT_RUNNER:-}" ]; then
  swift build -c release --scratch-path .build-physics --product PhysicsCompare >/dev/null
  SWIFT_RUNNER="$(swift build -c release --scratch-path .build-physics --show-bin-path)/PhysicsCompare"
fi
ONLY="${ONLY:-chipmunk box2d box2d3}"
runs() { case " $ONLY " in *" $1 "*) return 0 ;; *) return 1 ;; esac; }

# 3. Run interleaved rounds.
: >"$OUT/results.txt"
for r in $(seq 1 "$ROUNDS"); do
  "$SWIFT_RUNNER" "$LONG_STEPS" >>"$OUT/results.txt"
  if [ -n "${BASELINE_RUNNER:-}" ]; then "$BASELINE_RUNNER" "$LONG_STEPS" | sed 's/^trellis /baseline /' >>"$OUT/results.txt"; fi
  if runs chipmunk; then "$OUT/harness_chipmunk" "$LONG_STEPS" 2>/dev/null | grep '^chipmunk ' >>"$OUT/results.txt"; fi
  if runs box2d; then "$OUT/harness_box2d" "$LONG_STEPS" >>"$OUT/results.txt"; fi
  if [ "$HAVE_V3" = 1 ] && runs box2d3; then "$OUT/harness_box2d3" "$LONG_STEPS" >>"$OUT/results.txt"; fi
done

# 4. Report: min ms/step per engine and scene, ratios, and the last round's checks.
echo "machine: $(uname -m), $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "rounds: $ROUNDS (minimum CPU ms/step of each engine; engines run interleaved)"
awk '
  { key = $1 " " $2; ms = $4 + 0
    if (!(key in best) || ms < best[key]) best[key] = ms
    check = ""; for (i = 5; i <= NF; i++) check = check " " $i; last[key] = check
    scenes[$2] = 1 }
  function cell(v) { return v == "" ? sprintf("%12s", "-") : sprintf("%12.4f", v) }
  function ratio(t, o) { return (t == "" || o == "") ? sprintf("%10s", "-") : sprintf("%10.2f", t / o) }
  END {
    printf "%-12s %12s %12s %12s %12s %10s %10s %10s\n", "scene", "trellis ms", "chipmunk ms", "box2d ms", \
      "box2d3 ms", "T/chipmunk", "T/box2d", "T/box2d3"
    n = split("pyramid-20 pyramid-50 rain-1000 rain-10000 springs-100", order, " ")
    for (i = 1; i <= n; i++) { s = order[i]
      t = best["trellis " s]; c = best["chipmunk " s]; b = best["box2d " s]; v = best["box2d3 " s]
      printf "%-12s %s %s %s %s %s %s %s\n", s, cell(t), cell(c), cell(b), cell(v), ratio(t, c), ratio(t, b), ratio(t, v) }
    if (("baseline " order[1]) in best) {
      print ""
      printf "%-12s %12s %12s %10s\n", "scene", "baseline ms", "trellis ms", "T/baseline"
      for (i = 1; i <= n; i++) { s = order[i]
        printf "%-12s %s %s %s\n", s, cell(best["baseline " s]), cell(best["trellis " s]), ratio(best["trellis " s], best["baseline " s]) }
    }
    print ""
    for (i = 1; i <= n; i++) { s = order[i]
      for (e = 0; e <= 4; e++) { eng = (e == 0 ? "baseline" : (e == 1 ? "trellis" : (e == 2 ? "chipmunk" : (e == 3 ? "box2d" : "box2d3"))))
        if (last[eng " " s] != "") printf "%-9s %-12s%s\n", eng, s, last[eng " " s] } }
  }' "$OUT/results.txt"
