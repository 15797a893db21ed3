import TrellisText

// Layout guides on views: the custom guides a view owns, the three system guides (margins,
// safe area, readable content), and the geometry behind them — effective margins, the safe
// area a subview inherits, the readable width (docs/auto-layout.md §2–§3).

extension View {
  /// The standard spacing between sibling views that the system-spacing anchors use: 8 points
  /// (docs/auto-layout.md §4).
  public static let systemSpacing: CGFloat = 8

  /// The readable width at the Large content size category, 672 points (docs/auto-layout.md §3).
  public static let readableWidthAtLargeSize: CGFloat = 672

  // MARK: Custom guides

  /// The layout guides added to the view, in the order they were added (the system guides are
  /// not among them).
  public var layoutGuides: [LayoutGuide] { autoLayoutState?.guides ?? [] }

  /// Adds `layoutGuide` to the view, taking it from its previous owning view (whose constraints
  /// on it are deactivated). Adding a guide the view already has, or a system guide, changes
  /// nothing.
  public func addLayoutGuide(_ layoutGuide: LayoutGuide) {
    guard layoutGuide.kind == .custom, layoutGuide.storedOwningView !== self else { return }
    layoutGuide.storedOwningView?.removeLayoutGuide(layoutGuide)
    autoLayout.guides.append(layoutGuide)
    layoutGuide.storedOwningView = self
    setNeedsLayout()
  }

  /// Removes `layoutGuide` from the view and deactivates the constraints that use it. A guide
  /// of another view changes nothing.
  public func removeLayoutGuide(_ layoutGuide: LayoutGuide) {
    guard layoutGuide.storedOwningView === self, let state = autoLayoutState else { return }
    var node: View? = self
    while let current = node {
      for constraint in current.constraints
      where constraint.firstItem === layoutGuide || constraint.secondItem === layoutGuide {
        constraint.isActive = false
      }
      node = current.superview
    }
    state.guides.removeAll { $0 === layoutGuide }
    layoutGuide.storedOwningView = nil
    layoutGuide.solvedFrame = .zero
    setNeedsLayout()
  }

  // MARK: System guides

  /// The guide of the view's bounds inset by its layout margins (measured from the safe area
  /// while `insetsLayoutMarginsFromSafeArea` is true; docs/auto-layout.md §3).
  public var layoutMarginsGuide: LayoutGuide {
    if let guide = autoLayoutState?.marginsGuide { return guide }
    let guide = LayoutGuide(kind: .layoutMargins, owner: self)
    guide.identifier = "UIViewLayoutMarginsGuide"
    autoLayout.marginsGuide = guide
    return guide
  }

  /// The guide of the view's bounds inset by its `safeAreaInsets` (docs/auto-layout.md §3).
  public var safeAreaLayoutGuide: LayoutGuide {
    if let guide = autoLayoutState?.safeAreaGuide { return guide }
    let guide = LayoutGuide(kind: .safeArea, owner: self)
    guide.identifier = "UIViewSafeAreaLayoutGuide"
    autoLayout.safeAreaGuide = guide
    return guide
  }

  /// The guide of an area whose lines of text are comfortable to read: the layout-margins
  /// guide, narrowed to at most the readable width for the content size category and centred
  /// in it (docs/auto-layout.md §3). On an iPhone in portrait it equals the margins guide.
  ///
  /// UIKit difference: the readable width is 672 points at the Large size (measured) and scales
  /// with the body text size at the others (Trellis's rule, not a published one); the content
  /// size category is Large until the traits carry one.
  public var readableContentGuide: LayoutGuide {
    if let guide = autoLayoutState?.readableGuide { return guide }
    let guide = LayoutGuide(kind: .readableContent, owner: self)
    guide.identifier = "UIViewReadableContentGuide"
    autoLayout.readableGuide = guide
    return guide
  }

  /// The readable width for `category`: 672 points at Large, scaled by the body style's point
  /// size at `category` over its size at Large, 17 (docs/auto-layout.md §3).
  public static func readableWidth(for category: ContentSizeCategory) -> CGFloat {
    let large = Font.TextStyle.body.pointSize(for: .large)
    return (readableWidthAtLargeSize * Font.TextStyle.body.pointSize(for: category) / large).rounded()
  }

