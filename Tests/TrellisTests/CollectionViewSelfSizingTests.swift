import Foundation
import Testing

@testable import Trellis

/// A list whose rows start at an estimated height of 100 and take the height their cells
/// prefer, keeping the visible content still when a row above the visible top changes (the
/// context's contentOffsetAdjustment), as a self-sizing layout should.
private final class SelfSizingListLayout: CollectionViewLayout {
  var heights: [CGFloat] = []
  var tops: [CGFloat] = []

  override func prepare() {
    let count = collectionView?.numberOfItems(inSection: 0) ?? 0
    if heights.count != count { heights = Array(repeating: 100, count: count) }
    tops = []
    var y: CGFloat = 0
    for height in heights {
      tops.append(y)
      y += height
    }
  }

  override var collectionViewContentSize: CGSize {
    CGSize(width: collectionView?.bounds.width ?? 0, height: (tops.last ?? 0) + (heights.last ?? 0))
  }

  private func attributes(_ item: Int) -> CollectionViewLayoutAttributes {
    let attributes = makeLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
    attributes.frame = CGRect(
      x: 0, y: tops[item], width: collectionView?.bounds.width ?? 0, height: heights[item])
    return attributes
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    // Binary search for the first row ending below rect.minY.
    var low = 0
    var high = tops.count
    while low < high {
      let mid = (low + high) / 2
      if tops[mid] + heights[mid] <= rect.minY { low = mid + 1 } else { high = mid }
    }
    var result: [CollectionViewLayoutAttributes] = []
    var item = low
    while item < tops.count, tops[item] < rect.maxY {
      result.append(attributes(item))
      item += 1
    }
    return result
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    indexPath.item < tops.count ? attributes(indexPath.item) : nil
  }

  override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> Bool {
    preferredAttributes.size.height != originalAttributes.size.height
  }

  override func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> CollectionViewLayoutInvalidationContext {
    let context = super.invalidationContext(
      forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    let item = originalAttributes.indexPath.item
    let delta = preferredAttributes.size.height - heights[item]
    heights[item] = preferredAttributes.size.height
    context.contentSizeAdjustment = CGSize(width: 0, height: delta)
    if let collectionView, originalAttributes.frame.minY < collectionView.contentOffset.y {
      context.contentOffsetAdjustment = CGPoint(x: 0, y: delta)
    }
    return context
  }
}

@Suite("CollectionView self-sizing")
struct CollectionViewSelfSizingTests {
  /// Heights 60, 80, 100, 120, 140, 60, … (60 + 20·(i mod 5)).
  private static func height(_ item: Int) -> CGFloat { 60 + 20 * CGFloat(item % 5) }

  private func make() -> (CollectionView, ValueDataSource, SelfSizingListLayout) {
    let dataSource = ValueDataSource(count: 50)
    for item in 0..<50 { dataSource.heights["item\(item)"] = Self.height(item) }
    let layout = SelfSizingListLayout()
    let collectionView = makeCollectionView(layout: layout, dataSource: dataSource)
    return (collectionView, dataSource, layout)
  }

  @Test func preferredHeightsReachTheLayoutAndTheContentSize() {
    let (collectionView, _, _) = make()
    // Estimates show rows 0…8 (844/100); their heights 60+80+100+120+140+60+80+100+120 = 860
    // still cover the screen, so no more rows appear. Content: 860 + 41 × 100 = 4,960.
    #expect(collectionView.contentSize.height == 4_960)
    #expect(collectionView.indexPathsForVisibleItems.count == 9)
    // Row 3 starts at 60 + 80 + 100 = 240 and is 120 tall.
    #expect(
      collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame
        == CGRect(x: 0, y: 240, width: 390, height: 120))
    #expect(collectionView.lastLayoutError == nil)
  }

  @Test func sizingARowAboveTheTopKeepsTheVisibleContentStill() {
    let (collectionView, _, _) = make()
    // Rows 9+ are still estimates: row k (k ≥ 9) starts at 860 + (k − 9)·100. At y = 3,000 row 30
    // (2,960…3,060) straddles the top; row 31 starts at 3,060, i.e. 60 points down the screen.
    collectionView.contentOffset = CGPoint(x: 0, y: 3_000)
    collectionView.layoutIfNeeded()
    // Row 30 prefers 60 (30 mod 5 = 0): 40 less, above the top, so the offset moves up 40 to
    // 2,960 and row 31 (now at 2,960 + 60 = 3,020) stays 60 points down the screen.
    #expect(collectionView.contentOffset.y == 2_960)
    let row31 = collectionView.cellForItem(at: IndexPath(item: 31, section: 0))
    #expect(row31?.frame.minY == 3_020)
    #expect((row31?.frame.minY ?? 0) - collectionView.contentOffset.y == 60)
    #expect(collectionView.cellForItem(at: IndexPath(item: 31, section: 0))?.frame.height == 80)
  }

  @Test func aSizingLoopThatNeverSettlesStopsWithAnError() {
    let dataSource = ValueDataSource(count: 20)
    dataSource.nonConverging = ["item2"]
    let collectionView = makeCollectionView(layout: SelfSizingListLayout(), dataSource: dataSource)
    let error = collectionView.lastLayoutError
    #expect(error?.kind == .selfSizingDidNotConverge)
    #expect(
      error?.description
        == "self-sizing did not converge after 8 layout passes: the cells at index paths [0 - 2] still prefer "
        + "a different size from the one the layout gave them; check preferredLayoutAttributesFitting(_:) returns "
        + "the same size for the same attributes")
    // The view stays usable.
    collectionView.contentOffset = CGPoint(x: 0, y: 10)
    collectionView.layoutIfNeeded()
    #expect(!collectionView.indexPathsForVisibleItems.isEmpty)
  }
}
