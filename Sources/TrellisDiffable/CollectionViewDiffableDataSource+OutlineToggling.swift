// The outline state list cells read and change (their outline disclosure accessory).

extension CollectionViewDiffableDataSource: OutlineDisclosureToggling {
  /// Whether the item at `indexPath` is expanded in its section snapshot; `nil` when the
  /// section has no section snapshot or the item has no children.
  package func isOutlineItemExpanded(at indexPath: IndexPath) -> Bool? {
    guard let item = itemIdentifier(for: indexPath),
      let section = current.sectionIdentifier(containingItem: item),
      let outline = sectionSnapshots[section], let node = outline.nodes[item], !node.children.isEmpty
    else { return nil }
    return node.isExpanded
  }

  /// Expands or collapses the item at `indexPath` (`toggleOutlineDisclosure(for:)`).
  package func toggleOutlineItem(at indexPath: IndexPath) -> Bool {
    guard let item = itemIdentifier(for: indexPath) else { return false }
    return toggleOutlineDisclosure(for: item)
  }
}
