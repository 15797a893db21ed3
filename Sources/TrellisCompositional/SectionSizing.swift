/// A measured group of a self-sizing section: its items' measured lengths (per slot, NaN while
/// unmeasured) and the shape solved with them.
struct MeasuredGroup: Sendable {
  var measured: [CGFloat]
  var shape: GroupShape
}

/// The measured groups of a self-sizing section, and the prefix sums of their length
/// differences from the estimate, in a two-level Fenwick tree whose leaves are allocated only
/// where groups were measured.
///
/// The start of group g is `g·pitch + prefix(g)`. The top level is a Fenwick tree over blocks of
/// `blockSize` groups (the sum of each block's differences); a block that holds a measured group
/// has its own Fenwick tree and shape table. So a million-row list costs a few kilobytes until
/// rows are measured, measuring a row is O(log n), and finding the group at an offset is
/// O(log n): a descent of the top tree, then of the block's.
struct SectionSizing: Sendable {
  /// Groups per block.
  static let blockSize = 256

  /// The groups' per-block details.
  struct Block: Sendable {
    /// Per group of the block: its length difference.
    var tree = FenwickTree(count: SectionSizing.blockSize)
    /// Per group of the block: −1, or the index of its record in `groups`.
    var records = [Int32](repeating: -1, count: SectionSizing.blockSize)
  }

  let groupCount: Int
  /// Per block: the sum of its groups' differences.
  private(set) var top: FenwickTree
  /// Per block: its details, or `nil` while none of its groups was measured.
  private(set) var blocks: [Block?]
  /// The measured groups' records.
  private(set) var groups: [MeasuredGroup] = []
  /// How far any group's elements reach past its origin along the scrolling axis (max) and
  /// before it (min, at most 0), over the base shape and every measured shape.
  var extentUpper: CGFloat
  var extentLower: CGFloat

  init(groupCount: Int, base: CGRect, axes: CompositionalAxes) {
    self.groupCount = groupCount
    let blockCount = (groupCount + Self.blockSize - 1) / Self.blockSize
    top = FenwickTree(count: blockCount)
    blocks = [Block?](repeating: nil, count: blockCount)
    extentUpper = axes.mainRange(base).upper
    extentLower = min(0, axes.mainRange(base).lower)
  }

  /// The record of group `group`, or `nil` when it was not measured.
  @inline(__always)
  func record(ofGroup group: Int) -> MeasuredGroup? {
    let block = group / Self.blockSize
    guard block < blocks.count, let details = blocks[block] else { return nil }
    let index = details.records[group - block * Self.blockSize]
    return index >= 0 ? groups[Int(index)] : nil
  }

  /// Stores `record` for group `group` and adds `delta` to its length difference.
  ///
  /// - Complexity: O(log n) (O(blockSize) the first time a block is touched).
  mutating func store(_ record: MeasuredGroup, ofGroup group: Int, delta: CGFloat) {
    let block = group / Self.blockSize
    guard block < blocks.count else { return }
    let slot = group - block * Self.blockSize
    if blocks[block] == nil { blocks[block] = Block() }
    let index = blocks[block]!.records[slot]
    if index >= 0 {
      groups[Int(index)] = record
    } else {
      blocks[block]!.records[slot] = Int32(groups.count)
      groups.append(record)
    }
    if delta != 0 {
      blocks[block]!.tree.add(delta, at: slot)
      top.add(delta, at: block)
    }
  }

  /// The sum of the length differences of the first `length` groups.
  ///
  /// - Complexity: O(log n).
  func prefix(_ length: Int) -> CGFloat {
    let clamped = min(max(0, length), groupCount)
    let block = clamped / Self.blockSize
    var sum = top.prefix(block)
    let rest = clamped - block * Self.blockSize
    if rest > 0, block < blocks.count, let details = blocks[block] { sum += details.tree.prefix(rest) }
    return sum
  }

  /// The largest `g` in `0 ... groupCount − 1` whose start `g·pitch + prefix(g)` is at or before
  /// `target` (0 when none is). Requires every group's `pitch + difference` ≥ 0.
  ///
  /// - Complexity: O(log n).
  func lastStart(atOrBefore target: CGFloat, pitch: CGFloat) -> Int {
    guard groupCount > 0, target >= 0 else { return 0 }
    let blockPitch = pitch * CGFloat(Self.blockSize)
    var block = top.lastStart(atOrBefore: target, pitch: blockPitch)
    block = min(block, blocks.count - 1)
    let local = target - (CGFloat(block) * blockPitch + top.prefix(block))
    let groupsInBlock = min(Self.blockSize, groupCount - block * Self.blockSize)
    var inBlock: Int
    if let details = blocks[block] {
      inBlock = details.tree.lastStart(atOrBefore: local, pitch: pitch)
    } else if pitch > 0 {
      inBlock = local > 0 ? Int(min((local / pitch).rounded(.down), CGFloat(groupsInBlock))) : 0
    } else {
      inBlock = groupsInBlock - 1
    }
    inBlock = min(max(0, inBlock), groupsInBlock - 1)
    return block * Self.blockSize + inBlock
  }

  /// Every measured item of the section: (item, length) for `perGroup` items per group.
  func measuredItems(perGroup: Int) -> [(item: Int, length: CGFloat)] {
    var result: [(item: Int, length: CGFloat)] = []
    for (block, details) in blocks.enumerated() {
      guard let details else { continue }
      for (slot, index) in details.records.enumerated() where index >= 0 {
        let group = block * Self.blockSize + slot
        for (position, length) in groups[Int(index)].measured.enumerated() where !length.isNaN {
          result.append((group * perGroup + position, length))
        }
      }
    }
    return result
  }
}
