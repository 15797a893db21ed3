// The view hierarchy: inserting and removing subviews, keeping the layer tree in step, and the
// layout direction subviews inherit (what else they inherit, and the announcements of changes,
// is in View+Appearance.swift).
//
// Back references. A view's superview, a layer's superlayer and a layer's owning view are held
// `unowned(unsafe)`, not `weak`: a weak reference gives its target a side table, and every
// retain and release of that object then takes the runtime's slow path. Cells are the targets
// (their content view points at them) and the collection view retains and releases its visible
// cells on every frame: with weak back references a fling took 19% longer than before views
// existed, with these 3% (docs/benchmarks.md, "Views in the hierarchy, and right to left").
// Instead, each holder of the strong side clears the back references when it goes away: a view's
// `deinit` clears its subviews' `parentView` and its layer's `owningView`, a layer's `deinit` its
// sublayers' `parentLayer`, and removal clears them at once. A back reference is therefore
// either nil or points at a live object. They are `nonisolated(unsafe)` only so that the
// nonisolated `deinit` can clear them; like everything else here they are used on the main actor.

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
    let previousAppearance = isMove ? view.effectiveAppearance : nil
    if isMove {
      view.willMove(toSuperview: self)
      view.detachFromSuperview()
    } else if let current = childViews.indexOfIdentical(view) {
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
    if view.hasConstraintsBelow { noteConstraintsBelow() }
    setNeedsLayout()
    if isMove {
      didAddSubview(view)
      view.didMoveToSuperview()
      if let previousAppearance { view.appearanceMayHaveChanged(from: previousAppearance) }
    }
  }

  /// The implementation of `removeFromSuperview` (see the declaration in View.swift).
  func _removeFromSuperview() {
    guard parentView != nil else { return }
    let previousAppearance = effectiveAppearance
    willMove(toSuperview: nil)
    detachFromSuperview()
    didMoveToSuperview()
    appearanceMayHaveChanged(from: previousAppearance)
  }

  /// Takes the view out of its superview's subviews and its layer out of the layer tree,
  /// telling the superview (`willRemoveSubview(_:)`) but not the view.
  private func detachFromSuperview() {
    guard let parent = parentView else { return }
    parent.willRemoveSubview(self)
    deactivateConstraintsCrossing(from: parent)
    if let index = parent.childViews.indexOfIdentical(self) {
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
}
