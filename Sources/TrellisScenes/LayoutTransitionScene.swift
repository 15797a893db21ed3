/// "layout-transition": an interactive layout transition held open between a grid of small
/// squares and a grid of large ones; the `progress` slider stands for a pinch and moves every
/// item between its two places (docs/transitions.md).
///
/// Parameters: `items` 0…10,000 (100), `progress` 0…1 (0), `small` (side of the first grid's
/// squares, points) 20…200 (60), `large` (the second grid's) 40…400 (160). Both grids use 10-point
/// spacing and insets. Default script: a fling upwards.
///
/// The transition is never finished, so the slider can go back and forth; `progress` 0 shows the
/// small grid exactly and 1 the large one.
final class LayoutTransitionScene: SceneContent {
  nonisolated static let definition = SceneDefinition(
    descriptor: SceneDescriptor(
      name: "layout-transition", title: "Pinch between grids",
      summary:
        "an interactive CollectionViewTransitionLayout between two flow grids; the progress slider is the pinch",
      parameters: [
        SceneParameter(key: "items", label: "Items", minimum: 0, maximum: 10_000, step: 1, defaultValue: 100),
        SceneParameter(
          key: "progress", label: "Transition progress", minimum: 0, maximum: 1, step: 0.01, defaultValue: 0),
        SceneParameter(
          key: "small", label: "Small side", minimum: 20, maximum: 200, step: 1, defaultValue: 60),
        SceneParameter(
          key: "large", label: "Large side", minimum: 40, maximum: 400, step: 1, defaultValue: 160),
      ],
      scrollHint: "Drag or use the wheel/trackpad to scroll; the 'progress' slider plays the pinch."),
    make: { viewport, parameters throws(SceneError) in
      LayoutTransitionScene(viewport: viewport, parameters: parameters)
    }
  )

  /// The grid the transition starts from.
  let small = LayoutTransitionScene.grid()
  /// The grid it goes to.
  let large = LayoutTransitionScene.grid()
  /// The transition layout installed for the whole session.
  private(set) var transition: CollectionViewTransitionLayout?

  init(viewport: CGSize, parameters: [String: Double]) {
    super.init(viewport: viewport, layout: small, items: SceneItems(count: Int(parameters["items"] ?? 0)))
    for key in ["small", "large"] { apply(key, parameters[key] ?? 0) }
    transition = collectionView.startInteractiveTransition(to: large)
    apply("progress", parameters["progress"] ?? 0)
  }

  /// A flow grid with 10-point spacing and insets.
  private static func grid() -> CollectionViewFlowLayout {
    let layout = CollectionViewFlowLayout()
    layout.minimumLineSpacing = 10
    layout.minimumInteritemSpacing = 10
    layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    return layout
  }

  override func apply(_ key: String, _ value: Double) {
    switch key {
    case "progress": transition?.transitionProgress = CGFloat(value)
    case "small": small.itemSize = CGSize(width: value, height: value)
    case "large": large.itemSize = CGSize(width: value, height: value)
    default: super.apply(key, value)
    }
  }

  override func defaultScript(viewport: CGSize) -> GestureScript {
    GestureScript.fling(viewport: viewport)
  }
}
