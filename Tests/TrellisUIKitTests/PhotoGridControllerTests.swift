import Testing
import TrellisUIKit

/// The UIKit-style photo grid (PhotoGridController.swift): context menus on a long press and a
/// pinch between grids. The grid is 400 points wide: 100-point photos, 4 per row (photo i at
/// (100·(i mod 4), 100·⌊i/4⌋)); 200-point photos, 2 per row.
@Suite("UIKit-style photo grid with context menus and a pinch") @MainActor
struct PhotoGridControllerTests {
  @Test func aLongPressOnASelectedPhotoActsOnTheWholeSelection() throws {
    let controller = PhotoGridController()
    controller.viewDidLoad()
    let collectionView = try #require(controller.collectionView)
    for item in [1, 6] {
      collectionView.selectItem(at: IndexPath(item: item, section: 0), animated: false, scrollPosition: [])
    }
    // Photo 6 is at (200, 100, 100, 100): press its middle for half a second.
    collectionView.handleTouch(.began, at: CGPoint(x: 250, y: 150), time: 0)
    collectionView.advance(by: 0.5)
    collectionView.handleTouch(.ended, at: CGPoint(x: 250, y: 150), time: 0.5)
    let menu = try #require(collectionView.presentedContextMenu?.menu)
    #expect(menu.children.map(\.title) == ["Share", "Favorite", "Hide", "Delete"])
    #expect(throws: ContextMenuError.self) {
      try collectionView.performContextMenuAction(titlePath: ["Hide"])
    }
    try collectionView.performContextMenuAction(titlePath: ["Share", "Messages"])
    #expect(controller.log == ["willDisplay", "willEnd", "messages [\"photo1\", \"photo6\"]"])
  }

  @Test func deletingFromTheMenuRemovesThePhotoAndDismisses() throws {
    let controller = PhotoGridController()
    controller.viewDidLoad()
    let collectionView = try #require(controller.collectionView)
    collectionView.handleTouch(.began, at: CGPoint(x: 50, y: 50), time: 0)
    collectionView.advance(by: 0.6)
    collectionView.handleTouch(.ended, at: CGPoint(x: 50, y: 50), time: 0.6)
    try collectionView.performContextMenuAction(titlePath: ["Delete"])
    #expect(controller.log == ["willDisplay", "willEnd", "delete [0]"])
    #expect(collectionView.numberOfItems(inSection: 0) == 23)
    #expect(collectionView.presentedContextMenu == nil)
  }

  @Test func aPressOnTheBackgroundOffersTheBackgroundMenu() throws {
    let controller = PhotoGridController()
    controller.viewDidLoad()
    let collectionView = try #require(controller.collectionView)
    // 24 photos fill 6 rows (600 points); y = 700 is below them.
    collectionView.handleTouch(.began, at: CGPoint(x: 50, y: 700), time: 0)
    collectionView.advance(by: 0.5)
    #expect(collectionView.presentedContextMenu?.indexPaths == [])
    try collectionView.performContextMenuAction(titlePath: ["New Album"])
    #expect(controller.log.last == "new album")
  }

  @Test func aPinchPastHalfwayFinishesOnTheLargeGrid() throws {
    let controller = PhotoGridController()
    controller.viewDidLoad()
    let collectionView = try #require(controller.collectionView)
    controller.pinchChanged(scale: 1.25, ended: false)
    let layout = try #require(controller.pinchLayout as? PinchTransitionLayout)
    #expect(layout.pinchScale == 1.25)
    collectionView.layoutIfNeeded()
    // Progress 0.25: photo 5 from (100, 100, 100, 100) to (200, 400, 200, 200):
    // centre (150, 150) → (300, 500) gives (187.5, 237.5), side 125, origin (125, 175).
    #expect(
      collectionView.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame
        == CGRect(x: 125, y: 175, width: 125, height: 125))
    controller.pinchChanged(scale: 1.75, ended: true)
    collectionView.advance(by: 0.3)
    #expect(collectionView.collectionViewLayout === controller.largeGrid)
    #expect(controller.log == ["transition completed true finished true"])
    #expect(
      collectionView.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame
        == CGRect(x: 200, y: 400, width: 200, height: 200))
  }

  @Test func aPinchReleasedEarlyGoesBackToTheSmallGrid() throws {
    let controller = PhotoGridController()
    controller.viewDidLoad()
    let collectionView = try #require(controller.collectionView)
    controller.pinchChanged(scale: 1.3, ended: false)
    controller.pinchChanged(scale: 1.4, ended: true)
    collectionView.advance(by: 0.3)
    #expect(collectionView.collectionViewLayout === controller.smallGrid)
    #expect(controller.log == ["transition completed true finished false"])
  }
}
