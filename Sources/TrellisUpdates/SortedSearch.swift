/// Binary searches over the sorted arrays an ``UpdateMap`` keeps.
enum SortedSearch {
  /// The first index in the sorted `values` not less than `key`.
  static func lowerBound<T: Comparable>(_ values: [T], _ key: T) -> Int {
    var low = 0
    var high = values.count
    while low < high {
      let mid = (low + high) >> 1
      if values[mid] < key { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// How many of the sorted `values` are below `key`, and whether `key` is among them.
  static func countBelow<T: Comparable>(_ values: [T], _ key: T) -> (count: Int, contains: Bool) {
    let at = lowerBound(values, key)
    return (at, at < values.count && values[at] == key)
  }

  /// How many entries of section `key.section` in the sorted `paths` have an item below
  /// `key.item`, and whether `key` is among them.
  static func countBelowInSection(_ paths: [ItemPath], _ key: ItemPath) -> (count: Int, contains: Bool) {
    let base = lowerBound(paths, ItemPath(section: key.section, item: Int.min))
    let (at, contains) = countBelow(paths, key)
    return (at - base, contains)
  }

  /// Whether the sorted `values` contain `key`.
  static func contains<T: Comparable>(_ values: [T], _ key: T) -> Bool { countBelow(values, key).contains }

  /// The element of `values`, sorted by `field`, whose `field` is `key`.
  static func find<Element, Key: Comparable>(
    _ values: [Element], _ key: Key, by field: KeyPath<Element, Key>
  )
    -> Element?
  {
    var low = 0
    var high = values.count
    while low < high {
      let mid = (low + high) >> 1
      if values[mid][keyPath: field] < key { low = mid + 1 } else { high = mid }
    }
    return low < values.count && values[low][keyPath: field] == key ? values[low] : nil
  }

  /// The `rank`-th (0-based) index not in the sorted, distinct, non-negative `taken`.
  ///
  /// The k-th taken index (0-based) `t_k` has `t_k − k` free indexes before it, which is
  /// non-decreasing in k; binary search for the number of taken indexes before the answer.
  static func slot(rank: Int, among taken: [Int]) -> Int {
    var low = 0
    var high = taken.count
    while low < high {
      let mid = (low + high) >> 1
      if taken[mid] - mid <= rank { low = mid + 1 } else { high = mid }
    }
    return rank + low
  }

  /// The `rank`-th (0-based) item of `section` that is not in the sorted `taken`.
  static func slot(rank: Int, section: Int, among taken: [ItemPath]) -> Int {
    let base = lowerBound(taken, ItemPath(section: section, item: Int.min))
    let end = lowerBound(taken, ItemPath(section: section + 1, item: Int.min))
    var low = 0
    var high = end - base
    while low < high {
      let mid = (low + high) >> 1
      if taken[base + mid].item - mid <= rank { low = mid + 1 } else { high = mid }
    }
    return rank + low
  }
}
