import Testing
import TrellisUIKit

/// A layout that keeps one cached attributes object and changes only its custom property in
/// `prepare()`, as UIKit layouts that mutate their cache in place do.
private final class DimmingLayout: UICollectionViewLayout {
  var dimming: CGFloat = 0.1
  private var cache: [CardLayoutAttributes] = []

  override class var layoutAttributesClass: AnyClass {
    return CardLayoutAttributes.self
  }

  override func prepare() {
    super.prepare()
    if cache.isEmpty {
      let attributes = CardLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
      attributes.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
      cache = [attributes]
    }
    cache[0].dimming = dimming
  }

  override var collectionViewContentSize: CGSize {
    return CGSize(width: 320, height: 480)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    return cache.filter { $0.frame.intersects(rect) }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    return cache.first
  }
}

/// UIKit keeps its own copies of the attributes it applied and compares the layout's new
/// attributes with them through `isEqual(_:)` (which is why the docs require subclasses to
/// override it), so a change to a custom property reaches the cell even when the layout mutated
/// the very object it returned last time.
@Suite("UIKit-style in-place attribute changes") @MainActor
struct InPlaceAttributesTests {
  @Test("a custom property changed in place on the cached attributes reaches the cell's apply(_:)")
  func inPlaceChangeReachesCell() throws {
    let controller = CardsController(cardCount: 1)
    let layout = DimmingLayout()
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    collectionView.register(CardCell.self, forCellWithReuseIdentifier: "Card")
    collectionView.dataSource = controller
    collectionView.layoutIfNeeded()
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? CardCell)
    #expect(cell.dimming == 0.1)

    layout.dimming = 0.7
    layout.invalidateLayout()
    collectionView.layoutIfNeeded()
    #expect(cell.dimming == 0.7)
  }
}
