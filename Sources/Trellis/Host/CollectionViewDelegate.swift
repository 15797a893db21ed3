import TrellisControls

/// The object that hears about a collection view's display, scrolling, movement, highlighting,
/// selection, context-menu and layout-transition events.
///
/// Every method is optional, with a default implementation that does nothing or returns the
/// proposed value.
@preconcurrency @MainActor
public protocol CollectionViewDelegate: AnyObject {
  /// A cell is about to be displayed.
  func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)

  /// A cell stopped being displayed.
  func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath)

  /// A supplementary view is about to be displayed.
  func collectionView(
    _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath)

  /// A supplementary view stopped being displayed.
  func collectionView(
    _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath)

  /// Where an item being moved interactively should go, given where the layout proposes.
  /// The default returns `proposedIndexPath`.
  func collectionView(
    _ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath

  // MARK: Highlighting and selection (docs/selection.md)

  /// Whether the item under a touch should be highlighted; `false` skips the whole selection
  /// process for that touch (no `shouldSelectItemAt` or other selection call follows). Asked
  /// only for touches, never for programmatic selection. The default returns `true`.
  func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool

  /// The item under a touch was highlighted (its cell's `isHighlighted` is `true`).
  func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)

  /// The highlight of the item under a touch was removed: the finger lifted, the touch turned
  /// into a scroll, or it was cancelled.
  func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)

  /// Whether the item the user tapped should be selected. Not asked for
  /// `selectItem(at:animated:scrollPosition:)`. The default returns `true`.
  func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool

  /// The user selected the item. Not called for `selectItem(at:animated:scrollPosition:)`.
  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)

  /// Whether the selected item the user tapped (with multiple selection) should be deselected.
  /// Not asked for `deselectItem(at:animated:)`. The default returns `true`.
  func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool

  /// The item was deselected by the user: tapped again with multiple selection, or replaced by
  /// the user's selection of another item with single selection. Not called for
  /// `deselectItem(at:animated:)`.
  func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)

  // MARK: Context menus (docs/context-menus.md)

  /// The context menu for the items at `indexPaths` (iOS 16): one item, the selected items of a
  /// multiple selection the pressed item belongs to, or none when the press is on the
  /// background. `point` is in the collection view's coordinate space (content coordinates).
  /// Return `nil` for no menu. The default asks
  /// `collectionView(_:contextMenuConfigurationForItemAt:point:)` for the pressed item (the one
  /// at `point`) and returns `nil` for the background, so a delegate written for iOS 13 keeps
  /// working; implement this one and the iOS 13 method is no longer asked, as in UIKit.
  func collectionView(
    _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> ContextMenuConfiguration?

  /// The context menu for the item at `indexPath` (iOS 13; deprecated in iOS 16). Asked only
  /// through the default of `collectionView(_:contextMenuConfigurationForItemsAt:point:)`. The
  /// default returns `nil`.
  func collectionView(
    _ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
  ) -> ContextMenuConfiguration?

  /// The menu of `configuration` is about to appear; `animator` runs blocks alongside.
  func collectionView(
    _ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?)

  /// The menu of `configuration` is about to go away (an action was chosen, the user touched
  /// elsewhere, its item was deleted, or `dismissContextMenu()`).
  func collectionView(
    _ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?)

  /// The user tapped the preview of the menu of `configuration`; add the commit (presenting the
  /// preview) to `animator`.
  func collectionView(
    _ collectionView: CollectionView,
    willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
    animator: any ContextMenuInteractionCommitAnimating)

  // MARK: Layout transitions (docs/transitions.md)

  /// The transition layout for an interactive transition from `fromLayout` to `toLayout`
  /// (`startInteractiveTransition(to:completion:)`). The default returns
  /// `CollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)`.
  func collectionView(
    _ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
    newLayout toLayout: CollectionViewLayout
  ) -> CollectionViewTransitionLayout

  /// The content offset changed.
  func scrollViewDidScroll(_ scrollView: CollectionView)

  /// The user lifted the finger; `velocity` is in points per millisecond and
  /// `targetContentOffset` may be changed to choose where deceleration ends.
  func scrollViewWillEndDragging(
    _ scrollView: CollectionView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)

  /// Deceleration ended.
  func scrollViewDidEndDecelerating(_ scrollView: CollectionView)

  /// The user started dragging the content.
  func scrollViewWillBeginDragging(_ scrollView: CollectionView)

  /// The user lifted the finger; `decelerate` tells whether the content keeps moving.
  func scrollViewDidEndDragging(_ scrollView: CollectionView, willDecelerate decelerate: Bool)

  /// The content starts moving on its own after the finger lifted.
  func scrollViewWillBeginDecelerating(_ scrollView: CollectionView)

  /// An animation started by `setContentOffset(_:animated:)` ended.
  func scrollViewDidEndScrollingAnimation(_ scrollView: CollectionView)
}

extension CollectionViewDelegate {
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {}

  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {}

  /// Returns `proposedIndexPath`.
  public func collectionView(
    _ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { proposedIndexPath }

  /// Returns `true`.
  public func collectionView(
    _ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath
  )
    -> Bool
  { true }

  /// Does nothing.
  public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}

  /// Does nothing.
  public func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}

  /// Returns `true`.
  public func collectionView(
    _ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }

  /// Does nothing.
  public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}

  /// Returns `true`.
  public func collectionView(
    _ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath
  )
    -> Bool
  { true }

  /// Does nothing.
  public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}

  /// Asks `collectionView(_:contextMenuConfigurationForItemAt:point:)` for the pressed item:
  /// the one at `point` (the first of `indexPaths` if none is); `nil` for the background.
  public func collectionView(
    _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> ContextMenuConfiguration? {
    guard let indexPath = collectionView.contextMenuPressedItem(in: indexPaths, at: point) else { return nil }
    return self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPath, point: point)
  }

  /// Returns `nil`.
  public func collectionView(
    _ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
  ) -> ContextMenuConfiguration? { nil }

  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) {}

  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) {}

  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView,
    willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
    animator: any ContextMenuInteractionCommitAnimating
  ) {}

  /// Returns `CollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)`.
  public func collectionView(
    _ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
    newLayout toLayout: CollectionViewLayout
  ) -> CollectionViewTransitionLayout {
    CollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
  }

  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: CollectionView) {}

  /// Does nothing.
  public func scrollViewWillEndDragging(
    _ scrollView: CollectionView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}

  /// Does nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: CollectionView) {}

  /// Does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: CollectionView) {}

  /// Does nothing.
  public func scrollViewDidEndDragging(_ scrollView: CollectionView, willDecelerate decelerate: Bool) {}

  /// Does nothing.
  public func scrollViewWillBeginDecelerating(_ scrollView: CollectionView) {}

  /// Does nothing.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: CollectionView) {}
}
