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
  ///
  /// Kept as a set (membership in O(1), for every cell shown) and sorted when read after an
  /// insertion out of order or a removal, so that selecting s items in any order costs
  /// O(s log s), not O(s²).
  var selected: [ItemPath] {
    get {
      if let sorted { return sorted }
      let made = members.sorted()
      sorted = made
      return made
    }
    set {
      members = Set(newValue)
      let ascending =
        newValue.count == members.count && zip(newValue, newValue.dropFirst()).allSatisfy { $0 < $1 }
      sorted = ascending ? newValue : nil
    }
  }

  // `members`, `sorted`, `touch` and `focus` are read for every cell shown (its selected,
  // highlighted and focused states), so the runtime exclusivity check is off for them: every
  // access is a plain load or store, an assignment whose right-hand side is evaluated first, or
  // a `Set` insertion, removal or test of an `ItemPath` (hashing two integers calls nothing
  // else); keep it so.

  /// The selected items.
  @exclusivity(unchecked) private var members: Set<ItemPath> = []
  /// `members` sorted, or `nil` when it must be sorted again.
  @exclusivity(unchecked) private var sorted: [ItemPath]? = []

  /// Whether nothing is selected. O(1).
  var isEmpty: Bool { members.isEmpty }

  /// The number of selected items. O(1).
  var count: Int { members.count }

  /// The touch that may end in a selection, if one is being tracked.
  @exclusivity(unchecked) var touch: SelectionTouch?

  /// The time of the touch clock: the time of the last touch event, plus the seconds
  /// `advance(by:)` moved since. `nil` before the first touch.
  ///
  /// Read by every frame's context-menu check, as is `contextMenu`, so the runtime exclusivity
  /// check is off for both: plain loads and stores, and `ContextMenuState.endTracking()`, which
  /// only resets fields (no call out); keep it so.
  @exclusivity(unchecked) var clock: TimeInterval?

  /// `CollectionView.lastSelectionError`.
  var lastError: CollectionViewError?

  /// The focused item and the focus configuration (CollectionView+Focus.swift).
  @exclusivity(unchecked) var focus = FocusState()

  /// The two-finger pan that may select several items
  /// (CollectionView+MultipleSelectionPan.swift).
  var pan: MultipleSelectionPan?

  /// The press that may present a context menu and the menu presented
  /// (CollectionView+ContextMenu.swift).
  @exclusivity(unchecked) var contextMenu = ContextMenuState()

  /// Whether the user (and code) may select now: `allowsSelectionDuringEditing` while editing,
  /// `allowsSelection` otherwise (UIKit's rule since iOS 14).
  var isSelectionAllowed: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }

  /// Whether more than one item may be selected now: `allowsMultipleSelectionDuringEditing`
  /// while editing, `allowsMultipleSelection` otherwise.
  var isMultipleSelectionAllowed: Bool {
    isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
  }

  /// Whether `path` is selected. O(1).
  func contains(_ path: ItemPath) -> Bool { members.contains(path) }

  /// Adds `path`; returns whether it was not selected before. O(1) amortised.
  @discardableResult
  func insert(_ path: ItemPath) -> Bool {
    guard members.insert(path).inserted else { return false }
    if let last = sorted?.last, last > path { sorted = nil } else { sorted?.append(path) }
    return true
  }

  /// Removes `path`; returns whether it was selected. O(1) amortised.
  @discardableResult
  func remove(_ path: ItemPath) -> Bool {
    guard members.remove(path) != nil else { return false }
    if sorted?.last == path { sorted?.removeLast() } else { sorted = nil }
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
