// WaterfallLayout with self-sizing cells: estimates first, measured heights as cells appear,
// no item changing column, and contentOffsetAdjustment for items above the viewport.

import Testing
import TrellisLayouts

/// A cell whose content is 40 + 20·(item mod 4) points tall: 40, 60, 80, 100, 40, …
final class MeasuredCell: CollectionViewCell {
  static func height(forItem item: Int) -> CGFloat { 40 + 20 * CGFloat(item % 4) }

  override func preferredLayoutAttributesFitting(
    _ layoutAttributes: CollectionViewLayoutAttributes
  ) -> CollectionViewLayoutAttributes {
    let copy = layoutAttributes.copy() as! CollectionViewLayoutAttributes
    copy.size.height = Self.height(forItem: layoutAttributes.indexPath.item)
    return copy
  }
}

@Suite struct WaterfallSelfSizingTests {
  /// 2 columns, spacings 10, no insets, estimate 100: with equal estimates the items alternate
  /// columns (item i in column i mod 2, ties to the left), and measuring never moves an item to
  /// another column.
  func makeLayout() -> WaterfallLayout {
    let layout = WaterfallLayout()
    layout.estimatedItemHeight = 100
    return layout
  }

  /// Checks that in every column each item sits 10 below the previous one (the first at 0).
  func expectColumnsStacked(_ layout: WaterfallLayout, count: Int) {
    var next: [CGFloat] = [0, 0]
    for item in 0..<count {
      let path = IndexPath(item: item, section: 0)
      guard let frame = layout.layoutAttributesForItem(at: path)?.frame,
        let column = layout.column(ofItemAt: path)
      else {
        Issue.record("item \(item) missing")
        return
      }
      #expect(column == item % 2, "item \(item) stays in the column it was first placed in")
      #expect(frame.minY == next[column], "item \(item)")
      next[column] = frame.maxY + 10
    }
  }

  @Test func visibleCellsTakeTheirMeasuredHeightsAndColumnsStayStacked() {
    let layout = makeLayout()
    let data = GalleryData(counts: [40])
    let view = makeHost(
      layout, size: CGSize(width: 320, height: 480), data: data, cellClass: MeasuredCell.self)
    #expect(view.lastLayoutError == nil)
    for path in view.indexPathsForVisibleItems {
      #expect(
        layout.layoutAttributesForItem(at: path)?.size.height == MeasuredCell.height(forItem: path.item))
    }
    // Far below, unmeasured items still have the estimate.
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 39, section: 0))?.size.height == 100)
    expectColumnsStacked(layout, count: 40)
    // Scroll down: the newly visible cells are measured, the columns stay consistent.
    view.contentOffset = CGPoint(x: 0, y: 900)
    view.layoutIfNeeded()
    for path in view.indexPathsForVisibleItems {
      #expect(
        layout.layoutAttributesForItem(at: path)?.size.height == MeasuredCell.height(forItem: path.item))
      #expect(view.cellForItem(at: path)?.frame == layout.layoutAttributesForItem(at: path)?.frame)
    }
    expectColumnsStacked(layout, count: 40)
  }

  @Test func measuringAnItemAboveTheViewportKeepsItsColumnStillOnScreen() {
    let layout = makeLayout()
    let data = GalleryData(counts: [40])
    // Plain cells: they give no self-sizing answers of their own.
    let view = makeHost(layout, size: CGSize(width: 320, height: 480), data: data)
    view.contentOffset = CGPoint(x: 0, y: 1000)
    view.layoutIfNeeded()
    // Item 0 (column 0, estimate 100, frame y 0..100) lies above the viewport top (1000).
    let original = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!
    let preferred = original.copy() as! CollectionViewLayoutAttributes
    preferred.size.height = 40
    #expect(
      layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    )
    // Column 0 holds items 0, 2, 4, …; item 20 is at 10·110 = 1100, on screen at 100.
    let watched = IndexPath(item: 20, section: 0)
    let screenY = layout.layoutAttributesForItem(at: watched)!.frame.minY - view.contentOffset.y
    #expect(screenY == 100)
    let context = layout.invalidationContext(
      forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    // The item shrinks by 60: the offset moves by −60; column 0 now ends 60 higher but column 1
    // (20 items of 100 + spacing: 20·110 − 10 = 2190) is as tall, so the content keeps 2190.
    #expect(context.contentOffsetAdjustment == CGPoint(x: 0, y: -60))
    #expect(context.contentSizeAdjustment == CGSize(width: 0, height: 0))
    layout.invalidateLayout(with: context)
    view.layoutIfNeeded()
    #expect(view.contentOffset.y == 940)
    #expect(layout.layoutAttributesForItem(at: watched)!.frame.minY - view.contentOffset.y == 100)
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == 50)
  }
}

@Suite struct WaterfallMeasurementsSurviveAppendsTests {
  /// Measured heights are kept through an append: measuring the appended items must not forget
  /// the items measured before, so a later full re-layout still uses them.
  ///
  /// 40 items, estimate 100, 320×480 view: the first screen is measured (item 0 → 40 pt, as
  /// MeasuredCell gives 40 + 20·(item mod 4)). Append items 40 and 41, scroll to the end so they
  /// are measured (40 and 60 pt), then invalidate everything: item 0, now far off screen, must
  /// keep its measured 40 pt instead of falling back to the 100-pt estimate.
  @Test func earlierMeasurementsSurviveAnAppendAndAFullRelayout() throws {
    let layout = WaterfallLayout()
    layout.estimatedItemHeight = 100
    let data = GalleryData(counts: [40])
    let view = makeHost(
      layout, size: CGSize(width: 320, height: 480), data: data, cellClass: MeasuredCell.self)
    let first = IndexPath(item: 0, section: 0)
    #expect(layout.layoutAttributesForItem(at: first)?.size.height == 40)

    data.heights[0].append(contentsOf: [100, 100])
    view.insertItems(at: [IndexPath(item: 40, section: 0), IndexPath(item: 41, section: 0)])
    view.advance(by: 0.5)
    view.contentOffset = CGPoint(x: 0, y: max(0, view.contentSize.height - 480))
    view.layoutIfNeeded()
    view.contentOffset = CGPoint(x: 0, y: max(0, view.contentSize.height - 480))
    view.layoutIfNeeded()
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 40, section: 0))?.size.height == 40)
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 41, section: 0))?.size.height == 60)
    #expect(!view.indexPathsForVisibleItems.contains(first))

    layout.invalidateLayout()
    view.layoutIfNeeded()
    #expect(layout.layoutAttributesForItem(at: first)?.size.height == 40)
  }
}
