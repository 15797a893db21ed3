// Drives the ported mosaic layout (expected.swift, module TrellisPortFixtureMosaic) to show that
// the port keeps UIKit's rule for optional requirements: a delegate that implements one
// overrides the layout's fallback, one that does not gets the fallback. The delegates here are
// in another module and were never seen by `trellis port`: they implement the requirements
// with UIKit's signatures (`-> CGSize`, `-> UIEdgeInsets`), as an app's view controller would.
import Testing
import TrellisUIKit

@testable import TrellisPortFixtureMosaic

/// Four photos, one section.
final class FourPhotos: NSObject, UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
  }
}

/// Implements only the required method, so every optional one falls back.
final class HeightsOnlyDelegate: MosaicLayoutDelegate {
  let aspectRatios: [CGFloat]

  init(aspectRatios: [CGFloat]) {
    self.aspectRatios = aspectRatios
  }

  func collectionView(
    _ collectionView: UICollectionView, heightForPhotoAt indexPath: IndexPath, width: CGFloat
  ) -> CGFloat {
    width * aspectRatios[indexPath.item]
  }
}

/// Written after the port, in another module, from the layout's iOS documentation: no insets
/// (the value the default's placeholder has too) and spacing 20; no header size.
final class EdgeToEdgeDelegate: NSObject, MosaicLayoutDelegate {
  let aspectRatios: [CGFloat]

  init(aspectRatios: [CGFloat]) {
    self.aspectRatios = aspectRatios
  }

  func collectionView(
    _ collectionView: UICollectionView, heightForPhotoAt indexPath: IndexPath, width: CGFloat
  ) -> CGFloat {
    width * aspectRatios[indexPath.item]
  }

  func collectionView(
    _ collectionView: UICollectionView, layout: MosaicLayout, insetsForSection section: Int
  ) -> UIEdgeInsets {
    .zero
  }

  func collectionView(
    _ collectionView: UICollectionView, layout: MosaicLayout, spacingForSection section: Int
  ) -> CGFloat {
    20
  }
}

/// Asks another delegate for the spacing, through `optionalRequirement` as ported code does,
/// and uses 7 when that one does not say: an implementation that itself calls an optional
/// requirement.
final class ForwardingDelegate: MosaicLayoutDelegate {
  let inner: MosaicLayoutDelegate
  let aspectRatios: [CGFloat]

  init(inner: MosaicLayoutDelegate, aspectRatios: [CGFloat]) {
    self.inner = inner
    self.aspectRatios = aspectRatios
  }

  func collectionView(
    _ collectionView: UICollectionView, heightForPhotoAt indexPath: IndexPath, width: CGFloat
  ) -> CGFloat {
    width * aspectRatios[indexPath.item]
  }

  func collectionView(
    _ collectionView: UICollectionView, layout: MosaicLayout, spacingForSection section: Int
  ) -> CGFloat {
    optionalRequirement { inner.collectionView(collectionView, layout: layout, spacingForSection: section) }
      ?? 7
  }
}

/// Declares the conformance and implements only the required method.
class BasePhotosDelegate: MosaicLayoutDelegate {
  let aspectRatios: [CGFloat]

  init(aspectRatios: [CGFloat]) {
    self.aspectRatios = aspectRatios
  }

  func collectionView(
    _ collectionView: UICollectionView, heightForPhotoAt indexPath: IndexPath, width: CGFloat
  ) -> CGFloat {
    width * aspectRatios[indexPath.item]
  }
}

/// Implements the spacing in a subclass of the class that declares the conformance.
final class SubclassSpacingDelegate: BasePhotosDelegate {
  func collectionView(
    _ collectionView: UICollectionView, layout: MosaicLayout, spacingForSection section: Int
  ) -> CGFloat {
    0
  }
}

/// Four photos with height ÷ width 1, 0.5, 1.5 and 0.75 in two columns of a 320-point-wide
/// view. The layout's own values: header 30 high, insets 10, spacing 10.
@Suite("ported mosaic layout: optional requirements and their fallbacks")
@MainActor
struct MosaicFallbackTests {
  static let ratios: [CGFloat] = [1, 0.5, 1.5, 0.75]

  /// The layout laid out in a 320 × 600 view (the view is returned too: the layout holds it
  /// weakly).
  func laidOut(
    _ delegate: MosaicLayoutDelegate, dataSource: UICollectionViewDataSource = FourPhotos()
  ) -> (layout: MosaicLayout, view: UICollectionView, dataSource: UICollectionViewDataSource) {
    let layout = MosaicLayout()
    layout.delegate = delegate
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
    view.dataSource = dataSource
    view.layoutIfNeeded()
    return (layout, view, dataSource)
  }

