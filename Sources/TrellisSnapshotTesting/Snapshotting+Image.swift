import Foundation
import SnapshotTesting
import Trellis
import TrellisImages
import TrellisRender
import TrellisViews

extension Snapshotting where Value == String, Format == Data {
  /// SVG text as a PNG image, rasterised by librsvg with text in the bundled Inter
  /// (`SVGRasterizer`), compared pixel by pixel; references are `.png` files.
  public static var svgImage: Snapshotting { svgImage() }

  /// SVG text as a PNG image at `scale` pixels per point, compared with `precision` and
  /// `channelTolerance` (see `Diffing.pngImage(precision:channelTolerance:)`).
  public static func svgImage(
    scale: Double = 1, precision: Double = 1, channelTolerance: UInt8 = 0
  ) -> Snapshotting {
    drawn(scale: scale, precision: precision, channelTolerance: channelTolerance) { $0 }
  }
}

extension Snapshotting where Value == CollectionView, Format == Data {
  /// What a collection view shows — its layout's elements in its bounds, drawn by `SVGRenderer`
  /// — as a PNG image: the image counterpart of snapshotting
  /// `SVGRenderer().render(RenderFrame(capturing:))` as lines.
  public static var image: Snapshotting { image() }

  /// What a collection view shows as a PNG image at `scale` pixels per point, drawn by
  /// `renderer` from `RenderFrame(capturing:from:)` with `source`.
  ///
  /// UIKit difference: SnapshotTesting's `.image` on iOS draws the view hierarchy with Core
  /// Animation; this draws what the layout (or the visible views) record, through SVG.
  public static func image(
    scale: Double = 1, precision: Double = 1, channelTolerance: UInt8 = 0,
    source: RenderFrame.CaptureSource = .layout, renderer: SVGRenderer = SVGRenderer()
  ) -> Snapshotting {
    drawn(scale: scale, precision: precision, channelTolerance: channelTolerance) { collectionView in
      renderer.render(try RenderFrame(capturing: collectionView, from: source))
    }
  }
}

extension Snapshotting where Value == View, Format == Data {
  /// A view and the views below it — labels, images, backgrounds, borders — as a PNG image,
  /// drawn by `ViewTreeSVGRenderer` with a white background; a collection view given as itself
  /// is drawn as `Snapshotting<CollectionView, Data>.image` draws it.
  public static var image: Snapshotting { image() }

  /// A view tree as a PNG image at `scale` pixels per point, drawn by `renderer`.
  ///
  /// A `CollectionView` passed as the value (not one inside the tree) is drawn from its layout
  /// by `SVGRenderer`, exactly as `Snapshotting<CollectionView, Data>.image(scale:precision:
  /// channelTolerance:)` draws it, so that `assertSnapshot(of: collectionView, as: .image)`
  /// gives the same picture whichever of the two the compiler picks.
  public static func image(
    scale: Double = 1, precision: Double = 1, channelTolerance: UInt8 = 0,
    renderer: ViewTreeSVGRenderer = ViewTreeSVGRenderer(background: RenderColor(rgb: 0xFFFFFF))
  ) -> Snapshotting {
    drawn(scale: scale, precision: precision, channelTolerance: channelTolerance) { view in
      if let collectionView = view as? CollectionView {
        return SVGRenderer().render(try RenderFrame(capturing: collectionView))
      }
      return renderer.render(view)
    }
  }
}

extension Snapshotting where Format == Data {
  /// A PNG strategy for values that `svg` draws as SVG (on the main actor, where views live),
  /// rasterised at `scale` and compared with `precision` and `channelTolerance`.
  static func drawn(
    scale: Double, precision: Double, channelTolerance: UInt8,
    svg: @escaping @MainActor (Value) throws -> String
  ) -> Snapshotting {
    Snapshotting(
      pathExtension: "png", diffing: .pngImage(precision: precision, channelTolerance: channelTolerance)
    ) { value in
      MainActor.assumeIsolated { SnapshotImageFailure.pngData(scale: scale) { try svg(value) } }
    }
  }
}
