/// A non-scrolling layout whose cells are physical boxes that fly in, fall and pile up: the
/// "Newtonian" layout of the objc.io article "UICollectionView + UIKit Dynamics" (issue 5).
///
/// The content is exactly the visible area (`collectionViewContentSize` is the collection
/// view's bounds size) and its edges are walls (`collisionBehavior` with
/// `translatesReferenceBoundsIntoBoundary`); `gravityBehavior` pulls down (direction (0, 1),
/// magnitude 1 = 1000 pt/s²). Every cell is an `itemSize` box (default 100 × 100).
///
/// Inserting: a cell the data source gains (through a batch update, or at the first layout)
/// starts off-screen to the right with its frame's origin at (maxX + 100, 300) — the k-th cell
/// entering in the same update k · `itemSize.width` further right, so a batch arrives as a train
/// instead of inside itself — and hangs on an attachment to `attachmentAnchor` (default: the
/// middle of the top edge) of length `attachmentLength` 300, damping 0.4 and frequency 1 Hz
/// (docs/uikit-reference.md, "Newtonian layout"). The spring swings it in; as soon as its
/// frame is wholly inside the bounds it is let go (the attachment is removed) and joins the
/// collisions, so it falls onto the floor or the pile and the animator can pause when all is
/// still.
///
/// Deleting: a deleted cell is detached at once (attachment and collisions removed) and goes on
/// falling as a *falling item*: a decoration element of kind `elementKindFallingItem` whose
/// index path is `(item: serial, section: 0)` for a serial that only grows, so it never
/// collides with the index paths of live cells while they are renumbered by later updates. It
/// keeps the cell's position, rotation and velocity, is returned by
/// `layoutAttributesForElements(in:)` while it falls, and is removed once its frame has left
/// the bounds or `deletionTimeout` (2 s) of simulated time has passed. The disappearing cell
/// itself fades out in place (`finalLayoutAttributesForDisappearingItem(at:)`: the falling
/// item's attributes with alpha 0) while the falling item takes over at full opacity. Other
/// updates can follow at any time; they never wait for falling items.
///
/// Everything runs on `dynamicAnimator` (in content coordinates), stepped by the collection
/// view's `advance(by:)`, in insertion order: two runs of the same script give the same frames.
///
/// UIKit difference: the article keeps each cell hanging on its attachment until it is
/// deleted. A spring carrying a load never reaches its rest length, so such an animator never
/// pauses, and a pendulum's swing is undamped; this layout releases the attachment once the
/// cell is inside. The article also removes deleted cells after a fixed 2 s with no way for
/// them to be drawn meanwhile; here they are decoration elements until they leave.
open class NewtonianLayout: CollectionViewLayout {
  /// The most cells the layout simulates: 256 (each is a colliding body stepped 120 times a
  /// second, so the work per frame grows with them). Items beyond the first 256, in index-path
  /// order, have no cell and no attributes, recorded in `lastLayoutError`.
  public static let maximumCellCount = 256

  /// The decoration-view kind of deleted cells that are still falling.
  public static let elementKindFallingItem = "NewtonianLayout.fallingItem"

  /// The animator moving the cells, in content coordinates.
  public private(set) lazy var dynamicAnimator = DynamicAnimator(collectionViewLayout: self)
  /// Gravity on every cell and falling item: direction (0, 1), magnitude 1.
  public let gravityBehavior = GravityBehavior()
  /// Collisions between the cells that are inside and with the walls at the bounds' edges.
  public let collisionBehavior: CollisionBehavior
  /// Material of the cells and falling items (UIKit's defaults unless you change them).
  public let itemBehavior = DynamicItemBehavior()

  /// The size of every cell. Default 100 × 100. Both sides must be finite, > 0 and at most
  /// `LayoutLimits.maximumLength`; other sizes are rejected (the old size stays, the reason is in
  /// `lastError`).
  open var itemSize = CGSize(width: 100, height: 100) {
    didSet {
      let limit = LayoutLimits.maximumLength
      guard itemSize.width.isFinite, itemSize.height.isFinite, itemSize.width > 0, itemSize.height > 0,
        itemSize.width <= limit, itemSize.height <= limit
      else {
        lastError = .invalidItemSize(width: Double(itemSize.width), height: Double(itemSize.height))
        itemSize = oldValue
        return
      }
    }
  }

