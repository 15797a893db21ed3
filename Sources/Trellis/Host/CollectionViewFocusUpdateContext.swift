/// A focus change in a collection view (UIKit's `UICollectionViewFocusUpdateContext`): the item
/// that had the focus, the item that gets it, and the direction.
///
/// UIKit difference: UIKit's context is a `UIFocusUpdateContext` that also names the focused
/// views and focus environments; Trellis has no focus system beyond the collection view's items
/// (docs/selection.md §7), so the context names index paths and the heading only.
public final class CollectionViewFocusUpdateContext: Sendable {
  /// The item that had the focus, or `nil` when the focus was outside the collection view.
  public let previouslyFocusedIndexPath: IndexPath?
  /// The item that gets the focus, or `nil` when the focus leaves the collection view.
  public let nextFocusedIndexPath: IndexPath?
  /// The direction of the movement; empty when the focus enters or leaves without one.
  public let focusHeading: FocusHeading

  /// A context for a movement from `previouslyFocusedIndexPath` to `nextFocusedIndexPath`.
  public init(
    previouslyFocusedIndexPath: IndexPath?, nextFocusedIndexPath: IndexPath?, focusHeading: FocusHeading
  ) {
    self.previouslyFocusedIndexPath = previouslyFocusedIndexPath
    self.nextFocusedIndexPath = nextFocusedIndexPath
    self.focusHeading = focusHeading
  }
}
