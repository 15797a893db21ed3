// Right to left with a custom layout: every exchange between the host and the layout goes
// through the mirror, and the layout's own objects are never changed.
//
// `MirrorProbeLayout` with 5 items in a 250 × 80 view: item i is at x 100·i…100·i + 80 in the
// layout, the content is 480 wide, so W = 480 and item i is mirrored to x′ = 480 − (100·i + 80)
// = 400 − 100·i. The offset that shows the layout's start is 480 − 0 − 250 = 230; the layout then
// sees the visible rectangle x 480 − (230 + 250) = 0…250, exactly what it sees left to right at
// offset 0.

import Foundation
import Testing

@testable import Trellis

@Suite("Right to left: host and custom layouts")
struct RightToLeftHostTests {
  let size = CGSize(width: 250, height: 80)

  @Test("a flipping custom layout is mirrored: item 0 at 400…480, the layout queried in its own coordinates")
  func customLayoutIsMirrored() throws {
    let layout = MirrorProbeLayout()
    let collectionView = makeRightToLeftView(layout, size: size, count: 5)
    #expect(collectionView.contentOffset == CGPoint(x: 230, y: 0))
    #expect(layout.queriedRects.last == CGRect(x: 0, y: 0, width: 250, height: 80))
    let frames = collectionView.visibleCellFrames
    #expect(frames[0] == CGRect(x: 400, y: 0, width: 80, height: 80))
    #expect(frames[1] == CGRect(x: 300, y: 0, width: 80, height: 80))
    #expect(frames[2] == CGRect(x: 200, y: 0, width: 80, height: 80))
    #expect(frames[3] == nil)
    // The layout's cached objects are untouched; the cells got copies.
    #expect(layout.cache.map(\.frame.minX) == [0, 100, 200, 300, 400])
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(cell.appliedLayoutAttributes !== layout.cache[0])
  }

  @Test("a custom layout that does not flip is left alone in right to left")
  func nonFlippingLayoutIsNotMirrored() {
    let layout = MirrorProbeLayout()
    layout.flips = false
    let collectionView = makeRightToLeftView(layout, size: size, count: 5)
    #expect(collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(collectionView.contentOffset == .zero)
    #expect(collectionView.visibleCellFrames[0] == CGRect(x: 0, y: 0, width: 80, height: 80))
    #expect(collectionView.visibleCellFrames[2] == CGRect(x: 200, y: 0, width: 80, height: 80))
  }

  @Test("a layout designed right to left is mirrored in a left-to-right view")
  func rightToLeftDesignedLayoutFlipsInLeftToRight() {
    let layout = MirrorProbeLayout()
    layout.development = .rightToLeft
    let collectionView = makeCollectionView(
      frame: CGRect(origin: .zero, size: size), layout: layout, dataSource: ValueDataSource(count: 5))
    #expect(collectionView.effectiveUserInterfaceLayoutDirection == .leftToRight)
    #expect(collectionView.contentOffset.x == 230)
    #expect(collectionView.visibleCellFrames[0] == CGRect(x: 400, y: 0, width: 80, height: 80))
  }

  @Test("an insert at the start: the offset follows the content's right edge, the start pose is mirrored")
  func insertKeepsTheLayoutOffsetAndMirrorsInitialAttributes() throws {
    let layout = MirrorProbeLayout()
    let collectionView = makeRightToLeftView(layout, size: size, count: 5)
    let dataSource = try #require(collectionView.dataSource as? ValueDataSource)
    collectionView.performBatchUpdates {
      dataSource.sections[0].insert("new", at: 0)
      collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
    }
    #expect(collectionView.lastUpdateError == nil)
    // Six items: W = 580. The layout's offset stays 0, so the view's is 580 − 0 − 250 = 330.
    #expect(collectionView.contentOffset.x == 330)
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    // The layout starts the new item 50 points before its place: centre 40 − 50 = −10, mirrored
    // 580 − (−10) = 590, transparent.
    #expect(cell.center.x == 590)
    #expect(cell.alpha == 0)
    collectionView.advance(by: 0.3)
    // Its place: 0…80 in the layout, 500…580 mirrored, centre 540.
    #expect(cell.center.x == 540)
    #expect(cell.alpha == 1)
    // The old item 0 (now 1) is at 100…180 in the layout, 400…480 mirrored: still at 400, i.e.
    // 100 points further left in the view (170 → 70), the mirror image of left to right.
    #expect(collectionView.visibleCellFrames[1]?.minX == 400)
  }

