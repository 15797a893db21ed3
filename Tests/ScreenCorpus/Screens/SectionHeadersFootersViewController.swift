import TrellisUIKit

/// A list in sections, each with a header and a footer that span the section's width.
class SectionHeadersFootersViewController: UIViewController {
  static let sectionHeaderElementKind = "section-header-element-kind"
  static let sectionFooterElementKind = "section-footer-element-kind"

  var dataSource: UICollectionViewDiffableDataSource<Int, Int>! = nil
  var collectionView: UICollectionView! = nil

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Section Headers/Footers"
    configureHierarchy()
    configureDataSource()
  }
}

extension SectionHeadersFootersViewController {
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

    let headerFooterSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0),
      heightDimension: .absolute(40))
    let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: headerFooterSize,
      elementKind: SectionHeadersFootersViewController.sectionHeaderElementKind, alignment: .top)
    let sectionFooter = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: headerFooterSize,
      elementKind: SectionHeadersFootersViewController.sectionFooterElementKind, alignment: .bottom)
    section.boundarySupplementaryItems = [sectionHeader, sectionFooter]
    return UICollectionViewCompositionalLayout(section: section)
  }

  func configureHierarchy() {
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.backgroundColor = .systemBackground
    collectionView.register(ListCell.self, forCellWithReuseIdentifier: ListCell.reuseIdentifier)
    collectionView.register(
      TitleSupplementaryView.self,
      forSupplementaryViewOfKind: SectionHeadersFootersViewController.sectionHeaderElementKind,
      withReuseIdentifier: TitleSupplementaryView.reuseIdentifier)
    collectionView.register(
      TitleSupplementaryView.self,
      forSupplementaryViewOfKind: SectionHeadersFootersViewController.sectionFooterElementKind,
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
        let supplementaryView = collectionView.dequeueReusableSupplementaryView(
          ofKind: kind,
          withReuseIdentifier: TitleSupplementaryView.reuseIdentifier,
          for: indexPath) as? TitleSupplementaryView
      else {
        fatalError("Cannot create new supplementary")
      }
      let viewKind =
        kind == SectionHeadersFootersViewController.sectionHeaderElementKind ? "Header" : "Footer"
      supplementaryView.label.text = "\(viewKind) for section \(indexPath.section)"
      supplementaryView.backgroundColor = .lightGray
      supplementaryView.layer.borderColor = UIColor.black.cgColor
      supplementaryView.layer.borderWidth = 1.0
      return supplementaryView
    }

    let itemsPerSection = 5
    let sections = Array(0..<6)
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    var itemOffset = 0
    sections.forEach {
      snapshot.appendSections([$0])
      snapshot.appendItems(Array(itemOffset..<itemOffset + itemsPerSection))
      itemOffset += itemsPerSection
    }
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}
