import Testing
import TrellisCompositional
import TrellisUIKit

/// A data source with fixed item counts per section; cells and supplementary views are plain
/// views.
final class SectionCounts: CollectionViewDataSource {
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

  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView {
    CollectionReusableView()
  }
}

/// A collection view that keeps its (weakly referenced) data source alive.
final class RetainingCollectionView: CollectionView {
  var retained: [AnyObject] = []
}

/// A collection view of `size` hosting `layout` over sections of `counts` items, laid out once.
@MainActor
func makeHost(
  _ layout: CollectionViewLayout, counts: [Int], size: CGSize = CGSize(width: 390, height: 844)
) -> CollectionView {
  let view = RetainingCollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
  let data = SectionCounts(counts)
  view.retained = [data]
  view.dataSource = data
  view.layoutIfNeeded()
  return view
}

/// A one-section layout repeating `group`, with the section configured by `configure`.
@MainActor
func layout(
  _ group: CollectionLayoutGroup, configure: (CollectionLayoutSection) -> Void = { _ in }
) -> CollectionViewCompositionalLayout {
  let section = CollectionLayoutSection(group: group)
  configure(section)
  return CollectionViewCompositionalLayout(section: section)
}

/// Shorthand for a size of two dimensions.
func size(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutSize {
  CollectionLayoutSize(widthDimension: width, heightDimension: height)
}

/// Shorthand for a rectangle.
func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}

extension CollectionViewLayout {
  /// The frame of the item at (`section`, `item`), or `nil`.
  func frame(item: Int, section: Int = 0) -> CGRect? {
    layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
  }

  /// The frame of the supplementary view of `kind` at (`section`, `item`), or `nil`.
  func frame(supplementary kind: String, item: Int = 0, section: Int = 0) -> CGRect? {
    layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: item, section: section))?.frame
  }

  /// The frame of the decoration view of `kind` of `section`, or `nil`.
  func frame(decoration kind: String, section: Int = 0) -> CGRect? {
    layoutAttributesForDecorationView(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
  }
}

/// Whether two rectangles are equal within `tolerance` on every coordinate.
func close(_ a: CGRect?, _ b: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
  guard let a else { return false }
  return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
    && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// Performs a batch update on `view` through the throwing spelling, so that a rejected batch
/// fails the test that expects it to succeed.
@MainActor
func batch(_ view: CollectionView, _ updates: () throws -> Void) throws {
  try view.performCheckedBatchUpdates(updates, completion: nil)
}

/// The orthogonal carousel of OrthogonalScrollingTests: one section of 300 × 200 groups of one
/// item, 10 apart, leading and trailing insets of 20, hosted in a 390 × 844 view.
@MainActor func orthogonalCarousel(
  _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior,
  handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler? = nil, counts: [Int] = [10, 30]
) -> (UICollectionViewCompositionalLayout, UICollectionView) {
  let item = NSCollectionLayoutItem(
    layoutSize: NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
  let group = NSCollectionLayoutGroup.horizontal(
    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(300), heightDimension: .absolute(200)),
    subitems: [item])
  let section = NSCollectionLayoutSection(group: group)
  section.interGroupSpacing = 10
  section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
  section.orthogonalScrollingBehavior = behavior
  section.visibleItemsInvalidationHandler = handler
  let layout = UICollectionViewCompositionalLayout(section: section)
  let view = makeHost(layout, counts: counts)
  return (layout, view)
}
