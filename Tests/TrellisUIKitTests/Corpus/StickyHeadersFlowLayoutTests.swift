import Testing
import TrellisUIKit

/// Two sections of five and eight 320 × 50 rows (no spacing) under 40-point headers, in a
/// 320 × 300 view.
///
/// Unpinned (header, then the section's lines; docs/uikit-reference.md,
/// "UICollectionViewFlowLayout"): header 0 at y 0…40, rows 40…290;
/// header 1 at 290…330, rows 330…730. A header sticks at the visible top (the offset) but stays
/// between its section's first row minus its height and its last row's bottom minus its height.
@Suite("Corpus: sticky headers that invalidate on every bounds change") @MainActor
struct StickyHeadersFlowLayoutTests {
  @MainActor final class Scene {
    let dataSource = CorpusDataSource(counts: [5, 8])
    let layout = StickyHeadersFlowLayout()
    let collectionView: UICollectionView

    init() {
      layout.itemSize = CGSize(width: 320, height: 50)
      layout.minimumLineSpacing = 0
      layout.headerReferenceSize = CGSize(width: 320, height: 40)
      collectionView = makeCorpusCollectionView(
        layout: layout, size: CGSize(width: 320, height: 300), dataSource: dataSource)
    }

    func headerMinY(_ section: Int) -> CGFloat? {
      collectionView.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section)
      )?.frame.minY
    }

    func scroll(to y: CGFloat) {
      collectionView.contentOffset = CGPoint(x: 0, y: y)
      collectionView.layoutIfNeeded()
    }
  }

  @Test("headers follow the offset and are pushed up by the end of their section")
  func headersStick() {
    let scene = Scene()
    #expect(scene.collectionView.contentSize.height == 730)
    #expect(scene.headerMinY(0) == 0)
    // Offset 100: header 0 at max(100, 0) = 100 (below its limit 290 − 40 = 250); header 1 at
    // max(100, 330 − 40) = 290.
    scene.scroll(to: 100)
    #expect(scene.headerMinY(0) == 100)
    #expect(scene.headerMinY(1) == 290)
    #expect(
      scene.collectionView.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.layer
        .zPosition == 1024)
    // Offset 270: header 0 would be at 270 but stops at 250, pushed by its section's end.
    scene.scroll(to: 270)
    #expect(scene.headerMinY(0) == 250)
    #expect(scene.headerMinY(1) == 290)
    // Offset 400: section 0 is gone; header 1 is at the top, 400 (below its limit 730 − 40),
    // though its own frame (290) is off screen: the layout added it.
    scene.scroll(to: 400)
    #expect(scene.headerMinY(0) == nil)
    #expect(scene.headerMinY(1) == 400)
  }
}
