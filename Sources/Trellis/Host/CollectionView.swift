/// A collection view without a screen: it hosts a layout, talks to its data source and
/// delegate, keeps the visible cells, scrolls, animates updates and reorders.
///
/// Like `UICollectionView`, it asks its `dataSource` for the number of sections and items,
/// asks its `collectionViewLayout` where everything goes (`layoutAttributesForElements(in:)`
/// with the visible bounds), creates and reuses the cells and views the layout places, and tells
/// the layout about bounds changes as it scrolls. Time and input are explicit (docs/architecture.md §4):
/// nothing moves between calls to `advance(by:)` and `handleTouch(_:at:time:)`, so every run is
/// the same.
///
/// The work per frame is proportional to what is visible: one rect query of the layout, a
/// merge of the sorted visible set, and `apply(_:)` on the views whose attributes changed. The
/// visible set is refreshed by `layoutIfNeeded()`, which `advance(by:)` calls.
///
/// It is a `View`, as `UICollectionView` is: its bounds' origin is the content offset, and the
/// views it shows are its subviews (from dequeue to reuse pool), laid out after each pass. In
/// right to left it mirrors layouts that ask for it (`flipsHorizontallyInOppositeLayoutDirection`).
///
/// UIKit difference: `UIScrollView` is not a class of its own (TrellisUIKit's `UIScrollView` is
/// another name for this class); queries such as `visibleCells` report the state of the last
/// layout pass (call `layoutIfNeeded()` after changing the offset yourself); the layout pass
/// runs in `layoutIfNeeded()` as well as in `layoutSubviews()`.
@preconcurrency @MainActor
open class CollectionView: View, UnusableInputRecording {
  // MARK: - Layout and data

  /// The layout that positions the elements. Change it with `setCollectionViewLayout(_:animated:)`.
  open var collectionViewLayout: CollectionViewLayout {
    get { layout }
    set { setCollectionViewLayout(newValue, animated: false) }
  }

  var layout: CollectionViewLayout
  /// Drives swipes on cells (a list's swipe actions), offered every touch first; set by the
  /// first list cell shown.
  package var cellSwipe: (any CellSwipeDriving)?

  /// The object that provides the data.
  ///
  /// Read for every element that arrives; the runtime exclusivity check is off for it, as for
  /// `delegate`: every access in Trellis is a single load or store of the weak reference, and
  /// its observer runs after the store has ended.
  @exclusivity(unchecked) public weak var dataSource: CollectionViewDataSource? {
    didSet { dataSourceDidChange() }
  }

  /// The object that hears about display and scrolling events.
  ///
  /// Read for every cell that arrives or leaves; the runtime exclusivity check is off for it,
  /// as UIKit's Objective-C property has none: every access in Trellis is a single load or
  /// store of the weak reference, never held across a call (docs/architecture.md, "Runtime
  /// exclusivity checks").
  @exclusivity(unchecked) public weak var delegate: CollectionViewDelegate?

  /// The object told ahead of time which items will soon be needed; see
  /// `CollectionViewDataSourcePrefetching`.
  ///
  /// Read for every cell that leaves the screen, so the runtime exclusivity check is off for it
  /// (a weak reference, loaded and stored whole, never `inout`).
  @exclusivity(unchecked) public weak var prefetchDataSource: CollectionViewDataSourcePrefetching?

  /// Whether items ahead of the scrolling direction are announced to `prefetchDataSource` and
  /// cells that just left the screen are kept for a quick return. The default is `true`.
  open var isPrefetchingEnabled: Bool {
    get { prefetch.isEnabled }
    set { prefetch.isEnabled = newValue }
  }

  // MARK: - Geometry

  /// The view's frame; its size is the size of the visible area.
  ///
  /// A change of size asks the layout `shouldInvalidateLayout(forBoundsChange:)` while the old
  /// bounds are still in place, as UIKit does.
  ///
  /// UIKit difference: a frame with a NaN or infinite number is ignored (UIKit raises an
  /// exception); a negative width or height counts as 0 and sides beyond
  /// `LayoutLimits.maximumLength` are clamped, origins beyond `LayoutLimits.maximumCoordinate`
  /// too. Either is recorded in `lastLayoutError`.
  open override var frame: CGRect {
    get { super.frame }
    set {
      guard let usable = usableFrame(newValue, name: "frame") else { return }
      let oldSize = super.frame.size
      if usable.size != oldSize {
        boundsWillChange(to: CGRect(origin: contentOffset, size: usable.size))
      }
      super.frame = usable
      if super.frame.size != oldSize { boundsDidChange() }
    }
  }

