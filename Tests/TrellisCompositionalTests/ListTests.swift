import Testing
import TrellisUIKit

// List sections (`UICollectionLayoutListConfiguration`) with the metrics
// CollectionLayoutListConfiguration documents: rows full width, estimated 44 and self-sizing;
// plain headers 28 and pinned; grouped and inset-grouped sections open with 35 points (no
// header) or a 38-point header; inset-grouped rows inset 20, sidebar rows 10.
@Suite @MainActor struct ListTests {
  @Test func aPlainListHasPinnedHeadersAboveItsRows() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.headerMode = .supplementary
    let layout = UICollectionViewCompositionalLayout.list(using: configuration)
    let view = makeHost(layout, counts: [2, 2])
    let header = UICollectionView.elementKindSectionHeader
    // Section 0: header 0…28, rows 28…116; section 1's header at 116.
    #expect(layout.frame(supplementary: header, section: 0) == rect(0, 0, 390, 28))
    #expect(layout.frame(item: 1) == rect(0, 72, 390, 44))
    #expect(layout.frame(supplementary: header, section: 1) == rect(0, 116, 390, 28))
    // Pinned: at offset 50 (set directly; offsets are not clamped) section 0's header sits at 50,
    // below its limit 116 − 28 = 88.
    view.contentOffset = CGPoint(x: 0, y: 50)
    view.layoutIfNeeded()
    #expect(layout.frame(supplementary: header, section: 0) == rect(0, 50, 390, 28))
  }

  @Test func anInsetGroupedListInsetsItsRowsAndSpacesItsSections() {
    // Rows at x = 20, 350 wide; section 0's rows from 35; section 1 from 35 + 88 + 35 = 158.
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
    _ = makeHost(layout, counts: [2, 2])
    #expect(layout.frame(item: 0) == rect(20, 35, 350, 44))
    #expect(layout.frame(item: 0, section: 1) == rect(20, 158, 350, 44))
  }

  @Test func groupedFootersFollowTheRows() {
    // Grouped, footers on: rows 35…123, footer 123…161; section 1 from 161 + 35 = 196.
    var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
    configuration.footerMode = .supplementary
    let layout = UICollectionViewCompositionalLayout.list(using: configuration)
    _ = makeHost(layout, counts: [2, 1])
    #expect(layout.frame(supplementary: UICollectionView.elementKindSectionFooter) == rect(0, 123, 390, 38))
    #expect(layout.frame(item: 0, section: 1) == rect(0, 196, 390, 44))
  }

  @Test func insetGroupedRowsSizeThemselves() {
    // Cells that measure 60: rows 35…95, 95…155 in a 350-wide column.
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
    _ = makeMeasuredHost(layout, data: MeasuredData([3]) { _ in 60 })
    #expect(layout.frame(item: 1) == rect(20, 95, 350, 60))
  }

  @Test func aSidebarInsetsItsRowsByTen() {
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .sidebar))
    _ = makeHost(layout, counts: [1])
    #expect(layout.frame(item: 0) == rect(10, 0, 370, 44))
  }

  @Test func listSectionsMixWithOtherSectionsInAProvider() {
    // Section 0 a plain list (2 rows: 88), section 1 a two-column grid of 100-tall rows.
    let layout = UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in
      if sectionIndex == 0 {
        let configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)
      }
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100)),
        subitems: [item])
      return NSCollectionLayoutSection(group: group)
    }
    _ = makeHost(layout, counts: [2, 3])
    #expect(layout.frame(item: 1, section: 0) == rect(0, 44, 390, 44))
    #expect(layout.frame(item: 1, section: 1) == rect(195, 88, 195, 100))
  }

  @Test func theBackgroundColourIsRecordedAndComparedButLeavesTheFramesAlone() {
    var coloured = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    #expect(coloured.backgroundColor == nil)
    coloured.backgroundColor = .systemTeal
    let plain = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    #expect(coloured != plain)
    var same = plain
    same.backgroundColor = .systemTeal
    #expect(same == coloured && same.hashValue == coloured.hashValue)
    // The rows are where an uncoloured inset-grouped list puts them: 20 in, 35 down.
    let layout = UICollectionViewCompositionalLayout.list(using: coloured)
    _ = makeHost(layout, counts: [2])
    #expect(layout.frame(item: 1, section: 0) == rect(20, 35 + 44, 350, 44))
  }
}
