// How much a scene would show, measured before anything is shown: what a host that shares its
// machine (the playground server) checks before it accepts a setting.

extension SceneCatalog {
  /// The number of elements (cells, headers, footers, decorations) the first frame of this
  /// catalogue's scene called `name` shows with `viewport` and `parameters`, counted without creating a cell, and
  /// only up to `limit + 1`: a setting of a million visible items costs about as much to check
  /// as one of `limit`.
  ///
  /// The scene is built (its layout prepared, its model made) but never laid out: the visible
  /// rect is queried tile by tile (a 16 × 16 grid) and counting stops as soon as more than
  /// `limit` distinct elements were found.
  ///
  /// - Throws: what `makeSession(named:viewport:parameters:)` throws for the same arguments.
  /// - Complexity: the layout's `prepare()`, plus O(min(k, limit) + 256 log n) for k visible
  ///   elements (each tile query is bounded by `LayoutLimits.maximumQueryElements`).
  @MainActor public func visibleElementCount(
    named name: String, viewport: CGSize? = nil, parameters: [String: Double] = [:], limit: Int
  ) throws(SceneError) -> Int {
    // The content keeps the scene's model (the view's weak data source) alive while counting.
    let content = try makeContent(named: name, viewport: viewport, parameters: parameters).content
    defer { withExtendedLifetime(content) {} }
    let view = content.collectionView
    let layout = view.collectionViewLayout
    layout.prepareIfNeeded()
    let bounds = view.bounds
    let tiles = 16
    let width = bounds.width / CGFloat(tiles)
    let height = bounds.height / CGFloat(tiles)
    var seen = Set<ElementIdentity>()
    for row in 0..<tiles {
      for column in 0..<tiles {
        let tile = CGRect(
          x: bounds.minX + CGFloat(column) * width, y: bounds.minY + CGFloat(row) * height, width: width,
          height: height)
        for attributes in layout.layoutAttributesForElements(in: tile) ?? [] {
          seen.insert(
            ElementIdentity(
              category: attributes.representedElementCategory.rawValue,
              kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath))
          if seen.count > limit { return seen.count }
        }
      }
    }
    return seen.count
  }

  /// `visibleElementCount(named:viewport:parameters:limit:)` for the built-in scene called `name`.
  @MainActor public static func visibleElementCount(
    named name: String, viewport: CGSize? = nil, parameters: [String: Double] = [:], limit: Int
  ) throws(SceneError) -> Int {
    try builtIn.visibleElementCount(named: name, viewport: viewport, parameters: parameters, limit: limit)
  }

  /// One element of a frame, however many tiles it spans.
  private struct ElementIdentity: Hashable {
    var category: Int
    var kind: String
    var indexPath: IndexPath
  }
}
