import TrellisCompositional

/// "carousel": Apple's scaling carousel — one orthogonal section of cards (0.7 of the width,
/// 420 tall, 10 apart) that pages one centred card at a time (`.groupPagingCentered`), with a
/// `visibleItemsInvalidationHandler` that scales each visible card by its distance from the
/// centre: `max(1.1 − distance / width, minimumScale)` (so the centred card is at 1.1).
///
/// Parameters: `items` 1…1,000 (20), `minimumScale` 0.3…1 (0.7). Default script: a slow drag
/// to the left, released while moving.
final class CarouselScene: CompositionalScene {
  nonisolated static let definition = SceneDefinition(
    descriptor: SceneDescriptor(
      name: "carousel", title: "Scaling carousel",
      summary: "Orthogonal section whose visible-items handler scales the centred card; drag sideways",
      parameters: [
        SceneParameter(key: "items", label: "Items", minimum: 1, maximum: 1_000, step: 1, defaultValue: 20),
        SceneParameter(
          key: "minimumScale", label: "Minimum scale", minimum: 0.3, maximum: 1, step: 0.05, defaultValue: 0.7
        ),
      ],
      scrollHint:
        "Drag the cards sideways or use the wheel/trackpad over them (a vertical wheel too); one card "
        + "comes to rest centred, full size."),
    make: { viewport, parameters throws(SceneError) in
      CarouselScene(viewport: viewport, parameters: parameters)
    })

  /// The scale of the centred card.
  static let maximumScale: CGFloat = 1.1

  private var minimumScale: CGFloat

  init(viewport: CGSize, parameters: [String: Double]) {
    minimumScale = CGFloat(parameters["minimumScale"] ?? 0.7)
    super.init(viewport: viewport, counts: [Int(parameters["items"] ?? 20)])
  }

  override func makeSection(
    _ index: Int, environment: any CollectionLayoutEnvironment
  ) -> CollectionLayoutSection? {
    let item = CollectionLayoutItem.fillingGroup()
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(0.7), heightDimension: .absolute(420)),
      subitems: [item])
    let section = CollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    // Centre the 420-point cards in the view's height.
    let top = max(0, (environment.container.effectiveContentSize.height - 420) / 2)
    section.contentInsets = DirectionalEdgeInsets(top: top, leading: 0, bottom: top, trailing: 0)
    section.orthogonalScrollingBehavior = .groupPagingCentered
    let minimum = minimumScale
    let maximum = Self.maximumScale
    section.visibleItemsInvalidationHandler = { items, offset, environment in
      let width = environment.container.contentSize.width
      for item in items {
        let distanceFromCenter = abs((item.frame.midX - offset.x) - width / 2)
        let scale = max(maximum - distanceFromCenter / width, minimum)
        item.transform = CGAffineTransform(scaleX: scale, y: scale)
      }
    }
    return section
  }

  override func apply(_ key: String, _ value: Double) {
    switch key {
    case "items": reload(counts: [Int(value)])
    case "minimumScale":
      minimumScale = CGFloat(value)
      relayout()
    default: super.apply(key, value)
    }
  }

  override func defaultScript(viewport: CGSize) -> GestureScript {
    GestureScript.horizontalDrag(viewport: viewport)
  }
}
