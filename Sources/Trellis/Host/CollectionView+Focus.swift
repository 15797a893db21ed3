// Keyboard focus (iOS 15): which item has the focus, how the arrow keys and tab move it through
// the layout's geometry, and the selection that follows it. The rules and their sources are in
// docs/selection.md §7.
//
// The focused item is kept by index path in the data source, as the selection is, and follows
// its item through batch updates (CollectionView+Selection.swift).

extension CollectionView {
  /// Whether items can have the focus outside editing (iOS 15). The default is `false`.
  /// `collectionView(_:canFocusItemAt:)`, when the delegate implements it, decides instead.
  ///
  /// UIKit difference: UIKit picks the default by platform (a keyboard-driven Mac Catalyst app
  /// differs from a phone); Trellis always starts with `false`.
  public var allowsFocus: Bool {
    get { selection.focus.allowsFocus }
    set { selection.focus.allowsFocus = newValue }
  }

  /// Whether items can have the focus while editing (iOS 15). The default is `false`.
  public var allowsFocusDuringEditing: Bool {
    get { selection.focus.allowsFocusDuringEditing }
    set { selection.focus.allowsFocusDuringEditing = newValue }
  }

  /// Whether moving the focus to an item selects it (iOS 14), as a tap would: the delegate is
  /// asked `shouldSelectItemAt` and hears `didSelectItemAt`, and with single selection the
  /// previously selected item is deselected first (`didDeselectItemAt`). An item already
  /// selected stays selected. The default is `false`; the delegate's
  /// `collectionView(_:selectionFollowsFocusForItemAt:)` decides per item.
  ///
  /// UIKit difference: UIKit picks the default by platform; Trellis always starts with `false`.
  public var selectionFollowsFocus: Bool {
    get { selection.focus.selectionFollowsFocus }
    set { selection.focus.selectionFollowsFocus = newValue }
  }

  /// Whether the focus, coming back into the collection view, returns to the item that had it
  /// when it left. The default is `false` (UIKit's default).
  public var remembersLastFocusedIndexPath: Bool {
    get { selection.focus.remembersLastFocusedIndexPath }
    set { selection.focus.remembersLastFocusedIndexPath = newValue }
  }

  /// The index path of the item that has the focus, or `nil` when the focus is outside the
  /// collection view.
  ///
  /// Trellis's own: UIKit asks its focus system (`UIFocusSystem.focusedItem`), which Trellis
  /// does not have.
  public var indexPathForFocusedItem: IndexPath? { selection.focus.focused?.indexPath }

  /// Moves the focus as a key press would: the arrow keys (`.up`, `.down`, `.left`, `.right`)
  /// go to the nearest focusable item in that direction by the layout's frames, tab and
  /// shift-tab (`.next`, `.previous`) to the next or previous focusable item in index-path
  /// order. When no item has the focus, the focus enters the collection view (whatever the
  /// heading): the remembered item (`remembersLastFocusedIndexPath`), else the delegate's
  /// `indexPathForPreferredFocusedView(in:)`, else the first focusable item in index-path order.
  ///
  /// An item is focusable when `collectionView(_:canFocusItemAt:)` says so (by default
  /// `allowsFocus`, or `allowsFocusDuringEditing` while editing). The delegate is asked
  /// `shouldUpdateFocusIn` (`false` changes nothing) and then hears `didUpdateFocusIn`; the cells'
  /// `isFocused` follow; with `selectionFollowsFocus` the item is then selected.
  ///
  /// Trellis's own: UIKit's focus engine moves the focus from hardware key presses and has no
  /// public method for it. The name is UIKit's word for the movement (`UIFocusHeading`).
  ///
  /// - Returns: whether the focus moved; `false` when no focusable item lies that way, the
  ///   heading is empty or combines several directions, or the delegate refused.
  /// - Complexity: O(n log n) for the n items on the heading's side, plus the layout's query; a
  ///   refused item costs one `canFocusItemAt` call.
  @discardableResult
  public func moveFocus(_ heading: FocusHeading) -> Bool {
    guard Self.singleHeadings.contains(heading) else { return false }
    layoutIfNeeded()
    guard let current = selection.focus.focused else {
      guard let entry = focusEntryItem() else { return false }
      return updateFocus(to: entry, heading: heading)
    }
    let next: ItemPath?
    if heading == .next || heading == .previous {
      next = orderedFocusCandidate(after: current, forward: heading == .next)
    } else {
      next = geometricFocusCandidate(from: current, heading: heading)
    }
    guard let next else { return false }
    return updateFocus(to: next, heading: heading)
  }

