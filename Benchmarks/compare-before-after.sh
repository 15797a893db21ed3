#!/usr/bin/env bash
# Runs the benchmarks on the paths issue 20 restructures (the update model, the host) in two
# checkouts of the repository, side by side in one invocation, and prints a markdown table of the
# p50 wall clock per operation before and after (docs/benchmarks.md, "Issue 20: before and after
# the restructuring").
#
# Usage:
#   Benchmarks/compare-before-after.sh BEFORE_DIR AFTER_DIR [OUT.md]
#
#   BEFORE_DIR, AFTER_DIR  two checkouts (clones or worktrees) of the repository, e.g. a plain
#                          clone at 81b52cf and the main checkout.
#   OUT.md                 also write the report there (it is always printed).
#
# Environment:
#   BEFORE_SCRATCH, AFTER_SCRATCH  build folders (`--scratch-path`), outside the checkouts so that
#                          they survive and a re-run rebuilds only what changed. Defaults:
#                          bench-scratch-before and bench-scratch-after beside BEFORE_DIR and
#                          AFTER_DIR respectively.
#   NICE                   prefix for every swift command (default "nice -n 10"; "" for none).
#   LOG_DIR                where the raw benchmark output and build logs go (default: a new
#                          folder under ${TMPDIR:-/tmp}); the report names it.
#   ROUNDS                 how many times each suite runs on each side (default 1). With more,
#                          the p50 reported is the median of the rounds' p50s (p0: the minimum).
#   REPORT_ONLY=1          build and run nothing: print the report again from LOG_DIR's files.
#
# What runs (each benchmark keeps the sample settings its suite gives it):
#   LayoutBenchmarks          Flow query 390x844 middle 1M, ... 1M list rows
#   HostBenchmarks            Fling 60 frames flow layout 1k, ... 1M
#   DiffableBenchmarks        Apply 1M (1,000 changes): diff + animated batch + layout pass
#   CompositionalBenchmarks   Compositional query 390x844 middle 1M grid, ... list
#   DynamicsLayoutBenchmarks  Springy fling frame 10k, ... 1M
#
# First both sides are built (swift build -c release of each suite; the build logs are kept),
# then the suites run one at a time, before and after back to back, the order swapped from one
# suite to the next (before/after, after/before, ...) so that a change in the machine's load
# does not always favour the same side. The 1-minute load average is read at the start and end
# of the measured phase. A benchmark that a checkout does not have (or a suite that does not
# exist or does not build there) is said so in the table instead of a figure.
#
# Reading the table: after/before < 1 means the after checkout is faster. Differences of a few
# per cent are within the noise of a shared machine; re-run (or raise ROUNDS) before calling one
# a regression.
set -euo pipefail

