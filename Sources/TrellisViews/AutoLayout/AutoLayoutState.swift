/// What a view knows about Auto Layout, allocated the first time it is asked for (most views
/// of a collection view never are): the constraints installed on it, whether its frame is
/// positioned by its autoresizing mask, and its hugging and compression-resistance priorities.
@MainActor
package final class AutoLayoutState {
  /// The active constraints whose closest common ancestor is this view, in activation order.
  var installed: [LayoutConstraint] = []
  /// `translatesAutoresizingMaskIntoConstraints`.
  var translatesAutoresizingMask = true
  /// Content hugging by axis (`LayoutConstraint.Axis.rawValue`: horizontal, vertical).
  var hugging: [LayoutPriority] = [.defaultLow, .defaultLow]
  /// Compression resistance by axis.
  var compressionResistance: [LayoutPriority] = [.defaultHigh, .defaultHigh]
  /// The last problem the layout engine met in the tree this view is the root of, if any.
  var lastIssue: String?
}
