import Foundation
import Trellis

/// Interactive layout transitions: between two random layouts, random progress values (in
/// range, NaN, ±∞, huge, just outside 0…1), animated keys, scrolling, batch updates during the
/// transition, a second start, and a finish or a cancel (docs/transitions.md).
///
/// Checks: an unusable progress is refused with `.invalidLayoutInput` and leaves the progress; at
/// every step each element both layouts place is where an independent interpolation of the two
/// layouts' own attributes puts it (center and size a + (b − a)·p, within 1e-9 of the larger
/// magnitude), and the transition layout's answer for the visible rect holds exactly the items
/// whose independently interpolated frames meet it; nothing is NaN; a second start is refused and
/// returns the running layout; after a finish or cancel and the animation, the right layout is
/// installed, the completion ran once with `finished` right, and the offset lies in the
/// scrollable range.
@MainActor
public final class TransitionSurface: SynchronousFuzzSurface {
  /// `transitions`.
  public let name = "transitions"
  /// What the surface generates.
  public let summary =
    "interactive transitions with random and unusable progress values; "
    + "frames against an interpolation of the two layouts"
  /// Its share of a mixed campaign.
  public let weight = 1.0

  /// A surface.
  public init() {}

  /// Runs one case (see the type's documentation).
  public func runSynchronously(_ c: FuzzContext) throws {
    let names = ["flow", "waterfall", "paged-grid", "flow"]
    let (from, keepFrom) = BatchUpdateSurface.makeLayout(c.random.pick(names), c)
    let (to, keepTo) = BatchUpdateSurface.makeLayout(c.random.pick(names), c)
    var nextID = 0
    let sections: [[Int]] = (0..<c.random.int(in: 1...3)).map { _ in
      (0..<c.random.int(in: 0...40)).map { _ in
        nextID += 1
        return nextID - 1
      }
    }
    let size = CGSize(width: c.random.double(in: 200...600), height: c.random.double(in: 200...900))
    c.note("\(type(of: from)) → \(type(of: to)), counts \(sections.map(\.count)), size \(size)")
    let source = FuzzDataSource(sections: sections)
    let view = CollectionView.fuzz(frame: CGRect(origin: .zero, size: size), layout: from, dataSource: source)
    view.layoutIfNeeded()
    if c.random.chance(0.5) {
      view.contentOffset = CGPoint(x: 0, y: c.random.double(in: 0...Double(max(view.contentSize.height, 1))))
      view.layoutIfNeeded()
    }
    var results: [(Bool, Bool)] = []
    let transition = view.startInteractiveTransition(to: to) { results.append(($0, $1)) }
    var progress: CGFloat = 0
    for step in 0..<c.random.int(in: 1...20) {
      let when = "step \(step)"
      switch c.random.below(6) {
      case 0, 1, 2:
        let value: CGFloat = c.random.pick([
          CGFloat(c.random.unit()), 0, 1, .nan, .infinity, -.infinity, 1e300, -1e-9, 1 + 1e-9, 2, -5,
        ])
        transition.lastLayoutError = nil
        transition.transitionProgress = value
        c.note("\(when): progress \(value)")
        if value.isFinite, value >= 0, value <= 1 {
          progress = value
          try FuzzCheck.expect(transition.lastLayoutError == nil, "\(when): \(value) refused")
        } else {
          try FuzzCheck.expect(
            transition.lastLayoutError?.kind == .invalidLayoutInput, "\(when): \(value) not refused")
        }
        try FuzzCheck.expect(
          transition.transitionProgress == progress, "\(when): progress \(transition.transitionProgress)")
      case 3:
        let value: CGFloat = c.random.pick([CGFloat(c.random.double(in: -1000...1000)), .nan, .infinity])
        let before = transition.value(forAnimatedKey: "k")
        transition.updateValue(value, forAnimatedKey: "k")
        c.note("\(when): animated key k = \(value)")
        try FuzzCheck.expect(
          transition.value(forAnimatedKey: "k") == (value.isFinite ? value : before), "\(when): animated key")
      case 4:
        let nonEmpty = source.sections.indices.filter { !source.sections[$0].isEmpty }
        guard let section = c.random.element(of: nonEmpty) else { continue }
        let item = c.random.below(source.sections[section].count)
        c.note("\(when): delete \(section)-\(item)")
        view.performBatchUpdates {
          source.sections[section].remove(at: item)
          view.deleteItems(at: [IndexPath(item: item, section: section)])
        }
        try FuzzCheck.expect(
          view.lastUpdateError == nil, "\(when): \(String(describing: view.lastUpdateError))")
      default:
        let y = c.random.double(in: -100...Double(max(view.contentSize.height, 1)))
        c.note("\(when): offset y \(y)")
        view.contentOffset = CGPoint(x: view.contentOffset.x, y: y)
        view.lastLayoutError = nil
        let again = view.startInteractiveTransition(to: from)
        try FuzzCheck.expect(again === transition, "\(when): a second start returned another layout")
        try FuzzCheck.expect(
          view.lastLayoutError?.kind == .invalidState, "\(when): a second start not refused")
      }
      view.advance(by: 0.1)
      try FuzzCheck.finite(view, when)
      try checkInterpolation(transition, progress, view, when)
      try checkRectQuery(transition, progress, view, source, when)
    }
    let finish = c.random.chance(0.5)
    c.note(finish ? "finish" : "cancel")
    if finish { view.finishInteractiveTransition() } else { view.cancelInteractiveTransition() }
    view.advance(by: 0.35)
    try FuzzCheck.expect(
      view.collectionViewLayout === (finish ? to : from),
      "the wrong layout is installed after \(finish ? "finish" : "cancel")")
    try FuzzCheck.expect(
      results.count == 1 && results.first?.1 == finish, "completion calls \(results.map { "\($0)" })")
    try FuzzCheck.finite(view, "after the end")
    let y = view.contentOffset.y
    let maximum = max(0, view.contentSize.height - view.bounds.height)
    try FuzzCheck.expect(y >= -1e-9 && y <= maximum + 1e-9, "offset \(y) outside 0…\(maximum)")
    withExtendedLifetime((keepFrom, keepTo)) {}
  }

