extension Array {
  /// Removes every element and keeps the capacity — `removeAll(keepingCapacity: true)`, which
  /// goes through the general `replaceSubrange` even for a few elements (some 120 instructions a
  /// call, and the solver clears its scratch rows and journals on every request): a short array
  /// is emptied by `removeLast()` one element at a time instead, nothing at all for an empty one.
  @inline(__always)
  mutating func clear() { truncate(to: 0) }

  /// Removes the elements from `newCount` on (`newCount ≤ count`), keeping the capacity: a few
  /// by `removeLast()`, more by `removeSubrange` (the same result either way).
  @inline(__always)
  mutating func truncate(to newCount: Int) {
    let extra = count - newCount
    guard extra > 0 else { return }
    if extra <= 16 {
      for _ in 0..<extra { removeLast() }
    } else {
      removeSubrange(newCount...)
    }
  }
}
