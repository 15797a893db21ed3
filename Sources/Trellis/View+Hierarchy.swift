// The view hierarchy: inserting and removing subviews, keeping the layer tree in step, and the
// layout direction subviews inherit.

extension View {
  /// The implementation of the insertion methods (see the declarations in View.swift).
  ///
  /// The view leaves its old superview first (moving within the same superview only reorders,
  /// without the move callbacks). Its layer is inserted in the matching place among the
  /// superview layer's sublayers: just behind the layer of the subview in front of it, or in
  /// front of everything.
  func _insertSubview(_ view: View, at index: Int) {
    guard view !== self, !isDescendant(of: view) else { return }
    let isMove = view.parentView !== self
    let previousDirection = view.effectiveUserInterfaceLayoutDirection
    if isMove {
      view.willMove(toSuperview: self)
      view.detachFromSuperview()
    } else if let current = childViews.firstIndex(where: { $0 === view }) {
      childViews.remove(at: current)
    }
    let position = min(max(index, 0), childViews.count)
    childViews.insert(view, at: position)
    view.parentView = self
    if position + 1 < childViews.count {
      storedLayer.insertSublayer(view.storedLayer, below: childViews[position + 1].storedLayer)
    } else {
      storedLayer.addSublayer(view.storedLayer)
    }
    if view.needsLayoutFlag || view.descendantNeedsLayout { noteDescendantNeedsLayout() }
    setNeedsLayout()
    if isMove {
      didAddSubview(view)
      view.didMoveToSuperview()
      view.layoutDirectionMayHaveChanged(from: previousDirection)
    }
  }

  /// The implementation of `removeFromSuperview` (see the declaration in View.swift).
  func _removeFromSuperview() {
    guard parentView != nil else { return }
    let previousDirection = effectiveUserInterfaceLayoutDirection
    willMove(toSuperview: nil)
    detachFromSuperview()
    didMoveToSuperview()
    layoutDirectionMayHaveChanged(from: previousDirection)
  }

  /// Takes the view out of its superview's subviews and its layer out of the layer tree,
  /// telling the superview (`willRemoveSubview(_:)`) but not the view.
  private func detachFromSuperview() {
    guard let parent = parentView else { return }
    parent.willRemoveSubview(self)
    if let index = parent.childViews.firstIndex(where: { $0 === self }) {
      parent.childViews.remove(at: index)
    }
    parentView = nil
    storedLayer.removeFromSuperlayer()
  }

  /// The direction of content with `attribute` whose surroundings read `inherited`.
  static func direction(
    for attribute: SemanticContentAttribute, inherited: UserInterfaceLayoutDirection
  ) -> UserInterfaceLayoutDirection {
    switch attribute {
    case .unspecified: return inherited
    case .forceRightToLeft: return .rightToLeft
    case .playback, .spatial, .forceLeftToRight: return .leftToRight
    }
  }

  /// The screen's traits with the layout direction `direction`.
  func traits(with direction: UserInterfaceLayoutDirection) -> TraitCollection {
    let screen = Screen.main
    return TraitCollection(
      displayScale: screen.scale, layoutDirection: TraitEnvironmentLayoutDirection(direction),
      horizontalSizeClass: screen.horizontalSizeClass, verticalSizeClass: screen.verticalSizeClass,
      userInterfaceIdiom: screen.userInterfaceIdiom)
  }

  /// Tells the view, and the subviews that inherit its direction, that their traits changed
  /// when the effective direction is no longer `previous`.
  func layoutDirectionMayHaveChanged(from previous: UserInterfaceLayoutDirection) {
    guard effectiveUserInterfaceLayoutDirection != previous else { return }
    traitCollectionDidChange(traits(with: previous))
    for child in childViews where child.semanticContentAttribute == .unspecified {
      child.layoutDirectionMayHaveChanged(from: previous)
    }
  }
}