  @Test("interactive movement: positions reach the layout mirrored and come back mirrored")
  func interactiveMovementIsMirrored() throws {
    let layout = MirrorProbeLayout()
    let collectionView = makeRightToLeftView(layout, size: size, count: 5)
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    // Item 0's centre is (440, 40) here and (40, 40) in the layout.
    #expect(layout.movingPositions.last == CGPoint(x: 40, y: 40))
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 250, y: 40))
    collectionView.layoutIfNeeded()
    // (250, 40) is (480 − 250, 40) = (230, 40) in the layout: inside item 2 (200…280).
    #expect(layout.targetPositions.last == CGPoint(x: 230, y: 40))
    let moving = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
    #expect(moving.center == CGPoint(x: 250, y: 40))
    collectionView.endInteractiveMovement()
    let dataSource = try #require(collectionView.dataSource as? ValueDataSource)
    #expect(dataSource.moves.map { [$0.0.item, $0.1.item] } == [[0, 2]])
  }

  @Test("self-sizing hands the layout the original attributes in its own coordinates")
  func selfSizingIsMirrored() {
    let layout = MirrorProbeLayout()
    let collectionView = makeRightToLeftView(layout, size: size, count: 5, cellClass: WideningCell.self)
    #expect(collectionView.visibleCellFrames[0]?.minX == 400)
    // Items 0…2 are visible, at 400, 300, 200 here; the layout sees them where it put them:
    // x 0, 100, 200.
    #expect(layout.preferredOriginals.map(\.minX).sorted() == [0, 100, 200])
  }

  @Test("a fling's target reaches the layout as a layout offset and comes back mirrored")
  func targetContentOffsetIsMirrored() throws {
    let layout = MirrorProbeLayout()
    layout.snapInterval = 100
    let collectionView = makeRightToLeftView(layout, size: size, count: 5)
    // Drag the content to the right (towards the end of a right-to-left list) and let go fast:
    // 80 points in 0.1 s. The projection runs past the left end and is clamped to offset 0,
    // which is 480 − 0 − 250 = 230 in the layout.
    collectionView.handleTouch(.began, at: CGPoint(x: 50, y: 40), time: 0)
    collectionView.handleTouch(.moved, at: CGPoint(x: 90, y: 40), time: 0.05)
    collectionView.handleTouch(.moved, at: CGPoint(x: 130, y: 40), time: 0.1)
    collectionView.handleTouch(.ended, at: CGPoint(x: 130, y: 40), time: 0.1)
    #expect(layout.proposedOffsets.last == CGPoint(x: 230, y: 0))
    // The content moves towards smaller offsets here, towards larger ones in the layout.
    let velocity = try #require(layout.proposedVelocities.last)
    #expect(velocity.x > 0)
    // The layout snaps 230 to 200; mirrored back, 480 − 200 − 250 = 30.
    #expect(layout.returnedOffsets.last == CGPoint(x: 200, y: 0))
    collectionView.advance(by: 3)
    #expect(collectionView.contentOffset.x == 30)
  }

  @Test("an animated transition to a layout that does not flip starts from the mirrored frames")
  func transitionStartsFromMirroredFrames() throws {
    let layout = MirrorProbeLayout()
    let collectionView = makeRightToLeftView(layout, size: size, count: 5)
    let plain = MirrorProbeLayout()
    plain.flips = false
    collectionView.setCollectionViewLayout(plain, animated: true)
    // The offset the old layout saw (0) is kept for the new one, which is not mirrored.
    #expect(collectionView.contentOffset.x == 0)
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(cell.frame == CGRect(x: 400, y: 0, width: 80, height: 80))
    collectionView.advance(by: 0.3)
    #expect(cell.frame == CGRect(x: 0, y: 0, width: 80, height: 80))
  }
}
