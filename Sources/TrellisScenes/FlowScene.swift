/// "flow": a grid of square items in a `CollectionViewFlowLayout`; items can be reordered with
/// a long press.
///
/// Parameters: `items` 0…1,000,000 (1,000), `size` (item side, points) 20…200 (80), `spacing`
/// (line and interitem, points) 0…40 (10). Section insets 10 on every side. Default script: a
/// fling upwards.
final class FlowScene: SceneContent {
  nonisolated static let definition = SceneDefinition(
    descriptor: SceneDescriptor(
      name: "flow", title: "Flow grid",
      summary: "CollectionViewFlowLayout grid of square items; fling to scroll, long-press to reorder",
      parameters: [
        SceneParameter(
          key: "items", label: "Items", minimum: 0, maximum: 1_000_000, step: 1, defaultValue: 1000),
        SceneParameter(key: "size", label: "Item size", minimum: 20, maximum: 200, step: 1, defaultValue: 80),
        SceneParameter(key: "spacing", label: "Spacing", minimum: 0, maximum: 40, step: 1, defaultValue: 10),
      ],
      supportsReorder: true),
    make: { viewport, parameters throws(SceneError) in FlowScene(viewport: viewport, parameters: parameters) }
  )

  let layout = CollectionViewFlowLayout()

  init(viewport: CGSize, parameters: [String: Double]) {
    layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    super.init(viewport: viewport, layout: layout, items: SceneItems(count: Int(parameters["items"] ?? 0)))
    for key in ["size", "spacing"] { apply(key, parameters[key] ?? 0) }
  }

  override func apply(_ key: String, _ value: Double) {
    switch key {
    case "size": layout.itemSize = CGSize(width: value, height: value)
    case "spacing":
      layout.minimumLineSpacing = CGFloat(value)
      layout.minimumInteritemSpacing = CGFloat(value)
    default: super.apply(key, value)
    }
  }

  override func defaultScript(viewport: CGSize) -> GestureScript {
    GestureScript.fling(viewport: viewport)
  }
}

extension GestureScript {
  /// A quick upward flick through the middle of `viewport`: 40% of its height in 0.1 s, then
  /// release (about 3,400 pt/s on a 844-point screen).
  static func fling(viewport: CGSize) -> GestureScript {
    let x = viewport.width / 2
    return GestureScript(
      events: drag(
        from: CGPoint(x: x, y: viewport.height * 0.7), to: CGPoint(x: x, y: viewport.height * 0.3), at: 0.1,
        duration: 0.1, steps: 6))
  }

  /// A slow horizontal drag to the left across the middle of `viewport` (40% of its width in
  /// 0.5 s, released with the finger still moving).
  static func horizontalDrag(
    viewport: CGSize, fraction: CGFloat = 0.4, duration: Double = 0.5
  ) -> GestureScript {
    let y = viewport.height / 2
    return GestureScript(
      events: drag(
        from: CGPoint(x: viewport.width * (0.5 + fraction / 2), y: y),
        to: CGPoint(x: viewport.width * (0.5 - fraction / 2), y: y), at: 0.1, duration: duration, steps: 12))
  }
}
