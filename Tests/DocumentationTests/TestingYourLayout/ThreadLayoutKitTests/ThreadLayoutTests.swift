import TrellisUIKit
import XCTest

@testable import ThreadLayoutKit

// snippet: xctest-ios-suite
/// The layout hosted by a collection view, set up in `setUp()` as iOS suites do.
///
/// The numbers: 320 − 12 − 8 = 300 points between the insets. The reply (section 0, item 1)
/// starts 10 + 50 + 4 = 64 points down, indented 20: x 32, 280 wide. The second section starts
/// 64 + 30 + 16 = 110 points down; the content ends 110 + 40 + 20 = 170 points down.
class ThreadLayoutTests: XCTestCase {
  var layout: ThreadLayout!
  var posts: ThreadPosts!
  var collectionView: ThreadCollectionView!

  override func setUp() {
    super.setUp()
    layout = ThreadLayout()
    layout.contentInsets = UIEdgeInsets(top: 10, left: 12, bottom: 20, right: 8)
    layout.interItemSpacing = 4
    layout.sectionSpacing = 16
    layout.indentWidth = 20
    posts = ThreadPosts(heights: [[50, 30], [40]], depths: [[0, 1], [0]])
    layout.delegate = posts
    collectionView = ThreadCollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    collectionView.register(ThreadCell.self, forCellWithReuseIdentifier: "post")
    collectionView.dataSource = posts
    collectionView.layoutIfNeeded()
  }

  override func tearDown() {
    collectionView = nil
    posts = nil
    layout = nil
    super.tearDown()
  }

  func testFramesAndContentSize() {
    XCTAssertEqual(
      layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame,
      CGRect(x: 32, y: 64, width: 280, height: 30))
    XCTAssertEqual(
      layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame,
      CGRect(x: 12, y: 110, width: 300, height: 40))
    XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 320, height: 170))
  }
}
// end snippet

extension ThreadLayoutTests {
  func testTheLayoutCreatesItsAttributesClass() {
    let attributes = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 480))
    XCTAssertEqual(attributes?.count, 3)
    XCTAssertEqual(attributes?.compactMap { ($0 as? ThreadLayoutAttributes)?.depth }, [0, 1, 0])
  }

  func testCellsAreGivenTheirDepth() {
    let reply = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? ThreadCell
    XCTAssertEqual(reply?.depth, 1)
    XCTAssertEqual(reply?.frame, CGRect(x: 32, y: 64, width: 280, height: 30))
  }

  func testANarrowerCollectionViewNarrowsThePosts() {
    // 200 points wide: 200 − 12 − 8 = 180 between the insets, the reply 180 − 20 = 160.
    collectionView.frame = CGRect(x: 0, y: 0, width: 200, height: 480)
    collectionView.layoutIfNeeded()
    XCTAssertEqual(
      layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame,
      CGRect(x: 32, y: 64, width: 160, height: 30))
  }

  func testReloadingWithAnotherPostMovesTheNextSection() {
    // A 26-point reply of depth 2 after the first one: the second section starts
    // 94 + 4 + 26 + 16 = 140 points down.
    posts.heights[0].append(26)
    posts.depths[0].append(2)
    collectionView.reloadData()
    collectionView.layoutIfNeeded()
    XCTAssertEqual(collectionView.reloadCount, 1)
    XCTAssertEqual(
      layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame,
      CGRect(x: 52, y: 98, width: 260, height: 26))
    XCTAssertEqual(
      layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame,
      CGRect(x: 12, y: 140, width: 300, height: 40))
  }

  func testWithoutADelegateEveryPostIsTheDefaultHeight() {
    let plain = ThreadLayout()
    plain.interItemSpacing = 0
    plain.sectionSpacing = 0
    plain.defaultItemHeight = 44
    let other = ThreadCollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 300), collectionViewLayout: plain)
    other.register(ThreadCell.self, forCellWithReuseIdentifier: "post")
    other.dataSource = posts
    other.layoutIfNeeded()
    // Three posts of 44 points, no spacing or insets.
    XCTAssertEqual(plain.collectionViewContentSize, CGSize(width: 100, height: 132))
  }
}
