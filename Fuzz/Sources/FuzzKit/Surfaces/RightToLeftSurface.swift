import Foundation
import Trellis
import TrellisLayouts

/// A waterfall layout that asks to be mirrored in right to left (UIKit's
/// `flipsHorizontallyInOppositeLayoutDirection`), as an app's gallery layout would.
final class MirroringWaterfallLayout: WaterfallLayout {
  override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
}

/// Right to left: the layout direction flipped (the view's `semanticContentAttribute`, or the
/// application's `userInterfaceLayoutDirection`) while a case runs, on the flow layout, the
/// cover-flow gallery layout (a flow layout: it mirrors), a waterfall that opts into mirroring,
/// and the paged grid (which does not), with scrolling, drags, time, property changes, new
/// sizes, insets and data in between.
///
/// Checks, after every step: no NaN or ∞; every visible cell is where the layout puts its item,
/// mirrored when the view mirrors the layout (x′ = W − maxX, W the content width or the width
/// between the adjusted insets when the content is narrower), and `CollectionView`'s own
/// `layoutAttributesForItem(at:)` says the same; `indexPathForItem(at:)` finds a visible cell
/// at its centre. Across a flip: a layout that mirrors sees the same offset in its own
/// coordinates, so the same items stay visible (not for cover flow, whose scales follow the
/// view's own bounds, documented as not mirrored); a layout that does not mirror changes
/// nothing at all.
@MainActor
public final class RightToLeftSurface: SynchronousFuzzSurface {
  /// `rtl`.
  public let name = "rtl"
  /// What the surface generates.
  public let summary = "right to left flipped during a case on flow and gallery layouts: mirrored, consistent"
  /// Its share of a mixed campaign.
  public let weight = 1.5

  /// A surface.
  public init() {}

  /// The layouts, with the factories of `LayoutSubjects` (edges included).
  static let subjects: [LayoutSubject] = [
    LayoutSubjects.flow, LayoutSubjects.coverFlow, LayoutSubjects.pagedGrid,
    LayoutSubject(
      name: "mirroring-waterfall",
      make: { c in
        let layout = MirroringWaterfallLayout()
        for _ in 0..<6 { LayoutSubjects.mutateWaterfall(layout, c) }
        return .init(layout: layout)
      },
      mutate: { layout, c in
        if let waterfall = layout as? WaterfallLayout { LayoutSubjects.mutateWaterfall(waterfall, c) }
      }),
  ]

  /// Runs one case (see the type's documentation).
  public func runSynchronously(_ c: FuzzContext) throws {
    let application = Application.shared.userInterfaceLayoutDirection
    defer { Application.shared.userInterfaceLayoutDirection = application }
    let subject = c.random.pick(Self.subjects)
    c.note("layout: \(subject.name)")
    let setup = subject.make(c)
    let counts = (0..<c.random.int(in: 1...3)).map { _ in
      c.random.chance(0.9) ? c.random.int(in: 0...200) : c.random.count()
    }
    let source = FuzzDataSource(rawCounts: counts)
    c.note("counts: \(counts)")
    let size =
      c.random.chance(0.9)
      ? CGSize(width: c.random.double(in: 100...1_200), height: c.random.double(in: 100...1_200))
      : LayoutInputSurface.viewSize(c)
    c.note("frame.size = \(size)")
    let view = CollectionView.fuzz(
      frame: CGRect(origin: .zero, size: size), layout: setup.layout, dataSource: source)
    view.delegate = setup.viewDelegate
    if c.random.chance(0.3) {
      view.contentInset =
        c.random.chance(0.8) ? EdgeInsets(top: 10, left: 25, bottom: 10, right: 5) : c.random.insets()
      c.note("contentInset = \(view.contentInset)")
    }
    try flip(view, subject, c, "at the start")
    for step in 0..<c.random.int(in: 3...10) {
      switch c.random.below(9) {
      case 0, 1, 2:
        try flip(view, subject, c, "step \(step)")
      case 3:
        let offset = CGPoint(x: c.random.double(in: -200...5_000), y: c.random.double(in: -200...5_000))
        c.note("contentOffset = \(offset)")
        view.contentOffset = c.random.chance(0.9) ? offset : c.random.point()
      case 4:
        let area = view.bounds.size
        let start = CGPoint(
          x: c.random.double(in: 0...(area.width > 1 && area.width < 1e6 ? area.width : 400)),
          y: c.random.double(in: 0...(area.height > 1 && area.height < 1e6 ? area.height : 400)))
        let delta = CGPoint(x: c.random.double(in: -600...600), y: c.random.double(in: -600...600))
        c.note("drag from \(start) by \(delta)")
        view.handleTouch(.began, at: start, time: 0)
        view.handleTouch(.moved, at: CGPoint(x: start.x + delta.x / 2, y: start.y + delta.y / 2), time: 0.05)
        view.advance(by: 0.05)
        view.handleTouch(.ended, at: CGPoint(x: start.x + delta.x, y: start.y + delta.y), time: 0.1)
        view.advance(by: c.random.chance(0.5) ? 3 : 1.0 / 60)
      case 5:
        subject.mutate(view.collectionViewLayout, c)
      case 6:
        let newSize = CGSize(
          width: c.random.double(in: 100...1_200), height: c.random.double(in: 100...1_200))
        c.note("frame.size = \(newSize)")
        view.frame = CGRect(origin: .zero, size: newSize)
      case 7:
        source.rawCounts = (0..<c.random.int(in: 0...3)).map { _ in c.random.int(in: 0...300) }
        c.note("reloadData with counts \(source.rawCounts ?? [])")
        view.reloadData()
      default:
        let seconds = c.random.timeStep()
        c.note("advance(by: \(seconds))")
        view.advance(by: seconds)
      }
      view.layoutIfNeeded()
      try check(view, source, subject, c, "after step \(step)")
    }
    withExtendedLifetime(setup.keepAlive) {}
  }

