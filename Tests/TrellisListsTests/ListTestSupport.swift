import Foundation
import Testing
import TrellisDiffable
import TrellisLists

/// Inter's line height at a point size: ascender 2728 − descender (−680) + line gap 0 over
/// 2816 units per em (docs/text.md §3), rounded up to the pixel at scale 3 as labels round.
func interLine(_ pointSize: CGFloat) -> CGFloat {
  (3408 / 2816 * pointSize * 3).rounded(.up) / 3
}

/// A list hosted at 390 × 844: a compositional list of `appearance`, a diffable data source of
/// strings whose cells are list cells configured with `configure`.
@MainActor
final class ListHost {
  let collectionView: CollectionView
  let dataSource: CollectionViewDiffableDataSource<Int, String>
  var configure: (CollectionViewListCell, IndexPath, String) -> Void

  init(
    appearance: CollectionLayoutListConfiguration.Appearance, sections: [[String]],
    configure: @escaping (CollectionViewListCell, IndexPath, String) -> Void = { cell, _, text in
      var content = cell.defaultContentConfiguration()
      content.text = text
      cell.contentConfiguration = content
    },
    list adjust: (inout CollectionLayoutListConfiguration) -> Void = { _ in }
  ) {
    self.configure = configure
    var list = CollectionLayoutListConfiguration(appearance: appearance)
    adjust(&list)
    let layout = CollectionViewCompositionalLayout.list(using: list)
    collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    var forward: ((CollectionViewListCell, IndexPath, String) -> Void)?
    let registration = CollectionView.CellRegistration<CollectionViewListCell, String> {
      cell, indexPath, item in
      forward?(cell, indexPath, item)
    }
    dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    forward = { [unowned self] cell, indexPath, item in self.configure(cell, indexPath, item) }
    var snapshot = DiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections(Array(sections.indices))
    for (index, items) in sections.enumerated() { snapshot.appendItems(items, toSection: index) }
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()
  }

  /// The visible list cell of `item` in `section`.
  func cell(_ item: Int, section: Int = 0) -> CollectionViewListCell? {
    collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? CollectionViewListCell
  }
}

/// Whether `a` and `b` agree within 1e-9 (frames go through a view's centre and bounds, so
/// their sums round).
func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }

/// Whether every edge of `a` and `b` agrees within 1e-9.
func close(_ a: CGRect, _ b: CGRect) -> Bool {
  close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width) && close(a.height, b.height)
}
