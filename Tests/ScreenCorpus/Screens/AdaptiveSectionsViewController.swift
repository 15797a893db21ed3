import TrellisUIKit

/// Sections whose number of columns follows the width of the container: more columns when the
/// screen is wider than 600 points.
class AdaptiveSectionsViewController: UIViewController {
  enum SectionLayoutKind: Int, CaseIterable {
    case list, grid4, grid2
    func columnCount(for width: CGFloat) -> Int {
      let wideMode = width > 600
      switch self {
      case .grid4:
        return wideMode ? 8 : 4
      case .grid2:
        return wideMode ? 4 : 2
      case .list:
        return wideMode ? 2 : 1
      }
    }
  }

  var dataSource: UICollectionViewDiffableDataSource<SectionLayoutKind, Int>! = nil
  var collectionView: UICollectionView! = nil

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Adaptive Sections"
    configureHierarchy()
    configureDataSource()
  }
}

extension AdaptiveSectionsViewController {
  func createLayout() -> UICollectionViewLayout {
    let layout = UICollectionViewCompositionalLayout {
      (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
      guard let layoutKind = SectionLayoutKind(rawValue: sectionIndex) else { return nil }
      let columns = layoutKind.columnCount(for: layoutEnvironment.container.effectiveContentSize.width)

      let itemSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0),
        heightDimension: .fractionalHeight(1.0))
      let item = NSCollectionLayoutItem(layoutSize: itemSize)
      item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)

      let groupHeight =
        layoutKind == .list
        ? NSCollectionLayoutDimension.absolute(44) : NSCollectionLayoutDimension.fractionalWidth(0.2)
      let groupSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0),
        heightDimension: groupHeight)
      let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: columns)

      let section = NSCollectionLayoutSection(group: group)
      section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
      return section
    }
    return layout
  }

  func configureHierarchy() {
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.backgroundColor = .systemBackground
    collectionView.register(TextCell.self, forCellWithReuseIdentifier: TextCell.reuseIdentifier)
    collectionView.register(ListCell.self, forCellWithReuseIdentifier: ListCell.reuseIdentifier)
    view.addSubview(collectionView)
  }

  func configureDataSource() {
    dataSource = UICollectionViewDiffableDataSource<SectionLayoutKind, Int>(collectionView: collectionView) {
      (collectionView: UICollectionView, indexPath: IndexPath, identifier: Int) -> UICollectionViewCell? in
      let section = SectionLayoutKind(rawValue: indexPath.section)!
      if section == .list {
        guard
          let cell = collectionView.dequeueReusableCell(
            withReuseIdentifier: ListCell.reuseIdentifier, for: indexPath) as? ListCell
        else {
          fatalError("Cannot create new cell")
        }
        cell.label.text = "\(identifier)"
        return cell
      } else {
        guard
          let cell = collectionView.dequeueReusableCell(
            withReuseIdentifier: TextCell.reuseIdentifier, for: indexPath) as? TextCell
        else {
          fatalError("Cannot create new cell")
        }
        cell.label.text = "\(identifier)"
        cell.contentView.backgroundColor = section == .grid4 ? .systemOrange : .systemTeal
        cell.label.textAlignment = .center
        return cell
      }
    }

    let itemsPerSection = 8
    var snapshot = NSDiffableDataSourceSnapshot<SectionLayoutKind, Int>()
    SectionLayoutKind.allCases.forEach {
      snapshot.appendSections([$0])
      let itemOffset = $0.rawValue * itemsPerSection
      snapshot.appendItems(Array(itemOffset..<itemOffset + itemsPerSection))
    }
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}
