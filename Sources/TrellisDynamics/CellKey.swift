/// The key of the animator's cell lookup (`DynamicAnimator.cellIndex`): a two-part index path
/// as its section and item, plain integers, and any other index path as itself.
///
/// Equal keys are exactly equal index paths (a two-part path never equals a path of another
/// length), so the lookup answers as one keyed by `IndexPath` would; hashing two integers costs
/// a fraction of hashing an `IndexPath`, and a springy list files and unfiles a few cells every
/// frame. The lookup's order is never read.
struct CellKey: Hashable {
  /// The section and item of a two-part path (0 for another path).
  let section: Int
  let item: Int
  /// The index path when it does not have two parts; `nil` for a two-part path.
  let otherPath: IndexPath?

  /// The key of `indexPath`.
  init(_ indexPath: IndexPath) {
    if indexPath.count == 2 {
      section = indexPath[0]
      item = indexPath[1]
      otherPath = nil
    } else {
      section = 0
      item = 0
      otherPath = indexPath
    }
  }
}
