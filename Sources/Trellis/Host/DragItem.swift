/// One item of a drag: the data it carries (`itemProvider`) and, for drops inside the app, any
/// object you attach (`localObject`). UIKit's `UIDragItem`.
@preconcurrency @MainActor
public final class DragItem {
  /// The data of the item.
  public let itemProvider: ItemProvider
  /// An object for drops inside the app (the model value the item stands for, for example).
  public var localObject: Any?

  /// Where the item was lifted from: the collection view and the item's index path there (kept
  /// up to date through batch updates; `nil` once the item is deleted). Set by the host.
  weak var sourceCollectionView: CollectionView?
  var sourceIndexPath: IndexPath?

  /// An item carrying `itemProvider`.
  public init(itemProvider: ItemProvider) {
    self.itemProvider = itemProvider
  }
}
