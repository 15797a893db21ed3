import Foundation
import Testing

@testable import Trellis

/// A data source that answers fixed counts, however unreasonable.
private final class CountsSource: CollectionViewDataSource {
  var counts: [Int]
  init(_ counts: [Int]) { self.counts = counts }
  func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    counts[section]
  }
  func collectionView(
    _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
  ) -> CollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
}

@MainActor
private func host(
  _ layout: CollectionViewLayout, _ source: CountsSource, size: CGSize = CGSize(width: 390, height: 844)
) -> CollectionView {
  // The data source is weak: the view keeps it alive (RetainingCollectionView).
  let view = RetainingCollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
  view.retained = [source]
  view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
  view.dataSource = source
  view.layoutIfNeeded()
  return view
}

/// The input rules of `LayoutLimits` (one per kind of number) and where they apply: the
/// collection view's geometry setters and data-source counts, the flow layout's properties, and
/// rect queries at magnitudes where rounding exceeds half a point.
@Suite("Layout limits and input rules")
@MainActor
struct LayoutLimitsTests {
  // MARK: The rules, with the numbers of their documentation

  @Test func lengthsTreatNaNInfinityAndNegativeAsZeroAndClampAt1e12() {
    #expect(LayoutLimits.length(.nan) == 0)
    #expect(LayoutLimits.length(.infinity) == 0)
    #expect(LayoutLimits.length(-.infinity) == 0)
    #expect(LayoutLimits.length(-5) == 0)
    #expect(LayoutLimits.length(3) == 3)
    #expect(LayoutLimits.length(2e12) == 1e12)
    #expect(LayoutLimits.signedLength(-2e12) == -1e12)
    #expect(LayoutLimits.signedLength(-7) == -7)
    #expect(LayoutLimits.signedLength(.nan) == 0)
  }

  @Test func positionsIgnoreNonFiniteValuesAndClampAt1e20() {
    #expect(LayoutLimits.coordinate(.nan) == nil)
    #expect(LayoutLimits.coordinate(-.infinity) == nil)
    #expect(LayoutLimits.coordinate(1e30) == 1e20)
    #expect(LayoutLimits.coordinate(-1.79e308) == -1e20)
    #expect(LayoutLimits.coordinate(12.5) == 12.5)
  }

  @Test func indexesFromPositionsAreClampedAndNaNGivesTheFirst() {
    #expect(LayoutLimits.index(.nan, in: 0...9) == 0)
    #expect(LayoutLimits.index(1e300, in: 0...9) == 9)
    #expect(LayoutLimits.index(-1e300, in: 0...9) == 0)
    #expect(LayoutLimits.index(3.7, in: 0...9) == 3)
    #expect(LayoutLimits.index(9.2e18, in: 0...Int.max) == 9_200_000_000_000_000_000)
  }

  @Test func nanInfiniteAndNullRectsAreNotQueryable() {
    #expect(!LayoutLimits.isQueryable(CGRect(x: CGFloat.nan, y: 0, width: 100, height: 100)))
    #expect(!LayoutLimits.isQueryable(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 100)))
    #expect(!LayoutLimits.isQueryable(.null))
    #expect(!LayoutLimits.isQueryable(.infinite))
    #expect(LayoutLimits.isQueryable(CGRect(x: -5, y: 1e15, width: 390, height: 844)))
  }

  // MARK: The collection view's inputs

