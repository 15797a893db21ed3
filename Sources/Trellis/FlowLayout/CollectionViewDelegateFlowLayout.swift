/// The delegate through which a flow layout asks for per-item sizes and per-section insets,
/// spacings and header and footer sizes.
///
/// Every method is optional. The defaults return the layout's own properties (`itemSize`,
/// `sectionInset`, `minimumLineSpacing`, `minimumInteritemSpacing`, `headerReferenceSize`,
/// `footerReferenceSize`), so a delegate that implements nothing lays out exactly as no
/// delegate does.
///
/// UIKit difference: Swift cannot ask whether a method is implemented. The default
/// `collectionView(_:layout:sizeForItemAt:)` tells the layout that it ran, so the layout asks
/// once per section and, when the default answered, lays the section out as a uniform grid
/// without asking for every item. A delegate that does implement it is asked once per item,
/// as in UIKit; if all the answers of a section are equal, the section is still stored as a
/// uniform grid. Answers the layout cannot use are treated by the rules of `LayoutLimits`
/// (NaN, infinite and negative sizes and spacings count as 0, lengths above 10¹² as 10¹²,
/// NaN and infinite inset edges as 0); the first such answer of a section is recorded in the
/// layout's `lastLayoutError`.
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
  /// The size of the item at `indexPath`. The default returns the layout's `itemSize`.
  ///
  /// Not asked while self-sizing is on (`estimatedItemSize` non-zero): then unmeasured items
  /// take the estimate.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize

  /// The insets of `section`. The default returns the layout's `sectionInset`.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets

  /// The minimum spacing between lines of `section`. The default returns the layout's
  /// `minimumLineSpacing`.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat

  /// The minimum spacing between items of a line of `section`. The default returns the
  /// layout's `minimumInteritemSpacing`.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat

  /// The size of the header of `section`; a size of zero along the scrolling axis means no
  /// header. The default returns the layout's `headerReferenceSize`.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize

  /// The size of the footer of `section`; a size of zero along the scrolling axis means no
  /// footer. The default returns the layout's `footerReferenceSize`.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize
}

extension CollectionViewDelegateFlowLayout {
  /// Returns the layout's `itemSize` (50×50 when the layout is not a flow layout).
  ///
  /// It also tells the flow layout that no per-item size was provided, so the layout can treat
  /// the section as a uniform grid without asking for each item.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    guard let flow = collectionViewLayout as? CollectionViewFlowLayout else {
      return CGSize(width: 50, height: 50)
    }
    flow.defaultItemSizeAnswered = true
    return flow.itemSize
  }

  /// Returns the layout's `sectionInset` (zero when the layout is not a flow layout).
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets {
    (collectionViewLayout as? CollectionViewFlowLayout)?.sectionInset ?? .zero
  }

  /// Returns the layout's `minimumLineSpacing` (10 when the layout is not a flow layout).
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? CollectionViewFlowLayout)?.minimumLineSpacing ?? 10
  }

  /// Returns the layout's `minimumInteritemSpacing` (10 when the layout is not a flow layout).
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? CollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10
  }

  /// Returns the layout's `headerReferenceSize` (zero when the layout is not a flow layout).
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? CollectionViewFlowLayout)?.headerReferenceSize ?? .zero
  }

  /// Returns the layout's `footerReferenceSize` (zero when the layout is not a flow layout).
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? CollectionViewFlowLayout)?.footerReferenceSize ?? .zero
  }
}
