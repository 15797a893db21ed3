import TrellisUIKit
import XCTest

@testable import ThreadLayoutKit

class ThreadLayoutAttributesTests: XCTestCase {
  func testACopyKeepsTheDepthAndIsEqual() {
    let attributes = ThreadLayoutAttributes(forCellWith: IndexPath(item: 3, section: 1))
    attributes.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    attributes.depth = 2
    let copy = attributes.copy() as? ThreadLayoutAttributes
    XCTAssertEqual(copy?.depth, 2)
    XCTAssertEqual(copy?.frame, CGRect(x: 1, y: 2, width: 3, height: 4))
    XCTAssertEqual(copy, attributes)
  }

  func testAnotherDepthIsNotEqual() {
    let attributes = ThreadLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    let other = attributes.copy() as? ThreadLayoutAttributes
    other?.depth = 1
    XCTAssertNotEqual(other, attributes)
  }
}
