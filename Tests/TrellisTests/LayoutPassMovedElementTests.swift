import Foundation
import Testing

@testable import Trellis

/// What a fling's layout pass told the cells and the delegate, each with the visible items
/// (`indexPathsForVisibleItems`, and the rows of `visibleCells`) at that moment.
@MainActor private enum FlingLog {
  static var events: [String] = []
  static weak var view: CollectionView?

  static func note(_ what: String) {
    guard let view else { return }
    let items = view.indexPathsForVisibleItems.map { String($0.item) }
    let cells = view.visibleCells.compactMap { view.indexPath(for: $0).map { String($0.item) } }
    events.append("\(what) [\(items.joined(separator: ","))]" + (cells == items ? "" : " cells \(cells)"))
  }
}

/// A cell that logs every `apply(_:)`.
private final class FlingLoggingCell: CollectionViewCell {
  override func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
    super.apply(layoutAttributes)
    FlingLog.note("apply \(layoutAttributes.indexPath.item) x \(layoutAttributes.center.x)")
  }
}

/// A delegate that logs display callbacks.
private final class FlingLoggingDelegate: CollectionViewDelegate {
  func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    FlingLog.note("will \(indexPath.item)")
  }

  func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    FlingLog.note("end \(indexPath.item)")
  }
}

/// Ten 100 × 40 cells in a column whose x is a tenth of the content offset's y: every cell
/// that stays on screen moves when the view scrolls, as in a springy layout.
private final class ShiftingColumnLayout: CollectionViewLayout {
  override var collectionViewContentSize: CGSize { CGSize(width: 100, height: 400) }
  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
  override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    let x = (collectionView?.contentOffset.y ?? 0) / 10
    return (0..<10).compactMap { i in
      let a = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: 0))
      a.frame = CGRect(x: x, y: CGFloat(i) * 40, width: 100, height: 40)
      return a.frame.minY < rect.maxY && rect.minY < a.frame.maxY ? a : nil
    }
  }
}

/// The fifth pass over the springy fling's layout pass (issue 23): a moved element's kept copy
/// of its applied attributes takes only the new geometry and appearance when nothing else
/// changed (`CollectionViewLayoutAttributes.assignValues(from:)`), and the visible-rect gather
/// answers `onlyTouches` from edges read once. Each shortcut is checked against the general
/// code it replaces.
@MainActor @Suite struct LayoutPassMovedElementTests {
  /// A deterministic generator (a 64-bit linear congruential one, Knuth's MMIX constants).
  private struct Seeded {
    var state: UInt64
    mutating func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    mutating func pick<T>(_ options: [T]) -> T { options[Int(next() % UInt64(options.count))] }
  }

  // MARK: assignValues(from:)

