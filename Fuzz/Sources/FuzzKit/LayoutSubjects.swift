import Foundation
import Trellis
import TrellisDynamics
import TrellisLayouts
import TrellisScenes

/// A layout the surfaces exercise, with how to configure it at random.
///
/// To fuzz a new layout, add one `LayoutSubject` to `LayoutSubjects.all`: a name, a factory that
/// sets every public property from the context's random numbers (edges included), a mutation
/// that changes one property at random while the layout runs, and how to tell where an element is
/// drawn (for the check that rect queries agree with per-item queries; `nil` for layouts whose
/// answers depend on a simulation, which are only checked for finite numbers).
@MainActor
public struct LayoutSubject {
  /// What a factory returns: the layout, an optional collection-view delegate, and objects the
  /// case must keep alive (delegates held weakly by the layout).
  public struct Setup {
    /// The layout.
    public var layout: CollectionViewLayout
    /// The collection view's delegate, when the layout asks one (flow-layout delegates).
    public var viewDelegate: CollectionViewDelegate?
    /// Objects to keep alive for the duration of the case.
    public var keepAlive: [AnyObject] = []

    /// A setup of `layout` with an optional view delegate and objects to keep.
    public init(
      layout: CollectionViewLayout, viewDelegate: CollectionViewDelegate? = nil, keepAlive: [AnyObject] = []
    ) {
      self.layout = layout
      self.viewDelegate = viewDelegate
      self.keepAlive = keepAlive
    }
  }

  /// The name, as the surfaces print it.
  public let name: String
  /// Makes and configures the layout.
  public let make: @MainActor (FuzzContext) -> Setup
  /// Changes one property of a running layout.
  public let mutate: @MainActor (CollectionViewLayout, FuzzContext) -> Void
  /// Where an element is drawn; `nil` to skip the query-consistency check.
  public let placement: (@MainActor (CollectionViewLayoutAttributes) -> CGRect)?
  /// Whether the batch-update surface uses this layout too.
  public let batchUpdates: Bool
  /// Whether an item with these per-item attributes certainly lies in the query rect, so the
  /// rect query must return it; `nil` for "its placement overlaps the rect by more than the
  /// rounding tolerance". (A rotated card can have a bounding box that overlaps the rect while
  /// the card itself does not.)
  public let certainlyInside: (@MainActor (CollectionViewLayoutAttributes, CGRect) -> Bool)?
  /// Checks of the layout's own API beyond `CollectionViewLayout`'s (the compositional layout's
  /// orthogonal scrolling), run by the layout surface as one of its actions; `nil` for none.
  public let probe: (@MainActor (CollectionView, FuzzContext) throws -> Void)?

  /// A subject.
  public init(
    name: String, batchUpdates: Bool = false, make: @escaping @MainActor (FuzzContext) -> Setup,
    mutate: @escaping @MainActor (CollectionViewLayout, FuzzContext) -> Void,
    placement: (@MainActor (CollectionViewLayoutAttributes) -> CGRect)? = { $0.frame },
    certainlyInside: (@MainActor (CollectionViewLayoutAttributes, CGRect) -> Bool)? = nil,
    probe: (@MainActor (CollectionView, FuzzContext) throws -> Void)? = nil
  ) {
    self.name = name
    self.make = make
    self.mutate = mutate
    self.placement = placement
    self.batchUpdates = batchUpdates
    self.certainlyInside = certainlyInside
    self.probe = probe
  }
}

/// Every layout in the repository, as fuzzing subjects.
@MainActor
public enum LayoutSubjects {
  /// The subjects, in a fixed order. Add new layouts here.
  public static let all: [LayoutSubject] = [
    flow, waterfall, pagedGrid, coverFlow, circularCards, springyFlow, newtonian, reorderFeed, compositional,
  ]

  /// The subject called `name`, or `nil`.
  public static func named(_ name: String) -> LayoutSubject? { all.first { $0.name == name } }

  // MARK: - Flow

