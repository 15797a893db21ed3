import Testing
import TrellisUIKit

// Layouts written the way Apple's documentation and the WWDC 2019/2020 "Implementing Modern
// Collection Views" sample code write them (UIKit names, argument labels, trailing-closure
// section providers, properties set after `let`), compiled against `import TrellisUIKit`, with
// the frames UIKit gives for a 390 × 844 collection view worked out in the comments.

private enum ElementKind {
  static let badge = "badge-element-kind"
  static let background = "background-element-kind"
  static let sectionHeader = "section-header-element-kind"
  static let sectionFooter = "section-footer-element-kind"
}

private final class SectionBackgroundDecorationView: UICollectionReusableView {}

@Suite @MainActor struct AppleSampleCodeTests {
  func gridLayout() -> UICollectionViewLayout {
    let itemSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0))
    let item = NSCollectionLayoutItem(layoutSize: itemSize)
    let groupSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    let layout = UICollectionViewCompositionalLayout(section: section)
    return layout
  }

  @Test func grid() {
    // Five 78 × 78 squares per row (0.2 · 390).
    let layout = gridLayout()
    _ = makeHost(layout, counts: [20])
    #expect(close(layout.frame(item: 7), rect(156, 78, 78, 78)))
  }

  @Test func insetItemsGrid() {
    let itemSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0))
    let item = NSCollectionLayoutItem(layoutSize: itemSize)
    item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    let groupSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    let layout = UICollectionViewCompositionalLayout(section: section)
    _ = makeHost(layout, counts: [20])
    // Item 6 is row 1, column 1: slot (78, 78, 78, 78), cell 5 inside: (83, 83, 68, 68).
    #expect(close(layout.frame(item: 6), rect(83, 83, 68, 68)))
  }

  @Test func twoColumns() {
    let itemSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
    let item = NSCollectionLayoutItem(layoutSize: itemSize)
    let groupSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: 2)
    let spacing = CGFloat(10)
    group.interItemSpacing = .fixed(spacing)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = spacing
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
    let layout = UICollectionViewCompositionalLayout(section: section)
    _ = makeHost(layout, counts: [6])
    // Content 370 wide: two columns of (370 − 10) / 2 = 180 at x = 10 and 200; rows 54 apart.
    #expect(layout.frame(item: 0) == rect(10, 0, 180, 44))
    #expect(layout.frame(item: 3) == rect(200, 54, 180, 44))
  }

  enum SectionLayoutKind: Int, CaseIterable {
    case list, grid5, grid3
    var columnCount: Int {
      switch self {
      case .grid3: return 3
      case .grid5: return 5
      case .list: return 1
      }
    }
  }

  @Test func distinctSections() {
    let layout = UICollectionViewCompositionalLayout {
      (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
      guard let sectionLayoutKind = SectionLayoutKind(rawValue: sectionIndex) else { return nil }
      let columns = sectionLayoutKind.columnCount
      let itemSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
      let item = NSCollectionLayoutItem(layoutSize: itemSize)
      item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
      let groupHeight =
        columns == 1
        ? NSCollectionLayoutDimension.absolute(44) : NSCollectionLayoutDimension.fractionalWidth(0.2)
      let groupSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: groupHeight)
      let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: columns)
      let section = NSCollectionLayoutSection(group: group)
      section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
      return section
    }
    _ = makeHost(layout, counts: [3, 10, 9])
    // Section 0: 350-wide rows of 44 from y = 20; cells 2 inside: (22, 22, 346, 40). Its length
    // 20 + 3·44 + 20 = 172. Section 1: five columns of 70, rows 0.2 · 350 = 70 tall from
    // y = 172 + 20: item 0 cell (22, 194, 66, 66). Its length 20 + 2·70 + 20 = 180. Section 2:
    // three columns of 350 / 3 from y = 352 + 20, rows 70 tall.
    #expect(layout.frame(item: 0, section: 0) == rect(22, 22, 346, 40))
    #expect(close(layout.frame(item: 0, section: 1), rect(22, 194, 66, 66)))
    #expect(
      close(layout.frame(item: 4, section: 2), rect(20 + 350.0 / 3 + 2, 372 + 70 + 2, 350.0 / 3 - 4, 66)))
  }

  @Test func adaptiveSectionsReadTheContainerAndTheTraits() {
    let layout = UICollectionViewCompositionalLayout {
      (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
      let width = layoutEnvironment.container.effectiveContentSize.width
      let compact = layoutEnvironment.traitCollection.horizontalSizeClass == .compact
      let columns = compact ? 2 : (width > 800 ? 6 : 4)
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(50)),
        repeatingSubitem: item, count: columns)
      return NSCollectionLayoutSection(group: group)
    }
    let view = makeHost(layout, counts: [12])
    // 390 wide is compact: 2 columns of 195.
    #expect(layout.frame(item: 1) == rect(195, 0, 195, 50))
    // 1024 wide is regular and wider than 800: 6 columns of 1024 / 6.
    view.frame.size = CGSize(width: 1024, height: 768)
    view.layoutIfNeeded()
    #expect(close(layout.frame(item: 1), rect(1024.0 / 6, 0, 1024.0 / 6, 50)))
  }

  @Test func nestedGroups() {
    let leadingItem = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1.0)))
    leadingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    let trailingItem = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.3)))
    trailingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    let trailingGroup = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)),
      subitem: trailingItem, count: 2)
    let nestedGroup = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.4)),
      subitems: [leadingItem, trailingGroup])
    let section = NSCollectionLayoutSection(group: nestedGroup)
    let layout = UICollectionViewCompositionalLayout(section: section)
    _ = makeHost(layout, counts: [6])
    // The row is 0.4 · 844 = 337.6 tall. Leading slot 273 wide → cell (10, 10, 253, 317.6).
    // Trailing column at x = 273, 117 wide; `count: 2` splits its height equally: 168.8 each
    // (the items' own 0.3 height yields to the count), cells 10 inside.
    #expect(close(layout.frame(item: 0), rect(10, 10, 253, 317.6)))
    #expect(close(layout.frame(item: 2), rect(283, 178.8, 97, 148.8)))
    #expect(close(layout.frame(item: 3), rect(10, 347.6, 253, 317.6)))
  }

  @Test func itemBadges() {
    let badgeAnchor = NSCollectionLayoutAnchor(
      edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
    let badgeSize = NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20))
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: badgeSize, elementKind: ElementKind.badge, containerAnchor: badgeAnchor)
    let itemSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0))
    let item = NSCollectionLayoutItem(layoutSize: itemSize, supplementaryItems: [badge])
    item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    let groupSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
    let layout = UICollectionViewCompositionalLayout(section: section)
    _ = makeHost(layout, counts: [8])
    // Content 350: slots 87.5 wide, rows 0.2 · 350 = 70. Item 0's cell (25, 25, 77.5, 60). The
    // 20 × 20 badge sits in the cell's top-trailing corner (x = 102.5 − 20 = 82.5, y = 25),
    // moved by (0.3, −0.3) of its size: (+6, −6) → (88.5, 19).
    #expect(layout.frame(item: 0) == rect(25, 25, 77.5, 60))
    #expect(layout.frame(supplementary: ElementKind.badge, item: 0) == rect(88.5, 19, 20, 20))
    #expect(layout.frame(supplementary: ElementKind.badge, item: 5) == rect(176, 89, 20, 20))
  }

  @Test func sectionHeadersAndFooters() {
    let itemSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
    let item = NSCollectionLayoutItem(layoutSize: itemSize)
    let groupSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 5
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    let headerFooterSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
    let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: headerFooterSize, elementKind: ElementKind.sectionHeader, alignment: .top)
    let sectionFooter = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: headerFooterSize, elementKind: ElementKind.sectionFooter, alignment: .bottom)
    section.boundarySupplementaryItems = [sectionHeader, sectionFooter]
    let layout = UICollectionViewCompositionalLayout(section: section)
    _ = makeHost(layout, counts: [5, 5])
    // The header follows the section's leading/trailing insets: 370 wide at x = 10, y = 0. The
    // items start below it and the top inset (44 + 10 = 54) and end at 54 + 5·44 + 4·5 = 294;
    // the bottom inset puts the footer at 304. The section is 348 long; section 1's header at 348.
    #expect(layout.frame(supplementary: ElementKind.sectionHeader, section: 0) == rect(10, 0, 370, 44))
    #expect(layout.frame(item: 0) == rect(10, 54, 370, 44))
    #expect(layout.frame(supplementary: ElementKind.sectionFooter, section: 0) == rect(10, 304, 370, 44))
    #expect(layout.frame(supplementary: ElementKind.sectionHeader, section: 1) == rect(10, 348, 370, 44))
  }

  @Test func pinnedSectionHeader() {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)),
      elementKind: ElementKind.sectionHeader, alignment: .top)
    sectionHeader.pinToVisibleBounds = true
    sectionHeader.zIndex = 2
    section.boundarySupplementaryItems = [sectionHeader]
    let layout = UICollectionViewCompositionalLayout(section: section)
    let view = makeHost(layout, counts: [20, 20])
    // Each section: 44 (header) + 20·44 = 924 long. Scrolled to 500, section 0's header sticks
    // at the top (y = 500); section 1's stays at 924.
    view.contentOffset = CGPoint(x: 0, y: 500)
    view.layoutIfNeeded()
    #expect(layout.frame(supplementary: ElementKind.sectionHeader, section: 0) == rect(0, 500, 390, 44))
    #expect(layout.frame(supplementary: ElementKind.sectionHeader, section: 1) == rect(0, 924, 390, 44))
    // At 900 section 1's start pushes it up: it ends where its section ends, 924 − 44 = 880.
    view.contentOffset = CGPoint(x: 0, y: 900)
    view.layoutIfNeeded()
    #expect(layout.frame(supplementary: ElementKind.sectionHeader, section: 0) == rect(0, 880, 390, 44))
    #expect(
      layout.layoutAttributesForSupplementaryView(
        ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))?.zIndex == 2)
  }

  @Test func sectionBackgroundDecoration() {
    let itemSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
    let item = NSCollectionLayoutItem(layoutSize: itemSize)
    let groupSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 5
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    let sectionBackgroundDecoration = NSCollectionLayoutDecorationItem.background(
      elementKind: ElementKind.background)
    sectionBackgroundDecoration.contentInsets = NSDirectionalEdgeInsets(
      top: 5, leading: 5, bottom: 5, trailing: 5)
    section.decorationItems = [sectionBackgroundDecoration]
    let layout = UICollectionViewCompositionalLayout(section: section)
    layout.register(SectionBackgroundDecorationView.self, forDecorationViewOfKind: ElementKind.background)
    _ = makeHost(layout, counts: [3])
    // The section spans 10 + 3·44 + 2·5 + 10 = 162 of the full 390 width; the background is
    // that rectangle 5 inside: (5, 5, 380, 152), behind the cells (z-index 0, drawn first).
    #expect(layout.frame(decoration: ElementKind.background) == rect(5, 5, 380, 152))
    let kinds = layout.layoutAttributesForElements(in: rect(0, 0, 390, 844))?
      .filter { $0.representedElementCategory == .decorationView }.map(\.representedElementKind)
    #expect(kinds == [ElementKind.background])
  }

  @Test func customGroup() {
    let group = NSCollectionLayoutGroup.custom(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(120))
    ) { environment in
      let width = environment.container.effectiveContentSize.width
      return [
        NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: width / 2, height: 120)),
        NSCollectionLayoutGroupCustomItem(
          frame: CGRect(x: width / 2, y: 20, width: width / 2, height: 80), zIndex: 1),
      ]
    }
    let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    _ = makeHost(layout, counts: [3])
    // The provider sees the group's 390 × 120: halves of 195; item 2 opens the next group.
    #expect(layout.frame(item: 1) == rect(195, 20, 195, 80))
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex == 1)
    #expect(layout.frame(item: 2) == rect(0, 120, 195, 120))
  }
}
