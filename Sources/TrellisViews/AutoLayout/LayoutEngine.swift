import TrellisConstraintSolver

/// Solves the constraints of one view tree and gives its constrained views their frames
/// (docs/auto-layout.md, "The view layer").
///
/// Every view a constraint names has four unknowns in the tree root's bounds coordinates: the
/// left and top of its frame, its width and its height. A view whose
/// `translatesAutoresizingMaskIntoConstraints` is true keeps its frame: its unknowns are its
/// superview's plus its frame (UIKit's autoresizing-mask constraints), so constraints can pin to
/// it. A view that opted out gets the values the solver finds, and its intrinsic content size
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

  private var solver = ConstraintSolver()
  private var boxes: [ObjectIdentifier: Box] = [:]
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
      let outer = self.box(of: parent)
      let frame = view.frame
      let dx = Double(frame.minX - parent.bounds.minX)
      let dy = Double(frame.minY - parent.bounds.minY)
      box = Box(
        left: outer.left + dx, top: outer.top + dy, width: LinearExpression(constant: Double(frame.width)),
        height: LinearExpression(constant: Double(frame.height)))
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

  private mutating func newUnknown() -> LinearExpression {
    nextVariable += 1
    return LinearExpression(Variable(nextVariable))
  }

  /// The expression of `attribute` of `view`. In `mirrored` coordinates (x′ = −x) horizontal
  /// positions are negated and leading is the right edge: a constraint on leading or trailing
  /// edges in right to left is the same constraint in left to right, mirrored, so its constants
  /// still point inwards.
  mutating func expression(
    _ attribute: LayoutConstraint.Attribute, of view: View, mirrored: Bool = false
  ) -> LinearExpression {
    let box = box(of: view)
    let margins = view.layoutMargins
    let right = box.left + box.width
    let bottom = box.top + box.height
    let left = Double(margins.left)
    let rightMargin = Double(margins.right)
    let flip: Double = mirrored ? -1 : 1
    switch attribute {
    case .left: return box.left
    case .right: return right
    case .top: return box.top
    case .bottom, .lastBaseline, .firstBaseline: return bottom
    case .leading: return mirrored ? -1 * right : box.left
    case .trailing: return mirrored ? -1 * box.left : right
    case .width: return box.width
    case .height: return box.height
    case .centerX: return flip * (box.left + 0.5 * box.width)
    case .centerY: return box.top + 0.5 * box.height
    case .leftMargin: return box.left + left
    case .rightMargin: return right - rightMargin
    case .topMargin: return box.top + Double(margins.top)
    case .bottomMargin: return bottom - Double(margins.bottom)
    case .leadingMargin: return mirrored ? -1 * (right - rightMargin) : box.left + left
    case .trailingMargin: return mirrored ? -1 * (box.left + left) : right - rightMargin
    case .centerXWithinMargins: return flip * (box.left + left + 0.5 * (box.width - (left + rightMargin)))
    case .centerYWithinMargins:
      return box.top + Double(margins.top) + 0.5 * (box.height - Double(margins.top + margins.bottom))
    case .notAnAttribute: return LinearExpression(constant: 0)
    }
  }

  /// Adds `constraint` (active, well formed).
  mutating func add(_ constraint: LayoutConstraint) {
    guard let first = constraint.firstItem as? View else { return }
    let mirrored =
      first.effectiveUserInterfaceLayoutDirection == .rightToLeft
      && (constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional)
    let lhs = expression(constraint.firstAttribute, of: first, mirrored: mirrored)
    var rhs = LinearExpression(constant: Double(constraint.constant))
    if let second = constraint.secondItem as? View {
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
      let size = view.intrinsicContentSize
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

  /// Whether any unknown of `view` is not fixed by its constraints.
  mutating func isAmbiguous(_ view: View) -> Bool {
    let box = box(of: view)
    return [box.left, box.top, box.width, box.height].contains { expression in
      expression.terms.contains { solver.isAmbiguous($0.variable) }
    }
  }
}
