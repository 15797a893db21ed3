import TrellisUIKit

/// A plain list of planets the user reorders by dragging: a long press lifts a row, the other
/// rows make room as it moves, and the drop reorders the diffable data source through its
/// reordering handlers (no drop delegate; the collection view reorders its own items).
class ReorderableListViewController: UIViewController {
  enum Section {
    case main
  }

  var dataSource: UICollectionViewDiffableDataSource<Section, String>! = nil
  var collectionView: UICollectionView! = nil
  /// The backing store, kept in step by `didReorder`.
  var planets = ["Mercury", "Venus", "Earth", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune"]
  var reorderCount = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Planets"
    configureHierarchy()
    configureDataSource()
  }
}

extension ReorderableListViewController {
  func createLayout() -> UICollectionViewLayout {
    let configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    return UICollectionViewCompositionalLayout.list(using: configuration)
  }

  func configureHierarchy() {
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.dragInteractionEnabled = true
    collectionView.dragDelegate = self
    view.addSubview(collectionView)
  }

  func configureDataSource() {
    let rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      (cell, indexPath, planet) in
      var content = cell.defaultContentConfiguration()
      content.text = planet
      cell.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
      (collectionView: UICollectionView, indexPath: IndexPath, planet: String) -> UICollectionViewCell? in
      return collectionView.dequeueConfiguredReusableCell(
        using: rowRegistration, for: indexPath, item: planet)
    }
    dataSource.reorderingHandlers.canReorderItem = { _ in true }
    dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
      guard let self = self else { return }
      self.planets = self.planets.applying(transaction.difference) ?? self.planets
      self.reorderCount += 1
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.main])
    snapshot.appendItems(planets)
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

extension ReorderableListViewController: UICollectionViewDragDelegate {
  func collectionView(
    _ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath
  ) -> [UIDragItem] {
    guard let planet = dataSource.itemIdentifier(for: indexPath) else { return [] }
    let item = UIDragItem(itemProvider: NSItemProvider(object: planet))
    item.localObject = planet
    return [item]
  }
}
