/// "springy": a list whose rows hang on springs (`SpringyFlowLayout`, the objc.io article's
/// springy flow layout), up to a million items.
///
/// Rows are the full width minus 20 by 44 points, 10 apart, insets 10 (the article's 44-point
/// items, spacing and insets). Parameters: `items` 1…1,000,000 (10,000), `damping` 0…1 (0.8),
/// `frequency` (Hz) 0.1…5 (1.0), `resistance` (the divisor of the touch distance) 100…5000
/// (1500). Default script: a fling upwards; the rows lag behind the finger and swing back.
final class SpringyScene: SceneContent {
  nonisolated static let definition = SceneDefinition(
    descriptor: SceneDescriptor(
      name: "springy", title: "Springy list",
      summary: "SpringyFlowLayout: rows on springs that lag behind the finger; up to 1,000,000 items",
      parameters: [
        SceneParameter(
          key: "items", label: "Items", minimum: 1, maximum: 1_000_000, step: 1, defaultValue: 10_000),
        SceneParameter(
          key: "damping", label: "Spring damping", minimum: 0, maximum: 1, step: 0.05, defaultValue: 0.8),
        SceneParameter(
          key: "frequency", label: "Spring frequency (Hz)", minimum: 0.1, maximum: 5, step: 0.1,
          defaultValue: 1),
        SceneParameter(
          key: "resistance", label: "Scroll resistance", minimum: 100, maximum: 5000, step: 50,
          defaultValue: 1500),
      ]),
    make: { viewport, parameters throws(SceneError) in
      SpringyScene(viewport: viewport, parameters: parameters)
    })

  let layout = SpringyFlowLayout()

  init(viewport: CGSize, parameters: [String: Double]) {
    layout.itemSize = CGSize(width: max(1, viewport.width - 20), height: 44)
    layout.minimumLineSpacing = 10
    layout.minimumInteritemSpacing = 10
    layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    super.init(viewport: viewport, layout: layout, items: SceneItems(count: Int(parameters["items"] ?? 0)))
    for key in ["damping", "frequency", "resistance"] { apply(key, parameters[key] ?? 0) }
    collectionView.addFrameObserver { [weak self] view, _ in self?.followWidth(view) }
  }

  override func apply(_ key: String, _ value: Double) {
    switch key {
    case "damping": layout.springDamping = CGFloat(value)
    case "frequency": layout.springFrequency = CGFloat(value)
    case "resistance": layout.resistanceDivisor = CGFloat(value)
    default: super.apply(key, value)
    }
  }

  /// Keeps the rows as wide as the view when the viewport changes.
  private func followWidth(_ view: CollectionView) {
    let width = max(1, view.frame.width - 20)
    if layout.itemSize.width != width { layout.itemSize = CGSize(width: width, height: 44) }
  }

  override var animator: DynamicAnimator? { layout.dynamicAnimator }

  override func didJump() {
    // A jump is not a scroll: start at rest at the new place instead of swinging in from afar.
    layout.invalidateLayout()
  }

  override func defaultScript(viewport: CGSize) -> GestureScript {
    GestureScript.fling(viewport: viewport)
  }
}
