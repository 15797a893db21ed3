import Foundation

@testable import TrellisScenes

extension SceneSession {
  /// The centre of item `item` in view coordinates.
  func viewCenter(ofItem item: Int) -> CGPoint? {
    guard let attributes = collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))
    else {
      return nil
    }
    let offset = collectionView.contentOffset
    return CGPoint(x: attributes.center.x - offset.x, y: attributes.center.y - offset.y)
  }

  /// The element of the current frame showing model item `id` (its label), if any.
  func element(showing id: Int) -> RenderElement? {
    frame().elements.first {
      $0.style.label == String(id) && $0.attributes.representedElementCategory == .cell
    }
  }

  /// Advances in 1/60 s steps for `seconds`.
  func run(for seconds: Double) {
    for _ in 0..<Int((seconds * 60).rounded()) { advance(by: 1.0 / 60) }
  }
}
