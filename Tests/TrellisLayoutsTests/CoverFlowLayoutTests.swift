// CoverFlowLayout: view 320×480, default 160×240 items 10 apart, so the centring insets are
// (320 − 160)/2 = 80 left/right and (480 − 240)/2 = 120 top/bottom; item i's centre is
// (80 + 80 + 170·i, 240) = (160 + 170·i, 240) and it rests centred at offset 170·i.
// docs/uikit-reference.md, "Cover flow": scale = 1.8 − distance/width; the centre is
// offset + width/2.

import Testing
import TrellisLayouts

@Suite struct CoverFlowLayoutTests {
  func makeView(
    count: Int = 10, layout: CoverFlowLayout = CoverFlowLayout()
  ) -> (CoverFlowLayout, CollectionView, GalleryData) {
    let data = GalleryData(counts: [count])
    let view = makeHost(layout, size: CGSize(width: 320, height: 480), data: data)
    return (layout, view, data)
  }

  func scale(_ attributes: CollectionViewLayoutAttributes?) -> CGFloat { attributes?.transform.a ?? .nan }

  @Test func insetsCentreTheFirstAndLastItems() {
    // Content: 80 + 10·160 + 9·10 + 80 = 1850 wide.
    let (layout, view, data) = makeView()
    defer { withExtendedLifetime((view, data)) {} }
    #expect(layout.sectionInset == EdgeInsets(top: 120, left: 80, bottom: 120, right: 80))
    #expect(layout.collectionViewContentSize == CGSize(width: 1850, height: 480))
    let first = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!
    #expect(first.center == CGPoint(x: 160, y: 240))
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 9, section: 0))!.center == CGPoint(x: 1690, y: 240))
  }

  @Test func itemsScaleWithDistanceFromTheCentre() {
    // Defaults 1.0/0.6/width: item 1 at d = 170 → 1 − 170/320·0.4 = 0.7875; item 3 at d = 510
    // → clamped to 0.6. The centred item is on top: zIndex 0 > −170.
    let (layout, view, data) = makeView()
    defer { withExtendedLifetime(data) {} }
    let attributes = (layout.layoutAttributesForElements(in: view.bounds) ?? []).sorted {
      $0.indexPath < $1.indexPath
    }
    #expect(attributes.map(\.indexPath.item) == [0, 1])
    #expect(scale(attributes[0]) == 1)
    #expect(abs(scale(attributes[1]) - 0.7875) < 1e-12)
    #expect(attributes[0].zIndex == 0 && attributes[1].zIndex == -170)
    #expect(abs(scale(layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))) - 0.6) < 1e-12)
    #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 5, y: 0, width: 320, height: 480)))
    // Scrolled by 85: items 0 and 1 are both 85 away → 1 − 85/320·0.4 = 0.89375 each.
    view.contentOffset = CGPoint(x: 85, y: 0)
    view.layoutIfNeeded()
    #expect(
      abs(
        scale(
          view.cellForItem(at: IndexPath(item: 1, section: 0)).map { _ in
            layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!
          }) - 0.89375) < 1e-12)
    #expect(abs((view.cellForItem(at: IndexPath(item: 0, section: 0))?.transform.a ?? 0) - 0.89375) < 1e-12)
  }

  /// The fuzzing campaign's case 50690 in worked numbers: items sized by `estimatedItemSize`
  /// (40×40) rather than `itemSize` (2×2), every item at scale 2 (both scales 2). Item 0 spans
  /// its centre ± 20 unscaled and ± 40 scaled; a 1×1 rect 30 right of its centre meets only the
  /// scaled frame, and the query must return the item (it grew the search by `itemSize` before).
  @Test func itemsSizedByEstimatesAreFoundWhereTheirScaledFramesReach() throws {
    let layout = CoverFlowLayout()
    layout.itemSize = CGSize(width: 2, height: 2)
    layout.estimatedItemSize = CGSize(width: 40, height: 40)
    layout.maximumScale = 2
    layout.minimumScale = 2
    let (_, view, data) = makeView(layout: layout)
    defer { withExtendedLifetime((view, data)) {} }
    let item = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    #expect(item.frame.width == 80 && item.frame.height == 80)
    let probe = CGRect(x: item.center.x + 30, y: item.center.y, width: 1, height: 1)
    let found = layout.layoutAttributesForElements(in: probe) ?? []
    #expect(found.contains { $0.indexPath == IndexPath(item: 0, section: 0) })
  }

  @Test func theTutorialsFormulaIsAConfiguration() {
    // maximumScale 1.8, minimumScale 0.8, falloff = width: item 1 → 1.8 − 170/320 = 1.26875.
    let layout = CoverFlowLayout()
    layout.maximumScale = 1.8
    layout.minimumScale = 0.8
    let (_, view, data) = makeView(layout: layout)
    defer { withExtendedLifetime(data) {} }
    #expect(abs(scale(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))) - 1.26875) < 1e-12)
    // Scaled items reach beyond their slots: item 2 (centre 500, scale 1.8 − 340/320 = 0.7375,
    // 118 wide → from 441) is not in the view, but item 1 (1.26875 · 160 = 203 wide, from 228.5) is.
    let shown = (layout.layoutAttributesForElements(in: view.bounds) ?? []).map(\.indexPath.item).sorted()
    #expect(shown == [0, 1])
  }

  @Test func snappingCentresTheItemNearestTheCentre() {
    let (layout, view, data) = makeView()
    defer { withExtendedLifetime((view, data)) {} }
    func target(_ x: CGFloat) -> CGFloat {
      layout.targetContentOffset(
        forProposedContentOffset: CGPoint(x: x, y: 0), withScrollingVelocity: CGPoint(x: 1, y: 0)
      ).x
    }
    // Proposed 250: centre 410; item 1 (330) is 80 away, item 2 (500) 90 → offset 170. The
    // tutorial's bug (centre = 250 + 320 = 570) would pick item 2 (70 away) → 340.
    #expect(target(250) == 170)
    #expect(target(0) == 0)
    #expect(target(-40) == 0)
    // The last item (centre 1690) rests at 1690 − 160 = 1530, the largest offset.
    #expect(target(1530) == 1530)
    #expect(target(1500) == 1530)
  }

  @Test func aFlingComesToRestWithAnItemExactlyCentred() {
    let (layout, view, data) = makeView()
    defer { withExtendedLifetime(data) {} }
    drag(view, from: CGPoint(x: 300, y: 240), to: CGPoint(x: 100, y: 240), duration: 0.1)
    advanceUntilRest(view)
    #expect(!view.isDecelerating)
    #expect(view.contentOffset.x > 170)
    let centre = view.contentOffset.x + 160
    let nearest = (layout.layoutAttributesForElements(in: view.bounds) ?? []).min {
      abs($0.center.x - centre) < abs($1.center.x - centre)
    }
    #expect(nearest.map { abs($0.center.x - centre) < 0.01 } == true)
    #expect(nearest.map { scale($0) == 1 } == true)
  }

  @Test func aFlingPastTheEndRestsOnTheLastItem() {
    let (layout, view, data) = makeView()
    defer { withExtendedLifetime(data) {} }
    view.contentOffset = CGPoint(x: 1360, y: 0)
    view.layoutIfNeeded()
    drag(view, from: CGPoint(x: 300, y: 240), to: CGPoint(x: 50, y: 240), duration: 0.05)
    advanceUntilRest(view)
    #expect(abs(view.contentOffset.x - 1530) < 0.01)
    let last = layout.layoutAttributesForItem(at: IndexPath(item: 9, section: 0))!
    #expect(abs(last.center.x - (view.contentOffset.x + 160)) < 0.01)
  }

  @Test func aSlowDragRestsCentredOnTheNearestItem() {
    // Drag the content 100 left slowly: centre 260, nearest item 1 (330, 70 away) vs item 0
    // (160, 100 away) → rests at 170.
    let (_, view, data) = makeView()
    defer { withExtendedLifetime(data) {} }
    drag(view, from: CGPoint(x: 200, y: 240), to: CGPoint(x: 100, y: 240), duration: 2, steps: 20)
    advanceUntilRest(view)
    #expect(abs(view.contentOffset.x - 170) < 0.01)
  }

  @Test func insertAndDeleteKeepTheItemsCentredOnTheirSlots() throws {
    let (layout, view, data) = makeView()
    defer { withExtendedLifetime(data) {} }
    view.contentOffset = CGPoint(x: 340, y: 0)
    view.layoutIfNeeded()
    data.heights[0].insert(100, at: 0)
    view.insertItems(at: [IndexPath(item: 0, section: 0)])
    view.advance(by: 0.5)
    // 11 items: 1850 + 170 = 2020 wide; the offset stays 340, which centres item 2 (centre 500).
    #expect(layout.collectionViewContentSize.width == 2020)
    #expect(view.contentOffset.x == 340)
    #expect(view.cellForItem(at: IndexPath(item: 2, section: 0))?.center == CGPoint(x: 500, y: 240))
    data.heights[0].removeLast(9)
    view.deleteItems(at: (2..<11).map { IndexPath(item: $0, section: 0) })
    view.advance(by: 0.5)
    // 2 items: 80 + 330 + 80 = 490 wide; the largest offset is 170 (item 1 centred).
    #expect(layout.collectionViewContentSize.width == 490)
    #expect(view.contentOffset.x == 170)
  }

  @Test func tiltTurnsSideItemsToFaceTheCentre() throws {
    // Item 1 is 170 right of the centre (scale 0.7875, see above); with tilt 60 it turns the full
    // 60° (170 ≥ one item width, 160). Its corners, relative to its centre, are (±80, ±120)
    // scaled by 0.7875: x = ±63, y = ±94.5. Turning by 60° about the vertical axis puts the
    // inner (left) edge s·80·sin 60° = 54.56 points behind the screen and the outer edge as far
    // in front; the perspective m34 = −1/500 divides by w = 1 ± 54.56/500:
    //   inner edge height 2·94.5 / (1 + 0.109119) = 170.405,
    //   outer edge height 2·94.5 / (1 − 0.109119) = 212.150.
    let layout = CoverFlowLayout()
    layout.tilt = 60
    let (_, view, data) = makeView(layout: layout)
    defer { withExtendedLifetime((view, data)) {} }
    let item = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
    let t = item.transform3D
    let topLeft = try #require(t.projecting(CGPoint(x: -80, y: -120)))
    let bottomLeft = try #require(t.projecting(CGPoint(x: -80, y: 120)))
    let topRight = try #require(t.projecting(CGPoint(x: 80, y: -120)))
    let bottomRight = try #require(t.projecting(CGPoint(x: 80, y: 120)))
    #expect(abs((bottomLeft.y - topLeft.y) - 170.405) < 0.001)
    #expect(abs((bottomRight.y - topRight.y) - 212.150) < 0.001)
    // The centred item is flat (0° at the centre) at scale 1; the default is scale only.
    let centre = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    #expect(centre.transform3D.projecting(CGPoint(x: 80, y: 120)) == CGPoint(x: 80, y: 120))
    #expect(CoverFlowLayout().tilt == 0)
    // Mirror image on the left: scrolled to item 2, item 1 is 170 left of the centre and its
    // inner edge is now its right one.
    view.contentOffset = CGPoint(x: 340, y: 0)
    view.layoutIfNeeded()
    let left = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))).transform3D
    let leftInner = try #require(left.projecting(CGPoint(x: 80, y: 120))).y * 2
    let leftOuter = try #require(left.projecting(CGPoint(x: -80, y: 120))).y * 2
    #expect(abs(leftInner - 170.405) < 0.001)
    #expect(abs(leftOuter - 212.150) < 0.001)
  }
}
