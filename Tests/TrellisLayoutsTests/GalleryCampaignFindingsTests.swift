import Foundation
import Testing
import TrellisLayouts

/// The gallery layouts' findings of the long fuzzing campaign (Fuzz/, seed 1124), each with the
/// case's exact input. The rule they broke (docs/limits.md): a rect query returns every item a
/// per-item query places in the rect (overlapping it with a positive area, Apple's rule).
@Suite("Gallery layouts: the fuzzing campaign's findings")
@MainActor
struct GalleryCampaignFindingsTests {
  /// The cells a per-item query places overlapping `rect` with a positive area (as the
  /// fuzzing harness checks: an element of no width or height covers nothing) that the rect
  /// query left out.
  func missing(_ layout: CollectionViewLayout, _ view: CollectionView, in rect: CGRect) -> [IndexPath] {
    let returned = Set(
      (layout.layoutAttributesForElements(in: rect) ?? []).filter { $0.representedElementCategory == .cell }
        .map(
          \.indexPath))
    var result: [IndexPath] = []
    for section in 0..<view.numberOfSections {
      for item in 0..<view.numberOfItems(inSection: section) {
        let path = IndexPath(item: item, section: section)
        guard let frame = layout.layoutAttributesForItem(at: path)?.frame, frame.width > 0, frame.height > 0,
          frame.overlaps(rect)
        else { continue }
        if !returned.contains(path) { result.append(path) }
      }
    }
    return result
  }

  /// Campaign case 13671 (case seed 0xbb36e3325ac10965): with an estimated size of 166.6 ×
  /// 4.3·10⁹ (self-sizing) and scales of 1.5, item [0, 1] is drawn across the rect, but the query
  /// widened its search only by the (zero) `itemSize`.
  @Test func coverFlowFindsItemsScaledFromEstimatedSizes() throws {
    let layout = CoverFlowLayout()
    layout.falloffDistance = 246.52234507989874
    layout.footerReferenceSize = .zero
    layout.minimumLineSpacing = -1_000_000_000_000
    layout.minimumScale = 1.5004480553265636
    layout.estimatedItemSize = CGSize(width: 166.63989128178414, height: 4_294_967_296)
    layout.falloffDistance = 787.5137295844323
    let (view, source) = host(
      layout, counts: [48, -589, 9, 1], size: CGSize(width: 1107.8834688215438, height: 276.494578544769))
    defer { withExtendedLifetime(source) {} }
    let rect = CGRect(
      x: 726.792447088392, y: -212.4946598008094, width: 265.46641957434275, height: 165.84572309365558)
    let item = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame)
    #expect(item.overlaps(rect))
    #expect(missing(layout, view, in: rect).isEmpty)
  }

  /// Campaign case 20110 (case seed 0xc3c821f6f811f5c7): the view's width set to −3.5·10²⁶⁴
  /// (clamped to 0) with a right page inset of −6.3·10²⁴¹ (−10¹²): items 2.5·10¹¹ wide on pages
  /// of no width, which the rect query (rightly) skipped. A page of no width now lays its items
  /// out with no width: nothing to find, nothing returned.
  @Test func aPagedGridOfNoWidthPlacesNothingToFind() throws {
    let layout = PagedGridLayout()
    layout.lineSpacing = 1.7597264638819077
    layout.itemSpacing = 0.15969920935754
    layout.lineSpacing = -15.202104016282242
    layout.rows = 5
    layout.pageInset = EdgeInsets(top: 18.821748034518606, left: 0, bottom: 0, right: -6.284682457332529e+241)
    layout.rows = 1
    let (view, source) = host(
      layout, counts: [25, 0, .min, 46], size: CGSize(width: 1167.4526966664198, height: 666.3338038763629))
    defer { withExtendedLifetime(source) {} }
    view.frame.size = CGSize(width: -3.5235804953631962e+264, height: 119.89671821257582)
    view.contentInset = EdgeInsets(
      top: -1_000_000_000_000, left: 8.757344685366473, bottom: 14.943021031935956, right: -22.02330082940555)
    view.layoutIfNeeded()
    #expect(view.bounds.width == 0)
    let rect = CGRect(
      x: 0.24274746450240015, y: -112.25102878929773, width: 1.2333411285092488, height: 170.6507043300849)
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 0)
    #expect(missing(layout, view, in: rect).isEmpty)
  }

  /// Columns above `maximumGridSide` (10,000) were clamped for the page size but not for the
  /// placement: with 100,000 columns and 2 rows, item 10,000 was put in column 10,000 of row 0,
  /// off its page. Clamped to 10,000 columns of 1000 / 10,000 = 0.1 points, it starts row 1:
  /// x = 0, y = 500 / 2 = 250.
  @Test func columnsAboveTheMaximumPlaceItemsOnTheirPage() throws {
    let layout = PagedGridLayout()
    layout.columns = 100_000
    layout.rows = 2
    layout.itemSpacing = 0
    layout.lineSpacing = 0
    let (_, source) = host(layout, counts: [20_001], size: CGSize(width: 1_000, height: 500))
    defer { withExtendedLifetime(source) {} }
    let frame = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 10_000, section: 0))?.frame)
    #expect(
      abs(frame.minX) < 1e-9 && frame.minY == 250 && abs(frame.width - 0.1) < 1e-12 && frame.height == 250)
    // Item 20,000 opens page 2 at x = 1000.
    let next = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 20_000, section: 0))?.frame)
    #expect(next.minX == 1_000 && next.minY == 0)
  }
}
