// Touch input: a finger on the view, fed in with timestamps, drives the pan recognizer and the
// drag (see CollectionView+ScrollingPhysics.swift for what the drag does).

extension CollectionView {
  /// Feeds one touch event: a finger at `location` in the view's own coordinates (relative to
  /// the frame origin, like a finger on the screen, not to the content) at `time` seconds.
  ///
  /// `.began` catches any scrolling in progress (it stops where it is) and starts tracking;
  /// the first `.moved` begins the pan and the drag; later moves drag the content with the
  /// finger; `.ended` releases it with the finger's velocity (a fling, a spring back, or paging);
  /// `.cancelled` releases it without velocity. Events with non-finite values are ignored;
  /// locations beyond ±`LayoutLimits.maximumCoordinate` are clamped.
  ///
  /// The same touches highlight and select items (CollectionView+TouchSelection.swift,
  /// docs/selection.md): a touch that begins on an item highlights it after
  /// `contentTouchDelay` (measured on the touch times and the `advance(by:)` steps between
  /// them) and selects it when the finger lifts on it; a touch that scrolls selects nothing.
  /// A finger held still for `contextMenuPressDuration` asks the delegate for a context menu
  /// (CollectionView+ContextMenu.swift, docs/context-menus.md).
  ///
  /// UIKit difference: the pan begins with the first movement (no 10-point hysteresis).
  public func handleTouch(_ phase: TouchPhase, at location: CGPoint, time: TimeInterval) {
    guard time.isFinite, let location = usablePoint(location, name: "touch location") else { return }
    advanceTouchClock(to: time)
    // A drag lifted, moving or ending (CollectionView+DragAndDrop.swift).
    if handleDragTouch(phase, at: location, time: time) { return }
    // A touch that presents, or dismisses, a context menu does nothing else
    // (CollectionView+ContextMenu.swift).
    if handleContextMenuTouch(phase, at: location, time: time) { return }
    // A sideways drag on a list row with swipe actions, or a touch while they are open
    // (CellSwipeDriving.swift).
    if routeTouchToSwipe(phase, at: location) { return }
    let pan = panGestureRecognizer
    guard pan.isEnabled else {
      // No scrolling: the touch can only select.
      switch phase {
      case .began: beginTouchSelection(at: location, time: time, stoppedScrolling: false)
      case .moved: break
      case .ended:
        if offerTapToCell(at: location) { cancelTouchSelection() } else { endTouchSelection(at: location) }
      case .cancelled: cancelTouchSelection()
      }
      return
    }
    switch phase {
    case .began:
      isTracking = true
      pan.reset(at: location, time: time)
      pan.state = .possible
      let wasMoving = !scrolling.motionX.isIdle || !scrolling.motionY.isIdle
      if wasMoving {
        stopScrollMotion()
      }
      scrolling.dragStartRawOffset = rawOffsetForCurrentOffset()
      scrolling.pageStartOffset = contentOffset
      beginNestedTouch(at: location)
      beginTouchSelection(at: location, time: time, stoppedScrolling: wasMoving)
    case .moved:
      guard isTracking else { return }
      pan.record(location, time: time)
      if moveNestedTouch() {
        // A region of the content scrolls with the finger: the touch is a scroll.
        cancelTouchSelection()
        return
      }
      guard isScrollEnabled else { return }
      let translation = pan.translation(in: self)
      switch pan.state {
      case .possible:
        guard translation != .zero else { return }
        cancelTouchSelection()
        pan.state = .began
        isDragging = true
        delegate?.scrollViewWillBeginDragging(self)
      default:
        pan.state = .changed
      }
      let raw = CGPoint(
        x: scrolling.dragStartRawOffset.x - translation.x, y: scrolling.dragStartRawOffset.y - translation.y)
      contentOffset = draggedOffset(raw: raw)
    case .ended:
      guard isTracking else { return }
      pan.record(location, time: time)
      isTracking = false
      if releaseNestedTouch(fingerVelocity: pan.velocity(in: self)) { return }
      if pan.state == .began || pan.state == .changed {
        pan.state = .ended
        endDragging(fingerVelocity: pan.velocity(in: self))
      } else {
        pan.state = .failed
        if offerTapToCell(at: location) { cancelTouchSelection() } else { endTouchSelection(at: location) }
      }
    case .cancelled:
      cancelTouchSelection()
      guard isTracking else { return }
      isTracking = false
      if releaseNestedTouch(fingerVelocity: .zero) { return }
      if pan.state == .began || pan.state == .changed {
        pan.state = .cancelled
        endDragging(fingerVelocity: .zero)
      } else {
        pan.state = .failed
      }
    }
  }
}
