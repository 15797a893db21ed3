/// Hears when a `DynamicAnimator` pauses and resumes.
///
/// UIKit's `UIDynamicAnimatorDelegate`. Both methods have empty default implementations.
@preconcurrency @MainActor
public protocol DynamicAnimatorDelegate: AnyObject {
  /// The animator is about to resume: something changed (a behavior, an item, a property)
  /// after it had paused. Called synchronously from the call that made the change.
  func dynamicAnimatorWillResume(_ animator: DynamicAnimator)
  /// The animator paused: no item can move any more until something changes. Called from
  /// `advance(by:)` at the end of the step that found rest.
  func dynamicAnimatorDidPause(_ animator: DynamicAnimator)
}

extension DynamicAnimatorDelegate {
  /// Does nothing by default.
  public func dynamicAnimatorWillResume(_ animator: DynamicAnimator) {}
  /// Does nothing by default.
  public func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {}
}