if [[ $# -lt 2 || $# -gt 3 ]]; then
  sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//' >&2
  exit 2
fi

abspath() { (cd "$1" && pwd); }
BEFORE_DIR=$(abspath "$1")
AFTER_DIR=$(abspath "$2")
OUT_MD=${3:-}
NICE=${NICE-nice -n 10}
ROUNDS=${ROUNDS:-1}
BEFORE_SCRATCH=${BEFORE_SCRATCH:-$(dirname "$BEFORE_DIR")/bench-scratch-before}
AFTER_SCRATCH=${AFTER_SCRATCH:-$(dirname "$AFTER_DIR")/bench-scratch-after}
LOG_DIR=${LOG_DIR:-$(mktemp -d "${TMPDIR:-/tmp}/trellis-before-after.XXXXXX")}

for dir in "$BEFORE_DIR" "$AFTER_DIR"; do
  if [[ ! -f "$dir/Benchmarks/Package.swift" ]]; then
    echo "error: $dir has no Benchmarks/Package.swift (not a checkout of Trellis?)" >&2
    exit 2
  fi
done
BEFORE_SCRATCH=$(realpath -m "$BEFORE_SCRATCH")
AFTER_SCRATCH=$(realpath -m "$AFTER_SCRATCH")
for scratch in "$BEFORE_SCRATCH" "$AFTER_SCRATCH"; do
  for dir in "$BEFORE_DIR" "$AFTER_DIR"; do
    if [[ "$scratch/" == "$dir/"* ]]; then
      echo "error: scratch path $scratch is inside the checkout $dir; put it outside" >&2
      exit 2
    fi
  done
done
if [[ "$BEFORE_SCRATCH" == "$AFTER_SCRATCH" ]]; then
  echo "error: BEFORE_SCRATCH and AFTER_SCRATCH must differ" >&2
  exit 2
fi
mkdir -p "$LOG_DIR" "$BEFORE_SCRATCH" "$AFTER_SCRATCH"

# suite|benchmark name (exact; turned into an anchored regular expression for --filter)
BENCHMARKS=(
  "LayoutBenchmarks|Flow query 390x844 middle 1M"
  "LayoutBenchmarks|Flow query 390x844 middle 1M list rows"
  "HostBenchmarks|Fling 60 frames flow layout 1k"
  "HostBenchmarks|Fling 60 frames flow layout 1M"
  "DiffableBenchmarks|Apply 1M (1,000 changes): diff + animated batch + layout pass"
  "CompositionalBenchmarks|Compositional query 390x844 middle 1M grid"
  "CompositionalBenchmarks|Compositional query 390x844 middle 1M list"
  "DynamicsLayoutBenchmarks|Springy fling frame 10k"
  "DynamicsLayoutBenchmarks|Springy fling frame 1M"
)
SUITES=(LayoutBenchmarks HostBenchmarks DiffableBenchmarks CompositionalBenchmarks DynamicsLayoutBenchmarks)

regex_escape() { printf '%s' "$1" | sed 's/[][\.*^$()+?{}|]/\\&/g'; }

commit_of() {
  local dir=$1 id
  id=$(git -C "$dir" rev-parse --short=7 HEAD 2>/dev/null || echo "unknown")
  if [[ -n "$(git -C "$dir" status --porcelain --untracked-files=no 2>/dev/null)" ]]; then
    id="$id (with uncommitted changes)"
  fi
  echo "$id"
}

side_dir() { if [[ $1 == before ]]; then echo "$BEFORE_DIR"; else echo "$AFTER_DIR"; fi; }
side_scratch() { if [[ $1 == before ]]; then echo "$BEFORE_SCRATCH"; else echo "$AFTER_SCRATCH"; fi; }

if [[ ${REPORT_ONLY:-0} == 1 ]]; then
  if [[ ! -f "$LOG_DIR/status" || ! -f "$LOG_DIR/meta" ]]; then
    echo "error: REPORT_ONLY=1 needs LOG_DIR set to the folder of an earlier run" >&2
    exit 2
  fi
else
  # Build phase: every suite on both sides, before anything is measured.
  : >"$LOG_DIR/status"
  for side in before after; do
    dir=$(side_dir "$side")
    scratch=$(side_scratch "$side")
    for suite in "${SUITES[@]}"; do
      if [[ ! -d "$dir/Benchmarks/Benchmarks/$suite" ]]; then
        echo "$side|$suite|missing" >>"$LOG_DIR/status"
        continue
      fi
      echo "building $suite ($side, $dir)" >&2
      start=$(date +%s)
      if $NICE swift build -c release --package-path "$dir/Benchmarks" --scratch-path "$scratch" \
        --product "$suite" >"$LOG_DIR/build-$side-$suite.log" 2>&1; then
        echo "$side|$suite|built in $(($(date +%s) - start)) s" >&2
        echo "$side|$suite|ok" >>"$LOG_DIR/status"
      else
        echo "$side|$suite|build failed (see $LOG_DIR/build-$side-$suite.log)" >&2
        echo "$side|$suite|build failed" >>"$LOG_DIR/status"
      fi
    done
  done

  suite_status() { grep -F "$1|$2|" "$LOG_DIR/status" | tail -1 | cut -d'|' -f3; }

  # Measured phase.
  LOAD_START=$(cut -d' ' -f1-3 /proc/loadavg)
  START_UTC=$(date -u '+%Y-%m-%d %H:%M UTC')
  index=0
  for round in $(seq 1 "$ROUNDS"); do
    for suite in "${SUITES[@]}"; do
      if (((index % 2) == 0)); then order=(before after); else order=(after before); fi
      index=$((index + 1))
      filters=()
      for entry in "${BENCHMARKS[@]}"; do
        if [[ ${entry%%|*} == "$suite" ]]; then
          filters+=(--filter "$(regex_escape "${entry#*|}")")
        fi
      done
      for side in "${order[@]}"; do
        [[ $(suite_status "$side" "$suite") == ok ]] || continue
        dir=$(side_dir "$side")
        scratch=$(side_scratch "$side")
        echo "running $suite ($side, round $round)" >&2
        $NICE swift package --package-path "$dir/Benchmarks" --scratch-path "$scratch" benchmark \
          --target "$suite" "${filters[@]}" --no-progress \
          >"$LOG_DIR/run-$side-$suite-$round.txt" 2>&1 ||
          echo "warning: $suite ($side, round $round) exited non-zero; see $LOG_DIR/run-$side-$suite-$round.txt" >&2
      done
    done
  done
  LOAD_END=$(cut -d' ' -f1-3 /proc/loadavg)
  END_UTC=$(date -u '+%H:%M UTC')
  printf '%s\n' "LOAD_START=$LOAD_START" "LOAD_END=$LOAD_END" "START_UTC=$START_UTC" "END_UTC=$END_UTC" \
    "BEFORE_ID=$(commit_of "$BEFORE_DIR")" "AFTER_ID=$(commit_of "$AFTER_DIR")" "ROUNDS=$ROUNDS" >"$LOG_DIR/meta"
fi
meta() { grep "^$1=" "$LOG_DIR/meta" | head -1 | cut -d= -f2-; }

# Report.
report=$(
  BEFORE_ID=$(meta BEFORE_ID) AFTER_ID=$(meta AFTER_ID) \
    LOAD_START=$(meta LOAD_START) LOAD_END=$(meta LOAD_END) START_UTC=$(meta START_UTC) END_UTC=$(meta END_UTC) \
    BEFORE_DIR="$BEFORE_DIR" AFTER_DIR="$AFTER_DIR" LOG_DIR="$LOG_DIR" ROUNDS=$(meta ROUNDS) \
    python3 - "${BENCHMARKS[@]}" <<'PY'
import glob, os, re, statistics, sys

log_dir = os.environ["LOG_DIR"]
units_ns = {"ns": 1.0, "μs": 1e3, "us": 1e3, "ms": 1e6, "s": 1e9}

def status(side, suite):
    state = None
    with open(os.path.join(log_dir, "status")) as f:
        for line in f:
            s, su, st = line.rstrip("\n").split("|", 2)
            if s == side and su == suite:
                state = st
    return state

def parse(path):
    """Benchmark name -> (wall clock p50 in ns, mallocs p50 or None, wall clock p0 in ns) from
    package-benchmark's
    text output: each benchmark's name on a line of its own, then a table whose rows are
    `│ <metric> (<unit>) * │ p0 │ p25 │ p50 │ ... │ samples │`."""
    results, name, previous = {}, None, None
    with open(path, encoding="utf-8", errors="replace") as f:
        for raw in f:
            line = raw.rstrip("\n")
            if line.startswith("╒"):
                name = previous
                continue
            if line.startswith("│") and name is not None:
                cells = [c.strip() for c in line.strip("│").split("│")]
                if len(cells) < 9 or cells[0] == "Metric":
                    continue
                try:
                    p0, p50 = float(cells[1]), float(cells[3])
                except ValueError:
                    continue
                wall, mallocs, fastest = results.get(name, (None, None, None))
                m = re.match(r"Time \(wall clock\) \((ns|μs|us|ms|s)\)", cells[0])
                if m:
                    wall = p50 * units_ns[m.group(1)]
                    fastest = p0 * units_ns[m.group(1)]
                elif cells[0].startswith("Malloc (total)"):
                    # Countable metrics can be printed scaled, e.g. "(K)"; keep the unit's factor.
                    factor = {"(K)": 1e3, "(M)": 1e6, "(G)": 1e9}
                    unit = re.search(r"\((K|M|G)\)", cells[0])
                    mallocs = p50 * (factor[unit.group(0)] if unit else 1)
                results[name] = (wall, mallocs, fastest)
            elif line.strip():
                previous = line.strip()
    return results

rounds = int(os.environ["ROUNDS"])
data = {"before": {}, "after": {}}
for side in data:
    for path in sorted(glob.glob(os.path.join(log_dir, f"run-{side}-*.txt"))):
        for name, values in parse(path).items():
            data[side].setdefault(name, []).append(values)

def fmt_time(ns):
    for unit, size in (("ns", 1.0), ("µs", 1e3), ("ms", 1e6), ("s", 1e9)):
        value = ns / size
        if value < 1000 or unit == "s":
            break
    decimals = 2 if value < 10 else 1 if value < 100 else 0
    return f"{value:,.{decimals}f} {unit}"

def cell(side, suite, name):
    st = status(side, suite)
    if st == "missing":
        return None, None, None, "suite not in this checkout"
    if st != "ok":
        return None, None, None, "suite did not build"
    values = [v for v in data[side].get(name, []) if v[0] is not None]
    if not values:
        return None, None, None, "not in this checkout (or did not run)"
    wall = statistics.median(v[0] for v in values)
    fastest = min(v[2] for v in values)
    mallocs = [v[1] for v in values if v[1] is not None]
    return wall, (statistics.median(mallocs) if mallocs else None), fastest, None

print(f"Before: `{os.environ['BEFORE_DIR']}` at {os.environ['BEFORE_ID']}; "
      f"after: `{os.environ['AFTER_DIR']}` at {os.environ['AFTER_ID']}.")
print(f"Measured {os.environ['START_UTC']} to {os.environ['END_UTC']}, {rounds} round(s); "
      f"load average (1, 5, 15 min) at the start {os.environ['LOAD_START']}, "
      f"at the end {os.environ['LOAD_END']}.")
print()
print("| Suite | Benchmark | before p50 | after p50 | after/before (p50) | before p0 | after p0 "
      "| after/before (p0) | mallocs before | mallocs after |")
print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|")
def ratio(a, b):
    return f"{a / b:.2f}" if a is not None and b is not None and b > 0 else "—"
def m(x):
    return "—" if x is None else f"{x:,.0f}"
for entry in sys.argv[1:]:
    suite, name = entry.split("|", 1)
    b, bm, b0, bnote = cell("before", suite, name)
    a, am, a0, anote = cell("after", suite, name)
    print(f"| {suite} | {name} | {bnote or fmt_time(b)} | {anote or fmt_time(a)} | {ratio(a, b)} "
          f"| {bnote or fmt_time(b0)} | {anote or fmt_time(a0)} | {ratio(a0, b0)} | {m(bm)} | {m(am)} |")
print()
print(f"Raw output and build logs: `{log_dir}`.")
PY
)
echo "$report"
if [[ -n "$OUT_MD" ]]; then
  echo "$report" >"$OUT_MD"
fi
