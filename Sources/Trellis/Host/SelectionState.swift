/// The selection part of a collection view: UIKit's selection configuration, the selected items,
/// the touch that may become a selection, and the last refused selection call.
///
/// The collection view's work with it (the public selection methods, the cells' states, the
/// remapping through batch updates) is in CollectionView+Selection.swift; the touch sequence is
/// in CollectionView+TouchSelection.swift. docs/selection.md has the rules and their sources.
@MainActor
final class SelectionState {
  /// `UICollectionView`'s selection configuration, with its defaults.
  var allowsSelection = true
  var allowsMultipleSelection = false
  var isEditing = false
  var allowsSelectionDuringEditing = false
  var allowsMultipleSelectionDuringEditing = false
  /// `UIScrollView.delaysContentTouches`.
  var delaysContentTouches = true

  /// The selected items, by their index paths in the data source: sorted, without duplicates.
  var selected: [ItemPath] = []

  /// The touch that may end in a selection, if one is being tracked.
  var touch: SelectionTouch?

  /// The time of the touch clock: the time of the last touch event, plus the seconds
  /// `advance(by:)` moved since. `nil` before the first touch.
  var clock: TimeInterval?

  /// `CollectionView.lastSelectionError`.
  var lastError: CollectionViewError?

  /// Whether the user (and code) may select now: `allowsSelectionDuringEditing` while editing,
  /// `allowsSelection` otherwise (UIKit's rule since iOS 14).
  var isSelectionAllowed: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }

  /// Whether more than one item may be selected now: `allowsMultipleSelectionDuringEditing`
  /// while editing, `allowsMultipleSelection` otherwise.
  var isMultipleSelectionAllowed: Bool {
    isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
  }

  /// The position of `path` in `selected`, or where it would be inserted.
  ///
  /// - Complexity: O(log s) for s selected items.
  func insertionIndex(of path: ItemPath) -> Int {
    var low = 0
    var high = selected.count
    while low < high {
      let mid = (low + high) >> 1
      if selected[mid] < path { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// Whether `path` is selected. O(log s).
  func contains(_ path: ItemPath) -> Bool {
    let index = insertionIndex(of: path)
    return index < selected.count && selected[index] == path
  }

  /// Adds `path`; returns whether it was not selected before.
  @discardableResult
  func insert(_ path: ItemPath) -> Bool {
    let index = insertionIndex(of: path)
    guard index == selected.count || selected[index] != path else { return false }
    selected.insert(path, at: index)
    return true
  }

  /// Removes `path`; returns whether it was selected.
  @discardableResult
  func remove(_ path: ItemPath) -> Bool {
    let index = insertionIndex(of: path)
    guard index < selected.count, selected[index] == path else { return false }
    selected.remove(at: index)
    return true
  }
}

/// A finger that touched down on an item and may select it when it lifts.
struct SelectionTouch {
  /// The item under the finger at touch-down (its index path in the data source).
  var path: ItemPath
  /// When the finger touched down (the touch clock).
  var startTime: TimeInterval
  /// Whether the collection view has asked `shouldHighlightItemAt` yet: after the content-touch
  /// delay, or at once when `delaysContentTouches` is `false`, or at touch-up for a quicker tap.
  var hasAskedToHighlight = false
  /// Whether the item is highlighted by this touch.
  var isHighlighted = false
}
