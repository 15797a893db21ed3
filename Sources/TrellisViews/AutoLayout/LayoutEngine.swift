import TrellisConstraintSolver

/// Solves the constraints of one view tree and gives its constrained views their frames
/// (docs/auto-layout.md, "The view layer").
///
/// Every view a constraint names has four unknowns in the tree root's bounds coordinates: the
/// left and top of its frame, its width and its height. A view whose
/// `translatesAutoresizingMaskIntoConstraints` is true keeps its frame: its box is its
/// superview's plus its frame, with the flexible parts of its autoresizing mask sharing any
/// change of the superview's size (UIKit's autoresizing-mask constraints; docs/auto-layout.md
/// §5), so constraints can pin to it. A custom layout guide has four unknowns of its own; the
/// system guides are their view's box inset by its margins or safe area (§2–§3), taken as
/// constants from the geometry before the solve: `assumptionsHold()` says whether the solved
/// frames changed them, and the caller solves again if so. A view that opted out gets the values the solver finds, and its intrinsic content size
/// as two optional constraints per axis (size ≤ intrinsic at its content-hugging priority,
/// size ≥ intrinsic at its compression-resistance priority). Constraints go into the solver in
/// a fixed order — activation order, then intrinsic sizes in tree order — so the result is the
/// same on every run.
@MainActor
struct LayoutEngine {
  /// The left, top, width and height of a view as expressions of the unknowns.
  struct Box {
    var left: LinearExpression
    var top: LinearExpression
    var width: LinearExpression
    var height: LinearExpression
  }

  /// A value the engine read from the geometry before the solve and used as a constant.
  enum Assumption {
    case safeArea(EdgeInsets)
    case margins(EdgeInsets)
    /// Whether the readable-content guide was taken as narrower than the margins.
    case readableNarrow(Bool)
  }

  private var solver = ConstraintSolver()
  private var boxes: [ObjectIdentifier: Box] = [:]
  /// The custom guides with unknowns, in the order they were met.
  private(set) var guides: [LayoutGuide] = []
  /// The values read from the geometry, to check after the solve.
  private var assumptions: [(View, Assumption)] = []
  /// The views with unknowns of their own, in the order they were met.
  private(set) var constrained: [View] = []
  private var nextVariable = 0
  private var nextConstraint = 0
  /// The tree's root; its frame is the reference of every box.
  private let root: View
  /// A view whose own size is unknown (`systemLayoutSizeFitting`), or `nil`.
  private let fitting: View?
  /// Problems met while adding constraints, in order.
  private(set) var issues: [String] = []
  /// Intrinsic sizes to use instead of `intrinsicContentSize` (width-dependent views measured at
  /// the width a first solve gave them), by view (docs/controls.md §2).
  var intrinsicOverrides: [ObjectIdentifier: CGSize] = [:]

  init(root: View, fitting: View? = nil) {
    self.root = root
    self.fitting = fitting
  }

  /// The box of `view`, made on first use.
  mutating func box(of view: View) -> Box {
    if let known = boxes[ObjectIdentifier(view)] { return known }
    let box: Box
    if view === root {
      let origin = view === fitting ? CGPoint.zero : view.bounds.origin
      box = Box(
        left: LinearExpression(constant: Double(origin.x)), top: LinearExpression(constant: Double(origin.y)),
        width: view === fitting ? newUnknown() : LinearExpression(constant: Double(view.bounds.width)),
        height: view === fitting ? newUnknown() : LinearExpression(constant: Double(view.bounds.height)))
      if view === fitting { constrained.append(view) }
    } else if let parent = view.superview, view.translatesAutoresizingMaskIntoConstraints {
      box = translatedBox(of: view, in: parent)
    } else {
      box = Box(left: newUnknown(), top: newUnknown(), width: newUnknown(), height: newUnknown())
      constrained.append(view)
      // A size is never negative.
      add(box.width, .greaterThanOrEqual, LinearExpression(constant: 0), .required, what: nil)
      add(box.height, .greaterThanOrEqual, LinearExpression(constant: 0), .required, what: nil)
    }
    boxes[ObjectIdentifier(view)] = box
    return box
  }

