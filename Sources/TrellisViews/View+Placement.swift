// What the view's own geometry and appearance setters do, as one call: for a collection view
// placing a cell whose class overrides none of those setters (docs/benchmarks.md, issue 23's
// sixth pass). Every visible cell of a scroll is placed in every frame.

extension View {
  /// The body of the `isHidden` setter (see the declaration in View.swift): the layer's flag,
  /// and a stack view told when one of its arranged subviews is shown or hidden.
  final func setLayerHidden(_ newValue: Bool) {
    let changed = storedLayer.isHidden != newValue
    storedLayer.isHidden = newValue
    // A stack view rearranges when an arranged subview is shown or hidden (StackView.swift).
    if changed, autoLayoutState != nil, let stack = parentView as? StackView {
      stack.arrangedSubviewVisibilityDidChange(self)
    }
  }

  /// Does what these run in this order on a view whose class overrides none of them:
  /// `bounds.size = size` (read, then set, keeping the origin), `center = center`,
  /// `transform3D = transform3D`, `alpha = alpha`, `isHidden = isHidden` and
  /// `layer.zPosition = zPosition` — the same writes to the layer (through its own, overridable,
  /// properties) without six dynamically dispatched calls to the view and a retained `layer`.
  ///
  /// The caller checks the class: a subclass that overrides any of these members must be set
  /// through them.
  package final func setPlacement(
    size: CGSize, center: CGPoint, transform3D: CATransform3D, alpha: CGFloat, isHidden: Bool,
    zPosition: CGFloat
  ) {
    var rect = storedLayer.bounds
    rect.size = size
    storedLayer.bounds = rect
    setCenterNotingConstraintsFromAbove(center)
    storedLayer.transform = transform3D
    storedLayer.opacity = Float(alpha)
    setLayerHidden(isHidden)
    storedLayer.zPosition = zPosition
  }

  /// `setPlacement` with `CATransform3DIdentity` as the transform: the same writes, except
  /// that the transform is not written when the layer's is exactly the identity already and the
  /// layer's class is `Layer` itself. That write would store the same bits, and its observer
  /// records nothing for an unchanged value (`recordChange` drops a change to an equal value),
  /// so skipping it changes no property, no callback and no animation; it leaves the layer's
  /// transform, two cache lines, unread and unwritten (every cell of every frame of a scroll).
  /// A subclass of `Layer` may observe its transform: it is always written.
  package final func setUntransformedPlacement(
    size: CGSize, center: CGPoint, alpha: CGFloat, isHidden: Bool, zPosition: CGFloat
  ) {
    var rect = storedLayer.bounds
    rect.size = size
    storedLayer.bounds = rect
    setCenterNotingConstraintsFromAbove(center)
    if !(storedLayer.transformIsExactIdentity && type(of: storedLayer) == Layer.self) {
      storedLayer.transform = CATransform3DIdentity
    }
    storedLayer.opacity = Float(alpha)
    setLayerHidden(isHidden)
    storedLayer.zPosition = zPosition
  }
}
