/// A relation between two attributes of views that Auto Layout keeps:
/// `first.attribute relation multiplier × second.attribute + constant`
/// (UIKit's `NSLayoutConstraint`; docs/auto-layout.md, "The view layer").
///
/// Create one with the item/attribute initialiser or, more often, from anchors
/// (`label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16)`), then
/// activate it (`isActive = true` or `LayoutConstraint.activate(_:)`). Changing `constant` or
/// `priority` of an active constraint lays the views out again at the next layout pass.
///
/// Its items are views or layout guides (`LayoutGuide`, also a view's `layoutMarginsGuide`,
/// `safeAreaLayoutGuide` and `readableContentGuide`; docs/auto-layout.md §2).
///
/// UIKit difference: the layout is solved afresh on each layout pass of a tree whose
/// constraints changed, not incrementally.
@preconcurrency @MainActor
open class LayoutConstraint: @preconcurrency CustomStringConvertible {
  /// The attributes of a view a constraint can relate (UIKit's raw values).
  public enum Attribute: Int, Sendable {
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
    /// The baseline of the last line; the bottom edge for a view without text.
    case lastBaseline
    /// The baseline of the first line; the bottom edge for a view without text.
    case firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    /// No attribute: the second item of a constraint to a constant.
    case notAnAttribute = 0
  }

