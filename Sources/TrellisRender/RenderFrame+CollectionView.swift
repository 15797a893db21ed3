extension RenderFrame {
  /// Where a frame captured from a collection view takes its elements from.
  public enum CaptureSource: Sendable, Equatable {
    /// The layout's answer for the visible bounds: `layoutAttributesForElements(in: bounds)`,
    /// after `prepareIfNeeded()`. What the layout says now, cells, supplementary and decoration
    /// views alike.
    case layout
    /// The visible views as they record themselves (`visibleCells` and
    /// `visibleSupplementaryViews(ofKind:)` for each of `supplementaryKinds`): each view's layer
    /// geometry and appearance (see `RenderElement.init(recordedBy:style:)`), what is on screen,
    /// in-flight update animations and the cells' own changes in `apply(_:)` included.
    ///
    /// UIKit difference: there is no public list of visible decoration views, so they are not
    /// captured this way; use `.layout` for layouts that have them.
    case visibleViews(supplementaryKinds: [String])

    /// The visible views with the flow layout's header and footer kinds.
    public static let visibleViews = CaptureSource.visibleViews(supplementaryKinds: [
      CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter,
    ])
  }

  /// Captures what `collectionView` shows now: its `bounds` as the visible bounds and the
  /// elements from `source`, copied and styled with `style`.
  ///
  /// Uses public API only. With `.layout` it calls the layout's `prepareIfNeeded()` (as any
  /// query through the collection view does) and nothing else that changes state; it does not
  /// run a layout pass of the view. With `.visibleViews` call `layoutIfNeeded()` (or
  /// `advance(by:)`) first if you changed the offset yourself.
  ///
  /// - Throws: `RenderError.invalidBounds` when the view's bounds are not finite.
  public init(
    capturing collectionView: CollectionView, from source: CaptureSource = .layout,
    overlays: RenderOverlays = .none,
    style: @MainActor (CollectionViewLayoutAttributes) -> RenderStyle = RenderStyle.default(for:)
  ) throws(RenderError) {
    let bounds = collectionView.bounds
    switch source {
    case .layout:
      let layout = collectionView.collectionViewLayout
      layout.prepareIfNeeded()
      let attributes = layout.layoutAttributesForElements(in: bounds) ?? []
      try self.init(visibleBounds: bounds, attributes: attributes, overlays: overlays, style: style)
    case .visibleViews(let kinds):
      var views: [CollectionReusableView] = collectionView.visibleCells
      for kind in kinds { views += collectionView.visibleSupplementaryViews(ofKind: kind) }
      let elements = views.compactMap { RenderElement(recordedBy: $0, style: style) }
      try self.init(visibleBounds: bounds, elements: elements, overlays: overlays)
    }
  }
}