  /// Applies random values to every flow-layout property.
  static func configureFlow(_ layout: CollectionViewFlowLayout, _ c: FuzzContext, properties: Int = 12) {
    for _ in 0..<properties { mutateFlow(layout, c) }
  }

  /// Changes one flow-layout property.
  static func mutateFlow(_ layout: CollectionViewFlowLayout, _ c: FuzzContext) {
    switch c.random.below(11) {
    case 0:
      layout.itemSize = c.random.size(typical: 200)
      c.note("itemSize = \(layout.itemSize)")
    case 1:
      layout.minimumLineSpacing = c.random.length(typical: 40)
      c.note("minimumLineSpacing = \(layout.minimumLineSpacing)")
    case 2:
      layout.minimumInteritemSpacing = c.random.length(typical: 40)
      c.note("minimumInteritemSpacing = \(layout.minimumInteritemSpacing)")
    case 3:
      layout.sectionInset = c.random.insets()
      c.note("sectionInset = \(layout.sectionInset)")
    case 4:
      layout.headerReferenceSize = c.random.chance(0.5) ? .zero : c.random.size(typical: 100)
      c.note("headerReferenceSize = \(layout.headerReferenceSize)")
    case 5:
      layout.footerReferenceSize = c.random.chance(0.5) ? .zero : c.random.size(typical: 100)
      c.note("footerReferenceSize = \(layout.footerReferenceSize)")
    case 6:
      layout.scrollDirection = c.random.chance(0.7) ? .vertical : .horizontal
      c.note("scrollDirection = \(layout.scrollDirection)")
    case 7:
      layout.sectionHeadersPinToVisibleBounds = c.random.chance(0.5)
      layout.sectionFootersPinToVisibleBounds = c.random.chance(0.5)
      c.note(
        "pinning = \(layout.sectionHeadersPinToVisibleBounds), \(layout.sectionFootersPinToVisibleBounds)")
    case 8:
      layout.estimatedItemSize =
        c.random.chance(0.6)
        ? .zero : (c.random.chance(0.3) ? CollectionViewFlowLayout.automaticSize : c.random.size())
      c.note("estimatedItemSize = \(layout.estimatedItemSize)")
    case 9:
      layout.sectionInsetReference = c.random.pick([.fromContentInset, .fromSafeArea, .fromLayoutMargins])
      c.note("sectionInsetReference = \(layout.sectionInsetReference)")
    default:
      layout.invalidateLayout()
      c.note("invalidateLayout()")
    }
  }

  static let flow = LayoutSubject(
    name: "flow", batchUpdates: true,
    make: { c in
      let layout = CollectionViewFlowLayout()
      configureFlow(layout, c)
      let delegate = c.random.chance(0.3) ? FuzzFlowDelegate(seed: c.random.next()) : nil
      c.note("flow delegate: \(delegate != nil)")
      return .init(layout: layout, viewDelegate: delegate, keepAlive: delegate.map { [$0] } ?? [])
    },
    mutate: { layout, c in
      if let flow = layout as? CollectionViewFlowLayout { mutateFlow(flow, c) }
    })

  // MARK: - Waterfall

  static func mutateWaterfall(_ layout: WaterfallLayout, _ c: FuzzContext) {
    switch c.random.below(9) {
    case 0:
      layout.columnCount = c.random.smallCount()
      c.note("columnCount = \(layout.columnCount)")
    case 1:
      layout.columnSpacing = c.random.length(typical: 40)
      c.note("columnSpacing = \(layout.columnSpacing)")
    case 2:
      layout.interitemSpacing = c.random.length(typical: 40)
      c.note("interitemSpacing = \(layout.interitemSpacing)")
    case 3:
      layout.sectionInset = c.random.insets()
      c.note("sectionInset = \(layout.sectionInset)")
    case 4:
      layout.headerHeight = c.random.chance(0.5) ? 0 : c.random.length(typical: 100)
      layout.footerHeight = c.random.chance(0.5) ? 0 : c.random.length(typical: 100)
      c.note("header/footer = \(layout.headerHeight), \(layout.footerHeight)")
    case 5:
      layout.sectionHeadersPinToVisibleBounds = c.random.chance(0.5)
      c.note("sectionHeadersPinToVisibleBounds = \(layout.sectionHeadersPinToVisibleBounds)")
    case 6:
      layout.itemHeight = c.random.length(typical: 300)
      c.note("itemHeight = \(layout.itemHeight)")
    case 7:
      layout.estimatedItemHeight = c.random.chance(0.6) ? 0 : c.random.length(typical: 300)
      c.note("estimatedItemHeight = \(layout.estimatedItemHeight)")
    default:
      layout.invalidateLayout()
      c.note("invalidateLayout()")
    }
  }

