/// A flow layout whose cells hang on springs: the bouncy, Messages-style list of the objc.io
/// article "UICollectionView + UIKit Dynamics" (issue 5), built to scroll a million items.
///
/// Every cell near the screen is attached by a zero-length spring (`springLength` 0,
/// `springDamping` 0.8, `springFrequency` 1 Hz) to its place in the flow layout (the spring's
/// anchor). When the view scrolls by Δ (a bounds change), each sprung cell is pulled along by
/// part of the scroll, in content coordinates:
///
///     resistance = (|anchor.x − touch.x| + |anchor.y − touch.y|) / resistanceDivisor
///     offset     = Δ · min(resistance, 1)        (per axis; never more than Δ, never against it)
///
/// so the cell under the finger moves with the content and cells far from it lag behind and
/// catch up on their springs (docs/uikit-reference.md, "Springy flow layout"). The animator is
/// then told about the moved cells (`DynamicAnimator.updateItem(usingCurrentState:)`) and
/// `shouldInvalidateLayout(forBoundsChange:)` answers `false`: the animator invalidates the
/// cells it moves after each step.
///
/// The touch point (content coordinates) is where the collection view's pan recognizer has the
/// finger, measured in the new bounds, while the view is tracking, dragging or decelerating:
/// during a drag, the content point the finger grabbed (it stays under the finger); during the
/// fling after it, the point where the finger lifted, carried along with the visible bounds.
/// When no finger is involved (a programmatic or animated scroll), it is the centre of the
/// visible bounds before the change.
///
/// Tiling: only the cells whose flow frames intersect the visible bounds grown by
/// `tilingMargin` on every side have springs (and physics bodies). As the bounds move, the cells
/// leaving that rect lose their springs and the cells entering it get one, already displaced by
/// the latest Δ (with the resistance of their own anchor), so a fast scroll through a million
/// items keeps about as many springs as there are cells near the screen. The tiled cells are
/// kept in an array sorted by index path and updated by a difference of rectangles (only the
/// strips the grown rect newly covers are queried), so a frame costs O(tiled cells), with no
/// dictionary.
///
/// `layoutAttributesForElements(in:)` returns the animator's attributes for tiled cells (where
/// the springs have them now) and the flow layout's own attributes for everything else
/// (headers, footers, cells outside the tiled rect), so every element on screen always has
/// attributes. `layoutAttributesForItem(at:)` returns the animator's attributes of a tiled cell.
///
/// When the flow geometry changes (data counts, metrics, a new width, self-sizing) every spring
/// is removed and the tiled cells are attached again at their new places, at rest.
///
/// The animator pauses by itself when the list comes to rest: every spring within
/// `DynamicAnimator.restTolerance` (0.5 pt) of its anchor and every cell slower than the
/// engine's sleep speed for its sleep time.
///
/// UIKit difference: the objc.io sample queries the whole grown rect in every `prepare()` and
/// diffs index-path sets; this class diffs sorted arrays and only queries the newly covered
/// strips. It also applies the scroll to both axes (the article only uses y), and invalid
/// property values are rejected (recorded in `lastError`) instead of reaching the animator. A
/// jump — new bounds that do not overlap the old ones, such as a 5,000-point wheel event —
/// re-tiles at rest instead of pulling the new cells along by their share of the jump (which
/// would leave the viewport empty while they swing in from thousands of points away).
open class SpringyFlowLayout: CollectionViewFlowLayout {
  /// The animator running the springs, in this layout's content coordinates.
  public private(set) lazy var dynamicAnimator = DynamicAnimator(collectionViewLayout: self)

  // The spring settings are read for every cell that enters the tiled rect and the resistance
  // divisor every frame, so the runtime exclusivity check is off for them: every access is a
  // plain read or write of the value (their `didSet`s run after the write has ended and write
  // the old value back with a new, separate access; no `inout` use); keep it so.
  /// The rest length of every spring, points (≥ 0). Default 0 (the cell rests on its anchor).
  @exclusivity(unchecked) open var springLength: CGFloat = 0 {
    didSet {
      guard springLength.isFinite, springLength >= 0 else {
        reject(.outOfRange(parameter: "springLength", value: Double(springLength), allowed: "finite and ≥ 0"))
        springLength = oldValue
        return
      }
      for tile in tiles { tile.spring.length = springLength }
    }
  }

