import TrellisUIKit

/// A list in sections whose headers stay pinned to the top while their section scrolls by.
class PinnedSectionHeadersViewController: UIViewController {
  static let sectionHeaderElementKind = "pinned-section-header-element-kind"

  var dataSource: UICollectionViewDiffableDataSource<Int, Int>! = nil
  var collectionView: UICollectionView! = nil

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Pinned Section Headers"
    configureHierarchy()
    configureDataSource()
  }
}

extension PinnedSectionHeadersViewController {
  func createLayout() -> UICollectionViewLayout {
    let itemSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0),
      heightDimension: .fractionalHeight(1.0))
    let item = NSCollectionLayoutItem(layoutSize: itemSize)
    let groupSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0),
      heightDimension: .absolute(44))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 4
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12)

    let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0),
        heightDimension: .absolute(40)),
      elementKind: PinnedSectionHeadersViewController.sectionHeaderElementKind,
      alignment: .top)
    sectionHeader.pinToVisibleBounds = true
    sectionHeader.zIndex = 2
    section.boundarySupplementaryItems = [sectionHeader]
    return UICollectionViewCompositionalLayout(section: section)
  }

  func configureHierarchy() {
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.backgroundColor = .systemBackground
    collectionView.register(ListCell.self, forCellWithReuseIdentifier: ListCell.reuseIdentifier)
    collectionView.register(
      TitleSupplementaryView.self,
      forSupplementaryViewOfKind: PinnedSectionHeadersViewController.sectionHeaderElementKind,
      withReuseIdentifier: TitleSupplementaryView.reuseIdentifier)
    view.addSubview(collectionView)
  }

  func configureDataSource() {
    dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      (collectionView: UICollectionView, indexPath: IndexPath, identifier: Int) -> UICollectionViewCell? in
      guard
        let cell = collectionView.dequeueReusableCell(
          withReuseIdentifier: ListCell.reuseIdentifier, for: indexPath) as? ListCell
      else {
        fatalError("Cannot create new cell")
      }
      cell.label.text = "\(indexPath.section),\(indexPath.item)"
      return cell
    }
    dataSource.supplementaryViewProvider = {
      (collectionView: UICollectionView, kind: String, indexPath: IndexPath) -> UICollectionReusableView? in
      guard
        let header = collectionView.dequeueReusableSupplementaryView(
          ofKind: kind,
          withReuseIdentifier: TitleSupplementaryView.reuseIdentifier,
          for: indexPath) as? TitleSupplementaryView
      else {
        fatalError("Cannot create new supplementary")
      }
      header.label.text = "Section \(indexPath.section)"
      header.backgroundColor = .lightGray
      header.layer.borderColor = UIColor.black.cgColor
      header.layer.borderWidth = 1.0
      return header
    }

    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    var itemOffset = 0
    for section in 0..<5 {
      snapshot.appendSections([section])
      snapshot.appendItems(Array(itemOffset..<itemOffset + 10))
      itemOffset += 10
    }
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}
