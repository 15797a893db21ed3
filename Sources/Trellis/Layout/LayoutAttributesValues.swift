/// The stored values of one `CollectionViewLayoutAttributes`, as a value.
///
/// The attributes class keeps these in a single stored property; its public properties are
/// views of it. Copying attributes, comparing them and recycling a pooled object each touch
/// this one struct.
///
/// The fields are stored in the order a frame of a scroll reads them: what locating and
/// placing an element reads (centre, bounds, appearance, whether the transform is the
/// identity, the key) first, together in the object's first cache lines, and the 128-byte
/// transform last, where only elements that are actually transformed (or a change of the
/// transform) send a read.
struct LayoutAttributesValues: Equatable {
  /// The centre in content coordinates.
  var center: CGPoint = .zero
  /// The bounds; only the size counts for the frame.
  var bounds: CGRect = .zero
  /// The opacity.
  var alpha: CGFloat = 1
  /// The position on the z axis.
  var zIndex: Int = 0
  /// Whether the element is hidden.
  var isHidden: Bool = false
  /// Whether `transform3D` is exactly `CATransform3DIdentity`, bit for bit (a `-0.0` entry, or
  /// a NaN, makes it `false`), kept with it so that the frame and the affine transform of an
  /// untransformed element (every element of a springy scroll, several times a frame) are
  /// answered without reading the sixteen entries. Derived from `transform3D` alone and left
  /// out of `==`, so comparing values is unchanged.
  private(set) var transformIsIdentity = true
  /// The dimensions the layout lets a cell choose (self-sizing).
  var selfSizingAxes: SelfSizingAxes = []
  /// `indexPath`'s section and item when it has exactly two parts (`hasTwoParts`), kept with it
  /// so that per-frame checks read two integers instead of calling Foundation's out-of-line
  /// `IndexPath` accessors; 0 otherwise. Derived from `indexPath` alone, so comparing values is
  /// unchanged.
  private(set) var section = 0
  private(set) var item = 0
  /// Whether `indexPath` has exactly two parts.
  private(set) var hasTwoParts = true
  /// Cell, supplementary view or decoration view.
  var category: CollectionView.ElementCategory = .cell
  /// The supplementary or decoration kind; `nil` for a cell.
  var kind: String? = nil
  /// Where a list layout put the element, or `nil` outside lists.
  var listPlacement: ListPlacement? = nil
  /// The element's index path.
  var indexPath: IndexPath {
    didSet { noteTwoParts() }
  }
  /// The storage of `transform3D`, which keeps `transformIsIdentity` in step with it.
  private var storedTransform3D: CATransform3D = CATransform3DIdentity

  /// The transform applied about the centre.
  var transform3D: CATransform3D {
    get { storedTransform3D }
    set {
      storedTransform3D = newValue
      transformIsIdentity = newValue.isExactIdentity
    }
  }

  /// The default values: a cell at (0, 0) with a zero frame.
  init() {
    indexPath = IndexPath(item: 0, section: 0)
  }

  /// Sets `transform3D` to `transform` whose `transformIsIdentity` (read from the values it
  /// comes from) is `isIdentity`, without checking the entries again.
  @inline(__always)
  mutating func setTransform(_ transform: CATransform3D, isIdentity: Bool) {
    storedTransform3D = transform
    transformIsIdentity = isIdentity
  }

  /// Every field but `transformIsIdentity` (derived from `transform3D`) compared, as the
  /// synthesized comparison compared the fields before that flag existed.
  static func == (lhs: LayoutAttributesValues, rhs: LayoutAttributesValues) -> Bool {
    lhs.center == rhs.center && lhs.bounds == rhs.bounds && lhs.alpha == rhs.alpha && lhs.zIndex == rhs.zIndex
      && lhs.isHidden == rhs.isHidden && lhs.selfSizingAxes == rhs.selfSizingAxes
      && lhs.section == rhs.section
      && lhs.item == rhs.item && lhs.hasTwoParts == rhs.hasTwoParts && lhs.category == rhs.category
      && lhs.kind == rhs.kind && lhs.listPlacement == rhs.listPlacement && lhs.indexPath == rhs.indexPath
      && lhs.storedTransform3D == rhs.storedTransform3D
  }

  /// Brings `section`, `item` and `hasTwoParts` in line with `indexPath`.
  private mutating func noteTwoParts() {
    if indexPath.count == 2 {
      section = indexPath[0]
      item = indexPath[1]
      hasTwoParts = true
    } else {
      section = 0
      item = 0
      hasTwoParts = false
    }
  }
}

extension CollectionViewLayoutAttributes {
  /// `values == other.values`, compared field by field in place: reading either object's whole
  /// `values` would copy the struct (retaining its index path, kind and list placement) and
  /// destroy the copy, for every moved cell of every frame. Geometry and appearance come first
  /// (what differs for a moved element); two index paths of exactly two parts are compared by
  /// their parts, which is how they compare.
  ///
  /// Keep the list of fields in step with `LayoutAttributesValues` (a test lists them).
  final func hasValues(equalTo other: CollectionViewLayoutAttributes) -> Bool {
    guard values.center == other.values.center, values.bounds == other.values.bounds,
      // Both exactly the identity: the same bits, without reading them.
      (values.transformIsIdentity && other.values.transformIsIdentity)
        || values.transform3D == other.values.transform3D,
      values.alpha == other.values.alpha,
      values.zIndex == other.values.zIndex, values.isHidden == other.values.isHidden,
      values.selfSizingAxes == other.values.selfSizingAxes, values.hasTwoParts == other.values.hasTwoParts,
      values.category == other.values.category, values.kind == other.values.kind,
      values.listPlacement == other.values.listPlacement
    else { return false }
    if values.hasTwoParts {
      return values.section == other.values.section && values.item == other.values.item
    }
    return values.indexPath == other.values.indexPath
  }

  /// Makes `values` equal to `other.values`. When everything but the geometry and appearance is
  /// already equal (the same element, moved: every visible cell of every frame of a scroll with
  /// a springy layout), only those six fields are written, read straight from `other` without
  /// copying its whole `values` (index path, kind, list placement) into a temporary and
  /// releasing the old ones; otherwise the whole struct is assigned. Either way the result
  /// `==` `other.values`.
  ///
  /// Keep the list of fields in step with `LayoutAttributesValues` (a test lists them).
  final func assignValues(from other: CollectionViewLayoutAttributes) {
    // Two index paths of exactly two parts are equal when their two parts are.
    guard values.hasTwoParts, other.values.hasTwoParts, values.section == other.values.section,
      values.item == other.values.item, values.category == other.values.category,
      values.selfSizingAxes == other.values.selfSizingAxes, values.kind == other.values.kind,
      values.listPlacement == other.values.listPlacement
    else {
      values = other.values
      return
    }
    values.center = other.values.center
    values.bounds = other.values.bounds
    // Both exactly the identity (every untransformed element): the same bits already.
    if !(values.transformIsIdentity && other.values.transformIsIdentity) {
      values.setTransform(other.values.transform3D, isIdentity: other.values.transformIsIdentity)
    }
    values.alpha = other.values.alpha
    values.zIndex = other.values.zIndex
    values.isHidden = other.values.isHidden
  }
}
