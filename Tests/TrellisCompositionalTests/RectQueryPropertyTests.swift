import PropertyBased
import Testing
import TrellisCompositional

/// The identity of an element in a query answer.
private struct Key: Hashable, Comparable, CustomStringConvertible {
  var category: Int
  var kind: String
  var section: Int
  var item: Int

  static func < (lhs: Key, rhs: Key) -> Bool {
    (lhs.category, lhs.kind, lhs.section, lhs.item) < (rhs.category, rhs.kind, rhs.section, rhs.item)
  }

  var description: String { "\(kind)[\(section), \(item)]" }
}

/// Apple's intersection test, written out for the oracle: a positive-area overlap (rectangles
/// that only share an edge do not intersect).
private func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
  max(a.minX, b.minX) < min(a.maxX, b.maxX) && max(a.minY, b.minY) < min(a.maxY, b.maxY)
}

/// A random number source for building compositions from one seeded generator.
private struct Dice {
  var rng: Xoshiro

  mutating func int(_ range: ClosedRange<Int>) -> Int { Gen.int(in: range).run(using: &rng) }
  mutating func double(_ range: ClosedRange<Double>) -> CGFloat {
    CGFloat(Gen.double(in: range).run(using: &rng))
  }
  mutating func chance(_ oneIn: Int) -> Bool { int(1...oneIn) == 1 }
}

/// Seeded property test (docs/architecture.md §9): for random compositions — nested groups, custom groups,
/// insets, fixed and flexible spacing, edge spacing, badges, boundary items (some pinned),
/// backgrounds, orthogonal sections scrolled anywhere in their range, visible-items handlers that
/// scale, move, hide and raise elements, both scrolling directions — and random rects (including
/// rects that only touch an element), `layoutAttributesForElements(in:)` returns exactly the
/// elements whose per-element frames overlap the rect, once each, with the same frames.
@Suite @MainActor struct RectQueryPropertyTests {
  static let itemKinds = ["badge", "gbadge", "nbadge"]
  static let sectionKinds = ["header", "footer", "side"]

  @Test func rectQueriesAgreeWithPerElementQueries() {
    var dice = Dice(rng: Xoshiro(seed: (0xC0_4905_1710, 0x12, 0x5EED, 2026)))
    for scenario in 0..<160 {
      let vertical = !dice.chance(4)
      let configuration = CollectionViewCompositionalLayoutConfiguration()
      configuration.scrollDirection = vertical ? .vertical : .horizontal
      configuration.interSectionSpacing = dice.chance(2) ? dice.double(0...20) : 0
      if dice.chance(3) {
        let header = CollectionLayoutBoundarySupplementaryItem(
          layoutSize: size(.fractionalWidth(1), .absolute(dice.double(10...40))), elementKind: "gheader",
          alignment: vertical ? .top : .leading)
        header.pinToVisibleBounds = dice.chance(2)
        configuration.boundarySupplementaryItems = [header]
      }
      let sectionCount = dice.int(1...4)
      var definitions: [CollectionLayoutSection] = []
      var counts: [Int] = []
      for _ in 0..<sectionCount {
        definitions.append(randomSection(&dice, vertical: vertical))
        counts.append(dice.int(0...40))
      }
      let sections = definitions
      let layout = CollectionViewCompositionalLayout(
        sectionProvider: { index, _ in sections[index] }, configuration: configuration)
      let viewSize = CGSize(width: dice.int(200...500), height: dice.int(300...900))
      let view = makeHost(layout, counts: counts, size: viewSize)
      let content = layout.collectionViewContentSize
      let extent = vertical ? content.height : content.width
      let offset = dice.double(-20...Double(max(-20, extent)))
      view.contentOffset = vertical ? CGPoint(x: 0, y: offset) : CGPoint(x: offset, y: 0)
      for section in 0..<sectionCount {
        layout.setOrthogonalScrollOffset(dice.double(-50...800), forSection: section)
      }
      view.layoutIfNeeded()
      let all = everything(layout, counts: counts, scenario: scenario)
      for probe in 0..<8 {
        let query: CGRect
        if probe < 2, let (_, frame) = all.randomElement(using: &dice.rng) {
          // A rect that only touches the element (right or below), and one that overlaps it.
          query =
            probe == 0
            ? CGRect(x: frame.maxX, y: frame.minY, width: 40, height: max(1, frame.height))
            : CGRect(x: frame.minX, y: frame.maxY, width: max(1, frame.width), height: 40)
        } else {
          query = CGRect(
            x: dice.double(-30...Double(content.width + 30)),
            y: dice.double(-30...Double(content.height + 30)),
            width: dice.double(0...450), height: dice.double(0...450))
        }
        check(layout, all: all, rect: query, scenario: scenario)
      }
    }
  }

