import Foundation

@testable import TrellisDiffable

/// A snapshot from `[(section, items)]`.
func makeSnapshot(_ sections: [(String, [String])]) -> Snapshot {
  var snapshot = Snapshot()
  for (section, items) in sections {
    snapshot.appendSections([section])
    snapshot.appendItems(items, toSection: section)
  }
  return snapshot
}

/// `IndexPath(item:section:)` from "section-item" shorthand used in expectations: `p(0, 3)`.
func p(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

/// A cell that remembers the item it shows and how often a registration configured it.
final class ItemCell: CollectionViewCell {
  var item: String?
  var configurations = 0
  var reuses = 0

  override func prepareForReuse() {
    super.prepareForReuse()
    item = nil
    reuses += 1
  }
}

/// A header that remembers its title.
final class TitleView: CollectionReusableView {
  var title = ""
}

/// What the cell registration saw.
final class Recorder {
  var handlerCalls: [String] = []
}

/// A collection view (390 wide) with a flow layout of full-width 44-point rows and no spacing,
/// driven by a diffable data source whose cells come from a cell registration.
@MainActor final class Harness {
  let collectionView: CollectionView
  let layout = CollectionViewFlowLayout()
  let recorder = Recorder()
  let dataSource: CollectionViewDiffableDataSource<String, String>
  let registration: CollectionView.CellRegistration<ItemCell, String>

  init(height: CGFloat = 844) {
    layout.itemSize = CGSize(width: 390, height: 44)
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: height), collectionViewLayout: layout)
    let recorder = recorder
    let registration = CollectionView.CellRegistration<ItemCell, String> { cell, _, item in
      cell.item = item
      cell.configurations += 1
      recorder.handlerCalls.append(item)
    }
    self.registration = registration
    dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    collectionView.layoutIfNeeded()
  }

  /// The item each visible cell shows, by index path.
  var shown: [IndexPath: String] {
    var result: [IndexPath: String] = [:]
    for cell in collectionView.visibleCells {
      if let path = collectionView.indexPath(for: cell) { result[path] = (cell as? ItemCell)?.item }
    }
    return result
  }

  /// The visible cell of each item.
  var cellsByItem: [String: ItemCell] {
    var result: [String: ItemCell] = [:]
    for cell in collectionView.visibleCells {
      if let cell = cell as? ItemCell, let item = cell.item { result[item] = cell }
    }
    return result
  }

  /// The section counts the collection view reports.
  var counts: [Int] {
    (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
  }

  /// Runs any update animation to its end.
  func settle() {
    collectionView.advance(by: 1)
    collectionView.layoutIfNeeded()
  }
}

/// The items of `snapshot` by index path.
func itemsByPath(_ snapshot: Snapshot) -> [IndexPath: String] {
  var result: [IndexPath: String] = [:]
  for (section, identifier) in snapshot.sectionIdentifiers.enumerated() {
    for (index, item) in snapshot.itemIdentifiers(inSection: identifier).enumerated() {
      result[IndexPath(item: index, section: section)] = item
    }
  }
  return result
}
