// Cells as UIKit code writes them: subviews built in init(frame:) inside contentView, laid out
// in layoutSubviews(), background views, and cells as subviews of the collection view.
import Testing
import TrellisUIKit

/// A tag cell: a label inset by 8 points that stretches with the cell, and a 20-point badge kept
/// in the top-right corner by layoutSubviews(). (`UIView`s stand in for a label and an image.)
final class TagCell: UICollectionViewCell {
  static let reuseIdentifier = "TagCell"

  let label = UIView()
  let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
  private(set) var frameSeenByInit = CGRect.null
  private(set) var layoutCount = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    frameSeenByInit = frame
    label.frame = contentView.bounds.insetBy(dx: 8, dy: 8)
    label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.addSubview(label)
    contentView.addSubview(badge)
    backgroundView = UIView()
    selectedBackgroundView = UIView()
    selectedBackgroundView?.backgroundColor = .blue
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    layoutCount += 1
    badge.center = CGPoint(x: contentView.bounds.maxX - 10, y: 10)
  }
}

final class TagCellsController: NSObject, UICollectionViewDataSource {
  var count: Int

  init(count: Int) {
    self.count = count
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    return count
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    return collectionView.dequeueReusableCell(withReuseIdentifier: TagCell.reuseIdentifier, for: indexPath)
  }
}

/// A 320 × 480 view, a flow layout of 100 × 60 items with spacings of 10 and no insets: 3 items
/// per line (3·100 + 2·10 = 320), a full line with no slack, so x = 0, 110, 220.
@Suite("UIKit-style cells: contentView, background views, layout") @MainActor
struct CollectionViewCellTests {
  @MainActor final class Scene {
    let controller = TagCellsController(count: 3)
    let layout = UICollectionViewFlowLayout()
    let collectionView: UICollectionView

    init() {
      layout.itemSize = CGSize(width: 100, height: 60)
      collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
      collectionView.register(TagCell.self, forCellWithReuseIdentifier: TagCell.reuseIdentifier)
      collectionView.dataSource = controller
      collectionView.layoutIfNeeded()
    }

    func cell(_ item: Int) -> TagCell? {
      collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? TagCell
    }
  }

  @Test("init(frame:) sees the item's frame and builds the content view's subviews")
  func initSeesTheFrame() throws {
    let scene = Scene()
    let cell = try #require(scene.cell(1))
    #expect(cell.frameSeenByInit == CGRect(x: 110, y: 0, width: 100, height: 60))
    #expect(cell.frame == CGRect(x: 110, y: 0, width: 100, height: 60))
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 100, height: 60))
    // 8 points in from each edge of 100 × 60.
    #expect(cell.label.frame == CGRect(x: 8, y: 8, width: 84, height: 44))
    #expect(cell.label.superview === cell.contentView)
    // The collection view laid the cell out once at the end of its pass.
    #expect(cell.layoutCount == 1)
    #expect(cell.badge.center == CGPoint(x: 90, y: 10))
    #expect(cell.superview === scene.collectionView)
  }

  @Test("a new item size lays the cell out again: the content view and its subviews follow")
  func resizingLaysOut() throws {
    let scene = Scene()
    let cell = try #require(scene.cell(0))
    scene.layout.itemSize = CGSize(width: 150, height: 60)
    scene.collectionView.layoutIfNeeded()
    #expect(cell.frame == CGRect(x: 0, y: 0, width: 150, height: 60))
    #expect(cell.layoutCount == 2)
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 150, height: 60))
    // Only the label's width is flexible: 84 + 50.
    #expect(cell.label.frame == CGRect(x: 8, y: 8, width: 134, height: 44))
    #expect(cell.badge.center == CGPoint(x: 140, y: 10))
    // setNeedsLayout() then layoutIfNeeded() calls layoutSubviews() exactly once more.
    cell.setNeedsLayout()
    cell.layoutIfNeeded()
    cell.layoutIfNeeded()
    #expect(cell.layoutCount == 3)
  }

  @Test("background views sit behind the content view; the selected one shows while selected")
  func backgroundViews() throws {
    let scene = Scene()
    let cell = try #require(scene.cell(0))
    let background = try #require(cell.backgroundView)
    let selected = try #require(cell.selectedBackgroundView)
    #expect(cell.subviews == [background, selected, cell.contentView])
    #expect(background.frame == cell.bounds)
    #expect(selected.isHidden)
    cell.isSelected = true
    #expect(!selected.isHidden)
    cell.isSelected = false
    cell.isHighlighted = true
    #expect(!selected.isHidden)
    cell.prepareForReuse()
    #expect(selected.isHidden)
  }

  @Test("a cell leaves the collection view's subviews when it goes back to the pool")
  func reusePoolLeavesTheHierarchy() throws {
    let scene = Scene()
    let cell = try #require(scene.cell(2))
    scene.collectionView.performBatchUpdates({
      scene.controller.count = 2
      scene.collectionView.deleteItems(at: [IndexPath(item: 2, section: 0)])
    })
    // Still shown while it fades out.
    #expect(cell.superview === scene.collectionView)
    scene.collectionView.advance(by: 0.3)
    #expect(cell.superview == nil)
    #expect(scene.collectionView.subviews.count == 2)
  }
}
