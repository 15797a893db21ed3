/// A Fenwick (binary indexed) tree of lengths: prefix sums and the search "which element covers
/// this offset" in O(log n), point updates in O(log n).
///
/// Self-sizing sections keep, per group, the difference between its measured length and the
/// estimate. The start of group g is `g·pitch + prefix(g)`; `lastStart(atOrBefore:pitch:)`
/// finds the group at an offset by descending the tree with that arithmetic term folded in, so
/// the estimate never has to be stored per group.
struct FenwickTree: Equatable, Sendable {
  /// 1-based tree nodes; `nodes[0]` is unused.
  private(set) var nodes: [CGFloat]
  /// The largest power of two not above `count` (the first step of a descent).
  private let topStep: Int

  /// The number of elements.
  var count: Int { nodes.count - 1 }

  /// A tree of `count` zeros.
  ///
  /// - Complexity: O(n).
  init(count: Int) {
    nodes = [CGFloat](repeating: 0, count: max(0, count) + 1)
    var step = 1
    while step * 2 <= max(0, count) { step *= 2 }
    topStep = count > 0 ? step : 0
  }

  /// A tree of `values`.
  ///
  /// - Complexity: O(n).
  init(_ values: [CGFloat]) {
    self.init(count: values.count)
    for index in values.indices { nodes[index + 1] = values[index] }
    let n = values.count
    if n > 0 {
      for index in 1...n {
        let parent = index + (index & -index)
        if parent <= n { nodes[parent] += nodes[index] }
      }
    }
  }

  /// Adds `delta` to element `index`.
  ///
  /// - Complexity: O(log n).
  mutating func add(_ delta: CGFloat, at index: Int) {
    guard delta != 0, index >= 0, index < count else { return }
    var position = index + 1
    let n = count
    nodes.withUnsafeMutableBufferPointer { buffer in
      while position <= n {
        buffer[position] += delta
        position += position & -position
      }
    }
  }

  /// The sum of the first `length` elements (clamped to `0...count`).
  ///
  /// - Complexity: O(log n).
  func prefix(_ length: Int) -> CGFloat {
    var position = min(max(0, length), count)
    var sum: CGFloat = 0
    nodes.withUnsafeBufferPointer { buffer in
      while position > 0 {
        sum += buffer[position]
        position -= position & -position
      }
    }
    return sum
  }

  /// The largest `p` in `0...count` with `p·pitch + prefix(p) ≤ target`, or 0 when even
  /// `p = 0` is past `target`. Requires `pitch + element ≥ 0` for every element (the starts
  /// never decrease).
  ///
  /// - Complexity: O(log n).
  func lastStart(atOrBefore target: CGFloat, pitch: CGFloat) -> Int {
    guard target >= 0, count > 0 else { return 0 }
    var position = 0
    var accumulated: CGFloat = 0
    var step = topStep
    let n = count
    nodes.withUnsafeBufferPointer { buffer in
      while step > 0 {
        let next = position + step
        if next <= n {
          let value = accumulated + buffer[next]
          if CGFloat(next) * pitch + value <= target {
            position = next
            accumulated = value
          }
        }
        step >>= 1
      }
    }
    return position
  }
}
