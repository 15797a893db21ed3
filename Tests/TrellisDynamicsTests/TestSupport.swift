import Foundation
import TrellisDynamics

/// A minimal dynamic item (a view stand-in).
final class TestItem: DynamicItem {
  var center: CGPoint
  var bounds: CGRect
  var transform: CGAffineTransform = .identity
  var collisionBoundsType: DynamicItemCollisionBoundsType

  init(center: CGPoint, size: CGSize, boundsType: DynamicItemCollisionBoundsType = .rectangle) {
    self.center = center
    self.bounds = CGRect(origin: .zero, size: size)
    self.collisionBoundsType = boundsType
  }

  var angle: Double { atan2(Double(transform.b), Double(transform.a)) }
}

/// Counts the animator's pause/resume callbacks.
final class PauseRecorder: DynamicAnimatorDelegate {
  var pauses: [TimeInterval] = []
  var resumes = 0
  func dynamicAnimatorWillResume(_ animator: DynamicAnimator) { resumes += 1 }
  func dynamicAnimatorDidPause(_ animator: DynamicAnimator) { pauses.append(animator.elapsedTime) }
}

/// One fixed step of the animator (1/120 s).
let step = 1.0 / 120.0

/// A 320 × 480 collection view on `layout` showing 10,000 cells of 300 × 40, 10 pt apart with
/// 10 pt side insets, laid out. Keep the data source (the view holds it weakly).
@MainActor func listView(_ layout: CollectionViewFlowLayout) -> (CollectionView, FixedCountDataSource) {
  layout.itemSize = CGSize(width: 300, height: 40)
  layout.minimumLineSpacing = 10
  layout.sectionInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
  let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
  let dataSource = FixedCountDataSource([10_000])
  view.dataSource = dataSource
  view.layoutIfNeeded()
  return (view, dataSource)
}
