/// A view the collection view places according to layout attributes: the base of cells,
/// supplementary views and decoration views.
///
/// Headless: a reusable view has the geometry and appearance a layout gives it (`frame`,
/// `alpha`, `transform`, `zIndex`, …) but draws nothing itself. Subclass it to hold your own
/// content model, exactly as in UIKit.
@preconcurrency @MainActor
open class CollectionReusableView {
  /// The identifier the view was registered and dequeued with, or `nil`.
  open internal(set) var reuseIdentifier: String?

  /// The view's frame in the collection view's content coordinates.
  open var frame: CGRect

  /// The view's centre in content coordinates.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }

  /// The view's bounds: its own coordinate space, origin zero and the frame's size.
  open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

  /// The view's opacity, from 0 to 1.
  open var alpha: CGFloat = 1

  /// The view's affine transform about its centre.
  open var transform: CGAffineTransform = .identity

  /// The view's 3D transform about its centre.
  open var transform3D: CATransform3D = CATransform3DIdentity

  /// The view's position on the z axis.
  open var zIndex: Int = 0

  /// Whether the view is hidden.
  open var isHidden: Bool = false

  /// The attributes most recently applied to the view, or `nil`.
  public private(set) var appliedLayoutAttributes: CollectionViewLayoutAttributes?

  /// Creates a view with `frame`.
  public required init(frame: CGRect) {
    self.frame = frame
  }

  /// Creates a view with a zero frame.
  public convenience init() {
    self.init(frame: .zero)
  }

  /// Called before the view is handed out again by a dequeue call; reset your state here.
  open func prepareForReuse() {}

  /// Applies `layoutAttributes`: geometry, transform, alpha, z-index and visibility.
  ///
  /// Override to read the properties of your own attributes subclass; call `super`.
  open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
    let size = layoutAttributes.size
    let center = layoutAttributes.center
    frame = CGRect(
      x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    transform3D = layoutAttributes.transform3D
    transform = layoutAttributes.transform
    alpha = layoutAttributes.alpha
    zIndex = layoutAttributes.zIndex
    isHidden = layoutAttributes.isHidden
    appliedLayoutAttributes = layoutAttributes
  }

  /// Lets the view change the attributes the layout proposed (self-sizing).
  ///
  /// The default returns `layoutAttributes` unchanged. Override to measure your content and
  /// return a copy with the size you need.
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: CollectionViewLayoutAttributes
  ) -> CollectionViewLayoutAttributes {
    layoutAttributes
  }
}
