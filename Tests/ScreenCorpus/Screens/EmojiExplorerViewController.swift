import TrellisUIKit

/// Three ways to browse a few emoji in one compositional layout: a row of recent emoji that
/// scrolls sideways, an outline of categories that expand to their emoji, and an inset-grouped
/// list of every emoji with swipe actions (star on the leading edge, delete on the trailing one)
/// and a context menu (copy, star, delete).
class EmojiExplorerViewController: UIViewController {
  enum Section: Int, CaseIterable {
    case recents, outline, list
  }

  struct Emoji: Hashable {
    let symbol: String
    let name: String
  }

  /// One row or tile. Identifiers are distinct across sections, as a diffable snapshot needs.
  struct Item: Hashable {
    let id: Int
    let title: String
    let emoji: Emoji?
  }

  static let categories: [(String, [Emoji])] = [
    (
      "Smileys",
      [
        Emoji(symbol: "😀", name: "Grinning Face"), Emoji(symbol: "😂", name: "Tears of Joy"),
        Emoji(symbol: "😉", name: "Winking Face"),
      ]
    ),
    ("Animals", [Emoji(symbol: "🐶", name: "Dog Face"), Emoji(symbol: "🦊", name: "Fox")]),
    ("Food", [Emoji(symbol: "🍎", name: "Red Apple"), Emoji(symbol: "🥑", name: "Avocado")]),
  ]

  var dataSource: UICollectionViewDiffableDataSource<Section, Item>! = nil
  var collectionView: UICollectionView! = nil
  /// The names of the starred emoji.
  var starred: Set<String> = []
  /// What "Copy" put on the pasteboard last.
  var copiedText: String?

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Emoji Explorer"
    configureHierarchy()
    configureDataSource()
    applyInitialSnapshots()
  }
}

extension EmojiExplorerViewController {
  func createLayout() -> UICollectionViewLayout {
    return UICollectionViewCompositionalLayout { [unowned self] sectionIndex, layoutEnvironment in
      guard let section = Section(rawValue: sectionIndex) else { return nil }
      switch section {
      case .recents:
        let item = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(80), heightDimension: .absolute(80)),
          subitems: [item])
        let recents = NSCollectionLayoutSection(group: group)
        recents.interGroupSpacing = 10
        recents.orthogonalScrollingBehavior = .continuous
        recents.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        return recents
      case .outline:
        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)
      case .list:
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.leadingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
          self.leadingSwipeActions(for: indexPath)
        }
        configuration.trailingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
          self.trailingSwipeActions(for: indexPath)
        }
        return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)
      }
    }
  }

  func configureHierarchy() {
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.delegate = self
    view.addSubview(collectionView)
  }

  func configureDataSource() {
    let tileRegistration = UICollectionView.CellRegistration<UICollectionViewCell, Item> {
      (cell, indexPath, item) in
      var content = UIListContentConfiguration.cell()
      content.text = item.emoji?.symbol
      content.textProperties.font = .preferredFont(forTextStyle: .title1)
      content.textProperties.alignment = .center
      cell.contentConfiguration = content
      var background = UIBackgroundConfiguration.listGroupedCell()
      background.cornerRadius = 8
      cell.backgroundConfiguration = background
    }
    let categoryRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> {
      (cell, indexPath, item) in
      var content = cell.defaultContentConfiguration()
      content.text = item.title
      cell.contentConfiguration = content
      cell.accessories = [.outlineDisclosure()]
    }
    let emojiRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> {
      [unowned self] (cell, indexPath, item) in
      var content = cell.defaultContentConfiguration()
      content.text = item.title
      cell.contentConfiguration = content
      let isStarred = self.starred.contains(item.title)
      cell.accessories = isStarred ? [.customView(configuration: self.starAccessory())] : []
    }
    dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) {
      (collectionView: UICollectionView, indexPath: IndexPath, item: Item) -> UICollectionViewCell? in
      switch Section(rawValue: indexPath.section) {
      case .recents:
        return collectionView.dequeueConfiguredReusableCell(
          using: tileRegistration, for: indexPath, item: item)
      case .outline where item.emoji == nil:
        return collectionView.dequeueConfiguredReusableCell(
          using: categoryRegistration, for: indexPath, item: item)
      default:
        return collectionView.dequeueConfiguredReusableCell(
          using: emojiRegistration, for: indexPath, item: item)
      }
    }
  }

  func starAccessory() -> UICellAccessory.CustomViewConfiguration {
    let star = UIImageView(image: UIImage(systemName: "star.fill"))
    star.tintColor = .systemYellow
    return UICellAccessory.CustomViewConfiguration(customView: star, placement: .trailing())
  }

  func applyInitialSnapshots() {
    var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
    snapshot.appendSections(Section.allCases)
    dataSource.apply(snapshot, animatingDifferences: false)

    let all = Self.categories.flatMap { $0.1 }
    let recents = ["😀", "🐶", "🍎", "🦊"].compactMap { symbol in all.first { $0.symbol == symbol } }
    var recentsSnapshot = NSDiffableDataSourceSectionSnapshot<Item>()
    recentsSnapshot.append(
      recents.enumerated().map { Item(id: 100 + $0.offset, title: $0.element.name, emoji: $0.element) })
    dataSource.apply(recentsSnapshot, to: .recents, animatingDifferences: false)

    var outlineSnapshot = NSDiffableDataSourceSectionSnapshot<Item>()
    var id = 200
    for (category, emoji) in Self.categories {
      let header = Item(id: id, title: category, emoji: nil)
      id += 1
      outlineSnapshot.append([header])
      outlineSnapshot.append(
        emoji.map { emoji in
          id += 1
          return Item(id: id, title: emoji.name, emoji: emoji)
        }, to: header)
    }
    if let smileys = outlineSnapshot.rootItems.first {
      outlineSnapshot.expand([smileys])
    }
    dataSource.apply(outlineSnapshot, to: .outline, animatingDifferences: false)

    var listSnapshot = NSDiffableDataSourceSectionSnapshot<Item>()
    listSnapshot.append(
      all.enumerated().map { Item(id: 300 + $0.offset, title: $0.element.name, emoji: $0.element) })
    dataSource.apply(listSnapshot, to: .list, animatingDifferences: false)
  }
}

