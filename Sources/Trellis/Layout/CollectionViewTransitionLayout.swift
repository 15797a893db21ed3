/// A layout between two layouts, for an interactive transition: every element is placed between
/// where the current layout and the next layout put it, by `transitionProgress` (UIKit's
/// `UICollectionViewTransitionLayout`). docs/transitions.md.
///
/// `CollectionView.startInteractiveTransition(to:completion:)` installs one (the delegate's
/// `collectionView(_:transitionLayoutForOldLayout:newLayout:)` may supply a subclass); a gesture
/// sets `transitionProgress` as it moves, and `finishInteractiveTransition()` or
/// `cancelInteractiveTransition()` ends it.
///
/// At progress p, an element both layouts place gets the current layout's attributes with its
/// center, size and alpha each `a + (b − a)·p` of the two layouts' values (so the frame's origin
/// and size move linearly too); every other property is the current layout's. An element only
/// the current layout places fades out in place (alpha × (1 − p)); one only the next layout
/// places fades in in place (alpha × p). The content size moves linearly the same way.
///
/// UIKit difference: UIKit does not document how it interpolates; the rules above are
/// Trellis's (docs/transitions.md §2). `transitionProgress` accepts only 0…1; the layout asks
/// both layouts for all their elements.
///
/// - Complexity: pairing the two layouts' elements is O(n) for n elements and happens when
///   either layout changes, not when `transitionProgress` does; a rect query is O(n) cheap
///   bounding-box tests plus O(k) interpolations for the k elements it returns; an element query
///   is O(1).
open class CollectionViewTransitionLayout: CollectionViewLayout {
  /// The layout the transition starts from (installed again if the transition is cancelled).
  public let currentLayout: CollectionViewLayout
  /// The layout the transition goes to (installed when it finishes).
  public let nextLayout: CollectionViewLayout

  /// How far the transition has gone: 0 shows the current layout, 1 the next. Setting it
  /// invalidates the layout. The default is 0.
  ///
  /// A value outside 0…1, NaN or infinite is ignored (the progress stays as it was) and the
  /// reason is recorded in `lastLayoutError`; `setTransitionProgress(_:)` throws it instead.
  ///
  /// UIKit difference: UIKit documents no range and accepts any value.
  open var transitionProgress: CGFloat {
    get { progress }
    set {
      do throws(CollectionViewError) {
        try setTransitionProgress(newValue)
      } catch {
        lastLayoutError = error
      }
    }
  }

  /// The progress, always in 0…1.
  private var progress: CGFloat = 0
  /// The values set with `updateValue(_:forAnimatedKey:)`.
  private var animatedValues: [String: CGFloat] = [:]
  /// Whether the invalidation in progress is only for a new progress (the two layouts need
  /// not prepare again).
  private var isChangingProgress = false
  /// Whether the elements must be paired again (a layout changed) before the next query.
  private var needsPairing = true
  /// Every element of either layout with its attributes in each: the current layout's elements
  /// in its order, then the next layout's others in its order.
  private var pairs: [TransitionPair] = []
  /// Where each element is in `pairs`.
  private var indexByKey: [TransitionElementKey: Int] = [:]
  /// The interpolated attributes made at the current progress, by index in `pairs` (emptied
  /// when the progress changes).
  private var interpolatedByIndex: [Int: CollectionViewLayoutAttributes] = [:]
  /// The interpolated content size.
  private var contentSize: CGSize = .zero

  /// A transition layout from `currentLayout` to `nextLayout`, at progress 0 (UIKit's
  /// `init(currentLayout:nextLayout:)`).
  public init(currentLayout: CollectionViewLayout, nextLayout newLayout: CollectionViewLayout) {
    self.currentLayout = currentLayout
    self.nextLayout = newLayout
    super.init()
  }

  /// UIKit difference: Trellis keeps nothing in archives, and a transition layout cannot be
  /// made without its two layouts: this returns `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Sets `transitionProgress` to `value` and invalidates the layout.
  ///
  /// - Throws: `CollectionViewError` of kind `.invalidLayoutInput` when `value` is NaN,
  ///   infinite or outside 0…1; the progress is unchanged.
  public func setTransitionProgress(_ value: CGFloat) throws(CollectionViewError) {
    guard value.isFinite, value >= 0, value <= 1 else {
      throw CollectionViewError(
        .invalidLayoutInput,
        "CollectionViewTransitionLayout: transitionProgress \(value) is not in 0…1; it stays \(progress)")
    }
    progress = value
    interpolatedByIndex = [:]
    isChangingProgress = true
    invalidateLayout()
    isChangingProgress = false
  }

