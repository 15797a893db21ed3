/// The geometry and appearance of one element of a collection view: a cell, a supplementary
/// view or a decoration view.
///
/// A layout creates one of these for each element a query asks about. The properties hang
/// together as in UIKit: `center` and `size` are stored; `frame` is computed from them and the
/// transform (the bounding box of the transformed bounds, as for a view), and setting `frame`
/// sets `center` and `size`. `transform` is the affine part of `transform3D`; setting it
/// replaces `transform3D`.
///
/// Subclass to carry more state (an `anchorPoint`, a colour): override `copy(with:)` to copy
/// your properties after calling `super`, and `isEqual(_:)` to compare them, exactly as in
/// UIKit. Return the subclass from the layout's `layoutAttributesClass`.
///
/// UIKit difference: not isolated to the main actor (UIKit's class is). Attributes are values
/// in an object's clothing, and every subclass overrides `isEqual(_:)` and `copy(with:)`, which
/// `NSObject` declares nonisolated: were the class main-actor isolated, those overrides could
/// not read the subclass's own properties without `MainActor.assumeIsolated`. Keep an
/// attributes object within one task, as you would in UIKit.
open class CollectionViewLayoutAttributes: NSObject, NSCopying {
  /// Every value the attributes hold, in one struct so that a copy or a recycled object is
  /// written in one assignment; the public properties below read and write it.
  ///
  /// The runtime exclusivity check is off for it: it cost about a third of creating and
  /// filling an attributes object, and every access is a plain read or write of this struct
  /// or one of its fields (no access is held across a call that could touch it again). The
  /// properties whose values are larger than two words yield the field in place (`_modify`),
  /// so `attributes.transform3D.m34 = …` does not copy the value into a heap-allocated
  /// coroutine frame.
  @exclusivity(unchecked) final var values = LayoutAttributesValues()

  /// The dimensions the layout lets the cell choose (self-sizing); empty for elements whose
  /// size the layout fixes.
  package var selfSizingAxes: SelfSizingAxes {
    get { values.selfSizingAxes }
    set { values.selfSizingAxes = newValue }
  }

  /// Where a list layout put the element (its appearance and place in the section), or `nil`
  /// outside lists; list cells read it.
  package var listPlacement: ListPlacement? {
    get { values.listPlacement }
    set { values.listPlacement = newValue }
  }

  /// The centre of the element, in the collection view's content coordinates.
  open var center: CGPoint {
    get { values.center }
    set { values.center = newValue }
    _modify { yield &values.center }
  }

  /// The bounds of the element; its size is the element's untransformed size.
  ///
  /// Setting the bounds sets `size`; the origin is kept but plays no part in the frame.
  open var bounds: CGRect {
    get { values.bounds }
    set { values.bounds = newValue }
    _modify { yield &values.bounds }
  }

  /// The element's 3D transform, applied about its centre.
  open var transform3D: CATransform3D {
    get { values.transform3D }
    set { values.transform3D = newValue }
    _modify { yield &values.transform3D }
  }

  /// The element's opacity, from 0 (transparent) to 1 (opaque).
  open var alpha: CGFloat {
    get { values.alpha }
    set { values.alpha = newValue }
  }

  /// The element's position on the z axis; higher values are drawn above lower ones.
  open var zIndex: Int {
    get { values.zIndex }
    set { values.zIndex = newValue }
  }

  /// Whether the element is hidden (not displayed).
  open var isHidden: Bool {
    get { values.isHidden }
    set { values.isHidden = newValue }
  }

  /// The index path of the element in the collection view.
  open var indexPath: IndexPath {
    get { values.indexPath }
    set { values.indexPath = newValue }
    _modify { yield &values.indexPath }
  }

  /// The section and item of `indexPath` when it has exactly two parts, `nil` otherwise: for
  /// plain attributes read from the stored values (no call into Foundation), for a subclass
  /// (which may override `indexPath`) through `indexPath`.
  ///
  /// The springy layout reads it for every element several times a frame: the plain case is a
  /// few loads, and the subclass case is a call of its own (`sectionAndItemOfIndexPath()`), so
  /// that the plain one does not set up the frame the calls into Foundation need.
  package var sectionAndItem: (section: Int, item: Int)? {
    if type(of: self) == CollectionViewLayoutAttributes.self {
      return values.hasTwoParts ? (values.section, values.item) : nil
    }
    return sectionAndItemOfIndexPath()
  }

