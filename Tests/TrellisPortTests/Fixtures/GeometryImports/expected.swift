// swift-format-ignore-file
// Geometry helpers shared by the layouts. They only need Core Graphics and Core Animation.
import TrellisUIKit

#if canImport(TrellisUIKit)
import TrellisUIKit
#endif

extension CGRect {
    /// The point at the centre of the rectangle.
    var center: CGPoint {
        return CGPoint(x: midX, y: midY)
    }
}

/// A perspective tilt about the vertical axis, as cover-flow layouts use.
func coverFlowTransform(angle: CGFloat, distance: CGFloat = 500) -> CATransform3D {
    var transform = CATransform3DIdentity
    transform.m34 = -1 / distance
    return CATransform3DRotate(transform, angle, 0, 1, 0)
}

#if canImport(TrellisUIKit)
/// The tilt for the item at `offset` points from the centre of a collection view.
@MainActor
func coverFlowTransform(offset: CGFloat, in collectionView: UICollectionView) -> CATransform3D {
    let half = collectionView.bounds.width / 2
    return coverFlowTransform(angle: max(-1, min(1, offset / half)) * .pi / 4)
}
#endif
