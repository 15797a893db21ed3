extension PhysicsWorld {
  /// Rebuilds a kept scratch list in place: makes it `count` entries long in its own storage
  /// (no allocation once it has grown to the size), lets `write` set the entries through a
  /// buffer, and cuts it to the number `write` returns. `write` must set every entry below
  /// that number: the entries it gets hold the last step's values, or `filler` where the list
  /// grew.
  ///
  /// Why not `Array(unsafeUninitializedCapacity:initializingWith:)`: that allocates through the
  /// standard library's unspecialised path, whose generic metadata look-up costs about 850
  /// instructions a call; resizing kept storage costs a few instructions per added entry (none
  /// in a steady state), and writing through the buffer skips the per-element uniqueness
  /// check of a subscript.
  @inline(__always)
  static func refill<Element>(
    _ list: inout [Element], count: Int, filler: Element,
    _ write: (UnsafeMutableBufferPointer<Element>) -> Int
  ) {
    if list.count < count {
      list.append(contentsOf: repeatElement(filler, count: count - list.count))
    } else if list.count > count {
      list.removeLast(list.count - count)
    }
    let made = list.withUnsafeMutableBufferPointer { write($0) }
    list.removeLast(count - made)
  }

  /// ``refill(_:count:filler:_:)`` for a list of indices (filled with zeros first).
  @inline(__always)
  static func refill(_ list: inout [Int32], count: Int, _ write: (UnsafeMutableBufferPointer<Int32>) -> Int) {
    refill(&list, count: count, filler: 0, write)
  }
}
