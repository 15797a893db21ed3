import Foundation
import Trellis

/// Layout inputs for every layout in the repository: sizes, spacings, insets and counts at 0,
/// negative, NaN, ±∞ and 1e12; 0 and 1,000,000 items; zero-size, NaN and huge bounds; NaN and
/// infinite query rects, proposed offsets and index paths; scrolling, drags and time in between.
///
/// Checks after every step: no NaN or infinity in any attribute, content size, offset or visible
/// cell; the data source is never asked for a path outside its counts; per-item queries answer
/// `nil` outside the counts; and (for layouts whose answers do not depend on a simulation) a rect
/// query returns every item that `layoutAttributesForItem(at:)` places inside the rect, and
/// nothing that lies outside it.
@MainActor
public final class LayoutInputSurface: SynchronousFuzzSurface {
  /// `layout`, or the name given.
  public let name: String
  /// What the surface generates.
  public let summary: String
  /// Its share of a mixed campaign.
  public let weight: Double
  /// The layouts a case picks from.
  let subjects: [LayoutSubject]

  /// The `layout` surface: every layout in `LayoutSubjects.all`.
  public convenience init() {
    self.init(
      name: "layout", subjects: LayoutSubjects.all, weight: 4,
      summary: "layout inputs (sizes, counts, rects, offsets) for every layout, with scrolling and time")
  }

  /// A surface of the same cases and checks over `subjects` only.
  public init(name: String, subjects: [LayoutSubject], weight: Double, summary: String) {
    self.name = name
    self.subjects = subjects
    self.weight = weight
    self.summary = summary
  }

  /// Runs one case (see the type's documentation).
  public func runSynchronously(_ c: FuzzContext) throws {
    let subject = c.random.pick(subjects)
    c.note("layout: \(subject.name)")
    let setup = subject.make(c)
    let source = FuzzDataSource(rawCounts: Self.counts(c))
    c.note("counts: \(source.rawCounts ?? [])")
    let view = CollectionView.fuzz(
      frame: CGRect(origin: .zero, size: Self.viewSize(c)), layout: setup.layout, dataSource: source)
    view.delegate = setup.viewDelegate
    c.note("frame: \(view.frame)")
    if c.random.chance(0.3) {
      view.contentInset = c.random.insets()
      c.note("contentInset = \(view.contentInset)")
    }
    if c.random.chance(0.2) {
      view.safeAreaInsets = c.random.insets()
      c.note("safeAreaInsets = \(view.safeAreaInsets)")
    }
    view.layoutIfNeeded()
    try check(view, source, subject, c, "after the first layout pass")
    let steps = c.random.int(in: 2...10)
    for step in 0..<steps {
      try perform(c.random.below(subject.probe == nil ? 16 : 18), view, source, subject, c)
      try check(view, source, subject, c, "after step \(step)")
    }
    withExtendedLifetime(setup.keepAlive) {}
  }

  /// Section counts: usually one to four small sections, sometimes none, 1,000,000 items, or
  /// negative and enormous answers.
  static func counts(_ c: FuzzContext) -> [Int] {
    let sections = c.random.chance(0.9) ? c.random.int(in: 0...4) : c.random.pick([0, 20, 200])
    return (0..<sections).map { _ in c.random.count() }
  }

  /// A view size: phone-like mostly, with zero, one point, 10,000 points, and edge numbers.
  static func viewSize(_ c: FuzzContext) -> CGSize {
    switch c.random.below(10) {
    case 0: return .zero
    case 1: return CGSize(width: 1, height: 1)
    case 2: return c.random.size()
    case 3: return CGSize(width: 10_000, height: 10_000)
    default: return CGSize(width: c.random.double(in: 100...1_200), height: c.random.double(in: 100...1_200))
    }
  }