  /// The damping ratio of every spring, 0…1 (1 = critical). Default 0.8.
  @exclusivity(unchecked) open var springDamping: CGFloat = 0.8 {
    didSet {
      guard springDamping.isFinite, (0...1).contains(springDamping) else {
        reject(.outOfRange(parameter: "springDamping", value: Double(springDamping), allowed: "in 0...1"))
        springDamping = oldValue
        return
      }
      for tile in tiles { tile.spring.damping = springDamping }
    }
  }

  /// The frequency of every spring, Hz (> 0, at most `AttachmentBehavior.maximumFrequency`).
  /// Default 1.
  @exclusivity(unchecked) open var springFrequency: CGFloat = 1 {
    didSet {
      guard springFrequency.isFinite, springFrequency > 0,
        springFrequency <= AttachmentBehavior.maximumFrequency
      else {
        reject(
          .outOfRange(
            parameter: "springFrequency", value: Double(springFrequency),
            allowed: "in (0, \(AttachmentBehavior.maximumFrequency)]"))
        springFrequency = oldValue
        return
      }
      for tile in tiles { tile.spring.frequency = springFrequency }
    }
  }

  /// The distance from the touch, points, at which a cell stays put on screen while the content
  /// scrolls (resistance 1). Default 1500 (objc.io). Must be finite and > 0.
  @exclusivity(unchecked) open var resistanceDivisor: CGFloat = 1500 {
    didSet {
      guard resistanceDivisor.isFinite, resistanceDivisor > 0 else {
        reject(
          .outOfRange(
            parameter: "resistanceDivisor", value: Double(resistanceDivisor), allowed: "finite and > 0"))
        resistanceDivisor = oldValue
        return
      }
    }
  }

  /// The most cells that have springs at once: 2,000. When more cells lie within the visible
  /// bounds grown by `tilingMargin` (a huge viewport of small cells), the layout shows them all
  /// without springs, as a plain flow layout, and records why in `lastLayoutError`.
  public static let maximumSpringCount = 2_000

  /// The largest accepted `tilingMargin`: 10,000 points. Every cell within the margin has a
  /// spring that is simulated every frame, so the margin bounds the work per frame.
  public static let maximumTilingMargin: CGFloat = 10_000

  /// How far beyond the visible bounds, points on every side, cells have springs. Default 100
  /// (objc.io). Must be finite and in 0…`maximumTilingMargin`; changing it re-tiles at the next
  /// layout pass.
  ///
  /// UIKit difference: a value outside the range is rejected (the old value stays, the reason is
  /// in `lastError`).
  // Read at every re-tiling; the runtime exclusivity check is off for it on the same terms as
  // for the spring settings above.
  @exclusivity(unchecked) open var tilingMargin: CGFloat = 100 {
    didSet {
      guard tilingMargin.isFinite, tilingMargin >= 0, tilingMargin <= Self.maximumTilingMargin else {
        reject(
          .outOfRange(
            parameter: "tilingMargin", value: Double(tilingMargin),
            allowed: "finite and in 0...\(Self.maximumTilingMargin)"))
        tilingMargin = oldValue
        return
      }
      if tilingMargin != oldValue { invalidateLayout() }
    }
  }

  /// The last property value this layout rejected, with the reason; `nil` until one is.
  public private(set) var lastError: DynamicsError?

  // MARK: Tiling state (see SpringyFlowLayout+Tiling.swift)

  /// The sprung cells, sorted by (section, item).
  ///
  /// Read several times per cell per frame, so the runtime exclusivity check is off for it:
  /// every access is instantaneous (`swap(&tiles, &scratchTiles)` is the only `inout` use, and
  /// it runs no other code); keep it so.
  @exclusivity(unchecked) var tiles: [SpringTile] = []
  /// Scratch arrays reused every frame (no allocation in steady state).
  ///
  /// Only `retile` touches them, and it holds no access to one of them across a call that could
  /// reach them again (the flow layout's queries and the animator's calls happen between
  /// accesses), so the runtime exclusivity check is off for them, as for `tiles`.
  @exclusivity(unchecked) var scratchTiles: [SpringTile] = []
  @exclusivity(unchecked) var enteringTiles: [SpringTile] = []
  @exclusivity(unchecked) var enteringCells:
    [(attributes: CollectionViewLayoutAttributes, key: (section: Int, item: Int))] = []
  @exclusivity(unchecked) var stripScratch: [CGRect] = []
  @exclusivity(unchecked) var leavingSprings: [DynamicBehavior] = []
  // The four values below are read at every bounds change and every invalidation (each frame of
  // a scroll), so the runtime exclusivity check is off for them: plain values, every access a
  // single load or store; keep it so.
  /// The grown rect the tiles were computed for (`.null` when nothing is tiled).
  @exclusivity(unchecked) var tiledRect = CGRect.null
  /// The visible bounds at the last tiling or bounds change.
  @exclusivity(unchecked) var lastBounds = CGRect.null
  /// Whether the flow geometry changed, so every spring must be rebuilt at the next `prepare()`.
  @exclusivity(unchecked) var needsReset = true
  /// The animator's `elapsedTime` when this layout last saw an invalidation.
  @exclusivity(unchecked) var animatorTimeAtLastInvalidation: TimeInterval = -1

