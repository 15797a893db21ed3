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
