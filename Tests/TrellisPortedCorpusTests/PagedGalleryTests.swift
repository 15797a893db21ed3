// Drives the ported gallery library (Ported/PagedGalleryLayout*.swift, PageIndicator.swift,
// DimmingAnimator.swift, GalleryViewController.swift): its flow-layout overrides were in an
// extension in another file, its page indicator is target–action, its dimming a display link.
import Testing
import TrellisUIKit

@Suite("ported corpus: the paged gallery (overrides from another file, target–action, display link)")
@MainActor
struct PagedGalleryTests {
  /// The gallery in a 320 × 480 window, its collection view 320 × 200, laid out.
  func hostedGallery() -> (UIWindow, GalleryViewController) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let gallery = GalleryViewController()
    window.rootViewController = gallery
    window.makeKeyAndVisible()
    gallery.loadViewIfNeeded()
    gallery.collectionView.layoutIfNeeded()
    return (window, gallery)
  }

  @Test("prepare() (moved from the extension) sizes cards 270 × 200 and spaces them 280 apart")
  func cardsArePages() throws {
    let (_, gallery) = hostedGallery()
    // 320 − 2 · (peek 20 + spacing 10 / 2) = 270 wide; inset 25 at each end; page = 270 + 10.
    #expect(gallery.layout.itemSize == CGSize(width: 270, height: 200))
    #expect(gallery.layout.pageWidth == 280)
    let attributes = try #require(
      gallery.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 1440, height: 200)))
    #expect(attributes.map(\.frame.minX) == [25, 305, 585, 865, 1145])
    // Content: 25 + 5 · 270 + 4 · 10 + 25.
    #expect(gallery.layout.collectionViewContentSize == CGSize(width: 1440, height: 200))
  }

  @Test("targetContentOffset (moved out of its #if) snaps 400 to page 1 (280) and 650 to page 2 (560)")
  func scrollingSnapsToPages() {
    // The nearest page: 400 / 280 ≈ 1.43 → 1; 650 / 280 ≈ 2.32 → 2.
    let (_, gallery) = hostedGallery()
    let layout = gallery.layout
    #expect(
      layout.targetContentOffset(
        forProposedContentOffset: CGPoint(x: 400, y: 0), withScrollingVelocity: .zero
      ).x == 280)
    #expect(
      layout.targetContentOffset(
        forProposedContentOffset: CGPoint(x: 650, y: 0), withScrollingVelocity: .zero
      ).x == 560)
  }

  @Test("a tap on the third dot scrolls to page 2: offset 560, card 2 centred at x 25 on screen")
  func pageIndicatorTargetActionScrolls() throws {
    let (_, gallery) = hostedGallery()
    gallery.indicator.tapDot(at: 2)
    #expect(gallery.collectionView.contentOffset.x == 560)
    gallery.collectionView.layoutIfNeeded()
    let card = try #require(gallery.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
    #expect(card.frame.minX - gallery.collectionView.contentOffset.x == 25)
  }

  @Test("the dim button's display link fades the cards to alpha 0.5 over 0.3 s of the host's clock")
  func displayLinkDimmingReachesItsEnd() throws {
    let (window, gallery) = hostedGallery()
    #expect(gallery.dimButton.simulateTap())
    #expect(gallery.animator.isRunning)
    let rect = CGRect(x: 0, y: 0, width: 1440, height: 200)
    // One frame of 0.1 s: progress 0.1 / 0.3 = 1/3, alpha 1 − (1/3) / 2 = 5/6.
    window.advance(by: 0.1)
    let first = try #require(gallery.layout.layoutAttributesForElements(in: rect)?.first)
    #expect(abs(first.alpha - 5.0 / 6.0) < 1e-9)
    // Three more frames reach 0.3 s (a fourth if the sum rounds below it); progress stops at 1.
    for _ in 0..<3 { window.advance(by: 0.1) }
    #expect(gallery.layout.dimming == 1)
    #expect(!gallery.animator.isRunning)
    let alphas = try #require(gallery.layout.layoutAttributesForElements(in: rect)).map(\.alpha)
    #expect(alphas == [0.5, 0.5, 0.5, 0.5, 0.5])
  }
}
