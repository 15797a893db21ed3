// Drives the ported mosaic layout (expected.swift) to show that the port keeps UIKit's rule for
// optional requirements: a delegate that implements one overrides the layout's fallback, and
// one that does not gets the fallback.
import Testing
import TrellisUIKit

/// A delegate that implements only the required method, so every optional one falls back.
final class HeightsOnlyDelegate: NSObject, UICollectionViewDataSource, MosaicLayoutDelegate {
  let aspectRatios: [CGFloat]

  init(aspectRatios: [CGFloat]) {
    self.aspectRatios = aspectRatios
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    aspectRatios.count
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, heightForPhotoAt indexPath: IndexPath, width: CGFloat
  ) -> CGFloat {
    width * aspectRatios[indexPath.item]
  }
}

/// Four photos with height ÷ width 1, 0.5, 1.5 and 0.75 in two columns of a 320-point-wide view.
@Suite("ported mosaic layout: optional requirements and their fallbacks")
@MainActor
struct MosaicFallbackTests {
  static let ratios: [CGFloat] = [1, 0.5, 1.5, 0.75]

  func laidOut(
    _ delegate: some UICollectionViewDataSource & MosaicLayoutDelegate
  ) -> (
    layout: MosaicLayout, view: UICollectionView
  ) {
    let layout = MosaicLayout()
    layout.delegate = delegate
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
    view.dataSource = delegate
    view.layoutIfNeeded()
    return (layout, view)
  }

  func frames(_ layout: MosaicLayout) -> [CGRect] {
    (0..<4).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame ?? .null }
  }

  @Test("a delegate without the optional methods gets the layout's header size, insets and spacing")
  func fallbacks() {
    // Fallbacks: header 30 high, insets 10, spacing 10. Column width (320 − 10 − 10 − 10) / 2
    // = 145; photo heights 145, 72.5, 217.5, 108.75. Photos start at 30 + 10 = 40.
    // Photo 0 → column 0 (tie, leftmost) at y 40; column 0 ends at 40 + 145 + 10 = 195.
    // Photo 1 → column 1 at y 40, x = 10 + 145 + 10 = 165; column 1 ends at 122.5.
    // Photo 2 → column 1 (122.5 < 195) at y 122.5; column 1 ends at 350.
    // Photo 3 → column 0 at y 195; column 0 ends at 313.75.
    // Content height: max(313.75, 350) − 10 + 10 = 350.
    let (layout, view) = laidOut(HeightsOnlyDelegate(aspectRatios: Self.ratios))
    #expect(
      frames(layout) == [
        CGRect(x: 10, y: 40, width: 145, height: 145),
        CGRect(x: 165, y: 40, width: 145, height: 72.5),
        CGRect(x: 165, y: 122.5, width: 145, height: 217.5),
        CGRect(x: 10, y: 195, width: 145, height: 108.75),
      ])
    let header = layout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(header?.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
    #expect(view.contentSize == CGSize(width: 320, height: 350))
  }

  @Test("a delegate that implements them overrides every fallback, and the Void one is called")
  func implemented() {
    // PhotoWallController: header 50 high, insets 20, spacing 4. Column width
    // (320 − 20 − 20 − 4) / 2 = 138; photo heights 138, 69, 207, 103.5; photos start at 50 + 20
    // = 70. Photo 0 → column 0 at y 70 (ends 212); photo 1 → column 1 at x 20 + 138 + 4 = 162,
    // y 70 (ends 143); photo 2 → column 1 at y 143 (ends 354); photo 3 → column 0 at y 212
    // (ends 319.5). Content height: 354 − 4 + 20 = 370.
    let controller = PhotoWallController(aspectRatios: Self.ratios)
    let (layout, view) = laidOut(controller)
    #expect(
      frames(layout) == [
        CGRect(x: 20, y: 70, width: 138, height: 138),
        CGRect(x: 162, y: 70, width: 138, height: 69),
        CGRect(x: 162, y: 143, width: 138, height: 207),
        CGRect(x: 20, y: 212, width: 138, height: 103.5),
      ])
    let header = layout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(header?.frame == CGRect(x: 0, y: 0, width: 320, height: 50))
    #expect(view.contentSize == CGSize(width: 320, height: 370))
    #expect(controller.preparedSections.first == 0)
  }
}
