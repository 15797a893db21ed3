extension PhysicsWorld {
  /// The slot for a new body, shape, joint or contact: the most recently freed one in `free`,
  /// or else a new slot at the end of its pool (index `count`, the pool's size), which
  /// `append` creates by appending an empty record to every array of the pool.
  @inline(__always)
  static func slot(reusing free: inout [Int32], count: Int, append: () -> Void) -> Int32 {
    if let i = free.popLast() { return i }
    append()
    return Int32(count)
  }
}
