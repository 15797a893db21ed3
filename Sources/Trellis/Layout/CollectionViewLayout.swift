/// The abstract base class of every collection-view layout: it decides where each cell,
/// supplementary view and decoration view goes, and the collection view asks it.
///
/// Subclass it exactly as you would `UICollectionViewLayout`: override `prepare()` to compute
/// your geometry, `collectionViewContentSize`, `layoutAttributesForElements(in:)` and
/// `layoutAttributesForItem(at:)` (plus the supplementary and decoration queries if you have
/// such views), and whichever of the invalidation, update, transition, scrolling and
/// interactive-movement hooks you need. The method names, labels and defaults are UIKit's.
///
/// The lifecycle: the collection view calls `prepare()` before its first query and after every
/// invalidation, then queries. Invalidations (`invalidateLayout()`, `invalidateLayout(with:)`,
/// bounds changes the layout asks for, data changes) are coalesced: however many arrive before
/// the next layout pass, `prepare()` runs once.
///
/// Like UIKit's layouts, it is isolated to the main actor. The isolation is declared
/// `@preconcurrency`, which is how Swift sees UIKit's Objective-C classes: code in the Swift 5
/// language mode gets no isolation diagnostics, code in the Swift 6 mode gets UIKit's. A
/// subclass may itself be marked `@MainActor`.
@preconcurrency @MainActor
open class CollectionViewLayout: NSObject, @preconcurrency NSCoding {
  /// The collection view that currently uses this layout, or `nil`.
  ///
  /// Overridable as in UIKit (a subclass may narrow it to a non-optional `CollectionView` or
  /// a subclass of it).
  open var collectionView: CollectionView? { hostCollectionView }

  /// The collection view that installed this layout (held weakly, as UIKit does).
  weak var hostCollectionView: CollectionView?

  /// Whether `prepare()` must run before the next query.
  var needsPrepare = true

  /// Whether `prepare()` is running (called by `prepareIfNeeded()`), the subclass's code after
  /// `super.prepare()` included.
  var isPreparing = false

  /// The decoration-view classes registered by kind.
  private(set) var decorationViewClasses: [String: AnyClass] = [:]

  /// The last input this layout could not use as given, and what it used instead: a NaN,
  /// infinite, negative or out-of-range size, spacing, inset, count or scale from a property or a
  /// delegate (see `LayoutLimits` for the rules). `nil` until that happens; set it to `nil` to
  /// watch for the next one.
  ///
  /// UIKit difference: UIKit's property setters and delegate answers cannot report an error (it
  /// logs some, raises exceptions for NaN geometry, and misbehaves on the rest); Trellis never
  /// traps on them, and records here what it did. The error's kind is
  /// `CollectionViewError.Kind.invalidLayoutInput`.
  public var lastLayoutError: CollectionViewError?

  /// Creates a layout.
  public override init() {
    super.init()
  }

  /// Creates a layout from an archive.
  ///
  /// UIKit difference: Trellis keeps nothing in archives; this initializer exists so that
  /// UIKit subclasses that forward `init?(coder:)` to `super` compile unchanged.
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// Archives the layout.
  ///
  /// UIKit difference: Trellis layouts write nothing; see `init?(coder:)`.
  open func encode(with coder: NSCoder) {}

  // MARK: - Layout direction

  /// The direction the layout was designed for. The default is `.leftToRight`.
  ///
  /// When the collection view's `effectiveUserInterfaceLayoutDirection` differs from it and
  /// `flipsHorizontallyInOppositeLayoutDirection` is `true`, the collection view mirrors the
  /// layout's frames horizontally (see `flipsHorizontallyInOppositeLayoutDirection`).
  ///
  /// UIKit difference: UIKit's default is the direction of the main bundle's development
  /// language; Trellis has no bundle and assumes left to right.
  open var developmentLayoutDirection: UserInterfaceLayoutDirection { .leftToRight }