  /// Keeps `value` under `key`, a name of your own, for the layout to read back with
  /// `value(forAnimatedKey:)` (for example the finger's position during the gesture).
  ///
  /// A NaN or infinite value is ignored and recorded in `lastLayoutError`.
  ///
  /// UIKit difference: UIKit also records when each value was set and may use the values'
  /// speed for the animation that finishes the transition; Trellis keeps the last value only.
  open func updateValue(_ value: CGFloat, forAnimatedKey key: String) {
    guard value.isFinite else {
      lastLayoutError = CollectionViewError(
        .invalidLayoutInput,
        "CollectionViewTransitionLayout: value \(value) for animated key \"\(key)\" is not finite; it was ignored"
      )
      return
    }
    animatedValues[key] = value
  }

  /// The last value set for `key` with `updateValue(_:forAnimatedKey:)`, or 0 if none was.
  open func value(forAnimatedKey key: String) -> CGFloat {
    animatedValues[key] ?? 0
  }

  // MARK: - The layout

  /// Prepares the two layouts (they work for this layout's collection view), pairs their
  /// elements if either changed, and places the content size at the progress.
  open override func prepare() {
    super.prepare()
    interpolatedByIndex = [:]
    update()
  }

  /// Pairs the elements again if either layout was invalidated (on its own, or with this
  /// one) since the last pairing, and places the content size: called before every query.
  private func update() {
    if needsPairing || currentLayout.needsPrepare || nextLayout.needsPrepare
      || currentLayout.hostCollectionView
        !== hostCollectionView
      || nextLayout.hostCollectionView !== hostCollectionView
    {
      pairElements()
    }
    let from = currentLayout.collectionViewContentSize
    let to = nextLayout.collectionViewContentSize
    contentSize = CGSize(width: mix(from.width, to.width), height: mix(from.height, to.height))
  }

  /// Prepares the two layouts and pairs every element of either with its attributes in the
  /// other.
  private func pairElements() {
    needsPairing = false
    interpolatedByIndex = [:]
    for layout in [currentLayout, nextLayout] {
      layout.hostCollectionView = hostCollectionView
      layout.prepareIfNeeded()
    }
    let next = attributesOfAllElements(nextLayout)
    var nextIndex: [TransitionElementKey: Int] = [:]
    for (index, attributes) in next.enumerated() { nextIndex[TransitionElementKey(attributes)] = index }
    var used = [Bool](repeating: false, count: next.count)
    pairs = []
    indexByKey = [:]
    for attributes in attributesOfAllElements(currentLayout) {
      let key = TransitionElementKey(attributes)
      guard indexByKey[key] == nil else { continue }
      var target: CollectionViewLayoutAttributes?
      if let index = nextIndex[key] {
        used[index] = true
        target = next[index]
      }
      indexByKey[key] = pairs.count
      pairs.append(TransitionPair(from: attributes, to: target))
    }
    for (index, attributes) in next.enumerated() where !used[index] {
      let key = TransitionElementKey(attributes)
      guard indexByKey[key] == nil else { continue }
      indexByKey[key] = pairs.count
      pairs.append(TransitionPair(from: nil, to: attributes))
    }
  }

  /// The attributes of `pairs[index]` at the current progress (made once per progress).
  private func placed(_ index: Int) -> CollectionViewLayoutAttributes {
    if let made = interpolatedByIndex[index] { return made }
    let pair = pairs[index]
    let made: CollectionViewLayoutAttributes
    switch (pair.from, pair.to) {
    case (let from?, let to?): made = interpolated(from, to)
    case (let from?, nil): made = faded(from, by: 1 - progress)
    case (nil, let to?): made = faded(to, by: progress)
    case (nil, nil): made = CollectionViewLayoutAttributes()
    }
    interpolatedByIndex[index] = made
    return made
  }

  /// The size between the two layouts' content sizes.
  open override var collectionViewContentSize: CGSize {
    update()
    return contentSize
  }