  /// How many visible cells a check probes with `indexPathForItem(at:)`.
  static let maximumHitTests = 64

  /// Whether `view` shows its layout mirrored, and the mirror's width W.
  static func mirror(_ view: CollectionView) -> CGFloat? {
    let layout = view.collectionViewLayout
    guard layout.flipsHorizontallyInOppositeLayoutDirection,
      view.effectiveUserInterfaceLayoutDirection != layout.developmentLayoutDirection
    else { return nil }
    let content = layout.collectionViewContentSize.width
    let inset = view.adjustedContentInset
    let available = view.bounds.width - inset.left - inset.right
    return max(content.isFinite ? content : 0, available.isFinite ? available : 0)
  }

  /// The visible items whose frames (in the layout's own coordinates) overlap the visible rect
  /// (in the same coordinates) by more than the rounding of the mirror on both axes — the
  /// rounding of the frame's own coordinates included: mirrored, a frame 1e12 wide moves by
  /// about 1e-4 (case 0x6a0a2eb37cb329de: items 1e12 wide between −1e12 insets, one reaching
  /// into the view by less than that).
  static func clearlyVisible(_ view: CollectionView) -> Set<IndexPath> {
    let layout = view.collectionViewLayout
    let visibleRect = CGRect(
      x: layoutOffset(view), y: view.contentOffset.y, width: view.bounds.width, height: view.bounds.height)
    let mirrorSlack = LayoutInputSurface.tolerance(
      visibleRect, CGRect(x: mirror(view) ?? 0, y: 0, width: 0, height: 0))
    var result = Set<IndexPath>()
    for path in view.indexPathsForVisibleItems {
      guard let frame = layout.layoutAttributesForItem(at: path)?.frame else { continue }
      let slack = max(mirrorSlack, LayoutInputSurface.tolerance(frame, .zero))
      if min(frame.maxX, visibleRect.maxX) - max(frame.minX, visibleRect.minX) > slack,
        min(frame.maxY, visibleRect.maxY) - max(frame.minY, visibleRect.minY) > slack
      {
        result.insert(path)
      }
    }
    return result
  }

  /// The content offset's x as the layout sees it: W − x − width when mirrored.
  static func layoutOffset(_ view: CollectionView) -> CGFloat {
    guard let width = mirror(view) else { return view.contentOffset.x }
    return width - view.contentOffset.x - view.bounds.width
  }

