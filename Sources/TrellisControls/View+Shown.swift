// Whether a view can be touched as far as visibility goes: shared by the controls' simulated
// interaction.

extension View {
  /// Whether neither the view nor any of its ancestors is hidden.
  ///
  /// - Complexity: O(depth of the view).
  var isShownWithAncestors: Bool {
    var node: View? = self
    while let view = node {
      if view.isHidden { return false }
      node = view.superview
    }
    return true
  }
}
