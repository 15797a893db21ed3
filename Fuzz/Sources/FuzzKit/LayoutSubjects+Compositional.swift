import Foundation
import Trellis
import TrellisCompositional

/// Random compositional sections: a seeded function of the section's index and a generation
/// that mutations bump, so that the section provider answers the same while nothing changes (as
/// an app's provider does) and the layout may ask it as often as it likes.
///
/// With `edges`, every number (dimensions, insets, spacings, offsets, counts, custom frames) is
/// drawn with the edge values (0, negative, NaN, ±∞, 1e12, the largest double) and sections may
/// have visible-items handlers that write random values; without, the values are ordinary (for
/// the batch-update and diffable surfaces, whose subject is the data, not the inputs).
@MainActor
final class CompositionalRecipe {
  let seed: UInt64
  let edges: Bool
  /// Bumped by a mutation: every section is drawn anew.
  var generation: UInt64 = 0
  /// The case, for notes when replaying with `--verbose`.
  weak var context: FuzzContext?

  init(seed: UInt64, edges: Bool, context: FuzzContext?) {
    self.seed = seed
    self.edges = edges
    self.context = context
  }

  /// The section provider's answer for `index`.
  func section(_ index: Int, _ environment: any CollectionLayoutEnvironment) -> CollectionLayoutSection? {
    var r = FuzzRandom(
      seed: seed ^ (UInt64(bitPattern: Int64(index)) &* 0x9E37_79B9_7F4A_7C15)
        ^ (generation &* 0xBF58_476D_1CE4_E5B9))
    if edges && r.chance(0.03) {
      note("section \(index): nil")
      return nil
    }
    if r.chance(0.15) {
      var list = CollectionLayoutListConfiguration(
        appearance: r.pick([.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain]))
      list.headerMode = r.chance(0.5) ? .supplementary : .none
      list.footerMode = r.chance(0.3) ? .supplementary : .none
      note("section \(index): list \(list.appearance) header \(list.headerMode) footer \(list.footerMode)")
      return .list(using: list, layoutEnvironment: environment)
    }
    let root = group(&r, depth: 0)
    let section = CollectionLayoutSection(group: root)
    if r.chance(0.4) { section.contentInsets = insets(&r) }
    if r.chance(0.5) { section.interGroupSpacing = length(&r, typical: 20) }
    if r.chance(0.4) {
      section.orthogonalScrollingBehavior = r.pick([
        .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered,
      ])
      section.orthogonalScrollingProperties.bounce = r.pick([.automatic, .always, .never])
      if r.chance(0.3) {
        section.orthogonalScrollingProperties.decelerationRate = .init(
          rawValue: edges ? r.ratio(maximum: 1) : CGFloat(r.double(in: 0.9...0.999)))
      }
    }
    if r.chance(0.4) {
      section.boundarySupplementaryItems = (0..<r.int(in: 1...3)).map { _ in boundary(&r) }
    }
    if r.chance(0.2) {
      let background = CollectionLayoutDecorationItem.background(elementKind: "background")
      if r.chance(0.5) { background.contentInsets = insets(&r) }
      section.decorationItems = [background]
    }
    section.supplementariesFollowContentInsets = r.chance(0.7)
    section.contentInsetsReference = r.pick([.automatic, .none, .safeArea, .layoutMargins, .readableContent])
    section.supplementaryContentInsetsReference = r.pick([.automatic, .none, .safeArea, .layoutMargins])
    if edges && r.chance(0.15) {
      let handlerSeed = r.next()
      section.visibleItemsInvalidationHandler = { items, _, _ in
        var h = FuzzRandom(seed: handlerSeed ^ UInt64(items.count))
        for item in items where h.chance(0.3) {
          switch h.below(5) {
          case 0: item.alpha = h.ratio(maximum: 1)
          case 1: item.center = CGPoint(x: item.center.x + h.coordinate(typical: 50), y: item.center.y)
          case 2: item.zIndex = h.pick([0, 5, -5, Int.max, Int.min])
          case 3: item.isHidden = h.chance(0.5)
          default:
            let scale = h.ratio(maximum: 2)
            item.transform3D = CATransform3DMakeScale(scale, scale, 1)
          }
        }
      }
    }
    note(
      "section \(index): \(root.layoutSize) orthogonal \(section.orthogonalScrollingBehavior), "
        + "insets \(section.contentInsets), spacing \(section.interGroupSpacing), "
        + "boundary \(section.boundarySupplementaryItems.count), handler \(section.visibleItemsInvalidationHandler != nil)"
    )
    return section
  }

