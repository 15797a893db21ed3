// Frames captured from the visible views draw what the views record on their layers, so a
// cell that turns itself about a pivot in `apply(_:)` is drawn as on a device.

import Testing
import TrellisLayouts
import TrellisRender

/// A card that swings about a point below it, set up the way UIKit cells do it: the layout
/// gives the cell its place, the cell moves its own layer's anchor point and turns it.
final class SwingingCard: CollectionViewCell {
  override func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
    super.apply(layoutAttributes)
    // The anchor 1.5 heights below the centre (y = 2 in unit coordinates); a quarter turn.
    layer.anchorPoint = CGPoint(x: 0.5, y: 2)
    layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
  }
}

/// One 100×100 item centred on (200, 200) in a 400×400 view.
final class OneCardLayout: CollectionViewLayout {
  override var collectionViewContentSize: CGSize { CGSize(width: 400, height: 400) }

  override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    [layoutAttributesForItem(at: IndexPath(item: 0, section: 0))].compactMap { $0 }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    guard indexPath == IndexPath(item: 0, section: 0) else { return nil }
    let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = CGRect(x: 150, y: 150, width: 100, height: 100)
    return attributes
  }
}

@Suite("Frames captured from the views")
struct ViewCaptureTests {
  /// Core Animation's rule (RenderGeometry's file comment): the layer's anchor point sits at its
  /// position, (200, 200), so the untransformed card is (200 − 0.5·100, 200 − 2·100, 100, 100) =
  /// (150, 0, 100, 100), turned a quarter about (200, 200): the matrix (a, b, c, d) = (0, 1, −1, 0)
  /// with e = 200 − (0·200 − 1·200) = 400 and f = 200 − (1·200 + 0·200) = 0. The layout's own
  /// attributes know nothing of this and still describe the unturned card at (150, 150).
  @Test func aCellsOwnLayerChangesAreDrawn() throws {
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 400, height: 400), collectionViewLayout: OneCardLayout())
    let data = RenderTestData(counts: [1])
    view.register(SwingingCard.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = data
    view.layoutIfNeeded()

    let frame = try RenderFrame(capturing: view, from: .visibleViews)
    let item = try #require(frame.drawingOrder().first)
    guard case .rect(let rect, let matrix) = item.shape else {
      Issue.record("expected an affine shape, got \(item.shape)")
      return
    }
    #expect(rect == CGRect(x: 150, y: 0, width: 100, height: 100))
    #expect(abs(matrix.a) < 1e-12 && abs(matrix.b - 1) < 1e-12)
    #expect(abs(matrix.c + 1) < 1e-12 && abs(matrix.d) < 1e-12)
    #expect(abs(matrix.tx - 400) < 1e-9 && abs(matrix.ty) < 1e-9)

    let fromLayout = try RenderFrame(capturing: view, from: .layout)
    guard case .rect(let layoutRect, let identity) = try #require(fromLayout.drawingOrder().first).shape
    else {
      Issue.record("expected an affine shape")
      return
    }
    #expect(layoutRect == CGRect(x: 150, y: 150, width: 100, height: 100))
    #expect(identity == .identity)
  }

  /// A hidden view is not drawn; its opacity and z position come from its layer.
  @Test func visibilityOpacityAndDepthComeFromTheLayer() throws {
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 400, height: 400), collectionViewLayout: OneCardLayout())
    let data = RenderTestData(counts: [1])
    view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = data
    view.layoutIfNeeded()
    let cell = try #require(view.visibleCells.first)
    cell.layer.opacity = 0.25
    cell.layer.zPosition = 7
    let frame = try RenderFrame(capturing: view, from: .visibleViews)
    let element = try #require(frame.elements.first)
    #expect(element.attributes.alpha == 0.25)
    #expect(element.attributes.zIndex == 7)
    cell.isHidden = true
    #expect(try RenderFrame(capturing: view, from: .visibleViews).drawingOrder().isEmpty)
  }
}
