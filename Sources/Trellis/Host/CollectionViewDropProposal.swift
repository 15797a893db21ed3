/// A drop delegate's answer to where the finger is now: the operation a drop would perform and
/// how a collection view would take it (UIKit's `UICollectionViewDropProposal`).
@preconcurrency @MainActor
public final class CollectionViewDropProposal {
  /// How dropped items would go into the collection view.
  public enum Intent: Int, Sendable, CaseIterable {
    /// No particular place: the collection view shows no gap and no highlighted item.
    case unspecified = 0
    /// The items would be inserted at the destination index path: the collection view opens a
    /// gap there (docs/drag-and-drop.md §4).
    case insertAtDestinationIndexPath = 1
    /// The items would be put into the item at the destination index path (a folder, say).
    case insertIntoDestinationIndexPath = 2
  }

  /// What a drop would do.
  public let operation: DropOperation
  /// Where the items would go.
  public let intent: Intent

  /// A proposal of `operation` with `intent` (`.unspecified` by default, as UIKit's).
  public init(operation: DropOperation, intent: Intent = .unspecified) {
    self.operation = operation
    self.intent = intent
  }
}
