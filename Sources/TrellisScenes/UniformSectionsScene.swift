import TrellisCompositional

/// The common part of the compositional scenes made of `sections` sections of `perSection`
/// items each (`AppStoreScene`, `CompositionalSectionsScene`, `InsetGroupedListScene`): it
/// keeps the two counts and handles the parameters "sections" and "items" (items per section)
/// by reloading with the new counts.
class UniformSectionsScene: CompositionalScene {
  /// The number of sections.
  private(set) var sections: Int
  /// The number of items in every section.
  private(set) var perSection: Int

  init(
    viewport: CGSize, sections: Int, perSection: Int,
    configuration: CollectionViewCompositionalLayoutConfiguration = .init(),
    cellClass: SceneCell.Type = SceneCell.self
  ) {
    self.sections = sections
    self.perSection = perSection
    super.init(
      viewport: viewport, counts: Array(repeating: perSection, count: sections), configuration: configuration,
      cellClass: cellClass)
  }

  override func apply(_ key: String, _ value: Double) {
    switch key {
    case "sections":
      sections = Int(value)
      reload(counts: Array(repeating: perSection, count: sections))
    case "items":
      perSection = Int(value)
      reload(counts: Array(repeating: perSection, count: sections))
    default: super.apply(key, value)
    }
  }
}
