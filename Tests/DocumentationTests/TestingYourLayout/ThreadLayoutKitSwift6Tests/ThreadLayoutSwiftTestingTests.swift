import Testing
import TrellisUIKit

@testable import ThreadLayoutKitSwift6

// snippet: swift-testing-main-actor-suite
/// The Swift 5 suite's checks in Swift Testing, on the main actor, where UIKit-shaped code runs.
/// `makeWorkedExample()` sets up the layout and collection view as the XCTest suite's `setUp()`
/// does, so the numbers are the same.
@Suite("ThreadLayout in the Swift 6 language mode")
@MainActor
struct ThreadLayoutSwiftTestingTests {
  @Test("the worked example's frames: (32, 64, 280, 30) for the reply, content 320 × 170")
  func framesOfTheWorkedExample() {
    let (layout, posts, collectionView) = makeWorkedExample()
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        == CGRect(x: 32, y: 64, width: 280, height: 30))
    #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 170))
    #expect((collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? ThreadCell)?.depth == 1)
    withExtendedLifetime(posts) {}
  }
}
// end snippet

extension ThreadLayoutSwiftTestingTests {
  @Test("a state controller driven directly answers the same frames as the hosted layout")
  func stateControllerDrivenDirectly() {
    let controller = ThreadStateController()
    controller.measurements = ThreadStateController.Measurements(
      width: 320, insets: UIEdgeInsets(top: 10, left: 12, bottom: 20, right: 8), interItemSpacing: 4,
      sectionSpacing: 16, indentWidth: 20)
    controller.setSections([
      [ThreadStateController.Item(height: 50, depth: 0), ThreadStateController.Item(height: 30, depth: 1)],
      [ThreadStateController.Item(height: 40, depth: 0)],
    ])
    #expect(
      controller.frame(at: IndexPath(item: 0, section: 1)) == CGRect(x: 12, y: 110, width: 300, height: 40))
    #expect(controller.contentHeight == 170)
  }

  @Test("a narrower collection view narrows the reply to 200 − 12 − 8 − 20 = 160 points")
  func narrowerCollectionView() {
    let (layout, posts, collectionView) = makeWorkedExample()
    collectionView.frame = CGRect(x: 0, y: 0, width: 200, height: 480)
    collectionView.layoutIfNeeded()
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        == CGRect(x: 32, y: 64, width: 160, height: 30))
    withExtendedLifetime(posts) {}
  }

  @Test("attributes copies keep the depth; another depth is not equal")
  func attributesCopyAndEquality() {
    let attributes = ThreadLayoutAttributes(forCellWith: IndexPath(item: 3, section: 1))
    attributes.depth = 2
    let copy = attributes.copy() as? ThreadLayoutAttributes
    #expect(copy?.depth == 2)
    #expect(copy == attributes)
    copy?.depth = 3
    #expect(copy != attributes)
  }
}
