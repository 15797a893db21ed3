import TrellisCompositional

/// "compositional-grid": Apple's compositional grid samples in one scene — a grid of square
/// items (`columns` per row, each `1/columns` of the width, rows as tall as an item is wide),
/// the inset grid (`inset` > 0: every cell shrunk inside its slot by `contentInsets`) and the
/// two-column list (`columns` 2 with `spacing`: `repeatingSubitem:count:` items with
/// `interItemSpacing` and `interGroupSpacing`).
///
/// Parameters: `items` 0…1,000,000 (1,000), `columns` 1…8 (5), `inset` (item content insets,
/// points) 0…20 (0), `spacing` (between items and rows, points) 0…20 (0). Default script: a
/// fling upwards.
final class CompositionalGridScene: CompositionalScene {
  nonisolated static let definition = SceneDefinition(
    descriptor: SceneDescriptor(
      name: "compositional-grid", title: "Compositional grid",
      summary: "UICollectionViewCompositionalLayout grid, inset grid and columns; fling to scroll",
      parameters: [
        SceneParameter(
          key: "items", label: "Items", minimum: 0, maximum: 1_000_000, step: 1, defaultValue: 1000),
        SceneParameter(key: "columns", label: "Columns", minimum: 1, maximum: 8, step: 1, defaultValue: 5),
        SceneParameter(key: "inset", label: "Item insets", minimum: 0, maximum: 20, step: 1, defaultValue: 0),
        SceneParameter(key: "spacing", label: "Spacing", minimum: 0, maximum: 20, step: 1, defaultValue: 0),
      ]),
    make: { viewport, parameters throws(SceneError) in
      CompositionalGridScene(viewport: viewport, parameters: parameters)
    })

  private var columns = 5
  private var inset: CGFloat = 0
  private var spacing: CGFloat = 0

  init(viewport: CGSize, parameters: [String: Double]) {
    columns = Int(parameters["columns"] ?? 5)
    inset = CGFloat(parameters["inset"] ?? 0)
    spacing = CGFloat(parameters["spacing"] ?? 0)
    super.init(viewport: viewport, counts: [Int(parameters["items"] ?? 0)])
  }

  override func makeSection(
    _ index: Int, environment: any CollectionLayoutEnvironment
  ) -> CollectionLayoutSection? {
    let item = CollectionLayoutItem.fillingGroup()
    item.contentInsets = DirectionalEdgeInsets(top: inset, leading: inset, bottom: inset, trailing: inset)
    // Rows as tall as an item is wide: (width − spacing·(columns − 1)) / columns.
    let width = environment.container.effectiveContentSize.width
    let side = (width - spacing * CGFloat(columns - 1)) / CGFloat(columns)
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(side)),
      repeatingSubitem: item, count: columns)
    group.interItemSpacing = .fixed(spacing)
    let section = CollectionLayoutSection(group: group)
    section.interGroupSpacing = spacing
    return section
  }

  override func apply(_ key: String, _ value: Double) {
    switch key {
    case "items": reload(counts: [Int(value)])
    case "columns":
      columns = Int(value)
      relayout()
    case "inset":
      inset = CGFloat(value)
      relayout()
    case "spacing":
      spacing = CGFloat(value)
      relayout()
    default: super.apply(key, value)
    }
  }

  /// Cells that touch (no spacing, no insets) are square tiles: rounded corners would leave a
  /// notch wherever four of them meet.
  override func style(forItem id: Int) -> RenderStyle {
    var style = super.style(forItem: id)
    if spacing == 0, inset == 0 { style.tile = .square }
    return style
  }

  override func defaultScript(viewport: CGSize) -> GestureScript {
    GestureScript.fling(viewport: viewport)
  }
}
