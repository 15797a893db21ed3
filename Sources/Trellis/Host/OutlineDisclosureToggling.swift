/// A data source that keeps items in an outline and can expand and collapse them: the
/// diffable data source with section snapshots. List cells use it for their outline
/// disclosure accessory and their `isExpanded` state.
@MainActor
package protocol OutlineDisclosureToggling: AnyObject {
  /// Whether the item at `indexPath` is expanded, or `nil` when it is not in an outline.
  func isOutlineItemExpanded(at indexPath: IndexPath) -> Bool?
  /// Expands or collapses the item at `indexPath`; whether it changed.
  func toggleOutlineItem(at indexPath: IndexPath) -> Bool
}
