/// The geometry and appearance record behind a view, shaped as Core Animation's `CALayer`.
///
/// A view keeps its geometry in its layer, as UIKit does: `view.center` is `layer.position`,
/// `view.bounds` is `layer.bounds`, `view.transform` is the affine part of `layer.transform`,
/// `view.alpha` is `layer.opacity`, and the view's `frame` is the layer's `frame`, which follows
/// from `position`, `bounds`, `anchorPoint` and `transform`. So changing `anchorPoint` moves the
/// frame while `position` (the view's `center`) stays, exactly as on iOS; layouts that rotate
/// cells about a point below them rely on that.
///
/// Headless: a layer records what it is given and draws nothing. `frame` is derived on every
/// read; everything else is stored.
///
/// UIKit difference: `CALayer` is not isolated to the main actor; Trellis's layer is, like the
/// view that owns it (use it from the main actor, as UIKit code does). Colours are `Color`
/// values (`CGColor` in TrellisUIKit is another name for it). The perspective part of
/// `transform` (`m34` and friends) does not enter `frame`, only its affine part. There are no
/// implicit animations (a stand-alone layer's changes take effect at once; a view's layer
/// animates inside `View.animate(…)` blocks, docs/views.md §5) and no contents; masks and shadow
/// paths are recorded only.
@preconcurrency @MainActor
open class Layer: NSObject {
  // MARK: - Geometry
  //
  // The geometry and the opacity and visibility below are set for every visible cell in every
  // frame of a scroll, so Swift's runtime exclusivity check (about 70 instructions an access) is
  // off for them (`@exclusivity(unchecked)`), as it is for the Objective-C properties of
  // `CALayer`. Each is a plain value; the observers read it only after the write has finished,
  // so no access of Trellis's overlaps another (docs/architecture.md, "Runtime exclusivity
  // checks").

  /// The layer's own coordinate space: its origin is what the layer's top-left corner shows,
  /// its size the layer's untransformed size.
  ///
  /// A change of size lays out the owning view again (`setNeedsLayout()`) and resizes its
  /// autoresizing subviews.
  @exclusivity(unchecked) open var bounds: CGRect = .zero {
    didSet {
      if AnimationContext.current != nil { recordChange("bounds", from: .rect(oldValue), to: .rect(bounds)) }
      if bounds.size != oldValue.size { owningView?.boundsSizeDidChange(from: oldValue.size) }
    }
  }

  /// Where the layer's anchor point sits in its superlayer's coordinates (a view's `center`).
  @exclusivity(unchecked) open var position: CGPoint = .zero {
    didSet {
      if AnimationContext.current != nil {
        recordChange("position", from: .point(oldValue), to: .point(position))
      }
    }
  }

  /// Whether the stored `transform` is exactly `CATransform3DIdentity`, bit for bit
  /// (`CATransform3D.isExactIdentity`), kept with the position so that placing an untransformed
  /// view over an untransformed layer need not read or write the transform's two cache lines
  /// (`View.setUntransformedPlacement`). Set by `transform`'s observer, which every write of the
  /// stored transform runs outside this class's initializers, and by `init(layer:)`.
  @exclusivity(unchecked) package final private(set) var transformIsExactIdentity = true

  /// The point of the layer, in unit coordinates of its bounds, that sits at `position` and that
  /// `transform` rotates and scales about. The default is the centre, (0.5, 0.5).
  @exclusivity(unchecked) open var anchorPoint = CGPoint(x: 0.5, y: 0.5)

  /// The layer's position on the z axis: higher values are in front of lower ones among
  /// siblings. A collection view sets its cells' `zPosition` from the attributes' `zIndex`.
  @exclusivity(unchecked) open var zPosition: CGFloat = 0

  // `opacity` and `isHidden` are declared here, among the geometry, so that they share a cache
  // line with `zPosition` and the identity flag: a cell placed in a frame of a scroll writes
  // them all, and the 128-byte transform after them would otherwise push them two lines
  // further (stored properties are laid out in declaration order).

  /// The layer's opacity, 0 (transparent) to 1. The default is 1.
  @exclusivity(unchecked) open var opacity: Float = 1 {
    didSet {
      if AnimationContext.current != nil {
        recordChange("opacity", from: .scalar(Double(oldValue)), to: .scalar(Double(opacity)))
      }
    }
  }

  /// Whether the layer is hidden.
  @exclusivity(unchecked) open var isHidden = false

  /// The transform applied to the layer about its anchor point.
  @exclusivity(unchecked) open var transform: CATransform3D = CATransform3DIdentity {
    didSet {
      transformIsExactIdentity = transform.isExactIdentity
      if AnimationContext.current != nil {
        recordChange("transform", from: .transform(oldValue), to: .transform(transform))
      }
    }
  }

