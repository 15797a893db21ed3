import Testing
import TrellisUIKit

/// Photos 100, 150, 80 and 120 high in a 300-point-wide view, cell padding 6.
///
/// Each cell's slot is the column width by 2·6 + photo + caption, placed round-robin in the
/// columns (the tutorial's rule), and the cell is the slot inset by 6 on every side.
@Suite("Corpus: Pinterest layout with Swift-style optional delegate requirements") @MainActor
struct PinterestLayoutTests {
  @MainActor final class Scene {
    let dataSource = CorpusDataSource(counts: [4])
    let layout = PinterestLayout()
    let collectionView: UICollectionView

    init(delegate: PinterestLayoutDelegate) {
      layout.delegate = delegate
      collectionView = makeCorpusCollectionView(
        layout: layout, size: CGSize(width: 300, height: 600), dataSource: dataSource)
    }
  }

  @Test("the defaults of the optional requirements: 2 columns, no captions")
  func defaults() {
    let heights = PhotoHeights(heights: [100, 150, 80, 120])
    let scene = Scene(delegate: heights)
    // Columns 150 wide. Slots: item 0 (0, 0, 150, 112), item 1 (150, 0, 150, 162), item 2
    // (0, 112, 150, 92), item 3 (150, 162, 150, 132); cells inset by 6.
    #expect(scene.collectionView.cellFrame(0) == CGRect(x: 6, y: 6, width: 138, height: 100))
    #expect(scene.collectionView.cellFrame(1) == CGRect(x: 156, y: 6, width: 138, height: 150))
    #expect(scene.collectionView.cellFrame(2) == CGRect(x: 6, y: 118, width: 138, height: 80))
    #expect(scene.collectionView.cellFrame(3) == CGRect(x: 156, y: 168, width: 138, height: 120))
    // The tallest column ends at 162 + 132 = 294.
    #expect(scene.collectionView.contentSize == CGSize(width: 300, height: 294))
  }

  @Test("implemented optional requirements win: 3 columns, 20-point captions")
  func implementedOptionals() {
    let heights = CaptionedPhotoHeights(heights: [100, 150, 80, 120])
    let scene = Scene(delegate: heights)
    // Columns 100 wide; slot heights 12 + photo + 20: 132, 182, 112, 152. Item 3 goes back to
    // column 0, under item 0: y = 132.
    #expect(scene.collectionView.cellFrame(0) == CGRect(x: 6, y: 6, width: 88, height: 120))
    #expect(scene.collectionView.cellFrame(2) == CGRect(x: 206, y: 6, width: 88, height: 100))
    #expect(scene.collectionView.cellFrame(3) == CGRect(x: 6, y: 138, width: 88, height: 140))
    #expect(scene.collectionView.contentSize == CGSize(width: 300, height: 284))
  }
}
