import TrellisUIKit

/// A three-column grid whose items carry a round badge with a count on their top trailing corner.
class ItemBadgesViewController: UIViewController {
  static let badgeElementKind = "badge-element-kind"

  enum Section {
    case main
  }

  struct Model: Hashable {
    let title: String
    let badgeCount: Int
    let identifier: Int
    func hash(into hasher: inout Hasher) {
      hasher.combine(identifier)
    }
    static func == (lhs: Model, rhs: Model) -> Bool {
      return lhs.identifier == rhs.identifier
    }
  }

  var dataSource: UICollectionViewDiffableDataSource<Section, Model>! = nil
  var collectionView: UICollectionView! = nil

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Item Badges"
    configureHierarchy()
    configureDataSource()
  }
}

extension ItemBadgesViewController {
  func createLayout() -> UICollectionViewLayout {
    let badgeAnchor = NSCollectionLayoutAnchor(
      edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.25, y: -0.25))
    let badgeSize = NSCollectionLayoutSize(
      widthDimension: .absolute(22),
      heightDimension: .absolute(22))
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: badgeSize,
      elementKind: ItemBadgesViewController.badgeElementKind,
      containerAnchor: badgeAnchor)

    let itemSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0 / 3.0),
      heightDimension: .fractionalHeight(1.0))
    let item = NSCollectionLayoutItem(layoutSize: itemSize, supplementaryItems: [badge])
    item.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)
    let groupSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0),
      heightDimension: .fractionalWidth(0.25))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
    return UICollectionViewCompositionalLayout(section: section)
  }

  func configureHierarchy() {
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.backgroundColor = .systemBackground
    collectionView.register(TextCell.self, forCellWithReuseIdentifier: TextCell.reuseIdentifier)
    collectionView.register(
      BadgeSupplementaryView.self,
      forSupplementaryViewOfKind: ItemBadgesViewController.badgeElementKind,
      withReuseIdentifier: BadgeSupplementaryView.reuseIdentifier)
    view.addSubview(collectionView)
  }

  func configureDataSource() {
    dataSource = UICollectionViewDiffableDataSource<Section, Model>(collectionView: collectionView) {
      (collectionView: UICollectionView, indexPath: IndexPath, model: Model) -> UICollectionViewCell? in
      guard
        let cell = collectionView.dequeueReusableCell(
          withReuseIdentifier: TextCell.reuseIdentifier, for: indexPath) as? TextCell
      else {
        fatalError("Cannot create new cell")
      }
      cell.label.text = model.title
      cell.contentView.backgroundColor = .systemTeal
      cell.contentView.layer.borderColor = UIColor.black.cgColor
      cell.contentView.layer.borderWidth = 1
      cell.contentView.layer.cornerRadius = 8
      cell.label.textAlignment = .center
      cell.label.font = UIFont.preferredFont(forTextStyle: .title1)
      return cell
    }
    dataSource.supplementaryViewProvider = {
      [weak self] (
        collectionView: UICollectionView, kind: String, indexPath: IndexPath
      ) -> UICollectionReusableView? in
      guard let self = self, let model = self.dataSource.itemIdentifier(for: indexPath) else { return nil }
      let hasBadgeCount = model.badgeCount > 0
      if let badgeView = collectionView.dequeueReusableSupplementaryView(
        ofKind: kind,
        withReuseIdentifier: BadgeSupplementaryView.reuseIdentifier,
        for: indexPath) as? BadgeSupplementaryView
      {
        badgeView.label.text = "\(model.badgeCount)"
        badgeView.isHidden = !hasBadgeCount
        return badgeView
      } else {
        fatalError("Cannot create new supplementary")
      }
    }

    var snapshot = NSDiffableDataSourceSnapshot<Section, Model>()
    snapshot.appendSections([.main])
    // Every third item has no badge; the others count up to 8.
    let models = (0..<60).map { Model(title: "\($0)", badgeCount: $0 % 3 == 2 ? 0 : $0 % 9, identifier: $0) }
    snapshot.appendItems(models)
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}