  /// Takes the focus out of the collection view (tab to a view outside, or a click elsewhere);
  /// the item is remembered for `remembersLastFocusedIndexPath`. The delegate is asked
  /// `shouldUpdateFocusIn` and hears `didUpdateFocusIn` with a `nil` next index path.
  ///
  /// Trellis's own, as `moveFocus(_:)` is.
  ///
  /// - Returns: whether the focus left (`false` when no item had it or the delegate refused).
  @discardableResult
  public func resignFocus() -> Bool {
    guard selection.focus.focused != nil else { return false }
    return updateFocus(to: nil, heading: [])
  }

  /// The four arrow headings and tab's two; a combination is not one key.
  private static let singleHeadings: [FocusHeading] = [.up, .down, .left, .right, .next, .previous]

  /// Whether the item at data-source `path` can have the focus now.
  func canFocusItem(_ path: ItemPath) -> Bool {
    if let delegate { return delegate.collectionView(self, canFocusItemAt: path.indexPath) }
    return isEditing ? allowsFocusDuringEditing : allowsFocus
  }

  /// The item the focus goes to when it enters: the remembered one, the delegate's preferred
  /// one, or the first focusable item in index-path order (each only if it exists and is
  /// focusable). A preferred index path that names no item is recorded in `lastSelectionError`.
  private func focusEntryItem() -> ItemPath? {
    if remembersLastFocusedIndexPath, let last = selection.focus.lastFocused, itemExists(last),
      canFocusItem(last)
    {
      return last
    }
    if let preferred = delegate?.indexPathForPreferredFocusedView(in: self),
      let path = existingPath(
        preferred, caller: "indexPathForPreferredFocusedView(in:)",
        outcome: "the first focusable item gets the focus instead"),
      canFocusItem(path)
    {
      return path
    }
    let counts = itemCounts
    for section in counts.indices {
      for item in 0..<counts[section] {
        let path = dataSourcePath(forShown: ItemPath(section: section, item: item))
        if canFocusItem(path) { return path }
      }
    }
    return nil
  }

  /// Whether data-source `path` names an item now.
  func itemExists(_ path: ItemPath) -> Bool {
    let counts = movement?.originalCounts ?? itemCounts
    return path.section >= 0 && path.section < counts.count && path.item >= 0
      && path.item < counts[path.section]
  }

  /// The next (or previous) focusable item after data-source `current`, in the order the items
  /// are shown; `nil` at the end (the focus does not wrap).
  private func orderedFocusCandidate(after current: ItemPath, forward: Bool) -> ItemPath? {
    let counts = itemCounts
    var shown = shownPath(forDataSource: current)
    guard shown.section >= 0, shown.section < counts.count else { return nil }
    while true {
      if forward {
        if shown.item + 1 < counts[shown.section] {
          shown = ItemPath(section: shown.section, item: shown.item + 1)
        } else {
          guard let section = (shown.section + 1..<counts.count).first(where: { counts[$0] > 0 }) else {
            return nil
          }
          shown = ItemPath(section: section, item: 0)
        }
      } else {
        if shown.item > 0 {
          shown = ItemPath(section: shown.section, item: shown.item - 1)
        } else {
          guard let section = (0..<shown.section).last(where: { counts[$0] > 0 }) else { return nil }
          shown = ItemPath(section: section, item: counts[section] - 1)
        }
      }
      let path = dataSourcePath(forShown: shown)
      if canFocusItem(path) { return path }
    }
  }

