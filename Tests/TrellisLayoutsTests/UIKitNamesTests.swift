// Every gallery layout used through TrellisUIKit's names, as UIKit code would use it.

import Testing
import TrellisLayouts
import TrellisUIKit

/// A UIKit-style subclass, as a tutorial would write it: configure in `prepare()`.
private final class TallCoverFlow: CoverFlowLayout {
  override func prepare() {
    itemSize = CGSize(width: 200, height: 300)
    super.prepare()
  }
}

@Suite struct UIKitNamesTests {
  @Test func waterfallIsAUICollectionViewLayout() {
    let layout: UICollectionViewLayout = WaterfallLayout()
    let data = GalleryData(counts: [4])
    let view: UICollectionView = makeHost(layout, size: CGSize(width: 210, height: 300), data: data)
    // 2 columns of (210 − 10)/2 = 100, items 100 tall: item 3 at (110, 110).
    let attributes: UICollectionViewLayoutAttributes? = view.layoutAttributesForItem(
      at: IndexPath(item: 3, section: 0))
    #expect(attributes?.frame == CGRect(x: 110, y: 110, width: 100, height: 100))
  }

  @Test func coverFlowSubclassWithUIKitNames() {
    let layout = TallCoverFlow()
    let data = GalleryData(counts: [5])
    let view = makeHost(layout, size: CGSize(width: 320, height: 480), data: data)
    // Insets (320 − 200)/2 = 60 and (480 − 300)/2 = 90: item 0 centred at (160, 240).
    let insets: UIEdgeInsets = layout.sectionInset
    #expect(insets == UIEdgeInsetsMake(90, 60, 90, 60))
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.center == CGPoint(x: 160, y: 240))
  }

  @Test func pagedGridInAUICollectionView() {
    let layout = PagedGridLayout()
    layout.columns = 2
    layout.rows = 2
    layout.itemSpacing = 0
    layout.lineSpacing = 0
    let data = GalleryData(counts: [5])
    let view: UICollectionView = makeHost(layout, size: CGSize(width: 200, height: 200), data: data)
    // 100×100 items; item 4 opens page 1 at x 200.
    #expect(view.contentSize == CGSize(width: 400, height: 200))
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame
        == CGRect(x: 200, y: 0, width: 100, height: 100))
  }

  @Test func circularCardsAttributesAreUICollectionViewLayoutAttributes() {
    let layout: UICollectionViewLayout = CircularCardsLayout()
    let data = GalleryData(counts: [3])
    let view: UICollectionView = makeHost(layout, size: CGSize(width: 320, height: 480), data: data)
    let attributes: UICollectionViewLayoutAttributes? = view.layoutAttributesForItem(
      at: IndexPath(item: 0, section: 0))
    #expect((attributes as? CircularCardsLayoutAttributes)?.visualCenter == CGPoint(x: 160, y: 240))
  }
}
