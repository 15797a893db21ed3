/// "circular-cards": a wheel of 133×173 cards that turns as you scroll sideways
/// (`CircularCardsLayout`).
///
/// Parameters: `items` 1…1,000 (24), `radius` (points) 200…1000 (500). Default script: a slow
/// drag to the left, released while moving; the wheel comes to rest on a card.
final class CircularCardsScene: SceneContent {
  nonisolated static let definition = SceneDefinition(
    descriptor: SceneDescriptor(
      name: "circular-cards", title: "Circular cards",
      summary: "CircularCardsLayout: a wheel of cards turned by horizontal scrolling; drag sideways",
      parameters: [
        SceneParameter(key: "items", label: "Items", minimum: 1, maximum: 1000, step: 1, defaultValue: 24),
        SceneParameter(
          key: "radius", label: "Radius", minimum: 200, maximum: 1000, step: 10, defaultValue: 500),
      ],
      defaultViewport: CGSize(width: 844, height: 390), scrollsHorizontally: true,
      scrollHint: "Drag sideways or use the wheel/trackpad (a vertical wheel too) to turn the wheel of cards."
    ),
    make: { viewport, parameters throws(SceneError) in
      CircularCardsScene(viewport: viewport, parameters: parameters)
    })

  let layout = CircularCardsLayout()

  init(viewport: CGSize, parameters: [String: Double]) {
    super.init(viewport: viewport, layout: layout, items: SceneItems(count: Int(parameters["items"] ?? 0)))
    apply("radius", parameters["radius"] ?? 500)
  }

  override func apply(_ key: String, _ value: Double) {
    switch key {
    case "radius": layout.radius = CGFloat(value)
    default: super.apply(key, value)
    }
  }

  override func defaultScript(viewport: CGSize) -> GestureScript {
    GestureScript.horizontalDrag(viewport: viewport, fraction: 0.3, duration: 0.4)
  }
}
