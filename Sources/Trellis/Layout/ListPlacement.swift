/// Where a list layout put an element: the list's appearance and the element's place in its
/// section, so that a list cell can take the look iOS gives it there (rounded corners on the
/// first and last rows of an inset-grouped section, no separator under the last row, header
/// styling for a header).
///
/// A list section (`CollectionLayoutSection.list(using:layoutEnvironment:)`) records it on the
/// attributes of its cells, headers and footers; other layouts leave it `nil`. UIKit passes the
/// same facts from its list layout to `UICollectionViewListCell` without publishing how.
package struct ListPlacement: Hashable, Sendable {
  /// A list's appearance, as `CollectionLayoutListConfiguration.Appearance` names it.
  package enum Style: UInt8, Hashable, Sendable {
    case plain, grouped, insetGrouped, sidebar, sidebarPlain
  }

  /// What the element is in its section.
  package enum Role: UInt8, Hashable, Sendable {
    /// A row.
    case cell
    /// The section's first item, styled as its header (`headerMode` `.firstItemInSection`).
    case firstItemHeader
    /// The header supplementary view.
    case header
    /// The footer supplementary view.
    case footer
  }

  /// The list's appearance.
  package var style: Style
  /// What the element is.
  package var role: Role
  /// Whether it is the section's first row.
  package var isFirst: Bool
  /// Whether it is the section's last row.
  package var isLast: Bool

  /// A placement.
  package init(style: Style, role: Role, isFirst: Bool, isLast: Bool) {
    self.style = style
    self.role = role
    self.isFirst = isFirst
    self.isLast = isLast
  }

  /// Whether the style is grouped or inset grouped.
  package var isGrouped: Bool { style == .grouped || style == .insetGrouped }
  /// Whether the style is one of the sidebars.
  package var isSidebar: Bool { style == .sidebar || style == .sidebarPlain }
}
