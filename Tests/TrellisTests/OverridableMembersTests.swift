import Foundation
import Testing

@testable import Trellis

/// A collection view that records the calls UIKit itself makes to its overridable members.
private final class RecordingCollectionView: CollectionView {
  var retained: [AnyObject] = []
  var offsets: [(CGPoint, Bool)] = []

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
}
