import Foundation
import Testing
import TrellisDynamics

/// A data source with fixed item counts per section and plain cells.
final class FixedCountDataSource: CollectionViewDataSource {
  var counts: [Int]
  init(_ counts: [Int]) { self.counts = counts }
  func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    counts[section]
  }
  func collectionView(
    _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
  ) -> CollectionViewCell {
    CollectionViewCell(frame: .zero)
  }
}

/// Records the animator's pauses (simulated time of each) and resumes.
final class SpringPauseRecorder: DynamicAnimatorDelegate {
  var pauses: [TimeInterval] = []
  var resumes = 0
  func dynamicAnimatorWillResume(_ animator: DynamicAnimator) { resumes += 1 }
  func dynamicAnimatorDidPause(_ animator: DynamicAnimator) { pauses.append(animator.elapsedTime) }
}

/// A one-column springy list: 300 × 40 rows, line spacing 10, left/right insets 10, in a
/// 320 pt wide view, so row i spans y = 50i … 50i + 40 and its centre (the spring's anchor) is
/// (160, 50i + 20). Vertical, or the same transposed (columns x = 50i … 50i + 40, centre
/// (50i + 20, 160)) when `horizontal`.
struct SpringyList {
  let layout = SpringyFlowLayout()
  let view: CollectionView
  let dataSource: FixedCountDataSource
  let horizontal: Bool

  init(items: Int, viewLength: CGFloat = 480, horizontal: Bool = false) {
    self.horizontal = horizontal
    layout.minimumLineSpacing = 10
    layout.minimumInteritemSpacing = 10
    if horizontal {
      layout.scrollDirection = .horizontal
      layout.itemSize = CGSize(width: 40, height: 300)
      layout.sectionInset = EdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
      view = CollectionView(
        frame: CGRect(x: 0, y: 0, width: viewLength, height: 320), collectionViewLayout: layout)
    } else {
      layout.itemSize = CGSize(width: 300, height: 40)
      layout.sectionInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
      view = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: viewLength), collectionViewLayout: layout)
    }
    dataSource = FixedCountDataSource([items])
    view.dataSource = dataSource
    view.layoutIfNeeded()
  }

  /// The spring anchor (flow centre) of row i.
  func anchor(_ i: Int) -> CGPoint {
    horizontal ? CGPoint(x: 50 * CGFloat(i) + 20, y: 160) : CGPoint(x: 160, y: 50 * CGFloat(i) + 20)
  }

  /// The current centre of row i along the scrolling axis (from the layout).
  func position(_ i: Int) -> CGFloat {
    let c = layout.layoutAttributesForItem(at: IndexPath(item: i, section: 0))?.center ?? .zero
    return horizontal ? c.x : c.y
  }

  /// A touch point: `along` on the scrolling axis, 160 across it (view coordinates).
  func point(_ along: CGFloat) -> CGPoint {
    horizontal ? CGPoint(x: along, y: 160) : CGPoint(x: 160, y: along)
  }
}

@Suite struct SpringyFlowLayoutTests {
  // Expected values from the objc.io springy flow layout (docs/uikit-reference.md,
  // "Springy flow layout"): resistance = (|Δx| + |Δy| of the anchor from the touch) / 1500,
  // offset = Δ · resistance capped at Δ. All read right after the bounds change, before any
  // animator step (no advance(by:) is called).

  @Test("A 10 pt drag with the touch on row 0: row 0 moves with the finger, a row 300 pt away lags 2 pt")
  func dragLagsByDistance() throws {
    try checkDrag(horizontal: false)
  }

  @Test("Horizontal: a 10 pt drag with the touch on column 0 lags the column 300 pt away by 2 pt")
  func horizontalDragLagsByDistance() throws {
    try checkDrag(horizontal: true)
  }

  func checkDrag(horizontal: Bool) throws {
    let list = SpringyList(items: 100, horizontal: horizontal)
    // Grown rect 480 + 2·100: rows 0…11 (row 11 spans 550…590, row 12 starts at 600 ≥ 580).
    #expect(list.layout.dynamicAnimator.behaviors.count == 12)
    // The finger touches row 0's centre (view 20) and moves 10 pt towards the origin: the
    // content offset becomes 10 (Δ = +10) and the touch in content coordinates stays at 20.
    list.view.handleTouch(.began, at: list.point(20), time: 0)
    list.view.handleTouch(.moved, at: list.point(10), time: 0.01)
    #expect(horizontal ? list.view.contentOffset.x == 10 : list.view.contentOffset.y == 10)
    // Row 0: distance 0 → offset 0: centre stays at 20, on screen 20 − 10 = 10 (with the finger).
    #expect(abs(list.position(0) - 20) < 1e-9)
    // Row 6: anchor 320, distance 300 → resistance 0.2 → offset 10·0.2 = 2 → 322; on screen
    // 312, i.e. it moved 8 pt where the finger moved 10.
    #expect(abs(list.position(6) - 322) < 1e-9)
    // Row 11: anchor 570, distance 550 → 10·550/1500 = 3.666… → 573.666…
    #expect(abs(list.position(11) - (570 + 10.0 * 550 / 1500)) < 1e-9)
    // Across the scrolling axis nothing moves.
    let c6 = try #require(list.layout.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))).center
    #expect(horizontal ? c6.y == 160 : c6.x == 160)

    // 50 pt further (offset 60, Δ = +50, touch still at content 20). Row 6: 322 + 50·0.2 = 332.
    list.view.handleTouch(.moved, at: list.point(-40), time: 0.02)
    #expect(abs(list.position(6) - 332) < 1e-9)
    // The grown rect is now −40…640: row 12 (600…640) enters with a spring, already pulled by
    // this Δ: anchor 620, distance 600 → 50·0.4 = 20 → 640. Row 13 (650…) has no spring.
    #expect(abs(list.position(12) - 640) < 1e-9)
    #expect(list.layout.dynamicAnimator.layoutAttributesForCell(at: IndexPath(item: 12, section: 0)) != nil)
    #expect(list.layout.dynamicAnimator.layoutAttributesForCell(at: IndexPath(item: 13, section: 0)) == nil)
    #expect(list.layout.dynamicAnimator.behaviors.count == 13)
  }

