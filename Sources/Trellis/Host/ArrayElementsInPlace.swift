// `withUnsafeBufferPointer` and `withUnsafeMutableBufferPointer` through this module's own
// functions: a closure written in main-actor code and handed straight to the standard library
// checks at run time, on every call, that it runs on the main actor (about 180 instructions and
// the concurrency runtime's code in the caches); handed to a function of this module it does not
// (as `withBorrowedObject(_:_:)`). The layout pass calls these a few times every frame.

/// Calls `body` with `array`'s elements in their storage (`withUnsafeBufferPointer`).
@inline(__always)
func withElements<Element, Result>(
  of array: [Element], _ body: (UnsafeBufferPointer<Element>) -> Result
) -> Result {
  array.withUnsafeBufferPointer(body)
}

/// Calls `body` with `array`'s elements in their storage, to change in place
/// (`withUnsafeMutableBufferPointer`).
@inline(__always)
func withMutableElements<Element, Result>(
  of array: inout [Element], _ body: (inout UnsafeMutableBufferPointer<Element>) -> Result
) -> Result {
  array.withUnsafeMutableBufferPointer(body)
}
