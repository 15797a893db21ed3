import Foundation
import Trellis

/// Auto Layout on views (TrellisViews): random trees of views with random constraint graphs
/// between them — contradictions, cycles, huge, negative, NaN and infinite constants and
/// multipliers, every attribute pair (also the malformed ones), random priorities, intrinsic
/// sizes, right to left — activated, changed, deactivated and laid out, and sized with
/// `systemLayoutSizeFitting`; then layout guides (custom and the margins, safe-area and
/// readable-content guides) with random margins and safe areas, and stack views with random
/// arranged subviews, hidden flags, distributions, alignments and spacings (NaN, huge,
/// negative, the use-default and use-system markers), changed between passes.
///
/// Checks: nothing traps or hangs; a malformed constraint (NaN or infinite number, a position
/// related to a size, leading related to left, views without a common ancestor) is refused and
/// not active; a non-finite constant set on a constraint is refused; every frame the layout sets
/// is finite; fitting sizes are finite and not negative; guides' layout frames are finite; a
/// stack view's arranged subviews are its subviews and an out-of-bounds insertion changes
/// nothing.
@MainActor
public final class AutoLayoutSurface: SynchronousFuzzSurface {
  /// `auto-layout`.
  public let name = "auto-layout"
  /// What the surface generates.
  public let summary = "Auto Layout: random view trees and constraint graphs, bad numbers, contradictions"
  /// Its share of a mixed campaign.
  public let weight = 1.0

  /// A surface.
  public init() {}

  private final class Sized: View {
    var natural = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    override var intrinsicContentSize: CGSize { natural }
  }

  static let attributes: [LayoutConstraint.Attribute] = [
    .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY, .lastBaseline,
    .firstBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
    .centerXWithinMargins, .centerYWithinMargins, .notAnAttribute,
  ]

