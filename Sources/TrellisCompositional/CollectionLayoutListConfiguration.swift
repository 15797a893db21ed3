import TrellisControls

/// The configuration of a list section: an appearance, headers and footers, separators.
///
/// `CollectionLayoutSection.list(using:layoutEnvironment:)` turns it into a section and
/// `CollectionViewCompositionalLayout.list(using:)` into a layout whose every section is a list.
/// A list section is full-width rows of estimated height 44 that self-size (the cells measure
/// themselves), in a vertical group, with the appearance's insets:
///
/// | Appearance | Leading/trailing inset | Top inset | Header / footer estimate | Header pins |
/// |---|---|---|---|---|
/// | `.plain` | 0 | 0 | 28 | yes |
/// | `.grouped` | 0 | 35 without a header, 0 with one | 38 | no |
/// | `.insetGrouped` | 20 | 35 without a header, 0 with one | 38 | no |
/// | `.sidebar` | 10 | 0 | 32 | no |
/// | `.sidebarPlain` | 0 | 0 | 32 | no |
///
/// Headers and footers (`headerMode`/`footerMode` `.supplementary`) are boundary items of kind
/// `CollectionView.elementKindSectionHeader`/`…Footer`, full width inside the insets.
///
/// UIKit difference: UIKit calls it `UICollectionLayoutListConfiguration` and does not publish
/// its metrics; the table above is Trellis's choice (the row estimate 44 is UIKit's default row
/// height; 35 points between grouped sections is UITableView's grouped spacing). Separators,
/// background colours and swipe actions belong to UIKit's list cells, not to the layout: the
/// section records its appearance and each row's place on the attributes, and the list cells
/// of TrellisLists draw them (docs/lists.md).
public struct CollectionLayoutListConfiguration: Hashable, Sendable {
  /// The overall look of a list.
  public enum Appearance: Int, Hashable, Sendable {
    /// Rows edge to edge, headers pinned.
    case plain
    /// Sections separated by space, rows edge to edge.
    case grouped
    /// Sections separated by space, rows inset from the edges.
    case insetGrouped
    /// A sidebar: rows inset slightly.
    case sidebar
    /// A plain sidebar: rows edge to edge.
    case sidebarPlain
  }

  /// Whether and how sections show headers.
  public enum HeaderMode: Int, Hashable, Sendable {
    /// No header.
    case none
    /// A header supplementary view (`elementKindSectionHeader`).
    case supplementary
    /// The first item of each section is styled as its header (the layout does not change).
    case firstItemInSection
  }

  /// Whether sections show footers.
  public enum FooterMode: Int, Hashable, Sendable {
    /// No footer.
    case none
    /// A footer supplementary view (`elementKindSectionFooter`).
    case supplementary
  }

  /// The list's appearance.
  public private(set) var appearance: Appearance
  /// Whether rows show separators (drawn by list cells, docs/lists.md §4). The default is
  /// `true`, but `false` for the sidebar appearances, as in UIKit.
  public var showsSeparators: Bool
  /// How rows draw their separators; `ListSeparatorConfiguration(listAppearance:)` of the
  /// appearance by default.
  public var separatorConfiguration: ListSeparatorConfiguration
  /// Changes the separator configuration of the row at an index path (UIKit's
  /// `UICollectionLayoutListConfiguration.ItemSeparatorHandler`): given the index path and the
  /// list's `separatorConfiguration`, it returns the row's.
  public typealias ItemSeparatorHandler =
    @MainActor (IndexPath, ListSeparatorConfiguration) -> ListSeparatorConfiguration
  /// Gives each row its own separator configuration, or `nil` (every row uses
  /// `separatorConfiguration`). Called by list cells as they lay out. It does not take part in
  /// `==`.
  public var itemSeparatorHandler: ItemSeparatorHandler?
  /// The list's background colour; `nil` (the default) is the appearance's system background.
  ///
  /// UIKit difference: recorded only. UIKit draws a list section's background itself (as a
  /// decoration view of the layout); Trellis's list sections draw none, so set the collection
  /// view's `backgroundColor` to the colour to see it (docs/lists.md §8).
  public var backgroundColor: Color?
  /// The headers. The default is `.none`.
  public var headerMode: HeaderMode = .none
  /// The footers. The default is `.none`.
  public var footerMode: FooterMode = .none