  @Test("Resistance is capped at 1: rows 1500 pt or more from the touch move by the whole Δ, both ways")
  func resistanceCap() {
    // A 3200 pt tall view, so rows up to 65 (grown rect −100…3300) have springs.
    let list = SpringyList(items: 200, viewLength: 3200)
    list.view.handleTouch(.began, at: list.point(20), time: 0)
    // Δ = +30 (offset 30); touch in content coordinates: −10 + 30 = 20.
    list.view.handleTouch(.moved, at: list.point(-10), time: 0.01)
    // Row 60: anchor 3020, distance 3000 → resistance 2 → capped: offset 30 → 3050.
    #expect(abs(list.position(60) - 3050) < 1e-9)
    // Row 30: distance 1500 → resistance exactly 1 → 30 → 1550.
    #expect(abs(list.position(30) - 1550) < 1e-9)
    // Row 15: distance 750 → 0.5 → 15 → 785.
    #expect(abs(list.position(15) - 785) < 1e-9)
    // Back 10 pt (offset 20, Δ = −10; touch 0 + 20 = 20): the cap is max(Δ, Δ·r) = −10 for row 60
    // (never −20, which would overshoot the scroll), −5 for row 15.
    list.view.handleTouch(.moved, at: list.point(0), time: 0.02)
    #expect(abs(list.position(60) - 3040) < 1e-9)
    #expect(abs(list.position(15) - 780) < 1e-9)
  }

  @Test("After a 1000 pt/s fling the list comes to rest on its anchors and the animator pauses")
  func flingComesToRest() throws {
    let list = SpringyList(items: 1000)
    let recorder = SpringPauseRecorder()
    list.layout.dynamicAnimator.delegate = recorder
    // Drag 100 pt up in 10 moves of 10 pt, 10 ms apart (1000 pt/s), and release.
    list.view.handleTouch(.began, at: list.point(400), time: 0)
    for k in 1...10 {
      list.view.handleTouch(.moved, at: list.point(400 - 10 * CGFloat(k)), time: 0.01 * Double(k))
      list.view.advance(by: 0.01)
    }
    list.view.handleTouch(.ended, at: list.point(300), time: 0.1)
    recorder.pauses.removeAll()
    let releaseTime = list.layout.dynamicAnimator.elapsedTime
    // Deceleration (docs/uikit-reference.md, "UIScrollView physics"): remaining distance
    // 0.4995·1000 ≈ 500 pt, decaying as 0.998^(t/1 ms) until under 0.5 pt:
    // t = ln(999)/(1000·ln(1/0.998)) ≈ 3.45 s. The springs (1 Hz, ζ = 0.8: 2% settling
    // 4/(ζω₀) ≈ 0.8 s) then settle and the bodies sleep after 0.5 s below the sleep speed. Bound:
    // paused within 3.45 + 0.8 + 0.5 + 1 s of margin ≈ 6 s.
    var t = 0.0
    while recorder.pauses.isEmpty, t < 10 {
      list.view.advance(by: 1.0 / 120)
      t += 1.0 / 120
    }
    let pause = try #require(recorder.pauses.first)
    #expect(pause - releaseTime < 6)
    #expect(pause - releaseTime > 3.4)
    #expect(!list.view.isDecelerating)
    #expect(!list.layout.dynamicAnimator.isRunning)
    // At rest every sprung row is within the rest tolerance (0.5 pt) of its anchor, and never
    // drifted sideways.
    for a in list.layout.layoutAttributesForElements(in: list.view.bounds) ?? [] {
      let i = a.indexPath.item
      #expect(abs(a.center.y - list.anchor(i).y) <= DynamicAnimator.restTolerance)
      #expect(abs(a.center.x - 160) < 1e-6)
    }
    // Resting stays resting: more time does not resume it.
    for _ in 0..<60 { list.view.advance(by: 1.0 / 120) }
    #expect(recorder.pauses.count == 1)
    #expect(!list.layout.dynamicAnimator.isRunning)
  }

