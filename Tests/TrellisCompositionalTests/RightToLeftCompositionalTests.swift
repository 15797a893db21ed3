import Foundation
import Testing
import TrellisUIKit

// Right to left: the collection view shows a vertical compositional layout's mirror image
// (x′ = W − maxX with W = the content width, 390 here), so leading is on the right, and an
// orthogonal section starts at the right and scrolls towards the left, following the finger.
@Suite @MainActor struct RightToLeftCompositionalTests {
  /// Item `item` of section 0 as the collection view shows it (its own coordinates).
  func shown(_ view: UICollectionView, _ item: Int) -> CGRect? {
    view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
  }

  @Test func leadingInsetsAndTheFirstItemAreOnTheRight() {
    // Two items of half the width in a row, a leading inset of 10: left to right they are
    // (390 − 10) / 2 = 190 wide at x = 10 and 200; mirrored, at 390 − 200 = 190 and
    // 390 − 390 = 0.
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 0)
    let view = makeHost(UICollectionViewCompositionalLayout(section: section), counts: [2])
    #expect(shown(view, 0) == rect(10, 0, 190, 100))
    view.semanticContentAttribute = .forceRightToLeft
    view.layoutIfNeeded()
    #expect(shown(view, 0) == rect(190, 0, 190, 100))
    #expect(shown(view, 1) == rect(0, 0, 190, 100))
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == rect(190, 0, 190, 100))
  }

  @Test func aHorizontallyScrollingLayoutIsMirroredAndStartsAtTheRight() {
    // Ten items 100 wide, full height, in one horizontal group per item; the layout scrolls
    // horizontally, so its content is 10 · 100 = 1000 wide. Left to right item i is at x = 100·i.
    // Mirrored (W = max(1000, 390) = 1000), item i is at 1000 − (100·i + 100) = 900 − 100·i, and
    // the view starts at the right end: offset W − 390 = 610, so item 0 (900…1000) is visible
    // and item 4 (500…600) is not.
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)),
      subitems: [item])
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group), configuration: configuration)
    let view = makeHost(layout, counts: [10])
    #expect(shown(view, 0)?.minX == 0)
    #expect(shown(view, 3)?.minX == 300)
    view.semanticContentAttribute = .forceRightToLeft
    view.layoutIfNeeded()
    #expect(shown(view, 0)?.minX == 900)
    #expect(shown(view, 3)?.minX == 600)
    #expect(view.contentOffset.x == 610)
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) != nil)
    #expect(view.cellForItem(at: IndexPath(item: 4, section: 0)) == nil)
  }

  /// The orthogonal carousel of OrthogonalScrollingTests (300 × 200 groups 10 apart, insets 20):
  /// left to right group g is at 20 + 310·g, so mirrored at 390 − (20 + 310·g + 300) = 70 − 310·g.
  func rightToLeftCarousel() -> (UICollectionViewCompositionalLayout, UICollectionView) {
    let (layout, view) = orthogonalCarousel(.continuous)
    view.semanticContentAttribute = .forceRightToLeft
    view.layoutIfNeeded()
    return (layout, view)
  }

  @Test func anOrthogonalSectionStartsAtTheRightAndFollowsTheFinger() {
    let (layout, view) = rightToLeftCarousel()
    #expect(shown(view, 0) == rect(70, 0, 300, 200))
    #expect(shown(view, 1) == rect(-240, 0, 300, 200))
    // A finger moving 100 to the right drags the row 100 to the right: 100 points further into
    // the section (its offset, in the layout's own coordinates, is 100).
    view.handleTouch(.began, at: CGPoint(x: 100, y: 100), time: 0)
    view.handleTouch(.moved, at: CGPoint(x: 200, y: 100), time: 0.1)
    #expect(layout.orthogonalScrollOffset(forSection: 0) == 100)
    #expect(shown(view, 0) == rect(170, 0, 300, 200))
    #expect(shown(view, 1) == rect(-140, 0, 300, 200))
    #expect(view.contentOffset == .zero)
  }

  @Test func aWheelTowardsTheLeftScrollsFurtherIntoTheSection() {
    // A wheel delta of −50 along x shows what lies to the left: in right to left, further on.
    let (layout, view) = rightToLeftCarousel()
    #expect(view.scrollNestedRegion(containing: CGPoint(x: 200, y: 100), by: CGVector(dx: -50, dy: 0)))
    #expect(layout.orthogonalScrollOffset(forSection: 0) == 50)
    #expect(shown(view, 0) == rect(120, 0, 300, 200))
  }
}
