#!/usr/bin/env bash
# Builds and runs the libFuzzer target: coverage-guided fuzzing of the engine's surfaces (layout
# inputs, batch updates, interactive movement, dynamics) with `swiftc -sanitize=fuzzer`.
#
#   Fuzz/libfuzzer.sh                      # build, then fuzz for 60 s into Fuzz/corpus/
#   Fuzz/libfuzzer.sh -max_total_time=600  # any libFuzzer options
#   Fuzz/libfuzzer.sh crash-<hash>         # replay a saved input (libFuzzer runs files given)
#
# The input's first byte picks the surface, the rest become the case's random numbers, so a
# crashing input replays exactly. A failed check calls fatalError, which libFuzzer reports as a
# crash and saves as crash-<hash>. The build has its own scratch directory (every module is
# compiled with coverage instrumentation) and is not part of `swift build`.
set -euo pipefail
cd "$(dirname "$0")"
export TRELLIS_LIBFUZZER=1
scratch=../.build-libfuzzer
swift build -c release --scratch-path "$scratch" --product trellis-libfuzzer -Xswiftc -sanitize=fuzzer
binary="$scratch/release/trellis-libfuzzer"
mkdir -p corpus
if [ "$#" -eq 0 ]; then
  set -- -max_total_time=60 -timeout=20 -rss_limit_mb=4096 corpus
fi
SWIFT_BACKTRACE=enable=no exec "$binary" "$@"
