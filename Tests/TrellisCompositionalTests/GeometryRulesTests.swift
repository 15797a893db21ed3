import Testing
import TrellisCompositional

// UIKit's geometry rules for compositional layouts, each with its numbers written out. Sources:
// Apple's documentation of NSCollectionLayoutDimension ("fractional … of the containing group";
// a section's root group is measured against the section's content area, the container's
// effective size minus the section's contentInsets), NSCollectionLayoutItem.contentInsets
// ("insets along an estimated dimension are ignored"), NSCollectionLayoutGroup
// (`repeatingSubitem:count:` sizes items equally after `interItemSpacing`; `subitems:` repeats
// them while they fit) and NSCollectionLayoutSpacing (fixed / flexible).
@Suite @MainActor struct GeometryRulesTests {
  @Test func fractionalWidthsAreOfTheSectionsContentAreaAndContentInsetsShrinkTheCell() {
    // 390-wide view, section insets 10 → content area 370 wide; fractionalWidth(0.5) items are
    // 185-wide slots at x = 10 and 195; item contentInsets 5 shrink each cell to 175 × 90,
    // at x = 15 and 200, y = 10 (section top inset) + 5 = 15. The second row starts 100 lower.
    let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
    item.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
    let compositional = layout(group) {
      $0.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    }
    _ = makeHost(compositional, counts: [4])
    #expect(compositional.frame(item: 0) == rect(15, 15, 175, 90))
    #expect(compositional.frame(item: 1) == rect(200, 15, 175, 90))
    #expect(compositional.frame(item: 2) == rect(15, 115, 175, 90))
    // Content: 10 + 2 rows of 100 + 10 = 220 tall, 390 wide.
    #expect(compositional.collectionViewContentSize == CGSize(width: 390, height: 220))
  }

