import Foundation
import Trellis

/// The view layer's geometry and animation (TrellisViews): random trees of views with random
/// frames, bounds origins and transforms (NaN, infinite, huge, negative and singular ones among
/// them), converting points and rectangles between random pairs of views and hit testing random
/// points; view animations with random durations, delays, options, spring parameters (NaN,
/// infinite, negative, huge), nested blocks and replacements, played by `AnimationClock.main`
/// with random steps; trait and tint overrides.
///
/// Checks: nothing traps or hangs; a hit-test result is the view or one of its descendants; a
/// point converted to another view and back returns within 1e-6 (relative) when every transform
/// on the way is finite and well conditioned and every number is moderate; every completion runs
/// exactly once, once the clock has passed every non-repeating animation and the repeating ones
/// were removed.
@MainActor
public final class ViewAppearanceSurface: SynchronousFuzzSurface {
  /// `view-appearance`.
  public let name = "view-appearance"
  /// What the surface generates.
  public let summary = "Views: convert, hitTest, animations and the clock with bad numbers"
  /// Its share of a mixed campaign.
  public let weight = 1.0

  /// A surface.
  public init() {}

  /// Runs one case.
  public func runSynchronously(_ c: FuzzContext) throws {
    func frame() -> CGRect {
      CGRect(origin: c.random.point(typical: 500), size: c.random.size(typical: 400))
    }
    func transform() -> CGAffineTransform {
      switch c.random.int(in: 0...5) {
      case 0: return CGAffineTransform(rotationAngle: c.random.coordinate(typical: 7))
      case 1: return CGAffineTransform(scaleX: c.random.ratio(maximum: 3), y: c.random.ratio(maximum: 3))
      case 2: return CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)  // singular
      case 3:
        return CGAffineTransform(
          a: c.random.coordinate(typical: 2), b: c.random.coordinate(typical: 2),
          c: c.random.coordinate(typical: 2),
          d: c.random.coordinate(typical: 2), tx: c.random.coordinate(typical: 100),
          ty: c.random.coordinate(typical: 100))
      default: return .identity
      }
    }
    let root = View(frame: frame())
    var views = [root]
    for _ in 0..<c.random.int(in: 1...10) {
      let view = View(frame: frame())
      if c.random.chance(0.4) { view.bounds.origin = c.random.point(typical: 300) }
      if c.random.chance(0.5) { view.transform = transform() }
      if c.random.chance(0.1) { view.isHidden = true }
      if c.random.chance(0.1) { view.alpha = c.random.ratio(maximum: 0.02) }
      if c.random.chance(0.1) { view.isUserInteractionEnabled = false }
      if c.random.chance(0.2) {
        view.overrideUserInterfaceStyle = c.random.pick([.dark, .light, .unspecified])
      }
      if c.random.chance(0.2) { view.tintColor = c.random.pick([.systemRed, nil, .label]) }
      if c.random.chance(0.1) { view.tintAdjustmentMode = .dimmed }
      if c.random.chance(0.2) { view.backgroundColor = c.random.pick([.systemBackground, .red, nil]) }
      c.random.pick(views).addSubview(view)
      views.append(view)
    }
    let stranger = View(frame: frame())
    c.note("\(views.count) views: \(views.map { "\($0.frame) \($0.bounds.origin) \($0.transform)" })")

    // Conversion and hit testing.
    for _ in 0..<c.random.int(in: 1...12) {
      let from = c.random.pick(views + [stranger])
      let to: View? = c.random.chance(0.2) ? nil : c.random.pick(views + [stranger])
      let point = c.random.point(typical: 500)
      let there = from.convert(point, to: to)
      let back = from.convert(there, from: to)
      _ = from.convert(CGRect(origin: point, size: c.random.size()), to: to)
      _ = from.convert(CGRect(origin: point, size: c.random.size()), from: to)
      if Self.wellConditioned(from, point) && (to.map { Self.wellConditioned($0, there) } ?? true) {
        let tolerance = 1e-6 * max(1, abs(point.x), abs(point.y))
        guard abs(back.x - point.x) <= tolerance, abs(back.y - point.y) <= tolerance else {
          throw FuzzFailure(.wrongResult, "\(point) → \(there) → \(back)")
        }
      }
      let hitter = c.random.pick(views)
      if let hit = hitter.hitTest(point, with: nil), !hit.isDescendant(of: hitter) {
        throw FuzzFailure(.wrongResult, "hitTest returned a view outside the tree")
      }
    }

    // Animations.
    var calls: [Int] = []
    var expected = 0
    let clock = AnimationClock.main
    func seconds() -> TimeInterval {
      c.random.chance(0.8)
        ? c.random.double(in: 0...2) : c.random.pick([.nan, -1, .infinity, 1e300, 0, 1e-300])
    }
    for _ in 0..<c.random.int(in: 0...8) {
      let view = c.random.pick(views)
      let index = expected
      expected += 1
      let options = View.AnimationOptions(rawValue: UInt(c.random.int(in: 0...0xFF_FFFF)))
      let change = {
        switch c.random.int(in: 0...4) {
        case 0: view.center = c.random.point(typical: 500)
        case 1: view.alpha = c.random.ratio(maximum: 1)
        case 2: view.transform = transform()
        case 3: view.bounds = frame()
        default: view.backgroundColor = c.random.pick([.systemBlue, .clear, nil])
        }
      }
      let completion: (Bool) -> Void = { _ in calls.append(index) }
      switch c.random.int(in: 0...3) {
      case 0:
        View.animate(
          withDuration: seconds(), delay: seconds(), options: options, animations: change,
          completion: completion)
      case 1:
        View.animate(
          withDuration: seconds(), delay: seconds(), usingSpringWithDamping: c.random.ratio(),
          initialSpringVelocity: c.random.coordinate(typical: 10), options: options, animations: change,
          completion: completion)
      case 2:
        View.animate(
          withDuration: seconds(),
          animations: { View.animate(withDuration: seconds(), animations: change, completion: completion) },
          completion: { _ in calls.append(-1) })
        expected += 1
      default:
        View.transition(
          with: view, duration: seconds(), options: options, animations: change, completion: completion)
      }
      for _ in 0..<c.random.int(in: 0...3) {
        clock.advance(by: seconds())
        for view in views { _ = view.layer.presentation() }
      }
    }
    // End everything: repeating animations are removed, the rest run out.
    for view in views { view.layer.removeAllAnimations() }
    clock.advance(by: 0)
    let counts = Dictionary(grouping: calls.filter { $0 >= 0 }, by: { $0 }).mapValues(\.count)
    guard counts.values.allSatisfy({ $0 == 1 }), calls.count == expected else {
      throw FuzzFailure(.wrongResult, "\(expected) completions expected, called \(calls)")
    }
  }

  /// Whether converting through `view`'s ancestors is numerically safe: moderate numbers and
  /// transforms far from singular.
  private static func wellConditioned(_ view: View, _ point: CGPoint) -> Bool {
    func moderate(_ x: CGFloat) -> Bool { x.isFinite && abs(x) < 1e6 }
    guard moderate(point.x), moderate(point.y) else { return false }
    var node: View? = view
    while let current = node {
      let t = current.transform
      let frame = current.layer.bounds
      let numbers = [
        t.a, t.b, t.c, t.d, t.tx, t.ty, current.center.x, current.center.y, frame.minX, frame.minY,
        frame.width,
        frame.height,
      ]
      guard numbers.allSatisfy(moderate), abs(t.a * t.d - t.b * t.c) > 1e-3 else { return false }
      node = current.superview
    }
    return true
  }
}