  /// A configuration for the layout.
  func configuration(_ r: inout FuzzRandom) -> CollectionViewCompositionalLayoutConfiguration {
    let configuration = CollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = r.chance(0.75) ? .vertical : .horizontal
    if r.chance(0.5) { configuration.interSectionSpacing = length(&r, typical: 30) }
    if r.chance(0.2) {
      configuration.boundarySupplementaryItems = (0..<r.int(in: 1...2)).map { _ in
        boundary(&r, kinds: ["global-header", "global-footer"])
      }
    }
    configuration.contentInsetsReference = r.pick([.automatic, .none, .safeArea, .layoutMargins])
    note(
      "configuration: \(configuration.scrollDirection), interSectionSpacing \(configuration.interSectionSpacing), "
        + "global boundary items \(configuration.boundarySupplementaryItems.count)")
    return configuration
  }

  // MARK: - Building blocks

  private func note(_ text: @autoclosure () -> String) {
    guard let context, context.verbose else { return }
    context.note(text())
  }

  private func length(_ r: inout FuzzRandom, typical: Double) -> CGFloat {
    edges ? r.length(typical: typical) : CGFloat(r.double(in: 0...typical))
  }

  private func insets(_ r: inout FuzzRandom) -> DirectionalEdgeInsets {
    if edges {
      let e = r.insets(typical: 20)
      return DirectionalEdgeInsets(top: e.top, leading: e.left, bottom: e.bottom, trailing: e.right)
    }
    return DirectionalEdgeInsets(
      top: CGFloat(r.double(in: 0...20)), leading: CGFloat(r.double(in: 0...20)),
      bottom: CGFloat(r.double(in: 0...20)), trailing: CGFloat(r.double(in: 0...20)))
  }

  private func dimension(
    _ r: inout FuzzRandom, fraction: ClosedRange<Double>, typical: Double
  )
    -> CollectionLayoutDimension
  {
    func value() -> CGFloat { edges ? r.length(typical: typical) : CGFloat(r.double(in: 8...typical)) }
    func part() -> CGFloat {
      edges && r.chance(0.3) ? CGFloat(r.pick(FuzzRandom.edgeNumbers)) : CGFloat(r.double(in: fraction))
    }
    switch r.below(10) {
    case 0, 1, 2: return .fractionalWidth(part())
    case 3: return .fractionalHeight(part())
    case 4, 5, 6: return .absolute(value())
    case 7, 8: return .estimated(value())
    default: return .uniformAcrossSiblings(estimate: value())
    }
  }

  private func size(
    _ r: inout FuzzRandom, fraction: ClosedRange<Double>, typical: Double
  )
    -> CollectionLayoutSize
  {
    CollectionLayoutSize(
      widthDimension: dimension(&r, fraction: fraction, typical: typical),
      heightDimension: dimension(&r, fraction: fraction, typical: typical))
  }

  private func spacing(_ r: inout FuzzRandom) -> CollectionLayoutSpacing? {
    switch r.below(3) {
    case 0: return nil
    case 1: return .fixed(length(&r, typical: 16))
    default: return .flexible(length(&r, typical: 16))
    }
  }

  private func anchor(_ r: inout FuzzRandom) -> CollectionLayoutAnchor {
    let edges = DirectionalRectEdge(rawValue: UInt(r.below(16)))
    switch r.below(3) {
    case 0: return CollectionLayoutAnchor(edges: edges)
    case 1:
      let offset =
        self.edges ? r.point(typical: 20) : CGPoint(x: r.double(in: -10...10), y: r.double(in: -10...10))
      return CollectionLayoutAnchor(edges: edges, absoluteOffset: offset)
    default:
      let offset =
        self.edges ? r.point(typical: 1) : CGPoint(x: r.double(in: -0.5...0.5), y: r.double(in: -0.5...0.5))
      return CollectionLayoutAnchor(edges: edges, fractionalOffset: offset)
    }
  }

