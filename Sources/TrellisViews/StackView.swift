/// A view that lines up its arranged subviews in a row or a column with constraints it makes
/// and keeps itself (UIKit's `UIStackView`; docs/auto-layout.md §6).
///
/// Add views with `addArrangedSubview(_:)`; the stack view makes them subviews, turns off their
/// `translatesAutoresizingMaskIntoConstraints`, and relates them to each other and to its edges
/// (or its layout margins) by `axis`, `spacing`, `distribution` and `alignment`. Whenever one of
/// those changes, or an arranged subview is added, removed, shown or hidden, the stack view
/// throws its constraints away and makes new ones at the next constraint-update pass. A hidden
/// arranged subview takes no space and no spacing. Position and size the stack view itself as
/// any view (a frame, or constraints on its edges); where its size is free it takes the size
/// its arranged subviews need.
///
/// The constraints carry UIKit's identifiers (`UISV-canvas-connection`, `UISV-spacing`, …) so
/// that unsatisfiable-constraint reports read as UIKit's.
///
/// UIKit difference: the exact constraints UIKit makes are not documented; Trellis makes the
/// ones docs/auto-layout.md §6 lists, which give the documented layouts.
@preconcurrency @MainActor
open class StackView: View {
  /// How arranged subviews share the length of the stack along its axis.
  public enum Distribution: Int, Sendable {
    /// The arranged subviews fill the stack: when they do not fit, those with the lowest
    /// compression resistance shrink; when there is room left, those with the lowest content
    /// hugging grow.
    ///
    /// UIKit difference: when several views have the same lowest priority, UIKit chooses by
    /// their order in `arrangedSubviews`; Trellis leaves the choice to the solver, which is
    /// deterministic but not documented to follow that order — give one view a lower priority.
    case fill = 0
    /// Every arranged subview has the same length; together they fill the stack.
    case fillEqually
    /// The arranged subviews fill the stack with lengths in proportion to their intrinsic
    /// lengths (the length left after the spacing is shared out).
    case fillProportionally
    /// The arranged subviews keep their intrinsic lengths; the gaps between them are equal and
    /// at least the spacing.
    case equalSpacing
    /// The centres of the arranged subviews are equally far apart; the gaps between them are at
    /// least the spacing.
    case equalCentering
  }

  /// How arranged subviews are placed across the stack's axis.
  public enum Alignment: Int, Sendable {
    /// Each arranged subview spans the stack's width (vertical stack) or height (horizontal).
    case fill = 0
    /// Aligned on the leading edge (vertical stack) or the top edge (horizontal: `.top`).
    case leading
    /// Aligned on their first baselines (horizontal stacks; in a vertical stack, as `.fill`).
    case firstBaseline
    /// Centred across the axis.
    case center
    /// Aligned on the trailing edge (vertical stack) or the bottom edge (horizontal: `.bottom`).
    case trailing
    /// Aligned on their last baselines (horizontal stacks; in a vertical stack, as `.fill`).
    case lastBaseline

    /// Aligned on the top edge: `.leading` for a horizontal stack.
    public static let top = Alignment.leading
    /// Aligned on the bottom edge: `.trailing` for a horizontal stack.
    public static let bottom = Alignment.trailing
  }

  /// The custom spacing that means "use `spacing`" (UIKit's value, `FLT_MAX`): what
  /// `customSpacing(after:)` returns for a view without custom spacing.
  public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

  /// The spacing that means "the system spacing", 8 points (UIKit's value, `FLT_MIN`;
  /// docs/auto-layout.md §4), as `spacing` or as a custom spacing.
  public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

  // MARK: Creating

