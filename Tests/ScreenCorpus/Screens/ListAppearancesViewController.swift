import TrellisUIKit

/// One list shown in each of UIKit's list appearances: the navigation bar's button moves to the
/// next appearance (plain, grouped, inset grouped, sidebar, plain sidebar, then plain again) and
/// the screen installs a new layout for it. Each section begins with a header row whose outline
/// disclosure folds the section.
class ListAppearancesViewController: UIViewController {
  struct Item: Hashable {
    let title: String
    let isHeader: Bool
  }

  var dataSource: UICollectionViewDiffableDataSource<Int, Item>! = nil
  var collectionView: UICollectionView! = nil
  var appearance = UICollectionLayoutListConfiguration.Appearance.plain

  let sections: [(String, [String])] = [
    ("Colors", ["Red", "Green", "Blue"]),
    ("Shapes", ["Circle", "Square"]),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "List Appearances"
    configureHierarchy()
    configureDataSource()
    updateBarButtonItem()
  }
}

extension ListAppearancesViewController {
  /// The appearance after `appearance`, in the order the button cycles through.
  func appearance(
    after appearance: UICollectionLayoutListConfiguration.Appearance
  )
    -> UICollectionLayoutListConfiguration.Appearance
  {
    switch appearance {
    case .plain: return .grouped
    case .grouped: return .insetGrouped
    case .insetGrouped: return .sidebar
    case .sidebar: return .sidebarPlain
    default: return .plain
    }
  }

  func name(of appearance: UICollectionLayoutListConfiguration.Appearance) -> String {
    switch appearance {
    case .plain: return "Plain"
    case .grouped: return "Grouped"
    case .insetGrouped: return "Inset Grouped"
    case .sidebar: return "Sidebar"
    default: return "Sidebar Plain"
    }
  }

  func updateBarButtonItem() {
    let next = appearance(after: appearance)
    let action = UIAction(title: name(of: next)) { [weak self] _ in
      self?.showAppearance(next)
    }
    navigationItem.rightBarButtonItem = UIBarButtonItem(title: name(of: next), primaryAction: action)
  }

  func showAppearance(_ newAppearance: UICollectionLayoutListConfiguration.Appearance) {
    appearance = newAppearance
    collectionView.setCollectionViewLayout(createLayout(), animated: false)
    updateBarButtonItem()
  }

  func createLayout() -> UICollectionViewLayout {
    return UICollectionViewCompositionalLayout { [unowned self] _, layoutEnvironment in
      var configuration = UICollectionLayoutListConfiguration(appearance: self.appearance)
      configuration.headerMode = .firstItemInSection
      return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)
    }
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
    }
    dataSource = UICollectionViewDiffableDataSource<Int, Item>(collectionView: collectionView) {
      (collectionView: UICollectionView, indexPath: IndexPath, item: Item) -> UICollectionViewCell? in
      if item.isHeader {
        return collectionView.dequeueConfiguredReusableCell(
          using: headerRegistration, for: indexPath, item: item)
      }
      return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Item>()
    snapshot.appendSections(Array(sections.indices))
    dataSource.apply(snapshot, animatingDifferences: false)
    for (index, section) in sections.enumerated() {
      var sectionSnapshot = NSDiffableDataSourceSectionSnapshot<Item>()
      let header = Item(title: section.0, isHeader: true)
      sectionSnapshot.append([header])
      sectionSnapshot.append(section.1.map { Item(title: $0, isHeader: false) }, to: header)
      sectionSnapshot.expand([header])
      dataSource.apply(sectionSnapshot, to: index, animatingDifferences: false)
    }
  }
}