  /// A badge-like supplementary item anchored to an item or a group.
  private func badge(_ r: inout FuzzRandom) -> CollectionLayoutSupplementaryItem {
    let size = size(&r, fraction: 0.1...0.5, typical: 30)
    let badge =
      r.chance(0.5)
      ? CollectionLayoutSupplementaryItem(layoutSize: size, elementKind: "badge", containerAnchor: anchor(&r))
      : CollectionLayoutSupplementaryItem(
        layoutSize: size, elementKind: "badge", containerAnchor: anchor(&r), itemAnchor: anchor(&r))
    if r.chance(0.3) { badge.zIndex = r.pick([-1, 0, 3, Int.max, Int.min]) }
    return badge
  }

  private func boundary(
    _ r: inout FuzzRandom,
    kinds: [String] = [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter]
  ) -> CollectionLayoutBoundarySupplementaryItem {
    let size = size(&r, fraction: 0.2...1, typical: 60)
    let alignment = r.pick([
      RectAlignment.top, .bottom, .leading, .trailing, .topLeading, .topTrailing, .bottomLeading,
      .bottomTrailing, .none,
    ])
    let kind = r.pick(kinds)
    let item =
      r.chance(0.7)
      ? CollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: kind, alignment: alignment)
      : CollectionLayoutBoundarySupplementaryItem(
        layoutSize: size, elementKind: kind, alignment: alignment,
        absoluteOffset: edges
          ? r.point(typical: 30) : CGPoint(x: r.double(in: -20...20), y: r.double(in: -20...20)))
    item.extendsBoundary = r.chance(0.8)
    item.pinToVisibleBounds = r.chance(0.3)
    if r.chance(0.3) { item.zIndex = r.pick([0, 2, 10, -1]) }
    return item
  }

  private func item(_ r: inout FuzzRandom) -> CollectionLayoutItem {
    let badges = r.chance(0.15) ? [badge(&r)] : []
    let item = CollectionLayoutItem(
      layoutSize: size(&r, fraction: 0.1...1, typical: 200), supplementaryItems: badges)
    if r.chance(0.3) { item.contentInsets = insets(&r) }
    if r.chance(0.15) {
      item.edgeSpacing = CollectionLayoutEdgeSpacing(
        leading: spacing(&r), top: spacing(&r), trailing: spacing(&r), bottom: spacing(&r))
    }
    return item
  }

  private func group(_ r: inout FuzzRandom, depth: Int) -> CollectionLayoutGroup {
    let layoutSize = size(&r, fraction: depth == 0 ? 0.3...1 : 0.2...1, typical: depth == 0 ? 300 : 150)
    let group: CollectionLayoutGroup
    switch r.below(depth == 0 ? 7 : 6) {
    case 0, 1:
      group = .horizontal(layoutSize: layoutSize, subitems: subitems(&r, depth: depth))
    case 2:
      group = .vertical(layoutSize: layoutSize, subitems: subitems(&r, depth: depth))
    case 3, 4:
      let count = edges && r.chance(0.3) ? r.smallCount() : r.int(in: 1...5)
      group =
        r.chance(0.5)
        ? .horizontal(layoutSize: layoutSize, repeatingSubitem: item(&r), count: count)
        : .vertical(layoutSize: layoutSize, repeatingSubitem: item(&r), count: count)
    case 5:
      let frames = customFrames(&r)
      group = .custom(layoutSize: layoutSize) { environment in
        let size = environment.container.effectiveContentSize
        return frames.enumerated().map { index, frame in
          // Fractions of the group when the numbers are small, points otherwise.
          let scaled =
            abs(frame.width) <= 1 && abs(frame.height) <= 1
            ? CGRect(
              x: frame.minX * size.width, y: frame.minY * size.height, width: frame.width * size.width,
              height: frame.height * size.height) : frame
          return CollectionLayoutGroupCustomItem(frame: scaled, zIndex: index % 3)
        }
      }
    default:
      group = .horizontal(layoutSize: layoutSize, subitems: [self.group(&r, depth: depth + 1)])
    }
    if r.chance(0.4) { group.interItemSpacing = spacing(&r) }
    if r.chance(0.2) { group.contentInsets = insets(&r) }
    if r.chance(0.1) { group.supplementaryItems = [badge(&r)] }
    return group
  }

  private func subitems(_ r: inout FuzzRandom, depth: Int) -> [CollectionLayoutItem] {
    if edges && r.chance(0.02) { return [] }
    return (0..<r.int(in: 1...3)).map { _ in
      depth == 0 && r.chance(0.2) ? group(&r, depth: depth + 1) : item(&r)
    }
  }

  private func customFrames(_ r: inout FuzzRandom) -> [CGRect] {
    let count = edges && r.chance(0.1) ? r.pick([0, 50, 2_000]) : r.int(in: 1...4)
    return (0..<count).map { _ in
      if edges && r.chance(0.3) { return CGRect(origin: r.point(), size: r.size()) }
      return CGRect(
        x: r.double(in: 0...0.8), y: r.double(in: 0...0.8), width: r.double(in: 0.05...0.5),
        height: r.double(in: 0.05...0.5))
    }
  }
}

