// A photo grid with context menus (iOS 16's multi-item method) and a pinch that moves between a
// small and a large grid through an interactive layout transition, written exactly as for UIKit;
// only the import differs.
import TrellisUIKit

final class GridPhotoCell: UICollectionViewCell {
  var photoName = ""
}

/// A transition layout of the app's own, as `transitionLayoutForOldLayout` may return.
final class PinchTransitionLayout: UICollectionViewTransitionLayout {
  var pinchScale: CGFloat { value(forAnimatedKey: "scale") }
}

@MainActor
final class PhotoGridController: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
  var collectionView: UICollectionView!
  var photos = (0..<24).map { "photo\($0)" }
  var log: [String] = []
  var smallGrid: UICollectionViewFlowLayout!
  var largeGrid: UICollectionViewFlowLayout!
  var pinchLayout: UICollectionViewTransitionLayout?

  func viewDidLoad() {
    smallGrid = UICollectionViewFlowLayout()
    smallGrid.itemSize = CGSize(width: 100, height: 100)
    smallGrid.minimumInteritemSpacing = 0
    smallGrid.minimumLineSpacing = 0
    largeGrid = UICollectionViewFlowLayout()
    largeGrid.itemSize = CGSize(width: 200, height: 200)
    largeGrid.minimumInteritemSpacing = 0
    largeGrid.minimumLineSpacing = 0
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 400, height: 800), collectionViewLayout: smallGrid)
    collectionView.register(GridPhotoCell.self, forCellWithReuseIdentifier: "photo")
    collectionView.dataSource = self
    collectionView.delegate = self
    collectionView.allowsMultipleSelection = true
    collectionView.layoutIfNeeded()
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    photos.count
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! GridPhotoCell
    cell.photoName = photos[indexPath.item]
    return cell
  }

  // MARK: Context menus

  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    if indexPaths.isEmpty {
      return UIContextMenuConfiguration(actionProvider: { _ in
        UIMenu(children: [UIAction(title: "New Album") { [unowned self] _ in self.log.append("new album") }])
      })
    }
    let names = indexPaths.map { photos[$0.item] }
    return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { suggested in
      let share = UIMenu(
        title: "Share", image: UIImage(systemName: "square.and.arrow.up"),
        children: [
          UIAction(title: "Mail") { [unowned self] _ in self.log.append("mail \(names)") },
          UIAction(title: "Messages") { [unowned self] _ in self.log.append("messages \(names)") },
        ])
      let favorite = UIAction(title: "Favorite", image: UIImage(systemName: "heart")) { [unowned self] _ in
        self.log.append("favorite \(names)")
      }
      let delete = UIAction(title: "Delete", attributes: .destructive) { [unowned self] _ in
        self.delete(indexPaths)
      }
      let hide = UIAction(title: "Hide", attributes: .disabled) { [unowned self] _ in self.log.append("hide")
      }
      return UIMenu(title: "", children: suggested + [share, favorite, hide, delete])
    }
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: UIContextMenuInteractionAnimating?
  ) {
    log.append("willDisplay")
  }

  func collectionView(
    _ collectionView: UICollectionView,
    willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: UIContextMenuInteractionAnimating?
  ) {
    log.append("willEnd")
  }

  func delete(_ indexPaths: [IndexPath]) {
    log.append("delete \(indexPaths.map(\.item))")
    for indexPath in indexPaths.sorted(by: >) { photos.remove(at: indexPath.item) }
    collectionView.deleteItems(at: indexPaths)
  }

  // MARK: Pinch

  func collectionView(
    _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
    newLayout toLayout: UICollectionViewLayout
  ) -> UICollectionViewTransitionLayout {
    PinchTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
  }

  /// What a pinch recognizer's handler does: scale 1 → 2 maps to progress 0 → 1.
  func pinchChanged(scale: CGFloat, ended: Bool) {
    if pinchLayout == nil {
      pinchLayout = collectionView.startInteractiveTransition(to: largeGrid) {
        [unowned self] completed, finished in
        self.log.append("transition completed \(completed) finished \(finished)")
        self.pinchLayout = nil
      }
    }
    guard let layout = pinchLayout else { return }
    layout.updateValue(scale, forAnimatedKey: "scale")
    layout.transitionProgress = min(max(scale - 1, 0), 1)
    if ended {
      if layout.transitionProgress > 0.5 {
        collectionView.finishInteractiveTransition()
      } else {
        collectionView.cancelInteractiveTransition()
      }
    }
  }
}
