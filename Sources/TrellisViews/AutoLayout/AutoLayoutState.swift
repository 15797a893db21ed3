/// What a view knows about Auto Layout, allocated the first time it is asked for (most views
/// of a collection view never are): the constraints installed on it, whether its frame is
/// positioned by its autoresizing mask, its hugging and compression-resistance priorities, its
/// layout guides, explicit safe-area insets and the constraint-update mark.
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
  /// The custom layout guides added to the view, in the order they were added.
  var guides: [LayoutGuide] = []
  /// The system guides, made the first time they are asked for (UIKit returns the same object
  /// every time).
  var marginsGuide: LayoutGuide?
  var safeAreaGuide: LayoutGuide?
  var readableGuide: LayoutGuide?
  /// Safe-area insets set on the view; `nil` when they come from the superview.
  var explicitSafeAreaInsets: EdgeInsets?
  /// The safe-area insets the last constraint pass saw, to call `safeAreaInsetsDidChange()`
  /// when they change.
  var lastSeenSafeAreaInsets: EdgeInsets?
  /// `needsUpdateConstraints()`.
  var needsUpdateConstraints = false
  /// Whether the last solve of the island around this view found a constraint from above that
  /// names a view inside it, so that its constraints are solved with that island's
  /// (View+ConstraintIslands.swift).
  var mergedIntoEnclosingIsland = false
  /// The layout pass in which the island whose root this view is was last solved.
  var islandSolvePass = -1
  /// Whether a constraint installed on an ancestor has named this view or a view below it: a
  /// change of its frame then lays its superview's island out again.
  var referencedFromAbove = false
}
