/// A view controller whose view is a collection view, shaped as `UICollectionViewController`:
/// it makes the collection view with the layout it was given and is its data source and
/// delegate.
///
/// Subclass it and override the data source and delegate methods you need — with `override`, as
/// in UIKit, since the controller implements them all: one section of no items, plain
/// supplementary views, and the delegate's defaults.
///
/// UIKit difference: `collectionView(_:cellForItemAt:)` is never called while the count is 0;
/// if a subclass reports items without overriding it, the default returns a plain cell (UIKit
/// raises an exception) and `lastDataSourceIssue` says so.
@preconcurrency @MainActor
open class CollectionViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
  /// Creates a controller whose collection view will use `layout`.
  public init(collectionViewLayout layout: CollectionViewLayout) {
    initialLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller with a flow layout (UIKit's default when none is given).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    initialLayout = CollectionViewFlowLayout()
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a controller from an archive (nothing is read; a flow layout).
  public required init?(coder: NSCoder) {
    initialLayout = CollectionViewFlowLayout()
    super.init(coder: coder)
  }

  /// The collection view: the controller's view.
  ///
  /// Setting it replaces the view (and its layout).
  open var collectionView: CollectionView! {
    get { view as? CollectionView }
    set { view = newValue }
  }

  /// The layout of the collection view (the one given at creation until the view loads).
  open var collectionViewLayout: CollectionViewLayout {
    (viewIfLoaded as? CollectionView)?.collectionViewLayout ?? initialLayout
  }

  /// Whether `viewWillAppear(_:)` deselects the selected items (as when the user comes back
  /// from the screen a selection opened). The default is `true`.
  open var clearsSelectionOnViewWillAppear = true

  /// Whether a long press starts interactive movement (recorded). The default is `false`.
  open var installsStandardGestureForInteractiveMovement = false

  /// Makes the collection view with the controller's layout, as large as the screen, with the
  /// controller as its data source and delegate.
  open override func loadView() {
    let collectionView = CollectionView(frame: Screen.main.bounds, collectionViewLayout: initialLayout)
    collectionView.dataSource = self
    collectionView.delegate = self
    view = collectionView
  }

  /// Why the default data source answered for a subclass that reports items without
  /// overriding `collectionView(_:cellForItemAt:)`, if it did.
  public private(set) var lastDataSourceIssue: String?

  private let initialLayout: CollectionViewLayout

  // MARK: - Appearance

  /// Deselects every selected item (without delegate calls) when
  /// `clearsSelectionOnViewWillAppear` is `true`; call `super` when you override.
  ///
  /// UIKit difference: UIKit animates the deselection alongside the transition; Trellis
  /// deselects at once.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let collectionView = viewIfLoaded as? CollectionView else {
      return
    }
    for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
      collectionView.deselectItem(at: indexPath, animated: animated)
    }
  }

  // MARK: - Data source

  /// One section.
  open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

  /// No items.
  open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

  /// A plain cell (see the type's `UIKit difference:`).
  open func collectionView(
    _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
  ) -> CollectionViewCell {
    lastDataSourceIssue =
      "\(type(of: self)) reports items but does not override collectionView(_:cellForItemAt:)"
    return CollectionViewCell(frame: .zero)
  }

  /// A plain reusable view.
  open func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView {
    CollectionReusableView(frame: .zero)
  }

  /// Every item may move.
  open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
    true
  }

  /// Does nothing.
  open func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  // MARK: - Delegate

  /// Does nothing.
  open func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  open func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  open func collectionView(
    _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {}

  /// Does nothing.
  open func collectionView(
    _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {}

  /// The proposed index path.
  open func collectionView(
    _ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { proposedIndexPath }

  /// Every item may be highlighted.
  open func collectionView(
    _ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool {
    true
  }

  /// Does nothing.
  open func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}

  /// Does nothing.
  open func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}

  /// Every item may be selected.
  open func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
  {
    true
  }

  /// Does nothing.
  open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}

  /// Every selected item may be deselected.
  open func collectionView(
    _ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool {
    true
  }

  /// Does nothing.
  open func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}

  /// Asks `collectionView(_:contextMenuConfigurationForItemAt:point:)` for the pressed item (the
  /// one at `point`); `nil` for the background (as the delegate protocol's default does).
  open func collectionView(
    _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> ContextMenuConfiguration? {
    guard let indexPath = collectionView.contextMenuPressedItem(in: indexPaths, at: point) else { return nil }
    return self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPath, point: point)
  }

  /// No context menu.
  open func collectionView(
    _ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
  ) -> ContextMenuConfiguration? { nil }

  /// Does nothing.
  open func collectionView(
    _ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) {}

  /// Does nothing.
  open func collectionView(
    _ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) {}

  /// Does nothing.
  open func collectionView(
    _ collectionView: CollectionView,
    willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
    animator: any ContextMenuInteractionCommitAnimating
  ) {}

  /// A `CollectionViewTransitionLayout` from `fromLayout` to `toLayout`.
  open func collectionView(
    _ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
    newLayout toLayout: CollectionViewLayout
  ) -> CollectionViewTransitionLayout {
    CollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
  }

  /// Does nothing.
  open func scrollViewDidScroll(_ scrollView: CollectionView) {}

  /// Does nothing.
  open func scrollViewWillEndDragging(
    _ scrollView: CollectionView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}

  /// Does nothing.
  open func scrollViewDidEndDecelerating(_ scrollView: CollectionView) {}

  /// Does nothing.
  open func scrollViewWillBeginDragging(_ scrollView: CollectionView) {}

  /// Does nothing.
  open func scrollViewDidEndDragging(_ scrollView: CollectionView, willDecelerate decelerate: Bool) {}

  /// Does nothing.
  open func scrollViewWillBeginDecelerating(_ scrollView: CollectionView) {}

  /// Does nothing.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: CollectionView) {}
}
