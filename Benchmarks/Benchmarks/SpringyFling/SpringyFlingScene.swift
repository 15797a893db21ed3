// The springy list's scene and fling, shared by DynamicsLayoutBenchmarks ("Springy fling frame")
// and SpringyFlingProfile (the same frames in a loop, for callgrind), so that the profile
// measures exactly the frames the benchmark times.

import Trellis

/// One section of `count` items; cells are dequeued, so reuse is part of the frame.
public final class FlingListData: CollectionViewDataSource {
  /// The number of items in the section (a batch update may change it).
  public var count: Int

  /// A data source of `count` items.
  public init(count: Int) { self.count = count }

  /// `count`.
  public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    count
  }

  /// A dequeued plain cell.
  public func collectionView(
    _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
  ) -> CollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
}

/// The objc.io sample's list: 44 × 44 items, spacing 10, insets 10, in a 320 × 568 view
/// (5 items per line, 54 pt line pitch: 60 cells on screen, 80 with springs), scrolled to the
/// middle and laid out.
@MainActor
public func makeFlingList(_ layout: CollectionViewFlowLayout, count: Int) -> (CollectionView, FlingListData) {
  layout.itemSize = CGSize(width: 44, height: 44)
  layout.minimumLineSpacing = 10
  layout.minimumInteritemSpacing = 10
  layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
  let data = FlingListData(count: count)
  let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 568), collectionViewLayout: layout)
  view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
  view.dataSource = data
  view.layoutIfNeeded()
  view.contentOffset = CGPoint(x: 0, y: (view.contentSize.height / 2).rounded())
  view.layoutIfNeeded()
  return (view, data)
}

/// Frames of a fling kept at about 3000 pt/s: every 12th frame (0.1 s) the finger flicks again
/// (150 pt in 50 ms = 3000 pt/s, alternating direction so the view stays near the middle);
/// in between the view decelerates (3000 → 2460 pt/s over 0.1 s at the normal rate).
public struct FlingScript {
  /// Frames run so far.
  public var frame = 0
  /// The touch clock, seconds.
  public var clock: TimeInterval = 0
  /// The next flick's direction (−1 up, 1 down).
  public var direction: CGFloat = -1

  /// A script at its first frame.
  public init() {}

  /// Runs one 1/120 s frame of `view` (with a flick first on every 12th frame).
  @MainActor
  public mutating func step(_ view: CollectionView) {
    if frame % 12 == 0 {
      let from = CGPoint(x: 160, y: 284 - 75 * direction)
      let to = CGPoint(x: 160, y: 284 + 75 * direction)
      view.handleTouch(.began, at: from, time: clock)
      view.handleTouch(.moved, at: to, time: clock + 0.05)
      view.handleTouch(.ended, at: to, time: clock + 0.05)
      direction = -direction
    }
    view.advance(by: 1.0 / 120)
    clock += 1.0 / 120
    frame += 1
  }
}
