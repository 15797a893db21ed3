// Right to left: mirroring a layout that was written for the other direction.
//
// When the collection view's `effectiveUserInterfaceLayoutDirection` differs from the layout's
// `developmentLayoutDirection` and the layout's `flipsHorizontallyInOppositeLayoutDirection` is
// `true`, the host shows the mirror image of the layout: the layout keeps computing in its own
// (development) coordinates, and everything the host exchanges with it goes through
// `MirroredLayout`, which maps x to W − x: rectangles (x′ = W − maxX) and points on the way in,
// attributes on the way out (copied first, so the layout's own objects are never changed; the
// copy's centre is mirrored, which mirrors its frame whatever its transform, since a frame is
// symmetric about its centre). Every host call site that asks the layout for geometry or hands it
// geometry uses `mirroredLayout` (or `mirrored(_:)` for a layout being swapped out), so the
// mirroring lives here and nowhere else. Not mirrored, the adapter passes everything through
// untouched, without copying.
//
// W is the layout's `collectionViewContentSize.width`, or the width between the adjusted content
// insets when the content is narrower than that (so narrow content sits at the right, as the
// mirror image of sitting at the left).
//
// The content offset stays in the collection view's own coordinates (x grows to the right, as in
// UIKit: a horizontally scrolling flow layout in right to left starts at the largest offset,
// with item 0 at the right). The host keeps it consistent with the mirror: the offset the layout
// would see, x_layout = W − x − width, is kept as it was when W or the view's width changes, or
// when mirroring starts or stops (on the first layout pass of a mirrored view, x = 0 becomes
// W − width). So in a mirrored view, inserting at the start of a horizontal list keeps the visible
// items still, as it does left to right. The layout's `targetContentOffset` methods receive and
// return offsets in its own coordinates, as every other geometry, and scrolling velocities with
// x negated. Trellis's flow layout reads the visible bounds in its own coordinates too
// (`visibleBounds(for:contentWidth:)`), so pinned headers of a horizontal flow stick to the
// right edge.
//
// Not mirrored: a layout's `contentOffsetAdjustment` (a self-sizing layout keeping the content
// still) is applied as given, so along x in a mirrored layout it moves the wrong way; and a
// layout that reads `collectionView.bounds` or `contentOffset` itself sees the collection view's
// own coordinates.

/// The direction state of the last layout pass: whether it mirrored, and the mirror's width and
/// the view's width then.
struct LayoutDirectionState {
  var isMirrored: Bool
  var mirrorWidth: CGFloat
  var viewportWidth: CGFloat
}

/// A layout seen through the collection view's layout direction: every method takes and returns
/// geometry in the collection view's coordinates and calls the layout in its own.
@MainActor
struct MirroredLayout {
  /// The layout.
  let layout: CollectionViewLayout
  /// The mirror's width W, or `nil` when the layout is not mirrored.
  let mirrorWidth: CGFloat?
  /// The width of the collection view, for content offsets.
  let viewportWidth: CGFloat

  // MARK: Mapping (each map is its own inverse)

  /// `rect` mirrored: x′ = W − maxX. Non-finite rectangles pass unchanged (queries with them
  /// return nothing anyway).
  func rect(_ rect: CGRect) -> CGRect {
    guard let width = mirrorWidth, rect.isFiniteRect else { return rect }
    let r = rect.standardized
    return CGRect(x: width - r.maxX, y: r.minY, width: r.width, height: r.height)
  }

  /// `point` mirrored: x′ = W − x.
  func point(_ point: CGPoint) -> CGPoint {
    guard let width = mirrorWidth else { return point }
    return CGPoint(x: width - point.x, y: point.y)
  }

  /// A content offset mirrored: the visible rectangle's origin, x′ = W − x − (the view's width).
  func offset(_ offset: CGPoint) -> CGPoint {
    guard let width = mirrorWidth else { return offset }
    return CGPoint(x: width - offset.x - viewportWidth, y: offset.y)
  }

  /// A copy of `attributes` with its centre mirrored; `attributes` itself when not mirrored.
  func attributes(_ attributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
    guard let width = mirrorWidth else { return attributes }
    let copy = (attributes.copy() as? CollectionViewLayoutAttributes) ?? attributes
    copy.center.x = width - copy.center.x
    return copy
  }