  /// The content size category the readable width is taken for.
  ///
  /// Large until `TraitCollection` carries the preferred content size category; then it is the
  /// view's trait (the one line to change, docs/auto-layout.md §3).
  package var readableContentSizeCategory: ContentSizeCategory {
    traitCollection.preferredContentSizeCategory
  }

  /// The readable-content rectangle in the view's bounds coordinates.
  package var readableContentFrame: CGRect {
    let margins = bounds.inset(by: effectiveLayoutMargins)
    let width = max(0, min(margins.width, Self.readableWidth(for: readableContentSizeCategory)))
    return CGRect(
      x: margins.minX + (margins.width - width) / 2, y: margins.minY, width: width, height: margins.height)
  }

  // MARK: Margins and safe area

  /// The margins the margins guide and the margin attributes use: `layoutMargins`, plus the
  /// safe-area insets when `insetsLayoutMarginsFromSafeArea`, and at least the part of the
  /// superview's margins the view reaches into when `preservesSuperviewLayoutMargins`
  /// (docs/auto-layout.md §3).
  package var effectiveLayoutMargins: EdgeInsets {
    var margins = layoutMargins
    if insetsLayoutMarginsFromSafeArea {
      let safe = safeAreaInsets
      margins = EdgeInsets(
        top: margins.top + safe.top, left: margins.left + safe.left, bottom: margins.bottom + safe.bottom,
        right: margins.right + safe.right)
    }
    if preservesSuperviewLayoutMargins, let parent = parentView {
      let inherited = Self.overlap(
        of: frame, outside: parent.bounds.inset(by: parent.effectiveLayoutMargins))
      margins = EdgeInsets(
        top: max(margins.top, inherited.top), left: max(margins.left, inherited.left),
        bottom: max(margins.bottom, inherited.bottom), right: max(margins.right, inherited.right))
    }
    return margins
  }

  /// The safe-area insets of a view that was given none: the part of its superview's unsafe
  /// border (the superview's bounds outside its safe area) that overlaps the view, per edge.
  package var inheritedSafeAreaInsets: EdgeInsets {
    guard let parent = parentView else { return .zero }
    let outer = parent.safeAreaInsets
    guard outer != .zero else { return .zero }
    return Self.overlap(of: frame, outside: parent.bounds.inset(by: outer))
  }

  /// How far `rect` reaches beyond each edge of `inner` (0 where it does not), each at most
  /// the rectangle's size on that axis; zero for rectangles that are not finite.
  static func overlap(of rect: CGRect, outside inner: CGRect) -> EdgeInsets {
    guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite,
      inner.origin.x.isFinite, inner.origin.y.isFinite, inner.width.isFinite, inner.height.isFinite
    else { return .zero }
    func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(value, 0), max(limit, 0)) }
    return EdgeInsets(
      top: clamp(inner.minY - rect.minY, rect.height), left: clamp(inner.minX - rect.minX, rect.width),
      bottom: clamp(rect.maxY - inner.maxY, rect.height), right: clamp(rect.maxX - inner.maxX, rect.width))
  }

  /// Tells the view its margins changed and lays out again what depends on them.
  func layoutMarginsChanged() {
    layoutMarginsDidChange()
    if hasConstraintsBelow { setNeedsLayout() }
    if let parent = parentView, parent.hasConstraintsBelow { parent.setNeedsLayout() }
  }

  /// Tells the view its safe area changed and lays out again what depends on it.
  func safeAreaInsetsChanged() {
    autoLayout.lastSeenSafeAreaInsets = safeAreaInsets
    safeAreaInsetsDidChange()
    // UIKit lays out a view whose safe area changed (a scroll view then moves its offset to keep
    // its content at the top).
    setNeedsLayout()
    if let parent = parentView, parent.hasConstraintsBelow { parent.setNeedsLayout() }
    // Subviews that inherit their safe area hear of it too, down to those it no longer changes.
    for child in childViews where child.autoLayoutState?.explicitSafeAreaInsets == nil {
      let seen = child.autoLayoutState?.lastSeenSafeAreaInsets ?? .zero
      if child.safeAreaInsets != seen { child.safeAreaInsetsChanged() }
    }
  }
}
