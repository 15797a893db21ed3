// A list row showing its swipe actions (docs/lists.md §6): the row's own views move by the
// offset and the actions' buttons fill the space they leave.

extension CollectionViewListCell {
  /// Shows buttons for `actions` with the content moved by `offset`.
  func showSwipeActions(_ actions: [ContextualAction], offset: CGFloat) {
    for view in swipeActionViews { view.removeFromSuperview() }
    swipeActionViews = actions.map { SwipeActionView(action: $0) }
    for view in swipeActionViews { addSubview(view) }
    setSwipeOffset(offset)
  }

  /// Moves the content by `offset` (0 closes nothing by itself; see `hideSwipeActions()`).
  func setSwipeOffset(_ offset: CGFloat) {
    let wasSwiped = swipeOffset != 0
    swipeOffset = offset.isFinite ? offset : 0
    if wasSwiped != (swipeOffset != 0) { setNeedsUpdateConfiguration() }
    setNeedsLayout()
    layoutIfNeeded()
  }

  /// Removes the actions and puts the content back.
  func hideSwipeActions() {
    for view in swipeActionViews { view.removeFromSuperview() }
    swipeActionViews = []
    setSwipeOffset(0)
  }

  /// The width the actions want together.
  var swipeActionsWidth: CGFloat { swipeActionViews.reduce(0) { $0 + $1.naturalWidth } }

  /// The index of the action whose button contains `point` (cell coordinates), or `nil`.
  func swipeActionIndex(at point: CGPoint) -> Int? {
    swipeActionViews.firstIndex { !$0.isHidden && $0.frame.contains(point) }
  }

  /// Moves the row's views by the offset and lays out the buttons in the space revealed: the
  /// first action at the edge, each as wide as its natural width times the revealed fraction,
  /// the first taking whatever the offset has beyond the actions' width (a full swipe).
  func layoutSwipeActions() {
    let offset = swipeOffset
    guard offset != 0 || !swipeActionViews.isEmpty || subviews.contains(where: { $0.transform != .identity })
    else {
      return
    }
    let actionViews = Set(swipeActionViews.map(ObjectIdentifier.init))
    let shift = offset == 0 ? CGAffineTransform.identity : CGAffineTransform(translationX: offset, y: 0)
    for view in subviews where !actionViews.contains(ObjectIdentifier(view)) && view.transform != shift {
      view.transform = shift
    }
    guard !swipeActionViews.isEmpty else { return }
    let total = swipeActionsWidth
    let magnitude = abs(offset)
    let scale = total > 0 ? min(1, magnitude / total) : 0
    let extra = max(0, magnitude - total)
    // From the edge inwards: on the right edge when the content moved left, on the left when
    // it moved right.
    var edge: CGFloat = offset < 0 ? bounds.width : 0
    for (index, view) in swipeActionViews.enumerated() {
      var width = view.naturalWidth * scale
      if index == 0 { width += extra }
      let x = offset < 0 ? edge - width : edge
      view.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
      view.isHidden = width <= 0
      edge = offset < 0 ? edge - width : edge + width
    }
  }
}
