import Testing
import TrellisCompositional

// Boundary supplementary items (headers, footers, side items), layout-wide headers and footers,
// pinning and section backgrounds, with numbers worked out in a 390 × 844 view. Rules from
// Apple's documentation of NSCollectionLayoutBoundarySupplementaryItem (`extendsBoundary`,
// `pinToVisibleBounds`, `offset`), NSCollectionLayoutSection (`supplementariesFollowContentInsets`,
// default true) and NSCollectionLayoutDecorationItem (`background(elementKind:)`, z-index 0 "below
// all other items in the section").
@Suite @MainActor struct BoundaryItemsTests {
  /// Rows of 44, full width.
  func rows() -> CollectionLayoutGroup {
    let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    return .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item])
  }

  func boundary(
    _ kind: String, _ alignment: RectAlignment, width: CollectionLayoutDimension = .fractionalWidth(1),
    height: CollectionLayoutDimension = .absolute(30), offset: CGPoint = .zero
  ) -> CollectionLayoutBoundarySupplementaryItem {
    CollectionLayoutBoundarySupplementaryItem(
      layoutSize: size(width, height), elementKind: kind, alignment: alignment, absoluteOffset: offset)
  }

  @Test func headersExtendTheSectionAndFollowItsContentInsets() {
    // Insets (10, 20, 10, 20): the header is 390 − 40 = 350 wide at x = 20; the items start
    // below it and the top inset: y = 30 + 10 = 40. The footer comes after the bottom inset:
    // 40 + 2·44 + 10 = 138.
    let compositional = layout(rows()) {
      $0.contentInsets = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
      $0.boundarySupplementaryItems = [
        self.boundary("header", .top), self.boundary("footer", .bottom, height: .absolute(20)),
      ]
    }
    _ = makeHost(compositional, counts: [2])
    #expect(compositional.frame(supplementary: "header") == rect(20, 0, 350, 30))
    #expect(compositional.frame(item: 0) == rect(20, 40, 350, 44))
    #expect(compositional.frame(supplementary: "footer") == rect(20, 138, 350, 20))
    #expect(compositional.collectionViewContentSize.height == 158)
  }

  @Test func withoutFollowingTheInsetsBoundaryItemsSpanTheContainer() {
    let compositional = layout(rows()) {
      $0.contentInsets = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
      $0.supplementariesFollowContentInsets = false
      $0.boundarySupplementaryItems = [self.boundary("header", .top)]
    }
    _ = makeHost(compositional, counts: [1])
    #expect(compositional.frame(supplementary: "header") == rect(0, 0, 390, 30))
  }

  @Test func aHeaderThatDoesNotExtendTheSectionOverlaysItsTop() {
    // extendsBoundary false: the header sits at the section's top, the items start at the top
    // inset (10) as if it were not there.
    let header = boundary("header", .top)
    header.extendsBoundary = false
    let compositional = layout(rows()) {
      $0.contentInsets = DirectionalEdgeInsets(top: 10, leading: 0, bottom: 0, trailing: 0)
      $0.boundarySupplementaryItems = [header]
    }
    _ = makeHost(compositional, counts: [1])
    #expect(compositional.frame(supplementary: "header") == rect(0, 0, 390, 30))
    #expect(compositional.frame(item: 0) == rect(0, 10, 390, 44))
  }

  @Test func topItemsStackInOrderAndAlignAcrossTheSection() {
    // A 30-tall full-width header, then a 20-tall one 100 wide at the trailing edge, then a
    // half-width (195) one centred: y = 0, 30, 50; x = 0, 290, 97.5. Items start at 70.
    let compositional = layout(rows()) {
      $0.boundarySupplementaryItems = [
        self.boundary("a", .top),
        self.boundary("b", .topTrailing, width: .absolute(100), height: .absolute(20)),
        self.boundary("c", .top, width: .fractionalWidth(0.5), height: .absolute(20)),
      ]
    }
    _ = makeHost(compositional, counts: [1])
    #expect(compositional.frame(supplementary: "a") == rect(0, 0, 390, 30))
    #expect(compositional.frame(supplementary: "b") == rect(290, 30, 100, 20))
    #expect(compositional.frame(supplementary: "c") == rect(97.5, 50, 195, 20))
    #expect(compositional.frame(item: 0) == rect(0, 70, 390, 44))
  }

  @Test func anAbsoluteOffsetMovesTheItemButNotTheContent() {
    // Offset (5, −10): the header is drawn at (5, −10); the items still start at 30.
    let compositional = layout(rows()) {
      $0.boundarySupplementaryItems = [self.boundary("header", .top, offset: CGPoint(x: 5, y: -10))]
    }
    _ = makeHost(compositional, counts: [1])
    #expect(compositional.frame(supplementary: "header") == rect(5, -10, 390, 30))
    #expect(compositional.frame(item: 0) == rect(0, 30, 390, 44))
  }

  @Test func sideItemsSitBesideTheContentAtItsTop() {
    // A 40 × 40 .leading item beside the content, below the 30-tall header and at the leading
    // inset (10): (10, 30). It does not move the items (y = 30 + 10 = 40).
    let compositional = layout(rows()) {
      $0.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 0, trailing: 10)
      $0.boundarySupplementaryItems = [
        self.boundary("header", .top),
        self.boundary("side", .leading, width: .absolute(40), height: .absolute(40)),
      ]
    }
    _ = makeHost(compositional, counts: [1])
    #expect(compositional.frame(supplementary: "side") == rect(10, 30, 40, 40))
    #expect(compositional.frame(item: 0) == rect(10, 40, 370, 44))
  }

  @Test func layoutWideHeadersAndFootersFrameTheSections() {
    // Layout header 50, then section 0 (3 rows: 132), then the 40-tall layout footer at 182;
    // content 222. Both have index path (item 0, section 0).
    let configuration = CollectionViewCompositionalLayoutConfiguration()
    configuration.boundarySupplementaryItems = [
      boundary("top", .top, height: .absolute(50)), boundary("bottom", .bottom, height: .absolute(40)),
    ]
    let compositional = CollectionViewCompositionalLayout(
      section: CollectionLayoutSection(group: rows()), configuration: configuration)
    _ = makeHost(compositional, counts: [3])
    #expect(compositional.frame(supplementary: "top") == rect(0, 0, 390, 50))
    #expect(compositional.frame(item: 0) == rect(0, 50, 390, 44))
    #expect(compositional.frame(supplementary: "bottom") == rect(0, 182, 390, 40))
    #expect(compositional.collectionViewContentSize.height == 222)
  }

  @Test func aPinnedHeaderStaysBelowTheTopContentInset() {
    // contentInset.top 50 (a bar): the visible content starts at offset + 50, so a pinned
    // header scrolled to offset 100 sits at 150.
    let header = boundary("header", .top)
    header.pinToVisibleBounds = true
    let compositional = layout(rows()) { $0.boundarySupplementaryItems = [header] }
    let view = makeHost(compositional, counts: [40])
    view.contentInset = EdgeInsets(top: 50, left: 0, bottom: 0, right: 0)
    view.contentOffset = CGPoint(x: 0, y: 100)
    view.layoutIfNeeded()
    #expect(compositional.frame(supplementary: "header") == rect(0, 150, 390, 30))
    // The query for the visible rect returns it there too.
    let pinned = compositional.layoutAttributesForElements(in: view.bounds)?
      .first { $0.representedElementKind == "header" }
    #expect(pinned?.frame == rect(0, 150, 390, 30))
  }

  @Test func aPinnedFooterStaysAtTheBottomWhileItsSectionIsVisible() {
    // 40 rows: the section is 40·44 + 20 = 1780 long, the footer's own place 1760. At offset 0
    // the visible bottom is 844: the footer sits at 844 − 20 = 824. At the last offset,
    // 1780 − 844 = 936, the visible range is 936…1780 and holds its own place: it stays there.
    let footer = boundary("footer", .bottom, height: .absolute(20))
    footer.pinToVisibleBounds = true
    let compositional = layout(rows()) { $0.boundarySupplementaryItems = [footer] }
    let view = makeHost(compositional, counts: [40])
    #expect(compositional.frame(supplementary: "footer") == rect(0, 824, 390, 20))
    view.contentOffset = CGPoint(x: 0, y: 936)
    view.layoutIfNeeded()
    #expect(compositional.frame(supplementary: "footer") == rect(0, 1760, 390, 20))
  }

  @Test func aBackgroundCoversTheWholeSectionHeadersIncluded() {
    // Header 30, insets 10, 2 rows (88), footer 20: the section spans 0…158 and the container's
    // 390 width; the background covers all of it. Section 1 starts at 158.
    let background = CollectionLayoutDecorationItem.background(elementKind: "bg")
    let compositional = layout(rows()) {
      $0.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
      $0.boundarySupplementaryItems = [
        self.boundary("header", .top), self.boundary("footer", .bottom, height: .absolute(20)),
      ]
      $0.decorationItems = [background]
    }
    _ = makeHost(compositional, counts: [2, 1])
    #expect(compositional.frame(decoration: "bg", section: 0) == rect(0, 0, 390, 158))
    #expect(compositional.frame(decoration: "bg", section: 1) == rect(0, 158, 390, 114))
    let attributes = compositional.layoutAttributesForDecorationView(
      ofKind: "bg", at: IndexPath(item: 0, section: 0))
    #expect(attributes?.zIndex == 0 && attributes?.representedElementCategory == .decorationView)
  }

  @Test func inAHorizontalLayoutLeadingItemsExtendTheSectionAlongX() {
    // Scrolling horizontally, a 60-wide .leading header spans the height (844) and the groups
    // (100-wide columns) start after it at x = 60; a .trailing footer of 40 ends the section.
    let configuration = CollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: size(.absolute(100), .fractionalHeight(1)), subitems: [item])
    let section = CollectionLayoutSection(group: group)
    section.boundarySupplementaryItems = [
      boundary("header", .leading, width: .absolute(60), height: .fractionalHeight(1)),
      boundary("footer", .trailing, width: .absolute(40), height: .fractionalHeight(1)),
    ]
    let compositional = CollectionViewCompositionalLayout(section: section, configuration: configuration)
    _ = makeHost(compositional, counts: [2])
    #expect(compositional.frame(supplementary: "header") == rect(0, 0, 60, 844))
    #expect(compositional.frame(item: 1) == rect(160, 0, 100, 844))
    #expect(compositional.frame(supplementary: "footer") == rect(260, 0, 40, 844))
    #expect(compositional.collectionViewContentSize == CGSize(width: 300, height: 844))
  }
}
