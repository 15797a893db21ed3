// The two-finger pan that selects several items (iOS 13), in UIKit's order (docs/selection.md §6
// has the rules and their sources).
//
// Two fingers touch down: the touch is handled as one finger at their midpoint (it stops a
// scroll in progress, may highlight the item under it). At the first movement, if the touch
// began on an item, the collection view does not scroll both ways and the delegate's
// `shouldBeginMultipleSelectionInteractionAt` agrees, the single touch is cancelled (its
// highlight goes), `isEditing` becomes `true`, the delegate hears
// `didBeginMultipleSelectionInteractionAt`, and from then on every item the midpoint passes over
// is selected, in the order the midpoint reaches it, while the content stays still. Otherwise
// the two fingers scroll as one would. Lifting (or cancelling) ends the selection with
// `collectionViewDidEndMultipleSelectionInteraction`.

extension CollectionView {
  /// Feeds one event of a two-finger touch: the fingers at `first` and `second` in the view's
  /// own coordinates (as `handleTouch(_:at:time:)` takes them) at `time` seconds.
  ///
  /// When the delegate agrees (`collectionView(_:shouldBeginMultipleSelectionInteractionAt:)`,
  /// by default `allowsMultipleSelectionDuringEditing`), the fingers' movement selects the items
  /// their midpoint passes over instead of scrolling: each new item is selected as a tap would
  /// select it (`shouldSelectItemAt`, then `didSelectItemAt`); items already selected, including
  /// those passed over again, stay selected without delegate calls. Otherwise the touch is a
  /// one-finger touch at the midpoint. Events with non-finite values are ignored.
  ///
  /// Trellis's own: UIKit receives touches from the system, not through a method; this is the
  /// headless way to send a two-finger touch.
  ///
  /// Not done: the content does not scroll by itself when the fingers near an edge
  /// (docs/selection.md §8).
  public func handleTwoFingerTouch(
    _ phase: TouchPhase, at first: CGPoint, and second: CGPoint, time: TimeInterval
  ) {
    guard time.isFinite, let first = usablePoint(first, name: "touch location"),
      let second = usablePoint(second, name: "touch location")
    else { return }
    let midpoint = CGPoint(x: (first.x + second.x) / 2, y: (first.y + second.y) / 2)
    switch phase {
    case .began:
      if let pan = selection.pan { endTwoFingerTouch(pan, phase: .cancelled, at: pan.start, time: time) }
      selection.pan = MultipleSelectionPan(start: midpoint, startItem: itemPath(underTouchAt: midpoint))
      handleTouch(.began, at: midpoint, time: time)
    case .moved:
      guard let pan = selection.pan else { return }
      switch pan.mode {
      case .possible:
        guard midpoint != pan.start, beginsMultipleSelection(pan) else {
          if midpoint != pan.start { selection.pan?.mode = .scrolling }
          handleTouch(.moved, at: midpoint, time: time)
          return
        }
        beginMultipleSelection(pan, at: midpoint, time: time)
      case .selecting:
        advanceTouchClock(to: time)
        selectItemsPassed(to: midpoint)
      case .scrolling:
        handleTouch(.moved, at: midpoint, time: time)
      }
    case .ended, .cancelled:
      guard let pan = selection.pan else { return }
      endTwoFingerTouch(pan, phase: phase, at: midpoint, time: time)
    }
  }

  /// Whether the still unmoved two-finger touch `pan` becomes the selecting pan: it began on an
  /// item, the content does not scroll both ways, and the delegate agrees.
  private func beginsMultipleSelection(_ pan: MultipleSelectionPan) -> Bool {
    guard let item = pan.startItem, !(canScrollHorizontally && canScrollVertically) else { return false }
    guard let delegate else { return allowsMultipleSelectionDuringEditing }
    let should = delegate.collectionView(self, shouldBeginMultipleSelectionInteractionAt: item.indexPath)
    // The delegate may have ended the touch or changed the items meanwhile.
    return should && selection.pan?.startItem == item
  }

  /// The selecting pan begins: the single touch is cancelled, editing begins, the delegate
  /// hears `didBeginMultipleSelectionInteractionAt`, and the items from the touch-down point to
  /// `midpoint` are selected.
  private func beginMultipleSelection(_ pan: MultipleSelectionPan, at midpoint: CGPoint, time: TimeInterval) {
    handleTouch(.cancelled, at: pan.start, time: time)
    selection.pan?.mode = .selecting
    selection.pan?.last = CGPoint(x: pan.start.x + contentOffset.x, y: pan.start.y + contentOffset.y)
    isEditing = true
    if let item = pan.startItem {
      delegate?.collectionView(self, didBeginMultipleSelectionInteractionAt: item.indexPath)
    }
    guard selection.pan?.mode == .selecting else { return }
    // The touch-down point itself: its item is selected first.
    selectItemsPassed(to: pan.start)
    selectItemsPassed(to: midpoint)
  }

