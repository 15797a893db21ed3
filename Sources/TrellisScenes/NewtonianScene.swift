/// "newtonian": boxes that swing in on a spring, fall and pile up (`NewtonianLayout`, the
/// objc.io article's Newtonian layout); a tap on a box deletes it (it falls away), a tap
/// elsewhere inserts a new one.
///
/// Parameters: `items` 0…20 (3) — the article capped it at 10 for speed; `gravity` (magnitude,
/// 1 = 1000 pt/s²) 0.1…3 (1). Default script: two taps on empty space (two inserts), then a tap
/// on the floor where the boxes have piled (a delete).
final class NewtonianScene: SceneContent {
  nonisolated static let definition = SceneDefinition(
    descriptor: SceneDescriptor(
      name: "newtonian", title: "Newtonian boxes",
      summary: "NewtonianLayout: boxes swing in on springs and fall under gravity; tap to insert or delete",
      parameters: [
        SceneParameter(key: "items", label: "Items", minimum: 0, maximum: 20, step: 1, defaultValue: 3),
        SceneParameter(
          key: "gravity", label: "Gravity", minimum: 0.1, maximum: 3, step: 0.1, defaultValue: 1),
      ],
      supportsTapInsertDelete: true,
      hints: [
        "Tap a box to delete it (it falls away); tap empty space to drop in a new one (at most 20)."
      ],
      scrollHint: "Nothing scrolls here: the boxes fill the view."),
    make: { viewport, parameters throws(SceneError) in
      NewtonianScene(viewport: viewport, parameters: parameters)
    })

  let layout = NewtonianLayout()

  init(viewport: CGSize, parameters: [String: Double]) {
    super.init(viewport: viewport, layout: layout, items: SceneItems(count: Int(parameters["items"] ?? 0)))
    apply("gravity", parameters["gravity"] ?? 1)
  }

  override func apply(_ key: String, _ value: Double) {
    switch key {
    case "gravity": layout.gravityBehavior.magnitude = CGFloat(value)
    default: super.apply(key, value)
    }
  }

  override var animator: DynamicAnimator? { layout.dynamicAnimator }

  override var drawsDecorations: Bool { true }

  /// Falling (deleted) boxes: the palette's grey supplementary look, unlabelled.
  override func decorationStyle(for attributes: CollectionViewLayoutAttributes) -> RenderStyle {
    RenderStyle(fill: RenderStyle.supplementaryFill, stroke: RenderStyle.supplementaryStroke)
  }

  /// A tap on a box deletes it; a tap elsewhere appends a box (at most 20).
  override func tap(at point: CGPoint) -> Bool {
    deleteOrInsertItem(at: point, maximum: 20) { items.count }
  }

  override func defaultScript(viewport: CGSize) -> GestureScript {
    GestureScript(events: [
      GestureScript.Event(phase: "tap", x: Double(viewport.width) * 0.25, y: 120, time: 0.2),
      GestureScript.Event(phase: "tap", x: Double(viewport.width) * 0.75, y: 120, time: 1.0),
    ])
  }
}
