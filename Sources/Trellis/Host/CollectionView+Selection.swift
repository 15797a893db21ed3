// Selection: the programmatic selection methods, the selected and highlighted states of the
// cells, and the selection following its items through batch updates, interactive movement and
// reloads. The rules and their sources are in docs/selection.md.
//
// The selection is kept by index path in the data source (`SelectionState.selected`). A cell
// gets its states whenever it is displayed (`willDisplay`), so a cell dequeued or reused for a
// selected item comes out selected and one for an unselected item does not, whatever it showed
// before.

extension CollectionView {
  /// The last selection call refused because its index path does not exist (a section or item
  /// out of range, a negative index, or not a two-index path), or `nil`. Set it to `nil` to watch
  /// for the next one.
  ///
  /// UIKit difference: UIKit documents nothing for an index path outside the data; Trellis
  /// changes nothing and records the reason here.
  public var lastSelectionError: CollectionViewError? {
    get { selection.lastError }
    set { selection.lastError = newValue }
  }

  /// The implementation of `indexPathsForSelectedItems` (see the declaration in CollectionView.swift).
  var _indexPathsForSelectedItems: [IndexPath]? {
    selection.isEmpty ? nil : selection.selected.map(\.indexPath)
  }

  /// The implementation of `selectItem` (see the declaration in CollectionView.swift).
  func _selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard selection.isSelectionAllowed else { return }
    guard let indexPath else {
      for path in selection.selected { setCellState(selected: false, for: path) }
      selection.selected.removeAll()
      return
    }
    guard let path = existingPath(indexPath, caller: "selectItem(at:animated:scrollPosition:)") else {
      return
    }
    if !selection.isMultipleSelectionAllowed {
      for other in selection.selected where other != path { setCellState(selected: false, for: other) }
      selection.selected.removeAll { $0 != path }
    }
    selection.insert(path)
    setCellState(selected: true, for: path)
    if !scrollPosition.isEmpty {
      scrollToItem(at: shownPath(forDataSource: path).indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// The implementation of `deselectItem` (see the declaration in CollectionView.swift).
  func _deselectItem(at indexPath: IndexPath, animated: Bool) {
    guard selection.isSelectionAllowed,
      let path = existingPath(indexPath, caller: "deselectItem(at:animated:)"),
      selection.remove(path)
    else { return }
    setCellState(selected: false, for: path)
  }

  /// `indexPath` as an item of the data source, or `nil` (recorded in `lastSelectionError`, in
  /// the words of `caller`, with `outcome` saying what happens instead) when it names no item.
  func existingPath(
    _ indexPath: IndexPath, caller: String, outcome: String = "the selection is unchanged"
  ) -> ItemPath? {
    guard let path = ItemPath(indexPath), path.section >= 0, path.item >= 0 else {
      selection.lastError = CollectionViewError(
        .invalidIndexPath,
        "\(caller): \(indexPath) is not an item's index path (two non-negative indexes: section and item); "
          + outcome)
      return nil
    }
    let counts = movement?.originalCounts ?? itemCounts
    guard path.section < counts.count else {
      selection.lastError = CollectionViewError(
        .sectionOutOfRange,
        "\(caller): section \(path.section) of \(path.text) does not exist (the collection view has "
          + "\(counts.count) sections); \(outcome)")
      return nil
    }
    guard path.item < counts[path.section] else {
      selection.lastError = CollectionViewError(
        .itemOutOfRange,
        "\(caller): item \(path.item) of \(path.text) does not exist (section \(path.section) has "
          + "\(counts[path.section]) items); \(outcome)")
      return nil
    }
    return path
  }

  // MARK: - Cell states

  /// The index path the item at data-source `path` is shown at: itself, or its in-flight path
  /// during interactive movement.
  func shownPath(forDataSource path: ItemPath) -> ItemPath {
    movement?.inFlightPath(forOriginal: path) ?? path
  }

  /// The data-source index path of the item shown at `path`.
  func dataSourcePath(forShown path: ItemPath) -> ItemPath {
    movement?.originalPath(forInFlight: path) ?? path
  }

  /// The visible cell of the item at data-source `path`, if any.
  func visibleCell(forDataSource path: ItemPath) -> CollectionViewCell? {
    guard let index = visibleIndex(of: .cell(shownPath(forDataSource: path))) else { return nil }
    return visibleSet.elements[index].view as? CollectionViewCell
  }

  /// Sets `isSelected` of the visible cell of the item at data-source `path`, if there is one.
  func setCellState(selected: Bool, for path: ItemPath) {
    guard let cell = visibleCell(forDataSource: path), cell.isSelected != selected else { return }
    cell.isSelected = selected
  }

  /// Sets `isHighlighted` of the visible cell of the item at data-source `path`, if there is one.
  func setCellState(highlighted: Bool, for path: ItemPath) {
    guard let cell = visibleCell(forDataSource: path), cell.isHighlighted != highlighted else { return }
    cell.isHighlighted = highlighted
  }

  /// Gives `cell`, about to be displayed for the item shown at `path`, the item's selected,
  /// highlighted and focused states.
  ///
  /// - Complexity: O(log s) for s selected items; O(1) when nothing is selected or highlighted.
  func applySelectionState(to cell: CollectionViewCell, shownAt path: ItemPath) {
    var isSelected = false
    var isHighlighted = false
    var isFocused = false
    if !selection.isEmpty || selection.touch?.isHighlighted == true || selection.focus.focused != nil {
      let item = dataSourcePath(forShown: path)
      isSelected = selection.contains(item)
      if let touch = selection.touch, touch.isHighlighted, touch.path == item { isHighlighted = true }
      isFocused = selection.focus.focused == item
    }
    if cell.isSelected != isSelected { cell.isSelected = isSelected }
    if cell.isHighlighted != isHighlighted { cell.isHighlighted = isHighlighted }
    if cell.isFocused != isFocused { cell.isFocused = isFocused }
  }

  // MARK: - Following the items

  /// Moves the selection (and the item a touch is on, the focused item and the remembered one)
  /// to the items' index paths after the batch `map`. Deleted items leave the selection; so do
  /// reloaded items and the items of deleted or reloaded sections (a reload is a delete and an
  /// insert; docs/selection.md §5). A focused item that goes loses the focus, without delegate
  /// calls (docs/selection.md §7).
  ///
  /// - Complexity: O(s log m + s log s) for s selected items and m updates.
  func remapSelection(_ map: UpdateMap) {
    if !selection.isEmpty {
      var remapped: [ItemPath] = []
      remapped.reserveCapacity(selection.selected.count)
      for path in selection.selected where !map.isReloaded(old: path) {
        if let newPath = map.newPath(forOld: path) { remapped.append(newPath) }
      }
      remapped.sort()
      selection.selected = remapped
    }
    if let touch = selection.touch {
      if !map.isReloaded(old: touch.path), let newPath = map.newPath(forOld: touch.path) {
        selection.touch?.path = newPath
      } else {
        selection.touch = nil
      }
    }
    if let focused = selection.focus.focused {
      selection.focus.focused = map.isReloaded(old: focused) ? nil : map.newPath(forOld: focused)
    }
    if let last = selection.focus.lastFocused {
      selection.focus.lastFocused = map.isReloaded(old: last) ? nil : map.newPath(forOld: last)
    }
    if let pan = selection.pan, let start = pan.startItem {
      selection.pan?.startItem = map.isReloaded(old: start) ? nil : map.newPath(forOld: start)
    }
  }

  /// Moves the selection along with an item moved interactively from `original` to `final`
  /// (the data source heard `moveItemAt`): the other items close up and make room.
  func remapSelectionAfterMovement(_ state: InteractiveMovement) {
    guard state.original != state.target else { return }
    selection.focus.focused = selection.focus.focused.map { state.inFlightPath(forOriginal: $0) }
    selection.focus.lastFocused = selection.focus.lastFocused.map { state.inFlightPath(forOriginal: $0) }
    guard !selection.isEmpty else { return }
    selection.selected = selection.selected.map { state.inFlightPath(forOriginal: $0) }.sorted()
  }

  /// Empties the selection and forgets the touch's item, the focused and the remembered item,
  /// for `reloadData()` and a new data source: their index paths may name other items now. No
  /// selection or focus delegate method is called; a presented context menu is dismissed
  /// (`willEndContextMenuInteraction`).
  func clearSelectionForReload() {
    selection.selected.removeAll()
    selection.touch = nil
    selection.focus.focused = nil
    selection.focus.lastFocused = nil
    dismissContextMenu()
  }
}
