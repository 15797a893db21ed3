import TrellisCompositional

/// "app-store": an App-Store-style page of sections that scroll sideways, one for each
/// orthogonal scrolling behaviour, in this order (repeating when there are more sections):
///
/// 0. `.groupPagingCentered` — large cards (0.85 of the width, 220 tall), one centred per swipe;
/// 1. `.continuous` — 140 × 140 tiles, free scrolling;
/// 2. `.paging` — columns of three 70-point rows (0.9 of the width), a page per swipe;
/// 3. `.groupPaging` — cards 0.45 of the width, 160 tall, one per swipe;
/// 4. `.continuousGroupLeadingBoundary` — 200 × 120 tiles that rest on a tile's edge.
///
/// Every section has a 36-point header naming its behaviour ("group paging centered",
/// "continuous", "paging", "group paging", "continuous, group leading boundary"), insets 8 (top), 16 (sides) and 16 (bottom) and 10
/// points between groups. Drag a row sideways (or scroll sideways over it with a wheel or
/// trackpad) to scroll it; drag up and down to scroll the page.
///
/// Parameters: `sections` 1…50 (5), `items` (per section) 1…200 (12). Default script: a swipe
/// to the left across the first (centred-paging) row.
final class AppStoreScene: UniformSectionsScene {
  nonisolated static let definition = SceneDefinition(
    descriptor: SceneDescriptor(
      name: "app-store", title: "App Store page",
      summary: "Orthogonal compositional sections, one per scrolling behaviour; drag rows sideways",
      parameters: [
        SceneParameter(key: "sections", label: "Sections", minimum: 1, maximum: 50, step: 1, defaultValue: 5),
        SceneParameter(
          key: "items", label: "Items per section", minimum: 1, maximum: 200, step: 1, defaultValue: 12),
      ],
      scrollHint:
        "Drag up and down or use the wheel to scroll the page; drag a row sideways, or swipe sideways "
        + "over it with a trackpad, to scroll the row as its header says."),
    make: { viewport, parameters throws(SceneError) in
      AppStoreScene(viewport: viewport, parameters: parameters)
    })

  /// The behaviours, by section index modulo 5.
  static let behaviors: [CollectionLayoutSectionOrthogonalScrollingBehavior] = [
    .groupPagingCentered, .continuous, .paging, .groupPaging, .continuousGroupLeadingBoundary,
  ]

  /// The header of each behaviour, in the order of `behaviors`: the behaviour's name in words.
  static let behaviorTitles = [
    "group paging centered", "continuous", "paging", "group paging", "continuous, group leading boundary",
  ]

  init(viewport: CGSize, parameters: [String: Double]) {
    super.init(
      viewport: viewport, sections: Int(parameters["sections"] ?? 5),
      perSection: Int(parameters["items"] ?? 12))
    let header = CollectionView.elementKindSectionHeader
    collectionView.register(
      SectionTitleHeaderView.self, forSupplementaryViewOfKind: header,
      withReuseIdentifier: SectionTitleHeaderView.reuseIdentifier)
    data.supplementaryView = { collectionView, kind, indexPath in
      guard kind == header,
        let view = collectionView.dequeueReusableSupplementaryView(
          ofKind: kind, withReuseIdentifier: SectionTitleHeaderView.reuseIdentifier, for: indexPath)
          as? SectionTitleHeaderView
      else { return nil }
      view.show(Self.title(ofSection: indexPath.section))
      return view
    }
    // Headers made before the registration (if any layout pass ran) are made again.
    reloadData()
  }

  /// The header text of section `section`: its behaviour's name (`behaviorTitles`).
  static func title(ofSection section: Int) -> String {
    behaviorTitles[((section % behaviorTitles.count) + behaviorTitles.count) % behaviorTitles.count]
  }

  /// The headers draw their titles (their views), in place of the labelled tiles.
  override var drawnSupplementaryKinds: [String] { [CollectionView.elementKindSectionHeader] }

  override func makeSection(
    _ index: Int, environment: any CollectionLayoutEnvironment
  ) -> CollectionLayoutSection? {
    let full = CollectionLayoutItem.fillingGroup()
    let behavior = Self.behaviors[index % Self.behaviors.count]
    let group: CollectionLayoutGroup
    switch behavior {
    case .groupPagingCentered:
      group = .horizontal(
        layoutSize: CollectionLayoutSize(
          widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(220)),
        subitems: [full])
    case .continuous:
      group = .horizontal(
        layoutSize: CollectionLayoutSize(widthDimension: .absolute(140), heightDimension: .absolute(140)),
        subitems: [full])
    case .paging:
      let row = CollectionLayoutItem(
        layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(70)))
      row.contentInsets = DirectionalEdgeInsets(top: 2, leading: 0, bottom: 2, trailing: 0)
      group = .vertical(
        layoutSize: CollectionLayoutSize(
          widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(210)),
        repeatingSubitem: row, count: 3)
    case .groupPaging:
      group = .horizontal(
        layoutSize: CollectionLayoutSize(
          widthDimension: .fractionalWidth(0.45), heightDimension: .absolute(160)),
        subitems: [full])
    default:
      group = .horizontal(
        layoutSize: CollectionLayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(120)),
        subitems: [full])
    }
    let section = CollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = behavior
    section.interGroupSpacing = 10
    section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 16, trailing: 16)
    section.boundarySupplementaryItems = [
      CollectionLayoutBoundarySupplementaryItem(
        layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(36)),
        elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
    ]
    return section
  }

  /// A swipe to the left across the first row (its cards span y = 44…264): 70% of the width in
  /// 0.25 s, released while moving.
  override func defaultScript(viewport: CGSize) -> GestureScript {
    GestureScript(
      events: GestureScript.drag(
        from: CGPoint(x: viewport.width * 0.85, y: 150), to: CGPoint(x: viewport.width * 0.15, y: 150),
        at: 0.1,
        duration: 0.25, steps: 10))
  }
}
