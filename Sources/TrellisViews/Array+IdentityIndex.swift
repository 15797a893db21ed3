extension Array where Element: AnyObject {
  /// The index of `object` itself (identity, not equality), searched from the front.
  ///
  /// Performance note: a plain loop rather than `firstIndex(where: { $0 === object })`, whose
  /// closure, made in main-actor code, pays an isolation check for every element it is called
  /// on: about 35,000 instructions to remove one cell from among the springy list's siblings,
  /// 85,000 a frame in its fling (docs/benchmarks.md, the fling frame's second run).
  /// - Complexity: O(n).
  func indexOfIdentical(_ object: AnyObject) -> Int? {
    var index = 0
    while index < count {
      if self[index] === object { return index }
      index += 1
    }
    return nil
  }
}
