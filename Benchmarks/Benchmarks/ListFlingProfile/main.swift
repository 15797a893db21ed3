// Flings the 1,000,000-row configured list (ConfiguredList) `flings` times — each the host
// benchmarks' fling, 60 frames — and prints the best time per frame: a steady loop to profile
// with `valgrind --tool=callgrind .build/release/ListFlingProfile 5` or `perf record -g`.
//
//   swift run -c release ListFlingProfile [flings = 20] [configured = 1]

import ConfiguredList
import Foundation
import HostFling
import TrellisUIKit

@MainActor
func run() {
  let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
  let flings = arguments.first ?? 20
  let configured = arguments.dropFirst().first.map { $0 != 0 } ?? true
  let (view, data) = makeConfiguredList(count: 1_000_000, configured: configured)
  var clock: TimeInterval = 0
  var best = Double.infinity
  for iteration in 0..<max(1, flings) {
    let start = DispatchTime.now().uptimeNanoseconds
    flingSixtyFrames(view, iteration: iteration, clock: &clock)
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e3
    best = min(best, elapsed / 60)
  }
  withExtendedLifetime((view, data)) {}
  print("\(configured ? "configured" : "empty") list, \(flings) flings: best \(best) µs per frame")
}

MainActor.assumeIsolated { run() }