  /// Creates an empty horizontal stack view with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a horizontal stack view arranging `views`, in order.
  public convenience init(arrangedSubviews views: [View]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// Creates an empty stack view from an archive.
  ///
  /// UIKit difference: Trellis keeps nothing in archives; the stack view is empty.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// `true`: a stack view lays out with constraints, so its first constraint-update pass runs
  /// even before anything asks for it.
  open override class var requiresConstraintBasedLayout: Bool { true }

  // MARK: Arranged subviews

  /// The views the stack view arranges, in order (hidden ones included). Every one is also a
  /// subview.
  public private(set) var arrangedSubviews: [View] = []

  /// Adds `view` at the end of the arranged subviews (moving it there if it is one already),
  /// and makes it a subview if it is not.
  open func addArrangedSubview(_ view: View) {
    let count = arrangedSubviews.count - (arrangedSubviews.contains { $0 === view } ? 1 : 0)
    insertArrangedSubview(view, at: count)
  }

  /// Inserts `view` among the arranged subviews at `stackIndex` (moving it there if it is
  /// arranged already), and makes it a subview if it is not.
  ///
  /// UIKit difference: an index outside `0...arrangedSubviews.count` (counted without the view
  /// itself) or a view that contains the stack view is refused: UIKit raises an exception,
  /// Trellis changes nothing and reports why on standard error and in the root view's
  /// `lastAutoLayoutIssue`.
  open func insertArrangedSubview(_ view: View, at stackIndex: Int) {
    guard view !== self, !isDescendant(of: view) else {
      View.reportAutoLayoutIssue(
        "[StackView] a stack view cannot arrange itself or a view that contains it", in: self)
      return
    }
    var others = arrangedSubviews
    others.removeAll { $0 === view }
    guard stackIndex >= 0, stackIndex <= others.count else {
      View.reportAutoLayoutIssue(
        "[StackView] insertArrangedSubview: index \(stackIndex) is out of bounds (0...\(others.count)); "
          + "nothing was changed", in: self)
      return
    }
    others.insert(view, at: stackIndex)
    arrangedSubviews = others
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    invalidateArrangement()
  }

  /// Takes `view` out of the arranged subviews; it stays a subview (call
  /// `removeFromSuperview()` to take it out of the stack view too), with no constraints from the
  /// stack view.
  open func removeArrangedSubview(_ view: View) {
    guard arrangedSubviews.contains(where: { $0 === view }) else { return }
    arrangedSubviews.removeAll { $0 === view }
    customSpacings.removeValue(forKey: ObjectIdentifier(view))
    deactivateConstraints(involving: view)
    invalidateArrangement()
  }

  /// An arranged subview that leaves the stack view stops being arranged, as in UIKit.
  open override func willRemoveSubview(_ subview: View) {
    super.willRemoveSubview(subview)
    removeArrangedSubview(subview)
  }

  // MARK: Arrangement

  /// The axis the arranged subviews line up along. The default is `.horizontal`.
  open var axis = LayoutConstraint.Axis.horizontal {
    didSet { if axis != oldValue { invalidateArrangement() } }
  }

  /// How the arranged subviews share the stack's length. The default is `.fill`.
  open var distribution = Distribution.fill {
    didSet { if distribution != oldValue { invalidateArrangement() } }
  }

  /// How the arranged subviews are placed across the axis. The default is `.fill`.
  open var alignment = Alignment.fill {
    didSet { if alignment != oldValue { invalidateArrangement() } }
  }

  /// The gap between adjacent arranged subviews (the least gap for `.equalSpacing` and
  /// `.equalCentering`). The default is 0; `StackView.spacingUseSystem` is 8 points. Negative
  /// values overlap the views.
  ///
  /// UIKit difference: NaN and infinite spacing count as 0 and finite values beyond ±10¹² are
  /// clamped (`LayoutLimits.signedLength(_:)`), so that no NaN reaches the layout.
  open var spacing: CGFloat = 0 {
    didSet { if spacing != oldValue && !(spacing.isNaN && oldValue.isNaN) { invalidateArrangement() } }
  }

  /// Whether the arranged subviews are laid out within the stack view's layout margins
  /// (`true`) or its bounds (`false`, the default).
  open var isLayoutMarginsRelativeArrangement = false {
    didSet { if isLayoutMarginsRelativeArrangement != oldValue { invalidateArrangement() } }
  }

  /// Whether the vertical gaps of a vertical stack are measured between the baselines of
  /// adjacent arranged subviews (the last baseline of one to the first baseline of the next)
  /// rather than between their edges. The default is `false`.
  open var isBaselineRelativeArrangement = false {
    didSet { if isBaselineRelativeArrangement != oldValue { invalidateArrangement() } }
  }

  /// Sets the gap after `arrangedSubview` to `spacing` (`StackView.spacingUseDefault` goes back
  /// to `spacing`, `StackView.spacingUseSystem` is 8 points). A view that is not arranged
  /// changes nothing. A hidden view's custom spacing is not used.
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
    guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
    customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
    invalidateArrangement()
  }

