/// A view the collection view places according to layout attributes: the base of cells,
/// supplementary views and decoration views.
///
/// A `View`: it has a layer, subviews and layout. The collection view applies the layout's
/// attributes to it as UIKit does: it sets the view's bounds size (keeping the bounds' origin),
/// `center`, `transform3D`, `alpha`, `isHidden`, `zIndex` and `layer.zPosition` (= `zIndex`), and
/// then calls `apply(_:)`, whose default does nothing. So an `apply(_:)` override sees the new
/// geometry and may adjust it (set `layer.anchorPoint` and move `center` to match), with or
/// without calling `super`.
///
/// Headless: the view draws nothing. Subclass it to hold your own content model, exactly as in
/// UIKit: override `init(frame:)` (and provide `init?(coder:)`), build your subviews there, and
/// override `prepareForReuse()`, `apply(_:)`, `layoutSubviews()` as you need.
open class CollectionReusableView: View {
  /// The identifier the view was registered and dequeued with, or `nil`.
  ///
  /// Read for every view that leaves or is pooled in a scroll; the runtime exclusivity check is
  /// off for it, as UIKit's Objective-C property has none: Trellis only reads it and sets it
  /// once when it makes the view, each a single access (docs/architecture.md, "Runtime
  /// exclusivity checks").
  @exclusivity(unchecked) open internal(set) var reuseIdentifier: String?

  /// The view's position on the z axis, as the layout attributes last gave it.
  ///
  /// UIKit difference: UIKit has no such view property (it sets `layer.zPosition`, which Trellis
  /// sets too); it is kept for code that reads the applied order.
  ///
  /// Written for every moved cell of every frame, so the runtime exclusivity check is off for it:
  /// every access is a plain read or write of an `Int` (no access is held across a call).
  @exclusivity(unchecked) open var zIndex: Int = 0

  /// The attributes most recently applied to the view, or `nil`.
  ///
  /// UIKit difference: UIKit keeps these privately; Trellis exposes them so that renderers and
  /// tests can read what is on screen, in-flight animations included.
  ///
  /// Written for every moved cell of every frame: the runtime exclusivity check is off for it, as
  /// for `zIndex` (every access is a plain read or write of the reference).
  @exclusivity(unchecked) public private(set) var appliedLayoutAttributes: CollectionViewLayoutAttributes?

  /// Creates a view with `frame`.
  ///
  /// A view the collection view creates gets the frame of the attributes it is made for.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a view from an archive; see `View.init?(coder:)`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates a view through `init(frame:)`: with a zero frame when you call it, with the
  /// attributes' frame when the collection view creates the view for a dequeue.
  ///
  /// UIKit difference: UIKit creates views with `init(frame:)` through the Objective-C runtime;
  /// Swift can only create an instance of a class named at run time through a `required`
  /// initializer, so the collection view calls this one, which every subclass inherits as long
  /// as it overrides `init(frame:)` or no initializer at all (as a UIKit subclass must), and which
  /// runs the subclass's `init(frame:)`.
  public required convenience init() {
    self.init(frame: CollectionReusableView.frameForNextInstance)
  }

  /// The frame `init()` gives the view it creates; set by the collection view around its call.
  static var frameForNextInstance = CGRect.zero

  /// A new view of `viewType` with `frame`, through the `required` `init()`.
  static func make(_ viewType: CollectionReusableView.Type, frame: CGRect) -> CollectionReusableView {
    frameForNextInstance = frame.isFiniteRect ? frame : .zero
    defer { frameForNextInstance = .zero }
    return viewType.init()
  }

  /// Called before the view is handed out again by a dequeue call; reset your state here.
  open func prepareForReuse() {}

  /// Applies `layoutAttributes` beyond what the collection view already applied (geometry,
  /// transform, alpha, visibility and z order): override to read the properties of your own
  /// attributes subclass. The default does nothing, as UIKit's.
  open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}

  /// Lets the view change the attributes the layout proposed (self-sizing).
  ///
  /// The default returns `layoutAttributes` unchanged. Override to measure your content and
  /// return a copy with the size you need.
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: CollectionViewLayoutAttributes
  ) -> CollectionViewLayoutAttributes {
    layoutAttributes
  }

  /// Applies `layoutAttributes` as the collection view does: the geometry and appearance, then
  /// `apply(_:)`.
  ///
  /// Plain attributes (no subclass can override their getters) are read from their stored
  /// values, each where its getter was called (the same numbers in the same order, without
  /// seven dynamically dispatched calls for every moved cell of every frame).
  func applyLayoutAttributes(_ layoutAttributes: CollectionViewLayoutAttributes) {
    guard type(of: layoutAttributes) == CollectionViewLayoutAttributes.self else {
      var rect = bounds
      rect.size = layoutAttributes.size
      bounds = rect
      center = layoutAttributes.center
      transform3D = layoutAttributes.transform3D
      alpha = layoutAttributes.alpha
      isHidden = layoutAttributes.isHidden
      zIndex = layoutAttributes.zIndex
      layer.zPosition = CGFloat(layoutAttributes.zIndex)
      appliedLayoutAttributes = layoutAttributes
      apply(layoutAttributes)
      return
    }
    applyPlainLayoutAttributes(layoutAttributes)
  }

  /// `applyLayoutAttributes(_:)` for attributes whose class is `CollectionViewLayoutAttributes`
  /// itself, which the caller has checked (the in-place merge checks it for every element that
  /// stays, in its plan): the body after that check.
  func applyPlainLayoutAttributes(_ layoutAttributes: CollectionViewLayoutAttributes) {
    let viewClass = type(of: self)
    if viewClass == CollectionViewCell.self || viewClass == CollectionReusableView.self {
      // The view's class is one of these two, which override none of the setters used here (nor
      // `layer`): the same writes to the layer, in the same order, in one call
      // (`View.setPlacement`), rather than through seven dynamically dispatched members.
      zIndex = layoutAttributes.values.zIndex
      if layoutAttributes.values.transformIsIdentity {
        // Exactly the identity (every untransformed element): the same writes, without copying
        // the transform, and none to a layer whose transform is exactly the identity already.
        setUntransformedPlacement(
          size: layoutAttributes.values.bounds.size, center: layoutAttributes.values.center,
          alpha: layoutAttributes.values.alpha, isHidden: layoutAttributes.values.isHidden,
          zPosition: CGFloat(layoutAttributes.values.zIndex))
      } else {
        setPlacement(
          size: layoutAttributes.values.bounds.size, center: layoutAttributes.values.center,
          transform3D: layoutAttributes.values.transform3D, alpha: layoutAttributes.values.alpha,
          isHidden: layoutAttributes.values.isHidden, zPosition: CGFloat(layoutAttributes.values.zIndex))
      }
    } else {
      var rect = bounds
      rect.size = layoutAttributes.values.bounds.size
      bounds = rect
      center = layoutAttributes.values.center
      transform3D = layoutAttributes.values.transform3D
      alpha = layoutAttributes.values.alpha
      isHidden = layoutAttributes.values.isHidden
      zIndex = layoutAttributes.values.zIndex
      layer.zPosition = CGFloat(layoutAttributes.values.zIndex)
    }
    // The same object as last time (a layout that keeps its attributes): no store, which would
    // retain and release it.
    if appliedLayoutAttributes !== layoutAttributes { appliedLayoutAttributes = layoutAttributes }
    apply(layoutAttributes)
  }
}
