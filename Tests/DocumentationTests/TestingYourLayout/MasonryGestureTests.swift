// The gesture-script test of the article "Testing your layout".

import Foundation
import SnapshotTesting
import Testing
import Trellis
import TrellisRender
import TrellisScenes

// snippet: testing-gesture-script
@Suite("MasonryLayout under a finger")
@MainActor
struct MasonryGestureTests {
  @Test func aFlingComesToRestWhereUIScrollViewWouldAndNoFrameIsEmpty() throws {
    let catalog = try SceneCatalog([MasonryScene.definition])
    let session = try catalog.makeSession(named: "masonry", viewport: CGSize(width: 320, height: 480))
    let script = try GestureScript.decode(
      Data(
        """
        {"events": [
          {"phase": "began", "x": 160, "y": 400, "time": 0},
          {"phase": "moved", "x": 160, "y": 300, "time": 0.05},
          {"phase": "moved", "x": 160, "y": 200, "time": 0.1},
          {"phase": "ended", "x": 160, "y": 200, "time": 0.1}
        ]}
        """.utf8))
    let frames = session.play(script, duration: 4, fps: 60)

    // One frame at the start, then one every 1/60 s for 4 s.
    #expect(frames.count == 241)
    #expect(frames.allSatisfy { !$0.elements.isEmpty })
    // The finger moved 200 points up in its last 0.1 s: 2000 points per second. The content
    // is dragged to 200, then decelerates at UIScrollView's normal rate, 0.998 per ms, to
    // 200 + 2000/1000 · 0.998/0.002 = 200 + 998 = 1198, where it stops about 3.8 s after the
    // release.
    #expect(abs(session.collectionView.contentOffset.y - 1198) < 0.01)
    let svg = SVGRenderer().render(try #require(frames.last))
    #expect(svg.contains(#"viewBox="0 1198 320 480""#))
    assertSnapshot(of: svg, as: .lines)
  }
}
// end snippet