extension EmojiExplorerViewController {
  func toggleStar(_ item: Item) {
    if starred.contains(item.title) {
      starred.remove(item.title)
    } else {
      starred.insert(item.title)
    }
    var snapshot = dataSource.snapshot()
    snapshot.reconfigureItems([item])
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  func delete(_ item: Item) {
    var snapshot = dataSource.snapshot()
    snapshot.deleteItems([item])
    dataSource.apply(snapshot, animatingDifferences: true)
  }

  func leadingSwipeActions(for indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    guard let item = dataSource.itemIdentifier(for: indexPath) else { return nil }
    let isStarred = starred.contains(item.title)
    let star = UIContextualAction(style: .normal, title: isStarred ? "Unstar" : "Star") {
      [weak self] _, _, completion in
      self?.toggleStar(item)
      completion(true)
    }
    star.backgroundColor = .systemYellow
    star.image = UIImage(systemName: isStarred ? "star.slash" : "star.fill")
    return UISwipeActionsConfiguration(actions: [star])
  }

  func trailingSwipeActions(for indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    guard let item = dataSource.itemIdentifier(for: indexPath) else { return nil }
    let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
      self?.delete(item)
      completion(true)
    }
    return UISwipeActionsConfiguration(actions: [delete])
  }
}

extension EmojiExplorerViewController: UICollectionViewDelegate {
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    guard indexPaths.count == 1, indexPaths[0].section == Section.list.rawValue,
      let item = dataSource.itemIdentifier(for: indexPaths[0]), let emoji = item.emoji
    else { return nil }
    return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
      let isStarred = self?.starred.contains(item.title) ?? false
      let copy = UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in
        self?.copiedText = emoji.symbol
      }
      let star = UIAction(title: isStarred ? "Unstar" : "Star", image: UIImage(systemName: "star")) { _ in
        self?.toggleStar(item)
      }
      let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) {
        _ in
        self?.delete(item)
      }
      return UIMenu(title: "", children: [copy, star, delete])
    }
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    collectionView.deselectItem(at: indexPath, animated: true)
  }
}
