// Touch-driven highlighting and selection, in UIKit's order (docs/selection.md §3 has each
// sequence and its sources).
//
// A finger that touches down on an item is tracked. After the content-touch delay (0.15 s of the
// touch clock: the touch events' times, moved on by `advance(by:)` between them) the delegate is
// asked `shouldHighlightItemAt`; `false` ends the tracking, `true` highlights the item. A tap
// that ends sooner is highlighted at touch-up, just before it selects, as UIKit delivers a
// delayed touch-down when the finger lifts. When the finger lifts on the same item, the
// highlight goes and the item is selected (or, with multiple selection, a selected item is
// deselected). A touch that turns into a scroll, or is cancelled, removes the highlight and
// selects nothing; so does a touch that lands while the content is moving (it only stops it).

extension CollectionView {
  /// How long a touch waits before it highlights the item under it while
  /// `delaysContentTouches` is `true`: 0.15 s, the delay `UIScrollView` is commonly measured to
  /// use before it passes a still touch to its content (docs/selection.md §3).
  public static let contentTouchDelay: TimeInterval = 0.15

  /// Sets the touch clock to `time` (never backwards) and highlights a touch whose delay ended
  /// by then: the finger was still for the whole delay, whatever this event does next.
  func advanceTouchClock(to time: TimeInterval) {
    selection.clock = max(selection.clock ?? time, time)
    highlightTouchIfDue()
    presentContextMenuIfDue()
    dragDropClockDidAdvance()
  }

  /// Moves the touch clock on by `seconds` (from `advance(by:)`), highlights a touch whose
  /// delay ends within the step and presents the context menu of a press that becomes long
  /// enough.
  func stepTouchSelection(_ seconds: TimeInterval) {
    guard let clock = selection.clock else { return }
    selection.clock = clock + seconds
    highlightTouchIfDue()
    presentContextMenuIfDue()
    dragDropClockDidAdvance()
    stepDragAutoscroll(seconds)
  }

  private func highlightTouchIfDue() {
    guard let touch = selection.touch, !touch.hasAskedToHighlight, let clock = selection.clock,
      clock >= touch.startTime + Self.contentTouchDelay
    else { return }
    askToHighlightTouch()
  }

  /// A finger touched down at `location` (view coordinates): tracks the item under it, unless
  /// selection is not allowed now or the touch stopped moving content.
  func beginTouchSelection(at location: CGPoint, time: TimeInterval, stoppedScrolling: Bool) {
    cancelTouchSelection()
    guard !stoppedScrolling, selection.isSelectionAllowed,
      let path = itemPath(underTouchAt: location)
    else { return }
    selection.touch = SelectionTouch(path: path, startTime: time)
    if !selection.delaysContentTouches { askToHighlightTouch() }
  }

  /// The finger lifted at `location`: the highlight goes and, when the finger is still on the
  /// item it touched down on, the item is selected (or deselected).
  func endTouchSelection(at location: CGPoint) {
    guard selection.touch != nil else { return }
    askToHighlightTouch()
    guard let touch = selection.touch else { return }
    removeTouchHighlight()
    guard selection.isSelectionAllowed, itemPath(underTouchAt: location) == touch.path else { return }
    userSelectItem(at: touch.path)
  }

  /// The touch turned into a scroll or was cancelled: the highlight goes (the delegate hears
  /// `didUnhighlightItemAt` if the item was highlighted) and nothing is selected.
  func cancelTouchSelection() {
    guard selection.touch != nil else { return }
    removeTouchHighlight()
  }

  /// The data-source index path of the item under `location` (view coordinates), or `nil`.
  func itemPath(underTouchAt location: CGPoint) -> ItemPath? {
    let point = CGPoint(x: location.x + contentOffset.x, y: location.y + contentOffset.y)
    guard let indexPath = indexPathForItem(at: point), let shown = ItemPath(indexPath) else { return nil }
    return dataSourcePath(forShown: shown)
  }

  /// Asks the delegate whether the touch's item should be highlighted (once per touch) and
  /// highlights it, or stops tracking the touch when the answer is `false`.
  private func askToHighlightTouch() {
    guard let touch = selection.touch, !touch.hasAskedToHighlight else { return }
    selection.touch?.hasAskedToHighlight = true
    let indexPath = touch.path.indexPath
    let should = delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
    // The delegate may have reloaded or moved things: go on only with the same touch.
    guard selection.touch?.path == touch.path else { return }
    guard should else {
      selection.touch = nil
      return
    }
    selection.touch?.isHighlighted = true
    setCellState(highlighted: true, for: touch.path)
    delegate?.collectionView(self, didHighlightItemAt: indexPath)
  }

  /// Ends the touch's tracking, removing its highlight (with `didUnhighlightItemAt`) if it has one.
  private func removeTouchHighlight() {
    guard let touch = selection.touch else { return }
    selection.touch = nil
    guard touch.isHighlighted else { return }
    setCellState(highlighted: false, for: touch.path)
    delegate?.collectionView(self, didUnhighlightItemAt: touch.path.indexPath)
  }

  /// The user tapped the item at data-source `path`: with multiple selection a selected item is
  /// deselected (`shouldDeselectItemAt`, `didDeselectItemAt`); otherwise the delegate is asked
  /// `shouldSelectItemAt` and, when it agrees, with single selection the other selected items are
  /// deselected (`didDeselectItemAt` each, in index-path order) before the item is selected
  /// (`didSelectItemAt`).
  func userSelectItem(at path: ItemPath) {
    let indexPath = path.indexPath
    if selection.isMultipleSelectionAllowed, selection.contains(path) {
      guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true,
        selection.remove(path)
      else { return }
      setCellState(selected: false, for: path)
      delegate?.collectionView(self, didDeselectItemAt: indexPath)
      return
    }
    guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
    if !selection.isMultipleSelectionAllowed {
      for other in selection.selected where other != path {
        guard selection.remove(other) else { continue }
        setCellState(selected: false, for: other)
        delegate?.collectionView(self, didDeselectItemAt: other.indexPath)
      }
    }
    guard selection.insert(path) else {
      // Already selected (single selection): UIKit tells the delegate again.
      delegate?.collectionView(self, didSelectItemAt: indexPath)
      return
    }
    setCellState(selected: true, for: path)
    delegate?.collectionView(self, didSelectItemAt: indexPath)
  }
}
