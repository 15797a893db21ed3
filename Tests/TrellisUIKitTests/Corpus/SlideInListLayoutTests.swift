import Testing
import TrellisUIKit

/// Three 60-point rows in a 320 × 600 view; row i spans y = 60·i…60·(i + 1).
@Suite("Corpus: a list layout that relies on UIKit's batch-update hook order") @MainActor
struct SlideInListLayoutTests {
  @MainActor final class Scene {
    let dataSource = CorpusDataSource(counts: [3])
    let layout = SlideInListLayout()
    let collectionView: UICollectionView

    init() {
      collectionView = makeCorpusCollectionView(
        layout: layout, size: CGSize(width: 320, height: 600), dataSource: dataSource)
    }
  }

  @Test("an insert runs invalidate, prepare, prepare(forCollectionViewUpdates:), finalize, in that order")
  func hookOrder() {
    let scene = Scene()
    let before = scene.layout.hookLog.count
    scene.collectionView.performBatchUpdates({
      scene.dataSource.counts[0] = 4
      scene.collectionView.insertItems(at: [IndexPath(item: 1, section: 0)])
    })
    #expect(scene.collectionView.lastUpdateError == nil)
    #expect(
      Array(scene.layout.hookLog[before...]) == [
        "invalidateLayout(with:)", "prepare()", "prepare(forCollectionViewUpdates:)",
        "finalizeCollectionViewUpdates()",
      ])
  }

  @Test("the inserted row slides in from one width to the left; the rows below move down")
  func insertedRowSlidesIn() throws {
    let scene = Scene()
    scene.collectionView.performBatchUpdates({
      scene.dataSource.counts[0] = 4
      scene.collectionView.insertItems(at: [IndexPath(item: 1, section: 0)])
    })
    let inserted = try #require(scene.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    // Its final frame is (0, 60, 320, 60); it starts at x = −320.
    #expect(inserted.frame == CGRect(x: -320, y: 60, width: 320, height: 60))
    scene.collectionView.advance(by: 0.3)
    #expect(inserted.frame == CGRect(x: 0, y: 60, width: 320, height: 60))
    // The old row 1 is row 2 now: y 120.
    #expect(scene.collectionView.cellFrame(2) == CGRect(x: 0, y: 120, width: 320, height: 60))
    #expect(scene.collectionView.contentSize.height == 240)
  }

  @Test("a deleted row slides out to the right")
  func deletedRowSlidesOut() throws {
    let scene = Scene()
    let leaving = try #require(scene.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    scene.collectionView.performBatchUpdates({
      scene.dataSource.counts[0] = 2
      scene.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
    })
    // Half-way through the 0.3 s ease-in-out animation the curve is at exactly one half (the
    // curve is symmetric about its midpoint): x = 160.
    scene.collectionView.advance(by: 0.15)
    #expect(abs(leaving.frame.minX - 160) < 1e-6)
    scene.collectionView.advance(by: 0.15)
    #expect(leaving.superview == nil)
  }
}
