/// How a list draws the separators of its rows (UIKit's `UIListSeparatorConfiguration`): for
/// the top and the bottom separator of a row, whether it shows and its insets, and the colour.
/// A list configuration has one (`CollectionLayoutListConfiguration.separatorConfiguration`) and
/// may change it row by row (`itemSeparatorHandler`); list cells draw what it says
/// (docs/lists.md §4).
///
/// With `automatic` visibility a row shows its bottom separator unless it is the last of its
/// section and hides its top one; with `automaticInsets` a separator starts at the text's leading
/// edge (after the image and the leading accessories) and runs to the cell's trailing edge.
///
/// UIKit difference: `automaticInsets` is a sentinel of Trellis's own (every edge
/// `-.greatestFiniteMagnitude`); only its identity matters. `visualEffect` is not provided.
public struct ListSeparatorConfiguration: Hashable, Sendable {
  /// Whether a separator shows.
  public enum Visibility: Int, Hashable, Sendable {
    /// As the list decides: bottom separators between rows, no top separators.
    case automatic
    /// Always.
    case visible
    /// Never.
    case hidden
  }

  /// The insets meaning "where the list puts them": from the text's leading edge to the cell's
  /// trailing edge.
  public static let automaticInsets = DirectionalEdgeInsets(
    top: -.greatestFiniteMagnitude, leading: -.greatestFiniteMagnitude, bottom: -.greatestFiniteMagnitude,
    trailing: -.greatestFiniteMagnitude)

  /// Whether the top separator shows. The default is `.automatic` (hidden).
  public var topSeparatorVisibility: Visibility = .automatic
  /// Whether the bottom separator shows. The default is `.automatic` (shown but under the
  /// section's last row).
  public var bottomSeparatorVisibility: Visibility = .automatic
  /// The top separator's leading and trailing insets from the cell's edges (top and bottom are
  /// ignored). The default is `automaticInsets`.
  public var topSeparatorInsets: DirectionalEdgeInsets = automaticInsets
  /// The bottom separator's leading and trailing insets from the cell's edges. The default is
  /// `automaticInsets`.
  public var bottomSeparatorInsets: DirectionalEdgeInsets = automaticInsets
  /// The colour of the separators. The default is `separator`.
  public var color: Color = .separator
  /// The colour of the separators of selected rows while the collection view allows multiple
  /// selection. The default is `separator`.
  public var multipleSelectionColor: Color = .separator

  /// The configuration a list of `listAppearance` starts with.
  public init(listAppearance: CollectionLayoutListConfiguration.Appearance) {}

  /// Whether `insets` is the `automaticInsets` sentinel.
  public static func isAutomatic(_ insets: DirectionalEdgeInsets) -> Bool {
    insets.leading == automaticInsets.leading && insets.trailing == automaticInsets.trailing
  }
}