  /// Whether the collection view mirrors the layout horizontally when the interface reads in the
  /// opposite direction to `developmentLayoutDirection`. The default is `false`;
  /// `CollectionViewFlowLayout` returns `true`, as UIKit's does.
  ///
  /// When mirroring, the layout keeps computing in its own direction and never sees a mirrored
  /// value: the collection view maps every rectangle and point it passes to the layout, and every
  /// attributes object it gets back (copied first, so the layout's objects are never changed),
  /// through x′ = W − x (a rectangle: x′ = W − maxX; attributes: their centre), where W is the
  /// layout's `collectionViewContentSize.width`, or the collection view's width when the content
  /// is narrower. The content offset stays in the collection view's own coordinates, and the
  /// collection view keeps it anchored to the content's right edge, so a horizontally scrolling
  /// layout starts with item 0 at the right. See CollectionView+LayoutDirection.swift for the
  /// details.
  ///
  /// Transforms pass through unchanged (a rotation keeps its sense). A layout that reads
  /// `collectionView.bounds` or `contentOffset` itself sees the collection view's own
  /// coordinates, not mirrored ones; such a layout either returns `false` here and handles the
  /// direction itself, or works in the rectangles it is given.
  open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

  // MARK: - Classes

  /// The class used for the attributes this layout creates; override to return a subclass of
  /// `CollectionViewLayoutAttributes`.
  open class var layoutAttributesClass: AnyClass { CollectionViewLayoutAttributes.self }

  /// The class used for the invalidation contexts this layout creates; override to return a
  /// subclass of `CollectionViewLayoutInvalidationContext`.
  open class var invalidationContextClass: AnyClass { CollectionViewLayoutInvalidationContext.self }

  /// A new, empty context of `invalidationContextClass`.
  ///
  /// UIKit difference: UIKit has no public factory; this one spares subclasses the metatype
  /// casting.
  public func makeInvalidationContext() -> CollectionViewLayoutInvalidationContext {
    let contextClass =
      (type(of: self).invalidationContextClass as? CollectionViewLayoutInvalidationContext.Type)
      ?? CollectionViewLayoutInvalidationContext.self
    return contextClass.init()
  }

  /// New attributes of `layoutAttributesClass` for the cell at `indexPath`.
  ///
  /// UIKit difference: UIKit writes this as `(layoutAttributesClass as! X.Type).init(forCellWith:)`;
  /// this factory does the same without the cast.
  public func makeLayoutAttributes(forCellWith indexPath: IndexPath) -> CollectionViewLayoutAttributes {
    let attributes = attributesClass.init()
    attributes.indexPath = indexPath
    return attributes
  }

  /// New attributes of `layoutAttributesClass` for a supplementary view.
  public func makeLayoutAttributes(
    forSupplementaryViewOfKind kind: String, with indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes {
    let prototype = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
    return retyped(prototype)
  }

  /// New attributes of `layoutAttributesClass` for a decoration view.
  public func makeLayoutAttributes(
    forDecorationViewOfKind kind: String, with indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes {
    let prototype = CollectionViewLayoutAttributes(forDecorationViewOfKind: kind, with: indexPath)
    return retyped(prototype)
  }

  private var attributesClass: CollectionViewLayoutAttributes.Type {
    (type(of: self).layoutAttributesClass as? CollectionViewLayoutAttributes.Type)
      ?? CollectionViewLayoutAttributes.self
  }

  /// `prototype`'s identity in an instance of `layoutAttributesClass`.
  private func retyped(_ prototype: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
    let cls = attributesClass
    if cls == CollectionViewLayoutAttributes.self { return prototype }
    // Copying through the base class's `copy(with:)` creates `type(of: prototype)`; build an
    // instance of the subclass and move the identity across instead.
    let attributes = cls.init()
    attributes.adoptIdentity(of: prototype)
    return attributes
  }

  // MARK: - Preparing and querying

  /// Computes the layout. Called before the first query and after every invalidation.
  ///
  /// The default does nothing. Subclasses compute and cache their geometry here.
  open func prepare() {}

  /// The width and height of the whole content. The default is `.zero`.
  open var collectionViewContentSize: CGSize { .zero }

  /// The attributes of every element whose frame intersects `rect`, or `nil`.
  ///
  /// The default returns `nil`.
  open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? { nil }

  /// The attributes of the cell at `indexPath`, or `nil`. The default returns `nil`.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

  /// The attributes of the supplementary view of `elementKind` at `indexPath`, or `nil`.
  ///
  /// The default returns `nil`.
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? { nil }

  /// The attributes of the decoration view of `elementKind` at `indexPath`, or `nil`.
  ///
  /// The default returns `nil`.
  open func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? { nil }

  /// Registers the class of the decoration views of `elementKind`; `nil` removes it.
  open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
    decorationViewClasses[elementKind] = viewClass
  }

  // MARK: - Invalidation

  /// Invalidates the whole layout: equivalent to `invalidateLayout(with:)` with a context of
  /// `invalidationContextClass` whose `invalidateEverything` is `true`.
  open func invalidateLayout() {
    let context = makeInvalidationContext()
    context.invalidateEverything = true
    invalidateLayout(with: context)
  }

  /// Invalidates the parts of the layout named by `context`.
  ///
  /// Subclasses override this to drop the caches the context names, then call `super`. The
  /// default schedules `prepare()` before the next query and hands the context to the collection
  /// view, which applies its content-offset and content-size adjustments.
  open func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
    needsPrepare = true
    // The host itself, not the overridable `collectionView` (a subclass may narrow that to a
    // force-unwrapped non-optional, which must not trap while the layout is not installed).
    hostCollectionView?.layoutDidInvalidate(with: context)
  }

