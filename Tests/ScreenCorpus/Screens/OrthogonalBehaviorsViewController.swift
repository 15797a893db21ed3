import TrellisUIKit

/// One sideways-scrolling section per orthogonal scrolling behaviour, each with a title header.
class OrthogonalBehaviorsViewController: UIViewController {
  static let headerElementKind = "header-element-kind"

  enum SectionKind: Int, CaseIterable {
    case continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered, none
    func orthogonalScrollingBehavior() -> UICollectionLayoutSectionOrthogonalScrollingBehavior {
      switch self {
      case .none:
        return UICollectionLayoutSectionOrthogonalScrollingBehavior.none
      case .continuous:
        return UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous
      case .continuousGroupLeadingBoundary:
        return UICollectionLayoutSectionOrthogonalScrollingBehavior.continuousGroupLeadingBoundary
      case .paging:
        return UICollectionLayoutSectionOrthogonalScrollingBehavior.paging
      case .groupPaging:
        return UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPaging
      case .groupPagingCentered:
        return UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPagingCentered
      }
    }
  }

  var dataSource: UICollectionViewDiffableDataSource<Int, Int>! = nil
  var collectionView: UICollectionView! = nil

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Orthogonal Section Behaviors"
    configureHierarchy()
    configureDataSource()
  }
}

extension OrthogonalBehaviorsViewController {
  func createLayout() -> UICollectionViewLayout {
    let config = UICollectionViewCompositionalLayoutConfiguration()
    config.interSectionSpacing = 16

    let layout = UICollectionViewCompositionalLayout(
      sectionProvider: {
        (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
        guard let sectionKind = SectionKind(rawValue: sectionIndex) else {
          fatalError("unknown section kind")
        }

        let leadingItem = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.6),
            heightDimension: .fractionalHeight(1.0)))
        leadingItem.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)

        let trailingItem = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0),
            heightDimension: .fractionalHeight(0.5)))
        trailingItem.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)
        let trailingGroup = NSCollectionLayoutGroup.vertical(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.4),
            heightDimension: .fractionalHeight(1.0)),
          subitem: trailingItem, count: 2)

        let orthogonallyScrolls = sectionKind.orthogonalScrollingBehavior() != .none
        let containerGroupFractionalWidth = orthogonallyScrolls ? CGFloat(0.8) : CGFloat(1.0)
        let containerGroup = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(containerGroupFractionalWidth),
            heightDimension: .fractionalHeight(0.3)),
          subitems: [leadingItem, trailingGroup])
        let section = NSCollectionLayoutSection(group: containerGroup)
        section.orthogonalScrollingBehavior = sectionKind.orthogonalScrollingBehavior()

        let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0),
            heightDimension: .absolute(44)),
          elementKind: OrthogonalBehaviorsViewController.headerElementKind,
          alignment: .top)
        section.boundarySupplementaryItems = [sectionHeader]
        return section
      }, configuration: config)
    return layout
  }

  func configureHierarchy() {
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.backgroundColor = .systemBackground
    collectionView.register(TextCell.self, forCellWithReuseIdentifier: TextCell.reuseIdentifier)
    collectionView.register(
      TitleSupplementaryView.self,
      forSupplementaryViewOfKind: OrthogonalBehaviorsViewController.headerElementKind,
      withReuseIdentifier: TitleSupplementaryView.reuseIdentifier)
    view.addSubview(collectionView)
  }

  func configureDataSource() {
    dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      (collectionView: UICollectionView, indexPath: IndexPath, identifier: Int) -> UICollectionViewCell? in
      guard
        let cell = collectionView.dequeueReusableCell(
          withReuseIdentifier: TextCell.reuseIdentifier, for: indexPath) as? TextCell
      else {
        fatalError("Cannot create new cell")
      }
      cell.label.text = "\(indexPath.section), \(indexPath.item)"
      cell.contentView.backgroundColor = .systemTeal
      cell.label.textAlignment = .center
      return cell
    }
    dataSource.supplementaryViewProvider = {
      (collectionView: UICollectionView, kind: String, indexPath: IndexPath) -> UICollectionReusableView? in
      guard
        let header = collectionView.dequeueReusableSupplementaryView(
          ofKind: kind, withReuseIdentifier: TitleSupplementaryView.reuseIdentifier,
          for: indexPath) as? TitleSupplementaryView
      else {
        fatalError("Cannot create new supplementary")
      }
      let sectionKind = SectionKind(rawValue: indexPath.section)!
      header.label.text = "." + String(describing: sectionKind)
      return header
    }

    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    var identifierOffset = 0
    let itemsPerSection = 15
    SectionKind.allCases.forEach {
      snapshot.appendSections([$0.rawValue])
      snapshot.appendItems(Array(identifierOffset..<identifierOffset + itemsPerSection))
      identifierOffset += itemsPerSection
    }
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}
