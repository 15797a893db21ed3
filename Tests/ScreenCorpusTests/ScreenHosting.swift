import Testing
import TrellisUIKit

@testable import ScreenCorpus

/// Hosts `screen` as iOS does: inside a navigation controller, the window's root, in a 390 × 844
/// window, shown and laid out.
@MainActor
func host(_ screen: UIViewController, width: CGFloat = 390, height: CGFloat = 844) -> UIWindow {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
  window.rootViewController = UINavigationController(rootViewController: screen)
  window.makeKeyAndVisible()
  window.layoutIfNeeded()
  return window
}

/// The frame the collection view's layout gives the item at `item` in `section`.
@MainActor
func itemFrame(_ collectionView: UICollectionView, _ section: Int, _ item: Int) -> CGRect? {
  collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
}

/// Whether two rectangles agree to within `tolerance` points on every edge (for frames that are
/// fractions of the width, such as 390 × 0.45).
func close(_ a: CGRect?, _ b: CGRect, tolerance: CGFloat = 0.001) -> Bool {
  guard let a else { return false }
  return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
    && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}
