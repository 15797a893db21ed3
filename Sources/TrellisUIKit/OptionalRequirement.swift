// Optional protocol requirements without the Objective-C runtime: what `trellis port` turns
// `@objc optional` requirements and their calls into (see docs/porting.md).

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Calls a protocol requirement that was `@objc optional` on iOS, and returns `nil` when the
/// object does not implement it: what `delegate?.method?(…)` gave in UIKit.
///
/// `trellis port` keeps an optional requirement's signature (`-> CGSize`) and gives it a
/// default implementation that calls ``optionalRequirementNotImplemented(returning:)``. Calls
/// are rewritten to this function:
///
/// ```swift
/// // UIKit
/// let size = delegate?.collectionView?(cv, layout: self, sizeForPhotoAt: ip) ?? itemSize
/// // Ported
/// let size = optionalRequirement { delegate?.collectionView(cv, layout: self, sizeForPhotoAt: ip) } ?? itemSize
/// ```
///
/// `call` runs exactly once. The result is `nil` when `call` returns `nil` (the delegate is
/// `nil`), or when the default implementation ran instead of the delegate's own, so the
/// caller's fallback applies exactly when UIKit's did. A class that implements the method with
/// UIKit's signature, written anywhere (another module, after the port), is called as on iOS.
///
/// Calls nest: when the delegate's implementation itself calls another optional requirement
/// through this function, whether that one is implemented does not change the answer for the
/// outer call. The record is kept per thread.
///
/// UIKit difference: call the ported requirement through this function. A plain call of an
/// unimplemented requirement returns the default's placeholder (`.zero`, `0`, `false`), and
/// when it is made from inside another requirement's implementation that is being called
/// through this function, it makes that outer call read as not implemented.
///
/// - Parameter call: The call of the requirement, usually optional-chained on the delegate.
/// - Returns: What the implementation returned, or `nil` if the object does not implement the
///   requirement (or is `nil`).
/// - Complexity: O(1) besides `call`: two reads and two writes of a per-thread flag (a few
///   nanoseconds; docs/porting.md has the measurement).
@inlinable
@discardableResult
public func optionalRequirement<T>(_ call: () throws -> T?) rethrows -> T? {
  let flag = OptionalRequirementMarker.current
  let outer = flag.pointee
  flag.pointee = false
  defer { flag.pointee = outer }
  let value = try call()
  return flag.pointee ? nil : value
}

/// The body of the default implementation of a requirement that was `@objc optional`: records
/// that the object does not implement the requirement and returns `placeholder`.
///
/// `trellis port` writes it into the protocol extension it adds:
///
/// ```swift
/// extension PhotoLayoutDelegate {
///     func collectionView(_ cv: UICollectionView, layout: PhotoLayout, sizeForPhotoAt ip: IndexPath) -> CGSize {
///         optionalRequirementNotImplemented(returning: .zero)
///     }
/// }
/// ```
///
/// ``optionalRequirement(_:)`` sees the record and returns `nil`, so the placeholder never
/// reaches code that calls the requirement through it.
///
/// - Parameter placeholder: A value of the requirement's type (`.zero`, `0`, `false`, `nil`).
/// - Returns: `placeholder`.
@inlinable
public func optionalRequirementNotImplemented<T>(returning placeholder: T) -> T {
  OptionalRequirementMarker.current.pointee = true
  return placeholder
}

/// The per-thread flag that ``optionalRequirementNotImplemented(returning:)`` sets and
/// ``optionalRequirement(_:)`` reads: one `Bool` per thread, allocated on the thread's first
/// use and freed when the thread ends.
///
/// Per thread rather than on the main actor, so that it is right even for code in the Swift 5
/// language mode that calls a delegate off the main thread.
@usableFromInline
enum OptionalRequirementMarker {
  /// The key of the per-thread slot.
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    #if canImport(Darwin)
    let status = pthread_key_create(&key) { $0.deallocate() }
    #else
    let status = pthread_key_create(&key) { $0?.deallocate() }
    #endif
    precondition(status == 0, "pthread_key_create failed with \(status)")
    return key
  }()

  /// This thread's flag.
  @usableFromInline
  static var current: UnsafeMutablePointer<Bool> {
    if let slot = pthread_getspecific(key) { return slot.assumingMemoryBound(to: Bool.self) }
    let flag = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
    flag.initialize(to: false)
    pthread_setspecific(key, flag)
    return flag
  }
}
