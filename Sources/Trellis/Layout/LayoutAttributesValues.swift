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
  var indexPath: IndexPath
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
}
