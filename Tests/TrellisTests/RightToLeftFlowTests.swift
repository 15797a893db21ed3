// Right to left with the flow layout, which flips (as UIKit's does): the worked numbers.
//
// Vertical: a 390-wide view, 100 × 100 items, spacings 10, no insets. A line holds 3 items
// (3·100 + 2·10 = 320 ≤ 390; 4 need 430) and a full line is justified (docs/uikit-reference.md,
// "UICollectionViewFlowLayout"): the 90 points left over make two gaps of 45, so left to right the
// columns are at x = 0, 145, 290 and lines at y = 0, 110, 220, 330. The mirror width W is the
// content width, 390, and x′ = W − maxX: the columns become 290, 145, 0, so item 0 is at
// x 290…390.
//
// Horizontal: a 390 × 240 view. A column holds 2 items (210 ≤ 240), justified: y = 0 and 140;
// columns at x = 0, 110, 220, 330, 440, so 10 items make 5 columns and a content 540 wide
// (5·100 + 4·10). Mirrored (W = 540) column c is at 540 − (110c + 100) = 440 − 110c. The
// content offset that shows the layout's start is W − 0 − 390 = 150 = the largest offset: item 0
// at x 440…540 is at 290…390 in the view, at its right edge.

import Foundation
import Testing

@testable import Trellis

