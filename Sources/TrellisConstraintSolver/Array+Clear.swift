extension Array {
  /// Removes every element and keeps the capacity — `removeAll(keepingCapacity: true)`, which
  /// goes through the general `replaceSubrange` even for an empty array, skipped when there is
  /// nothing to remove (the solver's scratch lists are usually empty when cleared).
  @inline(__always)
  mutating func clear() {
    if !isEmpty { removeAll(keepingCapacity: true) }
  }
}
