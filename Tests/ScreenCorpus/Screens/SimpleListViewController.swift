import TrellisUIKit

/// A plain inset-grouped list of numbered rows, configured with the list cell's default
/// content configuration.
class SimpleListViewController: UIViewController {
  enum Section {
    case main
  }

  var dataSource: UICollectionViewDiffableDataSource<Section, Int>! = nil
  var collectionView: UICollectionView! = nil

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "List"
    configureHierarchy()
    configureDataSource()
  }
}

extension SimpleListViewController {
  func createLayout() -> UICollectionViewLayout {
    let config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    return UICollectionViewCompositionalLayout.list(using: config)
  }

  func configureHierarchy() {
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)
    collectionView.delegate = self
  }

  func configureDataSource() {
    let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> {
      (cell, indexPath, item) in
      var content = cell.defaultContentConfiguration()
      content.text = "\(item)"
      cell.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
      (collectionView: UICollectionView, indexPath: IndexPath, identifier: Int) -> UICollectionViewCell? in
      return collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration, for: indexPath, item: identifier)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections([.main])
    snapshot.appendItems(Array(0..<94))
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

extension SimpleListViewController: UICollectionViewDelegate {
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    collectionView.deselectItem(at: indexPath, animated: true)
  }
}
