import TrellisCompositional

/// "inset-grouped-list": an inset-grouped list (`CollectionLayoutListConfiguration`
/// `.insetGrouped` with section headers) whose rows size themselves: each cell prefers a height
/// of 44…120 points drawn from its item (seed 11), so rows start at the 44-point estimate and
/// take their height as they appear, the rows below moving by the difference. Each row shows a
/// symbol, a title and its height in labels laid out by Auto Layout (`ListRowSceneCell`), which
/// the playground draws in Inter.
///
/// Parameters: `sections` 1…100 (6), `items` (rows per section) 0…10,000 (8). Default script: a
/// fling upwards.
final class InsetGroupedListScene: UniformSectionsScene {
  nonisolated static let definition = SceneDefinition(
    descriptor: SceneDescriptor(
      name: "inset-grouped-list", title: "Inset-grouped list",
      summary: "Inset-grouped compositional list with headers and self-sizing rows; fling to scroll",
      parameters: [
        SceneParameter(
          key: "sections", label: "Sections", minimum: 1, maximum: 100, step: 1, defaultValue: 6),
        SceneParameter(
          key: "items", label: "Rows per section", minimum: 0, maximum: 10_000, step: 1, defaultValue: 8),
      ]),
    make: { viewport, parameters throws(SceneError) in
      InsetGroupedListScene(viewport: viewport, parameters: parameters)
    })

  init(viewport: CGSize, parameters: [String: Double]) {
    super.init(
      viewport: viewport, sections: Int(parameters["sections"] ?? 6),
      perSection: Int(parameters["items"] ?? 8),
      cellClass: ListRowSceneCell.self)
  }

  override func makeSection(
    _ index: Int, environment: any CollectionLayoutEnvironment
  ) -> CollectionLayoutSection? {
    var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    return .list(using: configuration, layoutEnvironment: environment)
  }

  override func defaultScript(viewport: CGSize) -> GestureScript {
    GestureScript.fling(viewport: viewport)
  }
}
