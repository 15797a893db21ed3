import TrellisUIKit

/// A list of settings-like rows drawn by a list cell subclass that builds its configurations
/// from its state: the item travels in the configuration state under a custom key.
class CustomCellListViewController: UIViewController {
  struct Item: Hashable {
    let title: String
    let symbol: String
    let value: String
  }

  var dataSource: UICollectionViewDiffableDataSource<Int, Item>! = nil
  var collectionView: UICollectionView! = nil

  let items = [
    Item(title: "Airplane Mode", symbol: "airplane", value: "Off"),
    Item(title: "Wi-Fi", symbol: "wifi", value: "Home"),
    Item(title: "Bluetooth", symbol: "antenna.radiowaves.left.and.right", value: "On"),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Settings"
    configureHierarchy()
    configureDataSource()
  }
}

extension UIConfigurationStateCustomKey {
  static let settingsItem = UIConfigurationStateCustomKey("com.example.SettingsItemCell.item")
}

extension UICellConfigurationState {
  var settingsItem: CustomCellListViewController.Item? {
    get { return self[.settingsItem] as? CustomCellListViewController.Item }
    set { self[.settingsItem] = newValue }
  }
}

class SettingsItemCell: UICollectionViewListCell {
  private var item: CustomCellListViewController.Item? = nil

  func updateWithItem(_ newItem: CustomCellListViewController.Item) {
    guard item != newItem else { return }
    item = newItem
    setNeedsUpdateConfiguration()
  }

  override var configurationState: UICellConfigurationState {
    var state = super.configurationState
    state.settingsItem = self.item
    return state
  }

  override func updateConfiguration(using state: UICellConfigurationState) {
    super.updateConfiguration(using: state)
    var content = UIListContentConfiguration.valueCell().updated(for: state)
    content.text = state.settingsItem?.title
    content.secondaryText = state.settingsItem?.value
    content.image = state.settingsItem.flatMap { UIImage(systemName: $0.symbol) }
    content.imageProperties.tintColor = .systemOrange
    contentConfiguration = content
    var background = UIBackgroundConfiguration.listGroupedCell().updated(for: state)
    if state.isHighlighted || state.isSelected {
      background.backgroundColor = .systemGray5
    }
    backgroundConfiguration = background
    accessories = [.disclosureIndicator()]
  }
}

extension CustomCellListViewController {
  func configureHierarchy() {
    let config = UICollectionLayoutListConfiguration(appearance: .grouped)
    collectionView = UICollectionView(
      frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: config))
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)
  }

  func configureDataSource() {
    let cellRegistration = UICollectionView.CellRegistration<SettingsItemCell, Item> {
      (cell, indexPath, item) in
      cell.updateWithItem(item)
    }
    dataSource = UICollectionViewDiffableDataSource<Int, Item>(collectionView: collectionView) {
      (collectionView: UICollectionView, indexPath: IndexPath, item: Item) -> UICollectionViewCell? in
      return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Item>()
    snapshot.appendSections([0])
    snapshot.appendItems(items)
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}
