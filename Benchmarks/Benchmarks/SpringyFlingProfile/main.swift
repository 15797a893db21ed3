// Runs the springy list's fling (DynamicsLayoutBenchmarks' "Springy fling frame" scene: the
// objc.io sample's 44 × 44 items in a 320 × 568 view, scrolled to the middle, a fling kept at
// about 3000 pt/s) for `frames` frames after the benchmark's 24 warm-up frames, and prints the
// frames' wall-clock p0, p50, p90 and mean: a steady loop to profile. Every measured frame runs inside
// `measuredFrames`, so callgrind can count only those:
//
//   valgrind --tool=callgrind --toggle-collect='*measuredFrames*' \
//     .build/release/SpringyFlingProfile 600 1000000
//
//   swift run -c release SpringyFlingProfile [frames = 1200] [items = 1000000] [verify = 0] [evict = 0]
//     [idle = 0] [spin = 0]
//
// With verify = 1 it times nothing and prints a hash of every frame's cell frames instead, to
// check that two builds produce bit-identical frames. With evict = n > 0 it writes a buffer of
// n KiB (one byte a cache line) before each frame, outside the timed part, so that each frame
// starts with the caches holding less of its working set, as in the package-benchmark suite,
// whose own work between samples runs on the same cores (4096 evicts this machine's 1 MiB L2).
// With idle = n > 0 the thread sleeps n µs before each frame, outside the timed part, as an app's
// main thread waits for the next display frame and as the suite's sample loop blocks between
// samples: each frame then starts after the processor has been idle or run something else. With
// spin = 1 the thread waits those n µs in a loop reading the clock instead of sleeping (it keeps
// the processor and touches almost no memory), which tells the effect of the time passing from
// that of the processor going idle.
//
// The scene and the fling script are the benchmark's, from the SpringyFling target.

import Foundation
import SpringyFling
import TrellisDynamics

/// Runs `frames` frames of the fling; returns each frame's wall-clock time, µs, in order.
@MainActor @inline(never) func measuredFrames(
  _ view: CollectionView, _ script: inout FlingScript, frames: Int, evictKiB: Int = 0,
  idleMicroseconds: Int = 0, spin: Bool = false
) -> [Double] {
  var times: [Double] = []
  times.reserveCapacity(frames)
  var buffer = [UInt8](repeating: 0, count: evictKiB * 1024)
  var touched = 0
  for _ in 0..<frames {
    if evictKiB > 0 {
      buffer.withUnsafeMutableBufferPointer { bytes in
        for i in stride(from: 0, to: bytes.count, by: 64) {
          bytes[i] &+= 1
          touched &+= Int(bytes[i])
        }
      }
    }
    if idleMicroseconds > 0 && spin {
      let until = DispatchTime.now().uptimeNanoseconds + UInt64(idleMicroseconds) * 1000
      while DispatchTime.now().uptimeNanoseconds < until {}
    } else if idleMicroseconds > 0 {
      usleep(UInt32(idleMicroseconds))
    }
    let start = DispatchTime.now().uptimeNanoseconds
    script.step(view)
    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e3)
  }
  // Uses the bytes read, so that the writes are kept.
  if touched == Int.min { print("evicted") }
  return times
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
  let evictKiB = min(1 << 20, max(0, arguments.dropFirst(3).first ?? 0))
  let idleMicroseconds = min(1_000_000, max(0, arguments.dropFirst(4).first ?? 0))
  let spin = arguments.dropFirst(5).first == 1
  let (view, data) = makeFlingList(SpringyFlowLayout(), count: count)
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
  let times = measuredFrames(
    view, &script, frames: frames, evictKiB: evictKiB, idleMicroseconds: idleMicroseconds, spin: spin)
  withExtendedLifetime(data) {}
  let sorted = times.sorted()
  func percentile(_ p: Double) -> Double {
    sorted[min(sorted.count - 1, Int(p / 100 * Double(sorted.count)))]
  }
  let mean = times.reduce(0, +) / Double(frames)
  print(
    "springy list, \(count) items, \(frames) frames, µs per frame: p0 \(percentile(0)), p50 \(percentile(50)), "
      + "p90 \(percentile(90)), mean \(mean); offset \(view.contentOffset.y)")
}

MainActor.assumeIsolated { run() }
