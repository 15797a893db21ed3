import TrellisUIKit

/// Rows of coloured squares that a timer sorts by hue, one insertion-sort step per row per tick,
/// each step applied as a diffable snapshot.
class InsertionSortViewController: UIViewController {
  static let nodeSize = CGSize(width: 16, height: 34)

  /// One row to sort: its nodes in their current order and where the sort has got to.
  struct SortRow: Hashable {
    var nodes: [Node]
    var sortedCount = 1
    let identifier: Int

    var isSorted: Bool { sortedCount >= nodes.count }

    /// Moves the next unsorted node to its place among the sorted ones.
    mutating func sortNext() {
      guard !isSorted else { return }
      let node = nodes.remove(at: sortedCount)
      var destination = sortedCount
      while destination > 0 && nodes[destination - 1].value > node.value {
        destination -= 1
      }
      nodes.insert(node, at: destination)
      sortedCount += 1
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(identifier)
    }

    static func == (lhs: SortRow, rhs: SortRow) -> Bool {
      return lhs.identifier == rhs.identifier
    }
  }

  struct Node: Hashable {
    let value: Int
    let identifier: Int
    var color: UIColor {
      return UIColor(hue: CGFloat(value) / 100.0, saturation: 1.0, brightness: 1.0, alpha: 1.0)
    }
  }

  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<SortRow, Node>!
  var rows: [SortRow] = []
  var isSorting = false
  var sortTimer: Timer?

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Insertion Sort Visualization"
    configureHierarchy()
    configureDataSource()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Sort", primaryAction: UIAction { [weak self] _ in self?.toggleSort() })
  }

  func toggleSort() {
    isSorting.toggle()
    navigationItem.rightBarButtonItem?.title = isSorting ? "Stop" : "Sort"
    if isSorting {
      // The timer fires on the main run loop; its block is not isolated, so say so.
      sortTimer = Timer.scheduledTimer(withTimeInterval: 0.125, repeats: true) { [weak self] _ in
        MainActor.assumeIsolated { self?.performSortStep() }
      }
    } else {
      sortTimer?.invalidate()
      sortTimer = nil
    }
  }

  /// One step of every unsorted row, shown with a new snapshot.
  func performSortStep() {
    guard isSorting else { return }
    var snapshot = NSDiffableDataSourceSnapshot<SortRow, Node>()
    var allSorted = true
    for index in rows.indices {
      rows[index].sortNext()
      allSorted = allSorted && rows[index].isSorted
      snapshot.appendSections([rows[index]])
      snapshot.appendItems(rows[index].nodes)
    }
    dataSource.apply(snapshot, animatingDifferences: true)
    if allSorted {
      toggleSort()
    }
  }
}

extension InsertionSortViewController {
  func createLayout() -> UICollectionViewLayout {
    let layout = UICollectionViewCompositionalLayout {
      (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
      let contentSize = layoutEnvironment.container.effectiveContentSize
      let columns = Int(contentSize.width / InsertionSortViewController.nodeSize.width)
      let rowHeight = InsertionSortViewController.nodeSize.height
      let size = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0),
        heightDimension: .absolute(rowHeight))
      let itemSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0 / CGFloat(columns)),
        heightDimension: .fractionalHeight(1.0))
      let item = NSCollectionLayoutItem(layoutSize: itemSize)
      let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
      let section = NSCollectionLayoutSection(group: group)
      return section
    }
    return layout
  }

  func configureHierarchy() {
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.backgroundColor = .black
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "node")
    view.addSubview(collectionView)
  }

  func configureDataSource() {
    dataSource = UICollectionViewDiffableDataSource<SortRow, Node>(collectionView: collectionView) {
      (collectionView: UICollectionView, indexPath: IndexPath, node: Node) -> UICollectionViewCell? in
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "node", for: indexPath)
      cell.backgroundColor = node.color
      return cell
    }
    // A fixed pseudo-random order per row (a linear congruential generator with a seed per
    // row), so that the screen is the same on every run.
    let columns = Int(view.bounds.width / InsertionSortViewController.nodeSize.width)
    var identifier = 0
    rows = (0..<8).map { row in
      var state = UInt32(row * 7919 + 17)
      var values = Array(0..<columns).map { $0 * 100 / columns }
      for index in stride(from: values.count - 1, to: 0, by: -1) {
        state = state &* 1_103_515_245 &+ 12_345
        let other = Int((state >> 16) % UInt32(index + 1))
        values.swapAt(index, other)
      }
      let nodes = values.map { value -> Node in
        identifier += 1
        return Node(value: value, identifier: identifier)
      }
      return SortRow(nodes: nodes, identifier: row)
    }
    var snapshot = NSDiffableDataSourceSnapshot<SortRow, Node>()
    for row in rows {
      snapshot.appendSections([row])
      snapshot.appendItems(row.nodes)
    }
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}