  func frames(_ layout: MosaicLayout) -> [CGRect] {
    (0..<4).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame ?? .null }
  }

  func header(_ layout: MosaicLayout) -> CGRect? {
    layout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
  }

  @Test("a delegate without the optional methods gets the layout's header size, insets and spacing")
  func fallbacks() {
    // Column width (320 − 10 − 10 − 10) / 2 = 145; photo heights 145, 72.5, 217.5, 108.75.
    // Photos start at 30 + 10 = 40. Photo 0 → column 0 (tie, leftmost) at y 40; column 0 ends
    // at 40 + 145 + 10 = 195. Photo 1 → column 1 at y 40, x = 10 + 145 + 10 = 165; column 1 ends
    // at 122.5. Photo 2 → column 1 (122.5 < 195) at y 122.5; ends at 350. Photo 3 → column 0 at
    // y 195; ends at 313.75. Content height: max(313.75, 350) − 10 + 10 = 350.
    let delegate = HeightsOnlyDelegate(aspectRatios: Self.ratios)
    let (layout, view, _) = laidOut(delegate)
    #expect(
      frames(layout) == [
        CGRect(x: 10, y: 40, width: 145, height: 145),
        CGRect(x: 165, y: 40, width: 145, height: 72.5),
        CGRect(x: 165, y: 122.5, width: 145, height: 217.5),
        CGRect(x: 10, y: 195, width: 145, height: 108.75),
      ])
    #expect(header(layout) == CGRect(x: 0, y: 0, width: 320, height: 30))
    #expect(view.contentSize == CGSize(width: 320, height: 350))
  }

  @Test("a delegate that implements them overrides every fallback, and the Void one is called")
  func implemented() {
    // PhotoWallController (in the ported file): header 50 high, insets 20, spacing 4. Column
    // width (320 − 20 − 20 − 4) / 2 = 138; photo heights 138, 69, 207, 103.5; photos start at
    // 50 + 20 = 70. Photo 0 → column 0 at y 70 (ends 212); photo 1 → column 1 at
    // x 20 + 138 + 4 = 162, y 70 (ends 143); photo 2 → column 1 at y 143 (ends 354); photo 3 →
    // column 0 at y 212 (ends 319.5). Content height: 354 − 4 + 20 = 370.
    let controller = PhotoWallController(aspectRatios: Self.ratios)
    let (layout, view, _) = laidOut(controller, dataSource: controller)
    #expect(
      frames(layout) == [
        CGRect(x: 20, y: 70, width: 138, height: 138),
        CGRect(x: 162, y: 70, width: 138, height: 69),
        CGRect(x: 162, y: 143, width: 138, height: 207),
        CGRect(x: 20, y: 212, width: 138, height: 103.5),
      ])
    #expect(header(layout) == CGRect(x: 0, y: 0, width: 320, height: 50))
    #expect(view.contentSize == CGSize(width: 320, height: 370))
    #expect(controller.preparedSections.first == 0)
  }

  @Test("a plain NSObject subclass of the ported file: its spacing of 0 is used, the rest falls back")
  func nsObjectSubclass() {
    // SquarePhotos: heights = widths, spacing 0 (also the placeholder's value: the layout must
    // still use it, not its own 10). Header 30, insets 10. Column width (320 − 20 − 0) / 2 = 150;
    // photos start at 40. Photos 0 and 1 at y 40 (x 10 and 10 + 150 + 0 = 160), both columns end
    // at 190; photo 2 → column 0 (tie) at y 190, photo 3 → column 1 at y 190. Content height
    // 340 − 0 + 10 = 350.
    let (layout, view, _) = laidOut(SquarePhotos())
    #expect(
      frames(layout) == [
        CGRect(x: 10, y: 40, width: 150, height: 150),
        CGRect(x: 160, y: 40, width: 150, height: 150),
        CGRect(x: 10, y: 190, width: 150, height: 150),
        CGRect(x: 160, y: 190, width: 150, height: 150),
      ])
    #expect(view.contentSize == CGSize(width: 320, height: 350))
  }

  @Test("a Swift class of the ported file that returns a zero header size gets no header")
  func swiftClass() {
    // TallPhotos: heights 2 × width, header size .zero (the placeholder's value: implemented, so
    // no header, not the layout's 30). Insets 10, spacing 10. Column width (320 − 20 − 10) / 2
    // = 145, heights 290; photos start at 0 + 0 + 10 = 10. Photos 0, 1 at y 10 (x 10, 165), both
    // columns end at 10 + 290 + 10 = 310; photos 2, 3 at y 310. Content 610 − 10 + 10 = 610.
    let (layout, view, _) = laidOut(TallPhotos())
    #expect(
      frames(layout) == [
        CGRect(x: 10, y: 10, width: 145, height: 290),
        CGRect(x: 165, y: 10, width: 145, height: 290),
        CGRect(x: 10, y: 310, width: 145, height: 290),
        CGRect(x: 165, y: 310, width: 145, height: 290),
      ])
    #expect(header(layout) == nil)
    #expect(view.contentSize == CGSize(width: 320, height: 610))
  }

  @Test("a delegate from another module, written with UIKit's signatures after the port, is called")
  func implementedOutsideThePort() {
    // EdgeToEdgeDelegate: insets .zero, spacing 20; the header falls back to 30. Column width
    // (320 − 0 − 0 − 20) / 2 = 150; heights 150, 75, 225, 112.5; photos start at 30 + 0 = 30.
    // Photo 0 → column 0 at y 30 (ends 30 + 150 + 20 = 200); photo 1 → column 1 at
    // x 0 + 150 + 20 = 170, y 30 (ends 125); photo 2 → column 1 at y 125 (ends 370); photo 3 →
    // column 0 at y 200 (ends 332.5). Content height 370 − 20 + 0 = 350.
    let (layout, view, _) = laidOut(EdgeToEdgeDelegate(aspectRatios: Self.ratios))
    #expect(
      frames(layout) == [
        CGRect(x: 0, y: 30, width: 150, height: 150),
        CGRect(x: 170, y: 30, width: 150, height: 75),
        CGRect(x: 170, y: 125, width: 150, height: 225),
        CGRect(x: 0, y: 200, width: 150, height: 112.5),
      ])
    #expect(header(layout) == CGRect(x: 0, y: 0, width: 320, height: 30))
    #expect(view.contentSize == CGSize(width: 320, height: 350))
  }

  @Test("an implementation that asks another delegate, which does not implement it, still counts")
  func nestedCallOfAnUnimplementedRequirement() {
    // ForwardingDelegate asks HeightsOnlyDelegate, which has no spacing: the inner call is `nil`
    // and the forwarding delegate answers 7. That is its answer, so the layout uses 7, not its
    // own 10. Column width (320 − 20 − 7) / 2 = 146.5; heights 146.5, 73.25, 219.75, 109.875;
    // photos start at 40. Photo 0 → column 0 at y 40 (ends 40 + 146.5 + 7 = 193.5); photo 1 →
    // column 1 at x 10 + 146.5 + 7 = 163.5, y 40 (ends 120.25); photo 2 → column 1 at y 120.25
    // (ends 347); photo 3 → column 0 at y 193.5 (ends 310.375). Content 347 − 7 + 10 = 350.
    let inner = HeightsOnlyDelegate(aspectRatios: Self.ratios)
    let (layout, view, _) = laidOut(ForwardingDelegate(inner: inner, aspectRatios: Self.ratios))
    #expect(
      frames(layout) == [
        CGRect(x: 10, y: 40, width: 146.5, height: 146.5),
        CGRect(x: 163.5, y: 40, width: 146.5, height: 73.25),
        CGRect(x: 163.5, y: 120.25, width: 146.5, height: 219.75),
        CGRect(x: 10, y: 193.5, width: 146.5, height: 109.875),
      ])
    #expect(view.contentSize == CGSize(width: 320, height: 350))
  }

  @Test("an implementation that asks another delegate, which implements it, passes its answer on")
  func nestedCallOfAnImplementedRequirement() {
    // The inner delegate is SquarePhotos (spacing 0): column width (320 − 20 − 0) / 2 = 150;
    // heights 150, 75, 225, 112.5 (the forwarding delegate's ratios); photos start at 40.
    // Photo 0 → column 0 at y 40 (ends 190); photo 1 → column 1 at x 160, y 40 (ends 115);
    // photo 2 → column 1 at y 115 (ends 340); photo 3 → column 0 at y 190 (ends 302.5).
    // Content 340 − 0 + 10 = 350.
    let (layout, view, _) = laidOut(ForwardingDelegate(inner: SquarePhotos(), aspectRatios: Self.ratios))
    #expect(
      frames(layout) == [
        CGRect(x: 10, y: 40, width: 150, height: 150),
        CGRect(x: 160, y: 40, width: 150, height: 75),
        CGRect(x: 160, y: 115, width: 150, height: 225),
        CGRect(x: 10, y: 190, width: 150, height: 112.5),
      ])
    #expect(view.contentSize == CGSize(width: 320, height: 350))
  }

  @Test("UIKit difference: an implementation in a subclass of the conforming class is not called")
  func subclassImplementation() {
    // Documented in docs/porting.md: Swift calls a protocol's methods on the class that declares
    // the conformance, which has only the default here, so the layout falls back to its spacing
    // of 10 (UIKit, asking the object at run time, would use the subclass's 0). Same frames as
    // `fallbacks()`: column width 145, photo 1 at x 165.
    let (layout, _, _) = laidOut(SubclassSpacingDelegate(aspectRatios: Self.ratios))
    #expect(frames(layout)[1] == CGRect(x: 165, y: 40, width: 145, height: 72.5))
  }
}
