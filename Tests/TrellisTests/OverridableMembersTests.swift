import Foundation
import Testing

@testable import Trellis

/// A collection view that records the calls UIKit itself makes to its overridable members.
private final class RecordingCollectionView: CollectionView {
  var retained: [AnyObject] = []
  var offsets: [(CGPoint, Bool)] = []
  var offsetsSet: [CGPoint] = []
  var layoutChanges: [Bool] = []

  override var contentOffset: CGPoint {
    didSet { offsetsSet.append(contentOffset) }
  }

  override func setCollectionViewLayout(
    _ newLayout: CollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
  ) {
    layoutChanges.append(animated)
    super.setCollectionViewLayout(newLayout, animated: animated, completion: completion)
  }

  override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    offsets.append((contentOffset, animated))
    super.setContentOffset(contentOffset, animated: animated)
  }
}

/// The rule (docs/architecture.md, "Names"): where UIKit calls one of its own overridable
/// members, Trellis calls the overridable member too, so a subclass's override is honoured.
@Suite("Overridable members UIKit calls itself")
struct OverridableMembersTests {
  @Test("scrollToItem(at:at:animated:) goes through setContentOffset(_:animated:)")
  func scrollToItemCallsTheOverridableSetter() {
    // 100 items of 50 × 50 in a 320-wide view with the default 10-point minimum interitem
    // spacing: 5 per line (5 · 50 + 4 · 10 = 290 ≤ 320 < 6 · 50 + 5 · 10 = 350), lines 50 high
    // with a 10-point line spacing → item 30 is on line 6, at y = 6 · 60 = 360, within the largest
    // offset (20 lines: 20 · 50 + 19 · 10 − 480 = 710). `.top` puts that line's top at the top of
    // the view: offset (0, 360).
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 50, height: 50)
    layout.minimumLineSpacing = 10
    let data = FlowTestData([100])
    let view = RecordingCollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    view.retained = [data]
    view.dataSource = data
    view.layoutIfNeeded()
    view.scrollToItem(at: IndexPath(item: 30, section: 0), at: .top, animated: false)
    #expect(view.offsets.count == 1)
    #expect(view.offsets.first?.0 == CGPoint(x: 0, y: 360))
    #expect(view.offsets.first?.1 == false)
    #expect(view.contentOffset == CGPoint(x: 0, y: 360))
  }

  @Test("dragging and decelerating move the content through the contentOffset property")
  func scrollingGoesThroughTheContentOffsetProperty() {
    // UIScrollView moves its content with its own contentOffset setter, so an override of the
    // property sees every step of a drag and of the deceleration after it. 100 items of 50 × 50
    // as above: 20 lines, content 1,190 high in a 480-high view.
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 50, height: 50)
    let data = FlowTestData([100])
    let view = RecordingCollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    view.retained = [data]
    view.dataSource = data
    view.layoutIfNeeded()
    view.handleTouch(.began, at: CGPoint(x: 100, y: 400), time: 0)
    for step in 1...6 {
      view.handleTouch(.moved, at: CGPoint(x: 100, y: 400 - 20 * CGFloat(step)), time: Double(step) / 60)
    }
    // The finger moved 120 points up: the content followed, 120 points down the content.
    #expect(view.offsetsSet.last == CGPoint(x: 0, y: 120))
    let afterDrag = view.offsetsSet.count
    #expect(afterDrag == 6)
    view.handleTouch(.ended, at: CGPoint(x: 100, y: 280), time: 7 / 60)
    for _ in 0..<30 { view.advance(by: 1 / 60) }
    #expect(view.isDecelerating)
    #expect(view.offsetsSet.count == afterDrag + 30)
    #expect(view.offsetsSet.last == view.contentOffset)
  }

  @Test("setting collectionViewLayout goes through setCollectionViewLayout(_:animated:completion:)")
  func layoutPropertyCallsTheOverridableSetter() {
    let view = RecordingCollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: CollectionViewFlowLayout())
    let replacement = CollectionViewFlowLayout()
    view.collectionViewLayout = replacement
    #expect(view.layoutChanges == [false])
    #expect(view.collectionViewLayout === replacement)
  }
}
