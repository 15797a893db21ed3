// swift-format-ignore-file: OrderedImports
// The code of the article "Getting started" (Trellis.docc/GettingStarted.md): the listings of
// main.swift are the regions below, run in order, with the article's numbers checked between
// them.

// snippet: getting-started-imports
import Foundation
import Trellis
import TrellisRender
// end snippet
import Testing

@Suite("Getting started: the article's program, step by step")
@MainActor
struct GettingStartedTests {
  @Test("a flow grid: hosted, dragged, flung, read and rendered, with the article's numbers")
  func fromNothingToAPicture() throws {
    // snippet: getting-started-host
    let numbers = Numbers(count: 100)
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)

    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "number")
    collectionView.dataSource = numbers
    collectionView.layoutIfNeeded()

    print("content:", collectionView.contentSize)
    print("visible:", collectionView.indexPathsForVisibleItems.map(\.item))
    // end snippet

    // The flow layout's defaults (UIKit's): spacing 10 between items and between lines, no
    // insets. Three 100-point items fit in 320 points with at least 10 between them, and a full
    // line is justified: (320 − 3·100)/2 = 10 between them, so columns at x = 0, 110, 220.
    // Rows are 110 apart; 100 items make ⌈100/3⌉ = 34 rows: 34·100 + 33·10 = 3730 tall.
    #expect(collectionView.contentSize == CGSize(width: 320, height: 3730))
    // The 480-point viewport meets rows 0…4 (row 4 spans 440…540): items 0…14.
    #expect(collectionView.indexPathsForVisibleItems.map(\.item) == Array(0...14))

    // snippet: getting-started-read-frames
    for cell in collectionView.visibleCells.prefix(4) {
      let item = collectionView.indexPath(for: cell)!.item
      print("item", item, "at x", cell.frame.minX, "y", cell.frame.minY, "size", cell.frame.size)
    }
    let firstRow = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 110)) ?? []
    print("first row:", firstRow.map(\.indexPath.item))
    // end snippet

    #expect(
      collectionView.visibleCells.prefix(4).map(\.frame) == [
        CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 110, y: 0, width: 100, height: 100),
        CGRect(x: 220, y: 0, width: 100, height: 100), CGRect(x: 0, y: 110, width: 100, height: 100),
      ])
    // Row 1 starts at y = 110, where the rect ends: it only touches it, so (Apple's rule) it is
    // not in the answer.
    #expect(firstRow.map(\.indexPath.item) == [0, 1, 2])

    // snippet: getting-started-drag
    // A finger touches at (160, 400), then moves up 30 points every 0.03 s, 10 times.
    collectionView.handleTouch(.began, at: CGPoint(x: 160, y: 400), time: 0)
    for step in 1...10 {
      collectionView.advance(by: 0.03)
      collectionView.handleTouch(
        .moved, at: CGPoint(x: 160, y: 400 - 30 * Double(step)), time: 0.03 * Double(step))
    }
    print("dragged to:", collectionView.contentOffset.y)
    // end snippet

    // The content follows the finger exactly: 10 moves of 30 points.
    #expect(collectionView.contentOffset.y == 300)
    #expect(collectionView.isDragging)

    // snippet: getting-started-fling
    collectionView.handleTouch(.ended, at: CGPoint(x: 160, y: 100), time: 0.3)
    var frames = 0
    while collectionView.isDecelerating {
      collectionView.advance(by: 1.0 / 60)
      frames += 1
    }
    print("came to rest at", collectionView.contentOffset.y, "after", frames, "frames")
    print("visible:", collectionView.indexPathsForVisibleItems.map(\.item))
    // end snippet

    // The pan's velocity is measured over the last 100 ms of samples: from (160, 190) at 0.21 s
    // to (160, 100) at 0.30 s, −90 points in 0.09 s = −1000 pt/s, so the content moves at
    // +1000 pt/s. UIScrollView's projection with the normal rate r = 0.998 per millisecond:
    // 300 + 1000/1000 · r/(1 − r) = 300 + 499 = 799. The offset approaches it as
    // 799 − 499·r^t (t in ms) and snaps to it when less than 0.5 point is left:
    // 499·0.998^t < 0.5 from t = ln(0.5/499)/ln(0.998) ≈ 3449.4 ms, the 207th frame of 1/60 s.
    #expect(abs(collectionView.contentOffset.y - 799) < 0.01)
    #expect(frames == 207)
    // Rows 7…11 (770…870 through 1210…1310) meet the viewport 799…1279: items 21…35.
    #expect(collectionView.indexPathsForVisibleItems.map(\.item) == Array(21...35))

    // snippet: getting-started-render
    let picture = try RenderFrame(capturing: collectionView, from: .visibleViews)
    let svg = SVGRenderer().render(picture)
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("grid.svg")
    try svg.write(to: file, atomically: true, encoding: .utf8)
    print("wrote", file.path)
    // end snippet

    #expect(svg.contains("viewBox=\"0 799 320 480\""))
    // Item 22 is in row 7 (y = 770), column 1 (x = 110).
    #expect(svg.contains("<rect class=\"cell\" x=\"110\" y=\"770\" width=\"100\" height=\"100\""))
    #expect(svg.components(separatedBy: "<rect class=\"cell\"").count - 1 == 15)
    #expect(try String(contentsOf: file, encoding: .utf8) == svg)
    // The collection view holds its data source weakly (as UIKit's does); main.swift's
    // top-level `numbers` lives as long as the program, this test's local until here.
    withExtendedLifetime(numbers) {}
  }

  @Test("one step of 4 s lands the same fling on the same offset as 207 steps of 1/60 s")
  func oneLargeStep() {
    let numbers = Numbers(count: 100)
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "number")
    collectionView.dataSource = numbers
    collectionView.layoutIfNeeded()
    collectionView.handleTouch(.began, at: CGPoint(x: 160, y: 400), time: 0)
    for step in 1...10 {
      collectionView.handleTouch(
        .moved, at: CGPoint(x: 160, y: 400 - 30 * Double(step)), time: 0.03 * Double(step))
    }
    collectionView.handleTouch(.ended, at: CGPoint(x: 160, y: 100), time: 0.3)
    collectionView.advance(by: 4)
    #expect(!collectionView.isDecelerating)
    #expect(abs(collectionView.contentOffset.y - 799) < 0.01)
    #expect(collectionView.indexPathsForVisibleItems.map(\.item) == Array(21...35))
    withExtendedLifetime(numbers) {}
  }

  @Test("the article's Package.swift is a manifest naming Trellis's products and its identity")
  func manifest() throws {
    let manifest = try checkArticleManifest("GettingStarted/MyLayouts")
    #expect(productDependencies(of: manifest).map(\.name) == ["Trellis", "TrellisRender"])
  }
}
