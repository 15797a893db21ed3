import TrellisUIKit

/// Sections whose first row is a header that folds its rows away: a list whose header mode is
/// `.firstItemInSection`, with section snapshots and header-style outline disclosures.
class OutlineListViewController: UIViewController {
  struct Item: Hashable {
    let title: String
    let isHeader: Bool
  }

  var dataSource: UICollectionViewDiffableDataSource<Int, Item>! = nil
  var collectionView: UICollectionView! = nil
  var listAppearance = UICollectionLayoutListConfiguration.Appearance.insetGrouped

  let groups: [(String, [String])] = [
    ("Fruit", ["Apple", "Banana", "Cherry"]),
    ("Vegetables", ["Carrot", "Leek"]),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Outline"
    configureHierarchy()
    configureDataSource()
  }
}

extension OutlineListViewController {
  func createLayout() -> UICollectionViewLayout {
    var config = UICollectionLayoutListConfiguration(appearance: listAppearance)
    config.headerMode = .firstItemInSection
    return UICollectionViewCompositionalLayout.list(using: config)
  }

  func configureHierarchy() {
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)
  }

  func configureDataSource() {
    let headerRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> {
      (cell, indexPath, item) in
      var content = cell.defaultContentConfiguration()
      content.text = item.title
      cell.contentConfiguration = content
      cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
    }
    let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> {
      (cell, indexPath, item) in
      var content = cell.defaultContentConfiguration()
      content.text = item.title
      cell.contentConfiguration = content
      cell.accessories = [.disclosureIndicator()]
    }
    dataSource = UICollectionViewDiffableDataSource<Int, Item>(collectionView: collectionView) {
      (collectionView: UICollectionView, indexPath: IndexPath, item: Item) -> UICollectionViewCell? in
      if item.isHeader {
        return collectionView.dequeueConfiguredReusableCell(
          using: headerRegistration, for: indexPath, item: item)
      } else {
        return collectionView.dequeueConfiguredReusableCell(
          using: cellRegistration, for: indexPath, item: item)
      }
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Item>()
    snapshot.appendSections(Array(groups.indices))
    dataSource.apply(snapshot, animatingDifferences: false)
    for (section, group) in groups.enumerated() {
      var sectionSnapshot = NSDiffableDataSourceSectionSnapshot<Item>()
      let header = Item(title: group.0, isHeader: true)
      sectionSnapshot.append([header])
      sectionSnapshot.append(group.1.map { Item(title: $0, isHeader: false) }, to: header)
      sectionSnapshot.expand([header])
      dataSource.apply(sectionSnapshot, to: section, animatingDifferences: false)
    }
  }
}
