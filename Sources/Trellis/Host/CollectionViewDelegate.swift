import TrellisControls

/// The object that hears about a collection view's display, scrolling, movement, highlighting,
/// selection, focus, context-menu and layout-transition events.
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

  // MARK: Multiple selection with a two-finger pan (docs/selection.md §6)

  /// Whether the two-finger pan that began on the item at `indexPath` may select several items
  /// (iOS 13). Asked when the pan is recognized, before the collection view sets `isEditing` to
  /// `true`. The default returns the collection view's `allowsMultipleSelectionDuringEditing`,
  /// which UIKit uses when the method is not implemented.
  func collectionView(
    _ collectionView: CollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool

  /// The two-finger pan that began on the item at `indexPath` started selecting items; the
  /// collection view is in editing mode now.
  func collectionView(
    _ collectionView: CollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)

  /// The fingers of the selecting two-finger pan lifted (or the touch was cancelled).
  func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: CollectionView)

  // MARK: Focus (docs/selection.md §7)

  /// Whether the item at `indexPath` can have the focus. The default returns
  /// `allowsFocusDuringEditing` while editing and `allowsFocus` otherwise (UIKit: the method's
  /// answer takes precedence over those properties).
  func collectionView(_ collectionView: CollectionView, canFocusItemAt indexPath: IndexPath) -> Bool

  /// Whether the focus may move as `context` describes. The default returns `true`.
  func collectionView(
    _ collectionView: CollectionView, shouldUpdateFocusIn context: CollectionViewFocusUpdateContext
  ) -> Bool

  /// The focus moved as `context` describes; animations added to `coordinator` run with the change.
  func collectionView(
    _ collectionView: CollectionView, didUpdateFocusIn context: CollectionViewFocusUpdateContext,
    with coordinator: FocusAnimationCoordinator)

  /// The item the focus should go to when it enters the collection view, or `nil` for the
  /// collection view's own choice. Not asked while `remembersLastFocusedIndexPath` has an item to
  /// return to. The default returns `nil`.
  func indexPathForPreferredFocusedView(in collectionView: CollectionView) -> IndexPath?

  /// Whether focusing the item at `indexPath` selects it (iOS 15). The default returns the
  /// collection view's `selectionFollowsFocus`.
  func collectionView(
    _ collectionView: CollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath
  )
    -> Bool

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

  /// Returns `collectionView.allowsMultipleSelectionDuringEditing`.
  public func collectionView(
    _ collectionView: CollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool { collectionView.allowsMultipleSelectionDuringEditing }

  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  public func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: CollectionView) {}

  /// Returns `allowsFocusDuringEditing` while editing, `allowsFocus` otherwise.
  public func collectionView(_ collectionView: CollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
    collectionView.isEditing ? collectionView.allowsFocusDuringEditing : collectionView.allowsFocus
  }

  /// Returns `true`.
  public func collectionView(
    _ collectionView: CollectionView, shouldUpdateFocusIn context: CollectionViewFocusUpdateContext
  ) -> Bool { true }

  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, didUpdateFocusIn context: CollectionViewFocusUpdateContext,
    with coordinator: FocusAnimationCoordinator
  ) {}

  /// Returns `nil`.
  public func indexPathForPreferredFocusedView(in collectionView: CollectionView) -> IndexPath? { nil }

  /// Returns `collectionView.selectionFollowsFocus`.
  public func collectionView(
    _ collectionView: CollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath
  ) -> Bool { collectionView.selectionFollowsFocus }

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