  /// The focusable item nearest to data-source `current` in the direction of `heading` (an
  /// arrow), by the layout's frames (docs/selection.md §7): only items wholly beyond the
  /// current frame's edge on that side count; those that overlap the current frame across the
  /// direction (the same row for left and right, the same column for up and down) come first;
  /// then the smallest gap along the direction, then the smallest distance between centres
  /// across it, then the lowest index path.
  private func geometricFocusCandidate(from current: ItemPath, heading: FocusHeading) -> ItemPath? {
    let shown = shownPath(forDataSource: current)
    layout.prepareIfNeeded()
    guard let frame = mirroredLayout.layoutAttributesForItem(at: shown.indexPath)?.frame else { return nil }
    // The side of the focused frame's edge, reaching 1 point back over the edge so that an
    // item touching it is returned by layouts that leave out rectangles sharing only an edge.
    // `far` must stay small enough that adding a frame coordinate to it is exact: with
    // LayoutLimits.maximumCoordinate (1e20) the left and up regions collapsed to x, y ≤ 0.
    let extent =
      [contentSize.width, contentSize.height, frame.minX, frame.maxX, frame.minY, frame.maxY]
      .map(abs).max() ?? 0
    let far = min(LayoutLimits.maximumCoordinate, 2 * extent + 1_000_000)
    let region: CGRect
    switch heading {
    case .right: region = CGRect(x: frame.maxX - 1, y: -far, width: far - frame.maxX + 1, height: 2 * far)
    case .left: region = CGRect(x: -far, y: -far, width: frame.minX + 1 + far, height: 2 * far)
    case .down: region = CGRect(x: -far, y: frame.maxY - 1, width: 2 * far, height: far - frame.maxY + 1)
    default: region = CGRect(x: -far, y: -far, width: 2 * far, height: frame.minY + 1 + far)
    }
    let horizontal = heading == .left || heading == .right
    var scored: [(overlaps: Bool, gap: CGFloat, across: CGFloat, path: ItemPath)] = []
    for attributes in mirroredLayout.layoutAttributesForElements(in: region) ?? []
    where attributes.representedElementCategory == .cell && !attributes.isHidden {
      guard let path = ItemPath(attributes.indexPath), path != shown else { continue }
      let other = attributes.frame
      let gap: CGFloat
      switch heading {
      case .right: gap = other.minX - frame.maxX
      case .left: gap = frame.minX - other.maxX
      case .down: gap = other.minY - frame.maxY
      default: gap = frame.minY - other.maxY
      }
      guard gap >= 0 else { continue }
      let overlaps =
        horizontal
        ? other.minY < frame.maxY && other.maxY > frame.minY
        : other.minX < frame.maxX && other.maxX > frame.minX
      let across = horizontal ? abs(other.midY - frame.midY) : abs(other.midX - frame.midX)
      scored.append((overlaps, gap, across, path))
    }
    scored.sort { a, b in
      if a.overlaps != b.overlaps { return a.overlaps }
      if a.gap != b.gap { return a.gap < b.gap }
      if a.across != b.across { return a.across < b.across }
      return a.path < b.path
    }
    for candidate in scored {
      let path = dataSourcePath(forShown: candidate.path)
      if canFocusItem(path) { return path }
    }
    return nil
  }

  /// Moves the focus to data-source `next` (`nil`: out of the collection view), asking the
  /// delegate first; returns whether it moved.
  private func updateFocus(to next: ItemPath?, heading: FocusHeading) -> Bool {
    let previous = selection.focus.focused
    guard next != previous else { return false }
    let context = CollectionViewFocusUpdateContext(
      previouslyFocusedIndexPath: previous?.indexPath, nextFocusedIndexPath: next?.indexPath,
      focusHeading: heading)
    guard delegate?.collectionView(self, shouldUpdateFocusIn: context) ?? true else { return false }
    // The delegate may have changed the focus or the items meanwhile: go on only from the same
    // state, with an item that still exists.
    guard selection.focus.focused == previous, next.map(itemExists) ?? true else { return false }
    selection.focus.focused = next
    if next == nil { selection.focus.lastFocused = previous }
    if let previous { setCellState(focused: false, for: previous) }
    if let next { setCellState(focused: true, for: next) }
    let coordinator = FocusAnimationCoordinator()
    delegate?.collectionView(self, didUpdateFocusIn: context, with: coordinator)
    coordinator.finish()
    if let next, selection.focus.focused == next, selection.isSelectionAllowed,
      delegate?.collectionView(self, selectionFollowsFocusForItemAt: next.indexPath) ?? selectionFollowsFocus
    {
      userSelectItemKeepingSelected(at: next)
    }
    return true
  }

  /// Sets `isFocused` of the visible cell of the item at data-source `path`, if there is one.
  func setCellState(focused: Bool, for path: ItemPath) {
    guard let cell = visibleCell(forDataSource: path), cell.isFocused != focused else { return }
    cell.isFocused = focused
  }
}