  @Test func repeatingSubitemDividesTheGroupEquallyAfterTheSpacing() {
    // (390 − 2·10) / 3 = 123.33… each, at x = 0, 133.33…, 266.66….
    let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(50)), repeatingSubitem: item, count: 3)
    group.interItemSpacing = .fixed(10)
    let compositional = layout(group)
    _ = makeHost(compositional, counts: [4])
    let width: CGFloat = 370.0 / 3
    #expect(close(compositional.frame(item: 0), rect(0, 0, width, 50)))
    #expect(close(compositional.frame(item: 1), rect(width + 10, 0, width, 50)))
    #expect(close(compositional.frame(item: 2), rect(2 * width + 20, 0, width, 50)))
    // Item 3 opens the second group: the first slot, 50 lower.
    #expect(close(compositional.frame(item: 3), rect(0, 50, width, 50)))
  }

  @Test func theOlderSubitemCountSpellingIsTheSame() {
    // horizontal(layoutSize:subitem:count:) (before iOS 16) = repeatingSubitem: 2 items of
    // (390 − 10) / 2 = 190 at x = 0 and 200.
    let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(44)), subitem: item, count: 2)
    group.interItemSpacing = .fixed(10)
    let compositional = layout(group)
    _ = makeHost(compositional, counts: [2])
    #expect(compositional.frame(item: 1) == rect(200, 0, 190, 44))
  }

  @Test func subitemsRepeatWhileTheyFit() {
    // fractionalWidth(0.3) of 390 = 117; with 10 between: 117 + 10 + 117 + 10 + 117 = 371 ≤ 390,
    // a fourth would need 127 more (498) → 3 per group, at x = 0, 127, 254.
    let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.3), .fractionalHeight(1)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(60)), subitems: [item])
    group.interItemSpacing = .fixed(10)
    let compositional = layout(group)
    _ = makeHost(compositional, counts: [7])
    #expect(compositional.frame(item: 0) == rect(0, 0, 117, 60))
    #expect(compositional.frame(item: 2) == rect(254, 0, 117, 60))
    #expect(compositional.frame(item: 3) == rect(0, 60, 117, 60))
    #expect(compositional.frame(item: 6) == rect(0, 120, 117, 60))
    // 7 items in groups of 3: 3 groups, 180 tall.
    #expect(compositional.collectionViewContentSize.height == 180)
  }

  @Test func differentSubitemsRepeatInOrderWhileTheyFit() {
    // [0.5, 0.25] of 390: 195 + 97.5 = 292.5; the next (0.5 again, 195) would make 487.5 > 390,
    // so each group holds the wide item then the narrow one.
    let wide = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
    let narrow = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [wide, narrow])
    let compositional = layout(group)
    _ = makeHost(compositional, counts: [3])
    #expect(compositional.frame(item: 0) == rect(0, 0, 195, 40))
    #expect(compositional.frame(item: 1) == rect(195, 0, 97.5, 40))
    #expect(compositional.frame(item: 2) == rect(0, 40, 195, 40))
  }

  @Test func nestedGroupsNumberTheirItemsDepthFirst() {
    // A 200-tall row: a 0.7-wide item (273 points) and a 0.3-wide (117) vertical group of two
    // items of 200 / 2 = 100. Items 0, 1, 2 = big, small top, small bottom; item 3 opens the
    // next row at y = 200.
    let big = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.7), .fractionalHeight(1)))
    let small = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let column = CollectionLayoutGroup.vertical(
      layoutSize: size(.fractionalWidth(0.3), .fractionalHeight(1)), repeatingSubitem: small, count: 2)
    let row = CollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(200)), subitems: [big, column])
    let compositional = layout(row)
    _ = makeHost(compositional, counts: [4])
    #expect(close(compositional.frame(item: 0), rect(0, 0, 273, 200)))
    #expect(close(compositional.frame(item: 1), rect(273, 0, 117, 100)))
    #expect(close(compositional.frame(item: 2), rect(273, 100, 117, 100)))
    #expect(close(compositional.frame(item: 3), rect(0, 200, 273, 200)))
  }

  @Test func interGroupSpacingSeparatesGroupsAndSectionInsetsFrameThem() {
    // Groups 50 tall, 8 apart, after a top inset of 20: group g at y = 20 + 58·g. Ten groups:
    // 20 + 10·50 + 9·8 + 20 (bottom inset) = 612.
    let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
    let compositional = layout(group) {
      $0.interGroupSpacing = 8
      $0.contentInsets = DirectionalEdgeInsets(top: 20, leading: 0, bottom: 20, trailing: 0)
    }
    _ = makeHost(compositional, counts: [10])
    #expect(compositional.frame(item: 0) == rect(0, 20, 390, 50))
    #expect(compositional.frame(item: 9) == rect(0, 20 + 9 * 58, 390, 50))
    #expect(compositional.collectionViewContentSize.height == 612)
  }

  @Test func sectionsFollowEachOtherWithInterSectionSpacing() {
    // Each section: insets 10, three 50-tall groups → 10 + 150 + 10 = 170 long. Spacing 30:
    // section 1 starts at 200, its first item at 210 and x = 10 (leading inset), 370 wide.
    let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
    let section = CollectionLayoutSection(group: group)
    section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    let configuration = CollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 30
    let compositional = CollectionViewCompositionalLayout(section: section, configuration: configuration)
    _ = makeHost(compositional, counts: [3, 3])
    #expect(compositional.frame(item: 0, section: 1) == rect(10, 210, 370, 50))
    #expect(compositional.collectionViewContentSize.height == CGFloat(170 + 30 + 170))
  }

  @Test func flexibleEdgeSpacingCentresAnItem() {
    // A 0.6-wide item (234 points; a second would need 468 > 390, so it is alone in its group)
    // with flexible leading and trailing spacing: the 156 free points are shared equally → x = 78.
    let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.6), .fractionalHeight(1)))
    item.edgeSpacing = CollectionLayoutEdgeSpacing(
      leading: .flexible(0), top: nil, trailing: .flexible(0), bottom: nil)
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [item])
    let compositional = layout(group)
    _ = makeHost(compositional, counts: [2])
    #expect(close(compositional.frame(item: 0), rect(78, 0, 234, 40)))
    #expect(close(compositional.frame(item: 1), rect(78, 40, 234, 40)))
  }

  @Test func fixedEdgeSpacingOffsetsItemsAlongAndAcrossTheGroup() {
    // 100 × 40 items with leading .fixed(20) and top .fixed(8): each needs 120 along the row, so
    // 3 fit in 390 (360), at x = 20, 140, 260, y = 8.
    let item = CollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(40)))
    item.edgeSpacing = CollectionLayoutEdgeSpacing(
      leading: .fixed(20), top: .fixed(8), trailing: nil, bottom: nil)
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(60)), subitems: [item])
    let compositional = layout(group)
    _ = makeHost(compositional, counts: [4])
    #expect(compositional.frame(item: 0) == rect(20, 8, 100, 40))
    #expect(compositional.frame(item: 2) == rect(260, 8, 100, 40))
    #expect(compositional.frame(item: 3) == rect(20, 68, 100, 40))
  }

  @Test func flexibleInterItemSpacingJustifiesTheRow() {
    // Three 100-wide items with .flexible(10): 390 − 300 − 2·10 = 70 free points shared by the
    // two gaps → 10 + 35 = 45 each; x = 0, 145, 290 (the last ends at the trailing edge).
    let item = CollectionLayoutItem(layoutSize: size(.absolute(100), .fractionalHeight(1)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(30)), subitems: [item])
    group.interItemSpacing = .flexible(10)
    let compositional = layout(group)
    _ = makeHost(compositional, counts: [3])
    #expect(compositional.frame(item: 0) == rect(0, 0, 100, 30))
    #expect(compositional.frame(item: 1) == rect(145, 0, 100, 30))
    #expect(compositional.frame(item: 2) == rect(290, 0, 100, 30))
  }

  @Test func groupContentInsetsShrinkTheAreaOfItsSubitems() {
    // Group insets 10 leading/trailing: its subitems share 370 → 185 each at x = 10 and 195.
    let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
    group.contentInsets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
    let compositional = layout(group)
    _ = makeHost(compositional, counts: [2])
    #expect(compositional.frame(item: 0) == rect(10, 0, 185, 50))
    #expect(compositional.frame(item: 1) == rect(195, 0, 185, 50))
  }

  @Test func fractionalHeightOfTheRootGroupIsOfTheContentAreasHeight() {
    // 844 tall, section insets 10 top and bottom: a fractionalHeight(0.25) root group is
    // (844 − 20) · 0.25 = 206 tall.
    let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.25)), subitems: [item])
    let compositional = layout(group) {
      $0.contentInsets = DirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0)
    }
    _ = makeHost(compositional, counts: [2])
    #expect(compositional.frame(item: 1) == rect(0, 216, 390, 206))
  }

  @Test func aHeightGivenAsAFractionOfTheWidthMakesSquares() {
    // Apple's grid sample: items 0.2 wide, rows fractionalWidth(0.2) tall → 78 × 78 squares,
    // five per row.
    let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.2), .fractionalHeight(1)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.2)), subitems: [item])
    let compositional = layout(group)
    _ = makeHost(compositional, counts: [6])
    #expect(close(compositional.frame(item: 4), rect(312, 0, 78, 78)))
    #expect(close(compositional.frame(item: 5), rect(0, 78, 78, 78)))
  }

  @Test func contentInsetsAlongAnEstimatedDimensionAreIgnored() {
    // Width fractional (insets 5 apply: x = 5, 380 wide), height estimated(44) (insets ignored:
    // y = 0, 44 tall).
    let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(44)))
    item.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    let group = CollectionLayoutGroup.vertical(
      layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item])
    let compositional = layout(group)
    let view = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: compositional)
    let data = SectionCounts([1])
    view.dataSource = data
    compositional.prepareIfNeeded()
    #expect(compositional.frame(item: 0) == rect(5, 0, 380, 44))
    _ = data
  }

  @Test func horizontalScrollingStacksGroupsLeftToRight() {
    // Scroll direction horizontal: 100-wide groups, each a column of 2 items of 844 / 2 = 422.
    let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let group = CollectionLayoutGroup.vertical(
      layoutSize: size(.absolute(100), .fractionalHeight(1)), repeatingSubitem: item, count: 2)
    let configuration = CollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let compositional = CollectionViewCompositionalLayout(
      section: CollectionLayoutSection(group: group), configuration: configuration)
    _ = makeHost(compositional, counts: [5])
    #expect(compositional.frame(item: 1) == rect(0, 422, 100, 422))
    #expect(compositional.frame(item: 4) == rect(200, 0, 100, 422))
    #expect(compositional.collectionViewContentSize == CGSize(width: 300, height: 844))
  }

  @Test func theSectionProviderIsAskedPerSectionWithTheContainer() {
    // The provider sees the container: 390 × 844 with no insets (no content inset, no safe
    // area); section 1 gets two columns, section 0 one.
    var seen: [(Int, CGSize)] = []
    let compositional = CollectionViewCompositionalLayout { index, environment in
      seen.append((index, environment.container.effectiveContentSize))
      let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
      let group = CollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(44)), repeatingSubitem: item, count: index + 1)
      return CollectionLayoutSection(group: group)
    }
    _ = makeHost(compositional, counts: [2, 2])
    #expect(seen.map(\.0) == [0, 1])
    #expect(seen.allSatisfy { $0.1 == CGSize(width: 390, height: 844) })
    #expect(compositional.frame(item: 1, section: 0) == rect(0, 44, 390, 44))
    #expect(compositional.frame(item: 1, section: 1) == rect(195, 88, 195, 44))
  }

  @Test func aWidthChangeAsksTheProviderAgain() {
    var calls = 0
    let compositional = CollectionViewCompositionalLayout { _, environment in
      calls += 1
      let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
      let group = CollectionLayoutGroup.horizontal(
        layoutSize: size(
          .fractionalWidth(1), .absolute(environment.container.effectiveContentSize.width / 10)),
        subitems: [item])
      return CollectionLayoutSection(group: group)
    }
    let view = makeHost(compositional, counts: [3])
    let before = calls
    // Scrolling does not change the container: no new question.
    view.contentOffset = CGPoint(x: 0, y: 10)
    view.layoutIfNeeded()
    #expect(calls == before)
    // A 600-wide view: rows of 60.
    view.frame.size = CGSize(width: 600, height: 844)
    view.layoutIfNeeded()
    #expect(calls == before + 1)
    #expect(compositional.frame(item: 1) == rect(0, 60, 600, 60))
  }

  @Test func rectQueriesLeaveOutElementsThatOnlyTouchTheRect() {
    // Rows of 50: the rect y 50…100 holds row 1 only; rows 0 (ends at 50) and 2 (starts at 100)
    // only touch it. Non-finite and empty rects return nothing.
    let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
    let compositional = layout(group)
    _ = makeHost(compositional, counts: [10])
    let items = compositional.layoutAttributesForElements(in: rect(0, 50, 390, 50))?.map(\.indexPath.item)
    #expect(items == [1])
    #expect(compositional.layoutAttributesForElements(in: rect(.nan, 0, 10, 10))?.isEmpty == true)
    #expect(compositional.layoutAttributesForElements(in: rect(0, 0, .infinity, 10))?.isEmpty == true)
    #expect(compositional.layoutAttributesForElements(in: rect(0, 10, 390, 0))?.isEmpty == true)
  }
}
