import TrellisCompositional

/// The data source of the compositional scenes: sections of items whose cells show a global
/// identifier (the items of earlier sections counted first), so that every cell of every
/// section has its own number and colour.
///
/// Supplementary views (headers, badges) are plain views, which the scene draws from the
/// layout's attributes, unless the scene gives `supplementaryView` (views that draw themselves,
/// for the kinds in the scene's `drawnSupplementaryKinds`).
final class CompositionalSceneData: CollectionViewDataSource {
  /// The scene's own supplementary views: returns the view for a kind and index path, or `nil`
  /// for a plain view.
  var supplementaryView: ((CollectionView, String, IndexPath) -> CollectionReusableView?)?

  /// The number of items of each section.
  private(set) var counts: [Int]
  /// The identifier of each section's first item.
  private(set) var firstIDs: [Int]

  init(counts: [Int]) {
    self.counts = counts
    self.firstIDs = Self.starts(of: counts)
  }

  /// Replaces the section counts.
  func reset(counts: [Int]) {
    self.counts = counts
    self.firstIDs = Self.starts(of: counts)
  }

  /// The total number of items.
  var total: Int { counts.reduce(0, +) }

  private static func starts(of counts: [Int]) -> [Int] {
    var starts: [Int] = []
    var next = 0
    for count in counts {
      starts.append(next)
      next += count
    }
    return starts
  }

  func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    section >= 0 && section < counts.count ? counts[section] : 0
  }

  func collectionView(
    _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
  ) -> CollectionViewCell {
    let view = collectionView.dequeueReusableCell(
      withReuseIdentifier: SceneItems.reuseIdentifier, for: indexPath)
    if let cell = view as? SceneCell {
      let section = indexPath.section
      cell.modelID = section < firstIDs.count ? firstIDs[section] + indexPath.item : -1
    }
    return view
  }

  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView {
    supplementaryView?(collectionView, kind, indexPath) ?? CollectionReusableView(frame: .zero)
  }
}

/// A scene cell that sizes itself: it prefers a height between 44 and 120 points drawn from
/// its item's identifier (seed 11), keeping the width it is offered.
class MeasuredSceneCell: SceneCell {
  /// The seed of the heights.
  static let seed = 11
  /// The range of the heights, points.
  static let heights = 44...120

  /// The height the cell prefers for item `id`, points.
  static func preferredHeight(forItem id: Int) -> CGFloat {
    SeededValues.points(in: heights, seed: seed, id: id)
  }

  override func preferredLayoutAttributesFitting(
    _ layoutAttributes: CollectionViewLayoutAttributes
  ) -> CollectionViewLayoutAttributes {
    let height = Self.preferredHeight(forItem: modelID)
    guard layoutAttributes.size.height != height,
      let copy = layoutAttributes.copy() as? CollectionViewLayoutAttributes
    else { return layoutAttributes }
    copy.size = CGSize(width: layoutAttributes.size.width, height: height)
    return copy
  }
}

/// The common part of the compositional scenes: a `CollectionViewCompositionalLayout` whose
/// sections come from the scene (`makeSection(_:environment:)`, read again whenever the layout
/// is invalidated), over `CompositionalSceneData`, drawing the layout's supplementary and
/// decoration views.
class CompositionalScene: SceneContent {
  let data: CompositionalSceneData
  private(set) var layout: CollectionViewCompositionalLayout!

  init(
    viewport: CGSize, counts: [Int], configuration: CollectionViewCompositionalLayoutConfiguration = .init(),
    cellClass: SceneCell.Type = SceneCell.self
  ) {
    data = CompositionalSceneData(counts: counts)
    let provider = SectionProviderBox()
    let layout = CollectionViewCompositionalLayout(
      sectionProvider: { index, environment in provider.scene?.makeSection(index, environment: environment) },
      configuration: configuration)
    super.init(viewport: viewport, layout: layout, items: SceneItems(count: data.total), cellClass: cellClass)
    self.layout = layout
    provider.scene = self
    collectionView.dataSource = data
  }

  /// The section at `index`; subclasses override.
  func makeSection(_ index: Int, environment: any CollectionLayoutEnvironment) -> CollectionLayoutSection? {
    nil
  }

  /// Replaces the section counts and reloads.
  func reload(counts: [Int]) {
    data.reset(counts: counts)
    items.reset(count: data.total)
    reloadData()
  }

  /// Asks the layout for new sections (after a parameter changed).
  func relayout() {
    layout.invalidateLayout()
  }

  override var drawsDecorations: Bool { true }
}

/// Lets the section provider reach its scene without a reference cycle.
private final class SectionProviderBox {
  weak var scene: CompositionalScene?
}