  /// The scroll position: the point of the content shown at the top-left corner.
  ///
  /// Setting it does not stop a deceleration in progress; use `setContentOffset(_:animated:)`.
  ///
  /// UIKit difference: an offset with a NaN or infinite coordinate is ignored (UIKit raises an
  /// exception) and coordinates beyond `LayoutLimits.maximumCoordinate` are clamped; either is
  /// recorded in `lastLayoutError`. Scrolling sets the offset through this property (a
  /// subclass's override sees every step of a drag or deceleration), but the offset is not set
  /// through the `bounds` setter, as UIKit's is: an override of `bounds` does not see scrolling.
  open var contentOffset: CGPoint {
    get { scrolling.contentOffset }
    set {
      guard let usable = usablePoint(newValue, name: "contentOffset"), usable != scrolling.contentOffset
      else {
        return
      }
      boundsWillChange(to: CGRect(origin: usable, size: frame.size))
      scrolling.contentOffset = usable
      // Read and write the whole rectangle: changing a member in place would go through the
      // layer's `modify` accessor, which allocates.
      var layerBounds = storedLayer.bounds
      layerBounds.origin = usable
      storedLayer.bounds = layerBounds
      boundsDidChange()
      delegate?.scrollViewDidScroll(self)
    }
  }

  /// The visible area in content coordinates: origin `contentOffset`, size `frame.size`.
  ///
  /// Setting it sets `contentOffset` and the frame's size (with their rules for unusable
  /// numbers: a rectangle with a NaN or infinite number is ignored).
  open override var bounds: CGRect {
    get { CGRect(origin: contentOffset, size: super.bounds.size) }
    set {
      guard let usable = usableFrame(newValue, name: "bounds"), usable != bounds else { return }
      boundsWillChange(to: usable)
      pass.isApplyingBounds = true
      frame.size = usable.size
      contentOffset = usable.origin
      pass.isApplyingBounds = false
      boundsDidChange()
    }
  }

  /// The size of the whole content, as the layout reported it at the last layout pass.
  public internal(set) var contentSize: CGSize {
    get { scrolling.contentSize }
    set {
      guard newValue != scrolling.contentSize else { return }
      scrolling.contentSize = newValue
      reconcileLayoutDirection()
    }
  }

  /// Extra space around the content, in which it can scroll.
  ///
  /// UIKit difference: NaN and infinite edges count as 0 and edges beyond
  /// ±`LayoutLimits.maximumLength` are clamped (recorded in `lastLayoutError`), so that no NaN
  /// reaches the content offset.
  open var contentInset: EdgeInsets {
    get { scrolling.contentInset }
    set { scrolling.contentInset = usableInsets(newValue, name: "contentInset") }
  }

  /// The insets actually used for scrolling: `contentInset` plus `safeAreaInsets`.
  open var adjustedContentInset: EdgeInsets {
    EdgeInsets(
      top: contentInset.top + safeAreaInsets.top, left: contentInset.left + safeAreaInsets.left,
      bottom: contentInset.bottom + safeAreaInsets.bottom, right: contentInset.right + safeAreaInsets.right)
  }

  // MARK: - Scrolling configuration and state

  /// Whether the user can scroll by dragging. The default is `true`.
  open var isScrollEnabled: Bool {
    get { scrolling.isScrollEnabled }
    set { scrolling.isScrollEnabled = newValue }
  }

  /// Whether scrolling stops on multiples of the view's size. The default is `false`.
  open var isPagingEnabled: Bool {
    get { scrolling.isPagingEnabled }
    set { scrolling.isPagingEnabled = newValue }
  }

  /// Whether dragging past an edge rubber-bands (and springs back). The default is `true`;
  /// when `false` the offset stops at the edge.
  open var bounces: Bool {
    get { scrolling.bounces }
    set { scrolling.bounces = newValue }
  }