  /// A random section.
  private func randomSection(_ dice: inout Dice, vertical: Bool) -> CollectionLayoutSection {
    let group = randomGroup(&dice, depth: 0, vertical: vertical)
    let section = CollectionLayoutSection(group: group)
    if dice.chance(2) {
      section.contentInsets = DirectionalEdgeInsets(
        top: dice.double(0...20), leading: dice.double(0...20), bottom: dice.double(0...20),
        trailing: dice.double(0...20))
    }
    section.interGroupSpacing = dice.chance(2) ? dice.double(0...15) : 0
    if dice.chance(4) {
      let behaviors: [CollectionLayoutSectionOrthogonalScrollingBehavior] = [
        .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered,
      ]
      section.orthogonalScrollingBehavior = behaviors[dice.int(0...4)]
    }
    var boundary: [CollectionLayoutBoundarySupplementaryItem] = []
    if dice.chance(2) {
      let header = CollectionLayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(dice.double(0.5...1)), .absolute(dice.double(10...50))),
        elementKind: "header", alignment: dice.chance(2) ? .top : .topLeading)
      header.pinToVisibleBounds = dice.chance(2)
      header.extendsBoundary = !dice.chance(5)
      boundary.append(header)
    }
    if dice.chance(3) {
      let footer = CollectionLayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(dice.double(10...40))), elementKind: "footer",
        alignment: .bottom, absoluteOffset: CGPoint(x: 0, y: dice.double(-5...5)))
      footer.pinToVisibleBounds = dice.chance(3)
      boundary.append(footer)
    }
    if dice.chance(5) {
      boundary.append(
        CollectionLayoutBoundarySupplementaryItem(
          layoutSize: size(.absolute(30), .absolute(30)), elementKind: "side",
          alignment: vertical ? .trailing : .bottom))
    }
    section.boundarySupplementaryItems = boundary
    section.supplementariesFollowContentInsets = !dice.chance(3)
    if dice.chance(4) {
      // A handler that scales, moves, fades, hides and raises some of the visible elements.
      let seed = dice.int(0...1000)
      section.visibleItemsInvalidationHandler = { items, _, _ in
        for item in items {
          switch (item.indexPath.item * 7 + seed + item.name.count) % 5 {
          case 0: item.transform = CGAffineTransform(scaleX: 1.3, y: 0.8)
          case 1:
            item.center.x += 25
            item.alpha = 0.4
          case 2:
            item.zIndex = 9
            item.isHidden = true
          default: break
          }
        }
      }
    }
    if dice.chance(3) {
      let background = CollectionLayoutDecorationItem.background(elementKind: "bg")
      background.contentInsets = DirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
      section.decorationItems = [background]
    }
    return section
  }

  /// A random group: horizontal, vertical, count-based or custom, possibly nesting one level.
  private func randomGroup(_ dice: inout Dice, depth: Int, vertical: Bool) -> CollectionLayoutGroup {
    let width: CollectionLayoutDimension =
      depth == 0
      ? (dice.chance(3) ? .absolute(dice.double(60...300)) : .fractionalWidth(dice.double(0.5...1)))
      : .fractionalWidth(dice.double(0.2...0.6))
    let height: CollectionLayoutDimension =
      depth == 0
      ? (dice.chance(2) ? .absolute(dice.double(30...150)) : .fractionalWidth(dice.double(0.1...0.4)))
      : .fractionalHeight(dice.double(0.4...1))
    let layoutSize = size(width, height)
    let group: CollectionLayoutGroup
    switch dice.int(0...7) {
    case 0:
      group = .custom(layoutSize: layoutSize) { environment in
        let size = environment.container.effectiveContentSize
        return [
          CollectionLayoutGroupCustomItem(
            frame: CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)),
          CollectionLayoutGroupCustomItem(
            frame: CGRect(
              x: size.width / 3, y: size.height / 4, width: size.width / 2, height: size.height / 2),
            zIndex: 3),
        ]
      }
    case 1, 2:
      let item = randomItem(&dice)
      let count = dice.int(1...4)
      group =
        dice.chance(2)
        ? .horizontal(layoutSize: layoutSize, repeatingSubitem: item, count: count)
        : .vertical(layoutSize: layoutSize, repeatingSubitem: item, count: count)
    default:
      var subitems: [CollectionLayoutItem] = []
      for _ in 0..<dice.int(1...3) {
        if depth == 0, dice.chance(4) {
          let nested = randomGroup(&dice, depth: 1, vertical: vertical)
          if dice.chance(3) {
            nested.supplementaryItems = [
              CollectionLayoutSupplementaryItem(
                layoutSize: size(.absolute(12), .absolute(12)), elementKind: "nbadge",
                containerAnchor: CollectionLayoutAnchor(edges: [.bottom, .leading]))
            ]
          }
          subitems.append(nested)
        } else {
          subitems.append(randomItem(&dice))
        }
      }
      group =
        dice.chance(2)
        ? .horizontal(layoutSize: layoutSize, subitems: subitems)
        : .vertical(layoutSize: layoutSize, subitems: subitems)
    }
    switch dice.int(0...2) {
    case 0: group.interItemSpacing = .fixed(dice.double(0...12))
    case 1: group.interItemSpacing = .flexible(dice.double(0...12))
    default: break
    }
    if dice.chance(4) {
      group.contentInsets = DirectionalEdgeInsets(
        top: dice.double(0...8), leading: dice.double(0...8), bottom: dice.double(0...8),
        trailing: dice.double(0...8))
    }
    if depth == 0, dice.chance(4) {
      group.supplementaryItems = [
        CollectionLayoutSupplementaryItem(
          layoutSize: size(.absolute(16), .absolute(16)), elementKind: "gbadge",
          containerAnchor: CollectionLayoutAnchor(
            edges: [.top, .leading], absoluteOffset: CGPoint(x: -4, y: -4)))
      ]
    }
    return group
  }

  /// A random item.
  private func randomItem(_ dice: inout Dice) -> CollectionLayoutItem {
    let width: CollectionLayoutDimension =
      dice.chance(3) ? .absolute(dice.double(20...140)) : .fractionalWidth(dice.double(0.1...0.9))
    let height: CollectionLayoutDimension =
      dice.chance(3) ? .absolute(dice.double(15...100)) : .fractionalHeight(dice.double(0.3...1))
    var supplementaries: [CollectionLayoutSupplementaryItem] = []
    if dice.chance(4) {
      supplementaries.append(
        CollectionLayoutSupplementaryItem(
          layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
          containerAnchor: CollectionLayoutAnchor(
            edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5))))
    }
    let item = CollectionLayoutItem(layoutSize: size(width, height), supplementaryItems: supplementaries)
    if dice.chance(2) {
      item.contentInsets = DirectionalEdgeInsets(
        top: dice.double(0...6), leading: dice.double(0...6), bottom: dice.double(0...6),
        trailing: dice.double(0...6))
    }
    if dice.chance(5) {
      item.edgeSpacing = CollectionLayoutEdgeSpacing(
        leading: dice.chance(2) ? .flexible(dice.double(0...6)) : .fixed(dice.double(0...6)),
        top: dice.chance(2) ? .fixed(dice.double(0...6)) : nil,
        trailing: dice.chance(2) ? .flexible(0) : nil, bottom: nil)
    }
    return item
  }

  /// Every element by the per-element queries, with its frame; frames are checked finite.
  private func everything(
    _ layout: CollectionViewCompositionalLayout, counts: [Int], scenario: Int
  ) -> [(Key, CGRect)] {
    var all: [(Key, CGRect)] = []
    func add(_ key: Key, _ attributes: CollectionViewLayoutAttributes?) {
      guard let attributes else { return }
      let frame = attributes.frame
      #expect(
        frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite,
        "scenario \(scenario): \(key) has a non-finite frame")
      all.append((key, frame))
    }
    add(
      Key(category: 1, kind: "gheader", section: 0, item: 0),
      layout.layoutAttributesForSupplementaryView(ofKind: "gheader", at: IndexPath(item: 0, section: 0)))
    for (section, count) in counts.enumerated() {
      for item in 0..<count {
        let path = IndexPath(item: item, section: section)
        let cell = layout.layoutAttributesForItem(at: path)
        #expect(cell != nil, "scenario \(scenario): item \(path) has no attributes")
        add(Key(category: 0, kind: "", section: section, item: item), cell)
        for kind in Self.itemKinds {
          add(
            Key(category: 1, kind: kind, section: section, item: item),
            layout.layoutAttributesForSupplementaryView(ofKind: kind, at: path))
        }
      }
      let first = IndexPath(item: 0, section: section)
      for kind in Self.sectionKinds {
        add(
          Key(category: 1, kind: kind, section: section, item: 0),
          layout.layoutAttributesForSupplementaryView(ofKind: kind, at: first))
      }
      add(
        Key(category: 2, kind: "bg", section: section, item: 0),
        layout.layoutAttributesForDecorationView(ofKind: "bg", at: first))
    }
    return all
  }

  /// Compares the rect query with the oracle built from the per-element queries.
  private func check(
    _ layout: CollectionViewCompositionalLayout, all: [(Key, CGRect)], rect: CGRect, scenario: Int
  ) {
    var expected: [Key: CGRect] = [:]
    for (key, frame) in all where overlaps(frame, rect) { expected[key] = frame }
    let answer = layout.layoutAttributesForElements(in: rect) ?? []
    let keys = answer.map {
      Key(
        category: $0.representedElementCategory.rawValue, kind: $0.representedElementKind ?? "",
        section: $0.indexPath.section, item: $0.indexPath.item)
    }
    #expect(Set(keys).count == keys.count, "scenario \(scenario): duplicates in \(rect)")
    #expect(keys.sorted() == expected.keys.sorted(), "scenario \(scenario): rect \(rect)")
    for (key, attributes) in zip(keys, answer) {
      guard let frame = expected[key] else { continue }
      #expect(close(attributes.frame, frame), "scenario \(scenario): \(key) frame differs")
    }
  }
}
