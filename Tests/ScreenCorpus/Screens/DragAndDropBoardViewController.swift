import TrellisUIKit

/// A board of three columns — To Do, Doing, Done — each a plain list of cards; a card dragged
/// from one column to another moves there, inserted where it is dropped (or at the end when
/// dropped below the last card). The columns share a `DragDropSpace`, the headless stand-in for
/// the screen a drag crosses.
class DragAndDropBoardViewController: UIViewController {
  enum Section {
    case main
  }

  let columnTitles = ["To Do", "Doing", "Done"]
  var cards: [[String]] = [
    ["Sketch", "Cells", "Release"],
    ["Review"],
    ["Setup", "Colours"],
  ]
  var space: DragDropSpace! = nil
  var columns: [UICollectionView] = []
  var dataSources: [UICollectionViewDiffableDataSource<Section, String>] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Board"
    configureHierarchy()
    configureDataSources()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layoutColumns()
  }
}

extension DragAndDropBoardViewController {
  func configureHierarchy() {
    space = DragDropSpace(frame: view.bounds)
    space.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(space)
    for _ in columnTitles {
      let configuration = UICollectionLayoutListConfiguration(appearance: .plain)
      let layout = UICollectionViewCompositionalLayout.list(using: configuration)
      let column = UICollectionView(frame: .zero, collectionViewLayout: layout)
      column.dragInteractionEnabled = true
      column.dragDelegate = self
      column.dropDelegate = self
      space.addSubview(column)
      columns.append(column)
    }
    layoutColumns()
  }

  /// Three equal columns side by side, the height of the safe area.
  func layoutColumns() {
    let area = space.bounds.inset(by: view.safeAreaInsets)
    let width = area.width / CGFloat(columns.count)
    for (index, column) in columns.enumerated() {
      column.frame = CGRect(
        x: area.minX + CGFloat(index) * width, y: area.minY, width: width, height: area.height)
    }
  }

  func configureDataSources() {
    let cardRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      (cell, indexPath, card) in
      var content = cell.defaultContentConfiguration()
      content.text = card
      cell.contentConfiguration = content
    }
    for (index, column) in columns.enumerated() {
      let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: column) {
        (collectionView: UICollectionView, indexPath: IndexPath, card: String) -> UICollectionViewCell? in
        return collectionView.dequeueConfiguredReusableCell(
          using: cardRegistration, for: indexPath, item: card)
      }
      dataSources.append(dataSource)
      apply(column: index, animated: false)
    }
  }

  func apply(column index: Int, animated: Bool) {
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.main])
    snapshot.appendItems(cards[index])
    dataSources[index].apply(snapshot, animatingDifferences: animated)
  }

  func columnIndex(of collectionView: UICollectionView) -> Int? {
    columns.firstIndex { $0 === collectionView }
  }
}

extension DragAndDropBoardViewController: UICollectionViewDragDelegate {
  func collectionView(
    _ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath
  ) -> [UIDragItem] {
    guard let index = columnIndex(of: collectionView) else { return [] }
    let card = cards[index][indexPath.item]
    let item = UIDragItem(itemProvider: NSItemProvider(object: card))
    item.localObject = card
    return [item]
  }
}

extension DragAndDropBoardViewController: UICollectionViewDropDelegate {
  func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool {
    session.canLoadObjects(ofClass: String.self)
  }

  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UICollectionViewDropProposal {
    UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator
  ) {
    guard let target = columnIndex(of: collectionView), let item = coordinator.items.first,
      let card = item.dragItem.localObject as? String,
      let source = cards.firstIndex(where: { $0.contains(card) }),
      let from = cards[source].firstIndex(of: card)
    else { return }
    cards[source].remove(at: from)
    let destination = min(coordinator.destinationIndexPath?.item ?? cards[target].count, cards[target].count)
    cards[target].insert(card, at: destination)
    if source != target { apply(column: source, animated: true) }
    apply(column: target, animated: true)
    coordinator.drop(item.dragItem, toItemAt: IndexPath(item: destination, section: 0))
  }
}
