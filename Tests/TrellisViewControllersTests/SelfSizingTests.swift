import Testing
import TrellisCompositional
import TrellisViewControllers

/// A view with a fixed natural size, as a label or an image view has one.
final class Swatch: View {
  var natural: CGSize {
    didSet { invalidateIntrinsicContentSize() }
  }

  init(natural: CGSize) {
    self.natural = natural
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }

  override var intrinsicContentSize: CGSize { natural }
}

/// A cell built as iOS cells are: a subview of the content view held by four constraints.
final class PaddedCell: CollectionViewCell {
  let swatch = Swatch(natural: CGSize(width: 50, height: 30))

  override init(frame: CGRect) {
    super.init(frame: frame)
    swatch.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(swatch)
    LayoutConstraint.activate([
      swatch.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
      swatch.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
      swatch.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
      swatch.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

/// Three items whose swatches are 30, 60 and 90 points high.
final class SwatchesController: CollectionViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(PaddedCell.self, forCellWithReuseIdentifier: "cell")
  }

  override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    3
  }

  override func collectionView(
    _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
  ) -> CollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! PaddedCell
    cell.swatch.natural = CGSize(
      width: 50 + 20 * CGFloat(indexPath.item), height: 30 * CGFloat(indexPath.item + 1))
    return cell
  }
}

@Suite("Self-sizing cells through Auto Layout")
struct SelfSizingTests {
  private func host(_ controller: ViewController) -> Window {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
  }

  @Test("flow with automaticSize: each cell takes its content's size plus the padding")
  func flowAutomaticSize() {
    let layout = CollectionViewFlowLayout()
    layout.estimatedItemSize = CollectionViewFlowLayout.automaticSize
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    let controller = SwatchesController(collectionViewLayout: layout)
    let window = host(controller)
    let cells = (0..<3).map { controller.collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) }
    // Widths: swatch 50, 70, 90 + 10 + 10 → 70, 90, 110. Heights: 30, 60, 90 + 8 + 8 → 46, 76, 106.
    #expect(
      cells.map { $0?.bounds.size } == [
        CGSize(width: 70, height: 46), CGSize(width: 90, height: 76), CGSize(width: 110, height: 106),
      ])
    // One line (70 + 10 + 90 + 10 + 110 = 290 ≤ 390): the flow centres each cell on the line's
    // middle, so the line is as high as its highest cell, 106 points.
    #expect(controller.collectionView.contentSize.height == 106)
    _ = window
  }

  @Test("a compositional list with estimated heights: full-width rows as high as their content")
  func compositionalEstimatedHeights() {
    let item = CollectionLayoutItem(
      layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
    let group = CollectionLayoutGroup.vertical(
      layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
      subitems: [item])
    let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
    let controller = SwatchesController(collectionViewLayout: layout)
    let window = host(controller)
    let frames = (0..<3).map {
      controller.collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame
    }
    // The width is fixed by the layout (390, the swatch's 50 + 20 stretched: hugging 250 yields to
    // the required width); heights 30 + 16 = 46, 60 + 16 = 76, 90 + 16 = 106, stacked.
    #expect(
      frames == [
        CGRect(x: 0, y: 0, width: 390, height: 46), CGRect(x: 0, y: 46, width: 390, height: 76),
        CGRect(x: 0, y: 122, width: 390, height: 106),
      ])
    #expect(controller.collectionView.contentSize.height == 228)
    _ = window
  }

  @Test("a layout without self-sizing keeps its sizes even when the cell has constraints")
  func fixedSizesStay() {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let controller = SwatchesController(collectionViewLayout: layout)
    let window = host(controller)
    let sizes = (0..<3).map {
      controller.collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.bounds.size
    }
    #expect(sizes == Array(repeating: CGSize(width: 100, height: 100), count: 3))
    _ = window
  }
}

@Suite("Self-sizing list sections through Auto Layout")
struct ListSelfSizingTests {
  @Test("a plain list section: full-width rows as high as their constrained content")
  func plainList() {
    let layout = CollectionViewCompositionalLayout.list(
      using: CollectionLayoutListConfiguration(appearance: .plain))
    let controller = SwatchesController(collectionViewLayout: layout)
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let frames = (0..<3).map {
      controller.collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame
    }
    // A plain list has no side insets: rows 390 wide; heights 30, 60, 90 + 8 + 8.
    #expect(
      frames == [
        CGRect(x: 0, y: 0, width: 390, height: 46), CGRect(x: 0, y: 46, width: 390, height: 76),
        CGRect(x: 0, y: 122, width: 390, height: 106),
      ])
  }
}

/// 200 rows whose swatches are all 30 points high, in a list with estimated heights.
final class UniformSwatchesController: CollectionViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(PaddedCell.self, forCellWithReuseIdentifier: "cell")
  }

  override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    200
  }

  override func collectionView(
    _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
  ) -> CollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! PaddedCell
    cell.swatch.natural = CGSize(width: 50, height: 30)
    return cell
  }
}

@Suite("Scrolling a hosted screen solves only the cells that change")
@MainActor
struct HostedIslandTests {
  @Test("a scroll step without new cells solves no constraints; each new cell is solved once, at once")
  func scrollSolvesOnlyNewCells() {
    let item = CollectionLayoutItem(
      layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(46)))
    let group = CollectionLayoutGroup.vertical(
      layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(46)),
      subitems: [item])
    let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
    let controller = UniformSwatchesController(collectionViewLayout: layout)
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let collectionView: CollectionView = controller.collectionView
    // Rows are 30 + 8 + 8 = 46 high: rows 0…18 meet the 844-point viewport (18 × 46 = 828).
    #expect(collectionView.indexPathsForVisibleItems.map(\.item) == Array(0...18))
    // Scrolling 10 points shows [10, 854): row 19 starts at 874, so no row comes or goes.
    var before = View.constraintIslandSolveCount
    collectionView.contentOffset = CGPoint(x: 0, y: 10)
    window.layoutIfNeeded()
    #expect(collectionView.indexPathsForVisibleItems.map(\.item) == Array(0...18))
    #expect(View.constraintIslandSolveCount == before)
    // At 230 (5 rows down) rows 5…23 are shown: five cells leave and come back as rows 19…23,
    // each configured again (its swatch's size set), so each is solved once; the screen itself
    // (the collection view is the controller's root view) has no constraints to solve.
    before = View.constraintIslandSolveCount
    collectionView.contentOffset = CGPoint(x: 0, y: 230)
    window.layoutIfNeeded()
    #expect(collectionView.indexPathsForVisibleItems.map(\.item) == Array(5...23))
    #expect(View.constraintIslandSolveCount - before == 5)
    // The new rows' content is laid out in the same pass: 10 from each side of 390, 8 from the top.
    for index in 19...23 {
      let cell = collectionView.cellForItem(at: IndexPath(item: index, section: 0)) as? PaddedCell
      #expect(cell?.frame == CGRect(x: 0, y: 46 * CGFloat(index), width: 390, height: 46))
      #expect(cell?.swatch.frame == CGRect(x: 10, y: 8, width: 370, height: 30))
    }
  }
}
