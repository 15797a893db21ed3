import Testing
import TrellisUIKit

/// A 320 × 400 view, spacing 8; item 0 is the newest message, at the bottom.
@Suite("Corpus: a bottom-anchored chat layout with the newest message first") @MainActor
struct ChatLayoutTests {
  @MainActor final class Scene {
    let transcript: ChatTranscript
    let layout = ChatLayout()
    let collectionView: UICollectionView

    init(heights: [CGFloat]) {
      transcript = ChatTranscript(heights: heights)
      layout.delegate = transcript
      collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
      collectionView.register(CorpusCell.self, forCellWithReuseIdentifier: CorpusCell.reuseIdentifier)
      collectionView.dataSource = transcript
      collectionView.layoutIfNeeded()
    }
  }

  @Test("three short messages rest on the bottom edge")
  func fewMessagesRestAtTheBottom() {
    let scene = Scene(heights: [40, 60, 30])
    // 130 + 4·8 = 162 < 400: the content is 400 high. From the bottom: 400 − 8 − 40 = 352;
    // 352 − 8 − 60 = 284; 284 − 8 − 30 = 246.
    #expect(scene.collectionView.contentSize.height == 400)
    #expect(scene.collectionView.cellFrame(0) == CGRect(x: 0, y: 352, width: 320, height: 40))
    #expect(scene.collectionView.cellFrame(1) == CGRect(x: 0, y: 284, width: 320, height: 60))
    #expect(scene.collectionView.cellFrame(2) == CGRect(x: 0, y: 246, width: 320, height: 30))
  }

  @Test("a new message keeps the view on the newest one and rises into place")
  func newMessageStaysAtTheBottom() throws {
    let scene = Scene(heights: Array(repeating: 50, count: 10))
    // 10·50 + 11·8 = 588 high; the controller scrolls to the bottom: 588 − 400 = 188.
    let view = scene.collectionView
    view.setContentOffset(CGPoint(x: 0, y: view.contentSize.height - view.bounds.height), animated: false)
    view.layoutIfNeeded()
    #expect(view.contentOffset.y == 188)
    view.performBatchUpdates({
      scene.transcript.heights.insert(50, at: 0)
      view.insertItems(at: [IndexPath(item: 0, section: 0)])
    })
    // 11·50 + 12·8 = 646 high; the layout's target offset is 646 − 400 = 246.
    #expect(view.contentOffset.y == 246)
    let newest = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
    // Its place is 646 − 8 − 50 = 588…638; it starts 50 lower, transparent.
    #expect(newest.frame == CGRect(x: 0, y: 638, width: 320, height: 50))
    #expect(newest.alpha == 0)
    view.advance(by: 0.3)
    #expect(newest.frame == CGRect(x: 0, y: 588, width: 320, height: 50))
    // The previous newest is now item 1, above it: 588 − 8 − 50 = 530.
    #expect(view.cellFrame(1) == CGRect(x: 0, y: 530, width: 320, height: 50))
  }
}