extension LayoutSubjects {
  /// A compositional layout over a section provider of random sections (see
  /// `CompositionalRecipe`), with the edge values; batches use an ordinary one
  /// (`makeCompositional(_:edges:)`).
  static let compositional = LayoutSubject(
    name: "compositional", batchUpdates: true,
    make: { c in .init(layout: makeCompositional(c, edges: true)) },
    mutate: { layout, c in
      guard let layout = layout as? CollectionViewCompositionalLayout,
        let recipe = recipes[ObjectIdentifier(layout)]
      else {
        return
      }
      switch c.random.below(4) {
      case 0:
        recipe.generation &+= 1
        c.note("compositional: new sections (generation \(recipe.generation)), invalidateLayout()")
        layout.invalidateLayout()
      case 1:
        layout.configuration = recipe.configuration(&c.random)
      case 2:
        let section = c.random.chance(0.8) ? c.random.int(in: 0...4) : c.random.count()
        let offset = c.random.coordinate(typical: 3_000)
        c.note("setOrthogonalScrollOffset(\(offset), forSection: \(section))")
        layout.setOrthogonalScrollOffset(offset, forSection: section)
      default:
        c.note("invalidateLayout()")
        layout.invalidateLayout()
      }
    },
    probe: { view, c in try probeOrthogonalScrolling(view, c) })

  /// The recipe behind each compositional layout of the running case, by the layout's identity
  /// (cleared when a case makes a new layout, so an identifier is never reused while listed).
  static var recipes: [ObjectIdentifier: CompositionalRecipe] = [:]

  /// A compositional layout with a random configuration over random sections.
  static func makeCompositional(_ c: FuzzContext, edges: Bool) -> CollectionViewCompositionalLayout {
    recipes.removeAll()
    let recipe = CompositionalRecipe(seed: c.random.next(), edges: edges, context: c)
    let configuration = recipe.configuration(&c.random)
    let layout = CollectionViewCompositionalLayout(
      sectionProvider: { index, environment in recipe.section(index, environment) },
      configuration: configuration)
    recipes[ObjectIdentifier(layout)] = recipe
    return layout
  }

  /// Orthogonal scrolling through the layout's public API: the current offsets, where a fling
  /// would rest (`targetOffset(forNestedScrollRegion:…)`) for odd proposals and velocities, and
  /// the region under a point. Finite inputs must give finite answers within the section's range.
  static func probeOrthogonalScrolling(_ view: CollectionView, _ c: FuzzContext) throws {
    guard let layout = view.collectionViewLayout as? CollectionViewCompositionalLayout else { return }
    layout.prepareIfNeeded()
    let point = c.random.chance(0.5) ? c.random.point() : CGPoint(x: view.bounds.midX, y: view.bounds.midY)
    _ = layout.nestedScrollRegion(containing: point)
    for section in 0..<min(view.numberOfSections, 8) {
      let offset = layout.orthogonalScrollOffset(forSection: section)
      try FuzzCheck.finite(offset, "orthogonal offset of section \(section)")
      guard let region = layout.nestedScrollRegion(withIdentifier: section) else { continue }
      try FuzzCheck.finite(region.frame, "orthogonal region of section \(section)")
      let proposed = c.random.coordinate(typical: 5_000)
      let velocity = c.random.coordinate(typical: 5_000)
      let start = c.random.coordinate(typical: 5_000)
      c.note(
        "targetOffset(forNestedScrollRegion: \(section), proposedOffset: \(proposed), velocity: \(velocity), dragStartOffset: \(start))"
      )
      let target = layout.targetOffset(
        forNestedScrollRegion: region, proposedOffset: proposed, velocity: velocity, dragStartOffset: start)
      if proposed.isFinite, velocity.isFinite, start.isFinite {
        try FuzzCheck.finite(target, "orthogonal target offset of section \(section)")
      }
    }
  }
}
