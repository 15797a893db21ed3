import TrellisLists

/// The list row of the list scenes ("settings", "mail", "files") and the card of "board": a
/// `CollectionViewListCell` that remembers its model item, so the session tracks it and its
/// frames follow the item. Everything it shows comes from its content and background
/// configurations and accessories, which the playground draws (the element's own tile is not
/// drawn: `RenderStyle.Tile.none`).
final class SceneListCell: CollectionViewListCell, SceneModelCell {
  /// The identifier of the model item the row shows.
  var modelID = 0
}

extension RenderStyle {
  /// The style of an element drawn only by its views (a list row): no tile.
  static let viewsOnly = RenderStyle(
    fill: RenderColor(rgb: 0xFFFFFF), stroke: RenderColor(rgb: 0xFFFFFF), tile: .none)
  /// iOS's `systemGroupedBackground` in the light appearance, #f2f2f7 (docs/lists.md).
  static let groupedBackground = RenderColor(rgb: 0xF2F2F7)
}
