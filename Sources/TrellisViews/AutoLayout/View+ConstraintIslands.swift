// Constraint islands: the parts of a view tree whose constraints are solved on their own
// (docs/auto-layout.md §8).
//
// A view positioned by its frame (`translatesAutoresizingMaskIntoConstraints`) with constraints
// installed at or below it — a cell, its content view — is fixed from the outside: whatever its
// subviews' constraints say, its own frame does not change. Its subtree's constraints can
// therefore be solved apart from the rest of the tree, with its bounds as constants, unless a
// constraint installed above it names a view inside it (the constraint "pierces" it): then the
// two are solved together. Each island is solved when the layout pass reaches its root and
// something in it is marked for layout, so a scroll step that marks the collection view solves
// the screen's few constraints and none of the cells' unless a cell changed.

extension View {
  /// How many layout passes have begun; an island is solved at most once per pass (unless its
  /// view controller's `viewWillLayoutSubviews()` changes it).
  static var layoutPassCount = 0

  /// How many islands have been solved, for tests and benchmarks.
  package static var constraintIslandSolveCount = 0

  /// Whether the view could be the root of an island of its own: it has a superview, it is
  /// positioned by its frame, and constraints are installed at or below it.
  var isIslandCandidate: Bool {
    parentView != nil && hasConstraintsBelow && translatesAutoresizingMaskIntoConstraints
  }

  /// Whether the view's island is solved when the layout pass reaches it: the root of a tree
  /// with constraints, or a candidate that no constraint from above pierces (as the last solve of
  /// the island around it found).
  var isConstraintIslandRoot: Bool {
    guard hasConstraintsBelow else { return false }
    guard parentView != nil else { return true }
    return translatesAutoresizingMaskIntoConstraints && !(autoLayoutState?.mergedIntoEnclosingIsland ?? false)
  }

  /// Solves the island whose root this view is when something in it is marked for layout and it
  /// was not solved in this pass (`force` ignores the pass).
  func solveConstraintIslandIfMarked(force: Bool = false) {
    guard isConstraintIslandRoot else { return }
    if !force, autoLayoutState?.islandSolvePass == View.layoutPassCount { return }
    guard islandIsMarked() else { return }
    solveConstraintIsland()
  }

  /// Solves, from the top down, the islands whose roots are ancestors of this view (and the
  /// view's own when `includingSelf`), each when something in it is marked.
  func solveEnclosingConstraintIslands(includingSelf: Bool, force: Bool = false) {
    var roots: [View] = []
    var node: View? = includingSelf ? self : parentView
    while let current = node {
      if current.isConstraintIslandRoot { roots.append(current) }
      node = current.parentView
    }
    for root in roots.reversed() { root.solveConstraintIslandIfMarked(force: force) }
  }

  /// Whether the view or a view of its island (not of an island below) is marked for layout.
  ///
  /// - Complexity: O(the marked views of the island and their ancestors in it).
  func islandIsMarked() -> Bool {
    if needsLayoutFlag { return true }
    func scan(_ view: View) -> Bool {
      for child in view.childViews where child.needsLayoutFlag || child.descendantNeedsLayout {
        if child.isConstraintIslandRoot { continue }
        if child.needsLayoutFlag || scan(child) { return true }
      }
      return false
    }
    return descendantNeedsLayout && scan(self)
  }

  /// Solves the constraints of the island whose root this view is and sets the frames of its
  /// constrained views and custom guides (see `solveConstraints(_:)`); an island without
  /// constraints is not counted as solved.
  func solveConstraintIsland() {
    autoLayout.islandSolvePass = View.layoutPassCount
    let constraints = islandConstraints()
    // An island without constraints of its own (a cell whose content view holds them) has
    // nothing to solve.
    guard !constraints.isEmpty else { return }
    View.constraintIslandSolveCount &+= 1
    solveConstraints(constraints)
  }

