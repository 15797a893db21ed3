extension CollectionView {
  /// How quickly the items of a collection view make room for a drop (UIKit's
  /// `UICollectionView.ReorderingCadence`; `reorderingCadence`).
  ///
  /// UIKit difference: Apple publishes no delays, only "immediately", "quickly, but with a short
  /// delay" and "after a delay". Trellis waits `delay` seconds of the touch clock with the
  /// finger over the same new destination before the gap moves there: 0, 0.15 and 0.5 s
  /// (docs/drag-and-drop.md §4).
  public enum ReorderingCadence: Int, Sendable, CaseIterable {
    /// The gap moves as soon as the destination changes.
    case immediate = 0
    /// The gap moves after 0.15 s over the same destination.
    case fast = 1
    /// The gap moves after 0.5 s over the same destination.
    case slow = 2

    /// The time the finger must stay over a new destination before the gap moves there.
    public var delay: TimeInterval {
      switch self {
      case .immediate: 0
      case .fast: 0.15
      case .slow: 0.5
      }
    }
  }
}