  /// Whether a change of the collection view's bounds to `newBounds` requires a new layout.
  ///
  /// Asked on every bounds change, scrolling included. The default returns `false`.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  /// The context describing what a bounds change to `newBounds` invalidates.
  ///
  /// The default returns an empty context of `invalidationContextClass`.
  open func invalidationContext(forBoundsChange newBounds: CGRect) -> CollectionViewLayoutInvalidationContext
  {
    makeInvalidationContext()
  }

  /// Whether a cell's preferred attributes (self-sizing) require a new layout.
  ///
  /// The default returns `false`.
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> Bool { false }

  /// The context describing what a cell's preferred attributes invalidate.
  ///
  /// The default returns a context of `invalidationContextClass` that invalidates the element
  /// itself.
  open func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> CollectionViewLayoutInvalidationContext {
    let context = makeInvalidationContext()
    let path = originalAttributes.indexPath
    switch originalAttributes.representedElementCategory {
    case .cell: context.invalidateItems(at: [path])
    case .supplementaryView:
      context.invalidateSupplementaryElements(
        ofKind: originalAttributes.representedElementKind ?? "", at: [path])
    case .decorationView:
      context.invalidateDecorationElements(
        ofKind: originalAttributes.representedElementKind ?? "", at: [path])
    }
    return context
  }

  // MARK: - Scrolling

