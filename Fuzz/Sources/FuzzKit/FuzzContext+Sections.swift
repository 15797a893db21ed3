// The model most surfaces start from: sections of items numbered 0, 1, 2, … in order.

extension FuzzContext {
  /// A random count of sections (in `sections`), each of a random count of items (in `items`),
  /// the items numbered from 0 in order across the sections; the next free number is the total
  /// count. Draws the section count, then each section's item count, in that order.
  public func numberedSections(sections: ClosedRange<Int>, items: ClosedRange<Int>) -> [[Int]] {
    var next = 0
    return (0..<random.int(in: sections)).map { _ in
      let count = random.int(in: items)
      defer { next += count }
      return Array(next..<next + count)
    }
  }
}