  func attributes(_ attributes: CollectionViewLayoutAttributes?) -> CollectionViewLayoutAttributes? {
    guard mirrorWidth != nil, let attributes else { return attributes }
    return self.attributes(attributes)
  }

  // MARK: Queries

  func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    guard mirrorWidth != nil else { return layout.layoutAttributesForElements(in: rect) }
    return layout.layoutAttributesForElements(in: self.rect(rect))?.map { attributes($0) }
  }

  func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    attributes(layout.layoutAttributesForItem(at: indexPath))
  }

  func layoutAttributesForSupplementaryView(
    ofKind kind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    attributes(layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath))
  }

  func layoutAttributesForDecorationView(
    ofKind kind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    attributes(layout.layoutAttributesForDecorationView(ofKind: kind, at: indexPath))
  }

  // MARK: Updates

  func initialLayoutAttributesForAppearingItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    attributes(layout.initialLayoutAttributesForAppearingItem(at: indexPath))
  }

  func finalLayoutAttributesForDisappearingItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    attributes(layout.finalLayoutAttributesForDisappearingItem(at: indexPath))
  }

  func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind kind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    attributes(layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: kind, at: indexPath))
  }

  func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind kind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    attributes(layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: kind, at: indexPath))
  }

  func initialLayoutAttributesForAppearingDecorationElement(
    ofKind kind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    attributes(layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: kind, at: indexPath))
  }

  func finalLayoutAttributesForDisappearingDecorationElement(
    ofKind kind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    attributes(layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: kind, at: indexPath))
  }

  // MARK: Scrolling and bounds

  func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    guard mirrorWidth != nil else {
      return layout.targetContentOffset(
        forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
    }
    let target = layout.targetContentOffset(
      forProposedContentOffset: offset(proposedContentOffset),
      withScrollingVelocity: CGPoint(x: -velocity.x, y: velocity.y))
    return offset(target)
  }

  func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
    offset(layout.targetContentOffset(forProposedContentOffset: offset(proposedContentOffset)))
  }

  func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    layout.shouldInvalidateLayout(forBoundsChange: rect(newBounds))
  }

  func invalidationContext(forBoundsChange newBounds: CGRect) -> CollectionViewLayoutInvalidationContext {
    layout.invalidationContext(forBoundsChange: rect(newBounds))
  }

  // MARK: Self-sizing

  func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferred: CollectionViewLayoutAttributes,
    withOriginalAttributes original: CollectionViewLayoutAttributes
  ) -> Bool {
    layout.shouldInvalidateLayout(
      forPreferredLayoutAttributes: attributes(preferred), withOriginalAttributes: attributes(original))
  }

  func invalidationContext(
    forPreferredLayoutAttributes preferred: CollectionViewLayoutAttributes,
    withOriginalAttributes original: CollectionViewLayoutAttributes
  ) -> CollectionViewLayoutInvalidationContext {
    layout.invalidationContext(
      forPreferredLayoutAttributes: attributes(preferred), withOriginalAttributes: attributes(original))
  }

  // MARK: Interactive movement

  func targetIndexPath(
    forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
  ) -> IndexPath {
    layout.targetIndexPath(forInteractivelyMovingItem: previousIndexPath, withPosition: point(position))
  }

  func layoutAttributesForInteractivelyMovingItem(
    at indexPath: IndexPath, withTargetPosition position: CGPoint
  ) -> CollectionViewLayoutAttributes {
    attributes(
      layout.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: point(position)))
  }

  func invalidationContext(
    forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
    previousIndexPaths: [IndexPath], previousPosition: CGPoint
  ) -> CollectionViewLayoutInvalidationContext {
    layout.invalidationContext(
      forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: point(targetPosition),
      previousIndexPaths: previousIndexPaths, previousPosition: point(previousPosition))
  }
}

extension CollectionView {
  /// The current layout seen through the layout direction (a pass-through when it is not
  /// mirrored).
  var mirroredLayout: MirroredLayout { mirrored(layout) }

  /// `layout` seen through the layout direction of this collection view.
  func mirrored(_ layout: CollectionViewLayout) -> MirroredLayout {
    MirroredLayout(
      layout: layout, mirrorWidth: mirrors(layout) ? mirrorWidth(for: layout) : nil,
      viewportWidth: bounds.width)
  }

