import TrellisUIKit

/// A conference's news feed: full-width stories that are as tall as their text.
class ConferenceNewsFeedViewController: UIViewController {
  enum Section {
    case main
  }

  var dataSource: UICollectionViewDiffableDataSource<Section, ConferenceNewsItem>! = nil
  var collectionView: UICollectionView! = nil

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Conference News Feed"
    configureHierarchy()
    configureDataSource()
  }
}

extension ConferenceNewsFeedViewController {
  func createLayout() -> UICollectionViewLayout {
    let estimatedHeight = CGFloat(120)
    let layoutSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0),
      heightDimension: .estimated(estimatedHeight))
    let item = NSCollectionLayoutItem(layoutSize: layoutSize)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: layoutSize,
      subitem: item,
      count: 1)
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    section.interGroupSpacing = 10
    return UICollectionViewCompositionalLayout(section: section)
  }

  func configureHierarchy() {
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.backgroundColor = .systemBackground
    collectionView.register(
      ConferenceNewsFeedCell.self, forCellWithReuseIdentifier: ConferenceNewsFeedCell.reuseIdentifier)
    view.addSubview(collectionView)
  }

  func configureDataSource() {
    dataSource = UICollectionViewDiffableDataSource<Section, ConferenceNewsItem>(
      collectionView: collectionView
    ) {
      (
        collectionView: UICollectionView, indexPath: IndexPath, newsItem: ConferenceNewsItem
      ) -> UICollectionViewCell? in
      guard
        let cell = collectionView.dequeueReusableCell(
          withReuseIdentifier: ConferenceNewsFeedCell.reuseIdentifier,
          for: indexPath) as? ConferenceNewsFeedCell
      else { fatalError("Cannot create new cell") }
      cell.titleLabel.text = newsItem.title
      cell.bodyLabel.text = newsItem.body
      cell.dateLabel.text = newsItem.date
      cell.showsSeparator = indexPath.item != ConferenceData.news.count - 1
      return cell
    }

    var snapshot = NSDiffableDataSourceSnapshot<Section, ConferenceNewsItem>()
    snapshot.appendSections([.main])
    snapshot.appendItems(ConferenceData.news)
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}