  /// Whether the view rubber-bands vertically even when the content is not taller than the view.
  open var alwaysBounceVertical: Bool {
    get { scrolling.alwaysBounceVertical }
    set { scrolling.alwaysBounceVertical = newValue }
  }

  /// Whether the view rubber-bands horizontally even when the content is not wider than the view.
  open var alwaysBounceHorizontal: Bool {
    get { scrolling.alwaysBounceHorizontal }
    set { scrolling.alwaysBounceHorizontal = newValue }
  }

  /// How quickly scrolling slows after a fling. The default is `.normal` (0.998 per ms).
  open var decelerationRate: DecelerationRate {
    get { scrolling.decelerationRate }
    set { scrolling.decelerationRate = newValue }
  }

  /// The most layout passes one `layoutIfNeeded()` runs while cells keep reporting new preferred
  /// sizes. The default is 8.
  open var maximumSelfSizingPasses: Int {
    get { pass.maximumSelfSizingPasses }
    set { pass.maximumSelfSizingPasses = newValue }
  }

  // MARK: - Parts (docs/architecture.md, "The host's parts")
  //
  // Each part owns its state; the CollectionView+<Concern>.swift files are the collection
  // view's work with them (they call the layout, the data source, the delegate and the views).

  /// Offset, content size, insets, scrolling configuration, drag and motion (Host/ScrollState.swift).
  let scrolling = ScrollState()
  /// The layout pass: counts, bounds changes, direction, errors (Host/LayoutPassState.swift).
  let pass = LayoutPassState()
  /// The visible elements and the pass's scratch buffers (Host/VisibleSet.swift).
  let visibleSet = VisibleSet()
  /// Registrations, reuse pools and lingering cells (Host/ReuseQueue.swift).
  let reuse = ReuseQueue()
  /// Batches, update and transition animations, reconfigures (Host/UpdateState.swift).
  let updates = UpdateState()
  /// Regions of the content that scroll on their own (CollectionView+NestedScrolling.swift).
  ///
  /// Read every frame, as is `frameObservers`, so the runtime exclusivity check is off for both:
  /// each access is a single read or write, or a mutating call that calls out to nothing
  /// (`insert`, `remove(at:)`, `removeAll`, `firstIndex(where:)` with a comparison;
  /// `FrameObservers.add`/`remove`); the observers and the nested-scrolling layout are called
  /// between accesses, on copies. Keep it so.
  @exclusivity(unchecked) var nested = NestedScrollState()
  /// Interactive movement in progress (CollectionView+InteractiveMovement.swift).
  var movement: InteractiveMovement?
  /// Prefetching (CollectionView+Prefetching.swift).
  ///
  /// `isPrefetchingEnabled` reads it for every cell that leaves the screen, so the runtime
  /// exclusivity check is off: only CollectionView+Prefetching.swift (and the remaps of
  /// batch updates and interactive movement) modify it, each access a single read or write or
  /// a mutating call whose closure reaches only the visible set (`visibleIndex(of:)`), never
  /// user code, so no access overlaps another.
  @exclusivity(unchecked) var prefetch = PrefetchState()
  /// Per-frame observers registered with `addFrameObserver(_:)` (Host/FrameObservers.swift).
  @exclusivity(unchecked) var frameObservers = FrameObservers()
  /// Selection, highlighting and the touch that may select (Host/SelectionState.swift).
  let selection = SelectionState()
  /// Drag and drop: delegates, the press, the drag and the drop (Host/DragDropState.swift).
  let dragDrop = DragDropState()

