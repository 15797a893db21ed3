/// The focus part of a collection view: UIKit's focus configuration, the focused item and the
/// item remembered for when the focus comes back (CollectionView+Focus.swift,
/// docs/selection.md §7).
struct FocusState {
  /// `CollectionView.allowsFocus`.
  var allowsFocus = false
  /// `CollectionView.allowsFocusDuringEditing`.
  var allowsFocusDuringEditing = false
  /// `CollectionView.selectionFollowsFocus`.
  var selectionFollowsFocus = false
  /// `CollectionView.remembersLastFocusedIndexPath`.
  var remembersLastFocusedIndexPath = false
  /// The focused item (data-source index path), or `nil` when the focus is outside.
  var focused: ItemPath?
  /// The item that had the focus when it last left the collection view.
  var lastFocused: ItemPath?
}
