import Testing
import Trellis

/// A data source with fixed item counts per section and no flow-layout delegate methods.
final class FlowTestData: CollectionViewDataSource {
  var counts: [Int]

  init(_ counts: [Int]) { self.counts = counts }

  func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    counts[section]
  }

  func collectionView(
    _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
  ) -> CollectionViewCell {
    CollectionViewCell()
  }
}

/// A flow-layout delegate that implements only `sizeForItemAt`, from a table of sizes, and
/// counts how often it is asked.
final class FlowSizingDelegate: CollectionViewDelegateFlowLayout {
  var sizes: [[CGSize]]
  private(set) var sizeQuestions = 0

  init(_ sizes: [[CGSize]]) { self.sizes = sizes }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    sizeQuestions += 1
    return sizes[indexPath.section][indexPath.item]
  }
}

/// A flow-layout delegate that implements nothing.
final class FlowSilentDelegate: CollectionViewDelegateFlowLayout {}

/// A flow-layout delegate that gives every section its own insets, spacings and header and
/// footer sizes and, when `sizes` is set, every item its own size (with `sizes` `nil` the item
/// size stays the layout's, answered exactly as a delegate that does not implement
/// `sizeForItemAt` answers).
final class FlowSectionMetricsDelegate: CollectionViewDelegateFlowLayout {
  var sizes: [[CGSize]]?
  var insets: [EdgeInsets]
  var lineSpacings: [CGFloat]
  var interitemSpacings: [CGFloat]
  var headers: [CGSize]
  var footers: [CGSize]
  /// Answers `sizeForItemAt` with the protocol's default when `sizes` is `nil`.
  private let defaults = FlowSilentDelegate()

  init(
    sizes: [[CGSize]]? = nil, insets: [EdgeInsets] = [], lineSpacings: [CGFloat] = [],
    interitemSpacings: [CGFloat] = [], headers: [CGSize] = [], footers: [CGSize] = []
  ) {
    self.sizes = sizes
    self.insets = insets
    self.lineSpacings = lineSpacings
    self.interitemSpacings = interitemSpacings
    self.headers = headers
    self.footers = footers
  }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    guard let sizes else {
      return defaults.collectionView(collectionView, layout: collectionViewLayout, sizeForItemAt: indexPath)
    }
    return sizes[indexPath.section][indexPath.item]
  }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets { insets[section] }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat { lineSpacings[section] }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat { interitemSpacings[section] }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize { headers[section] }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize { footers[section] }
}

/// A collection view that keeps its (weakly referenced) data source and delegate alive, so
/// tests can create them inline.
final class FlowTestHostView: CollectionView {
  var retained: [AnyObject] = []
}

/// A collection view of `size` hosting `layout` over `data`, laid out once.
func makeFlowHost(
  _ layout: CollectionViewLayout, size: CGSize, data: CollectionViewDataSource,
  delegate: CollectionViewDelegate? = nil
) -> CollectionView {
  let view = FlowTestHostView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
  view.retained = [data] + (delegate.map { [$0] } ?? [])
  view.dataSource = data
  view.delegate = delegate
  view.layoutIfNeeded()
  return view
}

extension CollectionViewLayout {
  /// The frame of the item at (`section`, `item`), or `nil`.
  func flowItemFrame(_ item: Int, section: Int = 0) -> CGRect? {
    layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
  }

  /// The frame of the header of `section`, or `nil`.
  func flowHeaderFrame(_ section: Int) -> CGRect? {
    layoutAttributesForSupplementaryView(
      ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame
  }

  /// The frame of the footer of `section`, or `nil`.
  func flowFooterFrame(_ section: Int) -> CGRect? {
    layoutAttributesForSupplementaryView(
      ofKind: CollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: section))?.frame
  }
}

/// Shorthand for a rectangle.
func flowRect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}
