// What a list section tells its cells about their place (docs/lists.md §1).

extension CollectionLayoutListConfiguration {
  /// The placement of the element of `category` and `kind` at `item` of a list section of
  /// `itemCount` items, or `nil` for an element the list does not style (decorations, other
  /// supplementary kinds).
  func placement(
    category: SectionElementID.Category, kind: String, item: Int, itemCount: Int
  ) -> ListPlacement? {
    let role: ListPlacement.Role
    switch category {
    case .cell:
      role = headerMode == .firstItemInSection && item == 0 ? .firstItemHeader : .cell
    case .supplementary where kind == CollectionView.elementKindSectionHeader:
      role = .header
    case .supplementary where kind == CollectionView.elementKindSectionFooter:
      role = .footer
    case .supplementary, .decoration:
      return nil
    }
    return ListPlacement(
      style: placementStyle, role: role,
      isFirst: role == .cell || role == .firstItemHeader ? item == 0 : false,
      isLast: role == .cell || role == .firstItemHeader ? item == itemCount - 1 : false)
  }

  /// The appearance as a placement style.
  var placementStyle: ListPlacement.Style {
    switch appearance {
    case .plain: .plain
    case .grouped: .grouped
    case .insetGrouped: .insetGrouped
    case .sidebar: .sidebar
    case .sidebarPlain: .sidebarPlain
    }
  }
}
