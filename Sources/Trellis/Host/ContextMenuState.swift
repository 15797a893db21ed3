import TrellisControls

/// The context-menu part of a collection view's touch handling: the press that may present a
/// menu, the menu presented, and whether the rest of the touch that presented it (or dismissed
/// it) is being swallowed. Kept in `SelectionState.contextMenu`; the collection view's work with
/// it is in CollectionView+ContextMenu.swift (docs/context-menus.md §3).
struct ContextMenuState {
  /// A finger that touched down and has not moved away or lifted yet.
  struct Press {
    /// Where the finger touched down (view coordinates).
    var location: CGPoint
    /// When it touched down (the touch clock).
    var startTime: TimeInterval
  }

  /// The press being timed, if any.
  var press: Press?
  /// The menu on screen, if any.
  var presented: PresentedContextMenu?
  /// Whether the touch in progress belongs to the menu (it presented or dismissed it): its
  /// remaining events neither scroll nor select.
  var swallowsTouch = false
  /// Whether the touch in progress may choose on the menu: the touch that presented it, or one
  /// that began on the panel or the preview.
  var tracksMenu = false
  /// The tappable row under the tracking finger (an index in `ContextMenuLayout.rows`); lifting
  /// the finger on it chooses it.
  var highlightedRow: Int?
  /// Whether the tracking touch began on the preview (lifting it there commits the preview).
  var beganOnPreview = false
  /// Where the finger that presented the menu pressed (view coordinates), until it moves more
  /// than `CollectionView.contextMenuAllowableMovement` from there: until then it highlights no
  /// row, so a finger that rests where a panel appeared under it chooses nothing.
  var presentingLocation: CGPoint?

  /// Forgets the tracking of the touch in progress.
  mutating func endTracking() {
    swallowsTouch = false
    tracksMenu = false
    highlightedRow = nil
    beganOnPreview = false
    presentingLocation = nil
  }
}
