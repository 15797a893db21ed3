// Runs the difference of two snapshots of n items (n/3000 items moved, inserted and deleted
// each) `rounds` times and prints the best time: a steady loop to profile with
// `perf record -g .build/release/DiffableProfile 1000000 100`.
//
//   swift run -c release DiffableProfile [n = 1000000] [rounds = 20]

import Foundation
import TrellisDiffable

struct Seeded {
  var state: UInt64
  mutating func below(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(bound))
  }
}
func editedArrays(count: Int, moved: Int, inserted: Int, deleted: Int) -> (old: [Int], new: [Int]) {
  let old = Array(0..<count)
  var random = Seeded(state: 0xD1FF)
  var new = old
  var movers: [Int] = []
  for _ in 0..<moved { movers.append(new.remove(at: random.below(new.count))) }
  for _ in 0..<deleted { new.remove(at: random.below(new.count)) }
  for mover in movers { new.insert(mover, at: random.below(new.count + 1)) }
  for id in count..<(count + inserted) { new.insert(id, at: random.below(new.count + 1)) }
  return (old, new)
}
func snapshot(_ items: [Int]) -> DiffableDataSourceSnapshot<Int, Int> {
  var snapshot = DiffableDataSourceSnapshot<Int, Int>()
  snapshot.appendSections([0])
  snapshot.appendItems(items)
  return snapshot
}
let count = Int(CommandLine.arguments.dropFirst().first ?? "1000000")!
let rounds = Int(CommandLine.arguments.dropFirst(2).first ?? "20")!
let arrays = editedArrays(count: count, moved: count / 3000, inserted: count / 3000, deleted: count / 3000)
let a = snapshot(arrays.old)
let b = snapshot(arrays.new)
let clock = ContinuousClock()
var best = Duration.seconds(100)
var total = 0
for _ in 0..<rounds {
  let start = clock.now
  let d = SnapshotDifference(from: a, to: b)
  let elapsed = clock.now - start
  best = min(best, elapsed)
  total &+= d.itemMoves.count
}
print("n=\(count) best \(best) moves \(total / rounds)")