  static let waterfall = LayoutSubject(
    name: "waterfall", batchUpdates: true,
    make: { c in
      let layout = WaterfallLayout()
      for _ in 0..<8 { mutateWaterfall(layout, c) }
      var keep: [AnyObject] = []
      if c.random.chance(0.4) {
        let delegate = FuzzWaterfallDelegate(seed: c.random.next())
        layout.delegate = delegate
        keep.append(delegate)
        c.note("waterfall delegate")
      }
      return .init(layout: layout, keepAlive: keep)
    },
    mutate: { layout, c in
      if let waterfall = layout as? WaterfallLayout { mutateWaterfall(waterfall, c) }
    })

  // MARK: - Paged grid

  static func mutatePagedGrid(_ layout: PagedGridLayout, _ c: FuzzContext) {
    switch c.random.below(5) {
    case 0:
      layout.columns = c.random.smallCount()
      c.note("columns = \(layout.columns)")
    case 1:
      layout.rows = c.random.smallCount()
      c.note("rows = \(layout.rows)")
    case 2:
      layout.itemSpacing = c.random.length(typical: 40)
      c.note("itemSpacing = \(layout.itemSpacing)")
    case 3:
      layout.lineSpacing = c.random.length(typical: 40)
      c.note("lineSpacing = \(layout.lineSpacing)")
    default:
      layout.pageInset = c.random.insets()
      c.note("pageInset = \(layout.pageInset)")
    }
  }

  static let pagedGrid = LayoutSubject(
    name: "paged-grid", batchUpdates: true,
    make: { c in
      let layout = PagedGridLayout()
      for _ in 0..<6 { mutatePagedGrid(layout, c) }
      return .init(layout: layout)
    },
    mutate: { layout, c in
      if let grid = layout as? PagedGridLayout { mutatePagedGrid(grid, c) }
    })

  // MARK: - Cover flow

  static func mutateCoverFlow(_ layout: CoverFlowLayout, _ c: FuzzContext) {
    switch c.random.below(5) {
    case 0:
      layout.maximumScale = c.random.ratio(maximum: 3)
      c.note("maximumScale = \(layout.maximumScale)")
    case 1:
      layout.minimumScale = c.random.ratio(maximum: 2)
      c.note("minimumScale = \(layout.minimumScale)")
    case 2:
      layout.falloffDistance = c.random.chance(0.5) ? nil : c.random.length(typical: 800)
      c.note("falloffDistance = \(String(describing: layout.falloffDistance))")
    default:
      mutateFlow(layout, c)
    }
  }

  static let coverFlow = LayoutSubject(
    name: "cover-flow",
    make: { c in
      let layout = CoverFlowLayout()
      for _ in 0..<6 { mutateCoverFlow(layout, c) }
      return .init(layout: layout)
    },
    mutate: { layout, c in
      if let cover = layout as? CoverFlowLayout { mutateCoverFlow(cover, c) }
    })

  // MARK: - Circular cards

  static func mutateCircular(_ layout: CircularCardsLayout, _ c: FuzzContext) {
    if c.random.chance(0.5) {
      layout.itemSize = c.random.size(typical: 300)
      c.note("itemSize = \(layout.itemSize)")
    } else {
      layout.radius = c.random.length(typical: 1_000)
      c.note("radius = \(layout.radius)")
    }
  }

