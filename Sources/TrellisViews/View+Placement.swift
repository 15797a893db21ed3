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
}