  /// Ends the two-finger touch `pan`: the selecting pan tells the delegate; otherwise the touch
  /// ends as one finger would.
  private func endTwoFingerTouch(
    _ pan: MultipleSelectionPan, phase: TouchPhase, at midpoint: CGPoint, time: TimeInterval
  ) {
    selection.pan = nil
    guard pan.mode == .selecting else {
      handleTouch(phase, at: midpoint, time: time)
      return
    }
    advanceTouchClock(to: time)
    delegate?.collectionViewDidEndMultipleSelectionInteraction(self)
  }

  /// Selects, in the order the midpoint reaches them, the items on the segment from the last
  /// midpoint to `midpoint` (view coordinates), and makes `midpoint` the last one.
  private func selectItemsPassed(to midpoint: CGPoint) {
    guard let from = selection.pan?.last else { return }
    let to = CGPoint(x: midpoint.x + contentOffset.x, y: midpoint.y + contentOffset.y)
    selection.pan?.last = to
    for shown in itemsCrossed(from: from, to: to) {
      // A delegate call may have ended the pan.
      guard selection.pan?.mode == .selecting else { return }
      let path = dataSourcePath(forShown: shown)
      guard selection.isSelectionAllowed, itemExists(path) else { continue }
      userSelectItemKeepingSelected(at: path)
    }
  }

  /// The items (shown index paths) whose frames the segment from `from` to `to` (content
  /// coordinates) passes through, in the order it enters them (ties: lowest index path first).
  ///
  /// A frame counts when a point of the segment lies in it, the frame's left and top edges
  /// included and its right and bottom edges not (as `indexPathForItem(at:)` finds items).
  ///
  /// - Complexity: O(k log k) for the k items in the segment's bounding box, plus the layout's
  ///   query.
  func itemsCrossed(from: CGPoint, to: CGPoint) -> [ItemPath] {
    layout.prepareIfNeeded()
    let box = CGRect(
      x: min(from.x, to.x), y: min(from.y, to.y), width: abs(to.x - from.x), height: abs(to.y - from.y)
    ).insetBy(dx: -0.5, dy: -0.5)
    var entered: [(t: CGFloat, path: ItemPath)] = []
    for attributes in mirroredLayout.layoutAttributesForElements(in: box) ?? []
    where attributes.representedElementCategory == .cell && !attributes.isHidden {
      guard let path = ItemPath(attributes.indexPath),
        let t = Self.segmentEntry(from: from, to: to, into: attributes.frame)
      else { continue }
      entered.append((t, path))
    }
    entered.sort { $0.t != $1.t ? $0.t < $1.t : $0.path < $1.path }
    return entered.map(\.path)
  }

  /// Where (as a fraction 0…1 of the way from `from` to `to`) the segment enters `frame`, or
  /// `nil` when no point of it lies in the frame (left and top edges in, right and bottom out).
  static func segmentEntry(from: CGPoint, to: CGPoint, into frame: CGRect) -> CGFloat? {
    // Clip the parameter range [0, 1] to each axis's slab (Liang–Barsky).
    var low: CGFloat = 0
    var high: CGFloat = 1
    for (start, delta, minimum, maximum) in [
      (from.x, to.x - from.x, frame.minX, frame.maxX), (from.y, to.y - from.y, frame.minY, frame.maxY),
    ] {
      if delta == 0 {
        guard start >= minimum, start < maximum else { return nil }
        continue
      }
      let a = (minimum - start) / delta
      let b = (maximum - start) / delta
      low = max(low, min(a, b))
      high = min(high, max(a, b))
      guard low <= high else { return nil }
    }
    // The closed range may only touch the frame's right or bottom edge: keep it only if its
    // first or middle point lies in the half-open frame.
    func point(_ t: CGFloat) -> CGPoint {
      CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
    }
    guard frame.contains(point(low)) || frame.contains(point((low + high) / 2)) else { return nil }
    return low
  }

  /// Selects the item at data-source `path` as a tap would (`shouldSelectItemAt`,
  /// `didSelectItemAt`, with single selection the others deselected first), unless it is
  /// selected already: then nothing happens and the delegate hears nothing.
  func userSelectItemKeepingSelected(at path: ItemPath) {
    guard !selection.contains(path) else { return }
    userSelectItem(at: path)
  }
}
