import Testing
import TrellisUIKit

@testable import ScreenCorpus

/// Screens with several sections, supplementary and decoration views, at 390 points wide.
@MainActor
@Suite("Screen corpus: sections")
struct SectionScreensTests {
  @Test("distinct sections: a list, a four-column and a two-column grid in 358-point-wide sections")
  func distinctSections() {
    let screen = DistinctSectionsViewController()
    let window = host(screen)
    let collectionView = screen.collectionView!
    // Section insets 16 leave 390 − 32 = 358 points. The list: rows of 44, items inset 2.
    #expect(itemFrame(collectionView, 0, 0) == CGRect(x: 18, y: 18, width: 354, height: 40))
    #expect(itemFrame(collectionView, 0, 7) == CGRect(x: 18, y: 16 + 7 * 44 + 2, width: 354, height: 40))
    // Section 0 is 16 + 8 × 44 + 16 = 384 high. The four-column grid: groups 0.25 × 358 = 89.5
    // high, items 358 / 4 = 89.5 wide, inset 2.
    #expect(itemFrame(collectionView, 1, 0) == CGRect(x: 18, y: 384 + 18, width: 85.5, height: 85.5))
    #expect(
      itemFrame(collectionView, 1, 5)
        == CGRect(x: 16 + 89.5 + 2, y: 384 + 16 + 89.5 + 2, width: 85.5, height: 85.5))
    // Section 1 is 16 + 2 × 89.5 + 16 = 211 high, so section 2 starts at 595. Two columns of 179.
    #expect(
      itemFrame(collectionView, 2, 3)
        == CGRect(x: 16 + 179 + 2, y: 595 + 16 + 89.5 + 2, width: 175, height: 85.5))
    // Section 2 is 16 + 4 × 89.5 + 16 = 390 high: 595 + 390 = 985.
    #expect(collectionView.contentSize.height == 985)
    _ = window
  }

  @Test("adaptive sections: 1, 4 and 2 columns at 390 points; 2, 8 and 4 after turning to 844")
  func adaptiveSections() {
    let screen = AdaptiveSectionsViewController()
    let window = host(screen)
    let collectionView = screen.collectionView!
    // 390 − 40 = 350 points of content; grid rows 0.2 × 350 = 70 high.
    #expect(itemFrame(collectionView, 0, 1) == CGRect(x: 22, y: 20 + 44 + 2, width: 346, height: 40))
    // Section 0: 20 + 8 × 44 + 20 = 392. Four columns of 87.5.
    #expect(
      itemFrame(collectionView, 1, 6)
        == CGRect(x: 20 + 2 * 87.5 + 2, y: 392 + 20 + 70 + 2, width: 83.5, height: 66))
    // Section 1: 20 + 2 × 70 + 20 = 180, so section 2 starts at 572; two columns of 175.
    #expect(
      itemFrame(collectionView, 2, 7)
        == CGRect(x: 20 + 175 + 2, y: 572 + 20 + 3 * 70 + 2, width: 171, height: 66))
    #expect(abs(collectionView.contentSize.height - (572 + 20 + 4 * 70 + 20)) < 0.001)

    window.transition(to: CGSize(width: 844, height: 390))
    window.layoutIfNeeded()
    // 844 − 40 = 804 points; wider than 600: list 2 columns of 402, grid 8 of 100.5, grid 4 of 201;
    // grid rows 0.2 × 804 = 160.8 high. Section 0: 20 + 4 × 44 + 20 = 216.
    #expect(
      itemFrame(collectionView, 0, 3) == CGRect(x: 20 + 402 + 2, y: 20 + 44 + 2, width: 398, height: 40))
    #expect(
      close(
        itemFrame(collectionView, 1, 7),
        CGRect(x: 20 + 7 * 100.5 + 2, y: 216 + 20 + 2, width: 96.5, height: 156.8)))
    // Section 1: 20 + 160.8 + 20 = 200.8, so section 2 starts at 416.8.
    #expect(
      close(
        itemFrame(collectionView, 2, 5),
        CGRect(x: 20 + 201 + 2, y: 416.8 + 20 + 160.8 + 2, width: 197, height: 156.8)))
    _ = window
  }

  @Test("item badges: 22-point badges on the top trailing corners, offset by a quarter of their size")
  func itemBadges() {
    let screen = ItemBadgesViewController()
    let window = host(screen)
    let collectionView = screen.collectionView!
    // 390 − 40 = 350 points: items 350 / 3 wide, rows 0.25 × 350 = 87.5 high, inset 6.
    let width = 350.0 / 3.0
    let item4 = CGRect(x: 20 + width + 6, y: 20 + 87.5 + 6, width: width - 12, height: 75.5)
    #expect(close(itemFrame(collectionView, 0, 4), item4))
    let badge = collectionView.layoutAttributesForSupplementaryElement(
      ofKind: ItemBadgesViewController.badgeElementKind, at: IndexPath(item: 4, section: 0))
    // The badge's top trailing corner on the item's, then moved by (0.25 × 22, −0.25 × 22).
    #expect(close(badge?.frame, CGRect(x: item4.maxX - 22 + 5.5, y: item4.minY - 5.5, width: 22, height: 22)))
    // Item 2 has no count: its badge is there but hidden by the supplementary view provider.
    let hiddenBadge = collectionView.supplementaryView(
      forElementKind: ItemBadgesViewController.badgeElementKind, at: IndexPath(item: 2, section: 0))
    #expect(hiddenBadge?.isHidden == true)
    let shownBadge =
      collectionView.supplementaryView(
        forElementKind: ItemBadgesViewController.badgeElementKind, at: IndexPath(item: 4, section: 0))
      as? BadgeSupplementaryView
    #expect(shownBadge?.isHidden == false)
    #expect(shownBadge?.label.text == "4")
    // The badge keeps its corners round: half its height.
    #expect(shownBadge?.layer.cornerRadius == 11)
    _ = window
  }

  @Test("headers and footers: 40-point boundary views around rows of 44 spaced 4, within the insets")
  func headersAndFooters() {
    let screen = SectionHeadersFootersViewController()
    let window = host(screen)
    let collectionView = screen.collectionView!
    // A section: header 40, 5 rows of 44 with 4 between (236), footer 40: 316 points.
    let headerKind = SectionHeadersFootersViewController.sectionHeaderElementKind
    let footerKind = SectionHeadersFootersViewController.sectionFooterElementKind
    let header = collectionView.layoutAttributesForSupplementaryElement(
      ofKind: headerKind, at: IndexPath(item: 0, section: 1))
    let footer = collectionView.layoutAttributesForSupplementaryElement(
      ofKind: footerKind, at: IndexPath(item: 0, section: 1))
    #expect(header?.frame == CGRect(x: 12, y: 316, width: 366, height: 40))
    #expect(itemFrame(collectionView, 1, 2) == CGRect(x: 12, y: 316 + 40 + 2 * 48, width: 366, height: 44))
    #expect(footer?.frame == CGRect(x: 12, y: 316 + 40 + 236, width: 366, height: 40))
    #expect(abs(collectionView.contentSize.height - 6 * 316) < 0.001)
    let headerView =
      collectionView.supplementaryView(forElementKind: headerKind, at: IndexPath(item: 0, section: 0))
      as? TitleSupplementaryView
    #expect(headerView?.label.text == "Header for section 0")
    // The title is held 10 points inside the 366 × 40 view.
    #expect(headerView?.label.frame == CGRect(x: 10, y: 10, width: 346, height: 20))
    _ = window
  }

  @Test("pinned headers: a section's header stays at the top of the visible area while it scrolls by")
  func pinnedHeaders() {
    let screen = PinnedSectionHeadersViewController()
    let window = host(screen)
    let collectionView = screen.collectionView!
    let kind = PinnedSectionHeadersViewController.sectionHeaderElementKind
    // A section: header 40, 10 rows of 44 with 4 between (476): 516 points.
    #expect(itemFrame(collectionView, 1, 0) == CGRect(x: 12, y: 516 + 40, width: 366, height: 44))
    let top = collectionView.adjustedContentInset.top
    collectionView.contentOffset = CGPoint(x: 0, y: 700 - top)
    collectionView.layoutIfNeeded()
    // The visible area's top is at 700, inside section 1 (516 … 1,032): its header is pinned there.
    let pinned = collectionView.layoutAttributesForSupplementaryElement(
      ofKind: kind, at: IndexPath(item: 0, section: 1))
    #expect(pinned?.frame == CGRect(x: 12, y: 700, width: 366, height: 40))
    #expect(pinned?.zIndex == 2)
    _ = window
  }

  @Test("section background: a decoration 6 points inside each 212-point section, behind its rows")
  func sectionBackground() {
    let screen = SectionBackgroundViewController()
    let window = host(screen)
    let collectionView = screen.collectionView!
    // A section: 12 + 4 × 44 + 3 × 4 + 12 = 212 points.
    #expect(itemFrame(collectionView, 2, 1) == CGRect(x: 12, y: 2 * 212 + 12 + 48, width: 366, height: 44))
    let decoration = collectionView.collectionViewLayout.layoutAttributesForDecorationView(
      ofKind: SectionBackgroundViewController.sectionBackgroundDecorationElementKind,
      at: IndexPath(item: 0, section: 2))
    #expect(decoration?.frame == CGRect(x: 6, y: 2 * 212 + 6, width: 378, height: 200))
    _ = window
  }
}
