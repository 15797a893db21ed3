import TrellisUIKit

/// The thread's collection view: it counts its reloads (the screen shows a "new posts" hint
/// after one).
open class ThreadCollectionView: UICollectionView {
  /// How many times `reloadData()` was called.
  public private(set) var reloadCount = 0

  open override func reloadData() {
    reloadCount += 1
    super.reloadData()
  }
}
