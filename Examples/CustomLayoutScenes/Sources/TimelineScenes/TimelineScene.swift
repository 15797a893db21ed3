import TrellisScenes

/// The "timeline" scene: `TimelineLayout` over cards of varied, deterministic heights.
///
/// Parameters: `items` 1…10,000 (60), `stagger` (the layout's `minimumStagger`, points) 0…200
/// (40), `spacing` 0…60 (16). Card `id` is `60 + (id · 37 mod 100)` points tall, so a card keeps
/// its height wherever it moves. A tap on a card deletes it; a tap elsewhere inserts a card at
/// the top. Default script: a fling upwards.
public final class TimelineScene: SceneContent {
  /// The scene's definition, for `SceneCatalog` and `TrellisCommand.main(scenes:…)`.
  public static let definition = SceneDefinition(
    descriptor: SceneDescriptor(
      name: "timeline", title: "Timeline",
      summary: "TimelineLayout (an example package's own layout): cards alternating around a spine",
      parameters: [
        SceneParameter(key: "items", label: "Items", minimum: 1, maximum: 10_000, step: 1, defaultValue: 60),
        SceneParameter(
          key: "stagger", label: "Minimum stagger", minimum: 0, maximum: 200, step: 1, defaultValue: 40),
        SceneParameter(key: "spacing", label: "Spacing", minimum: 0, maximum: 60, step: 1, defaultValue: 16),
      ],
      supportsTapInsertDelete: true,
      hints: ["Tap a card to delete it; tap the spine or the margins to add a card at the top."]),
    make: { viewport, parameters in TimelineScene(viewport: viewport, parameters: parameters) })

  /// The height of card `id`, points: 60…159.
  public static func height(ofCard id: Int) -> CGFloat {
    CGFloat(60 + (id &* 37) % 100)
  }

  /// The scene's layout.
  public let layout = TimelineLayout()

  /// Creates the scene for `viewport` with every parameter's value.
  public init(viewport: CGSize, parameters: [String: Double]) {
    super.init(viewport: viewport, layout: layout, items: SceneItems(count: Int(parameters["items"] ?? 60)))
    let items = self.items
    layout.cardHeight = { indexPath in
      indexPath.item < items.count ? TimelineScene.height(ofCard: items.id(at: indexPath.item)) : 0
    }
    apply("stagger", parameters["stagger"] ?? 40)
    apply("spacing", parameters["spacing"] ?? 16)
  }

  public override func apply(_ key: String, _ value: Double) {
    switch key {
    case "stagger": layout.minimumStagger = CGFloat(value)
    case "spacing": layout.spacing = CGFloat(value)
    default: super.apply(key, value)
    }
  }

  public override func tap(at point: CGPoint) -> Bool {
    if let indexPath = collectionView.indexPathForItem(at: point) {
      return performBatch {
        self.items.remove(at: indexPath.item)
        self.collectionView.deleteItems(at: [indexPath])
      }
    }
    guard items.count < 10_000 else { return false }
    return performBatch {
      self.items.insert(at: 0)
      self.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
    }
  }

  /// Runs one batch update, spelled as in UIKit; `false` when the collection view rejected it
  /// (nothing changed in the view; the reason is in `lastUpdateError`).
  private func performBatch(_ updates: @escaping () -> Void) -> Bool {
    collectionView.performBatchUpdates(updates)
    return collectionView.lastUpdateError == nil
  }

  public override func defaultScript(viewport: CGSize) -> GestureScript {
    let x = Double(viewport.width) / 2
    let from = Double(viewport.height) * 0.7
    let to = Double(viewport.height) * 0.3
    var events = [GestureScript.Event(phase: "began", x: x, y: from, time: 0.1)]
    for step in 1...6 {
      let t = Double(step) / 6
      events.append(GestureScript.Event(phase: "moved", x: x, y: from + (to - from) * t, time: 0.1 + 0.1 * t))
    }
    events.append(GestureScript.Event(phase: "ended", x: x, y: to, time: 0.2))
    return GestureScript(events: events)
  }
}
