/// How one element is painted: fill, outline and label.
nonisolated public struct RenderStyle: Hashable, Sendable {
  /// The fill colour.
  public var fill: RenderColor
  /// The outline colour.
  public var stroke: RenderColor
  /// Whether the outline is dashed (the default style of decoration views).
  public var isDashed: Bool
  /// The text drawn at the element's centre, or `nil` for none.
  public var label: String?
  /// The colour of the label.
  public var labelColor: RenderColor
  /// Whether the element is lifted above the others, as a cell being reordered is: the
  /// playground draws it with a drop shadow. The SVG renderer ignores it.
  public var isLifted: Bool
  /// How the element's own tile is drawn.
  public var tile: Tile

  /// How an element's tile is drawn.
  public enum Tile: Hashable, Sendable {
    /// A rounded tile with its outline and label: the look of a layout's elements.
    case standard
    /// The fill alone, square, with no outline or label: a screen's background.
    case flat
    /// A tile with its outline and label but square corners: cells that touch their neighbours
    /// (a grid with no spacing), where rounded corners would leave a notch wherever four cells
    /// meet; Apple's compositional grid sample draws such cells as square bordered boxes.
    case square
    /// Nothing: only what the element's views draw (`RenderElement.content`) shows — a list
    /// row whose background and text come from its cell's views.
    case none
  }

  /// Creates a style.
  public init(
    fill: RenderColor, stroke: RenderColor, isDashed: Bool = false, label: String? = nil,
    labelColor: RenderColor = RenderStyle.labelInk, isLifted: Bool = false, tile: Tile = .standard
  ) {
    self.fill = fill
    self.stroke = stroke
    self.isDashed = isDashed
    self.label = label
    self.labelColor = labelColor
    self.isLifted = isLifted
    self.tile = tile
  }

  /// The default label colour, a near-black `#1d2330`.
  public static let labelInk = RenderColor(rgb: 0x1D2330)
  /// The fill of supplementary views (headers, footers, …): a light blue-grey `#dde2ea`.
  public static let supplementaryFill = RenderColor(rgb: 0xDDE2EA)
  /// The outline of supplementary views: `#6f7b8c`.
  public static let supplementaryStroke = RenderColor(rgb: 0x6F7B8C)
  /// The fill of decoration views: a very light grey `#f0f0ec`.
  public static let decorationFill = RenderColor(rgb: 0xF0F0EC)
  /// The (dashed) outline of decoration views: `#9a9a92`.
  public static let decorationStroke = RenderColor(rgb: 0x9A9A92)

  /// The default style of the element `attributes` describe.
  ///
  /// - Cells: fill `RenderPalette.color(for: indexPath)`, outline the fill darkened by 0.7,
  ///   label `defaultLabel(for: indexPath)` ("section.item").
  /// - Supplementary views: `supplementaryFill` with a `supplementaryStroke` outline; label
  ///   `header 2` / `footer 2` (with the section) for the flow layout's kinds, otherwise the kind
  ///   and the index path, e.g. `badge 0.3`.
  /// - Decoration views: `decorationFill` with a dashed `decorationStroke` outline; label the
  ///   kind and the index path.
  @MainActor public static func `default`(for attributes: CollectionViewLayoutAttributes) -> RenderStyle {
    let path = attributes.indexPath
    switch attributes.representedElementCategory {
    case .cell:
      let fill = RenderPalette.color(for: path)
      return RenderStyle(fill: fill, stroke: fill.darkened(by: 0.7), label: defaultLabel(for: path))
    case .supplementaryView:
      let kind = attributes.representedElementKind ?? ""
      let section = path.count > 0 ? String(path[0]) : "0"
      let label: String
      switch kind {
      case CollectionView.elementKindSectionHeader: label = "header " + section
      case CollectionView.elementKindSectionFooter: label = "footer " + section
      default: label = kind + " " + defaultLabel(for: path)
      }
      return RenderStyle(fill: supplementaryFill, stroke: supplementaryStroke, label: label)
    case .decorationView:
      let kind = attributes.representedElementKind ?? ""
      return RenderStyle(
        fill: decorationFill, stroke: decorationStroke, isDashed: true,
        label: kind + " " + defaultLabel(for: path))
    }
  }

  /// The default label of an index path: its indexes joined by dots, `"section.item"` for a
  /// collection-view index path (`IndexPath(item: 3, section: 1)` → `"1.3"`).
  public static func defaultLabel(for indexPath: IndexPath) -> String {
    indexPath.map(String.init).joined(separator: ".")
  }
}