  /// Creates a collection view with `frame` and `layout`.
  ///
  /// A frame with a NaN or infinite number is replaced by `.zero` (recorded in
  /// `lastLayoutError`).
  public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
    self.layout = layout
    let usable = CollectionView.usableFrameValue(frame) ?? .zero
    super.init(frame: usable)
    if usable != frame {
      lastLayoutError = CollectionViewError(
        .invalidLayoutInput, "CollectionView: frame \(frame) is not usable; \(usable) is used instead")
    }
    install(layout)
  }

  /// Creates a collection view from an archive, with a `CollectionViewFlowLayout`.
  ///
  /// UIKit difference: Trellis keeps nothing in archives: the view has a zero frame and a new
  /// flow layout (the layout a storyboard collection view starts with).
  public required init?(coder: NSCoder) {
    self.layout = CollectionViewFlowLayout()
    super.init(coder: coder)
    install(layout)
  }

  private func install(_ layout: CollectionViewLayout) {
    layout.hostCollectionView = self
    layout.needsPrepare = true
    panGestureRecognizer.view = self
  }

  // MARK: - Data (counts: CollectionView+DataSourceCounts.swift)

  func dataSourceDidChange() {
    clearSelectionForReload()
    discardAllViews()
    markDataSourceCountsStale()
    let context = layout.makeInvalidationContext()
    context.invalidateEverything = true
    context.invalidateDataSourceCounts = true
    layout.invalidateLayout(with: context)
  }

  /// Discards everything and asks the data source again at the next layout pass; the layout is
  /// invalidated completely.
  ///
  /// Visible cells end displaying (the delegate hears `didEndDisplaying`) and go back to the
  /// reuse pool; running update animations finish at once. Interactive movement is cancelled.
  /// The selection is cleared (no delegate method is called) and a touch in progress stops
  /// tracking its item (docs/selection.md §5).
  open func reloadData() {
    if movement != nil { cancelInteractiveMovement() }
    dataSourceDidChange()
  }

  // MARK: - Batch updates (CollectionView+BatchUpdates.swift)

  /// Performs the inserts, deletes, reloads and moves recorded in `updates` as one animated
  /// change.
  ///
  /// Inside `updates`, change your data and call the update methods (`insertItems(at:)`,
  /// `deleteItems(at:)`, `moveItem(at:to:)`, `reloadItems(at:)` and the section variants).
  /// Deletes and reloads name index paths before the update, inserts after it, moves both
  /// (UIKit's rules). When `updates` returns, the data source is asked for the new counts and the
  /// whole batch is validated before anything changes. The layout then hears, in UIKit's order,
  /// `invalidateLayout(with:)` with a context whose `invalidateDataSourceCounts` is `true` (and
  /// whose `updateItems` are the batch's changes), `prepare()`,
  /// `prepare(forCollectionViewUpdates:)`, the appearing and disappearing queries, and
  /// `finalizeCollectionViewUpdates()`. Every affected view animates for 0.3 s (ease-in-out)
  /// from its current place, or from the layout's initial attributes for appearing items (a fade
  /// in place when the layout returns `nil`), to its new place, or to the layout's final
  /// attributes for disappearing items (a fade in place when `nil`). `completion` is called with
  /// `true` from the `advance(by:)` that ends the animation, or with `false` if a later update,
  /// transition or `reloadData()` interrupts it.
  ///
  /// Calls nested inside `updates` join the outer batch.
  ///
  /// UIKit difference: where UIKit raises `NSInternalInconsistencyException` for an invalid
  /// batch, Trellis changes nothing, does not call `completion`, keeps the error (with UIKit's
  /// message) in `lastUpdateError` and writes the message to standard error. To catch the error
  /// instead, call `performCheckedBatchUpdates(_:completion:)`.
  ///
  /// - Complexity: O(m log m + s + k log m) for m updates, s sections and k visible elements,
  ///   plus the layout's `prepare()`; never proportional to the number of items.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    runUncheckedBatch({ updates?() }, completion: completion)
  }

  /// Inserts items at `indexPaths` (index paths after the update).
  ///
  /// Inside `performBatchUpdates(_:completion:)` this joins the batch; outside one it is a batch
  /// of its own (an invalid one is recorded in `lastUpdateError`).
  open func insertItems(at indexPaths: [IndexPath]) {
    record { $0.insertItems(at: indexPaths) }
  }

  /// Deletes the items at `indexPaths` (index paths before the update); see `insertItems(at:)`.
  open func deleteItems(at indexPaths: [IndexPath]) {
    record { $0.deleteItems(at: indexPaths) }
  }

  /// Reloads the items at `indexPaths` (index paths before the update): their cells are asked
  /// for again and cross-fade. See `insertItems(at:)`.
  open func reloadItems(at indexPaths: [IndexPath]) {
    record { $0.reloadItems(at: indexPaths) }
  }

  /// Moves the item at `indexPath` (before the update) to `newIndexPath` (after the update); see
  /// `insertItems(at:)`.
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.moveItem(at: indexPath, to: newIndexPath) }
  }

  /// Inserts the sections in `sections` (indexes after the update); see `insertItems(at:)`.
  open func insertSections(_ sections: IndexSet) {
    record { $0.insertSections(sections) }
  }

  /// Deletes the sections in `sections` (indexes before the update); see `insertItems(at:)`.
  open func deleteSections(_ sections: IndexSet) {
    record { $0.deleteSections(sections) }
  }

  /// Reloads the sections in `sections` (indexes before the update): their item counts are
  /// taken afresh and every cell in them is asked for again. See `insertItems(at:)`.
  open func reloadSections(_ sections: IndexSet) {
    record { $0.reloadSections(sections) }
  }

  /// Moves section `section` (before the update) to `newSection` (after the update); see
  /// `insertItems(at:)`.
  open func moveSection(_ section: Int, toSection newSection: Int) {
    record { $0.moveSection(section, toSection: newSection) }
  }

  /// Scrolls so that the item at `indexPath` is at `scrollPosition` (CollectionView+ScrollToItem.swift).
  ///
  /// The offset is clamped to the scrollable range (the content does not rubber-band past an
  /// edge), as UIKit does. With `animated` the offset moves there over 0.3 s as
  /// `setContentOffset(_:animated:)` does. An index path the layout has no attributes for changes
  /// nothing.
  open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    _scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
  }

  // MARK: - Selection (CollectionView+Selection.swift, CollectionView+TouchSelection.swift)

  /// Whether the user can select items (outside editing). The default is `true`. When `false`,
  /// touches neither highlight nor select, and `selectItem`/`deselectItem` do nothing.
  open var allowsSelection: Bool {
    get { selection.allowsSelection }
    set { selection.allowsSelection = newValue }
  }

  /// Whether the user can select more than one item (outside editing): a tap adds an item to
  /// the selection and a tap on a selected item removes it. The default is `false`.
  open var allowsMultipleSelection: Bool {
    get { selection.allowsMultipleSelection }
    set { selection.allowsMultipleSelection = newValue }
  }

  /// Whether the collection view is in editing mode. The default is `false`. While editing,
  /// `allowsSelectionDuringEditing` and `allowsMultipleSelectionDuringEditing` take the place of
  /// `allowsSelection` and `allowsMultipleSelection` (UIKit's rule since iOS 14).
  open var isEditing: Bool {
    get { selection.isEditing }
    set {
      guard newValue != selection.isEditing else { return }
      selection.isEditing = newValue
      for cell in visibleCells { cell.setNeedsUpdateConfiguration() }
    }
  }

  /// Whether the user can select items while editing. The default is `false`.
  open var allowsSelectionDuringEditing: Bool {
    get { selection.allowsSelectionDuringEditing }
    set { selection.allowsSelectionDuringEditing = newValue }
  }

  /// Whether the user can select more than one item while editing. The default is `false`.
  open var allowsMultipleSelectionDuringEditing: Bool {
    get { selection.allowsMultipleSelectionDuringEditing }
    set { selection.allowsMultipleSelectionDuringEditing = newValue }
  }

  /// Whether a touch waits before it highlights the item under it, until it is clear the user
  /// does not mean to scroll: 0.15 s (`contentTouchDelay`). The default is `true`; when
  /// `false`, the item is highlighted at touch-down.
  open var delaysContentTouches: Bool {
    get { selection.delaysContentTouches }
    set { selection.delaysContentTouches = newValue }
  }

  /// The index paths of the selected items, sorted, or `nil` when nothing is selected (UIKit's
  /// type and rule).
  ///
  /// UIKit difference: UIKit does not promise an order; Trellis sorts by index path.
  open var indexPathsForSelectedItems: [IndexPath]? { _indexPathsForSelectedItems }

  /// Selects the item at `indexPath` (with single selection, the other selected items are
  /// deselected) and, when `scrollPosition` is not empty, scrolls it there as
  /// `scrollToItem(at:at:animated:)` does; `nil` clears the selection. No delegate method is
  /// called. Nothing happens when selection is not allowed now (`allowsSelection`, or
  /// `allowsSelectionDuringEditing` while editing).
  ///
  /// An index path outside the data changes nothing and is recorded in `lastSelectionError`.
  ///
  /// - Complexity: O(s + log s) for s selected items.
  open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    _selectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition)
  }

  /// Deselects the item at `indexPath`. No delegate method is called. Nothing happens when
  /// selection is not allowed now or the item is not selected.
  ///
  /// An index path outside the data changes nothing and is recorded in `lastSelectionError`.
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {
    _deselectItem(at: indexPath, animated: animated)
  }

  // MARK: - Interactive movement, reuse, scrolling, transitions, visible elements
  //
  // Declared here so that subclasses can override them; each forwards to its implementation in
  // the CollectionView+<Concern>.swift file of the same concern.

  /// Starts moving the item at `indexPath` interactively.
  ///
  /// - Returns: `false` (and changes nothing) when the index path does not exist, the data
  ///   source's `collectionView(_:canMoveItemAt:)` says no, another movement or a batch update
  ///   is in progress.
  open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
    _beginInteractiveMovementForItem(at: indexPath)
  }

  /// Moves the moving item to `targetPosition` (content coordinates).
  ///
  /// The layout's `targetIndexPath(forInteractivelyMovingItem:withPosition:)` proposes the
  /// item's new index path and the delegate's
  /// `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)` may change it;
  /// the other items are then shown at their places in the new in-flight order. The layout is
  /// invalidated with `invalidationContext(forInteractivelyMovingItems:withTargetPosition:previousIndexPaths:previousPosition:)`.
  ///
  /// UIKit difference: the other items jump to their new places at the next layout pass
  /// instead of animating there.
  open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
    _updateInteractiveMovementTargetPosition(targetPosition)
  }

  /// Ends the movement at the current target: the data source hears
  /// `collectionView(_:moveItemAt:to:)` once (when the item changed place), the layout is
  /// invalidated with `invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths:previousIndexPaths:movementCancelled:)`,
  /// and the item animates to its place (0.3 s).
  open func endInteractiveMovement() {
    _endInteractiveMovement()
  }

  /// Cancels the movement: the items go back to their original order (the data source hears
  /// nothing), the layout is invalidated with `movementCancelled` set, and the item animates back
  /// (0.3 s).
  open func cancelInteractiveMovement() {
    _cancelInteractiveMovement()
  }

  /// Registers `cellClass` (a `CollectionViewCell` subclass) for cells dequeued with
  /// `identifier`; `nil` removes the registration.
  ///
  /// - Precondition: `cellClass` is `nil` or a subclass of `CollectionViewCell`; anything else
  ///   traps with a message naming the class and identifier.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    _register(cellClass, forCellWithReuseIdentifier: identifier)
  }

  /// Registers `viewClass` (a `CollectionReusableView` subclass) for supplementary views of
  /// `elementKind` dequeued with `identifier`; `nil` removes the registration.
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    _register(viewClass, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: identifier)
  }

  /// A cell for the item at `indexPath`: a reused one from the pool (after `prepareForReuse()`)
  /// or a new instance of the class registered for `identifier`.
  ///
  /// Call it from `collectionView(_:cellForItemAt:)`.
  ///
  /// - Precondition: a class is registered for `identifier`. Like UIKit, an unregistered
  ///   identifier is a programmer error and traps, with a message naming the identifier.
  open func dequeueReusableCell(
    withReuseIdentifier identifier: String, for indexPath: IndexPath
  )
    -> CollectionViewCell
  {
    _dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
  }

  /// A supplementary view of `elementKind` for `indexPath`: reused from the pool or a new
  /// instance of the registered class.
  ///
  /// - Precondition: a class is registered for `elementKind` and `identifier`; otherwise this
  ///   traps with a message naming both.
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> CollectionReusableView {
    _dequeueReusableSupplementaryView(ofKind: elementKind, withReuseIdentifier: identifier, for: indexPath)
  }

  /// Scrolls to `contentOffset`, at once or with a 0.3 s ease-in-out animation driven by
  /// `advance(by:)`; stops any deceleration. The offset is not clamped (as in UIKit).
  ///
  /// The delegate hears `scrollViewDidScroll` on every change and
  /// `scrollViewDidEndScrollingAnimation` when an animation ends.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    _setContentOffset(contentOffset, animated: animated)
  }

  /// Replaces the layout, at once or with an animated transition.
  ///
  /// Animated: the outgoing layout hears `prepareForTransition(to:)`, the incoming one
  /// `prepareForTransition(from:)`; the incoming layout is prepared, the offset becomes its
  /// `targetContentOffset(forProposedContentOffset:)` (clamped to the new content), and every
  /// visible view animates for 0.3 s (ease-in-out) from the outgoing layout's attributes to the
  /// incoming layout's. Elements only one layout has fade in or out in place. Both layouts hear
  /// `finalizeLayoutTransition()` once the animations are set up (as in UIKit), and `completion`
  /// is called with `true` from the `advance(by:)` that ends the animation (with `false` if it
  /// is interrupted). Not animated: `completion` is called at once with `true`.
  ///
  /// An interactive movement in progress is cancelled first.
  open func setCollectionViewLayout(
    _ newLayout: CollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
  ) {
    _setCollectionViewLayout(newLayout, animated: animated, completion: completion)
  }

  /// Runs a layout pass now if one is pending: prepares the layout, takes its content size, and
  /// brings the visible set up to date (creating, applying and reusing views, self-sizing,
  /// prefetching). Then lays out the views of its tree that need it (`View.layoutIfNeeded()`):
  /// cells whose size changed run their `layoutSubviews()`.
  ///
  /// - Complexity: O(k log k) for k visible elements, plus the layout's own work; O(k) when
  ///   the layout returns its attributes sorted by category, kind and index path.
  open override func layoutIfNeeded() {
    _layoutIfNeeded()
    super.layoutIfNeeded()
  }

  /// Runs the layout pass when the view tree lays the collection view out (a window's or a
  /// superview's `layoutIfNeeded()`), as UIKit's does in `layoutSubviews()`; call `super` when
  /// you override.
  open override func layoutSubviews() {
    super.layoutSubviews()
    _layoutIfNeeded()
  }

  /// The visible cells, in index-path order.
  ///
  /// UIKit difference: UIKit does not promise an order; Trellis sorts by index path.
  open var visibleCells: [CollectionViewCell] { _visibleCells }

  /// The index paths of the visible items, sorted.
  open var indexPathsForVisibleItems: [IndexPath] { _indexPathsForVisibleItems }

  /// The visible supplementary views of `elementKind`, in index-path order.
  open func visibleSupplementaryViews(ofKind elementKind: String) -> [CollectionReusableView] {
    _visibleSupplementaryViews(ofKind: elementKind)
  }

  /// The index paths of the visible supplementary views of `elementKind`, sorted.
  open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
    _indexPathsForVisibleSupplementaryElements(ofKind: elementKind)
  }

  /// The visible cell of the item at `indexPath`, or `nil` when it is not visible.
  ///
  /// - Complexity: O(log k) for k visible elements.
  open func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
    _cellForItem(at: indexPath)
  }

  /// The visible supplementary view of `elementKind` at `indexPath`, or `nil`.
  open func supplementaryView(
    forElementKind elementKind: String, at indexPath: IndexPath
  ) -> CollectionReusableView? {
    _supplementaryView(forElementKind: elementKind, at: indexPath)
  }

  /// The index path of a visible `cell`, or `nil` when the cell is not visible.
  ///
  /// - Complexity: O(k) for k visible elements.
  open func indexPath(for cell: CollectionViewCell) -> IndexPath? {
    _indexPath(for: cell)
  }

  /// The index path of the item at `point` (content coordinates), or `nil`.
  ///
  /// When frames overlap, the cell with the highest `zIndex` wins, then the lowest index path.
  open func indexPathForItem(at point: CGPoint) -> IndexPath? {
    _indexPathForItem(at: point)
  }

  /// The layout's attributes for the item at `indexPath`, or `nil`.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    _layoutAttributesForItem(at: indexPath)
  }

  /// The layout's attributes for the supplementary view of `kind` at `indexPath`, or `nil`.
  open func layoutAttributesForSupplementaryElement(
    ofKind kind: String, at indexPath: IndexPath
  )
    -> CollectionViewLayoutAttributes?
  {
    _layoutAttributesForSupplementaryElement(ofKind: kind, at: indexPath)
  }
}
