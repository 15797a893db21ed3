extension CollectionViewFlowLayout {
  /// The boundary from which a flow layout measures its `sectionInset`.
  public enum SectionInsetReference: Int, Hashable, Sendable, CustomStringConvertible {
    /// Section insets are measured from the content inset (the edge of the content area).
    case fromContentInset
    /// Section insets are measured from the safe area.
    ///
    /// On the cross-axis edges the layout adds the part of `safeAreaInsets` that
    /// `adjustedContentInset` does not already cover; with Trellis's `CollectionView`, whose
    /// adjusted inset includes the safe area on every edge, that part is zero.
    case fromSafeArea
    /// Section insets are measured from the layout margins.
    case fromLayoutMargins

    /// The reference's name.
    public var description: String {
      switch self {
      case .fromContentInset: "fromContentInset"
      case .fromSafeArea: "fromSafeArea"
      case .fromLayoutMargins: "fromLayoutMargins"
      }
    }
  }
}
