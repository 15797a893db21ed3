#!/usr/bin/env bash
# Times the first release build of the `trellis` executable from a fresh clone (issue 20's
# "Done when", docs/benchmarks.md "Issue 20: before and after the restructuring").
#
#   Benchmarks/time-first-release-build.sh SOURCE_REPO COMMIT WORK_DIR
#
# Clones SOURCE_REPO (a path or URL) into WORK_DIR (which must not exist), checks out COMMIT and
# runs `nice -n 10 swift build -c release --product trellis` with a fresh scratch path inside the
# clone (nothing shared with another build), under /usr/bin/time -v. Package resolution is part
# of the measured time, as it is for someone who has just cloned the repository. While it runs,
# /proc/loadavg is sampled every 15 s. Prints: the commit, wall time, the load average at start,
# end and the range of the samples, whether swift-syntax, SwiftNIO and Hummingbird were compiled
# (their build folders in the scratch path), and where the full log is (WORK_DIR.log). Delete
# WORK_DIR afterwards yourself (a release build folder is a few GiB).
#
# Run one build at a time: two at once measure each other.
set -euo pipefail

if [[ $# -ne 3 ]]; then
  echo "usage: $0 SOURCE_REPO COMMIT WORK_DIR" >&2
  exit 2
fi
source_repo=$1
commit=$2
work_dir=$3
log="$work_dir.log"
load_samples="$work_dir.load"

if [[ -e "$work_dir" ]]; then
  echo "error: $work_dir exists; the build must start from a fresh clone" >&2
  exit 2
fi

git clone -q "$source_repo" "$work_dir"
git -C "$work_dir" checkout -q --detach "$commit"
full_commit=$(git -C "$work_dir" rev-parse HEAD)

: >"$load_samples"
(
  while true; do
    cut -d' ' -f1-3 /proc/loadavg >>"$load_samples"
    sleep 15
  done
) &
sampler=$!
trap 'kill "$sampler" 2>/dev/null || true' EXIT

load_start=$(cut -d' ' -f1-3 /proc/loadavg)
start_utc=$(date -u '+%Y-%m-%d %H:%M:%S')
start=$(date +%s)
status=0
(cd "$work_dir" && /usr/bin/time -v nice -n 10 swift build -c release --product trellis \
  --scratch-path "$work_dir/.build") >"$log" 2>&1 || status=$?
end=$(date +%s)
load_end=$(cut -d' ' -f1-3 /proc/loadavg)
kill "$sampler" 2>/dev/null || true

elapsed=$((end - start))
# The 1-minute load average over the samples: min, mean, max.
load_range=$(awk '{ if (NR == 1 || $1 < min) min = $1; if ($1 > max) max = $1; sum += $1 }
  END { if (NR) printf "1-min load min %.2f, mean %.2f, max %.2f over %d samples", min, sum / NR, max, NR }' \
  "$load_samples")

built() {
  # A dependency counts as compiled when the scratch path holds object files for its module.
  if find "$work_dir/.build" -path "*/$1.build/*.o" -print -quit 2>/dev/null | grep -q .; then
    echo yes
  else
    echo no
  fi
}

echo "commit:        $full_commit"
echo "started (UTC): $start_utc"
echo "exit status:   $status"
echo "wall time:     ${elapsed} s ($((elapsed / 60)) min $((elapsed % 60)) s)"
echo "load at start: $load_start"
echo "load at end:   $load_end"
echo "load during:   $load_range"
echo "swift-syntax compiled (SwiftSyntax.build): $(built SwiftSyntax)"
echo "SwiftNIO compiled (NIOCore.build):         $(built NIOCore)"
echo "Hummingbird compiled (Hummingbird.build):  $(built Hummingbird)"
grep -E 'Elapsed \(wall clock\)|User time|System time|Percent of CPU|Maximum resident' "$log" | sed 's/^\s*/time -v: /' || true
echo "log:           $log"
exit "$status"
