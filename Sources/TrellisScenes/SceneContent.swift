/// The part of a session that differs from scene to scene: the collection view with its layout
/// and model, how parameters change them, and what taps and the default script do.
///
/// Subclass it for a scene of your own (every built-in scene does), create it in your
/// `SceneDefinition`'s factory, and override what your scene needs: `apply(_:_:)` for its
/// parameters, `tap(at:)` for taps, `defaultScript(viewport:)` for `trellis record`,
/// `animator` for dynamics, `drawsDecorations` and `decorationStyle(for:)` for decoration views,
/// `style(forItem:)` for colours and labels. `SceneSession` holds one and drives it.
@MainActor
open class SceneContent {
  /// The collection view the scene runs in.
  public let collectionView: CollectionView
  /// The model and data source.
  public let items: SceneItems

  /// Creates the content over a collection view of `viewport` hosting `layout`, with `items`
  /// as data source and delegate and `cellClass` registered for the scene's cells.
  ///
  /// To give the collection view another delegate (for example one that also adopts your
  /// layout's delegate protocol), set `collectionView.delegate` after calling this; the cells
  /// on screen are then no longer tracked, so keep `items` as the delegate or forward
  /// `willDisplay` and `didEndDisplaying` to it.
  public init(
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
  open func apply(_ key: String, _ value: Double) {
    if key == "items" {
      let count = Int(value)
      guard count != items.count || items.ids != nil else { return }
      items.reset(count: count)
      reloadData()
    }
  }

  /// Reloads everything: the model changed as a whole.
  open func reloadData() {
    collectionView.reloadData()
    items.forgetDisplayed()
  }

  /// Whether the scene draws the layout's decoration and supplementary views (queried from the
  /// layout), styled by `decorationStyle(for:)`. The default is `false`.
  open var drawsDecorations: Bool { false }

  /// The kinds of supplementary views whose own views are drawn (what their subviews draw, as a
  /// list row's are; no tile), for example the headers of a scene whose headers show text. The
  /// default is none.
  open var drawnSupplementaryKinds: [String] { [] }

  /// The dynamic animator, for scenes with dynamics (its behaviors are counted in the
  /// statistics). The default is `nil`.
  open var animator: DynamicAnimator? { nil }

  /// Reacts to a tap at `point` (content coordinates); returns whether something happened.
  /// Called only when the descriptor's `supportsTapInsertDelete` is `true`. The default does
  /// nothing.
  open func tap(at point: CGPoint) -> Bool { false }

  /// The interaction `trellis record` and `trellis bench` play without a script. The default is
  /// an empty script.
  open func defaultScript(viewport: CGSize) -> GestureScript { GestureScript(events: []) }

  /// Called after the session jumped to a new offset (`SceneSession.setScrollOffset(_:)`).
  open func didJump() {}

  /// The colour behind the content (a grouped list's `systemGroupedBackground`), drawn as a
  /// flat element under everything; `nil` (the default) leaves the host's own background.
  open var backgroundColor: RenderColor? { nil }

  /// The style of a decoration or supplementary element. The default is
  /// `RenderStyle.default(for:)`.
  open func decorationStyle(for attributes: CollectionViewLayoutAttributes) -> RenderStyle {
    RenderStyle.default(for: attributes)
  }

  /// The style of the cell showing item `id`. The default is the palette colour of `id`,
  /// labelled with `id` (so an item keeps its colour and number wherever it moves).
  open func style(forItem id: Int) -> RenderStyle {
    Self.defaultStyle(forItem: id)
  }

  /// The palette colour of `id` with a darker outline, labelled with `id`.
  public static func defaultStyle(forItem id: Int) -> RenderStyle {
    let fill = RenderPalette.color(for: IndexPath(item: id, section: 0))
    return RenderStyle(fill: fill, stroke: fill.darkened(by: 0.7), label: String(id))
  }
}