  /// Flips the direction (the view's attribute, or the application's) and checks the flip.
  func flip(_ view: CollectionView, _ subject: LayoutSubject, _ c: FuzzContext, _ when: String) throws {
    view.layoutIfNeeded()
    let before = (
      offset: Self.layoutOffset(view), y: view.contentOffset.y, visible: view.indexPathsForVisibleItems,
      clear: Self.clearlyVisible(view), frames: view.visibleCells.map(\.frame),
      mirrored: Self.mirror(view) != nil, x: view.contentOffset.x, width: Self.mirror(view) ?? 0
    )
    if c.random.chance(0.8) {
      let attribute = c.random.pick([
        SemanticContentAttribute.forceRightToLeft, .forceLeftToRight, .unspecified,
      ])
      c.note("\(when): semanticContentAttribute = \(attribute)")
      view.semanticContentAttribute = attribute
    } else {
      let direction: UserInterfaceLayoutDirection =
        Application.shared.userInterfaceLayoutDirection == .leftToRight ? .rightToLeft : .leftToRight
      c.note("\(when): application direction = \(direction)")
      Application.shared.userInterfaceLayoutDirection = direction
    }
    view.layoutIfNeeded()
    try FuzzCheck.finite(view, "rtl \(subject.name) \(when)")
    let after = Self.layoutOffset(view)
    let mirroredNow = Self.mirror(view) != nil
    guard before.offset.isFinite, abs(before.offset) < 1e9, view.contentSize.width < 1e9 else { return }
    if !view.collectionViewLayout.flipsHorizontallyInOppositeLayoutDirection {
      try FuzzCheck.expect(
        view.contentOffset.x == before.x && view.visibleCells.map(\.frame) == before.frames,
        "\(subject.name) \(when): a layout that does not mirror changed with the direction")
    } else if before.mirrored != mirroredNow {
      // The layout's offset is W − x − V, recomputed here from the view's offset: its rounding
      // grows with the largest of the three terms (the mirror's width W and the view's width V
      // can be far larger than the offset; case 0xf6650f377a62cd28: a left inset of −1e12 makes W about 1e12).
      let scale =
        [
          1, abs(before.offset), abs(before.x), abs(view.contentOffset.x), view.contentSize.width,
          view.bounds.width, before.width, Self.mirror(view) ?? 0,
        ].filter(\.isFinite).max() ?? 1
      let tolerance = 1e-6 * scale
      try FuzzCheck.expect(
        abs(after - before.offset) <= tolerance && view.contentOffset.y == before.y,
        "\(subject.name) \(when): the offset in the layout's coordinates went from \(before.offset) to \(after)"
      )
      if subject.name != "cover-flow" {
        // Items clearly inside the visible rect (by more than the rounding of the mirror) stay
        // visible, in both directions of the flip.
        let visibleNow = Set(view.indexPathsForVisibleItems)
        let clearNow = Self.clearlyVisible(view)
        let lost = before.clear.subtracting(visibleNow).sorted()
        let gained = clearNow.subtracting(before.visible).sorted()
        try FuzzCheck.expect(
          lost.isEmpty && gained.isEmpty,
          "\(subject.name) \(when): flipping hid \(lost.prefix(6)) and showed \(gained.prefix(6)) "
            + "(offset in the layout's coordinates \(before.offset) → \(after))")
      }
    }
    try check(view, nil, subject, c, when)
  }

  /// The view shows the layout's frames, mirrored when it mirrors.
  func check(
    _ view: CollectionView, _ source: FuzzDataSource?, _ subject: LayoutSubject, _ c: FuzzContext,
    _ when: String
  ) throws {
    try FuzzCheck.finite(view, "rtl \(subject.name) \(when)")
    if let violation = source?.violations.first { throw FuzzFailure(.wrongResult, violation) }
    let layout = view.collectionViewLayout
    layout.prepareIfNeeded()
    let width = Self.mirror(view)
    // `indexPathForItem(at:)` is a rect query (up to 100,000 answers when the items are huge and
    // overlap): probed for the first `maximumHitTests` visible cells only, so that a check stays
    // O(visible + probes × query) — 10,000 visible cells each probed made case
    // 0xd9fc714b3747c57b (a paged grid with 8.6e8-point items) run for minutes.
    var hitTests = 0
    for path in view.indexPathsForVisibleItems.sorted() {
      guard let cell = view.cellForItem(at: path), let applied = cell.appliedLayoutAttributes,
        let own = layout.layoutAttributesForItem(at: path)?.frame
      else { continue }
      let expected =
        width.map { CGRect(x: $0 - own.maxX, y: own.minY, width: own.width, height: own.height) } ?? own
      let tolerance = LayoutInputSurface.tolerance(expected, CGRect(x: width ?? 0, y: 0, width: 0, height: 0))
      func near(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
          && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
      }
      try FuzzCheck.expect(
        near(applied.frame, expected),
        "\(subject.name) \(when): the cell at \(path.short) is at \(applied.frame); the layout says \(own), "
          + (width.map { "mirrored in \($0): \(expected)" } ?? "not mirrored"))
      if let viewAnswer = view.layoutAttributesForItem(at: path)?.frame {
        try FuzzCheck.expect(
          near(viewAnswer, expected),
          "\(subject.name) \(when): CollectionView.layoutAttributesForItem(at: \(path.short)) is \(viewAnswer), "
            + "expected \(expected)")
      }
      let centre = CGPoint(x: applied.frame.midX, y: applied.frame.midY)
      if !applied.isHidden, applied.frame.width > 1, applied.frame.height > 1, abs(centre.x) < 1e9,
        abs(centre.y) < 1e9, hitTests < Self.maximumHitTests
      {
        hitTests += 1
        try FuzzCheck.expect(
          view.indexPathForItem(at: centre) != nil,
          "\(subject.name) \(when): indexPathForItem(at: \(centre)) found nothing, the centre of \(path.short)"
        )
      }
    }
  }
}