  // MARK: Creating

  /// Creates a springy flow layout with the flow layout's defaults and the objc.io springs.
  public override init() {
    super.init()
  }

  /// Creates a springy flow layout from an archive (its springs use the default constants).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  func reject(_ error: DynamicsError) {
    lastError = error
  }

  // MARK: Layout

  /// Prepares the flow geometry, then (re)attaches springs to the cells in the visible bounds
  /// grown by `tilingMargin` when the geometry changed or nothing is tiled yet.
  /// - Complexity: the flow layout's `prepare()` plus O(tiled cells) when re-tiling.
  open override func prepare() {
    super.prepare()
    guard let collectionView else {
      removeAllSprings()
      return
    }
    let bounds = collectionView.bounds
    if needsReset {
      removeAllSprings()
      needsReset = false
    }
    if tiledRect.isNull || bounds != lastBounds {
      retile(for: bounds, delta: .zero, touch: .zero, displace: false)
    }
  }

  /// The animator's attributes for the sprung cells whose current frames intersect `rect`,
  /// merged in index-path order with the flow layout's attributes for every other element in
  /// `rect` (headers, footers, cells that have no spring).
  /// - Complexity: O(tiled cells) when `rect` lies inside the tiled rect and the layout has no
  ///   headers or footers; otherwise that plus the flow layout's O(log n + k) query.
  open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    guard LayoutLimits.isQueryable(rect) else { return [] }
    guard !tiles.isEmpty, !tiledRect.isNull else { return super.layoutAttributesForElements(in: rect) }
    var result: [CollectionViewLayoutAttributes] = []
    if tiledRect.contains(rect) && !mayHaveSupplementaryViews {
      result.reserveCapacity(tiles.count)
      // By index: `for tile in tiles` copies every tile (a retain and a release of each of its
      // two references).
      for t in tiles.indices {
        if tiles[t].isPlain {
          // Plain attributes' `frame` runs no code but its own loads, so the test borrows them
          // from `tiles`; only the attributes the result keeps are retained.
          let hit = withBorrowed(Unmanaged.passUnretained(tiles[t].attributes)) {
            $0.frame.overlapsQuickly(rect)
          }
          if hit { result.append(tiles[t].attributes) }
        } else {
          // Loaded once (one retain, kept by the result when appended).
          let a = tiles[t].attributes
          if a.frame.overlapsQuickly(rect) { result.append(a) }
        }
      }
      return result
    }
    let flow = super.layoutAttributesForElements(in: rect) ?? []
    result.reserveCapacity(flow.count + tiles.count)
    var others: [CollectionViewLayoutAttributes] = []
    var t = 0
    for element in flow {
      guard element.representedElementCategory == .cell else {
        others.append(element)
        continue
      }
      // A cell whose flow frame meets the tiled rect has a spring: the tile answers for it.
      if element.frame.overlaps(tiledRect) { continue }
      let key = SpringTile.key(element.indexPath)
      while t < tiles.count, tiles[t].precedes(key) {
        if tiles[t].attributes.frame.overlapsQuickly(rect) { result.append(tiles[t].attributes) }
        t += 1
      }
      result.append(element)
    }
    while t < tiles.count {
      if tiles[t].attributes.frame.overlapsQuickly(rect) { result.append(tiles[t].attributes) }
      t += 1
    }
    result.append(contentsOf: others)
    return result
  }

  /// The animator's attributes for a sprung cell (where its spring has it now); the flow
  /// layout's attributes otherwise.
  /// - Complexity: O(log tiled cells), plus the flow layout's query for a cell with no spring.
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    if let i = tileIndex(of: indexPath) { return tiles[i].attributes }
    return super.layoutAttributesForItem(at: indexPath)
  }

  /// Pulls every sprung cell along by its share of the scroll, re-tiles for the new bounds, and
  /// answers `false` (the animator invalidates what it moves) — unless the flow layout needs a
  /// new layout (a new width, or pinned headers and footers), when it answers `true`.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    let flowNeedsLayout = super.shouldInvalidateLayout(forBoundsChange: newBounds)
    guard let collectionView, !needsReset, !tiledRect.isNull, !lastBounds.isNull,
      newBounds.size == lastBounds.size
    else {
      lastBounds = newBounds
      return flowNeedsLayout
    }
    if isJump(from: lastBounds, to: newBounds) {
      // Nothing on screen stays on screen (a scroll to a far offset, a 5,000-point wheel
      // event): there is nothing to lag behind, and cells pulled along by their share of the
      // jump would start thousands of points away and leave the viewport empty while they
      // swing in. Start them at rest at the new place instead, as `invalidateLayout()` does.
      removeAllSprings()
      retile(for: newBounds, delta: .zero, touch: .zero, displace: false)
      return flowNeedsLayout
    }
    let delta = CGVector(dx: newBounds.minX - lastBounds.minX, dy: newBounds.minY - lastBounds.minY)
    let touch = touchLocation(in: collectionView, previousBounds: lastBounds, newBounds: newBounds)
    if delta.dx != 0 || delta.dy != 0, !tiles.isEmpty {
      // As `updateItem(usingCurrentState:)` for each tile, with the animator's sync check once.
      let animator = dynamicAnimator
      let divisor = resistanceDivisor
      animator.syncIfNeeded()
      for t in tiles.indices {
        let offset = Self.displacement(of: tiles[t].anchor, delta: delta, touch: touch, divisor: divisor)
        var hint = tiles[t].recordHint
        if tiles[t].isPlain && animator.isRunning && !animator.needsSync {
          // The cell is borrowed from `tiles`, not retained: with plain attributes, a running
          // animator (no delegate call to resume it) and no sync pending, the update runs no code
          // outside this module's bookkeeping and the physics world, so nothing can empty
          // `tiles` meanwhile.
          withBorrowed(Unmanaged.passUnretained(tiles[t].attributes)) { item in
            Self.pullPlain(item, by: offset, animator: animator, recordHint: &hint)
          }
        } else {
          Self.pull(tiles[t].attributes, by: offset, animator: animator, recordHint: &hint)
        }
        tiles[t].recordHint = hint
      }
    }
    retile(for: newBounds, delta: delta, touch: touch, displace: true)
    return flowNeedsLayout
  }

  /// Records what `context` invalidates: a change of the flow geometry removes every spring
  /// (they are attached again at the next `prepare()`); the animator's own invalidation of the
  /// cells it moved is passed on without recomputing the flow geometry (its flow flags are
  /// turned off), so a frame of springs costs no flow-layout work.
  open override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
    let time = tiles.isEmpty ? animatorTimeAtLastInvalidation : dynamicAnimator.elapsedTime
    let fromAnimator = time != animatorTimeAtLastInvalidation && isOnlyTiledCells(context)
    animatorTimeAtLastInvalidation = time
    if let flow = context as? CollectionViewFlowLayoutInvalidationContext {
      if fromAnimator {
        flow.invalidateFlowLayoutDelegateMetrics = false
        flow.invalidateFlowLayoutAttributes = false
      }
      if context.invalidateEverything || context.invalidateDataSourceCounts
        || flow.invalidateFlowLayoutDelegateMetrics || flow.invalidateFlowLayoutAttributes
        || (estimatedItemSize != .zero && !fromAnimator && context.invalidatedItemIndexPaths != nil)
      {
        needsReset = true
      }
    } else {
      needsReset = true
    }
    super.invalidateLayout(with: context)
  }

  // MARK: Helpers

  /// Moves a sprung cell by `offset` and tells the animator (`updateItem(usingCurrentState:)`
  /// in a row, `recordHint` the tile's memory of its record).
  @inline(__always)
  static func pull(
    _ item: CollectionViewLayoutAttributes, by offset: CGVector, animator: DynamicAnimator,
    recordHint: inout Int
  ) {
    item.center = CGPoint(x: item.center.x + offset.dx, y: item.center.y + offset.dy)
    animator.updateItemInRow(item, recordHint: &recordHint)
  }

  /// `pull(_:by:animator:recordHint:)` for plain attributes (exactly
  /// `CollectionViewLayoutAttributes`), reading the centre once: their getter only loads the
  /// stored value, so both reads of `pull` give the same point.
  @inline(__always)
  static func pullPlain(
    _ item: CollectionViewLayoutAttributes, by offset: CGVector, animator: DynamicAnimator,
    recordHint: inout Int
  ) {
    let center = item.center
    item.center = CGPoint(x: center.x + offset.dx, y: center.y + offset.dy)
    animator.updateItemInRow(item, recordHint: &recordHint)
  }

  /// Whether moving from `old` to `new` bounds is a jump: the two rects do not overlap (rects
  /// that only share an edge do not overlap, as on Apple platforms).
  func isJump(from old: CGRect, to new: CGRect) -> Bool {
    !(old.minX < new.maxX && new.minX < old.maxX && old.minY < new.maxY && new.minY < old.maxY)
  }

  /// Whether the flow layout may have headers or footers (reference sizes or a flow delegate).
  var mayHaveSupplementaryViews: Bool {
    headerReferenceSize != .zero || footerReferenceSize != .zero
      || collectionView?.delegate is CollectionViewDelegateFlowLayout
  }

  /// The touch point in content coordinates after a bounds change to `newBounds` (see the
  /// class comment): the finger's place in the view plus the new bounds' origin.
  ///
  /// The collection view may ask before or after it stores the new bounds (UIKit asks before);
  /// either way the finger's place in the view is the pan location minus the current offset.
  func touchLocation(in collectionView: CollectionView, previousBounds: CGRect, newBounds: CGRect) -> CGPoint
  {
    if collectionView.isTracking || collectionView.isDragging || collectionView.isDecelerating {
      let p = collectionView.panGestureRecognizer.location(in: collectionView)
      let offset = collectionView.contentOffset
      return CGPoint(x: p.x - offset.x + newBounds.minX, y: p.y - offset.y + newBounds.minY)
    }
    return CGPoint(x: previousBounds.midX, y: previousBounds.midY)
  }

  /// How far a cell anchored at `anchor` is pulled by a scroll of `delta` with the touch at
  /// `touch`: Δ · min(resistance, 1) on each axis.
  func displacement(of anchor: CGPoint, delta: CGVector, touch: CGPoint) -> CGVector {
    Self.displacement(of: anchor, delta: delta, touch: touch, divisor: resistanceDivisor)
  }

  /// `displacement(of:delta:touch:)` with the resistance divisor read once by the caller.
  static func displacement(of anchor: CGPoint, delta: CGVector, touch: CGPoint, divisor: CGFloat) -> CGVector
  {
    let distance = abs(touch.x - anchor.x) + abs(touch.y - anchor.y)
    let resistance = min(distance / divisor, 1)
    return CGVector(dx: delta.dx * resistance, dy: delta.dy * resistance)
  }

  /// Whether `context` only invalidates cells, all of which have springs.
  ///
  /// With `animatorKeys` (the default), cells this layout's animator is invalidating for are
  /// checked by the two integers it kept for each (`DynamicAnimator.invalidatedCellKeys(for:)`);
  /// `false` checks every index path (tests compare the two).
  func isOnlyTiledCells(_ context: CollectionViewLayoutInvalidationContext, animatorKeys: Bool = true) -> Bool
  {
    guard !context.invalidateEverything, !context.invalidateDataSourceCounts,
      context.invalidatedSupplementaryIndexPaths == nil, context.invalidatedDecorationIndexPaths == nil,
      let paths = context.invalidatedItemIndexPaths, !paths.isEmpty
    else { return false }
    // The animator lists moved cells in record order, which mostly follows the tiles' order:
    // try the tile after the last one found before searching.
    var next = 0
    if animatorKeys, let keys = dynamicAnimator.invalidatedCellKeys(for: paths) {
      // The same paths as two integers each (from the animator, which is invalidating for them).
      if let run = tiledRun() {
        // The tiles are every item of one range: a key is tiled exactly when it is in it.
        for k in keys.indices where !run.contains(keys[k]) { return false }
        return true
      }
      for k in keys.indices {
        guard let i = tileIndex(ofKey: keys[k], guess: next) else { return false }
        next = i + 1
      }
      return true
    }
    for path in paths {
      guard let i = tileIndex(of: path, guess: next) else { return false }
      next = i + 1
    }
    return true
  }
}
