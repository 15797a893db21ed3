import TrellisUIKit
import XCTest

@testable import ThreadLayoutKitSwift6

// snippet: xctest-main-actor-async
/// An XCTest suite on the main actor, as Swift 6 suites on iOS are, with `async` test methods:
/// swift-corelibs-xctest runs an `async` test of a `@MainActor` class on the main actor. (With
/// synchronous test methods the process stops before the first test: SwiftPM's generated test
/// list cannot convert a main-actor method to the nonisolated function type it stores.)
@MainActor
final class ThreadLayoutMainActorXCTests: XCTestCase {
  func testFramesOfTheWorkedExample() async {
    let (layout, posts, _) = makeWorkedExample()
    XCTAssertEqual(
      layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame,
      CGRect(x: 12, y: 110, width: 300, height: 40))
    XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 320, height: 170))
    withExtendedLifetime(posts) {}
  }
}
// end snippet

// snippet: xctest-assume-isolated
/// An XCTest suite with synchronous, nonisolated test methods whose bodies run on the main actor
/// through `MainActor.assumeIsolated`: swift-corelibs-xctest runs synchronous tests on the main
/// thread, so the check succeeds (and would stop the process, not race, were it wrong).
final class ThreadLayoutAssumeIsolatedXCTests: XCTestCase {
  func testReplyIsIndentedByOneLevel() {
    MainActor.assumeIsolated {
      let (layout, posts, _) = makeWorkedExample()
      XCTAssertEqual(
        layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame,
        CGRect(x: 32, y: 64, width: 280, height: 30))
      withExtendedLifetime(posts) {}
    }
  }
}
// end snippet
