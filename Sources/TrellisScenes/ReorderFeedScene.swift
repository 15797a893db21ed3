/// "reorder-feed": a feed of self-sizing cells of varied heights (`ReorderFeedLayout`),
/// reordered by long-press-and-drag through the interactive-movement API; a tap on a cell
/// deletes it (it shrinks and turns away), a tap between cells or below the last inserts a new
/// one there (it grows into place).
///
/// The demo data: item `id` has a text whose height is 48…160 points, from a seeded generator
/// of (`seed`, `id`, its revision), so the feed is the same on every run and an edited item
/// (`editItem(at:)`, which bumps its revision and reloads it) measures differently. Cells are
/// as wide as the view minus the 10-point insets. Measuring a cell is counted
/// (`measurementCount`): the layout's size cache means a cell is measured once, not again
/// while it is dragged, moved by other items or scrolled back into view.
///
/// Parameters: `items` 1…1,000 (40), `seed` 0…1,000,000 (1). Default script: a long press on
/// the first item, a drag to below the third, and a release.
final class ReorderFeedScene: SceneContent {
  nonisolated static let definition = SceneDefinition(
    descriptor: SceneDescriptor(
      name: "reorder-feed", title: "Reordering feed",
      summary: "Self-sizing feed (ReorderFeedLayout): long-press to drag-reorder, tap to insert or delete",
      parameters: [
        SceneParameter(key: "items", label: "Items", minimum: 1, maximum: 1000, step: 1, defaultValue: 40),
        SceneParameter(
          key: "seed", label: "Data seed", minimum: 0, maximum: 1_000_000, step: 1, defaultValue: 1),
      ],
      supportsTapInsertDelete: true, supportsReorder: true,
      hints: [
        "Tap a cell to delete it; tap the gap between two cells (or below the last) to insert one there."
      ]),
    make: { viewport, parameters throws(SceneError) in
      ReorderFeedScene(viewport: viewport, parameters: parameters)
    })

  /// The range of text heights, points.
  static let heights = 48...160

  let layout = ReorderFeedLayout()
  /// The seed of the demo data.
  private(set) var seed: Int
  /// Per item identifier: how many times it was edited (index = identifier).
  private var revisions: [Int] = []
  /// How many times a cell was measured.
  private(set) var measurementCount = 0

  init(viewport: CGSize, parameters: [String: Double]) {
    seed = Int(parameters["seed"] ?? 1)
    super.init(
      viewport: viewport, layout: layout, items: SceneItems(count: Int(parameters["items"] ?? 0)),
      cellClass: FeedCell.self)
    layout.estimatedItemSize = CGSize(width: contentWidth(viewport.width), height: 80)
    items.configure = { [weak self] cell, _ in (cell as? FeedCell)?.feed = self }
    collectionView.addFrameObserver { [weak self] view, _ in self?.followWidth(view) }
  }

  private func contentWidth(_ viewWidth: CGFloat) -> CGFloat { max(1, viewWidth - 20) }

  private func followWidth(_ view: CollectionView) {
    let width = contentWidth(view.frame.width)
    if layout.estimatedItemSize.width != width { layout.estimatedItemSize = CGSize(width: width, height: 80) }
  }

  override func apply(_ key: String, _ value: Double) {
    switch key {
    case "seed":
      seed = Int(value)
      revisions.removeAll()
      reloadData()
    case "items":
      revisions.removeAll()
      super.apply(key, value)
    default: super.apply(key, value)
    }
  }

  /// The height of item `id`'s content for the current seed and its revision.
  func contentHeight(ofItem id: Int) -> CGFloat {
    let revision = id < revisions.count ? revisions[id] : 0
    return SeededValues.points(in: Self.heights, seed: seed &+ 7919 &* revision, id: id)
  }

  /// Measures item `id`: the content width by its text height. Counted.
  func measure(item id: Int) -> CGSize {
    measurementCount += 1
    return CGSize(width: contentWidth(collectionView.frame.width), height: contentHeight(ofItem: id))
  }