  /// The fields `assignValues(from:)` and `hasValues(equalTo:)` know, in declaration order. A
  /// new stored field in `LayoutAttributesValues` fails this test: add it to
  /// `assignValues(from:)` (either to the identity it compares or to the fields it writes), to
  /// `hasValues(equalTo:)`, and here.
  @Test func theValuesHaveTheFieldsAssignValuesKnows() {
    let labels = Mirror(reflecting: LayoutAttributesValues()).children.map { $0.label ?? "?" }
    #expect(
      labels == [
        "center", "bounds", "alpha", "zIndex", "isHidden", "transformIsIdentity", "selfSizingAxes", "section",
        "item", "hasTwoParts", "category", "kind", "listPlacement", "indexPath", "storedTransform3D",
      ])
  }

  /// Seeded attributes: every field takes a few values, so that pairs of them differ in
  /// the geometry only, in the identity only, or in both.
  private func make(_ random: inout Seeded) -> CollectionViewLayoutAttributes {
    let path = random.pick([
      IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0), IndexPath(item: 0, section: 1),
      IndexPath(indexes: [0, 0, 1]), IndexPath(index: 0), IndexPath(),
    ])
    let a: CollectionViewLayoutAttributes
    switch random.next() % 3 {
    case 0: a = CollectionViewLayoutAttributes(forCellWith: path)
    case 1:
      a = CollectionViewLayoutAttributes(
        forSupplementaryViewOfKind: random.pick(["header", "footer"]), with: path)
    default:
      a = CollectionViewLayoutAttributes(
        forDecorationViewOfKind: random.pick(["header", "badge"]), with: path)
    }
    a.center = CGPoint(x: random.pick([0, -0.0, 12.5]), y: random.pick([3, 40]))
    a.bounds = CGRect(x: random.pick([0, 2]), y: 0, width: random.pick([44, 50]), height: 30)
    a.transform3D = random.pick([CATransform3DIdentity, CATransform3DMakeScale(2, 1, 1)])
    a.alpha = random.pick([1, 0.5])
    a.zIndex = random.pick([0, 3])
    a.isHidden = random.pick([false, true])
    a.selfSizingAxes = random.pick([[], .height, [.width, .height]])
    a.listPlacement = random.pick([
      nil, ListPlacement(style: .plain, role: .cell, isFirst: true, isLast: false),
      ListPlacement(style: .grouped, role: .cell, isFirst: true, isLast: false),
    ])
    return a
  }

  /// Over 2,000 seeded pairs, the kept object ends with values equal to the source's, exactly
  /// what the whole-struct assignment (the previous code) gives: same index path, same two
  /// parts, same kind, equal by `isEqual(_:)`.
  @Test func assignValuesMatchesTheWholeAssignment() {
    var random = Seeded(state: 23)
    var geometryOnly = 0
    for _ in 0..<2_000 {
      let source = make(&random)
      let kept = random.next() % 2 == 0 ? make(&random) : (source.copy() as! CollectionViewLayoutAttributes)
      if random.next() % 2 == 0 { kept.center.x += 1 }  // the same element, moved
      let reference = kept.copy() as! CollectionViewLayoutAttributes
      reference.values = source.values
      if kept.values.indexPath == source.values.indexPath, kept.values.kind == source.values.kind {
        geometryOnly += 1
      }
      kept.assignValues(from: source)
      #expect(kept.values == source.values)
      #expect(kept.values == reference.values)
      #expect(kept.isEqual(source))
      #expect(kept.indexPath == source.indexPath)
      #expect(kept.sectionAndItem?.section == source.sectionAndItem?.section)
      #expect(kept.sectionAndItem?.item == source.sectionAndItem?.item)
      #expect(kept.representedElementKind == source.representedElementKind)
      #expect(kept.representedElementCategory == source.representedElementCategory)
    }
    // Both branches ran.
    #expect(geometryOnly > 100)
    #expect(geometryOnly < 1_900)
  }

  /// A worked example through `applyIfChanged(_:)`, with one attributes object that the layout
  /// changes in place (as a layout that caches its attributes does): a move is applied and
  /// kept; a new index path with the same geometry is still a change (`isEqual(_:)` sees it,
  /// so the kept copy must have taken the index path); moving back is applied again.
  /// `applyIfChanged(_:)` outside `#expect` (which cannot call a mutating method).
  private func applied(_ element: inout VisibleElement, _ a: CollectionViewLayoutAttributes) -> Bool {
    element.applyIfChanged(a)
  }

  @Test func aMovedElementKeepsEveryChange() {
    let a = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    a.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
    var element = VisibleElement(
      key: ElementKey(a), view: CollectionReusableView(frame: .zero), attributes: a)
    element.forceApply(a)
    // Moved down by 10: applied, centre (50, 30).
    a.center.y += 10
    #expect(applied(&element, a))
    #expect(element.view.center == CGPoint(x: 50, y: 30))
    #expect(element.appliedObject!.center == CGPoint(x: 50, y: 30))
    #expect(!applied(&element, a))
    // Same geometry, another item: a change the snapshot of geometry cannot see.
    a.indexPath = IndexPath(item: 7, section: 0)
    #expect(applied(&element, a))
    #expect(element.appliedObject!.indexPath == IndexPath(item: 7, section: 0))
    #expect(element.appliedObject!.sectionAndItem! == (0, 7))
    #expect(!applied(&element, a))
    // Self-sizing axes, then a three-part index path, then back to two parts.
    a.selfSizingAxes = .height
    #expect(applied(&element, a))
    #expect(!applied(&element, a))
    a.indexPath = IndexPath(indexes: [0, 7, 1])
    #expect(applied(&element, a))
    #expect(element.appliedObject!.indexPath == IndexPath(indexes: [0, 7, 1]))
    #expect(!applied(&element, a))
    a.indexPath = IndexPath(item: 7, section: 0)
    a.center.y -= 10
    #expect(applied(&element, a))
    #expect(element.view.center == CGPoint(x: 50, y: 20))
    #expect(element.appliedObject!.isEqual(a))
    #expect(element.appliedObject! !== a)
  }

  // MARK: onlyTouches

  /// `onlyTouches` against its general form (both rectangles standardised, Foundation's edges
  /// and `overlaps(_:)`) over 20,000 seeded pairs whose coordinates share edges often: sizes
  /// positive, zero, signed zero, negative and infinite, origins infinite too.
  @Test func onlyTouchesMatchesTheGeneralFormOnSeededRectangles() {
    func reference(_ frame: CGRect, _ bounds: CGRect) -> Bool {
      let f = frame.standardized
      let b = bounds.standardized
      let closed = f.minX <= b.maxX && b.minX <= f.maxX && f.minY <= b.maxY && b.minY <= f.maxY
      return closed && !f.overlaps(b)
    }
    var random = Seeded(state: 1_000_000)
    let coordinates: [CGFloat] = [-10, -0.0, 0, 0.5, 5, 10, 15, 20, .infinity, -.infinity]
    let lengths: [CGFloat] = [-10, -5, -0.0, 0, 0.5, 5, 10, .infinity]
    var touching = 0
    for _ in 0..<20_000 {
      let frame = CGRect(
        x: random.pick(coordinates), y: random.pick(coordinates), width: random.pick(lengths),
        height: random.pick(lengths))
      let bounds = CGRect(
        x: random.pick(coordinates.dropLast(2)), y: random.pick(coordinates.dropLast(2)),
        width: random.pick(lengths.dropLast()), height: random.pick(lengths.dropLast()))
      let expected = reference(frame, bounds)
      #expect(CollectionView.onlyTouches(frame, bounds) == expected, "\(frame) against \(bounds)")
      if expected { touching += 1 }
    }
    #expect(touching > 100)
  }

  // MARK: the merge

  /// The fields the merge copies one by one for an element that stays (`mergeSorted(old:)`,
  /// through the memberwise initializer, which would quietly default a new field). A new
  /// stored field in `VisibleElement` fails this test: copy it there too, and add it here.
  @Test func theElementHasTheFieldsTheMergeCopies() {
    let a = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    let element = VisibleElement(
      key: ElementKey(a), view: CollectionReusableView(frame: .zero), attributes: a)
    let labels = Mirror(reflecting: element).children.map { $0.label ?? "?" }
    #expect(
      labels == [
        "key", "view", "attributes", "appliedObject", "appliedValuesBox", "appliedIsPlainCopy", "track",
        "needsSizing",
      ])
  }

  /// A worked example of the callbacks of a scroll that moves the cells that stay, ends one and
  /// shows two: the cells that stay are applied first, in index-path order, then the departure
  /// is told, then each arrival is dequeued (applied there) and shown, and every callback sees
  /// the old visible items. Then back: two depart, one arrives.
  ///
  /// At offset 0 the 160-point-high view shows items 0–3 at x 0 (item 4 starts at y 160 and only
  /// touches); at offset 60 it shows y 60–220: items 1–5 (item 5 spans 200–240), at x 6, so
  /// centres at x 56.
  @Test func aScrollTellsTheCellsAndTheDelegateInOrder() {
    let dataSource = ValueDataSource(count: 10)
    let delegate = FlingLoggingDelegate()
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 160), collectionViewLayout: ShiftingColumnLayout())
    view.register(FlingLoggingCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = dataSource
    view.delegate = delegate
    FlingLog.view = view
    view.layoutIfNeeded()
    #expect(view.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3])

    FlingLog.events = []
    view.contentOffset = CGPoint(x: 0, y: 60)
    view.layoutIfNeeded()
    #expect(
      FlingLog.events == [
        "apply 1 x 56.0 [0,1,2,3]", "apply 2 x 56.0 [0,1,2,3]", "apply 3 x 56.0 [0,1,2,3]", "end 0 [0,1,2,3]",
        "apply 4 x 56.0 [0,1,2,3]", "will 4 [0,1,2,3]", "apply 5 x 56.0 [0,1,2,3]", "will 5 [0,1,2,3]",
      ])
    #expect(view.indexPathsForVisibleItems.map(\.item) == [1, 2, 3, 4, 5])
    #expect(view.visibleCells.map(\.center) == (1...5).map { CGPoint(x: 56, y: CGFloat($0) * 40 + 20) })

    FlingLog.events = []
    view.contentOffset = .zero
    view.layoutIfNeeded()
    #expect(
      FlingLog.events == [
        "apply 1 x 50.0 [1,2,3,4,5]", "apply 2 x 50.0 [1,2,3,4,5]", "apply 3 x 50.0 [1,2,3,4,5]",
        "end 4 [1,2,3,4,5]", "end 5 [1,2,3,4,5]", "apply 0 x 50.0 [1,2,3,4,5]", "will 0 [1,2,3,4,5]",
      ])
    #expect(view.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3])
    #expect(view.visibleCells.map(\.center) == (0...3).map { CGPoint(x: 50, y: CGFloat($0) * 40 + 20) })
    // Still: nothing moves, nothing is told.
    FlingLog.events = []
    view.setNeedsLayout()
    view.layoutIfNeeded()
    #expect(FlingLog.events.isEmpty)
    FlingLog.view = nil
  }
}