  /// How the two sides relate.
  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
  }

  /// The first view or layout guide.
  public let firstItem: AnyObject?
  /// The first view's attribute.
  public let firstAttribute: Attribute
  /// How the sides relate.
  public let relation: Relation
  /// The second view or layout guide, or `nil` for a constraint to a constant.
  public let secondItem: AnyObject?
  /// The second view's attribute (`.notAnAttribute` without a second view).
  public let secondAttribute: Attribute
  /// The factor on the second attribute.
  public let multiplier: CGFloat

  /// The constant added to the right side. Changing it lays the views out again.
  ///
  /// UIKit difference: a NaN or infinite constant is refused (the old one stays, the reason is
  /// written to standard error and kept in the root view's `lastAutoLayoutIssue`).
  open var constant: CGFloat {
    didSet {
      guard constant.isFinite || !oldValue.isFinite else {
        reportMisuse("\(description): a constant of \(constant) is not usable; it stays \(oldValue)")
        constant = oldValue
        return
      }
      if constant != oldValue { owner?.setNeedsLayout() }
    }
  }

  /// The constraint's priority; 1000 (`.required`) by default.
  ///
  /// UIKit difference: UIKit raises an exception when an active constraint changes between
  /// required and optional; Trellis keeps the old priority and writes the reason to standard
  /// error.
  open var priority: LayoutPriority = .required {
    didSet {
      if isActive, (oldValue == .required) != (priority == .required) {
        reportMisuse(
          "mutating a priority from required to not on an installed constraint (or vice-versa) is not "
            + "supported; the priority stays \(oldValue.rawValue)")
        priority = oldValue
      } else if priority != oldValue {
        owner?.setNeedsLayout()
      }
    }
  }

  /// A name to find the constraint by in the unsatisfiable-constraints report.
  open var identifier: String?

  /// The view the constraint is installed on while active: the closest common ancestor of its
  /// views.
  package private(set) weak var owner: View?

  /// The order constraints were activated in, for a deterministic solve.
  package private(set) var activationOrder = 0

  /// Creates `item.attribute relation multiplier × toItem.toAttribute + constant`; the items are
  /// views or layout guides.
  ///
  /// UIKit difference: where UIKit raises an exception for a malformed constraint (a NaN
  /// multiplier or constant, a size attribute related to a position, a position attribute
  /// without a second item), Trellis creates it, refuses to activate it and writes why to
  /// standard error.
  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    firstItem = view1 as AnyObject
    firstAttribute = attr1
    self.relation = relation
    secondItem = view2.map { $0 as AnyObject }
    secondAttribute = view2 == nil ? .notAnAttribute : attr2
    self.multiplier = multiplier
    constant = c
  }

  /// Whether the constraint takes part in layout. Setting it installs the constraint on the
  /// closest common ancestor of its views (or removes it).
  open var isActive: Bool {
    get { owner != nil }
    set {
      if newValue { install() } else { uninstall() }
    }
  }

  /// Activates every constraint of `constraints`.
  public static func activate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates every constraint of `constraints`.
  public static func deactivate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// UIKit's description: `<LayoutConstraint identifier first.attribute == second.attribute + c>`.
  public var description: String {
    func name(_ item: AnyObject?) -> String {
      if let guide = item as? LayoutGuide, !guide.identifier.isEmpty {
        return "LayoutGuide'\(guide.identifier)'"
      }
      return item.map { "\(type(of: $0))" } ?? "nil"
    }
    let symbol = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
    var right = secondItem == nil ? "" : "\(name(secondItem)).\(secondAttribute)"
    if secondItem != nil, multiplier != 1 { right = "\(multiplier)*" + right }
    if constant != 0 || secondItem == nil {
      right += right.isEmpty ? "\(constant)" : (constant < 0 ? " - \(-constant)" : " + \(constant)")
    }
    let label = identifier.map { "'\($0)' " } ?? ""
    let priorityText = priority == .required ? "" : " @\(priority.rawValue)"
    return "<LayoutConstraint \(label)\(name(firstItem)).\(firstAttribute) \(symbol) \(right)\(priorityText)>"
  }

  /// Why the constraint cannot take part in layout, or `nil` when it can.
  package var malformation: String? {
    for (item, attribute) in [(firstItem, firstAttribute), (secondItem, secondAttribute)] {
      guard let item else { continue }
      if let guide = item as? LayoutGuide {
        guard guide.storedOwningView != nil else {
          return "the layout guide '\(guide.identifier)' has no owning view (add it to a view with "
            + "addLayoutGuide(_:) first)"
        }
        guard attribute.isGuideAttribute else { return "a layout guide has no \(attribute) attribute" }
      } else if !(item is View) {
        return "only views and layout guides can be constrained, not \(type(of: item))"
      }
    }
    if firstItem == nil { return "the first item cannot be nil" }
    guard multiplier.isFinite, constant.isFinite else { return "the multiplier and constant must be finite" }
    guard firstAttribute != .notAnAttribute else { return "the first attribute cannot be notAnAttribute" }
    if secondItem == nil {
      guard firstAttribute.isSize else {
        return "a constraint to a constant needs a size attribute (width or height), not \(firstAttribute)"
      }
      return nil
    }
    guard secondAttribute != .notAnAttribute, firstAttribute.isSize == secondAttribute.isSize else {
      return "\(firstAttribute) cannot be related to \(secondAttribute)"
    }
    guard firstAttribute.isSize || firstAttribute.isHorizontal == secondAttribute.isHorizontal else {
      return
        "a horizontal attribute cannot be related to a vertical one (\(firstAttribute), \(secondAttribute))"
    }
    guard !(firstAttribute.isDirectional && secondAttribute.isAbsoluteHorizontal),
      !(secondAttribute.isDirectional && firstAttribute.isAbsoluteHorizontal)
    else {
      return "a leading or trailing attribute cannot be related to a left or right one (\(firstAttribute), "
        + "\(secondAttribute))"
    }
    return nil
  }

  private func install() {
    guard owner == nil else { return }
    if let problem = malformation {
      reportMisuse("\(description) cannot be activated: \(problem)")
      return
    }
    guard let first = LayoutConstraint.view(of: firstItem) else { return }
    let second = LayoutConstraint.view(of: secondItem)
    guard let ancestor = second.map({ first.closestCommonAncestor(with: $0) }) ?? first else {
      reportMisuse(
        "\(description) cannot be activated: its items have no common ancestor (they are not in the same "
          + "view hierarchy)")
      return
    }
    owner = ancestor
    // The views between each item and the owner feed the constraint through their frames.
    for view in [first, second] {
      var node = view
      while let current = node, current !== ancestor {
        current.autoLayout.referencedFromAbove = true
        node = current.superview
      }
    }
    LayoutConstraint.activations += 1
    activationOrder = LayoutConstraint.activations
    ancestor.installConstraint(self)
  }

  private func uninstall() {
    guard let owner else { return }
    owner.uninstallConstraint(self)
    self.owner = nil
  }

  /// Removes the constraint from its owner without telling it (the owner is going away or
  /// removing it itself).
  package func detachFromOwner() { owner = nil }

  private func reportMisuse(_ message: String) {
    View.reportAutoLayoutIssue(
      "[LayoutConstraints] \(message)", in: owner ?? LayoutConstraint.view(of: firstItem))
  }

  /// The view an item stands for: the view itself, or a layout guide's owning view.
  package static func view(of item: AnyObject?) -> View? {
    if let view = item as? View { return view }
    return (item as? LayoutGuide)?.storedOwningView
  }

  private static var activations = 0
}

extension LayoutConstraint.Attribute {
  /// Width or height.
  var isSize: Bool { self == .width || self == .height }

  /// Whether a layout guide has the attribute: its edges, centres and sizes (no margins or
  /// baselines).
  var isGuideAttribute: Bool {
    switch self {
    case .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY: true
    default: false
    }
  }

  /// Leading or trailing (with or without margins): it depends on the layout direction.
  var isDirectional: Bool {
    self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
  }

  /// Left or right (with or without margins): it does not depend on the layout direction.
  var isAbsoluteHorizontal: Bool {
    self == .left || self == .right || self == .leftMargin || self == .rightMargin
  }

  /// Whether the attribute is a horizontal position.
  var isHorizontal: Bool {
    switch self {
    case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin,
      .trailingMargin,
      .centerXWithinMargins, .width:
      true
    default: false
    }
  }
}
