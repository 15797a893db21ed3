// The scene of the article "Testing your layout": the masonry layout in the scene catalogue,
// which gesture scripts (and the CLI and the playground) drive.

import Trellis
import TrellisScenes

// snippet: testing-scene
/// The masonry layout as a scene: notes of 1 to 5 lines.
final class MasonryScene: SceneContent {
  static let definition = SceneDefinition(
    descriptor: SceneDescriptor(
      name: "masonry", title: "Masonry", summary: "Self-sizing notes, each in the shortest column",
      parameters: [
        SceneParameter(key: "items", label: "Items", minimum: 1, maximum: 10_000, step: 1, defaultValue: 60),
        SceneParameter(key: "columns", label: "Columns", minimum: 1, maximum: 6, step: 1, defaultValue: 2),
      ]),
    make: { viewport, parameters in MasonryScene(viewport: viewport, parameters: parameters) })

  /// A scene cell showing note `modelID`, which has 1 + (modelID · 7 mod 5) lines.
  final class Cell: SceneCell {
    override func preferredLayoutAttributesFitting(
      _ layoutAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutAttributes {
      let attributes = layoutAttributes.copy() as! CollectionViewLayoutAttributes
      attributes.size.height = CGFloat(1 + modelID * 7 % 5) * 20 + 16
      return attributes
    }
  }

  let layout = MasonryLayout()

  init(viewport: CGSize, parameters: [String: Double]) {
    let items = SceneItems(count: Int(parameters["items"] ?? 60))
    super.init(viewport: viewport, layout: layout, items: items, cellClass: Cell.self)
    apply("columns", parameters["columns"] ?? 2)
  }

  override func apply(_ key: String, _ value: Double) {
    if key == "columns" {
      layout.columnCount = Int(value)
    } else {
      super.apply(key, value)
    }
  }
}
// end snippet
