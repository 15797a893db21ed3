internal import TrellisMemoryHints

// Software prefetch for the step's loops that read memory in an order the processor cannot
// guess (docs/architecture.md, "Prefetching").

/// How many constraints (or contact records) ahead the preparation (and the narrowphase) ask
/// for the memory they will read; 6 and 16 measured alike on rain-10000.
let prefetchDistance = 8

/// Asks for every cache line of `*p` (a hint; it changes no result).
@inline(__always)
func prefetch<T>(_ p: UnsafePointer<T>) {
  let raw = UnsafeRawPointer(p)
  var offset = 0
  while offset < MemoryLayout<T>.size {
    trellis_prefetch(raw + offset)
    offset += 64
  }
  trellis_prefetch(raw + (MemoryLayout<T>.size - 1))
}

extension ContactGroup {
  /// Asks for the contact records of this group's constraints (`keys[first + lane].contact`),
  /// which the warm-start store is about to write: colour order visits them in no memory order.
  /// - Complexity: O(`count`).
  @inline(__always)
  func prefetchContacts(keys: UnsafePointer<ContactKey>, contacts: UnsafePointer<ContactRecord>) {
    for lane in 0..<Int(count) { prefetch(contacts + Int(keys[Int(first) + lane].contact)) }
  }
}
