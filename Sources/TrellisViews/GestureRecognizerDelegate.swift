import Foundation

/// What a gesture recognizer asks its `delegate` to make recognizers cooperate, shaped as
/// `UIGestureRecognizerDelegate` (docs/views.md, "Recognizers that cooperate"). Every method has a
/// default, UIKit's answer when the delegate does not implement it: begin, do not recognize
/// simultaneously, no failure requirements, receive every touch.
///
/// UIKit difference: the methods are requirements with default implementations instead of
/// Objective-C optional methods; `gestureRecognizer(_:shouldReceive:)` takes the recognizer's
/// `Touch` value, and there are no `shouldReceive` forms for presses or events.
@preconcurrency @MainActor
public protocol GestureRecognizerDelegate: AnyObject {
  /// Whether `gestureRecognizer` may leave `.possible` now that it has recognized its gesture
  /// (for a recognizer that waits for others to fail, once they have). `false` makes it fail:
  /// its state becomes `.failed` instead of `.began` or `.ended`, and its handlers do not run.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool

  /// Whether `gestureRecognizer` and `otherGestureRecognizer` may both recognize the same
  /// touches. Asked when one of them recognizes while the other could still; either delegate
  /// answering `true` is enough.
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool

  /// Whether `gestureRecognizer` must wait for `otherGestureRecognizer`, a recognizer on the same
  /// touches, to fail before recognizing (as `require(toFail:)` does, decided each time).
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
  ) -> Bool

  /// Whether `otherGestureRecognizer`, a recognizer on the same touches, must wait for
  /// `gestureRecognizer` to fail before recognizing.
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
  ) -> Bool

  /// Whether `gestureRecognizer` is given `touch`, a finger that began on its view or a view
  /// below it (`touch.location` is in the recognizer's view's coordinates). Asked once, when the
  /// finger touches; `false` keeps every event of that finger from the recognizer.
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldReceive touch: GestureRecognizer.Touch
  )
    -> Bool
}

extension GestureRecognizerDelegate {
  /// `true`: the recognizer begins.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

  /// `false`: recognizing one fails the other.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool { false }

  /// `false`: no failure requirement.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
  ) -> Bool { false }

  /// `false`: no failure requirement.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
  ) -> Bool { false }

  /// `true`: the recognizer sees the touch.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldReceive touch: GestureRecognizer.Touch
  )
    -> Bool
  { true }
}
