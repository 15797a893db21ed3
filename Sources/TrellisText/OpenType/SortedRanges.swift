/// The lookup shared by the tables that store sorted, disjoint ranges: the character map's
/// segments (formats 4 and 12), and the range records of Coverage and ClassDef tables.
enum SortedRanges {
  /// The index of the range that contains `value`, or nil when none does. The ranges are
  /// `count` ranges sorted by value and disjoint; `bounds(i)` is range i's first and last value
  /// (both included).
  ///
  /// - Complexity: O(log count): a binary search for the first range whose last value is at
  ///   least `value`.
  @inline(__always)
  static func index<Value: Comparable>(
    containing value: Value, count: Int, bounds: (Int) -> (first: Value, last: Value)
  ) -> Int? {
    var low = 0
    var high = count
    while low < high {
      let mid = (low + high) / 2
      if bounds(mid).last < value { low = mid + 1 } else { high = mid }
    }
    guard low < count, bounds(low).first <= value else { return nil }
    return low
  }
}
