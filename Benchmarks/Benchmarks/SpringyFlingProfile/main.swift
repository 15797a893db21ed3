// Runs the springy list's fling (DynamicsLayoutBenchmarks' "Springy fling frame" scene: the
// objc.io sample's 44 × 44 items in a 320 × 568 view, scrolled to the middle, a fling kept at
// about 3000 pt/s) for `frames` frames after the benchmark's 24 warm-up frames, and prints the
// mean and best time per frame: a steady loop to profile. Every measured frame runs inside
// `measuredFrames`, so callgrind can count only those:
//
//   valgrind --tool=callgrind --toggle-collect='*measuredFrames*' \
//     .build/release/SpringyFlingProfile 600 1000000
//
//   swift run -c release SpringyFlingProfile [frames = 1200] [items = 1000000] [verify = 0]
//
// With verify = 1 it times nothing and prints a hash of every frame's cell frames instead, to
// check that two builds produce bit-identical frames.
//
// The scene and the fling script are the benchmark's (DynamicsLayoutBenchmarks.swift); keep the
// two in step.

import Foundation
import TrellisDynamics

/// One section of `count` items; cells are dequeued, so reuse is part of the frame.
final class ListData: CollectionViewDataSource {
  let count: Int

  init(count: Int) { self.count = count }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }

  func collectionView(
    _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
  ) -> CollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
}

/// The benchmark's list: 44 × 44 items, spacing 10, insets 10, a 320 × 568 view, scrolled to
/// the middle and laid out.
@MainActor func makeList(count: Int) -> (CollectionView, ListData) {
  let layout = SpringyFlowLayout()
  layout.itemSize = CGSize(width: 44, height: 44)
  layout.minimumLineSpacing = 10
  layout.minimumInteritemSpacing = 10
  layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
  let data = ListData(count: count)
  let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 568), collectionViewLayout: layout)
  view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
  view.dataSource = data
  view.layoutIfNeeded()
  view.contentOffset = CGPoint(x: 0, y: (view.contentSize.height / 2).rounded())
  view.layoutIfNeeded()
  return (view, data)
}

/// The benchmark's fling: every 12th frame a 150 pt flick in 50 ms (alternating direction), in
/// between the view decelerates.
struct FlingScript {
  var frame = 0
  var clock: TimeInterval = 0
  var direction: CGFloat = -1

  @MainActor mutating func step(_ view: CollectionView) {
    if frame % 12 == 0 {
      let from = CGPoint(x: 160, y: 284 - 75 * direction)
      let to = CGPoint(x: 160, y: 284 + 75 * direction)
      view.handleTouch(.began, at: from, time: clock)
      view.handleTouch(.moved, at: to, time: clock + 0.05)
      view.handleTouch(.ended, at: to, time: clock + 0.05)
      direction = -direction
    }
    view.advance(by: 1.0 / 120)
    clock += 1.0 / 120
    frame += 1
  }
}

/// Runs `frames` frames of the fling; returns the best single frame, µs.
@MainActor @inline(never) func measuredFrames(
  _ view: CollectionView, _ script: inout FlingScript, frames: Int
) -> Double {
  var best = Double.infinity
  for _ in 0..<frames {
    let start = DispatchTime.now().uptimeNanoseconds
    script.step(view)
    best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e3)
  }
  return best
}

/// FNV-1a over the bit patterns of every on-screen cell's frame and of the frames the layout
/// returns for the visible bounds, in the order given.
@MainActor func frameHash(_ view: CollectionView, into hash: inout UInt64) {
  func mix(_ value: CGFloat) {
    var bits = Double(value).bitPattern
    for _ in 0..<8 {
      hash = (hash ^ (bits & 0xff)) &* 0x100_0000_01b3
      bits >>= 8
    }
  }
  for cell in view.visibleCells {
    mix(cell.frame.minX)
    mix(cell.frame.minY)
  }
  for a in view.collectionViewLayout.layoutAttributesForElements(in: view.bounds) ?? [] {
    mix(CGFloat(a.indexPath.item))
    mix(a.frame.minX)
    mix(a.frame.minY)
    mix(a.frame.width)
  }
}

@MainActor func run() {
  let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
  let frames = max(1, arguments.first ?? 1200)
  let count = max(1, arguments.dropFirst().first ?? 1_000_000)
  let verify = arguments.dropFirst(2).first == 1
  let (view, data) = makeList(count: count)
  var script = FlingScript()
  for _ in 0..<24 { script.step(view) }
  if verify {
    // Every frame's result, for comparing two builds: `SpringyFlingProfile 1200 1000000 1`.
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for _ in 0..<frames {
      script.step(view)
      frameHash(view, into: &hash)
    }
    print("springy list, \(count) items, \(frames) frames: frame hash \(String(hash, radix: 16))")
    return
  }
  let start = DispatchTime.now().uptimeNanoseconds
  let best = measuredFrames(view, &script, frames: frames)
  let mean = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e3 / Double(frames)
  withExtendedLifetime(data) {}
  print(
    "springy list, \(count) items, \(frames) frames: mean \(mean) µs, best \(best) µs per frame; "
      + "offset \(view.contentOffset.y)")
}

MainActor.assumeIsolated { run() }