  /// `sectionAndItem` through `indexPath` (which a subclass may override).
  @inline(never)
  private final func sectionAndItemOfIndexPath() -> (section: Int, item: Int)? {
    let path = indexPath
    return path.count == 2 ? (path[0], path[1]) : nil
  }

  /// Whether these attributes describe a cell, a supplementary view or a decoration view.
  open internal(set) var representedElementCategory: CollectionView.ElementCategory {
    get { values.category }
    set { values.category = newValue }
  }

  /// The kind of a supplementary or decoration view, or `nil` for a cell.
  open internal(set) var representedElementKind: String? {
    get { values.kind }
    set { values.kind = newValue }
  }

  /// Creates attributes for a cell at index path (0, 0), with a zero frame.
  ///
  /// Every subclass inherits this initializer; the layout uses it (through
  /// `layoutAttributesClass`) to make instances of your subclass.
  public required override init() {
    super.init()
  }

  /// Creates attributes for the cell at `indexPath`.
  public convenience init(forCellWith indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
  }

  /// Creates attributes for a supplementary view of `elementKind` at `indexPath`.
  public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = elementKind
  }

  /// Creates attributes for a decoration view of `decorationViewKind` at `indexPath`.
  public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
    representedElementCategory = .decorationView
    representedElementKind = decorationViewKind
  }

  /// The untransformed size of the element; the same as `bounds.size`.
  open var size: CGSize {
    get { bounds.size }
    set { bounds.size = newValue }
  }

  /// The element's affine transform: the affine part of `transform3D`.
  ///
  /// Setting it replaces `transform3D` with the 3D equivalent of the affine transform.
  open var transform: CGAffineTransform {
    get {
      // Plain attributes (no subclass can override `transform3D`): the affine part read from the
      // stored transform in place, as `CATransform3DGetAffineTransform` takes it, rather than a
      // copy of all sixteen entries through the dynamically dispatched getter (the springy
      // layout reads it for every element of every frame).
      if type(of: self) == CollectionViewLayoutAttributes.self {
        // Exactly the identity's bits: its affine part, without reading the entries.
        if values.transformIsIdentity { return CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
        return CGAffineTransform(
          a: values.transform3D.m11, b: values.transform3D.m12, c: values.transform3D.m21,
          d: values.transform3D.m22, tx: values.transform3D.m41, ty: values.transform3D.m42)
      }
      return CATransform3DGetAffineTransform(transform3D)
    }
    set { transform3D = CATransform3DMakeAffineTransform(newValue) }
  }

  /// The element's frame in the collection view's content coordinates.
  ///
  /// With an identity transform this is the rectangle of `size` centred on `center`. With a
  /// transform it is the bounding box of the transformed rectangle, as `UIView.frame` is.
  /// Setting it sets `center` to the rectangle's midpoint and `size` to its size.
  ///
  /// UIKit difference: the perspective part of `transform3D` (`m34` and friends) is not
  /// projected into the frame; only the affine part counts.
  open var frame: CGRect {
    get {
      // Plain attributes (no subclass can override the getters below): from the stored values.
      if type(of: self) == CollectionViewLayoutAttributes.self { return plainFrame }
      return frameThroughGetters()
    }
    set {
      center = CGPoint(x: newValue.midX, y: newValue.midY)
      bounds.size = newValue.size
    }
  }

  /// What `frame` returns for attributes of a subclass: computed through the getters, which the
  /// subclass may override. A call of its own, so that the plain case (every element of every
  /// frame in a springy scroll) does not set up the frame these calls need.
  @inline(never)
  private final func frameThroughGetters() -> CGRect {
    let size = bounds.size
    let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
    if CATransform3DIsIdentity(transform3D) {
      return local.offsetBy(dx: center.x, dy: center.y)
    }
    return local.applying(transform).offsetBy(dx: center.x, dy: center.y)
  }

  /// What `frame` returns for plain attributes (whose class is `CollectionViewLayoutAttributes`
  /// itself, so that `bounds`, `center`, `transform3D` and `transform` return the stored values;
  /// the caller checks the class): the getter's computation on the stored values, with the
  /// common, untransformed case first and the identity test inlined. The layout pass reads it
  /// for every element of every frame, without the getter's dynamic dispatch.
  @inline(__always)
  final var plainFrame: CGRect {
    let size = values.bounds.size
    // The flag first: exactly the identity's bits (every untransformed element) is the identity.
    if values.transformIsIdentity || Self.isIdentity(values.transform3D) {
      // A finite, positive size: `offsetBy` would return the rectangle moved by the centre (it
      // is not null, and standardising leaves it as it is), so add the centre directly — the
      // same sums, without the call. A zero size is left to `offsetBy`: standardising turns a
      // −0 origin or size into +0.
      if size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 {
        let c = values.center
        return CGRect(
          x: -size.width / 2 + c.x, y: -size.height / 2 + c.y, width: size.width, height: size.height)
      }
    }
    return plainFrameByOffsetting()
  }

  /// `plainFrame` for a transformed element, or a zero or non-finite size: the getter's
  /// computation on the stored values, as Foundation does it. A call of its own, so that the
  /// common case does not set up the frame these calls need.
  @inline(never)
  private final func plainFrameByOffsetting() -> CGRect {
    let size = values.bounds.size
    let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
    let c = values.center
    if CATransform3DIsIdentity(values.transform3D) {
      return local.offsetBy(dx: c.x, dy: c.y)
    }
    return local.applying(CATransform3DGetAffineTransform(values.transform3D)).offsetBy(dx: c.x, dy: c.y)
  }

  /// `CATransform3DIsIdentity(t)`, inlined: the same sixteen exact comparisons with the identity.
  @inline(__always)
  static func isIdentity(_ t: CATransform3D) -> Bool {
    t.m11 == 1 && t.m12 == 0 && t.m13 == 0 && t.m14 == 0 && t.m21 == 0 && t.m22 == 1 && t.m23 == 0
      && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0 && t.m41 == 0 && t.m42 == 0
      && t.m43 == 0 && t.m44 == 1
  }

  /// Returns a copy of these attributes: an instance of the same class with the same values.
  ///
  /// Subclasses override this, call `super.copy(with:)`, cast the result to their own class and
  /// copy their extra properties.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = type(of: self).init()
    copy.values = values
    return copy
  }

  /// Whether `object` is attributes of the same class with equal values.
  ///
  /// Subclasses override this to compare their extra properties and then return
  /// `super.isEqual(object)`.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? CollectionViewLayoutAttributes, type(of: other) == type(of: self) else {
      return false
    }
    return values == other.values
  }

  /// A hash of the element's identity (index path, category and kind).
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(indexPath)
    hasher.combine(representedElementCategory)
    hasher.combine(representedElementKind)
    return hasher.finalize()
  }

  /// A textual representation naming the element and its frame.
  open override var description: String {
    let what: String
    switch representedElementCategory {
    case .cell: what = "cell"
    case .supplementaryView: what = "supplementary(\(representedElementKind ?? ""))"
    case .decorationView: what = "decoration(\(representedElementKind ?? ""))"
    }
    return
      "<\(type(of: self)) \(what) [\(indexPath.section), \(indexPath.item)] frame=\(frame) alpha=\(alpha) z=\(zIndex)\(isHidden ? " hidden" : "")>"
  }
}

extension CollectionViewLayoutAttributes {
  /// Rewrites every value in place to describe the cell at `indexPath` with `frame`, as a new
  /// object from `init(forCellWith:)` with that frame would (used by the recycling pool).
  @inline(__always)
  final func resetAsCell(at indexPath: IndexPath, frame: CGRect) {
    values.center = CGPoint(x: frame.midX, y: frame.midY)
    values.bounds = CGRect(origin: .zero, size: frame.size)
    values.transform3D = CATransform3D()
    values.alpha = 1
    values.zIndex = 0
    values.isHidden = false
    values.selfSizingAxes = []
    values.indexPath = indexPath
    values.category = .cell
    values.kind = nil
    values.listPlacement = nil
  }

  /// Takes over the element identity (index path, category, kind) of `other`.
  func adoptIdentity(of other: CollectionViewLayoutAttributes) {
    indexPath = other.indexPath
    representedElementCategory = other.representedElementCategory
    representedElementKind = other.representedElementKind
  }
}