  /// Whether `layout` is shown mirrored here: the view reads in the opposite direction to the
  /// layout's development direction, and the layout asks to be flipped.
  func mirrors(_ layout: CollectionViewLayout) -> Bool {
    layout.flipsHorizontallyInOppositeLayoutDirection
      && effectiveUserInterfaceLayoutDirection != layout.developmentLayoutDirection
  }

  /// The mirror's width W for `layout`: its content width, or the width between the adjusted
  /// content insets when the content is narrower.
  func mirrorWidth(for layout: CollectionViewLayout) -> CGFloat {
    mirrorWidth(contentWidth: layout.collectionViewContentSize.width)
  }

  /// The mirror's width for content `contentWidth` wide.
  func mirrorWidth(contentWidth: CGFloat) -> CGFloat {
    let inset = adjustedContentInset
    let available = bounds.width - inset.left - inset.right
    return max(contentWidth.isFinite ? contentWidth : 0, available.isFinite ? available : 0)
  }

  /// The visible bounds in `layout`'s own coordinates: the bounds, mirrored when the collection
  /// view shows `layout` mirrored (right to left, with `flipsHorizontallyInOppositeLayoutDirection`).
  ///
  /// A layout that reads the visible bounds while it prepares (pinned headers, visible-item
  /// handlers, tiling) reads them here, so that it works in its own coordinates in either
  /// direction, as the rects of its queries and of `shouldInvalidateLayout(forBoundsChange:)` are.
  /// `contentWidth` is the layout's content width, passed in so that the layout is not asked for
  /// it while it prepares.
  ///
  /// UIKit difference: an addition. UIKit's own layouts see mirrored bounds through private
  /// API; Trellis gives every layout the same input.
  /// - Complexity: O(1).
  public func visibleBounds(for layout: CollectionViewLayout, contentWidth: CGFloat) -> CGRect {
    guard mirrors(layout) else { return bounds }
    let mirror = MirroredLayout(
      layout: layout, mirrorWidth: mirrorWidth(contentWidth: contentWidth), viewportWidth: bounds.width)
    return mirror.rect(bounds)
  }

  /// Keeps the content offset consistent with the mirror after the direction, the mirror's width
  /// or the view's width changed (see the top of this file): the offset the layout would see is
  /// kept. Called after every change of `contentSize` and at every layout pass; does nothing when
  /// nothing changed.
  func reconcileLayoutDirection() {
    let mirrored = mirrors(layout)
    let previous = pass.layoutDirectionState
    guard mirrored || previous?.isMirrored == true else {
      pass.layoutDirectionState = LayoutDirectionState(
        isMirrored: false, mirrorWidth: 0, viewportWidth: bounds.width)
      return
    }
    let now = LayoutDirectionState(
      isMirrored: mirrored, mirrorWidth: mirrored ? mirrorWidth(for: layout) : 0, viewportWidth: bounds.width)
    pass.layoutDirectionState = now
    // The offset in the layout's coordinates before the change.
    let offset = contentOffset.x
    let layoutOffset: CGFloat
    if let previous, previous.isMirrored {
      guard
        !mirrored || previous.mirrorWidth != now.mirrorWidth || previous.viewportWidth != now.viewportWidth
      else { return }
      layoutOffset = previous.mirrorWidth - offset - previous.viewportWidth
    } else {
      layoutOffset = offset
    }
    let newOffset = mirrored ? now.mirrorWidth - layoutOffset - now.viewportWidth : layoutOffset
    if mirrored != (previous?.isMirrored ?? false) {
      // The views' frames all change: show the mirror image at the next pass.
      setVisibleSetNeedsUpdate()
      flushLingering()
      resetPrefetching()
    }
    guard newOffset.isFinite, newOffset != offset else { return }
    // The layout is told: what it sees may have changed (it prepared for the offset before).
    applyContentOffsetAdjustment(CGPoint(x: newOffset - offset, y: 0), notifyingLayout: true)
  }

  /// `reconcileLayoutDirection()` in a layout pass, between the layout's `prepare()` and its
  /// queries: prepares the layout again if the new offset invalidated it.
  func reconcileLayoutDirectionInLayoutPass() {
    reconcileLayoutDirection()
    guard layout.needsPrepare else { return }
    layout.prepareIfNeeded()
    contentSize = layout.collectionViewContentSize
  }
}