  @Test func aNaNFrameOrOffsetIsIgnoredAndRecorded() {
    let view = host(CollectionViewFlowLayout(), CountsSource([100]))
    view.frame = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 844)
    #expect(view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(view.lastLayoutError?.kind == .invalidLayoutInput)
    view.lastLayoutError = nil
    view.contentOffset = CGPoint(x: 0, y: CGFloat.nan)
    #expect(view.contentOffset == .zero)
    #expect(view.lastLayoutError?.kind == .invalidLayoutInput)
    // Huge finite offsets are clamped to ±1e20.
    view.contentOffset = CGPoint(x: 0, y: 1.79e308)
    #expect(view.contentOffset.y == 1e20)
  }

  /// CollectionView+VisibleSet.swift line 316 trapped when the offset became NaN while cells
  /// that had scrolled off were kept for a quick return: their frames were tested against a
  /// NaN rect. The input (from a fuzzing case): 31 items in a 760 × 229 view scrolled, then
  /// `contentOffset = (−42.96, NaN)`.
  @Test func aNaNOffsetWithLingeringCellsIsIgnored() {
    // 50 × 50 items, 12 to a row: rows at y = 0, 60, 120. Scrolled by 100, rows 0 and 1 have
    // left the screen (their cells linger) and row 2 is visible.
    let view = host(CollectionViewFlowLayout(), CountsSource([31]), size: CGSize(width: 760, height: 229))
    view.contentOffset = CGPoint(x: 0, y: 100)
    view.layoutIfNeeded()
    view.contentOffset = CGPoint(x: -42.96, y: .nan)
    view.layoutIfNeeded()
    #expect(view.contentOffset == CGPoint(x: 0, y: 100))
    #expect(view.lastLayoutError?.kind == .invalidLayoutInput)
    #expect(!view.visibleCells.isEmpty)
  }

  /// The issue: "a NaN `contentInset` into `contentOffset`". NaN edges count as 0, so the
  /// scrollable range, the rubber band and a fling stay finite.
  @Test func aNaNContentInsetNeverReachesTheContentOffset() {
    let view = host(CollectionViewFlowLayout(), CountsSource([1_000]))
    view.contentInset = EdgeInsets(top: .nan, left: .infinity, bottom: .nan, right: -.infinity)
    #expect(view.contentInset == .zero)
    #expect(view.lastLayoutError?.kind == .invalidLayoutInput)
    // A fling upwards from the top edge: 400 points in 0.1 s, released.
    view.handleTouch(.began, at: CGPoint(x: 100, y: 600), time: 0)
    for step in 1...5 {
      view.handleTouch(.moved, at: CGPoint(x: 100, y: 600 - 80 * CGFloat(step)), time: 0.02 * Double(step))
    }
    view.handleTouch(.ended, at: CGPoint(x: 100, y: 200), time: 0.1)
    view.advance(by: 2)
    #expect(view.contentOffset.y.isFinite && view.contentOffset.y > 0)
    #expect(view.minimumContentOffset == .zero)
  }

  @Test func countsBeyondTheLimitsAreCutAndRecorded() {
    let view = host(CollectionViewFlowLayout(), CountsSource([Int.max, -5, 3]))
    // 10,000,000 items fit the limit: all go to section 0; the negative count is 0; section 2
    // gets none of its 3.
    #expect(view.numberOfItems(inSection: 0) == LayoutLimits.maximumItemCount)
    #expect(view.numberOfItems(inSection: 1) == 0)
    #expect(view.numberOfItems(inSection: 2) == 0)
    #expect(view.lastLayoutError?.kind == .limitExceeded)
    #expect(view.contentSize.height.isFinite)
  }

  /// A million items of a hundredth of a point, 39,000 to a row of the 390-point view, so all
  /// of them lie in its first 0.26 points: the view shows the first 10,000 and the layout's
  /// query stops at 100,000, so a frame's work stays bounded. (Items of no size at all would
  /// show nothing: on Apple platforms a rectangle without area intersects no other.)
  @Test func aMillionTinyItemsShowTheFirstTenThousand() throws {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 0.01, height: 0.01)
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    let view = host(layout, CountsSource([1_000_000]))
    #expect(view.visibleCells.count == LayoutLimits.maximumVisibleElements)
    #expect(view.indexPathsForVisibleItems.first == IndexPath(item: 0, section: 0))
    #expect(view.lastLayoutError?.kind == .limitExceeded)
    let answer = try #require(layout.layoutAttributesForElements(in: view.bounds))
    #expect(answer.count == LayoutLimits.maximumQueryElements)
    #expect(layout.lastLayoutError?.kind == .limitExceeded)
  }

  // MARK: The flow layout's inputs

  @Test func aNaNItemSizeCountsAsZeroAndIsRecordedOnTheLayout() throws {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: CGFloat.nan, height: 50)
    layout.minimumLineSpacing = .infinity
    let view = host(layout, CountsSource([10]))
    let error = try #require(layout.lastLayoutError)
    #expect(error.kind == .invalidLayoutInput)
    #expect(error.description.contains("CollectionViewFlowLayout"))
    for path in view.indexPathsForVisibleItems {
      let frame = try #require(layout.layoutAttributesForItem(at: path)?.frame)
      #expect(frame.minX.isFinite && frame.minY.isFinite && frame.width == 0 && frame.height == 50)
    }
    #expect(view.contentSize.height.isFinite)
  }

  /// The issue: rect queries omitted an item `layoutAttributesForItem` placed inside the rect
  /// once sizes or spacings reached 1e12. Item k of a million 1e12-tall items, one per line,
  /// starts near k·1e12, up to 1e18, where a double's spacing is 128 points: half a point of
  /// slack was not enough to choose the candidates.
  @Test func rectQueriesFindItemsPlacedAt1e12Scale() throws {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 1e12)
    layout.minimumLineSpacing = 1e12
    layout.minimumInteritemSpacing = 1e12
    let view = host(layout, CountsSource([1_000_000]))
    for item in [1, 7, 123_457, 999_999] {
      let frame = try #require(layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame)
      // A phone-sized rect just below the item's top edge, wholly inside the item.
      let rect = CGRect(x: frame.minX, y: frame.minY + 1e9, width: 390, height: 844)
      let paths = (layout.layoutAttributesForElements(in: rect) ?? []).map(\.indexPath)
      #expect(paths.contains(IndexPath(item: item, section: 0)), "item \(item) at \(frame) not in \(rect)")
    }
    withExtendedLifetime(view) {}
  }
}