@Suite("Right to left: flow layout")
struct RightToLeftFlowTests {
  @Test("vertical flow: item 0 at x 290…390, the columns mirrored, the offset unchanged")
  func verticalFlowIsMirrored() {
    let layout = squareFlowLayout()
    let collectionView = makeRightToLeftView(layout, size: CGSize(width: 390, height: 844), count: 10)
    #expect(layout.flipsHorizontallyInOppositeLayoutDirection)
    #expect(collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(collectionView.contentOffset == .zero)
    let frames = collectionView.visibleCellFrames
    #expect(frames[0] == CGRect(x: 290, y: 0, width: 100, height: 100))
    #expect(frames[1] == CGRect(x: 145, y: 0, width: 100, height: 100))
    #expect(frames[2] == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(frames[3] == CGRect(x: 290, y: 110, width: 100, height: 100))
    // Item 9 is alone on the last line, in the first column (uniform sizes make a grid).
    #expect(frames[9] == CGRect(x: 290, y: 330, width: 100, height: 100))
    // The layout itself still computes left to right.
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 0)
  }

  @Test("the same flow left to right keeps item 0 at x 0…100")
  func leftToRightIsUnchanged() {
    let layout = squareFlowLayout()
    let collectionView = makeCollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), layout: layout,
      dataSource: ValueDataSource(count: 10))
    #expect(collectionView.effectiveUserInterfaceLayoutDirection == .leftToRight)
    #expect(collectionView.visibleCellFrames[0] == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(collectionView.visibleCellFrames[2] == CGRect(x: 290, y: 0, width: 100, height: 100))
  }

  @Test("horizontal flow starts at the largest offset, 150, with item 0 at the view's right edge")
  func horizontalFlowStartsAtTheRight() {
    let layout = squareFlowLayout(.horizontal)
    let collectionView = makeRightToLeftView(layout, size: CGSize(width: 390, height: 240), count: 10)
    #expect(collectionView.contentSize == CGSize(width: 540, height: 240))
    #expect(collectionView.contentOffset == CGPoint(x: 150, y: 0))
    #expect(collectionView.maximumContentOffset.x == 150)
    let frames = collectionView.visibleCellFrames
    #expect(frames[0] == CGRect(x: 440, y: 0, width: 100, height: 100))
    #expect(frames[1] == CGRect(x: 440, y: 140, width: 100, height: 100))
    #expect(frames[2] == CGRect(x: 330, y: 0, width: 100, height: 100))
    // In the view: item 0 at 440 − 150 = 290…390.
    #expect(frames[0].map { $0.minX - collectionView.contentOffset.x } == 290)
    // Visible [150, 540): columns 0…3 (column 3 is at 110…210); column 4 (0…100) is not.
    #expect(collectionView.indexPathsForVisibleItems.map(\.item) == Array(0...7))
    // Scrolling to the left end shows the last column at x 0…100.
    collectionView.contentOffset = .zero
    collectionView.layoutIfNeeded()
    #expect(collectionView.visibleCellFrames[8] == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(collectionView.visibleCellFrames[9] == CGRect(x: 0, y: 140, width: 100, height: 100))
  }

  @Test("switching to right to left after the first pass mirrors the frames and the offset")
  func switchingDirectionMirrorsOffset() {
    let layout = squareFlowLayout(.horizontal)
    let collectionView = makeCollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 240), layout: layout,
      dataSource: ValueDataSource(count: 10))
    collectionView.contentOffset = CGPoint(x: 110, y: 0)
    collectionView.layoutIfNeeded()
    // Left to right at offset 110 the view shows [110, 500): item 2 at 110…210, view x 0.
    #expect(collectionView.visibleCellFrames[2]?.minX == 110)
    collectionView.semanticContentAttribute = .forceRightToLeft
    collectionView.layoutIfNeeded()
    // The layout's offset is kept: 540 − 110 − 390 = 40. Item 2 at 540 − 210 = 330, view x 290.
    #expect(collectionView.contentOffset.x == 40)
    #expect(collectionView.visibleCellFrames[2]?.minX == 330)
    // And back.
    collectionView.semanticContentAttribute = .unspecified
    collectionView.layoutIfNeeded()
    #expect(collectionView.contentOffset.x == 110)
    #expect(collectionView.visibleCellFrames[2]?.minX == 110)
  }

  @Test("the application's direction decides for views that do not force one")
  func applicationDirection() {
    #expect(Application.shared.userInterfaceLayoutDirection == .leftToRight)
    Application.shared.userInterfaceLayoutDirection = .rightToLeft
    defer { Application.shared.userInterfaceLayoutDirection = .leftToRight }
    let following = makeCollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), layout: squareFlowLayout(),
      dataSource: ValueDataSource(count: 3))
    #expect(following.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(following.visibleCellFrames[0]?.minX == 290)
    let forced = RetainingCollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: squareFlowLayout())
    forced.semanticContentAttribute = .forceLeftToRight
    let data = ValueDataSource(count: 3)
    forced.retained = [data]
    forced.register(ValueCell.self, forCellWithReuseIdentifier: "cell")
    forced.dataSource = data
    forced.layoutIfNeeded()
    #expect(forced.visibleCellFrames[0]?.minX == 0)
    // Playback and spatial content always reads left to right.
    #expect(View.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
    #expect(View.userInterfaceLayoutDirection(for: .unspecified) == .rightToLeft)
  }

  @Test("queries on the collection view answer in mirrored coordinates, from copies")
  func queriesAreMirrored() throws {
    let layout = squareFlowLayout()
    layout.headerReferenceSize = CGSize(width: 0, height: 50)
    let collectionView = makeRightToLeftView(layout, size: CGSize(width: 390, height: 844), count: 10)
    let attributes = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    // Below the 50-point header: y = 50.
    #expect(attributes.frame == CGRect(x: 290, y: 50, width: 100, height: 100))
    let own = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    #expect(own.frame.minX == 0)
    // The full-width header mirrors onto itself.
    let header = collectionView.layoutAttributesForSupplementaryElement(
      ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(header?.frame == CGRect(x: 0, y: 0, width: 390, height: 50))
    // (300, 60) is in item 0 (290…390) in the mirror; left to right it would be item 2's place.
    #expect(collectionView.indexPathForItem(at: CGPoint(x: 300, y: 60)) == IndexPath(item: 0, section: 0))
    #expect(collectionView.indexPathForItem(at: CGPoint(x: 50, y: 60)) == IndexPath(item: 2, section: 0))
  }

  @Test("scrollToItem in a mirrored horizontal flow: item 9 at the left is offset 0, item 0 at the right 150")
  func scrollToItemIsMirrored() {
    let collectionView = makeRightToLeftView(
      squareFlowLayout(.horizontal), size: CGSize(width: 390, height: 240), count: 10)
    // Item 9 is in column 4, at 0…100: .left puts its left edge at the view's left edge.
    collectionView.scrollToItem(at: IndexPath(item: 9, section: 0), at: .left, animated: false)
    #expect(collectionView.contentOffset.x == 0)
    // Item 0 at 440…540: .right puts 540 at the view's right edge, 540 − 390 = 150.
    collectionView.scrollToItem(at: IndexPath(item: 0, section: 0), at: .right, animated: false)
    #expect(collectionView.contentOffset.x == 150)
    // Item 4 (column 2, 220…320) centred: 270 − 195 = 75.
    collectionView.scrollToItem(
      at: IndexPath(item: 4, section: 0), at: .centeredHorizontally, animated: false)
    #expect(collectionView.contentOffset.x == 75)
  }

  @Test("pinned headers of a mirrored horizontal flow stick to the right edge")
  func pinnedHeadersStickToTheRight() {
    // Two sections of 10 items under 50-point headers, pinned. Left to right (a header, then the
    // section's lines; docs/uikit-reference.md, "UICollectionViewFlowLayout"): header 0 at x 0…50,
    // columns at 50 + 110·c, the section ending at 590; header 1 at 590…640, columns to 1180.
    // Mirrored, W = 1180.
    let layout = squareFlowLayout(.horizontal)
    layout.headerReferenceSize = CGSize(width: 50, height: 0)
    layout.sectionHeadersPinToVisibleBounds = true
    let collectionView = RetainingCollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 240), collectionViewLayout: layout)
    collectionView.semanticContentAttribute = .forceRightToLeft
    let data = ValueDataSource(sections: [(0..<10).map { "a\($0)" }, (0..<10).map { "b\($0)" }])
    collectionView.retained = [data]
    collectionView.register(ValueCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.register(
      CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
      withReuseIdentifier: "header")
    collectionView.dataSource = data
    collectionView.layoutIfNeeded()
    func headerMinX(_ section: Int) -> CGFloat? {
      collectionView.supplementaryView(
        forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section)
      )?.frame.minX
    }
    // The layout's offset 0 is 1180 − 390 = 790 here; header 0 at 1180 − 50 = 1130.
    #expect(collectionView.contentOffset.x == 790)
    #expect(headerMinX(0) == 1130)
    // The layout's offset 100 (here 1180 − 100 − 390 = 690): header 0 pinned at the layout's
    // x 100, here 1180 − 150 = 1030, the view's right edge (690 + 390 − 50).
    collectionView.contentOffset = CGPoint(x: 690, y: 0)
    collectionView.layoutIfNeeded()
    #expect(headerMinX(0) == 1030)
    // The layout's offset 560 (here 230): header 0 is pushed by its section's end to the
    // layout's 590 − 50 = 540, here 590; header 1 is at its place, 590…640, here 540.
    collectionView.contentOffset = CGPoint(x: 230, y: 0)
    collectionView.layoutIfNeeded()
    #expect(headerMinX(0) == 590)
    #expect(headerMinX(1) == 540)
  }

  @Test("prefetching looks ahead to the left: items 8 and 9 at the start")
  func prefetchingLooksLeft() {
    final class Recorder: CollectionViewDataSourcePrefetching {
      var prefetched: [[Int]] = []
      func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        prefetched.append(indexPaths.map(\.item))
      }
    }
    let recorder = Recorder()
    let collectionView = RetainingCollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 240), collectionViewLayout: squareFlowLayout(.horizontal))
    collectionView.semanticContentAttribute = .forceRightToLeft
    let data = ValueDataSource(count: 10)
    collectionView.retained = [data, recorder]
    collectionView.register(ValueCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.prefetchDataSource = recorder
    collectionView.dataSource = data
    collectionView.layoutIfNeeded()
    #expect(collectionView.contentOffset.x == 150)
    // Visible [150, 540); a screen ahead to the left is [−240, 150): column 4, items 8 and 9.
    #expect(recorder.prefetched == [[8, 9]])
  }
}
