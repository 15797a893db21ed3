/// The part of a session that differs from scene to scene: the collection view with its layout
/// and model, how parameters change them, and what taps and the default script do.
///
/// Each scene file subclasses it; `SceneSession` holds one and drives it.
class SceneContent {
  /// The collection view the scene runs in.
  let collectionView: CollectionView
  /// The model and data source.
  let items: SceneItems

  /// Creates the content over a collection view of `viewport` hosting `layout`, with `items`
  /// as data source and delegate and `cellClass` registered for the scene's cells.
  init(
    viewport: CGSize, layout: CollectionViewLayout, items: SceneItems,
    cellClass: SceneCell.Type = SceneCell.self
  ) {
    self.items = items
    collectionView = CollectionView(
      frame: CGRect(origin: .zero, size: viewport), collectionViewLayout: layout)
    collectionView.register(cellClass, forCellWithReuseIdentifier: SceneItems.reuseIdentifier)
    collectionView.dataSource = items
    collectionView.delegate = items
  }

  /// Applies parameter `key` (already validated) with `value`. The default handles "items" by
  /// resetting the model and reloading; subclasses handle their own keys and call `super`.
  func apply(_ key: String, _ value: Double) {
    if key == "items" {
      let count = Int(value)
      guard count != items.count || items.ids != nil else { return }
      items.reset(count: count)
      reloadData()
    }
  }

  /// Reloads everything: the model changed as a whole.
  func reloadData() {
    collectionView.reloadData()
    items.forgetDisplayed()
  }

  /// Whether the scene draws the layout's decoration and supplementary views (queried from the
  /// layout), styled by `decorationStyle(for:)`.
  var drawsDecorations: Bool { false }

  /// The dynamic animator, for scenes with dynamics.
  var animator: DynamicAnimator? { nil }

  /// Reacts to a tap at `point` (content coordinates); returns whether something happened.
  func tap(at point: CGPoint) -> Bool { false }

  /// The interaction `trellis record` plays without a script.
  func defaultScript(viewport: CGSize) -> GestureScript { GestureScript(events: []) }

  /// Called after the session jumped to a new offset (`SceneSession.setScrollOffset(_:)`).
  func didJump() {}

  /// The style of a decoration or supplementary element.
  func decorationStyle(for attributes: CollectionViewLayoutAttributes) -> RenderStyle {
    RenderStyle.default(for: attributes)
  }

  /// The style of the cell showing item `id`: the palette colour of `id`, labelled with `id`.
  static func style(forItem id: Int) -> RenderStyle {
    let fill = RenderPalette.color(for: IndexPath(item: id, section: 0))
    return RenderStyle(fill: fill, stroke: fill.darkened(by: 0.7), label: String(id))
  }
}
