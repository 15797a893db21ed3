/// Calls `body` with the object `reference` holds, without retaining it for the call.
///
/// `Unmanaged._withUnsafeGuaranteedRef(_:)` itself, called through a function of this module:
/// a closure written at a main-actor call site and handed straight to the standard library
/// (built without strict concurrency checking) gets a runtime check of its isolation on every
/// call (about 200 instructions), which this module's own function does not need (Swift 6 mode
/// checks the isolation statically).
///
/// The caller must keep the object alive for the whole call by some other reference that `body`
/// cannot release (the callers say why at each use).
@inline(__always)
func withBorrowed<Object: AnyObject, Result>(
  _ reference: Unmanaged<Object>, _ body: (Object) -> Result
) -> Result {
  reference._withUnsafeGuaranteedRef(body)
}
