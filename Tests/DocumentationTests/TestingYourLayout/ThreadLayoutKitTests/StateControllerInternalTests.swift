import TrellisUIKit
import XCTest

@testable import ThreadLayoutKit

/// The worked example used throughout: 320 points wide, insets top 10, left 12, bottom 20,
/// right 8, 4 points between posts, 16 between sections, 20 per level of depth; a first section
/// of a 50-point post and a 30-point reply of depth 1, a second of one 40-point post.
///
/// By the controller's rules: the width between the insets is 320 − 12 − 8 = 300.
/// Post (0, 0): x 12, y 10, 300 × 50.
/// Post (0, 1): y 10 + 50 + 4 = 64, indented 20: x 32, 280 × 30.
/// Post (1, 0): y 64 + 30 + 16 = 110: x 12, 300 × 40.
/// Content height 110 + 40 + 20 = 170.
class StateControllerInternalTests: XCTestCase {
  func makeController() -> ThreadStateController {
    let controller = ThreadStateController()
    controller.measurements = ThreadStateController.Measurements(
      width: 320, insets: UIEdgeInsets(top: 10, left: 12, bottom: 20, right: 8), interItemSpacing: 4,
      sectionSpacing: 16, indentWidth: 20)
    controller.setSections([
      [ThreadStateController.Item(height: 50, depth: 0), ThreadStateController.Item(height: 30, depth: 1)],
      [ThreadStateController.Item(height: 40, depth: 0)],
    ])
    return controller
  }

  func testFramesOfTheWorkedExample() {
    let controller = makeController()
    XCTAssertEqual(
      controller.frame(at: IndexPath(item: 0, section: 0)), CGRect(x: 12, y: 10, width: 300, height: 50))
    XCTAssertEqual(
      controller.frame(at: IndexPath(item: 1, section: 0)), CGRect(x: 32, y: 64, width: 280, height: 30))
    XCTAssertEqual(
      controller.frame(at: IndexPath(item: 0, section: 1)), CGRect(x: 12, y: 110, width: 300, height: 40))
    XCTAssertEqual(controller.contentHeight, 170)
  }

  func testAttributesCarryTheDepth() {
    let controller = makeController()
    XCTAssertEqual(controller.attributes(at: IndexPath(item: 1, section: 0))?.depth, 1)
    XCTAssertEqual(controller.attributes(at: IndexPath(item: 0, section: 1))?.depth, 0)
  }

  func testAttributesInRectAreThePostsItOverlaps() {
    let controller = makeController()
    // y 70 to 120: post (0, 1) spans 64 to 94 and post (1, 0) 110 to 150; post (0, 0) ends at 60.
    let attributes = controller.attributes(in: CGRect(x: 0, y: 70, width: 320, height: 50))
    XCTAssertEqual(
      attributes.map(\.indexPath), [IndexPath(item: 1, section: 0), IndexPath(item: 0, section: 1)])
  }

  func testAttributesAreCachedUntilReset() {
    let controller = makeController()
    let first = controller.attributes(at: IndexPath(item: 0, section: 0))
    XCTAssertTrue(first === controller.attributes(at: IndexPath(item: 0, section: 0)))
    controller.resetCachedAttributes()
    let recreated = controller.attributes(at: IndexPath(item: 0, section: 0))
    XCTAssertFalse(first === recreated)
    XCTAssertEqual(first, recreated)
  }

  func testMissingPostsHaveNoFrame() {
    let controller = makeController()
    XCTAssertNil(controller.frame(at: IndexPath(item: 2, section: 0)))
    XCTAssertNil(controller.frame(at: IndexPath(item: 0, section: 2)))
    XCTAssertNil(controller.attributes(at: IndexPath(item: -1, section: 0)))
  }

  func testBadHeightsAndDepthsAreClamped() {
    let controller = makeController()
    // A −5 and a NaN height count as 0; depth −3 as 0; depth 100 indents 2,000 points, clamped
    // to the 300 available: x 12 + 300 = 312, width 0.
    controller.setSections([
      [
        ThreadStateController.Item(height: -5, depth: -3),
        ThreadStateController.Item(height: .nan, depth: 100),
      ]
    ])
    XCTAssertEqual(
      controller.frame(at: IndexPath(item: 0, section: 0)), CGRect(x: 12, y: 10, width: 300, height: 0))
    XCTAssertEqual(
      controller.frame(at: IndexPath(item: 1, section: 0)), CGRect(x: 312, y: 14, width: 0, height: 0))
    XCTAssertEqual(controller.attributes(at: IndexPath(item: 0, section: 0))?.depth, 0)
    // 10 + 0 + 4 + 0 + 20.
    XCTAssertEqual(controller.contentHeight, 34)
  }
}
