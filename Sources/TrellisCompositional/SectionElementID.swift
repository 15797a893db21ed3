/// The identity of an element inside its section: category, item index and kind.
///
/// Cells use the empty kind. Supplementary items of items and groups use the index of the item
/// they belong to; boundary items and decorations use item 0.
struct SectionElementID: Hashable, Comparable, Sendable {
  enum Category: UInt8, Comparable, Sendable {
    case cell = 0
    case supplementary = 1
    case decoration = 2

    static func < (lhs: Category, rhs: Category) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  var category: Category
  var item: Int
  var kind: String

  static func < (lhs: SectionElementID, rhs: SectionElementID) -> Bool {
    if lhs.category != rhs.category { return lhs.category < rhs.category }
    if lhs.item != rhs.item { return lhs.item < rhs.item }
    return lhs.kind.utf8.lexicographicallyPrecedes(rhs.kind.utf8)
  }
}

/// What a section's visible-items handler changed on one element.
struct ElementOverride: Sendable {
  var id: SectionElementID
  /// The change of the element's centre.
  var centerDelta: CGPoint
  var transform3D: CATransform3D
  var alpha: CGFloat
  var zIndex: Int
  var isHidden: Bool

  /// Applies the change to `attributes`, whose centre is the element's current place.
  @inline(__always)
  func apply(to attributes: CollectionViewLayoutAttributes) {
    if centerDelta != .zero {
      attributes.center = CGPoint(
        x: attributes.center.x + centerDelta.x, y: attributes.center.y + centerDelta.y)
    }
    attributes.transform3D = transform3D
    attributes.alpha = alpha
    attributes.zIndex = zIndex
    attributes.isHidden = isHidden
  }

  /// The frame an element at `frame` has after the change (the bounding box of the transformed
  /// rectangle, as `CollectionViewLayoutAttributes.frame` computes it).
  func frame(from frame: CGRect) -> CGRect {
    var center = CGPoint(x: frame.midX, y: frame.midY)
    if centerDelta != .zero { center = CGPoint(x: center.x + centerDelta.x, y: center.y + centerDelta.y) }
    let local = CGRect(
      x: -frame.width / 2, y: -frame.height / 2, width: frame.width, height: frame.height)
    let transformed =
      CATransform3DIsIdentity(transform3D)
      ? local : local.applying(CATransform3DGetAffineTransform(transform3D))
    return transformed.offsetBy(dx: center.x, dy: center.y)
  }
}

/// Where a boundary supplementary item sits, relative to its section.
struct BoundaryPlacement: Sendable {
  enum Anchor: Sendable {
    /// Measured from the section's start.
    case start
    /// Measured from the end of the section's content area (after the bottom content inset).
    case end
    /// Measured from the start of the section's content area (side items).
    case side
  }

  /// Which edge a pinned item sticks to.
  enum Pin: Sendable {
    case start
    case end
  }

  var kind: String
  var anchor: Anchor
  /// The main-axis position relative to the anchor.
  var mainOffset: CGFloat
  /// The absolute cross-axis position.
  var cross: CGFloat
  var size: CGSize
  var zIndex: Int
  var pin: Pin?
}

/// Where a decoration sits: the section's frame shrunk by the decoration's insets.
struct DecorationPlacement: Sendable {
  var kind: String
  var insets: DirectionalEdgeInsets
  var zIndex: Int
}
