// Which frames are the slow ones after items are inserted into a NewtonianLayout?
//
// The DynamicsLayoutBenchmarks suite measures every 1/120 s frame of a 4 s run after inserting
// `count` items into a 320 × 480 view and pools them, so its p99 and maximum do not say *when*
// they happen. This runner repeats the same run `runs` times and reports, per frame index, the
// median over the runs: a frame that is slow in every run (work: bodies landing, contacts
// piling up) has a high median; a one-off spike (the machine, an allocation) does not.
//
//   swift run --package-path Benchmarks -c release NewtonianFrameTrace [count] [runs]

import Foundation
import TrellisDynamics

/// One section of `count` items, dequeued as a host would.
final class TraceData: CollectionViewDataSource {
  var count = 0

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }

  func collectionView(
    _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
  ) -> CollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
}

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let count = max(1, arguments.first ?? 10)
let runs = max(1, arguments.dropFirst().first ?? 30)
let frames = 480

/// Microseconds per frame: `times[frame][run]`.
var times = [[Double]](repeating: [], count: frames)
for _ in 0..<runs {
  let data = TraceData()
  let view = CollectionView(
    frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: NewtonianLayout())
  view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
  view.dataSource = data
  view.layoutIfNeeded()
  do {
    try view.performCheckedBatchUpdates {
      data.count = count
      view.insertItems(at: (0..<count).map { IndexPath(item: $0, section: 0) })
    }
  } catch {
    print("insertion failed: \(error)")
    exit(1)
  }
  for frame in 0..<frames {
    let start = DispatchTime.now().uptimeNanoseconds
    view.advance(by: 1.0 / 120)
    times[frame].append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000)
  }
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
func format(_ value: Double) -> String { String(format: "%.1f", value) }

let medians = times.map(median)
let everything = times.flatMap { $0 }.sorted()
print("\(count) items, \(runs) runs of \(frames) frames (1/120 s each), times in µs")
print(
  "all frames: p50 \(format(everything[everything.count / 2]))",
  "p99 \(format(everything[everything.count * 99 / 100]))", "max \(format(everything.last ?? 0))")
print("median over runs, by frame (slowest 10):")
for (frame, value) in medians.enumerated().sorted(by: { $0.element > $1.element }).prefix(10) {
  let seconds = String(format: "%.3f", Double(frame) / 120)
  print(
    "  frame \(frame) (t = \(seconds) s): median \(format(value)), max \(format(times[frame].max() ?? 0))")
}
let spikes = times.enumerated().filter { ($0.element.max() ?? 0) > 3 * medians[$0.offset] }
print("frames whose worst run is over 3× their median: \(spikes.count) of \(frames)")