  static let circularCards = LayoutSubject(
    name: "circular-cards",
    make: { c in
      let layout = CircularCardsLayout()
      for _ in 0..<3 { mutateCircular(layout, c) }
      return .init(layout: layout)
    },
    mutate: { layout, c in
      if let cards = layout as? CircularCardsLayout { mutateCircular(cards, c) }
    },
    placement: { attributes in
      (attributes as? CircularCardsLayoutAttributes)?.visualFrame ?? attributes.frame
    },
    certainlyInside: { attributes, rect in
      // The card's drawn centre strictly inside the rect (a card of positive size then overlaps
      // it with a positive area).
      // (Cards thinner than the rounding of their corners have no area the layout can see.)
      let centre = (attributes as? CircularCardsLayoutAttributes)?.visualCenter ?? .zero
      let margin = LayoutInputSurface.tolerance(rect, CGRect(origin: centre, size: .zero))
      guard let card = attributes as? CircularCardsLayoutAttributes, card.size.width > margin * 1e3,
        card.size.height > margin * 1e3
      else { return false }
      return centre.x > rect.minX + margin && centre.x < rect.maxX - margin && centre.y > rect.minY + margin
        && centre.y < rect.maxY - margin
    })

  // MARK: - Springy flow

  static func mutateSpringy(_ layout: SpringyFlowLayout, _ c: FuzzContext) {
    switch c.random.below(7) {
    case 0:
      layout.springLength = c.random.length(typical: 20)
      c.note("springLength = \(layout.springLength)")
    case 1:
      layout.springDamping = c.random.ratio(maximum: 1)
      c.note("springDamping = \(layout.springDamping)")
    case 2:
      layout.springFrequency = c.random.ratio(maximum: 80)
      c.note("springFrequency = \(layout.springFrequency)")
    case 3:
      layout.resistanceDivisor = c.random.length(typical: 3_000)
      c.note("resistanceDivisor = \(layout.resistanceDivisor)")
    case 4:
      layout.tilingMargin = c.random.length(typical: 400)
      c.note("tilingMargin = \(layout.tilingMargin)")
    default:
      mutateFlow(layout, c)
    }
  }

  static let springyFlow = LayoutSubject(
    name: "springy",
    make: { c in
      let layout = SpringyFlowLayout()
      for _ in 0..<6 { mutateSpringy(layout, c) }
      return .init(layout: layout)
    },
    mutate: { layout, c in
      if let springy = layout as? SpringyFlowLayout { mutateSpringy(springy, c) }
    }, placement: nil)

  // MARK: - Newtonian

  static func mutateNewtonian(_ layout: NewtonianLayout, _ c: FuzzContext) {
    switch c.random.below(6) {
    case 0:
      layout.itemSize = c.random.size(typical: 200)
      c.note("itemSize = \(layout.itemSize)")
    case 1:
      layout.attachmentLength = c.random.length(typical: 500)
      c.note("attachmentLength = \(layout.attachmentLength)")
    case 2:
      layout.attachmentDamping = c.random.ratio(maximum: 1)
      c.note("attachmentDamping = \(layout.attachmentDamping)")
    case 3:
      layout.attachmentFrequency = c.random.ratio(maximum: 80)
      c.note("attachmentFrequency = \(layout.attachmentFrequency)")
    case 4:
      layout.attachmentAnchor = c.random.chance(0.5) ? nil : c.random.point()
      c.note("attachmentAnchor = \(String(describing: layout.attachmentAnchor))")
    default:
      layout.deletionTimeout = TimeInterval(c.random.length(typical: 4))
      c.note("deletionTimeout = \(layout.deletionTimeout)")
    }
  }

