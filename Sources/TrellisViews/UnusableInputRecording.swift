/// A view that keeps a record of geometry inputs it clamped or ignored (an inset with a NaN,
/// infinite or out-of-range edge): the collection view, which records them in `lastLayoutError`.
@preconcurrency @MainActor
package protocol UnusableInputRecording: AnyObject {
  /// Called when a geometry input of the view was clamped or ignored, with a message naming the
  /// view, the input and the value used instead.
  func recordUnusableInput(_ message: String)
}