  /// The layer's frame in its superlayer's coordinates: the bounding box of its bounds after
  /// `transform`, placed so that the anchor point is at `position`.
  ///
  /// Setting it sets `bounds.size` to the frame's size and `position` to the anchor point's place
  /// in the frame.
  ///
  /// UIKit difference: Core Animation leaves the frame of a transformed layer undefined when
  /// set; Trellis places it as if the transform were the identity.
  open var frame: CGRect {
    get {
      let size = bounds.size
      let local = CGRect(
        x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width,
        height: size.height)
      if CATransform3DIsIdentity(transform) {
        return local.offsetBy(dx: position.x, dy: position.y)
      }
      return local.applying(CATransform3DGetAffineTransform(transform)).offsetBy(
        dx: position.x, dy: position.y)
    }
    set {
      position = CGPoint(
        x: newValue.minX + anchorPoint.x * newValue.width, y: newValue.minY + anchorPoint.y * newValue.height)
      bounds.size = newValue.size
    }
  }

  // MARK: - Appearance

  /// The colour of the layer's background, or `nil` (transparent).
  open var backgroundColor: Color? {
    didSet {
      if AnimationContext.current != nil {
        recordChange("backgroundColor", from: .color(oldValue), to: .color(backgroundColor))
      }
    }
  }

  /// The radius of the layer's rounded corners. The default is 0.
  open var cornerRadius: CGFloat = 0

  /// Whether sublayers are clipped to the layer's bounds (a view's `clipsToBounds`).
  open var masksToBounds = false