  /// One random action on the running view.
  func perform(
    _ action: Int, _ view: CollectionView, _ source: FuzzDataSource, _ subject: LayoutSubject,
    _ c: FuzzContext
  ) throws {
    switch action {
    case 0, 1:
      let offset =
        c.random.chance(0.7) ? CGPoint(x: 0, y: c.random.coordinate(typical: 50_000)) : c.random.point()
      c.note("contentOffset = \(offset)")
      view.contentOffset = offset
      view.layoutIfNeeded()
    case 2:
      subject.mutate(view.collectionViewLayout, c)
      view.layoutIfNeeded()
    case 3:
      let step = c.random.timeStep()
      c.note("advance(by: \(step))")
      view.advance(by: step)
    case 4, 5:
      try checkQueries(view, subject, c)
    case 6:
      try checkItemQueries(view, subject, c)
    case 7:
      let proposed = c.random.point(typical: 100_000)
      let velocity = c.random.point(typical: 5_000)
      c.note("targetContentOffset(forProposedContentOffset: \(proposed), withScrollingVelocity: \(velocity))")
      let layout = view.collectionViewLayout
      layout.prepareIfNeeded()
      let target = layout.targetContentOffset(
        forProposedContentOffset: proposed, withScrollingVelocity: velocity)
      if proposed.x.isFinite, proposed.y.isFinite {
        try FuzzCheck.finite(target, "targetContentOffset for \(proposed)")
      }
      _ = layout.targetContentOffset(forProposedContentOffset: proposed)
    case 8:
      try drag(view, c)
    case 9:
      source.rawCounts = Self.counts(c)
      c.note("reloadData with counts \(source.rawCounts ?? [])")
      view.reloadData()
      view.layoutIfNeeded()
    case 10:
      let size = Self.viewSize(c)
      c.note("frame.size = \(size)")
      view.frame = CGRect(origin: view.frame.origin, size: size)
      view.layoutIfNeeded()
    case 11:
      view.contentInset = c.random.insets()
      c.note("contentInset = \(view.contentInset)")
      view.layoutIfNeeded()
    case 12:
      let offset = c.random.point(typical: 20_000)
      c.note("setContentOffset(\(offset), animated: true)")
      view.setContentOffset(offset, animated: true)
      view.advance(by: c.random.timeStep())
    case 13:
      let point = c.random.point()
      c.note("indexPathForItem(at: \(point)) and targetIndexPath")
      let layout = view.collectionViewLayout
      layout.prepareIfNeeded()
      _ = view.indexPathForItem(at: point)
      _ = layout.targetIndexPath(forInteractivelyMovingItem: Self.indexPath(c), withPosition: point)
      let moving = layout.layoutAttributesForInteractivelyMovingItem(
        at: Self.indexPath(c), withTargetPosition: point)
      if point.x.isFinite, point.y.isFinite { try FuzzCheck.finite(moving, "moving item attributes") }
    case 14:
      let layout = view.collectionViewLayout
      layout.prepareIfNeeded()
      for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter, "other"]
      {
        let path = Self.indexPath(c)
        if let attributes = layout.layoutAttributesForSupplementaryView(ofKind: kind, at: path) {
          try FuzzCheck.finite(attributes, "\(kind) at \(path)")
        }
      }
    case 16, 17:
      try subject.probe?(view, c)
    default:
      c.note("invalidateLayout() + layoutIfNeeded()")
      view.collectionViewLayout.invalidateLayout()
      view.layoutIfNeeded()
    }
  }

  /// A drag from a random point over a random (sometimes enormous) distance, released, then a
  /// second of time.
  func drag(_ view: CollectionView, _ c: FuzzContext) throws {
    var time = c.random.double(in: 0...10)
    var point = CGPoint(x: c.random.double(in: 0...400), y: c.random.double(in: 0...800))
    let delta =
      c.random.chance(0.7)
      ? CGPoint(x: c.random.double(in: -600...600), y: c.random.double(in: -600...600)) : c.random.point()
    c.note("drag from \(point) by \(delta)")
    view.handleTouch(.began, at: point, time: time)
    for _ in 0..<c.random.int(in: 1...6) {
      time += c.random.chance(0.9) ? 1.0 / 60 : c.random.timeStep()
      point = CGPoint(x: point.x + delta.x / 3, y: point.y + delta.y / 3)
      view.handleTouch(.moved, at: point, time: time)
      view.advance(by: 1.0 / 60)
    }
    view.handleTouch(c.random.chance(0.9) ? .ended : .cancelled, at: point, time: time + 1.0 / 60)
    for _ in 0..<c.random.int(in: 1...4) {
      view.advance(by: c.random.chance(0.8) ? 0.25 : c.random.timeStep())
    }
  }

  /// An index path that is usually small and valid-looking, sometimes negative, huge, or not two
  /// indexes long.
  static func indexPath(_ c: FuzzContext) -> IndexPath {
    switch c.random.below(10) {
    case 0: return IndexPath(item: Int.min, section: 0)
    case 1: return IndexPath(item: 0, section: Int.max)
    case 2: return IndexPath(indexes: [])
    case 3: return IndexPath(indexes: [1, 2, 3])
    case 4: return IndexPath(item: -c.random.int(in: 1...10), section: c.random.int(in: -2...2))
    case 5: return IndexPath(item: c.random.count(), section: c.random.int(in: 0...3))
    default: return IndexPath(item: c.random.int(in: 0...50), section: c.random.int(in: 0...3))
    }
  }

  // MARK: - Checks

  func check(
    _ view: CollectionView, _ source: FuzzDataSource, _ subject: LayoutSubject, _ c: FuzzContext,
    _ when: String
  ) throws {
    try FuzzCheck.finite(view, "\(subject.name) \(when)")
    let layout = view.collectionViewLayout
    try FuzzCheck.finite(layout.collectionViewContentSize, "\(subject.name) content size \(when)")
    if let violation = source.violations.first {
      throw FuzzFailure(.wrongResult, "\(subject.name) \(when): \(violation)")
    }
  }

  /// Rect queries against per-item queries (see the type's documentation).
  func checkQueries(_ view: CollectionView, _ subject: LayoutSubject, _ c: FuzzContext) throws {
    let layout = view.collectionViewLayout
    layout.prepareIfNeeded()
    let rect = c.random.queryRect(around: view.bounds)
    c.note("layoutAttributesForElements(in: \(rect))")
    let result = layout.layoutAttributesForElements(in: rect) ?? []
    for attributes in result.prefix(Self.checkedResults) {
      try FuzzCheck.finite(attributes, "\(subject.name) query result")
    }
    // A rect that covers millions of items legitimately returns them all (O(k)); checking each
    // against per-item queries would only measure the harness.
    guard result.count <= Self.checkedResults, let placement = subject.placement, rect.origin.x.isFinite,
      rect.origin.y.isFinite,
      rect.size.width.isFinite, rect.size.height.isFinite, rect.width > 0, rect.height > 0, !rect.isInfinite
    else { return }
    let query = rect.standardized
    var cells = Set<IndexPath>()
    for attributes in result {
      let drawn = placement(attributes)
      try FuzzCheck.expect(
        Self.meets(drawn, query),
        "\(subject.name): the query for \(query) returned \(attributes.indexPath) at \(drawn), which lies outside it"
      )
      if attributes.representedElementCategory == .cell { cells.insert(attributes.indexPath) }
    }
    // Candidates: every item when there are few, otherwise the neighbours of the results and a
    // random sample.
    var candidates: [IndexPath] = []
    let sectionCount = view.numberOfSections
    let total = (0..<sectionCount).reduce(0) { $0 + view.numberOfItems(inSection: $1) }
    if total <= 400 {
      for section in 0..<sectionCount {
        for item in 0..<view.numberOfItems(inSection: section) {
          candidates.append(IndexPath(item: item, section: section))
        }
      }
    } else {
      for path in cells.sorted().prefix(1).map({ $0 }) + cells.sorted().suffix(1) {
        for delta in -3...3 { candidates.append(IndexPath(item: path[1] + delta, section: path[0])) }
      }
      for _ in 0..<64 where sectionCount > 0 {
        let section = c.random.below(sectionCount)
        let count = view.numberOfItems(inSection: section)
        if count > 0 { candidates.append(IndexPath(item: c.random.below(count), section: section)) }
      }
    }
    for path in candidates where path[1] >= 0 && path[1] < view.numberOfItems(inSection: path[0]) {
      guard let attributes = layout.layoutAttributesForItem(at: path) else { continue }
      try FuzzCheck.finite(attributes, "\(subject.name) item")
      let drawn = placement(attributes)
      let inside = subject.certainlyInside.map { $0(attributes, query) } ?? Self.overlapsClearly(drawn, query)
      guard !attributes.isHidden, inside else { continue }
      try FuzzCheck.expect(
        cells.contains(path),
        "\(subject.name): layoutAttributesForItem(at: \(path)) places it at \(drawn) inside \(query), "
          + "but layoutAttributesForElements(in:) did not return it (\(cells.count) cells returned)")
    }
  }

  /// Per-item and supplementary queries at odd index paths.
  func checkItemQueries(_ view: CollectionView, _ subject: LayoutSubject, _ c: FuzzContext) throws {
    let layout = view.collectionViewLayout
    layout.prepareIfNeeded()
    for _ in 0..<4 {
      let path = Self.indexPath(c)
      c.note("layoutAttributesForItem(at: \(path))")
      let attributes = layout.layoutAttributesForItem(at: path)
      let exists =
        path.count == 2 && path[0] >= 0 && path[0] < view.numberOfSections && path[1] >= 0
        && path[1] < view.numberOfItems(inSection: path[0])
      if let attributes {
        try FuzzCheck.finite(attributes, "\(subject.name) layoutAttributesForItem(at: \(path))")
        if subject.placement != nil {
          try FuzzCheck.expect(exists, "\(subject.name): attributes for \(path), which is not an item")
        }
      }
      _ = view.layoutAttributesForItem(at: path)
      _ = view.cellForItem(at: path)
    }
  }

  /// The most query results checked one by one.
  static let checkedResults = 20_000

  /// Whether `a` and `b` meet, touching edges included, within a rounding tolerance.
  static func meets(_ a: CGRect, _ b: CGRect) -> Bool {
    let tolerance = self.tolerance(a, b)
    return a.minX <= b.maxX + tolerance && b.minX <= a.maxX + tolerance && a.minY <= b.maxY + tolerance
      && b.minY <= a.maxY + tolerance
  }

  /// Whether `a` and `b` overlap by more than the rounding tolerance on both axes.
  static func overlapsClearly(_ a: CGRect, _ b: CGRect) -> Bool {
    let tolerance = self.tolerance(a, b)
    return min(a.maxX, b.maxX) - max(a.minX, b.minX) > tolerance
      && min(a.maxY, b.maxY) - max(a.minY, b.minY) > tolerance
  }

  /// Rounding slack for comparing frames computed along different paths: a few units in the last
  /// place of the largest coordinate involved.
  static func tolerance(_ a: CGRect, _ b: CGRect) -> CGFloat {
    let magnitude = [a.minX, a.maxX, a.minY, a.maxY, b.minX, b.maxX, b.minY, b.maxY].map(abs).max() ?? 0
    return 1e-9 + magnitude * 1e-13
  }
}