  /// Where scrolling should stop, given where it would stop (`proposedContentOffset`) and the
  /// velocity at release (points per millisecond, as in UIKit).
  ///
  /// The default returns `proposedContentOffset`.
  open func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    proposedContentOffset
  }

  /// The content offset to use after an update or a layout transition.
  ///
  /// The default returns `proposedContentOffset`.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
    proposedContentOffset
  }

  // MARK: - Batch updates

  /// Called before a batch update is animated, with every change of the batch.
  ///
  /// UIKit's order: the collection view first invalidates the layout with a context whose
  /// `invalidateDataSourceCounts` is `true` (its `updateItems` are these changes), then calls
  /// `prepare()`, then this method, then the appearing and disappearing queries, then
  /// `finalizeCollectionViewUpdates()`. So `prepare()` has already computed the layout for the
  /// new data when this runs.
  ///
  /// The default does nothing; layouts record the inserted and deleted index paths here to
  /// answer the appearing/disappearing queries.
  open func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {}

  /// Called after the animations of a batch update have been set up.
  open func finalizeCollectionViewUpdates() {}

  /// The attributes an item that appears (inserted, or moved into view) starts from.
  ///
  /// The default returns `nil`: the collection view then fades the item in at its final place.
  open func initialLayoutAttributesForAppearingItem(
    at itemIndexPath: IndexPath
  )
    -> CollectionViewLayoutAttributes?
  { nil }

  /// The attributes an item that disappears (deleted, or moved out of view) ends at.
  ///
  /// The default returns `nil`: the collection view then fades the item out where it was.
  open func finalLayoutAttributesForDisappearingItem(
    at itemIndexPath: IndexPath
  )
    -> CollectionViewLayoutAttributes?
  { nil }

  /// The attributes an appearing supplementary view starts from; the default returns `nil`.
  open func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? { nil }

  /// The attributes a disappearing supplementary view ends at; the default returns `nil`.
  open func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? { nil }

  /// The attributes an appearing decoration view starts from; the default returns `nil`.
  open func initialLayoutAttributesForAppearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? { nil }

  /// The attributes a disappearing decoration view ends at; the default returns `nil`.
  open func finalLayoutAttributesForDisappearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? { nil }

  /// The supplementary views of `elementKind` the current update deletes; the default is none.
  open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

  /// The decoration views of `elementKind` the current update deletes; the default is none.
  open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

  /// The supplementary views of `elementKind` the current update inserts; the default is none.
  open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

  /// The decoration views of `elementKind` the current update inserts; the default is none.
  open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

  // MARK: - Animated bounds changes and transitions

  /// Called before an animated change of the collection view's bounds from `oldBounds`.
  open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

  /// Called after an animated bounds change has been set up.
  open func finalizeAnimatedBoundsChange() {}

  /// Called on the outgoing layout before a transition to `newLayout`.
  open func prepareForTransition(to newLayout: CollectionViewLayout) {}

  /// Called on the incoming layout before a transition from `oldLayout`.
  open func prepareForTransition(from oldLayout: CollectionViewLayout) {}

  /// Called on both layouts when a transition's animations have been set up.
  open func finalizeLayoutTransition() {}

  // MARK: - Interactive movement

  /// The index path a moving item should take when it is at `position` (content coordinates).
  ///
  /// The default returns the index path of the cell whose frame contains `position`, or
  /// `previousIndexPath` when there is none.
  open func targetIndexPath(
    forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
  ) -> IndexPath {
    let probe = CGRect(x: position.x, y: position.y, width: 0, height: 0).insetBy(dx: -0.5, dy: -0.5)
    let hits = (layoutAttributesForElements(in: probe) ?? []).filter {
      $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(position)
    }
    // Deterministic choice when frames overlap: the topmost, then the lowest index path.
    let best = hits.max { lhs, rhs in
      lhs.zIndex != rhs.zIndex ? lhs.zIndex < rhs.zIndex : lhs.indexPath > rhs.indexPath
    }
    return best?.indexPath ?? previousIndexPath
  }

  /// The attributes of an item being moved interactively, when its centre is at `position`.
  ///
  /// The default copies `layoutAttributesForItem(at:)`, centres the copy on `position` and puts
  /// it above everything else (`zIndex` = `Int.max`).
  open func layoutAttributesForInteractivelyMovingItem(
    at indexPath: IndexPath, withTargetPosition position: CGPoint
  ) -> CollectionViewLayoutAttributes {
    let attributes =
      (layoutAttributesForItem(at: indexPath)?.copy() as? CollectionViewLayoutAttributes)
      ?? makeLayoutAttributes(forCellWith: indexPath)
    attributes.center = position
    attributes.zIndex = Int.max
    return attributes
  }

  /// The context for one step of interactive movement.
  ///
  /// The default returns a context of `invalidationContextClass` with the interactive-movement
  /// properties set and the previous and target items invalidated.
  open func invalidationContext(
    forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
    previousIndexPaths: [IndexPath], previousPosition: CGPoint
  ) -> CollectionViewLayoutInvalidationContext {
    let context = makeInvalidationContext()
    context.setInteractiveMovement(
      previous: previousIndexPaths, target: targetIndexPaths, position: targetPosition)
    context.invalidateItems(at: previousIndexPaths + targetIndexPaths)
    return context
  }

  /// The context for the end (or cancellation) of interactive movement.
  ///
  /// The default returns a context of `invalidationContextClass` with the previous and final
  /// index paths set and those items invalidated.
  open func invalidationContextForEndingInteractiveMovementOfItems(
    toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool
  ) -> CollectionViewLayoutInvalidationContext {
    let context = makeInvalidationContext()
    context.setInteractiveMovement(previous: previousIndexPaths, target: indexPaths, position: .zero)
    context.invalidateItems(at: previousIndexPaths + indexPaths)
    return context
  }

  // MARK: - Host

  /// Runs `prepare()` if an invalidation is pending.
  ///
  /// The collection view calls this before it queries the layout.
  ///
  /// UIKit difference: UIKit does this privately inside its layout pass; Trellis exposes it so
  /// that layouts can be tested and driven without a full layout pass.
  public func prepareIfNeeded() {
    guard needsPrepare else { return }
    needsPrepare = false
    isPreparing = true
    prepare()
    isPreparing = false
  }
}
