import Testing
import Trellis

/// The flow layout recycles the cell attribute objects of earlier rect queries once their
/// callers have let go of them, and never touches an object somebody still holds.
///
/// Every test uses the default flow layout in a 390-wide view: 50×50 items, six to a line at
/// x = 0, 68, 136, 204, 272, 340 (justified spacing (390 − 300) / 5 = 18), line i at y = 60·i.
@Suite struct FlowLayoutRecyclingTests {
  /// Lines 0 and 1 (y 0…50 and 60…110): items 0…11.
  static let top = flowRect(0, 0, 390, 110)
  /// Lines 10 and 11 (y 600…650 and 660…710): items 60…71.
  static let lower = flowRect(0, 600, 390, 110)

  private func makeLayout() -> (CollectionViewFlowLayout, CollectionView) {
    let layout = CollectionViewFlowLayout()
    let view = makeFlowHost(layout, size: CGSize(width: 390, height: 844), data: FlowTestData([1_000]))
    return (layout, view)
  }

  @Test func heldResultsAreNeverRewritten() {
    let (layout, view) = makeLayout()
    _ = view
    let held = layout.layoutAttributesForElements(in: Self.top) ?? []
    let before = held.map { $0.copy() as! CollectionViewLayoutAttributes }
    let next = layout.layoutAttributesForElements(in: Self.lower) ?? []

    #expect(held.map(\.indexPath.item) == Array(0...11))
    #expect(zip(held, before).allSatisfy { $0.isEqual($1) })
    #expect(next.map(\.indexPath.item) == Array(60...71))
    #expect(next.first?.frame == flowRect(0, 600, 50, 50))
    #expect(next.allSatisfy { fresh in !held.contains { $0 === fresh } })
  }

  @Test func releasedObjectsAreReusedAndRewrittenCompletely() throws {
    let (layout, view) = makeLayout()
    _ = view
    var first = layout.layoutAttributesForElements(in: Self.top) ?? []
    weak let watched = first.first
    // A subclass-style caller changes what it was given, then lets it go.
    do {
      let changed = try #require(first.first)
      changed.transform = CGAffineTransform(rotationAngle: 0.5)
      changed.alpha = 0.3
      changed.zIndex = 7
      changed.isHidden = true
      changed.center = CGPoint(x: -100, y: -100)
    }
    first = []

    let next = layout.layoutAttributesForElements(in: Self.lower) ?? []
    let reused = try #require(next.first)
    // The pool held the only reference, so the object came back for the first cell...
    #expect(reused === watched)
    // ...and says exactly what a new object for item 60 says.
    let expected = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 60, section: 0)))
    #expect(reused.isEqual(expected))
    #expect(reused.frame == flowRect(0, 600, 50, 50))
    #expect(reused.alpha == 1 && reused.zIndex == 0 && !reused.isHidden)
    #expect(CATransform3DIsIdentity(reused.transform3D))
    #expect(reused.representedElementCategory == .cell && reused.representedElementKind == nil)
  }

  /// With a 390×40 header the lines start at y = 40: line i at y = 40 + 60·i.
  @Test func cellsAfterAHeaderAreRecycledToo() throws {
    let layout = CollectionViewFlowLayout()
    layout.headerReferenceSize = CGSize(width: 390, height: 40)
    let view = makeFlowHost(layout, size: CGSize(width: 390, height: 844), data: FlowTestData([1_000]))
    _ = view
    // y 0…95: the header (0…40) and line 0 (40…90); line 1 starts at 100.
    var first = layout.layoutAttributesForElements(in: flowRect(0, 0, 390, 95)) ?? []
    #expect(
      first.map(\.representedElementCategory) == [.supplementaryView] + Array(repeating: .cell, count: 6))
    weak let watched = first.count > 1 ? first[1] : nil
    first = []
    // y 640…690: line 10 only (40 + 600 = 640), items 60…65, no header.
    let next = layout.layoutAttributesForElements(in: flowRect(0, 640, 390, 50)) ?? []
    #expect(next.map(\.indexPath.item) == Array(60...65))
    let reused = try #require(next.first)
    #expect(reused === watched)
    #expect(reused.frame == flowRect(0, 640, 50, 50))
  }

  @Test func aCustomAttributesClassGetsNewObjectsEveryQuery() {
    let layout = MarkedFlowLayout()
    let view = makeFlowHost(layout, size: CGSize(width: 390, height: 844), data: FlowTestData([1_000]))
    _ = view
    var first = layout.layoutAttributesForElements(in: Self.top) ?? []
    weak let watched = first.first
    #expect(first.allSatisfy { $0 is MarkedAttributes })
    first = []
    // Nothing kept it: a subclass's extra state cannot be reset, so it is never pooled.
    #expect(watched == nil)
    let next = layout.layoutAttributesForElements(in: Self.lower) ?? []
    #expect(next.count == 12 && next.allSatisfy { $0 is MarkedAttributes })
  }

  /// Apple's rule (Core Graphics' `CGRectIntersectsRect` on iOS; an iOS-run test suite asserts
  /// that a 100×50 rect at y 50…100 does not meet one at y 100…200): a rectangle that only
  /// touches an item's edge does not meet it, one that crosses the edge by any amount does.
  /// Linux Foundation's `intersects(_:)` says otherwise, so the layout must not use it.
  @Test func touchingEdgesDoNotIntersectAsOnApplePlatforms() {
    let (layout, view) = makeLayout()
    _ = view
    #expect(flowRect(0, 0, 50, 50).overlaps(flowRect(0, 50, 390, 10)) == false)
    // y 50…60: touches the bottom of line 0 (y 0…50) and the top of line 1 (y 60…110) only.
    #expect((layout.layoutAttributesForElements(in: flowRect(0, 50, 390, 10)) ?? []).isEmpty)
    // y 49.5…60.5: crosses both edges by half a point: lines 0 and 1 (6 items each).
    let crossing = layout.layoutAttributesForElements(in: flowRect(0, 49.5, 390, 11)) ?? []
    #expect(crossing.map(\.indexPath.item) == Array(0...11))
    // x 50…68 on line 0: touches item 0 (x 0…50) and item 1 (x 68…118) only.
    #expect((layout.layoutAttributesForElements(in: flowRect(50, 10, 18, 30)) ?? []).isEmpty)
    // x 49…69: crosses both.
    let gap = layout.layoutAttributesForElements(in: flowRect(49, 10, 20, 30)) ?? []
    #expect(gap.map(\.indexPath.item) == [0, 1])
    // The same rectangle given with a negative size (standardized: x 49…69, y 10…40).
    let flipped = layout.layoutAttributesForElements(in: flowRect(69, 40, -20, -30)) ?? []
    #expect(flipped.map(\.indexPath.item) == [0, 1])
  }
}

/// Attributes with an extra property, so the layout must create them through
/// `layoutAttributesClass`.
nonisolated private final class MarkedAttributes: CollectionViewLayoutAttributes {
  var mark = 0
}

/// A flow layout whose attributes class is `MarkedAttributes`.
private final class MarkedFlowLayout: CollectionViewFlowLayout {
  override class var layoutAttributesClass: AnyClass { MarkedAttributes.self }
}