  /// The transition layout's answer for the visible rect holds exactly the items whose
  /// independently interpolated frames meet it (items within 1e-6 of its edges are not judged).
  private func checkRectQuery(
    _ transition: CollectionViewTransitionLayout, _ p: CGFloat, _ view: CollectionView,
    _ source: FuzzDataSource,
    _ when: String
  ) throws {
    guard view.collectionViewLayout === transition else { return }
    let rect = view.bounds
    let answered = Set(
      (transition.layoutAttributesForElements(in: rect) ?? []).filter {
        $0.representedElementCategory == .cell
      }
      .map(\.indexPath))
    for section in source.sections.indices {
      for item in source.sections[section].indices {
        let indexPath = IndexPath(item: item, section: section)
        let a = transition.currentLayout.layoutAttributesForItem(at: indexPath)
        let b = transition.nextLayout.layoutAttributesForItem(at: indexPath)
        let expected: CGRect
        switch (a, b) {
        case (let a?, let b?):
          let center = CGPoint(
            x: a.center.x + (b.center.x - a.center.x) * p, y: a.center.y + (b.center.y - a.center.y) * p)
          let size = CGSize(
            width: a.size.width + (b.size.width - a.size.width) * p,
            height: a.size.height + (b.size.height - a.size.height) * p)
          expected = CGRect(
            x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
            height: size.height)
        case (let a?, nil): expected = a.frame
        case (nil, let b?): expected = b.frame
        case (nil, nil): continue
        }
        let inside = expected.insetBy(dx: 1e-6, dy: 1e-6).overlaps(rect)
        let outside = !expected.insetBy(dx: -1e-6, dy: -1e-6).overlaps(rect)
        if inside {
          try FuzzCheck.expect(
            answered.contains(indexPath),
            "\(when): \(indexPath) at \(expected) meets \(rect) but is not returned")
        } else if outside {
          try FuzzCheck.expect(
            !answered.contains(indexPath), "\(when): \(indexPath) at \(expected) is returned for \(rect)")
        }
      }
    }
  }

  /// Every element both layouts place is at the interpolation of their own attributes.
  private func checkInterpolation(
    _ transition: CollectionViewTransitionLayout, _ p: CGFloat, _ view: CollectionView, _ when: String
  ) throws {
    guard view.collectionViewLayout === transition else { return }
    for cell in view.visibleCells {
      guard let indexPath = view.indexPath(for: cell),
        let a = transition.currentLayout.layoutAttributesForItem(at: indexPath),
        let b = transition.nextLayout.layoutAttributesForItem(at: indexPath),
        let shown = transition.layoutAttributesForItem(at: indexPath)
      else { continue }
      let expected = [
        a.center.x + (b.center.x - a.center.x) * p, a.center.y + (b.center.y - a.center.y) * p,
        a.size.width + (b.size.width - a.size.width) * p, a.size.height + (b.size.height - a.size.height) * p,
      ]
      let actual = [shown.center.x, shown.center.y, shown.size.width, shown.size.height]
      for (e, v) in zip(expected, actual) {
        let tolerance = 1e-9 * max(1, abs(e))
        try FuzzCheck.expect(
          abs(e - v) <= tolerance, "\(when): item \(indexPath) at \(p): \(actual) vs \(expected)")
      }
    }
  }
}
