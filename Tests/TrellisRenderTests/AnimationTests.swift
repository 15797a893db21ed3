import Foundation
import SnapshotTesting
import Testing
import TrellisRender

@Suite("Animation export")
struct AnimationTests {
  /// A 320×480 flow-layout grid of 60 items, 90×90, insets 10.
  func makeGrid() -> CollectionView {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 90, height: 90)
    layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    return makeHost(layout, size: CGSize(width: 320, height: 480), data: RenderTestData(counts: [60]))
  }

  /// The grid scrolled to y = 400 by `setContentOffset(_:animated:)`, recorded at 60 fps.
  func recordScroll() throws -> AnimationRecorder {
    let view = makeGrid()
    var recorder = try AnimationRecorder(framesPerSecond: 60)
    view.setContentOffset(CGPoint(x: 0, y: 400), animated: true)
    try recorder.record(view, duration: 0.3)
    return recorder
  }

  @Test("0.3 s at 60 fps from an empty recorder is 19 frames from the start to the target offset")
  func recordedScroll() throws {
    let recorder = try recordScroll()
    // round(0.3 · 60) = 18 steps of 1/60 s plus the frame at t = 0.
    #expect(recorder.frames.count == 19)
    #expect(recorder.frames.first?.visibleBounds.origin.y == 0)
    // The animation lasts 0.3 s (CollectionView.setContentOffset(_:animated:)); 18/60 s is its end.
    let last = try #require(recorder.frames.last).visibleBounds.origin.y
    #expect(abs(last - 400) < 0.01)
    let middle = recorder.frames[9].visibleBounds.origin.y
    #expect(middle > 0 && middle < 400)
    let renderer = SVGRenderer()
    assertSnapshot(of: renderer.render(recorder.frames[0]), as: .lines, named: "first")
    assertSnapshot(of: renderer.render(recorder.frames[18]), as: .lines, named: "last")
  }

  @Test("recording continues one timeline across calls")
  func continuedRecording() throws {
    let view = makeGrid()
    var recorder = try AnimationRecorder(framesPerSecond: 30)
    view.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
    try recorder.record(view, frameCount: 3)  // t = 0, 1/30, 2/30
    try recorder.record(view, frameCount: 2)  // t = 3/30, 4/30: advanced before each capture
    #expect(recorder.frames.count == 5)
    let offsets = recorder.frames.map(\.visibleBounds.origin.y)
    #expect(offsets == offsets.sorted() && Set(offsets).count == 5)
  }

  @Test("bad frame rates, counts and empty exports throw clear errors")
  func badInput() throws {
    #expect(throws: RenderError.invalidFrameRate(0)) { try AnimationRecorder(framesPerSecond: 0) }
    #expect(throws: RenderError.self) { try AnimationRecorder(framesPerSecond: .nan) }
    var recorder = try AnimationRecorder()
    #expect(throws: RenderError.self) { try recorder.record(makeGrid(), frameCount: -1) }
    #expect(throws: RenderError.self) { try recorder.record(makeGrid(), duration: -0.5) }
    #expect(recorder.frames.isEmpty)
    #expect(throws: RenderError.emptyAnimation) { try HTMLAnimationExporter().export(recorder) }
  }

  @Test("the HTML export is identical for identical input and needs nothing outside the file")
  func htmlIsDeterministicAndSelfContained() throws {
    let first = try HTMLAnimationExporter().export(recordScroll())
    let second = try HTMLAnimationExporter().export(recordScroll())
    #expect(first == second)
    // The only URL is the SVG namespace name (an identifier, never fetched).
    let withoutNamespace = first.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "")
    for forbidden in ["http:", "https:", "src=", "href=", "@import", "url(", "<link"] {
      #expect(!withoutNamespace.contains(forbidden), "found \(forbidden)")
    }
    #expect(first.contains("requestAnimationFrame"))
    #expect(first.contains("<button id=\"play\" type=\"button\">Pause</button>"))
    #expect(first.contains("<span id=\"counter\">frame 1 / 19</span>"))
    #expect(first.contains("<span class=\"rate\">60 fps</span>"))
  }

  @Test("the embedded JSON holds every frame at the recorded rate with the SVG's geometry")
  func embeddedJSON() throws {
    let recorder = try recordScroll()
    let json = try HTMLAnimationExporter().animationJSON(
      frames: recorder.frames, framesPerSecond: recorder.framesPerSecond)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["fps"] as? Int == 60)
    #expect(object["frameCount"] as? Int == 19)
    let frames = try #require(object["frames"] as? [[String: Any]])
    #expect(frames.count == 19)
    #expect(frames.last?["bounds"] as? [Double] == [0, 400, 320, 480])
    // Frame 0's first element is item 0.0: style 0, label 0, opacity 1, a cell, a rect at
    // (10, 10, 90, 90) with the identity matrix, label at its centre (55, 55).
    let elements = try #require(frames.first?["elements"] as? [[Double]])
    #expect(elements.first == [0, 0, 1, 0, 0, 10, 10, 90, 90, 1, 0, 0, 1, 0, 0, 55, 55])
    #expect((object["labels"] as? [String])?.first == "0.0")
    #expect((object["styles"] as? [[Any]])?.first?.first as? String == "#e87373")
    // The page embeds exactly this JSON.
    let page = try HTMLAnimationExporter().export(recorder)
    #expect(page.contains(json))
  }

  @Test("labels that could close the script are escaped in the embedded JSON")
  func scriptInjection() throws {
    let attributes = cell(0, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let frame = try RenderFrame(
      visibleBounds: CGRect(x: 0, y: 0, width: 100, height: 100), attributes: [attributes],
      style: { _ in RenderStyle(fill: .white, stroke: .black, label: "</script><script>alert(1)</script>") })
    let page = try HTMLAnimationExporter(title: "<Test & \"title\">").export(
      frames: [frame], framesPerSecond: 24)
    #expect(!page.contains("</script><script>alert"))
    #expect(page.contains("\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"))
    #expect(page.contains("<title>&lt;Test &amp; &quot;title&quot;&gt;</title>"))
    #expect(page.components(separatedBy: "</script>").count == 3)  // two script elements
  }

  @Test("capturing the visible views gives the same picture as the layout's answer when nothing animates")
  func visibleViewsCapture() throws {
    let view = makeGrid()
    let fromLayout = SVGRenderer().render(try RenderFrame(capturing: view, from: .layout))
    let fromViews = SVGRenderer().render(try RenderFrame(capturing: view, from: .visibleViews))
    #expect(fromLayout == fromViews)
    #expect(fromLayout.contains(">0.0</text>"))
  }
}
