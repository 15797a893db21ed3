import Foundation
import Testing
import TrellisUIKit

/// A delegate protocol as `trellis port` writes one: the requirements that were `@objc optional`
/// keep their types, and their defaults record that they ran.
@preconcurrency @MainActor protocol SizingDelegate: AnyObject {
  func size(at index: Int) -> CGSize
  func spacing() -> CGFloat
}

extension SizingDelegate {
  func size(at index: Int) -> CGSize { optionalRequirementNotImplemented(returning: .zero) }
  func spacing() -> CGFloat { optionalRequirementNotImplemented(returning: 0) }
}

/// Implements nothing.
final class NoSizes: SizingDelegate {}

/// Implements the size only: item i is (10 + i) × 20.
final class ItemSizes: SizingDelegate {
  func size(at index: Int) -> CGSize { CGSize(width: 10 + CGFloat(index), height: 20) }
}

/// Implements the size with the value the placeholder has: zero.
final class ZeroSizes: SizingDelegate {
  func size(at index: Int) -> CGSize { .zero }
}

/// Implements the spacing by asking `inner` through `optionalRequirement`, and answers 7 when
/// `inner` does not say.
final class ForwardingSpacing: SizingDelegate {
  let inner: SizingDelegate

  init(inner: SizingDelegate) { self.inner = inner }

  func spacing() -> CGFloat { optionalRequirement { inner.spacing() } ?? 7 }
}

/// Implements the spacing by calling `inner.size(at:)` plainly, without `optionalRequirement`.
final class PlainlyCallingSpacing: SizingDelegate {
  let inner: SizingDelegate

  init(inner: SizingDelegate) { self.inner = inner }

  func spacing() -> CGFloat { 3 + inner.size(at: 0).width }
}

/// Implements the size by having another thread run an unimplemented requirement's default
/// while this one waits for it.
final class OtherThreadSizes: SizingDelegate {
  func size(at index: Int) -> CGSize {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      _ = optionalRequirementNotImplemented(returning: CGSize.zero)
      done.signal()
    }
    thread.start()
    done.wait()
    return CGSize(width: 1, height: 1)
  }
}

struct SizingFailure: Error {}

@Suite("optionalRequirement: a call of a ported optional requirement is nil exactly when not implemented")
@MainActor
struct OptionalRequirementTests {
  @Test("implemented: the implementation's value; not implemented or no delegate: nil")
  func implementedOrNot() {
    let delegate: SizingDelegate? = ItemSizes()
    // ItemSizes: item 2 is (10 + 2) × 20.
    #expect(optionalRequirement { delegate?.size(at: 2) } == CGSize(width: 12, height: 20))
    #expect(optionalRequirement { delegate?.spacing() } == nil)
    let none: SizingDelegate? = nil
    #expect(optionalRequirement { none?.size(at: 2) } == nil)
    #expect(optionalRequirement { NoSizes().size(at: 2) } == nil)
  }

  @Test("an implementation that returns the placeholder's value is still an answer")
  func placeholderValue() {
    #expect(optionalRequirement { ZeroSizes().size(at: 0) } == CGSize.zero)
    #expect((optionalRequirement { ZeroSizes().size(at: 0) } ?? CGSize(width: 50, height: 50)) == .zero)
    #expect(
      (optionalRequirement { NoSizes().size(at: 0) } ?? CGSize(width: 50, height: 50))
        == CGSize(width: 50, height: 50))
  }

  @Test("nested calls: an implementation asking an object that lacks the method still answers")
  func nested() {
    // The inner call is nil (NoSizes has no spacing), so the implementation answers 7; the outer
    // call must see that answer, not the inner default's record.
    #expect(optionalRequirement { ForwardingSpacing(inner: NoSizes()).spacing() } == 7)
    // Two levels: the inner forwarding delegate answers 7, which the outer passes on.
    let twoLevels = ForwardingSpacing(inner: ForwardingSpacing(inner: NoSizes()))
    #expect(optionalRequirement { twoLevels.spacing() } == 7)
    // An inner default inside an outer default: both nil.
    #expect(optionalRequirement { optionalRequirement { NoSizes().spacing() } ?? NoSizes().spacing() } == nil)
  }

  @Test("a call after an unimplemented one, and one after a throw, start afresh")
  func sequentialAndThrowing() throws {
    #expect(optionalRequirement { NoSizes().spacing() } == nil)
    #expect(optionalRequirement { ItemSizes().size(at: 0) } == CGSize(width: 10, height: 20))
    let outer = try optionalRequirement { () throws -> CGSize? in
      // A throw inside a nested call, after an unimplemented default ran, leaves the outer
      // call's record as it was.
      #expect(throws: SizingFailure.self) {
        try optionalRequirement { () throws -> CGFloat? in
          _ = NoSizes().spacing()
          throw SizingFailure()
        }
      }
      return ItemSizes().size(at: 1)
    }
    #expect(outer == CGSize(width: 11, height: 20))
  }

  @Test("the record is per thread: a default running on another thread meanwhile changes nothing here")
  func perThread() {
    #expect(optionalRequirement { OtherThreadSizes().size(at: 0) } == CGSize(width: 1, height: 1))
  }

  @Test("UIKit difference: a plain call of a missing requirement inside an implementation reads as missing")
  func plainNestedCall() {
    // Documented on `optionalRequirement(_:)`: PlainlyCallingSpacing calls `inner.size(at:)`
    // without the helper; NoSizes lacks it, so its default records "not implemented" during the
    // outer call, which therefore reads as not implemented (UIKit would give 3 + 0 = 3).
    #expect(optionalRequirement { PlainlyCallingSpacing(inner: NoSizes()).spacing() } == nil)
    // With an inner delegate that implements it: 3 + 10 = 13.
    #expect(optionalRequirement { PlainlyCallingSpacing(inner: ItemSizes()).spacing() } == 13)
  }
}
