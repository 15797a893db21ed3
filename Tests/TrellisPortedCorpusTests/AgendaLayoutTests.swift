// Drives the ported agenda layout (Ported/AgendaLayout.swift) through the host.
import Testing
import TrellisUIKit

/// Three events: 9:00 for an hour, 9:30 for two hours, 13:00 for half an hour.
class DayDataSource: NSObject, UICollectionViewDataSource {
  let events: [(start: CGFloat, duration: CGFloat)] = [(9, 1), (9.5, 2), (13, 0.5)]

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    events.count
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Event", for: indexPath)
  }
}

/// Only the required methods: every event in column 0, no insets, the layout's hour height.
final class DayController: DayDataSource, AgendaLayoutDelegate {
  func collectionView(
    _ collectionView: UICollectionView, layout: AgendaLayout, startHourForEventAt indexPath: IndexPath
  ) -> CGFloat {
    events[indexPath.item].start
  }

  func collectionView(
    _ collectionView: UICollectionView, layout: AgendaLayout, durationForEventAt indexPath: IndexPath
  ) -> CGFloat {
    events[indexPath.item].duration
  }
}

/// The overlapping event in column 1, blocks inset by 1 and 2 points, hours 40 high: a Swift
/// class, not an NSObject, and not the data source.
final class CompactDay: AgendaLayoutDelegate {
  let events = DayDataSource().events

  func collectionView(
    _ collectionView: UICollectionView, layout: AgendaLayout, startHourForEventAt indexPath: IndexPath
  ) -> CGFloat {
    events[indexPath.item].start
  }

  func collectionView(
    _ collectionView: UICollectionView, layout: AgendaLayout, durationForEventAt indexPath: IndexPath
  ) -> CGFloat {
    events[indexPath.item].duration
  }

  func collectionView(
    _ collectionView: UICollectionView, layout: AgendaLayout, columnForEventAt indexPath: IndexPath
  ) -> Int {
    indexPath.item == 1 ? 1 : 0
  }

  func collectionView(
    _ collectionView: UICollectionView, layout: AgendaLayout, insetsForEventAt indexPath: IndexPath
  ) -> UIEdgeInsets {
    UIEdgeInsets(top: 1, left: 2, bottom: 1, right: 2)
  }

  func hourHeight(in layout: AgendaLayout) -> CGFloat { 40 }
}

/// Asks for column 5, past the layout's last column (1), for every event.
final class FarColumnController: DayDataSource, AgendaLayoutDelegate {
  func collectionView(
    _ collectionView: UICollectionView, layout: AgendaLayout, startHourForEventAt indexPath: IndexPath
  ) -> CGFloat {
    events[indexPath.item].start
  }

  func collectionView(
    _ collectionView: UICollectionView, layout: AgendaLayout, durationForEventAt indexPath: IndexPath
  ) -> CGFloat {
    events[indexPath.item].duration
  }

  func collectionView(
    _ collectionView: UICollectionView, layout: AgendaLayout, columnForEventAt indexPath: IndexPath
  ) -> Int {
    5
  }
}

/// A 250-point-wide view: a 50-point time column, then two columns 100 wide at x 50 and 150.
@Suite("ported corpus: agenda layout")
@MainActor
struct AgendaLayoutTests {
  func laidOut(
    _ delegate: AgendaLayoutDelegate, dataSource: UICollectionViewDataSource = DayDataSource()
  ) -> (layout: AgendaLayout, view: UICollectionView, dataSource: UICollectionViewDataSource) {
    let layout = AgendaLayout()
    layout.delegate = delegate
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 250, height: 600), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Event")
    view.dataSource = dataSource
    view.layoutIfNeeded()
    return (layout, view, dataSource)
  }

  func frames(_ layout: AgendaLayout) -> [CGRect] {
    (0..<3).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame ?? .null }
  }

  @Test("without the optional methods: column 0, no insets, 60-point hours")
  func fallbacks() {
    // y = start × 60, height = duration × 60: 540 + 60, 570 + 120, 780 + 30. Content 24 × 60.
    let controller = DayController()
    let (layout, view, _) = laidOut(controller, dataSource: controller)
    #expect(
      frames(layout) == [
        CGRect(x: 50, y: 540, width: 100, height: 60), CGRect(x: 50, y: 570, width: 100, height: 120),
        CGRect(x: 50, y: 780, width: 100, height: 30),
      ])
    #expect(view.contentSize == CGSize(width: 250, height: 1440))
  }

  @Test("the delegate's columns, insets and hour height, through the folded responds(to:) check")
  func delegateAnswers() {
    // Hours 40 high. Event 0: slot (50, 360, 100, 40) inset by (1, 2, 1, 2) → (52, 361, 96, 38).
    // Event 1 in column 1: slot (150, 380, 100, 80) → (152, 381, 96, 78). Event 2: slot
    // (50, 520, 100, 20) → (52, 521, 96, 18). Content 24 × 40 = 960.
    let delegate = CompactDay()
    let (layout, view, _) = laidOut(delegate)
    #expect(layout.currentHourHeight() == 40)
    #expect(
      frames(layout) == [
        CGRect(x: 52, y: 361, width: 96, height: 38), CGRect(x: 152, y: 381, width: 96, height: 78),
        CGRect(x: 52, y: 521, width: 96, height: 18),
      ])
    #expect(view.contentSize == CGSize(width: 250, height: 960))
  }

  @Test("a column past the last is clamped to the last")
  func clampedColumn() {
    // min(5, 2 − 1) = 1: every event at x 150.
    let controller = FarColumnController()
    let (layout, _, _) = laidOut(controller, dataSource: controller)
    #expect(frames(layout).map(\.minX) == [150, 150, 150])
  }
}
