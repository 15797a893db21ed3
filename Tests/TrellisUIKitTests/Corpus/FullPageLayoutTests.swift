import Testing
import TrellisUIKit

/// Four 320 × 480 pages.
@Suite("Corpus: a pager that narrows `collectionView` to non-optional") @MainActor
struct FullPageLayoutTests {
  @Test("pages are the view's size; the overridden collectionView is the host")
  func pages() {
    let dataSource = CorpusDataSource(counts: [4])
    let layout = FullPageLayout()
    let collectionView = makeCorpusCollectionView(
      layout: layout, size: CGSize(width: 320, height: 480), dataSource: dataSource)
    #expect(layout.collectionView === collectionView)
    #expect(collectionView.contentSize == CGSize(width: 1280, height: 480))
    #expect(collectionView.cellFrame(0) == CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(collectionView.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0)])
  }

  @Test("a quick flick moves exactly one page, however far it would have gone")
  func flickMovesOnePage() {
    let dataSource = CorpusDataSource(counts: [4])
    let collectionView = makeCorpusCollectionView(
      layout: FullPageLayout(), size: CGSize(width: 320, height: 480), dataSource: dataSource)
    collectionView.decelerationRate = .fast
    // 60 points in 0.05 s: 1200 pt/s, 1.2 pt/ms, above the 0.3 threshold; the projection
    // (60 + 1.2·499 = 659) alone would be two pages. At the fast rate (0.99 per ms) the 260
    // points left are within the 0.5-point rest distance after ln(0.5/260)/ln(0.99) ≈ 622 ms.
    collectionView.handleTouch(.began, at: CGPoint(x: 300, y: 240), time: 0)
    collectionView.handleTouch(.moved, at: CGPoint(x: 240, y: 240), time: 0.05)
    collectionView.handleTouch(.ended, at: CGPoint(x: 240, y: 240), time: 0.05)
    collectionView.advance(by: 3)
    #expect(collectionView.contentOffset == CGPoint(x: 320, y: 0))
    #expect(collectionView.indexPathsForVisibleItems == [IndexPath(item: 1, section: 0)])
  }

  @Test("rotating the view (a new size) lays the pages out again")
  func newSize() {
    let dataSource = CorpusDataSource(counts: [4])
    let collectionView = makeCorpusCollectionView(
      layout: FullPageLayout(), size: CGSize(width: 320, height: 480), dataSource: dataSource)
    collectionView.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
    collectionView.layoutIfNeeded()
    #expect(collectionView.contentSize == CGSize(width: 1920, height: 320))
    #expect(collectionView.cellFrame(0) == CGRect(x: 0, y: 0, width: 480, height: 320))
  }
}
