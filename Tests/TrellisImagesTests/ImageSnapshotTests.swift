import Foundation
import SnapshotTesting
import Testing
import Trellis
import TrellisImages
import TrellisLayouts
import TrellisRender
import TrellisViews

@testable import TrellisSnapshotTesting

@Suite(
  "Image snapshots: collection views, view trees and SVG as PNG, compared pixel by pixel",
  .enabled(if: RasterizerAvailability.shouldRun, "rsvg-convert is not installed (Debian: librsvg2-bin)"))
struct ImageSnapshotTests {
  final class ThreeTiles: NSObject, CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(
      _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
    ) -> CollectionViewCell {
      collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
    }
  }

  /// Three 100 × 50 items in a 320-point-wide flow layout: 20 points are left over on the line,
  /// which Apple's flow layout spreads over the two gaps, so the items sit at x 0, 110 and 220.
  func threeTiles() -> (CollectionView, ThreeTiles) {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 50)
    layout.minimumInteritemSpacing = 10
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 120), collectionViewLayout: layout)
    view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "tile")
    let source = ThreeTiles()
    view.dataSource = source
    return (view, source)
  }

  @Test(
    "a flow layout's three tiles: each tile's palette colour inside it, the background in the gaps and below")
  func collectionViewImage() throws {
    let (view, source) = threeTiles()
    let data = try SVGRasterizer().png(fromSVG: SVGRenderer().render(try RenderFrame(capturing: view)))
    let image = try PNGImage(data: data)
    #expect(image.width == 320 && image.height == 120)
    let background = RenderColor(rgb: 0xF5F6F8)  // SVGRenderer's default background
    for (item, x) in [(0, 20), (1, 130), (2, 240)] {
      // 20 points into the tile and 10 down: inside its 1-point outline and clear of its label.
      let colour = RenderPalette.color(for: IndexPath(item: item, section: 0))
      #expect(image.pixel(x: x, y: 10)! == (colour.red, colour.green, colour.blue, 255), "tile \(item)")
    }
    for (x, y) in [(105, 25), (215, 25), (50, 90), (319, 119)] {
      #expect(
        image.pixel(x: x, y: y)! == (background.red, background.green, background.blue, 255), "(\(x), \(y))")
    }
    withExtendedLifetime(source) {
      assertSnapshot(of: view, as: .image, named: "threeTiles")
    }
    // Given as a View, the collection view is drawn the same way: the overload the compiler
    // picks for `.image(scale:)` cannot change the picture.
    var asView: Data?
    var asCollectionView: Data?
    Snapshotting<View, Data>.image.snapshot(view).run { asView = $0 }
    Snapshotting<CollectionView, Data>.image.snapshot(view).run { asCollectionView = $0 }
    #expect(asView == data)
    #expect(asCollectionView == data)
  }

  @Test("a view tree: a red 60 × 20 view on a white 100 × 40 one")
  func viewTreeImage() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    let red = View(frame: CGRect(x: 20, y: 10, width: 60, height: 20))
    red.backgroundColor = .red
    root.addSubview(red)
    let snapshotting = Snapshotting<View, Data>.image
    var made: Data?
    snapshotting.snapshot(root).run { made = $0 }
    let image = try PNGImage(data: try #require(made))
    #expect(image.pixel(x: 50, y: 20)! == (255, 0, 0, 255))
    #expect(image.pixel(x: 19, y: 20)! == (255, 255, 255, 255))
    #expect(image.pixel(x: 80, y: 20)! == (255, 255, 255, 255))
  }

  @Test(
    "the comparison names the pixels that differ, and an image that could not be made fails with its reason")
  func diffingMessages() throws {
    let svg =
      ##"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="2"><rect width="4" height="2" fill="#000"/></svg>"##
    let changed = svg.replacingOccurrences(
      of: "width=\"4\" height=\"2\" fill", with: "width=\"1\" height=\"1\" fill")
    let reference = try SVGRasterizer().png(fromSVG: svg)
    let actual = try SVGRasterizer().png(fromSVG: changed)
    let diffing = Diffing<Data>.pngImage()
    #expect(diffing.diffV2(reference, reference) == nil)
    let message = try #require(diffing.diffV2(reference, actual)?.0)
    // The 1 × 1 rectangle leaves 7 of the 8 black pixels transparent.
    #expect(message.hasPrefix("Snapshot does not match the reference image: 7 of 8 pixels differ"))
    #expect(Diffing<Data>.pngImage(precision: 0.125).diffV2(reference, actual) == nil)
    let failure = SnapshotImageFailure.pngData(scale: 0) { svg }
    let reason = try #require(diffing.diffV2(reference, failure)?.0)
    #expect(reason == "the new image could not be made: the scale must be a number from 0.25 to 8.0, got 0.0")
    // A failure recorded as a reference fails too, even against the same failure.
    #expect(diffing.diffV2(failure, failure) != nil)
  }
}