  /// The custom gap after `arrangedSubview`, or `StackView.spacingUseDefault` when it has none.
  open func customSpacing(after arrangedSubview: View) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
  }

  // MARK: Constraints

  /// Makes the constraints again when they are out of date, then lets the superclass update.
  open override func updateConstraints() {
    if arrangementIsStale { rebuildArrangement() }
    super.updateConstraints()
  }

  /// The constraints the stack view made, in the order they were activated.
  package private(set) var arrangementConstraints: [LayoutConstraint] = []

  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  private var spacerGuides: [LayoutGuide] = []
  private var arrangementIsStale = true

  /// Called by `View.isHidden` when an arranged subview is shown or hidden.
  package func arrangedSubviewVisibilityDidChange(_ view: View) {
    if arrangedSubviews.contains(where: { $0 === view }) { invalidateArrangement() }
  }

  /// Called when an arranged subview's intrinsic size changed: proportional lengths follow it.
  package func arrangedSubviewIntrinsicSizeDidChange(_ view: View) {
    if distribution == .fillProportionally, arrangedSubviews.contains(where: { $0 === view }) {
      invalidateArrangement()
    }
  }

  private func invalidateArrangement() {
    arrangementIsStale = true
    setNeedsUpdateConstraints()
    setNeedsLayout()
  }

  private func deactivateConstraints(involving view: View) {
    let involved = arrangementConstraints.filter { $0.firstItem === view || $0.secondItem === view }
    LayoutConstraint.deactivate(involved)
    arrangementConstraints.removeAll { $0.firstItem === view || $0.secondItem === view }
  }

  /// A usable spacing: the system spacing for `spacingUseSystem`, NaN and ±∞ as 0, the rest
  /// clamped to ±10¹².
  private static func usable(_ spacing: CGFloat) -> CGFloat {
    spacing == spacingUseSystem ? View.systemSpacing : LayoutLimits.signedLength(spacing)
  }

  /// The gap after `view`: its custom spacing, or `spacing`.
  private func gap(after view: View) -> CGFloat {
    let custom = customSpacing(after: view)
    return Self.usable(custom == Self.spacingUseDefault ? spacing : custom)
  }

  /// Throws the old constraints and spacer guides away and makes new ones (docs/auto-layout.md
  /// §6 lists them).
  private func rebuildArrangement() {
    arrangementIsStale = false
    LayoutConstraint.deactivate(arrangementConstraints)
    arrangementConstraints = []
    for guide in spacerGuides { removeLayoutGuide(guide) }
    spacerGuides = []
    var made: [LayoutConstraint] = []
    func relate(
      _ first: AnyObject, _ firstAttribute: LayoutConstraint.Attribute, _ relation: LayoutConstraint.Relation,
      _ second: AnyObject?, _ secondAttribute: LayoutConstraint.Attribute, multiplier: CGFloat = 1,
      constant: CGFloat = 0, priority: LayoutPriority = .required, _ identifier: String
    ) {
      let constraint = LayoutConstraint(
        item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
        attribute: second == nil ? .notAnAttribute : secondAttribute, multiplier: multiplier,
        constant: constant)
      constraint.priority = priority
      constraint.identifier = identifier
      made.append(constraint)
    }

    let horizontal = axis == .horizontal
    let container: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
    let start: LayoutConstraint.Attribute = horizontal ? .leading : .top
    let end: LayoutConstraint.Attribute = horizontal ? .trailing : .bottom
    let length: LayoutConstraint.Attribute = horizontal ? .width : .height
    let middle: LayoutConstraint.Attribute = horizontal ? .centerX : .centerY
    let crossStart: LayoutConstraint.Attribute = horizontal ? .top : .leading
    let crossEnd: LayoutConstraint.Attribute = horizontal ? .bottom : .trailing
    let crossLength: LayoutConstraint.Attribute = horizontal ? .height : .width
    let crossMiddle: LayoutConstraint.Attribute = horizontal ? .centerY : .centerX
    let baselines = !horizontal && isBaselineRelativeArrangement
    let gapStart: LayoutConstraint.Attribute = baselines ? .firstBaseline : start
    let gapEnd: LayoutConstraint.Attribute = baselines ? .lastBaseline : end

    let visible = arrangedSubviews.filter { !$0.isHidden }
    for view in arrangedSubviews where view.isHidden {
      // A hidden arranged subview is collapsed at the start corner.
      relate(view, start, .equal, container, start, "UISV-hiding")
      relate(view, length, .equal, nil, .notAnAttribute, "UISV-hiding")
      relate(view, crossStart, .equal, container, crossStart, "UISV-hiding")
      relate(view, crossLength, .equal, nil, .notAnAttribute, "UISV-hiding")
    }

    if let first = visible.first, let last = visible.last {
      // Along the axis: the first and last views touch the stack's edges.
      relate(first, start, .equal, container, start, "UISV-canvas-connection")
      relate(container, end, .equal, last, end, "UISV-canvas-connection")
      var spacingTotal: CGFloat = 0
      var firstSpacer: LayoutGuide?
      for (previous, next) in zip(visible, visible.dropFirst()) {
        let gap = gap(after: previous)
        spacingTotal += gap
        switch distribution {
        case .fill, .fillEqually, .fillProportionally:
          relate(next, gapStart, .equal, previous, gapEnd, constant: gap, "UISV-spacing")
        case .equalSpacing, .equalCentering:
          let spacer = LayoutGuide()
          spacer.identifier = "UISV-distributing"
          addLayoutGuide(spacer)
          spacerGuides.append(spacer)
          relate(next, gapStart, .greaterThanOrEqual, previous, gapEnd, constant: gap, "UISV-spacing")
          if distribution == .equalSpacing {
            relate(spacer, start, .equal, previous, gapEnd, "UISV-distributing-edge")
            relate(spacer, end, .equal, next, gapStart, "UISV-distributing-edge")
          } else {
            relate(spacer, start, .equal, previous, middle, "UISV-distributing-edge")
            relate(spacer, end, .equal, next, middle, "UISV-distributing-edge")
          }
          if let firstSpacer {
            relate(
              spacer, length, .equal, firstSpacer, length,
              priority: distribution == .equalSpacing ? .required : LayoutPriority(999), "UISV-distributing")
          } else {
            firstSpacer = spacer
          }
        }
      }
      switch distribution {
      case .fillEqually:
        for view in visible.dropFirst() { relate(view, length, .equal, first, length, "UISV-fill-equally") }
      case .fillProportionally:
        let naturals = visible.map { view -> CGFloat in
          let size = view.intrinsicContentSize
          let natural = horizontal ? size.width : size.height
          return natural.isFinite && natural > 0 ? natural : 0
        }
        let total = naturals.reduce(0, +)
        for (view, natural) in zip(visible, naturals) {
          let share = total > 0 ? natural / total : 1 / CGFloat(visible.count)
          relate(
            view, length, .equal, container, length, multiplier: share, constant: -share * spacingTotal,
            priority: LayoutPriority(999), "UISV-fill-proportionally")
        }
      default: break
      }
    }

    // Across the axis.
    var effectiveAlignment = alignment
    if !horizontal, alignment == .firstBaseline || alignment == .lastBaseline { effectiveAlignment = .fill }
    for (index, view) in visible.enumerated() {
      switch effectiveAlignment {
      case .fill:
        relate(view, crossStart, .equal, container, crossStart, "UISV-alignment")
        relate(container, crossEnd, .equal, view, crossEnd, "UISV-alignment")
      case .leading:
        relate(view, crossStart, .equal, container, crossStart, "UISV-alignment")
        relate(container, crossEnd, .greaterThanOrEqual, view, crossEnd, "UISV-spanning-boundary")
      case .trailing:
        relate(container, crossEnd, .equal, view, crossEnd, "UISV-alignment")
        relate(view, crossStart, .greaterThanOrEqual, container, crossStart, "UISV-spanning-boundary")
      case .center:
        relate(view, crossMiddle, .equal, container, crossMiddle, "UISV-alignment")
        relate(view, crossStart, .greaterThanOrEqual, container, crossStart, "UISV-spanning-boundary")
      case .firstBaseline, .lastBaseline:
        let line: LayoutConstraint.Attribute =
          effectiveAlignment == .firstBaseline ? .firstBaseline : .lastBaseline
        if index > 0 { relate(view, line, .equal, visible[0], line, "UISV-alignment") }
        relate(view, crossStart, .greaterThanOrEqual, container, crossStart, "UISV-spanning-boundary")
        relate(container, crossEnd, .greaterThanOrEqual, view, crossEnd, "UISV-spanning-boundary")
        // Among the placements the baselines allow, the one as high as it goes.
        relate(
          view, crossStart, .equal, container, crossStart, priority: LayoutPriority(49),
          "UISV-ambiguity-suppression")
      }
    }
    if effectiveAlignment != .fill, !visible.isEmpty {
      // Where its size across the axis is free, the stack fits its tallest (widest) view.
      relate(
        container, crossLength, .equal, nil, .notAnAttribute, priority: LayoutPriority(49), "UISV-canvas-fit")
    }
    LayoutConstraint.activate(made)
    arrangementConstraints = made
  }
}
