import TrellisUIKit

/// Conference videos by category: each category a section that pages sideways a group at a
/// time, under a title header.
class ConferenceVideosViewController: UIViewController {
  static let titleElementKind = "title-element-kind"

  var dataSource: UICollectionViewDiffableDataSource<ConferenceVideoCollection, ConferenceVideo>! = nil
  var collectionView: UICollectionView! = nil

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Conference Videos"
    configureHierarchy()
    configureDataSource()
  }
}

extension ConferenceVideosViewController {
  func createLayout() -> UICollectionViewLayout {
    let layout = UICollectionViewCompositionalLayout {
      (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
      let itemSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0),
        heightDimension: .fractionalHeight(1.0))
      let item = NSCollectionLayoutItem(layoutSize: itemSize)

      let groupFractionalWidth = CGFloat(
        layoutEnvironment.container.effectiveContentSize.width > 500 ? 0.3 : 0.45)
      let groupSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(groupFractionalWidth),
        heightDimension: .absolute(220))
      let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

      let section = NSCollectionLayoutSection(group: group)
      section.orthogonalScrollingBehavior = .groupPaging
      section.interGroupSpacing = 12
      section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12)

      let titleSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0),
        heightDimension: .absolute(44))
      let titleSupplementary = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: titleSize,
        elementKind: ConferenceVideosViewController.titleElementKind,
        alignment: .top)
      section.boundarySupplementaryItems = [titleSupplementary]
      return section
    }

    let config = UICollectionViewCompositionalLayoutConfiguration()
    config.interSectionSpacing = 20
    layout.configuration = config
    return layout
  }

  func configureHierarchy() {
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.backgroundColor = .systemBackground
    collectionView.register(
      ConferenceVideoCell.self, forCellWithReuseIdentifier: ConferenceVideoCell.reuseIdentifier)
    collectionView.register(
      TitleSupplementaryView.self,
      forSupplementaryViewOfKind: ConferenceVideosViewController.titleElementKind,
      withReuseIdentifier: TitleSupplementaryView.reuseIdentifier)
    view.addSubview(collectionView)
  }

  func configureDataSource() {
    dataSource = UICollectionViewDiffableDataSource<ConferenceVideoCollection, ConferenceVideo>(
      collectionView: collectionView
    ) {
      (
        collectionView: UICollectionView, indexPath: IndexPath, video: ConferenceVideo
      ) -> UICollectionViewCell? in
      guard
        let cell = collectionView.dequeueReusableCell(
          withReuseIdentifier: ConferenceVideoCell.reuseIdentifier,
          for: indexPath) as? ConferenceVideoCell
      else { fatalError("Cannot create new cell") }
      cell.titleLabel.text = video.title
      cell.categoryLabel.text = video.category
      return cell
    }
    dataSource.supplementaryViewProvider = {
      [weak self]
      (collectionView: UICollectionView, kind: String, indexPath: IndexPath) -> UICollectionReusableView? in
      guard let self = self,
        let titleSupplementary = collectionView.dequeueReusableSupplementaryView(
          ofKind: kind,
          withReuseIdentifier: TitleSupplementaryView.reuseIdentifier,
          for: indexPath) as? TitleSupplementaryView
      else { fatalError("Cannot create new supplementary") }
      let snapshot = self.dataSource.snapshot()
      let category = snapshot.sectionIdentifiers[indexPath.section]
      titleSupplementary.label.text = category.title
      return titleSupplementary
    }

    var snapshot = NSDiffableDataSourceSnapshot<ConferenceVideoCollection, ConferenceVideo>()
    ConferenceData.collections.forEach {
      let collection = $0
      snapshot.appendSections([collection])
      snapshot.appendItems(collection.videos)
    }
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}