  /// The preferred attributes of `cell` for the proposal `attributes`: the cached size when the
  /// layout has one (no measuring), otherwise a measurement, which is cached.
  func preferredAttributes(
    for cell: FeedCell, fitting attributes: CollectionViewLayoutAttributes
  )
    -> CollectionViewLayoutAttributes
  {
    let path = attributes.indexPath
    let size: CGSize
    if let cached = layout.cachedSize(forItemAt: path) {
      size = cached
    } else {
      size = measure(item: cell.modelID)
      layout.setCachedSize(size, forItemAt: path)
    }
    guard size != attributes.size, let preferred = attributes.copy() as? CollectionViewLayoutAttributes else {
      return attributes
    }
    preferred.size = size
    return preferred
  }

  /// Changes item `index`'s content (a new revision, so a new height) and reloads it: the
  /// layout drops exactly that cached size (a `ReorderFeedInvalidationContext` with
  /// `reloadingPaths`) before the reload prepares it again.
  func editItem(at index: Int) throws {
    guard index >= 0, index < items.count, !collectionView.isInteractivelyMoving else { return }
    let id = items.id(at: index)
    if id >= revisions.count {
      revisions.append(contentsOf: repeatElement(0, count: id + 1 - revisions.count))
    }
    revisions[id] += 1
    try reloadItems(at: [IndexPath(item: index, section: 0)])
  }

  /// Reloads `paths`, first telling the layout which cached sizes are stale.
  func reloadItems(at paths: [IndexPath]) throws {
    if let context = layout.makeInvalidationContext() as? ReorderFeedInvalidationContext {
      context.reloadingPaths = paths
      context.invalidateFlowLayoutDelegateMetrics = false
      context.invalidateFlowLayoutAttributes = false
      context.invalidateItems(at: paths)
      layout.invalidateLayout(with: context)
    }
    collectionView.reloadItems(at: paths)
  }

  /// A tap on a cell deletes it; a tap between cells (or below the last) inserts a new item
  /// after the last item that starts above the tap (at most 1,000 items).
  override func tap(at point: CGPoint) -> Bool {
    deleteOrInsertItem(at: point, maximum: 1000) {
      var index = 0
      for path in collectionView.indexPathsForVisibleItems {
        if let frame = collectionView.layoutAttributesForItem(at: path)?.frame, frame.minY < point.y {
          index = max(index, path.item + 1)
        }
      }
      if collectionView.indexPathsForVisibleItems.isEmpty { index = items.count }
      return index
    }
  }

  /// A long press on the first item's centre, a 0.6 s drag to 8 points above the bottom of the
  /// third item (so the first item takes the third's place), and a release.
  override func defaultScript(viewport: CGSize) -> GestureScript {
    collectionView.layoutIfNeeded()
    let offset = collectionView.contentOffset
    guard items.count >= 3,
      let first = collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)),
      let third = collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))
    else { return GestureScript(events: []) }
    let start = CGPoint(x: first.center.x - offset.x, y: first.center.y - offset.y)
    let end = CGPoint(x: start.x, y: third.frame.maxY - 8 - offset.y)
    var events = [GestureScript.Event(phase: "began", x: Double(start.x), y: Double(start.y), time: 0.1)]
    let steps = 12
    for step in 1...steps {
      let t = Double(step) / Double(steps)
      events.append(
        GestureScript.Event(
          phase: "moved", x: Double(start.x), y: Double(start.y + (end.y - start.y) * t), time: 0.7 + 0.6 * t)
      )
    }
    events.append(GestureScript.Event(phase: "ended", x: Double(end.x), y: Double(end.y), time: 1.4))
    return GestureScript(events: events)
  }
}

/// A feed cell: it asks its scene for its size (cached, or measured once).
final class FeedCell: SceneCell {
  weak var feed: ReorderFeedScene?

  override func preferredLayoutAttributesFitting(
    _ layoutAttributes: CollectionViewLayoutAttributes
  )
    -> CollectionViewLayoutAttributes
  {
    feed?.preferredAttributes(for: self, fitting: layoutAttributes) ?? layoutAttributes
  }
}
