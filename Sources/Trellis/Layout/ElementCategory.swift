extension CollectionView {
  /// The kind of element a set of layout attributes describes.
  public enum ElementCategory: Int, Hashable, Sendable, CustomStringConvertible {
    /// A cell: one item of the data source.
    case cell
    /// A supplementary view, such as a section header or footer, provided by the data source.
    case supplementaryView
    /// A decoration view, owned and configured by the layout.
    case decorationView

    /// The category's name.
    public var description: String {
      switch self {
      case .cell: "cell"
      case .supplementaryView: "supplementaryView"
      case .decorationView: "decorationView"
      }
    }
  }

  /// The kind of the supplementary view for a section header.
  ///
  /// The string has UIKit's value, so code that compares kinds as strings keeps working.
  nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"

  /// The kind of the supplementary view for a section footer.
  nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}
