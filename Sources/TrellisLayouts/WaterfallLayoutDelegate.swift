/// The object a `WaterfallLayout` asks for the height of each item and, optionally, the number
/// of columns of each section.
///
/// UIKit difference: UIKit has no masonry layout; this protocol follows the shape of
/// `UICollectionViewDelegateFlowLayout` (collection view, layout, then the question).
@preconcurrency @MainActor
public protocol WaterfallLayoutDelegate: AnyObject {
  /// The height of the item at `indexPath`, for the column width the layout computed
  /// (`layout.columnWidth(forSection:)`).
  ///
  /// Negative or non-finite answers are treated as 0, answers above `LayoutLimits.maximumLength`
  /// as that length (the first of a section recorded in the layout's `lastLayoutError`). Not
  /// asked while self-sizing is on
  /// (`estimatedItemHeight` > 0): unmeasured items then take the estimate.
  func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath
  ) -> CGFloat

  /// The number of columns of `section`. Optional; the default returns `layout.columnCount`.
  ///
  /// Answers below 1 are treated as 1, above `WaterfallLayout.maximumColumnCount` as that count.
  func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, columnCountForSection section: Int
  ) -> Int
}

extension WaterfallLayoutDelegate {
  /// The layout's `columnCount`.
  public func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, columnCountForSection section: Int
  ) -> Int {
    layout.columnCount
  }
}