  /// Gives the swipe actions of the row at an index path, or `nil` for none (UIKit's
  /// `UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider`).
  public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> SwipeActionsConfiguration?

  /// The actions a swipe towards the trailing edge reveals on the leading side, or `nil`
  /// (docs/lists.md §6). It does not take part in `==`.
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  /// The actions a swipe towards the leading edge reveals on the trailing side, or `nil`
  /// (docs/lists.md §6). It does not take part in `==`.
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

  /// Whether two configurations have the same appearance, separators, headers, footers and
  /// background colour (the swipe action providers and the separator handler, closures, are
  /// not compared).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.appearance == rhs.appearance && lhs.showsSeparators == rhs.showsSeparators
      && lhs.separatorConfiguration == rhs.separatorConfiguration
      && lhs.headerMode == rhs.headerMode && lhs.footerMode == rhs.footerMode
      && lhs.backgroundColor == rhs.backgroundColor
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(appearance)
    hasher.combine(showsSeparators)
    hasher.combine(separatorConfiguration)
    hasher.combine(headerMode)
    hasher.combine(footerMode)
    hasher.combine(backgroundColor)
  }

  /// Creates a configuration with `appearance`.
  public init(appearance: Appearance) {
    self.appearance = appearance
    showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
    separatorConfiguration = ListSeparatorConfiguration(listAppearance: appearance)
  }

  /// The separator configuration of the row at `indexPath`: `itemSeparatorHandler`'s answer, or
  /// `separatorConfiguration`.
  @MainActor package func separatorConfiguration(forItemAt indexPath: IndexPath) -> ListSeparatorConfiguration
  {
    itemSeparatorHandler?(indexPath, separatorConfiguration) ?? separatorConfiguration
  }

  /// The estimated row height.
  static let rowEstimate: CGFloat = 44
  /// The space a grouped section without a header starts with.
  static let groupedSpacing: CGFloat = 35

  /// The leading and trailing inset of rows.
  var sideInset: CGFloat {
    switch appearance {
    case .insetGrouped: 20
    case .sidebar: 10
    case .plain, .grouped, .sidebarPlain: 0
    }
  }

  /// The estimated height of headers and footers.
  var supplementaryEstimate: CGFloat {
    switch appearance {
    case .plain: 28
    case .grouped, .insetGrouped: 38
    case .sidebar, .sidebarPlain: 32
    }
  }
}

extension CollectionLayoutSection {
  /// A list section for `configuration` (see `CollectionLayoutListConfiguration` for the metrics).
  public static func list(
    using configuration: CollectionLayoutListConfiguration, layoutEnvironment: any CollectionLayoutEnvironment
  ) -> CollectionLayoutSection {
    let estimate = CollectionLayoutListConfiguration.rowEstimate
    let item = CollectionLayoutItem(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimate)))
    let group = CollectionLayoutGroup.vertical(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimate)),
      subitems: [item])
    let section = CollectionLayoutSection(group: group)
    section.listConfiguration = configuration
    let side = configuration.sideInset
    let hasHeader = configuration.headerMode == .supplementary
    let grouped = configuration.appearance == .grouped || configuration.appearance == .insetGrouped
    section.contentInsets = DirectionalEdgeInsets(
      top: grouped && !hasHeader ? CollectionLayoutListConfiguration.groupedSpacing : 0, leading: side,
      bottom: 0,
      trailing: side)
    let supplementarySize = CollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(configuration.supplementaryEstimate))
    var boundary: [CollectionLayoutBoundarySupplementaryItem] = []
    if hasHeader {
      let header = CollectionLayoutBoundarySupplementaryItem(
        layoutSize: supplementarySize, elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
      header.pinToVisibleBounds = configuration.appearance == .plain
      header.zIndex = 2
      boundary.append(header)
    }
    if configuration.footerMode == .supplementary {
      boundary.append(
        CollectionLayoutBoundarySupplementaryItem(
          layoutSize: supplementarySize, elementKind: CollectionView.elementKindSectionFooter,
          alignment: .bottom))
    }
    section.boundarySupplementaryItems = boundary
    return section
  }
}

extension CollectionViewCompositionalLayout {
  /// A layout whose every section is a list section for `configuration`.
  public static func list(
    using configuration: CollectionLayoutListConfiguration
  ) -> CollectionViewCompositionalLayout {
    CollectionViewCompositionalLayout { _, environment in
      CollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    }
  }
}
