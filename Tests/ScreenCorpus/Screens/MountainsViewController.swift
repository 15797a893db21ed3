import TrellisUIKit

/// A searchable grid of mountain names: a search bar above a collection view whose items the
/// search text filters.
class MountainsViewController: UIViewController {
  enum Section: CaseIterable {
    case main
  }

  let searchBar = UISearchBar(frame: .zero)
  var mountainsCollectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<Section, Mountain>!
  var nameFilter: String?

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Mountains Search"
    configureHierarchy()
    configureDataSource()
    performQuery(with: nil)
  }
}

extension MountainsViewController {
  func configureDataSource() {
    dataSource = UICollectionViewDiffableDataSource<Section, Mountain>(
      collectionView: mountainsCollectionView
    ) {
      (collectionView: UICollectionView, indexPath: IndexPath, mountain: Mountain) -> UICollectionViewCell? in
      guard
        let mountainCell = collectionView.dequeueReusableCell(
          withReuseIdentifier: LabelCell.reuseIdentifier, for: indexPath) as? LabelCell
      else {
        fatalError("Cannot create new cell")
      }
      mountainCell.label.text = mountain.name
      return mountainCell
    }
  }

  func performQuery(with filter: String?) {
    let mountains = MountainsData.filteredMountains(with: filter).sorted { $0.name < $1.name }

    var snapshot = NSDiffableDataSourceSnapshot<Section, Mountain>()
    snapshot.appendSections([.main])
    snapshot.appendItems(mountains)
    dataSource.apply(snapshot, animatingDifferences: true)
  }
}

extension MountainsViewController {
  func createLayout() -> UICollectionViewLayout {
    let layout = UICollectionViewCompositionalLayout {
      (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
      let contentSize = layoutEnvironment.container.effectiveContentSize
      let columns = contentSize.width > 600 ? 3 : 2
      let spacing = CGFloat(10)
      let itemSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0),
        heightDimension: .fractionalHeight(1.0))
      let item = NSCollectionLayoutItem(layoutSize: itemSize)
      let groupSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0),
        heightDimension: .absolute(32))
      let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: columns)
      group.interItemSpacing = .fixed(spacing)

      let section = NSCollectionLayoutSection(group: group)
      section.interGroupSpacing = spacing
      section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
      return section
    }
    return layout
  }

  func configureHierarchy() {
    view.backgroundColor = .systemBackground
    let layout = createLayout()
    let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.translatesAutoresizingMaskIntoConstraints = false
    collectionView.backgroundColor = .systemBackground
    collectionView.register(LabelCell.self, forCellWithReuseIdentifier: LabelCell.reuseIdentifier)
    view.addSubview(collectionView)
    view.addSubview(searchBar)

    searchBar.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      searchBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      searchBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      searchBar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      collectionView.topAnchor.constraint(equalTo: searchBar.bottomAnchor),
      collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
    mountainsCollectionView = collectionView

    searchBar.delegate = self
  }
}

extension MountainsViewController: UISearchBarDelegate {
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    performQuery(with: searchText)
  }
}