  /// Which corners `cornerRadius` rounds. The default is all four.
  open var maskedCorners: CornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]

  /// The shape of the rounded corners. Recorded only. The default is `.circular`.
  open var cornerCurve = LayerCornerCurve.circular

  /// A layer whose opacity masks this layer's content (a view's `mask` sets its layer here).
  /// Recorded only. The default is `nil`.
  open var mask: Layer?

  /// The shape of the shadow, instead of the layer's own shape. Recorded only. The default is
  /// `nil`.
  open var shadowPath: BezierPath?

  /// The width of the layer's border. The default is 0.
  open var borderWidth: CGFloat = 0

  /// The colour of the layer's border. The default is opaque black.
  open var borderColor: Color? = .black

  /// The opacity of the layer's shadow. The default is 0 (no shadow).
  open var shadowOpacity: Float = 0

  /// The blur radius of the layer's shadow. The default is 3, as Core Animation's.
  open var shadowRadius: CGFloat = 3

  /// The offset of the layer's shadow. The default is (0, −3), as Core Animation's.
  open var shadowOffset = CGSize(width: 0, height: -3)

  /// The colour of the layer's shadow. The default is opaque black.
  open var shadowColor: Color? = .black

  /// Whether the back of the layer shows when a transform turns it away. The default is `true`.
  open var isDoubleSided = true

  /// Whether the layer is cached as a bitmap. Recorded only.
  open var shouldRasterize = false

  /// The scale of the bitmap when `shouldRasterize` is on. The default is 1.
  open var rasterizationScale: CGFloat = 1

  /// The scale of the layer's contents. The default is 1; a view's layer follows the view's
  /// `contentScaleFactor`.
  open var contentsScale: CGFloat = 1

  /// A name for the layer, for your own bookkeeping.
  open var name: String?

  // MARK: - Hierarchy

  /// The layer's sublayers, back to front, or `nil` when it has none.
  open var sublayers: [Layer]? { sublayerList }

  /// The sublayers, stored `final` so that inserting and removing happen in place. Changed for
  /// every cell that arrives or leaves in a scroll, so the runtime exclusivity check is off for
  /// it: every access is a load, a store or an in-place change that calls nothing, never `inout`
  /// across a call (the deinit and `sublayers` read a copy). Keep it so.
  @exclusivity(unchecked) final var sublayerList: [Layer]?

  /// The layer this layer is a sublayer of, or `nil`.
  open var superlayer: Layer? { parentLayer }

  /// The superlayer, held without a reference count (see "Back references" in
  /// View+Hierarchy.swift); cleared by the superlayer's `deinit`.
  nonisolated(unsafe) unowned(unsafe) final var parentLayer: Layer?

  /// The view whose layer this is, or `nil` for a stand-alone layer; held without a reference
  /// count and cleared by the view's `deinit`.
  nonisolated(unsafe) unowned(unsafe) final var owningView: View?

  /// Clears the back references to this layer.
  deinit {
    for sublayer in sublayerList ?? [] { sublayer.parentLayer = nil }
  }

  /// Creates a layer with zero bounds at the origin.
  public required override init() {
    super.init()
  }

  /// Creates a layer with the geometry and appearance of `layer` (a `Layer`), without its
  /// sublayers; any other value gives a default layer.
  public convenience init(layer: Any) {
    self.init()
    guard let other = layer as? Layer else { return }
    bounds = other.bounds
    position = other.position
    anchorPoint = other.anchorPoint
    zPosition = other.zPosition
    transform = other.transform
    // An initializer of this class does not run `transform`'s observer: the flag set here.
    transformIsExactIdentity = other.transformIsExactIdentity
    opacity = other.opacity
    isHidden = other.isHidden
    backgroundColor = other.backgroundColor
    cornerRadius = other.cornerRadius
    masksToBounds = other.masksToBounds
    maskedCorners = other.maskedCorners
    cornerCurve = other.cornerCurve
    mask = other.mask
    shadowPath = other.shadowPath
    borderWidth = other.borderWidth
    borderColor = other.borderColor
    shadowOpacity = other.shadowOpacity
    shadowRadius = other.shadowRadius
    shadowOffset = other.shadowOffset
    shadowColor = other.shadowColor
    isDoubleSided = other.isDoubleSided
    shouldRasterize = other.shouldRasterize
    rasterizationScale = other.rasterizationScale
    contentsScale = other.contentsScale
    name = other.name
  }

  /// Adds `layer` in front of the other sublayers, taking it from its current superlayer.
  open func addSublayer(_ layer: Layer) {
    insertSublayer(layer, at: UInt32(truncatingIfNeeded: sublayerList?.count ?? 0))
  }

  /// Inserts `layer` at `index` among the sublayers (clamped to their count), taking it from its
  /// current superlayer. Adding a layer to itself or to one of its own sublayers changes nothing.
  open func insertSublayer(_ layer: Layer, at index: UInt32) {
    guard layer !== self, !hasAncestor(layer) else { return }
    layer.removeFromSuperlayer()
    if sublayerList == nil { sublayerList = [] }
    sublayerList!.insert(layer, at: min(Int(index), sublayerList!.count))
    layer.parentLayer = self
  }

  /// Inserts `layer` just behind `sibling` (a sublayer), or in front of everything when
  /// `sibling` is `nil` or not a sublayer.
  open func insertSublayer(_ layer: Layer, below sibling: Layer?) {
    let index = sibling.flatMap { s in sublayerList?.indexOfIdentical(s) } ?? (sublayerList?.count ?? 0)
    insertSublayer(layer, at: UInt32(truncatingIfNeeded: index))
  }

  /// Inserts `layer` just in front of `sibling` (a sublayer), or in front of everything when
  /// `sibling` is `nil` or not a sublayer.
  open func insertSublayer(_ layer: Layer, above sibling: Layer?) {
    let index =
      sibling.flatMap { s in sublayerList?.indexOfIdentical(s).map { $0 + 1 } }
      ?? (sublayerList?.count ?? 0)
    insertSublayer(layer, at: UInt32(truncatingIfNeeded: index))
  }

  /// Removes the layer from its superlayer; does nothing when it has none.
  open func removeFromSuperlayer() {
    guard let parent = parentLayer else { return }
    if let index = parent.sublayerList?.indexOfIdentical(self) {
      parent.sublayerList!.remove(at: index)
      if parent.sublayerList!.isEmpty { parent.sublayerList = nil }
    }
    parentLayer = nil
  }

  /// Whether `layer` is this layer's superlayer, or its superlayer's, and so on.
  private func hasAncestor(_ layer: Layer) -> Bool {
    var current = parentLayer
    while let node = current {
      if node === layer { return true }
      current = node.parentLayer
    }
    return false
  }

  // MARK: - Layout

  /// Marks the owning view as needing layout (`View.setNeedsLayout()`); a stand-alone layer has
  /// nothing to lay out.
  open func setNeedsLayout() {
    owningView?.setNeedsLayout()
  }

  /// Lays out the owning view now if it needs it (`View.layoutIfNeeded()`).
  open func layoutIfNeeded() {
    owningView?.layoutIfNeeded()
  }

  /// Asks for the layer to be redrawn. Headless: nothing is drawn, so this does nothing.
  open func setNeedsDisplay() {}

  // MARK: - Animation

  /// The animations running on this layer, in the order they were added (docs/views.md §5).
  final var runningAnimations: [PropertyAnimation] = []

  /// A copy of the layer as shown at `AnimationClock.main`'s current time: the model values with
  /// every running animation's interpolated value in place (docs/views.md §5). Without running
  /// animations, the copy has the model values.
  ///
  /// UIKit difference: returns a new `Layer` (not the subclass) on every call, and never `nil`.
  open func presentation() -> Layer? {
    let copy = Layer(layer: self)
    let now = AnimationClock.main.currentTime
    for animation in runningAnimations {
      switch animation.value(at: now) {
      case .point(let point) where animation.key == "position": copy.position = point
      case .rect(let rect) where animation.key == "bounds": copy.bounds = rect
      case .scalar(let value) where animation.key == "opacity": copy.opacity = Float(value)
      case .transform(let transform): copy.transform = transform
      case .color(let color): copy.backgroundColor = color
      default: break
      }
    }
    return copy
  }

  /// The model layer: the layer itself.
  open func model() -> Layer { self }

  /// The keys of the running animations (`"position"`, `"bounds"`, `"opacity"`, `"transform"`,
  /// `"backgroundColor"`, `"transition"`), in the order they were added, or `nil` when none runs.
  open func animationKeys() -> [String]? {
    runningAnimations.isEmpty ? nil : runningAnimations.map(\.key)
  }

  /// Removes every running animation; their completions run at the next advance of the clock
  /// with `finished` `false`. The model values stay.
  open func removeAllAnimations() {
    AnimationClock.main.removeAnimations(of: self)
  }

  /// Removes the running animation for `key`, as `removeAllAnimations()` does.
  open func removeAnimation(forKey key: String) {
    AnimationClock.main.removeAnimations(of: self, key: key)
  }
}
