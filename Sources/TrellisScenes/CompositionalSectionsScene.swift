import TrellisCompositional

/// "compositional-sections": sections with pinned headers and background decorations — each
/// section a grid of `columns` square-ish cells (100 tall, inset 4) inside 10-point section
/// insets, with a 40-point header that sticks to the top while its section is on screen
/// (z-index 2) and a background (kind "background", inset 4) behind the whole section; 20 points
/// between sections.
///
/// Parameters: `sections` 1…100 (12), `items` (per section) 0…200 (9), `columns` 1…6 (3).
/// Default script: a fling upwards.
final class CompositionalSectionsScene: UniformSectionsScene {
  nonisolated static let definition = SceneDefinition(
    descriptor: SceneDescriptor(
      name: "compositional-sections", title: "Pinned headers and backgrounds",
      summary: "Compositional sections with pinned headers and background decorations; fling to scroll",
      parameters: [
        SceneParameter(
          key: "sections", label: "Sections", minimum: 1, maximum: 100, step: 1, defaultValue: 12),
        SceneParameter(
          key: "items", label: "Items per section", minimum: 0, maximum: 200, step: 1, defaultValue: 9),
        SceneParameter(key: "columns", label: "Columns", minimum: 1, maximum: 6, step: 1, defaultValue: 3),
      ]),
    make: { viewport, parameters throws(SceneError) in
      CompositionalSectionsScene(viewport: viewport, parameters: parameters)
    })

  /// The kind of the section headers.
  static let headerKind = CollectionView.elementKindSectionHeader
  /// The kind of the section backgrounds.
  static let backgroundKind = "background"

  private var columns: Int

  init(viewport: CGSize, parameters: [String: Double]) {
    columns = Int(parameters["columns"] ?? 3)
    let configuration = CollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 20
    super.init(
      viewport: viewport, sections: Int(parameters["sections"] ?? 12),
      perSection: Int(parameters["items"] ?? 9),
      configuration: configuration)
  }

  override func makeSection(
    _ index: Int, environment: any CollectionLayoutEnvironment
  ) -> CollectionLayoutSection? {
    let item = CollectionLayoutItem.fillingGroup()
    item.contentInsets = DirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
      repeatingSubitem: item, count: columns)
    let section = CollectionLayoutSection(group: group)
    section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    let header = CollectionLayoutBoundarySupplementaryItem(
      layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
      elementKind: Self.headerKind, alignment: .top)
    header.pinToVisibleBounds = true
    header.zIndex = 2
    section.boundarySupplementaryItems = [header]
    let background = CollectionLayoutDecorationItem.background(elementKind: Self.backgroundKind)
    background.contentInsets = DirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
    section.decorationItems = [background]
    return section
  }

  override func apply(_ key: String, _ value: Double) {
    switch key {
    case "columns":
      columns = Int(value)
      relayout()
    default: super.apply(key, value)
    }
  }

  override func defaultScript(viewport: CGSize) -> GestureScript {
    GestureScript.fling(viewport: viewport)
  }
}
