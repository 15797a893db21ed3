/// "waterfall": a masonry grid (`WaterfallLayout`) of items of varied, deterministic heights.
///
/// Parameters: `items` 1…100,000 (500), `columns` 1…6 (2), `spacing` (between columns and
/// items, points) 0…40 (10). Item i's height is 80…240 points from a seeded generator of its
/// identifier (seed 7), so the picture is the same on every run. Section insets 10. Default
/// script: a fling upwards.
final class WaterfallScene: SceneContent, WaterfallLayoutDelegate {
  nonisolated static let definition = SceneDefinition(
    descriptor: SceneDescriptor(
      name: "waterfall", title: "Waterfall",
      summary: "WaterfallLayout masonry columns of varied heights; fling to scroll",
      parameters: [
        SceneParameter(
          key: "items", label: "Items", minimum: 1, maximum: 100_000, step: 1, defaultValue: 500),
        SceneParameter(key: "columns", label: "Columns", minimum: 1, maximum: 6, step: 1, defaultValue: 2),
        SceneParameter(key: "spacing", label: "Spacing", minimum: 0, maximum: 40, step: 1, defaultValue: 10),
      ]),
    make: { viewport, parameters throws(SceneError) in
      WaterfallScene(viewport: viewport, parameters: parameters)
    })

  /// The seed of the item heights.
  static let seed = 7
  /// The range of item heights, points.
  static let heights = 80...240

  let layout = WaterfallLayout()

  init(viewport: CGSize, parameters: [String: Double]) {
    layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    super.init(viewport: viewport, layout: layout, items: SceneItems(count: Int(parameters["items"] ?? 0)))
    layout.delegate = self
    for key in ["columns", "spacing"] { apply(key, parameters[key] ?? 0) }
  }

  override func apply(_ key: String, _ value: Double) {
    switch key {
    case "columns": layout.columnCount = Int(value)
    case "spacing":
      layout.columnSpacing = CGFloat(value)
      layout.interitemSpacing = CGFloat(value)
    default: super.apply(key, value)
    }
  }

  func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath
  ) -> CGFloat {
    SeededValues.points(in: Self.heights, seed: Self.seed, id: items.id(at: indexPath.item))
  }

  override func defaultScript(viewport: CGSize) -> GestureScript {
    GestureScript.fling(viewport: viewport)
  }
}
