// UIKit's names for drag and drop in collection views (Trellis; docs/drag-and-drop.md), so that a
// collection view's drag and drop delegates compile with `import TrellisUIKit`.

/// UIKit's name for `CollectionViewDragDelegate`.
public typealias UICollectionViewDragDelegate = CollectionViewDragDelegate

/// UIKit's name for `CollectionViewDropDelegate`.
public typealias UICollectionViewDropDelegate = CollectionViewDropDelegate

/// UIKit's name for `CollectionViewDropCoordinator`.
///
/// UIKit difference: a class, not a protocol.
public typealias UICollectionViewDropCoordinator = CollectionViewDropCoordinator

/// UIKit's name for `CollectionViewDropItem`.
public typealias UICollectionViewDropItem = CollectionViewDropItem

/// UIKit's name for `CollectionViewDropProposal`.
public typealias UICollectionViewDropProposal = CollectionViewDropProposal

/// UIKit's name for `CollectionViewPlaceholder`.
public typealias UICollectionViewPlaceholder = CollectionViewPlaceholder

/// UIKit's name for `CollectionViewDropPlaceholder`.
public typealias UICollectionViewDropPlaceholder = CollectionViewDropPlaceholder

/// UIKit's name for `CollectionViewDropPlaceholderContext`.
///
/// UIKit difference: a class, not a protocol.
public typealias UICollectionViewDropPlaceholderContext = CollectionViewDropPlaceholderContext

/// UIKit's name for `DragItem`.
public typealias UIDragItem = DragItem

/// UIKit's name for `DragSession`.
///
/// UIKit difference: a class, not a protocol.
public typealias UIDragSession = DragSession

/// UIKit's name for `DropSession`.
///
/// UIKit difference: a class, not a protocol.
public typealias UIDropSession = DropSession

/// UIKit's name for `DropOperation`.
public typealias UIDropOperation = DropOperation

/// UIKit's name for `DragPreviewParameters`.
public typealias UIDragPreviewParameters = DragPreviewParameters

/// UIKit's name for `DragAnimating`.
public typealias UIDragAnimating = DragAnimating

/// Foundation's name for `ItemProvider`, the data of a drag item.
///
/// UIKit difference: holds Swift values handed over at once (see `ItemProvider`).
public typealias NSItemProvider = ItemProvider
