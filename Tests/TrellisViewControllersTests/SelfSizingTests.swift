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
