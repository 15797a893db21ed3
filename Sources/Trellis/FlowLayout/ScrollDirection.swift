extension CollectionView {
  /// The direction in which a collection view's content scrolls.
  ///
  /// `CollectionViewFlowLayout` uses it to decide how lines run: rows stacked top to bottom for
  /// `.vertical`, columns stacked left to right for `.horizontal`.
  public enum ScrollDirection: Int, Hashable, Sendable, CustomStringConvertible {
    /// Content scrolls up and down; a flow layout builds rows.
    case vertical
    /// Content scrolls left and right; a flow layout builds columns.
    case horizontal

    /// The direction's name.
    public var description: String {
      switch self {
      case .vertical: "vertical"
      case .horizontal: "horizontal"
      }
    }
  }
}