  /// Runs one case.
  public func runSynchronously(_ c: FuzzContext) throws {
    // Frames are ordinary numbers (what a view positioned by its frame has); the bad numbers go
    // into the constraints.
    func frame() -> CGRect {
      CGRect(
        x: c.random.double(in: -500...500), y: c.random.double(in: -500...500),
        width: c.random.double(in: 0...800),
        height: c.random.double(in: 0...800))
    }
    let root = View(frame: frame())
    if c.random.chance(0.3) { root.semanticContentAttribute = .forceRightToLeft }
    var views: [View] = [root]
    for _ in 0..<c.random.int(in: 1...8) {
      let view = Sized(frame: frame())
      if c.random.chance(0.5) { view.natural = c.random.size(typical: 100) }
      if c.random.chance(0.1) { view.natural = CGSize(width: CGFloat.nan, height: -CGFloat.infinity) }
      view.translatesAutoresizingMaskIntoConstraints = c.random.chance(0.2)
      view.setContentHuggingPriority(LayoutPriority(Float(c.random.double(in: -10...1100))), for: .horizontal)
      c.random.pick(views).addSubview(view)
      views.append(view)
    }
    let stranger = View(frame: .zero)
    var constraints: [LayoutConstraint] = []
    for _ in 0..<c.random.int(in: 0...24) {
      let first = c.random.pick(views + [stranger])
      let second: View? = c.random.chance(0.15) ? nil : c.random.pick(views + [stranger])
      let multiplier: CGFloat =
        c.random.chance(0.1) ? c.random.pick([.nan, .infinity, 0, -1, 1e12]) : c.random.ratio()
      let constant: CGFloat =
        c.random.chance(0.1)
        ? c.random.pick([.nan, -.infinity, 1e30, -1e15]) : c.random.coordinate(typical: 300)
      let constraint = LayoutConstraint(
        item: first, attribute: c.random.pick(Self.attributes),
        relatedBy: c.random.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual]), toItem: second,
        attribute: c.random.pick(Self.attributes), multiplier: multiplier, constant: constant)
      if c.random.chance(0.4) { constraint.priority = LayoutPriority(Float(c.random.double(in: 1...999))) }
      constraints.append(constraint)
    }
    c.note("\(views.count) views, constraints: \(constraints.map(\.description))")
    LayoutConstraint.activate(constraints)
    for constraint in constraints where constraint.isActive {
      let numbersUsable = constraint.constant.isFinite && constraint.multiplier.isFinite
      if !numbersUsable {
        throw FuzzFailure(.wrongResult, "activated \(constraint) with a non-finite number")
      }
      if let second = constraint.secondItem, (constraint.firstItem === stranger) != (second === stranger) {
        throw FuzzFailure(.wrongResult, "activated \(constraint) across separate trees")
      }
    }
    root.layoutIfNeeded()
    try checkFrames(views)
    if let changed = constraints.first(where: \.isActive) {
      let before = changed.constant
      let next = c.random.coordinate(typical: 300)
      changed.constant = next
      if !next.isFinite, changed.constant != before {
        throw FuzzFailure(.wrongResult, "accepted the constant \(next) on \(changed)")
      }
      if c.random.chance(0.5) { changed.priority = LayoutPriority(Float(c.random.double(in: 1...1000))) }
      LayoutConstraint.deactivate(Array(constraints.prefix(c.random.int(in: 0...constraints.count))))
      root.layoutIfNeeded()
      try checkFrames(views)
    }
    let target = c.random.chance(0.2) ? CGSize(width: CGFloat.nan, height: -1) : c.random.size()
    let fitting = c.random.pick(views).systemLayoutSizeFitting(target)
    guard fitting.width.isFinite, fitting.height.isFinite, fitting.width >= 0, fitting.height >= 0 else {
      throw FuzzFailure(.nonFinite, "systemLayoutSizeFitting gave \(fitting)")
    }
    _ = c.random.pick(views).hasAmbiguousLayout
    try runGuidesAndStacks(c)
  }

  /// Guides, margins, safe areas and stack views (docs/auto-layout.md §2–§6).
  private func runGuidesAndStacks(_ c: FuzzContext) throws {
    func length() -> CGFloat {
      c.random.chance(0.1) ? c.random.pick([.nan, .infinity, -1e30, 1e13]) : c.random.double(in: -20...60)
    }
    func insets() -> EdgeInsets {
      EdgeInsets(top: length(), left: length(), bottom: length(), right: length())
    }
    let root = View(
      frame: CGRect(x: 0, y: 0, width: c.random.double(in: 0...1200), height: c.random.double(in: 0...1200)))
    root.safeAreaInsets = insets()
    root.layoutMargins = insets()
    if c.random.chance(0.3) { root.semanticContentAttribute = .forceRightToLeft }
    let stack = StackView(frame: .zero)
    stack.translatesAutoresizingMaskIntoConstraints = c.random.chance(0.3)
    if stack.translatesAutoresizingMaskIntoConstraints {
      stack.frame = CGRect(
        x: 0, y: 0, width: c.random.double(in: 0...800), height: c.random.double(in: 0...800))
    }
    root.addSubview(stack)
    var arranged: [Sized] = []
    for _ in 0..<c.random.int(in: 0...6) {
      let view = Sized(frame: .zero)
      if c.random.chance(0.7) { view.natural = c.random.size(typical: 80) }
      view.isHidden = c.random.chance(0.2)
      arranged.append(view)
      stack.addArrangedSubview(view)
    }
    func spacing() -> CGFloat {
      c.random.chance(0.3)
        ? c.random.pick([
          .nan, .infinity, -.infinity, 1e30, -1e13, StackView.spacingUseDefault, StackView.spacingUseSystem,
        ])
        : c.random.double(in: -20...40)
    }
    func shuffleSettings() {
      stack.axis = c.random.chance(0.5) ? .horizontal : .vertical
      stack.distribution = StackView.Distribution(rawValue: c.random.int(in: 0...4)) ?? .fill
      stack.alignment = StackView.Alignment(rawValue: c.random.int(in: 0...5)) ?? .fill
      stack.spacing = spacing()
      stack.isLayoutMarginsRelativeArrangement = c.random.chance(0.4)
      stack.isBaselineRelativeArrangement = c.random.chance(0.3)
      stack.layoutMargins = insets()
      if let view = arranged.first, c.random.chance(0.5) { stack.setCustomSpacing(spacing(), after: view) }
    }
    shuffleSettings()
    let guide = LayoutGuide()
    root.addLayoutGuide(guide)
    let guides = [guide, root.layoutMarginsGuide, root.safeAreaLayoutGuide, root.readableContentGuide]
    var constraints: [LayoutConstraint] = []
    if !stack.translatesAutoresizingMaskIntoConstraints {
      let area = c.random.pick(guides)
      constraints += [
        stack.leadingAnchor.constraint(
          equalTo: area.leadingAnchor, constant: c.random.coordinate(typical: 20)),
        stack.topAnchor.constraint(equalTo: area.topAnchor, constant: c.random.coordinate(typical: 20)),
      ]
      if c.random.chance(0.5) {
        constraints.append(stack.trailingAnchor.constraint(equalTo: area.trailingAnchor))
      }
      if c.random.chance(0.5) {
        constraints.append(stack.bottomAnchor.constraint(lessThanOrEqualTo: area.bottomAnchor))
      }
    }
    constraints += [
      guide.leadingAnchor.constraint(
        equalTo: c.random.pick(guides).leadingAnchor, constant: c.random.coordinate(typical: 50)),
      guide.widthAnchor.constraint(equalTo: c.random.pick(guides).widthAnchor, multiplier: c.random.ratio()),
      guide.topAnchor.constraint(
        equalToSystemSpacingBelow: c.random.pick(guides).topAnchor, multiplier: c.random.ratio()),
      guide.heightAnchor.constraint(equalToConstant: c.random.coordinate(typical: 50)),
    ]
    if let view = arranged.first, c.random.chance(0.5) {
      constraints.append(view.widthAnchor.constraint(equalTo: guide.widthAnchor))
    }
    c.note(
      "stack \(stack.axis) \(stack.distribution) \(stack.alignment) spacing \(stack.spacing), \(arranged.count) views"
    )
    LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    try checkGuidesAndStack(stack, arranged, guides)
    shuffleSettings()
    for view in arranged where c.random.chance(0.3) { view.isHidden.toggle() }
    if let view = arranged.last, c.random.chance(0.3) { stack.removeArrangedSubview(view) }
    if let view = arranged.first, c.random.chance(0.2) { view.removeFromSuperview() }
    let count = stack.arrangedSubviews.count
    stack.insertArrangedSubview(Sized(frame: .zero), at: count + c.random.int(in: 1...3))
    if stack.arrangedSubviews.count != count {
      throw FuzzFailure(.wrongResult, "an out-of-bounds insertArrangedSubview changed the arranged subviews")
    }
    root.safeAreaInsets = insets()
    root.layoutIfNeeded()
    try checkGuidesAndStack(stack, arranged, guides)
    if c.random.chance(0.5) { root.removeLayoutGuide(guide) }
    let fitting = stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    guard fitting.width.isFinite, fitting.height.isFinite, fitting.width >= 0, fitting.height >= 0 else {
      throw FuzzFailure(.nonFinite, "a stack view's fitting size is \(fitting)")
    }
  }

  private func checkGuidesAndStack(_ stack: StackView, _ arranged: [View], _ guides: [LayoutGuide]) throws {
    try checkFrames([stack] + arranged)
    for guide in guides {
      let frame = guide.layoutFrame
      guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.width.isFinite, frame.height.isFinite
      else {
        throw FuzzFailure(.nonFinite, "layout guide \(guide.identifier) frame \(frame)")
      }
    }
    for view in stack.arrangedSubviews where view.superview !== stack {
      throw FuzzFailure(.wrongResult, "an arranged subview is not a subview of its stack view")
    }
  }

  private func checkFrames(_ views: [View]) throws {
    for view in views where !view.translatesAutoresizingMaskIntoConstraints {
      let frame = view.frame
      guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.width.isFinite, frame.height.isFinite
      else {
        throw FuzzFailure(.nonFinite, "frame \(frame)")
      }
    }
  }
}