  /// The rest length of the attachment that swings an inserted cell in, points. Default 300.
  /// Must be finite and in 0…`LayoutLimits.maximumLength`.
  open var attachmentLength: CGFloat = 300 {
    didSet {
      guard attachmentLength.isFinite, attachmentLength >= 0, attachmentLength <= LayoutLimits.maximumLength
      else {
        lastError = .outOfRange(
          parameter: "attachmentLength", value: Double(attachmentLength), allowed: "finite and in 0...1e12")
        attachmentLength = oldValue
        return
      }
    }
  }

  /// The damping ratio of that attachment, 0…1. Default 0.4.
  open var attachmentDamping: CGFloat = 0.4 {
    didSet {
      guard attachmentDamping.isFinite, (0...1).contains(attachmentDamping) else {
        lastError = .outOfRange(
          parameter: "attachmentDamping", value: Double(attachmentDamping), allowed: "in 0...1")
        attachmentDamping = oldValue
        return
      }
    }
  }

  /// The frequency of that attachment, Hz (> 0, at most 60). Default 1.
  open var attachmentFrequency: CGFloat = 1 {
    didSet {
      guard attachmentFrequency.isFinite, attachmentFrequency > 0,
        attachmentFrequency <= AttachmentBehavior.maximumFrequency
      else {
        lastError = .outOfRange(
          parameter: "attachmentFrequency", value: Double(attachmentFrequency), allowed: "in (0, 60]")
        attachmentFrequency = oldValue
        return
      }
    }
  }

  /// The point inserted cells are attached to, content coordinates; `nil` (the default) means
  /// the middle of the top edge of the bounds. A point with a NaN or infinite coordinate, or one
  /// beyond ±`LayoutLimits.maximumCoordinate`, is rejected.
  open var attachmentAnchor: CGPoint? {
    didSet {
      if let p = attachmentAnchor, LayoutLimits.point(p) != p {
        lastError = .nonFinite(parameter: "attachmentAnchor")
        attachmentAnchor = oldValue
      }
    }
  }

  /// The longest a deleted cell keeps falling before it is removed, simulated seconds.
  /// Default 2 (objc.io). Must be finite and ≥ 0.
  open var deletionTimeout: TimeInterval = 2 {
    didSet {
      guard deletionTimeout.isFinite, deletionTimeout >= 0 else {
        lastError = .outOfRange(
          parameter: "deletionTimeout", value: deletionTimeout, allowed: "finite and ≥ 0")
        deletionTimeout = oldValue
        return
      }
    }
  }

  /// The last property value this layout rejected, with the reason; `nil` until one is.
  public private(set) var lastError: DynamicsError?

  /// The number of deleted cells still falling.
  public var fallingItemCount: Int { ghosts.count }

  // MARK: State (see NewtonianLayout+Updates.swift)

  /// The live cells by section, in item order.
  var sections: [[NewtonianBody]] = []
  /// The deleted cells still falling, by serial (ascending).
  var ghosts: [NewtonianGhost] = []
  var nextGhostSerial = 0
  /// Deleted index paths of the update in progress and their falling items' serials.
  var pendingDeletes: [(indexPath: IndexPath, serial: Int)] = []
  /// How many live cells still hang on their entrance attachment.
  var enteringCount = 0
  /// The behavior whose action releases entering cells and removes falling items each step.
  let lifecycle = DynamicBehavior()
  var isSetUp = false
  var insertedInThisUpdate = 0

  // MARK: Creating

  /// Creates a Newtonian layout with the objc.io constants.
  public override init() {
    collisionBehavior = CollisionBehavior()
    super.init()
    collisionBehavior.translatesReferenceBoundsIntoBoundary = true
  }

  /// Creates a Newtonian layout from an archive (with the default constants).
  public required init?(coder: NSCoder) {
    collisionBehavior = CollisionBehavior()
    super.init(coder: coder)
    collisionBehavior.translatesReferenceBoundsIntoBoundary = true
  }

  // MARK: Layout

  /// The collection view's bounds size: the layout does not scroll.
  open override var collectionViewContentSize: CGSize { collectionView?.bounds.size ?? .zero }

