import Foundation
import Trellis

/// Auto Layout on views (TrellisViews): random trees of views with random constraint graphs
/// between them — contradictions, cycles, huge, negative, NaN and infinite constants and
/// multipliers, every attribute pair (also the malformed ones), random priorities, intrinsic
/// sizes, right to left — activated, changed, deactivated and laid out, and sized with
/// `systemLayoutSizeFitting`.
///
/// Checks: nothing traps or hangs; a malformed constraint (NaN or infinite number, a position
/// related to a size, leading related to left, views without a common ancestor) is refused and
/// not active; a non-finite constant set on a constraint is refused; every frame the layout sets
/// is finite; fitting sizes are finite and not negative.
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