  static let newtonian = LayoutSubject(
    name: "newtonian",
    make: { c in
      let layout = NewtonianLayout()
      for _ in 0..<4 { mutateNewtonian(layout, c) }
      return .init(layout: layout)
    },
    mutate: { layout, c in
      if let newtonian = layout as? NewtonianLayout { mutateNewtonian(newtonian, c) }
    }, placement: nil)

  // MARK: - Reorder feed

  static let reorderFeed = LayoutSubject(
    name: "reorder-feed",
    make: { c in
      let layout = ReorderFeedLayout()
      configureFlow(layout, c, properties: 4)
      layout.movingItemAlpha = c.random.ratio(maximum: 1)
      layout.appearingScale = c.random.ratio(maximum: 1)
      layout.disappearingRotation = c.random.coordinate(typical: 4)
      c.note(
        "feed alpha/scale/rotation = \(layout.movingItemAlpha), \(layout.appearingScale), \(layout.disappearingRotation)"
      )
      if c.random.chance(0.5) {
        for _ in 0..<c.random.int(in: 1...20) {
          let item = c.random.chance(0.9) ? c.random.int(in: 0...200) : c.random.count()
          layout.setCachedSize(c.random.size(), forItemAt: IndexPath(item: item, section: 0))
        }
      }
      return .init(layout: layout)
    },
    mutate: { layout, c in
      if let feed = layout as? ReorderFeedLayout {
        if c.random.chance(0.3) {
          feed.setCachedSize(
            c.random.size(), forItemAt: IndexPath(item: c.random.int(in: 0...200), section: 0))
        } else {
          mutateFlow(feed, c)
        }
      }
    })
}

/// A flow-layout delegate whose answers are a seeded function of the index path: ordinary
/// sizes mostly, and sometimes zero, negative, NaN, infinite or enormous ones.
public final class FuzzFlowDelegate: CollectionViewDelegateFlowLayout {
  let seed: UInt64

  /// A delegate whose answers derive from `seed`.
  public init(seed: UInt64) { self.seed = seed }

  private func random(_ salt: Int, _ section: Int, _ item: Int) -> FuzzRandom {
    FuzzRandom(seed: seed ^ UInt64(bitPattern: Int64(salt &* 1_000_003 &+ section &* 7_919 &+ item)))
  }

  /// A size per item.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    var r = random(1, indexPath.count == 2 ? indexPath[0] : 0, indexPath.count == 2 ? indexPath[1] : 0)
    return r.chance(0.97) ? CGSize(width: r.double(in: 1...200), height: r.double(in: 1...200)) : r.size()
  }

  /// Insets per section.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets {
    var r = random(2, section, 0)
    return r.insets()
  }

  /// Line spacing per section.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    var r = random(3, section, 0)
    return r.length(typical: 30)
  }

  /// Interitem spacing per section.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    var r = random(4, section, 0)
    return r.length(typical: 30)
  }

  /// Header size per section.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    var r = random(5, section, 0)
    return r.chance(0.5) ? .zero : r.size(typical: 80)
  }

  /// Footer size per section.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    var r = random(6, section, 0)
    return r.chance(0.5) ? .zero : r.size(typical: 80)
  }
}

/// A waterfall delegate with seeded heights and column counts, edges included.
public final class FuzzWaterfallDelegate: WaterfallLayoutDelegate {
  let seed: UInt64

  /// A delegate whose answers derive from `seed`.
  public init(seed: UInt64) { self.seed = seed }

  /// A height per item.
  public func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath
  ) -> CGFloat {
    let item = indexPath.count == 2 ? indexPath[1] : 0
    var r = FuzzRandom(seed: seed ^ UInt64(bitPattern: Int64(item)))
    return r.chance(0.97) ? CGFloat(r.double(in: 20...300)) : r.length()
  }

  /// A column count per section.
  public func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, columnCountForSection section: Int
  ) -> Int {
    var r = FuzzRandom(seed: seed ^ 0xC0_1D ^ UInt64(bitPattern: Int64(section)))
    return r.smallCount()
  }
}
