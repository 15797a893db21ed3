// Standard-library calls that take a closure, through this module's own functions: a closure
// written in main-actor code and handed straight to the standard library checks at run time, on
// every call, that it runs on the main actor (about 180 instructions and the concurrency
// runtime's code in the caches); handed to a function of this module it does not. The layout
// pass calls these several times every frame.

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

/// Calls `body` with the object `reference` holds, without retaining it for the call
/// (`Unmanaged._withUnsafeGuaranteedRef(_:)`, through this module's own function: a closure
/// handed straight to the standard library from main-actor code checks its isolation at run
/// time on every call). The caller keeps the object alive by a reference `body` cannot release.
@inline(__always)
func withBorrowedObject<Object: AnyObject, Result>(
  _ reference: Unmanaged<Object>, _ body: (Object) -> Result
) -> Result {
  reference._withUnsafeGuaranteedRef(body)
}
