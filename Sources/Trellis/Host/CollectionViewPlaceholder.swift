/// A cell shown in place of an item whose data is not ready yet (UIKit's
/// `UICollectionViewPlaceholder`): the collection view inserts it at `insertionIndexPath`,
/// dequeues its cell with `reuseIdentifier` and lets `cellUpdateHandler` configure it.
@preconcurrency @MainActor
open class CollectionViewPlaceholder {
  /// Where the placeholder goes (an index path after its insertion).
  public let insertionIndexPath: IndexPath
  /// The reuse identifier of the placeholder's cell (registered with the collection view).
  public let reuseIdentifier: String
  /// Configures the placeholder's cell each time it is shown or `setNeedsCellUpdate()` is called.
  public var cellUpdateHandler: ((CollectionViewCell) -> Void)?

  /// A placeholder at `insertionIndexPath` whose cell is dequeued with `reuseIdentifier`.
  public init(insertionIndexPath: IndexPath, reuseIdentifier: String) {
    self.insertionIndexPath = insertionIndexPath
    self.reuseIdentifier = reuseIdentifier
  }
}

/// A placeholder for a dropped item (UIKit's `UICollectionViewDropPlaceholder`), given to
/// `CollectionViewDropCoordinator.drop(_:to:)`.
@preconcurrency @MainActor
open class CollectionViewDropPlaceholder: CollectionViewPlaceholder {
  /// The preview parameters of the drop into the placeholder's cell; `nil` uses the whole cell.
  public var previewParametersProvider: ((CollectionViewCell) -> DragPreviewParameters?)?
}
