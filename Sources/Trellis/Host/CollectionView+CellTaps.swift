// Taps that a cell takes itself before selection (a list cell's accessories).

extension CollectionView {
  /// Offers a tap that ended at `location` (view coordinates) to the cell under it; returns
  /// whether the cell took it (then nothing is selected).
  func offerTapToCell(at location: CGPoint) -> Bool {
    let point = CGPoint(x: location.x + contentOffset.x, y: location.y + contentOffset.y)
    guard let indexPath = indexPathForItem(at: point), let cell = cellForItem(at: indexPath),
      let handler = cell.listCellTapHandler
    else { return false }
    let frame = cell.frame
    return handler(CGPoint(x: point.x - frame.minX, y: point.y - frame.minY))
  }
}
