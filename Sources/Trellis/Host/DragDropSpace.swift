/// A view that holds several collection views in one coordinate space, so that a drag lifted in
/// one can be dropped in another (a board of columns, a sidebar and a detail list).
///
/// Add the collection views as subviews (the last added is on top), feed touches to the space
/// with `handleTouch(_:at:time:)` in its own coordinates, and move time with `advance(by:)`. A
/// touch goes to the collection view under the point where it began; while a drag is in
/// progress, the collection view under the finger is the drop target: leaving one and entering
/// another calls `dropSessionDidExit` and `dropSessionDidEnter`, and every drop session's
/// `localDragSession` is the drag's session.
///
/// UIKit difference: UIKit needs no such view — drags cross the whole screen (and other apps).
/// Headless collection views receive touches one by one, so the space stands in for the screen
/// they share (docs/drag-and-drop.md §2).
@preconcurrency @MainActor
open class DragDropSpace: View {
  /// The collection view the touch in progress began on.
  private weak var touchOwner: CollectionView?
  /// Whether the rest of the touch in progress does nothing (it cancelled a drag).
  private var swallowsTouch = false

  /// The collection views among the subviews, bottom to top.
  public var collectionViews: [CollectionView] { subviews.compactMap { $0 as? CollectionView } }

  /// Feeds one touch event at `location` (the space's bounds coordinates) at `time` seconds.
  ///
  /// `.began` picks the topmost collection view under `location` (none: the touch does
  /// nothing); the event and the rest of the touch go to it, converted to its view coordinates.
  /// A touch that begins while a drag from any of the collection views is in progress cancels
  /// that drag and does nothing else. Non-finite values are ignored.
  public func handleTouch(_ phase: TouchPhase, at location: CGPoint, time: TimeInterval) {
    guard location.x.isFinite, location.y.isFinite, time.isFinite else { return }
    let views = collectionViews
    for collectionView in views { collectionView.dragDrop.space = self }
    if phase == .began {
      swallowsTouch = false
      touchOwner = nil
      if let dragging = views.first(where: { $0.hasActiveDrag }) {
        // The finger that dragged is gone: its collection view cancels the drag.
        dragging.handleTouch(.began, at: viewPoint(location, in: dragging), time: time)
        swallowsTouch = true
        return
      }
      touchOwner = views.reversed().first { !$0.isHidden && $0.bounds.contains(convert(location, to: $0)) }
    }
    if swallowsTouch {
      if phase == .ended || phase == .cancelled {
        swallowsTouch = false
        for collectionView in views where collectionView.hasActiveDrag {
          collectionView.handleTouch(phase, at: viewPoint(location, in: collectionView), time: time)
        }
      }
      return
    }
    guard let owner = touchOwner else { return }
    owner.handleTouch(phase, at: viewPoint(location, in: owner), time: time)
    if phase == .ended || phase == .cancelled { touchOwner = nil }
  }

  /// Moves time forward by `seconds` for every collection view of the space, bottom to top.
  public func advance(by seconds: TimeInterval) {
    for collectionView in collectionViews { collectionView.advance(by: seconds) }
  }

  /// `location` (the space's bounds coordinates) in `collectionView`'s view coordinates
  /// (relative to its frame, as touches are given).
  private func viewPoint(_ location: CGPoint, in collectionView: CollectionView) -> CGPoint {
    let content = convert(location, to: collectionView)
    return CGPoint(
      x: content.x - collectionView.contentOffset.x, y: content.y - collectionView.contentOffset.y)
  }
}
