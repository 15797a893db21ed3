import TrellisPhysics

/// The animator's bookkeeping for one item: its body and what was last applied to it.
///
/// The fields a frame of a scrolling springy layout reads or writes for every record (the item's
/// update, the sleep permissions, the write-back) come first, together in about 100 bytes: a
/// record is about 300 bytes, and a frame that starts with cold caches pays for every cache line
/// of it that it touches, so the per-frame fields share two or three lines instead of being spread
/// over four or five. The rest (read when a behavior or the item's properties change) follows.
/// Moving a field between the two groups changes no behaviour, only which lines a frame touches
/// (`ItemRecordLayoutTests` checks the per-frame group stays together).
struct ItemRecord {
  // MARK: Read or written for every record every frame

  let key: ObjectIdentifier
  var body: BodyID
  /// `item` as layout attributes (`nil` for other items), cast once when the record is made:
  /// the per-frame checks of a layout's animator (`noteMoved`, `elementIndexIsCurrent`) read it
  /// instead of casting the existential again.
  let attributes: CollectionViewLayoutAttributes?
  /// `attributes` when they are exactly `CollectionViewLayoutAttributes` (no subclass), unretained:
  /// the record keeps them alive through `item`, and their properties run no code but their
  /// own stores, so the step's write-back borrows them without a retain and release per item.
  let plainAttributes: Unmanaged<CollectionViewLayoutAttributes>?
  /// Size and bounds type the shape was built from.
  var size: CGSize
  /// Centre and angle last written to the item.
  var lastCenter: CGPoint
  var lastAngle: Double
  /// `indexedElement`'s (section, item) when it is a cell with a two-part index path, `nil`
  /// otherwise: plain integers, so the per-frame check of a moved cell compares two numbers
  /// instead of copying the record and comparing index paths. Kept by `indexedElement`.
  var filedCell: (section: Int, item: Int)? = nil
  var boundsType: DynamicItemCollisionBoundsType
  /// Whether an attachment, snap, push or field acts on it (so it never counts as escaped).
  var isHeld = false
  /// Whether the animator froze it for having left the reference bounds (see
  /// `DynamicAnimator.escapeMargin`).
  var escaped = false
  /// Whether a spring or snap still far from its rest length keeps the body from sleeping.
  var sleepBlocked = false
  /// Scratch for the current step's restlessness.
  var restless = false
  /// The animator's `moveGeneration` when the item's index path was put in the moved list (−1:
  /// never). It is in the list of the coming invalidation when this equals the generation:
  /// handing the list over raises the generation instead of clearing every record's mark.
  /// (32 bits, after the flags: it fits in their padding, so the record is no larger; moving
  /// and copying records costs by their size.)
  var notedMovedIn: Int32 = -1
  /// Half the diagonal of the item's bounds, points.
  var radius: CGFloat

  // MARK: Read when behaviors or item properties change

  let item: DynamicItem
  var shape: ShapeID
  /// Insertion serial: the deterministic order of `items(in:)`.
  let serial: Int
  /// Sync generation in which a behavior last referenced the item.
  var stamp: Int
  /// Properties last applied to the body and shape.
  var applied = ItemProperties()
  var gravity = CGVector.zero
  var pushForce = CGVector.zero
  var groups: UInt64 = 0
  /// Indices (into the animator's collision-behavior list) of the collision behaviors holding
  /// the item, ascending.
  var collisionSet: [Int] = []
  /// How many times the behaviors in the animator name the item (the record is dropped at 0).
  var references = 0
  /// The element key the animator's lookups file this record under, if it is layout attributes
  /// and no later record took the same key (see `DynamicAnimator.elementIndexIsCurrent(_:)`).
  var indexedElement: IndexedElement? {
    didSet {
      if let e = indexedElement, e.category == .cell, e.indexPath.count == 2 {
        filedCell = (e.indexPath[0], e.indexPath[1])
      } else {
        filedCell = nil
      }
    }
  }

  /// Whether the record is filed in the cell lookup under `indexPath`.
  /// (`DynamicAnimator.isRecord(_:filedAsCellAt:)` answers the same without copying the record.)
  func isFiled(asCellAt indexPath: IndexPath) -> Bool {
    guard let e = indexedElement else { return false }
    return e.category == .cell && e.indexPath == indexPath
  }
}

/// Which of the animator's element lookups a layout-attributes item is filed in, and under
/// which key.
struct IndexedElement: Equatable {
  var category: CollectionView.ElementCategory
  /// The supplementary or decoration kind; "" for cells.
  var kind: String
  var indexPath: IndexPath

  @MainActor init(_ attributes: CollectionViewLayoutAttributes) {
    category = attributes.representedElementCategory
    kind = category == .cell ? "" : attributes.representedElementKind ?? ""
    indexPath = attributes.indexPath
  }
}

/// The item properties a `DynamicItemBehavior` controls, with UIKit's defaults.
struct ItemProperties: Equatable {
  var elasticity: CGFloat = 0
  var friction: CGFloat = 0
  var density: CGFloat = 1
  var resistance: CGFloat = 0
  var angularResistance: CGFloat = 0
  var allowsRotation = true
  var isAnchored = false
  var charge: CGFloat = 0
}

/// Who owns a physics body.
enum BodyOwner: Equatable {
  case none
  case item(Int)
  case boundaries(slot: Int)
}