  @Test("Flinging through 1,000,000 items never holds more springs than the 80 cells of the grown rect")
  func tilingBoundsBehaviorCount() throws {
    // The objc.io sample's geometry: 44 × 44 items, spacing 10, insets 10, a 320 × 568 view.
    // A line holds 5 items (5·44 + 4·10 = 260 ≤ 300 < 6·44 + 5·10 = 314); rows start at
    // y = 10 + 54k and are 44 tall. The grown rect is 568 + 2·100 = 768 tall; a row meets it when
    // its start lies in an open interval of length 768 + 44 = 812, which holds at most
    // ⌈812/54⌉ = 16 row starts: at most 16·5 = 80 springs (60 visible + 20 in the margin).
    let layout = SpringyFlowLayout()
    layout.itemSize = CGSize(width: 44, height: 44)
    layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 568), collectionViewLayout: layout)
    let dataSource = FixedCountDataSource([1_000_000])
    view.dataSource = dataSource
    view.layoutIfNeeded()
    let rows = 200_000

    var maxBehaviors = 0
    var frames = 0
    func check() {
      frames += 1
      let count = layout.dynamicAnimator.behaviors.count
      maxBehaviors = max(maxBehaviors, count)
      // Exactly the cells of the rows meeting the grown rect have springs.
      let grown = view.bounds.insetBy(dx: -100, dy: -100)
      let first = max(0, Int(((grown.minY - 10 - 44) / 54).rounded(.down)))
      var expected = 0
      var visibleMissing = 0
      for k in first..<min(rows, first + 20) {
        let top = 10 + 54 * CGFloat(k)
        if top < grown.maxY && top + 44 > grown.minY { expected += 5 }
        if top < view.bounds.maxY && top + 44 > view.bounds.minY {
          for column in 0..<5
          where layout.dynamicAnimator.layoutAttributesForCell(
            at: IndexPath(item: 5 * k + column, section: 0)) == nil
          {
            visibleMissing += 1
          }
        }
      }
      #expect(count == expected)
      #expect(visibleMissing == 0)
    }

    // Three hard swipes (400 pt in 40 ms: 10,000 pt/s), each caught by the next after 0.5 s.
    var time = 0.0
    for _ in 0..<3 {
      view.handleTouch(.began, at: CGPoint(x: 160, y: 500), time: time)
      for k in 1...4 {
        time += 0.01
        view.handleTouch(.moved, at: CGPoint(x: 160, y: 500 - 100 * CGFloat(k)), time: time)
        view.advance(by: 0.01)
        check()
      }
      view.handleTouch(.ended, at: CGPoint(x: 160, y: 100), time: time)
      for _ in 0..<60 {
        view.advance(by: 1.0 / 120)
        time += 1.0 / 120
        check()
      }
    }
    #expect(view.contentOffset.y > 5000)
    // A jump to the middle of the million (no overlap with the old tiled rect), then to the
    // very end, flinging at each.
    for target in [CGFloat(5_400_000), view.maximumContentOffset.y - 200] {
      view.contentOffset = CGPoint(x: 0, y: target)
      check()
      view.handleTouch(.began, at: CGPoint(x: 160, y: 100), time: time)
      for k in 1...4 {
        time += 0.01
        view.handleTouch(.moved, at: CGPoint(x: 160, y: 100 + 50 * CGFloat(k)), time: time)
        view.advance(by: 0.01)
        check()
      }
      view.handleTouch(.ended, at: CGPoint(x: 160, y: 300), time: time)
      for _ in 0..<60 {
        view.advance(by: 1.0 / 120)
        time += 1.0 / 120
        check()
      }
    }
    #expect(maxBehaviors <= 80)
    #expect(maxBehaviors >= 60)
    #expect(frames > 300)
  }

  @Test("Every cell in a queried rect has attributes: sprung cells from the animator, others from the flow")
  func queryMergesSprungAndFlowCells() throws {
    let list = SpringyList(items: 100)
    // A rect beyond the tiled rect (rows 0…11 have springs): rows 10…15 (500…790).
    let rect = CGRect(x: 0, y: 500, width: 320, height: 290)
    let found = try #require(list.layout.layoutAttributesForElements(in: rect))
    #expect(found.map(\.indexPath.item) == Array(10...15))
    for a in found {
      let sprung = list.layout.dynamicAnimator.layoutAttributesForCell(at: a.indexPath)
      if a.indexPath.item <= 11 { #expect(sprung === a) } else { #expect(sprung == nil) }
    }
  }

  @Test("Invalid spring constants are rejected with an error and change nothing")
  func rejectsInvalidValues() {
    let layout = SpringyFlowLayout()
    layout.springDamping = 1.5
    #expect(layout.springDamping == 0.8)
    #expect(layout.lastError != nil)
    layout.resistanceDivisor = 0
    #expect(layout.resistanceDivisor == 1500)
    layout.springFrequency = .nan
    #expect(layout.springFrequency == 1)
    layout.tilingMargin = -1
    #expect(layout.tilingMargin == 100)
    layout.springLength = .infinity
    #expect(layout.springLength == 0)
  }
}