  /// The box of a view positioned by its frame: its frame relative to the superview's box,
  /// with the flexible parts of its autoresizing mask sharing the difference between the
  /// superview's solved size and its current one in proportion to their current lengths (all
  /// equally when they are all zero), as autoresizing does (View+Layout.swift).
  private mutating func translatedBox(of view: View, in parent: View) -> Box {
    let outer = box(of: parent)
    let frame = view.frame
    let size = parent.bounds.size
    let mask = parent.autoresizesSubviews ? view.autoresizingMask : []
    func axis(
      origin: CGFloat, length: CGFloat, outerLength: CGFloat, solved: LinearExpression,
      flexible: (Bool, Bool, Bool)
    ) -> (offset: LinearExpression, length: LinearExpression) {
      let offset = LinearExpression(constant: Double(origin))
      let fixedLength = LinearExpression(constant: Double(length))
      let parts = [
        flexible.0 ? max(origin, 0) : nil, flexible.1 ? max(length, 0) : nil,
        flexible.2 ? max(outerLength - origin - length, 0) : nil,
      ]
      let count = parts.compactMap { $0 }.count
      guard count > 0, !solved.terms.isEmpty else { return (offset, fixedLength) }
      let total = parts.compactMap { $0 }.reduce(0, +)
      func share(_ part: CGFloat?) -> Double {
        guard let part else { return 0 }
        return Double(total > 0 ? part / total : 1 / CGFloat(count))
      }
      let change = solved - Double(outerLength)
      return (offset + share(parts[0]) * change, fixedLength + share(parts[1]) * change)
    }
    let x = axis(
      origin: frame.minX - parent.bounds.minX, length: frame.width, outerLength: size.width,
      solved: outer.width,
      flexible: (
        mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)
      ))
    let y = axis(
      origin: frame.minY - parent.bounds.minY, length: frame.height, outerLength: size.height,
      solved: outer.height,
      flexible: (
        mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
        mask.contains(.flexibleBottomMargin)
      ))
    return Box(left: outer.left + x.offset, top: outer.top + y.offset, width: x.length, height: y.length)
  }

  /// The box of `guide`, made on first use: four unknowns for a custom guide, its view's box
  /// inset for a system guide.
  mutating func box(of guide: LayoutGuide) -> Box {
    if let known = boxes[ObjectIdentifier(guide)] { return known }
    guard let view = guide.storedOwningView else {
      return Box(
        left: .init(constant: 0), top: .init(constant: 0), width: .init(constant: 0),
        height: .init(constant: 0))
    }
    let outer = box(of: view)
    let result: Box
    switch guide.kind {
    case .custom:
      result = Box(left: newUnknown(), top: newUnknown(), width: newUnknown(), height: newUnknown())
      guides.append(guide)
      add(result.width, .greaterThanOrEqual, LinearExpression(constant: 0), .required, what: nil)
      add(result.height, .greaterThanOrEqual, LinearExpression(constant: 0), .required, what: nil)
    case .safeArea:
      let insets = view.safeAreaInsets
      assumptions.append((view, .safeArea(insets)))
      result = Self.inset(outer, by: insets)
    case .layoutMargins:
      result = Self.inset(outer, by: margins(of: view))
    case .readableContent:
      let margins = Self.inset(outer, by: margins(of: view))
      let readable = View.readableWidth(for: view.readableContentSizeCategory)
      let current = view.readableContentFrame
      let narrow = current.width < view.bounds.inset(by: view.effectiveLayoutMargins).width
      assumptions.append((view, .readableNarrow(narrow)))
      if narrow {
        let width = LinearExpression(constant: Double(readable))
        result = Box(
          left: margins.left + 0.5 * (margins.width - width), top: margins.top, width: width,
          height: margins.height)
      } else {
        result = margins
      }
    }
    boxes[ObjectIdentifier(guide)] = result
    return result
  }

  /// The effective layout margins of `view`, recorded as an assumption.
  private mutating func margins(of view: View) -> EdgeInsets {
    let margins = view.effectiveLayoutMargins
    assumptions.append((view, .margins(margins)))
    return margins
  }

  /// `box` inset by `insets`.
  private static func inset(_ box: Box, by insets: EdgeInsets) -> Box {
    Box(
      left: box.left + Double(insets.left), top: box.top + Double(insets.top),
      width: box.width - Double(insets.left + insets.right),
      height: box.height - Double(insets.top + insets.bottom))
  }

  /// Whether every value read from the geometry is still what the solved frames give.
  func assumptionsHold() -> Bool {
    for (view, assumption) in assumptions {
      switch assumption {
      case .safeArea(let insets): if view.safeAreaInsets != insets { return false }
      case .margins(let insets): if view.effectiveLayoutMargins != insets { return false }
      case .readableNarrow(let narrow):
        let margins = view.bounds.inset(by: view.effectiveLayoutMargins).width
        if (view.readableContentFrame.width < margins) != narrow { return false }
      }
    }
    return true
  }

  /// The box of a view or layout guide.
  mutating func box(ofItem item: AnyObject) -> Box {
    if let guide = item as? LayoutGuide { return box(of: guide) }
    if let view = item as? View { return box(of: view) }
    return Box(
      left: .init(constant: 0), top: .init(constant: 0), width: .init(constant: 0), height: .init(constant: 0)
    )
  }

  private mutating func newUnknown() -> LinearExpression {
    nextVariable += 1
    return LinearExpression(Variable(nextVariable))
  }

  /// The expression of `attribute` of `item` (a view or a layout guide). In `mirrored`
  /// coordinates (x′ = −x) horizontal positions are negated and leading is the right edge: a
  /// constraint on leading or trailing edges in right to left is the same constraint in left to
  /// right, mirrored, so its constants still point inwards.
  mutating func expression(
    _ attribute: LayoutConstraint.Attribute, of item: AnyObject, mirrored: Bool = false
  ) -> LinearExpression {
    let box = box(ofItem: item)
    let right = box.left + box.width
    let bottom = box.top + box.height
    let flip: Double = mirrored ? -1 : 1
    switch attribute {
    case .left: return box.left
    case .right: return right
    case .top: return box.top
    case .bottom: return bottom
    case .firstBaseline, .lastBaseline:
      guard let view = item as? View else { return bottom }
      return baseline(attribute == .firstBaseline, of: view)
    case .leading: return mirrored ? -1 * right : box.left
    case .trailing: return mirrored ? -1 * box.left : right
    case .width: return box.width
    case .height: return box.height
    case .centerX: return flip * (box.left + 0.5 * box.width)
    case .centerY: return box.top + 0.5 * box.height
    case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
      .centerXWithinMargins, .centerYWithinMargins:
      guard let view = item as? View else { return LinearExpression(constant: 0) }
      let inner = Self.inset(box, by: margins(of: view))
      let innerRight = inner.left + inner.width
      switch attribute {
      case .leftMargin: return inner.left
      case .rightMargin: return innerRight
      case .topMargin: return inner.top
      case .bottomMargin: return inner.top + inner.height
      case .leadingMargin: return mirrored ? -1 * innerRight : inner.left
      case .trailingMargin: return mirrored ? -1 * inner.left : innerRight
      case .centerXWithinMargins: return flip * (inner.left + 0.5 * inner.width)
      default: return inner.top + 0.5 * inner.height
      }
    case .notAnAttribute: return LinearExpression(constant: 0)
    }
  }

  /// The first or last baseline of `view`: that of its `viewForFirstBaselineLayout` (or last),
  /// when that is the view or one of its descendants; the top plus the offset a
  /// `LayoutBaselineProviding` view gives (the bottom minus it for the last baseline), the
  /// bottom edge for any other view (docs/auto-layout.md §6).
  private mutating func baseline(_ first: Bool, of view: View) -> LinearExpression {
    let candidate = first ? view.viewForFirstBaselineLayout : view.viewForLastBaselineLayout
    let source = candidate === view || candidate.isDescendant(of: view) ? candidate : view
    let box = box(of: source)
    let bottom = box.top + box.height
    guard let provider = source as? any LayoutBaselineProviding else { return bottom }
    let offset = first ? provider.firstBaselineOffsetFromTop : provider.lastBaselineOffsetFromBottom
    guard offset.isFinite else { return bottom }
    let usable = Double(min(max(offset, -LayoutLimits.maximumLength), LayoutLimits.maximumLength))
    return first ? box.top + usable : bottom - usable
  }

  /// Adds `constraint` (active, well formed).
  mutating func add(_ constraint: LayoutConstraint) {
    guard let firstItem = constraint.firstItem, let first = LayoutConstraint.view(of: firstItem) else {
      return
    }
    let mirrored =
      first.effectiveUserInterfaceLayoutDirection == .rightToLeft
      && (constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional)
    let lhs = expression(constraint.firstAttribute, of: firstItem, mirrored: mirrored)
    var rhs = LinearExpression(constant: Double(constraint.constant))
    if let second = constraint.secondItem, LayoutConstraint.view(of: second) != nil {
      rhs =
        rhs + Double(constraint.multiplier)
        * expression(constraint.secondAttribute, of: second, mirrored: mirrored)
    }
    let relation: Relation =
      switch constraint.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    add(lhs, relation, rhs, constraint.priority, what: constraint)
  }

  /// Adds the intrinsic-size constraints of every constrained view that has an intrinsic size.
  mutating func addIntrinsicSizes() {
    var index = 0
    while index < constrained.count {
      let view = constrained[index]
      index += 1
      let size = intrinsicOverrides[ObjectIdentifier(view)] ?? view.intrinsicContentSize
      let box = box(of: view)
      let axes: [(LayoutConstraint.Axis, CGFloat, LinearExpression)] = [
        (.horizontal, size.width, box.width), (.vertical, size.height, box.height),
      ]
      for (axis, natural, length) in axes
      where natural != View.noIntrinsicMetric && natural.isFinite && natural >= 0 {
        let value = LinearExpression(constant: Double(natural))
        add(length, .lessThanOrEqual, value, view.contentHuggingPriority(for: axis), what: nil)
        add(
          length, .greaterThanOrEqual, value, view.contentCompressionResistancePriority(for: axis), what: nil)
      }
    }
  }

  /// The intrinsic sizes of the width-dependent views (`LayoutWidthMeasuring`) at the widths
  /// this solve gave them, by view; empty when there are none (docs/controls.md §2).
  mutating func widthDependentSizes() -> [ObjectIdentifier: CGSize] {
    var sizes: [ObjectIdentifier: CGSize] = [:]
    for view in constrained {
      guard let measuring = view as? any LayoutWidthMeasuring, measuring.intrinsicSizeDependsOnLayoutWidth
      else { continue }
      let width = frame(of: view).width
      guard width.isFinite, width > 0 else { continue }
      sizes[ObjectIdentifier(view)] = measuring.intrinsicContentSize(forLayoutWidth: width)
    }
    return sizes
  }

  /// Asks for `view`'s size to be `size` at `priorities` (systemLayoutSizeFitting).
  mutating func aim(_ view: View, at size: CGSize, priorities: (LayoutPriority, LayoutPriority)) {
    let box = box(of: view)
    add(box.width, .equal, LinearExpression(constant: Double(size.width)), priorities.0, what: nil)
    add(box.height, .equal, LinearExpression(constant: Double(size.height)), priorities.1, what: nil)
  }

  private mutating func add(
    _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, _ priority: LayoutPriority,
    what constraint: LayoutConstraint?
  ) {
    nextConstraint += 1
    let id = ConstraintID(nextConstraint)
    let level = Priority(min(max(priority.rawValue, 1), 1000))
    do {
      try solver.addConstraint(Constraint(id: id, lhs, relation, rhs, priority: level))
      if let constraint { added[id] = constraint }
    } catch SolverError.unsatisfiable(_, let conflicting) {
      let others = conflicting.compactMap { added[$0]?.description }
      let shown = constraint?.description ?? "an intrinsic-size or autoresizing constraint"
      issues.append(
        "Unable to simultaneously satisfy constraints.\n"
          + (others + [shown]).map { "    \($0)" }.joined(separator: "\n")
          + "\nWill attempt to recover by breaking constraint\n    \(shown)")
    } catch {
      issues.append("\(constraint?.description ?? "a constraint") was left out: \(error)")
    }
  }

  private var added: [ConstraintID: LayoutConstraint] = [:]

  /// The solved frame of `view` in its superview's bounds coordinates (in the root's own
  /// coordinates for the root).
  mutating func frame(of view: View) -> CGRect {
    let box = box(of: view)
    let outer = view === root ? nil : view.superview.map { self.box(of: $0) }
    let solved = solver
    func value(_ expression: LinearExpression) -> CGFloat {
      CGFloat(expression.evaluate { solved.value(of: $0) })
    }
    var x = value(box.left)
    var y = value(box.top)
    if let parent = view.superview, let outer {
      x = x - value(outer.left) + parent.bounds.minX
      y = y - value(outer.top) + parent.bounds.minY
    }
    return CGRect(x: x, y: y, width: value(box.width), height: value(box.height))
  }

  /// The solved rectangle of a custom `guide` in its owning view's bounds coordinates.
  mutating func frame(of guide: LayoutGuide) -> CGRect {
    guard let view = guide.storedOwningView else { return .zero }
    let box = box(of: guide)
    let outer = self.box(of: view)
    let solved = solver
    func value(_ expression: LinearExpression) -> CGFloat {
      CGFloat(expression.evaluate { solved.value(of: $0) })
    }
    return CGRect(
      x: value(box.left) - value(outer.left) + view.bounds.minX,
      y: value(box.top) - value(outer.top) + view.bounds.minY,
      width: value(box.width), height: value(box.height))
  }

  /// Whether any unknown of `item` (a view or a layout guide) is not fixed by its constraints.
  mutating func isAmbiguous(_ item: AnyObject) -> Bool {
    let box = box(ofItem: item)
    return [box.left, box.top, box.width, box.height].contains { expression in
      expression.terms.contains { solver.isAmbiguous($0.variable) }
    }
  }
}
