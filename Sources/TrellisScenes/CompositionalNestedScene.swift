import TrellisCompositional

/// "compositional-nested": Apple's nested-groups sample — each row is a horizontal group of a
/// large item (0.7 of the width) beside a vertical group of two items (0.3 of the width, half
/// the height each); rows are 0.4 of the view's height, every cell inset by 10.
///
/// Parameters: `items` 0…100,000 (300). Default script: a fling upwards.
final class CompositionalNestedScene: CompositionalScene {
  nonisolated static let definition = SceneDefinition(
    descriptor: SceneDescriptor(
      name: "compositional-nested", title: "Nested groups",
      summary: "Compositional layout with nested groups: one large item beside two stacked ones",
      parameters: [
        SceneParameter(key: "items", label: "Items", minimum: 0, maximum: 100_000, step: 1, defaultValue: 300)
      ]),
    make: { viewport, parameters throws(SceneError) in
      CompositionalNestedScene(viewport: viewport, parameters: parameters)
    })

  init(viewport: CGSize, parameters: [String: Double]) {
    super.init(viewport: viewport, counts: [Int(parameters["items"] ?? 0)])
  }

  override func makeSection(
    _ index: Int, environment: any CollectionLayoutEnvironment
  ) -> CollectionLayoutSection? {
    let insets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    let leading = CollectionLayoutItem(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1)))
    leading.contentInsets = insets
    let trailingItem = CollectionLayoutItem(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.3)))
    trailingItem.contentInsets = insets
    let trailing = CollectionLayoutGroup.vertical(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1)),
      repeatingSubitem: trailingItem, count: 2)
    let row = CollectionLayoutGroup.horizontal(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.4)),
      subitems: [leading, trailing])
    return CollectionLayoutSection(group: row)
  }

  override func apply(_ key: String, _ value: Double) {
    if key == "items" { reload(counts: [Int(value)]) } else { super.apply(key, value) }
  }

  override func defaultScript(viewport: CGSize) -> GestureScript {
    GestureScript.fling(viewport: viewport)
  }
}
