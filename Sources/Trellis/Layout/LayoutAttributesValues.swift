/// The stored values of one `CollectionViewLayoutAttributes`, as a value.
///
/// The attributes class keeps these in a single stored property; its public properties are
/// views of it. Copying attributes, comparing them and recycling a pooled object each touch
/// this one struct.
struct LayoutAttributesValues: Equatable {
  /// The centre in content coordinates.
  var center: CGPoint = .zero
  /// The bounds; only the size counts for the frame.
  var bounds: CGRect = .zero
  /// The transform applied about the centre.
  var transform3D: CATransform3D = CATransform3DIdentity
  /// The opacity.
  var alpha: CGFloat = 1
  /// The position on the z axis.
  var zIndex: Int = 0
  /// Whether the element is hidden.
  var isHidden: Bool = false
  /// The dimensions the layout lets a cell choose (self-sizing).
  var selfSizingAxes: SelfSizingAxes = []
  /// The element's index path.
  var indexPath: IndexPath {
    didSet { noteTwoParts() }
  }
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

  /// The default values: a cell at (0, 0) with a zero frame.
  init() {
    indexPath = IndexPath(item: 0, section: 0)
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
      values.transform3D == other.values.transform3D, values.alpha == other.values.alpha,
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
    values.transform3D = other.values.transform3D
    values.alpha = other.values.alpha
    values.zIndex = other.values.zIndex
    values.isHidden = other.values.isHidden
  }
}
