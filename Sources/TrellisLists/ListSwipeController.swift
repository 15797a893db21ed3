/// Drives the swipe actions of a collection view's list rows (docs/lists.md §6): a horizontal
/// drag that starts on a row whose list gives actions for that side moves the row's content
/// and reveals them; the lift leaves them open (past half their width), performs the first
/// (past 60% of the row's width, with `performsFirstActionWithFullSwipe`) or closes them. While
/// they are open, a tap on an action performs it, and any other touch closes them and does
/// nothing else.
///
/// The first list cell a collection view shows installs one.
@MainActor
final class ListSwipeController: CellSwipeDriving {
  /// Whether the current touch is a swipe or a touch on open actions.
  private(set) var ownsTouch = false
  /// Where the current touch began (view coordinates).
  private var start = CGPoint.zero
  /// The row whose actions are shown or being revealed.
  private weak var cell: CollectionViewListCell?
  /// Its actions.
  private var configuration: SwipeActionsConfiguration?
  /// +1 when the content moves right (actions on the left), −1 when it moves left.
  private var direction: CGFloat = 1
  /// The row's offset when the touch began.
  private var startOffset: CGFloat = 0
  /// The action the touch began on while they were open.
  private var pendingAction: Int?

  /// The fraction of the row's width past which a swipe is a full swipe (docs/lists.md §6).
  static let fullSwipeFraction: CGFloat = 0.6
  /// How far a touch may move and still be a tap.
  static let tapSlop: CGFloat = 10

  /// Whether actions are shown on a row now.
  var isOpen: Bool { (cell?.swipeOffset ?? 0) != 0 }

  func swipeTouchBegan(at location: CGPoint, in collectionView: CollectionView) -> Bool {
    start = location
    ownsTouch = false
    pendingAction = nil
    guard let cell, cell.swipeOffset != 0, cell.superview === collectionView else { return false }
    ownsTouch = true
    startOffset = cell.swipeOffset
    let point = cell.convert(location, from: collectionView)
    pendingAction = cell.swipeActionIndex(at: point)
    return true
  }

  func swipeShouldBegin(movingTo location: CGPoint, in collectionView: CollectionView) -> Bool {
    let dx = location.x - start.x
    let dy = location.y - start.y
    guard abs(dx) > abs(dy), dx != 0 else { return false }
    let point = CGPoint(
      x: start.x + collectionView.contentOffset.x, y: start.y + collectionView.contentOffset.y)
    guard let indexPath = collectionView.indexPathForItem(at: point),
      let cell = collectionView.cellForItem(at: indexPath) as? CollectionViewListCell,
      let list = (collectionView.collectionViewLayout as? CollectionViewCompositionalLayout)?
        .listConfiguration(
          forSection: indexPath.section)
    else { return false }
    let leftToRight = cell.effectiveUserInterfaceLayoutDirection != .rightToLeft
    let revealsLeading = (dx > 0) == leftToRight
    let provider =
      revealsLeading
      ? list.leadingSwipeActionsConfigurationProvider : list.trailingSwipeActionsConfigurationProvider
    guard let configuration = provider?(indexPath), !configuration.actions.isEmpty else { return false }
    close()
    self.cell = cell
    self.configuration = configuration
    direction = dx > 0 ? 1 : -1
    startOffset = 0
    ownsTouch = true
    cell.showSwipeActions(configuration.actions, offset: 0)
    swipeMoved(to: location, in: collectionView)
    return true
  }

  func swipeMoved(to location: CGPoint, in collectionView: CollectionView) {
    guard let cell, let configuration else { return }
    let dx = location.x - start.x
    if abs(dx) > Self.tapSlop || abs(location.y - start.y) > Self.tapSlop { pendingAction = nil }
    let limit = configuration.performsFirstActionWithFullSwipe ? cell.bounds.width : cell.swipeActionsWidth
    let magnitude = min(max(0, (startOffset + dx) * direction), limit)
    cell.setSwipeOffset(magnitude * direction)
  }

  func swipeEnded(at location: CGPoint, in collectionView: CollectionView) {
    ownsTouch = false
    guard let cell, let configuration else { return }
    let moved = abs(location.x - start.x) > Self.tapSlop || abs(location.y - start.y) > Self.tapSlop
    if let index = pendingAction, !moved {
      perform(index)
      return
    }
    if startOffset != 0, !moved {
      close()
      return
    }
    let magnitude = abs(cell.swipeOffset)
    if configuration.performsFirstActionWithFullSwipe, magnitude >= Self.fullSwipeFraction * cell.bounds.width
    {
      cell.setSwipeOffset(cell.bounds.width * direction)
      perform(0)
    } else if magnitude >= cell.swipeActionsWidth / 2 {
      cell.setSwipeOffset(cell.swipeActionsWidth * direction)
    } else {
      close()
    }
  }

  func swipeCancelled(in collectionView: CollectionView) {
    ownsTouch = false
    guard let cell else { return }
    if abs(cell.swipeOffset) < cell.swipeActionsWidth / 2 { close() }
  }

  /// Runs action `index`'s handler; its completion closes the actions.
  private func perform(_ index: Int) {
    guard let cell, let configuration, configuration.actions.indices.contains(index) else { return }
    let action = configuration.actions[index]
    let view = cell.swipeActionViews.indices.contains(index) ? cell.swipeActionViews[index] : cell
    action.handler(action, view) { [weak self, weak cell] _ in
      guard let self, let cell, self.cell === cell else { return }
      self.close()
    }
  }

  /// Hides the actions of the row that shows them.
  func close() {
    cell?.hideSwipeActions()
    cell = nil
    configuration = nil
  }
}
