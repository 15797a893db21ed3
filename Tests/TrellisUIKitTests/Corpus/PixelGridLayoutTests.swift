import Testing
import TrellisUIKit

/// Three columns with 1-point gaps in a 320-point-wide view: (320 − 2)/3 = 106 points exactly,
/// so nothing to round. In a 100-point view: (100 − 2)/3 = 32.666…; at 3× that is 98 pixels,
/// 32.666… points already on the pixel grid (98/3); at 2× it is 65.33 pixels, floored to 65,
/// 32.5 points.
@Suite("Corpus: a @MainActor layout that rounds to pixels with traitCollection.displayScale") @MainActor
struct PixelGridLayoutTests {
  @Test("a 320-point view: 106-point cells at x 0, 107, 214")
  func wholePoints() {
    let dataSource = CorpusDataSource(counts: [6])
    let collectionView = makeCorpusCollectionView(
      layout: PixelGridLayout(), size: CGSize(width: 320, height: 480), dataSource: dataSource)
    #expect(collectionView.cellFrame(2) == CGRect(x: 214, y: 0, width: 106, height: 106))
    #expect(collectionView.cellFrame(3) == CGRect(x: 0, y: 107, width: 106, height: 106))
    #expect(collectionView.contentSize == CGSize(width: 320, height: 213))
  }

  @Test("a 100-point view at 3× and at 2×")
  func pixelRounding() {
    let dataSource = CorpusDataSource(counts: [3])
    let layout = PixelGridLayout()
    let collectionView = makeCorpusCollectionView(
      layout: layout, size: CGSize(width: 100, height: 100), dataSource: dataSource)
    let thirds: CGFloat = 98.0 / 3.0
    #expect(collectionView.cellFrame(0)?.width == thirds)
    let saved = UIScreen.main.scale
    UIScreen.main.scale = 2
    defer { UIScreen.main.scale = saved }
    layout.invalidateLayout()
    collectionView.layoutIfNeeded()
    #expect(collectionView.cellFrame(0)?.width == 32.5)
    // Column 2 starts after two cells and two gaps: 2·33.5 = 67.
    #expect(collectionView.cellFrame(2)?.minX == 67)
  }
}
