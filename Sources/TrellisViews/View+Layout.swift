// View layout: the needs-layout marks, the layout of a tree, and autoresizing.
//
// A view marked with `setNeedsLayout()` also marks each ancestor as having a descendant that
// needs layout (stopping at the first that already is), so `layoutIfNeeded()` walks only the
// marked paths: its cost is proportional to the views laid out, not to the size of the tree.

extension View {
  /// How many times any view was marked for layout: a manager's callback that changed
  /// constraints or frames (which mark views) is told apart from one that changed nothing.
  static var layoutMarkCount = 0

  /// The implementation of `setNeedsLayout` (see the declaration in View.swift).
  func _setNeedsLayout() {
    View.layoutMarkCount &+= 1
    needsLayoutFlag = true
    parentView?.noteDescendantNeedsLayout()
  }

  /// Records on the view and its ancestors that something below them needs layout.
  func noteDescendantNeedsLayout() {
    var node: View? = self
    while let current = node, !current.descendantNeedsLayout {
      current.descendantNeedsLayout = true
      node = current.parentView
    }
  }

  /// The implementation of `layoutIfNeeded` (see the declaration in View.swift): lays out the
  /// tree from the highest ancestor that itself needs layout.
  ///
  /// With constraints in the tree, the constraint-update pass runs first; then the constraint
  /// islands around that ancestor are solved, and each island below it when the pass reaches
  /// its root (View+ConstraintIslands.swift).
  func layoutViewTreeIfNeeded() {
    View.layoutPassCount &+= 1
    var top = self
    while let parent = top.parentView { top = parent }
    let constrained = top.hasConstraintsBelow && (top.needsLayoutFlag || top.descendantNeedsLayout)
    if constrained { top.updateConstraintsOfTree() }
    var root = self
    while let parent = root.parentView, parent.needsLayoutFlag { root = parent }
    if constrained {
      root.solveEnclosingConstraintIslands(includingSelf: false)
      while let parent = root.parentView, parent.needsLayoutFlag { root = parent }
    }
    root.layoutMarkedSubtree()
  }

  /// Runs `layoutSubviews()` on this view if it is marked, then on every marked view below it;
  /// the constraints of an island are solved when the pass reaches the island's root.
  func layoutMarkedSubtree() {
    if hasConstraintsBelow { solveConstraintIslandIfMarked() }
    if needsLayoutFlag {
      needsLayoutFlag = false
      if let callbacks = layoutCallbacks {
        layoutManagedView(callbacks)
      } else {
        layoutSubviews()
      }
    }
    guard descendantNeedsLayout else { return }
    descendantNeedsLayout = false
    for child in childViews where child.needsLayoutFlag || child.descendantNeedsLayout {
      child.layoutMarkedSubtree()
    }
  }

  /// Lays out a view that has a manager (a view controller's root view): the manager's
  /// `viewWillLayoutSubviews()`, the tree's constraints solved again if it changed any, the
  /// view's `layoutSubviews()`, then the manager's `viewDidLayoutSubviews()`.
  private func layoutManagedView(_ callbacks: any ViewLayoutCallbacks) {
    let marksBefore = View.layoutMarkCount
    callbacks.managedViewWillLayoutSubviews()
    if View.layoutMarkCount != marksBefore {
      // The callback changed something (a constraint's constant, a subview): solve again so that
      // `layoutSubviews()` sees the frames it asked for.
      var top = self
      while let parent = top.parentView { top = parent }
      if top.hasConstraintsBelow {
        top.updateConstraintsOfTree()
        solveEnclosingConstraintIslands(includingSelf: true, force: true)
      }
      needsLayoutFlag = false
    }
    layoutSubviews()
    callbacks.managedViewDidLayoutSubviews()
  }

  /// Called by the layer when the bounds' size changed: marks the view for layout and resizes
  /// the autoresizing subviews.
  func boundsSizeDidChange(from oldSize: CGSize) {
    setNeedsLayout()
    guard autoresizesSubviews, !childViews.isEmpty else { return }
    let newSize = bounds.size
    for child in childViews where !child.autoresizingMask.isEmpty {
      child.autoresize(from: oldSize, to: newSize)
    }
  }

  /// Resizes the view by its `autoresizingMask` for a superview whose bounds went from
  /// `oldSize` to `newSize`.
  ///
  /// On each axis the difference is shared by the flexible parts (leading margin, size,
  /// trailing margin) in proportion to their current lengths, as UIKit documents; when the
  /// flexible parts all have length zero they share it equally. A margin or size never becomes
  /// NaN: non-finite sizes leave the view as it is.
  func autoresize(from oldSize: CGSize, to newSize: CGSize) {
    guard oldSize.isFiniteSize, newSize.isFiniteSize else { return }
    let mask = autoresizingMask
    var rect = frame
    let x = Self.share(
      delta: newSize.width - oldSize.width,
      lengths: (rect.minX, rect.width, oldSize.width - rect.maxX),
      flexible: (
        mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)
      ))
    let y = Self.share(
      delta: newSize.height - oldSize.height,
      lengths: (rect.minY, rect.height, oldSize.height - rect.maxY),
      flexible: (
        mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
        mask.contains(.flexibleBottomMargin)
      ))
    rect.origin.x += x.leading
    rect.size.width = max(0, rect.width + x.size)
    rect.origin.y += y.leading
    rect.size.height = max(0, rect.height + y.size)
    frame = rect
  }

  /// How much of `delta` goes to the leading margin and to the size, given the three lengths
  /// (leading margin, size, trailing margin) and which of them are flexible.
  private static func share(
    delta: CGFloat, lengths: (CGFloat, CGFloat, CGFloat), flexible: (Bool, Bool, Bool)
  ) -> (leading: CGFloat, size: CGFloat) {
    let parts = [
      flexible.0 ? max(lengths.0, 0) : nil, flexible.1 ? max(lengths.1, 0) : nil,
      flexible.2 ? max(lengths.2, 0) : nil,
    ]
    let count = parts.compactMap { $0 }.count
    guard count > 0, delta != 0 else { return (0, 0) }
    let total = parts.compactMap { $0 }.reduce(0, +)
    func portion(_ part: CGFloat?) -> CGFloat {
      guard let part else { return 0 }
      return total > 0 ? delta * part / total : delta / CGFloat(count)
    }
    return (portion(parts[0]), portion(parts[1]))
  }
}

extension View {
  /// How a view resizes when its superview's bounds change size (springs and struts).
  ///
  /// The empty set keeps the view's frame as it is. Options on the same axis share the size
  /// difference in proportion to the current lengths of the flexible parts.
  public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    /// The raw bits, UIKit's values.
    public let rawValue: UInt

    /// Creates a mask from raw bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The distance to the superview's left edge may change.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width may change.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The distance to the superview's right edge may change.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The distance to the superview's top edge may change.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height may change.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The distance to the superview's bottom edge may change.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }
}
