/// A two-finger touch that may become the pan that selects several items
/// (CollectionView+MultipleSelectionPan.swift, docs/selection.md §6).
struct MultipleSelectionPan {
  /// What the touch has become.
  enum Mode {
    /// The fingers have not moved yet.
    case possible
    /// The pan selects the items its midpoint passes over.
    case selecting
    /// The delegate declined (or the touch did not start on an item): the touch scrolls, as
    /// one finger at the midpoint would.
    case scrolling
  }

  /// What the touch has become.
  var mode = Mode.possible
  /// The fingers' midpoint at touch-down, in view coordinates.
  var start: CGPoint
  /// The item under `start` at touch-down (data-source index path), if any; it follows its item
  /// through batch updates.
  var startItem: ItemPath?
  /// While selecting: the midpoint last handled, in content coordinates.
  var last = CGPoint.zero
}
