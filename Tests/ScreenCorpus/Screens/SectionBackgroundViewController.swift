import TrellisUIKit

/// A list in sections, each drawn on a rounded panel: a decoration view behind the section.
class SectionBackgroundViewController: UIViewController {
  static let sectionBackgroundDecorationElementKind = "section-background-element-kind"

  var dataSource: UICollectionViewDiffableDataSource<Int, Int>! = nil
  var collectionView: UICollectionView! = nil

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Section Background Decoration"
    configureHierarchy()
    configureDataSource()
  }
}

extension SectionBackgroundViewController {
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
    section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12)

    let sectionBackgroundDecoration = NSCollectionLayoutDecorationItem.background(
      elementKind: SectionBackgroundViewController.sectionBackgroundDecorationElementKind)
    sectionBackgroundDecoration.contentInsets = NSDirectionalEdgeInsets(
      top: 6, leading: 6, bottom: 6, trailing: 6)
    section.decorationItems = [sectionBackgroundDecoration]

    let layout = UICollectionViewCompositionalLayout(section: section)
    layout.register(
      SectionBackgroundDecorationView.self,
      forDecorationViewOfKind: SectionBackgroundViewController.sectionBackgroundDecorationElementKind)
    return layout
  }

  func configureHierarchy() {
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.backgroundColor = .systemBackground
    collectionView.register(ListCell.self, forCellWithReuseIdentifier: ListCell.reuseIdentifier)
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

    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    var itemOffset = 0
    for section in 0..<4 {
      snapshot.appendSections([section])
      snapshot.appendItems(Array(itemOffset..<itemOffset + 4))
      itemOffset += 4
    }
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}