  /// The elements whose interpolated frames meet `rect` (edges included, as
  /// `CGRect.intersects(_:)`).
  open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    update()
    var result: [CollectionViewLayoutAttributes] = []
    for index in pairs.indices where pairs[index].reach.overlaps(rect) {
      let attributes = placed(index)
      if attributes.frame.overlaps(rect) { result.append(attributes) }
    }
    return result
  }

  /// The interpolated attributes of the item at `indexPath`, or `nil`.
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    element(TransitionElementKey(category: 0, kind: "", indexPath: indexPath))
  }

  /// The interpolated attributes of the supplementary view of `elementKind` at `indexPath`.
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    element(TransitionElementKey(category: 1, kind: elementKind, indexPath: indexPath))
  }

  /// The interpolated attributes of the decoration view of `elementKind` at `indexPath`.
  open override func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    element(TransitionElementKey(category: 2, kind: elementKind, indexPath: indexPath))
  }

  /// The current layout's answer: the transition is mirrored in right to left when the layout
  /// it starts from is.
  ///
  /// UIKit difference: UIKit does not document how a transition between a layout that flips and
  /// one that does not is shown; Trellis follows the current layout.
  open override var flipsHorizontallyInOppositeLayoutDirection: Bool {
    currentLayout.flipsHorizontallyInOppositeLayoutDirection
  }

  /// The current layout's development direction.
  open override var developmentLayoutDirection: UserInterfaceLayoutDirection {
    currentLayout.developmentLayoutDirection
  }

  /// Whether either layout needs a new layout for `newBounds`.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    currentLayout.shouldInvalidateLayout(forBoundsChange: newBounds)
      || nextLayout.shouldInvalidateLayout(forBoundsChange: newBounds)
  }

  /// Invalidates this layout and, unless only the progress changed, both layouts completely.
  open override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
    if !isChangingProgress {
      needsPairing = true
      for layout in [currentLayout, nextLayout] where layout.hostCollectionView != nil {
        layout.invalidateLayout()
      }
    }
    super.invalidateLayout(with: context)
  }

  // MARK: - Interpolation

  /// `a + (b − a)·progress`, computed as `a·(1 − progress) + b·progress` so that progress 0 and
  /// 1 give `a` and `b` exactly (and `a` when they are equal).
  private func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat {
    a == b ? a : a * (1 - progress) + b * progress
  }

  /// A copy of `from` with the center, size and alpha between `from`'s and `to`'s.
  private func interpolated(
    _ from: CollectionViewLayoutAttributes, _ to: CollectionViewLayoutAttributes
  ) -> CollectionViewLayoutAttributes {
    let result = copied(from)
    result.center = CGPoint(x: mix(from.center.x, to.center.x), y: mix(from.center.y, to.center.y))
    result.size = CGSize(
      width: mix(from.size.width, to.size.width), height: mix(from.size.height, to.size.height))
    result.alpha = mix(from.alpha, to.alpha)
    return result
  }

  /// A copy of `attributes` with its alpha multiplied by `factor`.
  private func faded(
    _ attributes: CollectionViewLayoutAttributes, by factor: CGFloat
  ) -> CollectionViewLayoutAttributes {
    let result = copied(attributes)
    result.alpha = attributes.alpha * factor
    return result
  }

  private func copied(_ attributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
    (attributes.copy() as? CollectionViewLayoutAttributes) ?? attributes
  }

  private func element(_ key: TransitionElementKey) -> CollectionViewLayoutAttributes? {
    update()
    return indexByKey[key].map { placed($0) }
  }

  /// Every element `layout` places: its answer for its whole content, with a margin of one
  /// viewport on every side (for elements placed just outside the content).
  private func attributesOfAllElements(_ layout: CollectionViewLayout) -> [CollectionViewLayoutAttributes] {
    let size = layout.collectionViewContentSize
    let viewport = hostCollectionView?.bounds.size ?? .zero
    let rect = CGRect(
      x: -viewport.width, y: -viewport.height, width: max(size.width, viewport.width) + 2 * viewport.width,
      height: max(size.height, viewport.height) + 2 * viewport.height)
    return layout.layoutAttributesForElements(in: rect) ?? []
  }
}

/// An element's identity across the two layouts of a transition: category (0 cell,
/// 1 supplementary view, 2 decoration view), kind and index path.
private struct TransitionElementKey: Hashable {
  var category: Int
  var kind: String
  var indexPath: IndexPath

  init(category: Int, kind: String, indexPath: IndexPath) {
    self.category = category
    self.kind = kind
    self.indexPath = indexPath
  }

  init(_ attributes: CollectionViewLayoutAttributes) {
    switch attributes.representedElementCategory {
    case .cell: self.init(category: 0, kind: "", indexPath: attributes.indexPath)
    case .supplementaryView:
      self.init(category: 1, kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)
    case .decorationView:
      self.init(category: 2, kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)
    }
  }
}

/// An element of a transition: its attributes in the current layout and in the next (one may be
/// missing), and the rectangle every interpolation of them stays inside.
private struct TransitionPair {
  var from: CollectionViewLayoutAttributes?
  var to: CollectionViewLayoutAttributes?
  /// The smallest rectangle holding both frames, padded by a rounding margin: an interpolated
  /// frame's edges move linearly between the two frames' edges, so they stay inside it.
  var reach: CGRect

  init(from: CollectionViewLayoutAttributes?, to: CollectionViewLayoutAttributes?) {
    self.from = from
    self.to = to
    let frames = [from?.frame, to?.frame].compactMap { $0 }
    let minX = frames.map(\.minX).min() ?? 0
    let minY = frames.map(\.minY).min() ?? 0
    let maxX = frames.map(\.maxX).max() ?? 0
    let maxY = frames.map(\.maxY).max() ?? 0
    let pad = max(1e-6, 1e-12 * max(abs(minX), abs(minY), abs(maxX), abs(maxY)))
    reach = CGRect(x: minX - pad, y: minY - pad, width: maxX - minX + 2 * pad, height: maxY - minY + 2 * pad)
  }
}
