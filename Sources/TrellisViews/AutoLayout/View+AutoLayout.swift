import Foundation

// Auto Layout on views: anchors, installed constraints, intrinsic sizes and their priorities,
// the constraint-update pass and the solve before layout, and fitting sizes. The overridable
// members (`intrinsicContentSize`, `updateConstraints()`, …) are declared in View.swift.

extension LayoutConstraint {
  /// The axis of a content-hugging or compression-resistance priority.
  public enum Axis: Int, Sendable {
    case horizontal = 0, vertical = 1
  }
}

extension View {
  /// "No intrinsic size on this axis": −1, as UIKit's `UIView.noIntrinsicMetric`.
  public static let noIntrinsicMetric: CGFloat = -1

  /// The smallest size `systemLayoutSizeFitting(_:)` can give: (0, 0).
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

  /// A size larger than any `systemLayoutSizeFitting(_:)` gives: 10⁷ on each side (UIKit's
  /// documents it as very large).
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

  // MARK: Anchors

  /// The leading edge (left in left to right, right in right to left).
  public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
  /// The trailing edge.
  public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
  /// The left edge.
  public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
  /// The right edge.
  public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
  /// The top edge.
  public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
  /// The bottom edge.
  public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
  /// The horizontal centre.
  public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
  /// The vertical centre.
  public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
  /// The baseline of the first line of text (the bottom edge for a view without text).
  public var firstBaselineAnchor: LayoutYAxisAnchor {
    LayoutYAxisAnchor(item: self, attribute: .firstBaseline)
  }
  /// The baseline of the last line of text (the bottom edge for a view without text).
  public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
  /// The width.
  public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
  /// The height.
  public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }

  // MARK: Constraints

  package var autoLayout: AutoLayoutState {
    if let state = autoLayoutState { return state }
    let state = AutoLayoutState()
    autoLayoutState = state
    return state
  }

  /// Whether the view's frame (and autoresizing mask) positions it; `true` for views made in
  /// code. Set it to `false` to position the view with constraints.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { autoLayoutState?.translatesAutoresizingMask ?? true }
    set {
      guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
      autoLayout.translatesAutoresizingMask = newValue
      superview?.setNeedsLayout()
    }
  }

  /// The active constraints installed on this view (those whose closest common ancestor it is),
  /// in the order they were activated.
  public var constraints: [LayoutConstraint] { autoLayoutState?.installed ?? [] }

  /// Activates `constraint` (UIKit's older spelling; it is installed on the closest common
  /// ancestor of its views, whichever view this is called on).
  public func addConstraint(_ constraint: LayoutConstraint) { constraint.isActive = true }

  /// Activates every constraint of `constraints`.
  public func addConstraints(_ constraints: [LayoutConstraint]) { LayoutConstraint.activate(constraints) }

  /// Deactivates `constraint` when it is installed on this view.
  public func removeConstraint(_ constraint: LayoutConstraint) {
    if constraint.owner === self { constraint.isActive = false }
  }

  /// Deactivates those of `constraints` installed on this view.
  public func removeConstraints(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  package func installConstraint(_ constraint: LayoutConstraint) {
    autoLayout.installed.append(constraint)
    noteConstraintsBelow()
    setNeedsLayout()
  }

  package func uninstallConstraint(_ constraint: LayoutConstraint) {
    autoLayoutState?.installed.removeAll { $0 === constraint }
    setNeedsLayout()
  }

  /// Records on the view and its ancestors that constraints live at or below them.
  func noteConstraintsBelow() {
    var node: View? = self
    while let current = node, !current.hasConstraintsBelow {
      current.hasConstraintsBelow = true
      node = current.superview
    }
  }

  /// The closest view that is `self` or `other` or an ancestor of both, or `nil`.
  func closestCommonAncestor(with other: View) -> View? {
    var ancestors: Set<ObjectIdentifier> = []
    var node: View? = self
    while let current = node {
      ancestors.insert(ObjectIdentifier(current))
      node = current.superview
    }
    node = other
    while let current = node {
      if ancestors.contains(ObjectIdentifier(current)) { return current }
      node = current.superview
    }
    return nil
  }

  // MARK: Intrinsic size and its priorities

  /// The priority with which the view resists growing beyond its intrinsic size on `axis`
  /// (250 for views made in code).
  public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
    autoLayoutState?.hugging[axis.rawValue] ?? .defaultLow
  }

  /// Sets the content-hugging priority on `axis`; a priority outside 1…1000 is clamped into it.
  public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
    autoLayout.hugging[axis.rawValue] = Self.usable(priority)
    superview?.setNeedsLayout()
  }

  /// The priority with which the view resists shrinking below its intrinsic size on `axis`
  /// (750 for views made in code).
  public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
    autoLayoutState?.compressionResistance[axis.rawValue] ?? .defaultHigh
  }

  /// Sets the compression-resistance priority on `axis`; clamped into 1…1000.
  public func setContentCompressionResistancePriority(
    _ priority: LayoutPriority, for axis: LayoutConstraint.Axis
  ) {
    autoLayout.compressionResistance[axis.rawValue] = Self.usable(priority)
    superview?.setNeedsLayout()
  }

  /// `priority` clamped into 1…1000 (NaN counts as 1).
  private static func usable(_ priority: LayoutPriority) -> LayoutPriority {
    LayoutPriority(min(max(priority.rawValue.isNaN ? 1 : priority.rawValue, 1), 1000))
  }

  /// Tells Auto Layout that `intrinsicContentSize` changed: the tree is laid out again.
  public func invalidateIntrinsicContentSize() {
    superview?.setNeedsLayout()
    setNeedsLayout()
    (superview as? StackView)?.arrangedSubviewIntrinsicSizeDidChange(self)
  }

  // MARK: Solving

  /// Solves `constraints` (those of the island whose root is `self`, docs/auto-layout.md §8)
  /// and sets the frames of the constrained views and custom guides they name.
  ///
  /// The margins, safe areas and readable widths the guides use are read from the frames before
  /// the solve; when the solved frames change them, the island is solved again, at most three
  /// times in all (docs/auto-layout.md §3).
  func solveConstraints(_ constraints: [LayoutConstraint]) {
    for _ in 0..<3 {
      var engine = LayoutEngine(root: self)
      for constraint in constraints { engine.add(constraint) }
      engine.addIntrinsicSizes()
      for view in engine.constrained where view !== self {
        let frame = engine.frame(of: view)
        guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.width.isFinite, frame.height.isFinite
        else {
          continue
        }
        if view.frame != frame { view.frame = frame }
      }
      for guide in engine.guides {
        let frame = engine.frame(of: guide)
        if frame.origin.x.isFinite, frame.origin.y.isFinite, frame.width.isFinite, frame.height.isFinite {
          guide.solvedFrame = frame
        }
      }
      record(engine.issues)
      announceSafeAreaChanges(engine.constrained)
      if engine.assumptionsHold() { break }
    }
  }

  /// Calls `safeAreaInsetsDidChange()` on those of `views` whose inherited insets are not what
  /// the last pass saw.
  private func announceSafeAreaChanges(_ views: [View]) {
    for view in views {
      let insets = view.safeAreaInsets
      let seen = view.autoLayoutState?.lastSeenSafeAreaInsets ?? .zero
      if insets != seen {
        view.autoLayout.lastSeenSafeAreaInsets = insets
        view.safeAreaInsetsDidChange()
      }
    }
  }

  // MARK: Updating constraints

  /// Marks the view so that its `updateConstraints()` runs before the next layout pass of its
  /// tree (docs/auto-layout.md §5).
  public func setNeedsUpdateConstraints() {
    autoLayout.needsUpdateConstraints = true
    noteConstraintsBelow()
    noteDescendantNeedsLayout()
  }

  /// Whether the view's `updateConstraints()` is due.
  public func needsUpdateConstraints() -> Bool { autoLayoutState?.needsUpdateConstraints ?? false }

  /// Runs `updateConstraints()` now on every marked view at or below this one, subviews first
  /// (docs/auto-layout.md §5).
  public func updateConstraintsIfNeeded() {
    func visit(_ view: View) {
      for child in view.subviews where child.hasConstraintsBelow { visit(child) }
      if let state = view.autoLayoutState, state.needsUpdateConstraints {
        state.needsUpdateConstraints = false
        view.updateConstraints()
      }
    }
    if hasConstraintsBelow { visit(self) }
  }

  /// The constraint-update pass of the tree below `self`; a view marked again by its own
  /// `updateConstraints()` waits for the next pass, so the pass always ends.
  func updateConstraintsOfTree() { updateConstraintsIfNeeded() }

  /// Marks a new view of a class that `requiresConstraintBasedLayout` for its first
  /// `updateConstraints()`.
  func requestInitialConstraintUpdate() {
    autoLayout.needsUpdateConstraints = true
    hasConstraintsBelow = true
  }

  /// The active constraints installed at or below `self`, in activation order.
  func activeConstraintsBelow() -> [LayoutConstraint] {
    var found: [LayoutConstraint] = []
    func visit(_ view: View) {
      for child in view.subviews where child.hasConstraintsBelow { visit(child) }
      found += view.constraints
    }
    visit(self)
    return found.sorted { $0.activationOrder < $1.activationOrder }
  }

  /// Whether the constraints leave any position or size of the view undetermined.
  public var hasAmbiguousLayout: Bool {
    var root: View = self
    while let parent = root.superview { root = parent }
    var engine = LayoutEngine(root: root)
    for constraint in root.activeConstraintsBelow() { engine.add(constraint) }
    engine.addIntrinsicSizes()
    return !translatesAutoresizingMaskIntoConstraints && engine.isAmbiguous(self)
  }

  /// Whether the constraints leave any edge or size of `guide` (owned by this view) undetermined.
  func isAmbiguous(_ guide: LayoutGuide) -> Bool {
    var root: View = self
    while let parent = root.superview { root = parent }
    var engine = LayoutEngine(root: root)
    _ = engine.box(of: guide)
    for constraint in root.activeConstraintsBelow() { engine.add(constraint) }
    engine.addIntrinsicSizes()
    return engine.isAmbiguous(guide)
  }

  /// The size of the view that satisfies its constraints and comes closest to `targetSize`,
  /// asked for at `.fittingSizeLevel` on both axes (`layoutFittingCompressedSize` gives the
  /// smallest size, `layoutFittingExpandedSize` the largest).
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel
    )
  }

  /// The size of the view that satisfies its constraints and comes closest to `targetSize`,
  /// each side asked for at its priority (a self-sizing list cell fixes the width with
  /// `.required` and lets the height follow with `.fittingSizeLevel`).
  ///
  /// Only the constraints installed at or below the view count, as in UIKit; the view's own
  /// intrinsic size counts when it has one.
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
    verticalFittingPriority: LayoutPriority
  ) -> CGSize {
    let target = CGSize(
      width: targetSize.width.isFinite ? min(max(targetSize.width, 0), 1e7) : 0,
      height: targetSize.height.isFinite ? min(max(targetSize.height, 0), 1e7) : 0)
    let constraints = activeConstraintsBelow()
    func solve(_ overrides: [ObjectIdentifier: CGSize]) -> LayoutEngine {
      var engine = LayoutEngine(root: self, fitting: self)
      engine.intrinsicOverrides = overrides
      _ = engine.box(of: self)
      for constraint in constraints { engine.add(constraint) }
      engine.addIntrinsicSizes()
      engine.aim(self, at: target, priorities: (horizontalFittingPriority, verticalFittingPriority))
      return engine
    }
    var engine = solve([:])
    // Width-dependent views (multi-line labels) are measured again at the width the first
    // solve gave them, and the fitting solved once more (docs/controls.md §2).
    let remeasured = engine.widthDependentSizes()
    if !remeasured.isEmpty { engine = solve(remeasured) }
    let size = engine.frame(of: self).size
    guard size.width.isFinite, size.height.isFinite else { return bounds.size }
    return CGSize(width: max(size.width, 0), height: max(size.height, 0))
  }

  // MARK: Problems

  /// The last problem Auto Layout met in the tree whose root this view is — an unsatisfiable
  /// system ("Unable to simultaneously satisfy constraints" with the constraints involved and
  /// the one broken) or a constraint that could not be activated — or `nil`.
  ///
  /// UIKit difference: UIKit only logs these; Trellis logs them to standard error too and keeps
  /// the last one here, so that tests can read it. Set it to `nil` to watch for the next one.
  public var lastAutoLayoutIssue: String? {
    get { autoLayoutState?.lastIssue }
    set { autoLayout.lastIssue = newValue }
  }

  /// Logs `issues` and keeps the last as the last issue of the tree's root.
  private func record(_ issues: [String]) {
    guard let last = issues.last else { return }
    for issue in issues { FileHandle.standardError.write(Data((issue + "\n").utf8)) }
    var root = self
    while let parent = root.parentView { root = parent }
    root.autoLayout.lastIssue = last
  }

  /// Logs `message` and keeps it as the last issue of `view`'s tree root.
  static func reportAutoLayoutIssue(_ message: String, in view: View?) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    guard var root = view else { return }
    while let parent = root.superview { root = parent }
    root.autoLayout.lastIssue = message
  }
}