  /// The active constraints of the island whose root this view is, in activation order: those
  /// installed on its views, including the candidates below that a constraint of the island
  /// pierces (recursively). Records on each candidate met whether it was merged into this island.
  ///
  /// - Complexity: O(views of the island with constraints below + constraints × depth).
  func islandConstraints() -> [LayoutConstraint] {
    var found: [LayoutConstraint] = []
    var pierced: Set<ObjectIdentifier> = []
    // The candidates met, in the order met; those not (yet) pierced wait in `pending`.
    var candidates: [View] = []
    var pending: [View] = []
    var visited: Set<ObjectIdentifier> = []
    func visit(_ view: View) {
      visited.insert(ObjectIdentifier(view))
      for child in view.childViews where child.hasConstraintsBelow {
        guard child.isIslandCandidate else {
          visit(child)
          continue
        }
        candidates.append(child)
        if pierced.contains(ObjectIdentifier(child)) { visit(child) } else { pending.append(child) }
      }
      found += view.constraints
    }
    visit(self)
    var index = 0
    while index < found.count {
      let constraint = found[index]
      index += 1
      guard let owner = constraint.owner else { continue }
      for start in Self.pierceStarts(of: constraint) {
        var node: View? = start
        while let current = node, current !== owner, current !== self {
          if current.isIslandCandidate, pierced.insert(ObjectIdentifier(current)).inserted,
            !visited.contains(ObjectIdentifier(current)),
            pending.contains(where: { $0 === current })
          {
            visit(current)
          }
          node = current.parentView
        }
      }
    }
    for candidate in candidates {
      let merged = visited.contains(ObjectIdentifier(candidate))
      if candidate.autoLayoutState?.mergedIntoEnclosingIsland ?? false != merged {
        candidate.autoLayout.mergedIntoEnclosingIsland = merged
      }
    }
    return found.sorted { $0.activationOrder < $1.activationOrder }
  }

  /// Where the walk up from each item of `constraint` starts: the item's superview (a view whose
  /// frame a constraint names is not pierced by it), or the owning view of a custom guide (whose
  /// unknowns are shared), or the superview of the view that gives a baseline.
  private static func pierceStarts(of constraint: LayoutConstraint) -> [View] {
    var starts: [View] = []
    let items = [
      (constraint.firstItem, constraint.firstAttribute), (constraint.secondItem, constraint.secondAttribute),
    ]
    for case (let item?, let attribute) in items {
      if let guide = item as? LayoutGuide {
        if guide.kind == .custom, let owner = guide.storedOwningView { starts.append(owner) }
        continue
      }
      guard let view = item as? View else { continue }
      var source = view
      if attribute == .firstBaseline || attribute == .lastBaseline {
        let candidate =
          attribute == .firstBaseline ? view.viewForFirstBaselineLayout : view.viewForLastBaselineLayout
        if candidate.isDescendant(of: view) { source = candidate }
      }
      if let parent = source.parentView { starts.append(parent) }
    }
    return starts
  }

  /// Deactivates the constraints installed above this view that name it or a view below it, as
  /// UIKit does when a view leaves its superview.
  func deactivateConstraintsCrossing(from parent: View) {
    var node: View? = parent
    while let current = node {
      if let installed = current.autoLayoutState?.installed, !installed.isEmpty {
        for constraint in installed where names(constraint) { constraint.isActive = false }
      }
      node = current.parentView
    }
  }

  /// Whether `constraint` names this view, a view below it, or a layout guide of one.
  private func names(_ constraint: LayoutConstraint) -> Bool {
    for item in [constraint.firstItem, constraint.secondItem] {
      if let view = LayoutConstraint.view(of: item), view === self || view.isDescendant(of: self) {
        return true
      }
    }
    return false
  }

  /// Sets the frame; a frame-positioned view that a constraint installed above names marks its
  /// superview when the frame changes, since its position enters that constraint.
  func setFrameNotingConstraintsFromAbove(_ frame: CGRect) {
    guard let state = autoLayoutState, state.referencedFromAbove, state.translatesAutoresizingMask else {
      storedLayer.frame = frame
      return
    }
    let old = storedLayer.frame
    storedLayer.frame = frame
    if storedLayer.frame != old { parentView?.setNeedsLayout() }
  }

  /// Sets the centre, marking the superview as `setFrameNotingConstraintsFromAbove(_:)` does.
  func setCenterNotingConstraintsFromAbove(_ center: CGPoint) {
    let moved = storedLayer.position != center
    storedLayer.position = center
    if moved, let state = autoLayoutState, state.referencedFromAbove, state.translatesAutoresizingMask {
      parentView?.setNeedsLayout()
    }
  }
}
