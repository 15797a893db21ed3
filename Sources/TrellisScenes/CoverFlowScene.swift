/// "cover-flow": a horizontal strip whose items grow towards the centre and come to rest
/// centred (`CoverFlowLayout`, 160×240 items 10 apart).
///
/// Parameters: `items` 1…10,000 (30), `minimumScale` (the scale at one width from the centre)
/// 0.2…1 (0.6), `tilt` (degrees of the classic Cover Flow's perspective turn, which the covers
/// beside the centred one take in full; 0 is the tutorial's scale-only strip) 0…80 (60: side
/// covers turned towards the centre as in the classic Cover Flow). Default script: a slow drag to the left, released while moving; the strip
/// settles with an item centred.
final class CoverFlowScene: SceneContent {
  /// The scene's default tilt, degrees: 60, the side covers turned towards the centre as the
  /// classic Cover Flow shows them (the layout's own default stays 0).
  nonisolated static let defaultTilt: Double = 60
  nonisolated static let definition = SceneDefinition(
    descriptor: SceneDescriptor(
      name: "cover-flow", title: "Cover flow",
      summary: "CoverFlowLayout: items scale towards the centre and snap to it; drag sideways",
      parameters: [
        SceneParameter(key: "items", label: "Items", minimum: 1, maximum: 10_000, step: 1, defaultValue: 30),
        SceneParameter(
          key: "minimumScale", label: "Minimum scale", minimum: 0.2, maximum: 1, step: 0.05, defaultValue: 0.6
        ),
        SceneParameter(
          key: "tilt", label: "Tilt (degrees)", minimum: 0, maximum: 80, step: 1,
          defaultValue: CoverFlowScene.defaultTilt),
      ],
      defaultViewport: CGSize(width: 844, height: 390), scrollsHorizontally: true,
      scrollHint:
        "Drag sideways or use the wheel/trackpad (a vertical wheel too); a cover always comes to rest "
        + "centred."),
    make: { viewport, parameters throws(SceneError) in
      CoverFlowScene(viewport: viewport, parameters: parameters)
    })

  let layout = CoverFlowLayout()

  init(viewport: CGSize, parameters: [String: Double]) {
    super.init(viewport: viewport, layout: layout, items: SceneItems(count: Int(parameters["items"] ?? 0)))
    apply("minimumScale", parameters["minimumScale"] ?? 0.6)
    apply("tilt", parameters["tilt"] ?? Self.defaultTilt)
  }

  override func apply(_ key: String, _ value: Double) {
    switch key {
    case "minimumScale": layout.minimumScale = CGFloat(value)
    case "tilt": layout.tilt = CGFloat(value)
    default: super.apply(key, value)
    }
  }

  override func defaultScript(viewport: CGSize) -> GestureScript {
    GestureScript.horizontalDrag(viewport: viewport)
  }
}