  /// Installs the behaviors the first time, then brings the cells in line with the data
  /// source: a section with more items than cells gets new cells entering from the right; one
  /// with fewer loses its last cells, which fall away.
  /// - Complexity: O(sections + cells).
  open override func prepare() {
    super.prepare()
    guard let collectionView else { return }
    setUpIfNeeded()
    insertedInThisUpdate = 0
    reconcile(with: collectionView)
  }

  /// The live cells and falling items whose frames intersect `rect`, in the order they joined
  /// the animator.
  /// - Complexity: O(log n + k) through the animator's broadphase.
  open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    guard isSetUp, LayoutLimits.isQueryable(rect) else { return [] }
    let items = dynamicAnimator.items(in: rect)
    var result: [CollectionViewLayoutAttributes] = []
    result.reserveCapacity(items.count)
    for item in items {
      if let a = item as? CollectionViewLayoutAttributes { result.append(a) }
    }
    return result
  }

  /// The live cell at `indexPath`, where the animator has it now.
  /// - Complexity: O(1).
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    guard indexPath.count == 2, indexPath[0] >= 0, indexPath[0] < sections.count, indexPath[1] >= 0,
      indexPath[1] < sections[indexPath[0]].count
    else { return nil }
    return sections[indexPath[0]][indexPath[1]].attributes
  }

  /// A falling item (kind `elementKindFallingItem`), where the animator has it now.
  /// - Complexity: O(log falling items).
  open override func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    guard elementKind == NewtonianLayout.elementKindFallingItem, indexPath.count == 2 else { return nil }
    return ghostIndex(serial: indexPath[1]).map { ghosts[$0].attributes }
  }

  /// `true` for a change of size (the walls move); scrolling never happens.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != (collectionView?.bounds.size ?? .zero)
  }

  /// An inserted cell starts where the animator put it (off-screen to the right), at full
  /// opacity; other cells start where they are.
  open override func initialLayoutAttributesForAppearingItem(
    at itemIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    layoutAttributesForItem(at: itemIndexPath)?.copy() as? CollectionViewLayoutAttributes
  }

  /// A deleted cell fades out where its falling item is now (its falling item is drawn on
  /// top at full opacity); `nil` (slide to the new place) for cells that stay.
  open override func finalLayoutAttributesForDisappearingItem(
    at itemIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    guard let entry = pendingDeletes.first(where: { $0.indexPath == itemIndexPath }),
      let g = ghostIndex(serial: entry.serial),
      let end = ghosts[g].attributes.copy() as? CollectionViewLayoutAttributes
    else { return nil }
    let cell = CollectionViewLayoutAttributes(forCellWith: itemIndexPath)
    cell.bounds = end.bounds
    cell.center = end.center
    cell.transform = end.transform
    cell.alpha = 0
    return cell
  }

  /// A falling item appears where it is, at full opacity.
  open override func initialLayoutAttributesForAppearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    layoutAttributesForDecorationView(ofKind: elementKind, at: decorationIndexPath)?.copy()
      as? CollectionViewLayoutAttributes
  }

  /// Applies a batch update to the cells as soon as its changes are known, before `prepare()`
  /// (UIKit calls `prepare()` before `prepare(forCollectionViewUpdates:)`): deleted cells start
  /// falling, inserted cells enter from the right, moved and surviving cells are renumbered
  /// (keeping their bodies).
  open override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
    if context.invalidateDataSourceCounts, let collectionView,
      let map = context.updateMap ?? context.updateItems.map(UpdateMap.init)
    {
      setUpIfNeeded()
      apply(map, sectionCount: collectionView.numberOfSections)
    }
    super.invalidateLayout(with: context)
  }

  /// Forgets the deleted index paths of the finished update.
  open override func finalizeCollectionViewUpdates() {
    super.finalizeCollectionViewUpdates()
    pendingDeletes.removeAll()
  }
}

/// A live cell of a `NewtonianLayout`.
struct NewtonianBody {
  let attributes: CollectionViewLayoutAttributes
  /// The entrance attachment, until the cell is inside the bounds.
  var attachment: AttachmentBehavior?
}

/// A deleted cell still falling.
struct NewtonianGhost {
  let serial: Int
  let attributes: CollectionViewLayoutAttributes
  /// Simulated time (the animator's `elapsedTime`) after which it is removed.
  let deadline: TimeInterval
}
