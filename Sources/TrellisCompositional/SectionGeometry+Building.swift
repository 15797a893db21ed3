/// What building a section needs to know about the layout: axes, container and traits.
struct SectionBuildContext {
  var axes: CompositionalAxes
  /// The collection view's visible size minus its adjusted content insets.
  var contentSize: CGSize
  /// The extra insets (cross axis only) of each content-insets reference.
  var referenceInsets: [ContentInsetsReference: DirectionalEdgeInsets]
  /// The configuration's reference, which `.automatic` on a section stands for.
  var defaultReference: ContentInsetsReference
  var traits: TraitCollection

  /// The insets of `reference` (`.automatic` means the configuration's).
  func insets(for reference: ContentInsetsReference) -> DirectionalEdgeInsets {
    let resolved = reference == .automatic ? defaultReference : reference
    return referenceInsets[resolved] ?? .zero
  }

  /// The container of a section laid out with `reference`.
  func container(for reference: ContentInsetsReference) -> LayoutContainer {
    LayoutContainer(contentSize: contentSize, contentInsets: insets(for: reference))
  }
}

/// Where a boundary item goes relative to the content, for the layout's axes.
enum BoundarySide {
  case start
  case end
  case side

  init(_ alignment: RectAlignment, axes: CompositionalAxes) {
    switch alignment {
    case .none: self = .start
    case .top: self = axes.isVertical ? .start : .side
    case .bottom: self = axes.isVertical ? .end : .side
    case .leading: self = axes.isVertical ? .side : .start
    case .trailing: self = axes.isVertical ? .side : .end
    case .topLeading: self = .start
    case .topTrailing: self = axes.isVertical ? .start : .end
    case .bottomLeading: self = axes.isVertical ? .end : .start
    case .bottomTrailing: self = .end
    }
  }

  /// −1 (hug the start of the cross axis), 0 (centre) or +1 (hug its end).
  static func crossAlignment(_ alignment: RectAlignment, axes: CompositionalAxes) -> Int {
    if axes.isVertical {
      switch alignment {
      case .topLeading, .leading, .bottomLeading: return -1
      case .topTrailing, .trailing, .bottomTrailing: return 1
      case .top, .bottom, .none: return 0
      }
    }
    switch alignment {
    case .topLeading, .top, .topTrailing: return -1
    case .bottomLeading, .bottom, .bottomTrailing: return 1
    case .leading, .trailing, .none: return 0
    }
  }
}

/// The boundary items of a section or of the layout, placed.
@MainActor
struct BoundaryLayout {
  var placements: [BoundaryPlacement] = []
  /// The length the start items that extend take.
  var startExtension: CGFloat = 0
  /// The length the end items that extend take.
  var endExtension: CGFloat = 0

  /// Places `items` across an area starting at `areaStart` of `areaLength` along the cross
  /// axis; sizes resolve in `sizeContainer`.
  init(
    _ items: [CollectionLayoutBoundarySupplementaryItem], axes: CompositionalAxes, areaStart: CGFloat,
    areaLength: CGFloat, sizeContainer: CGSize
  ) {
    for item in items {
      let size = item.layoutSize.resolve(in: sizeContainer)
      let length = axes.main(size)
      let side = BoundarySide(item.alignment, axes: axes)
      let anchor: BoundaryPlacement.Anchor
      var mainOffset: CGFloat
      switch side {
      case .start:
        anchor = .start
        mainOffset = startExtension
        if item.extendsBoundary { startExtension += length }
      case .end:
        anchor = .end
        if item.extendsBoundary {
          mainOffset = endExtension
          endExtension += length
        } else {
          mainOffset = -length
        }
      case .side:
        anchor = .side
        mainOffset = 0
      }
      let crossLength = axes.cross(size)
      var cross: CGFloat
      switch BoundarySide.crossAlignment(item.alignment, axes: axes) {
      case -1: cross = areaStart
      case 1: cross = areaStart + areaLength - crossLength
      default: cross = areaStart + (areaLength - crossLength) / 2
      }
      let offset = CGPoint(
        x: LayoutLimits.signedLength(item.offset.x), y: LayoutLimits.signedLength(item.offset.y))
      mainOffset += axes.main(offset)
      cross += axes.cross(offset)
      let pin: BoundaryPlacement.Pin? = item.pinToVisibleBounds ? (side == .end ? .end : .start) : nil
      placements.append(
        BoundaryPlacement(
          kind: item.elementKind, anchor: anchor, mainOffset: mainOffset, cross: cross, size: size,
          zIndex: item.zIndex, pin: pin))
    }
  }
}

@MainActor
extension SectionGeometry {
  /// Lays out `definition` for `itemCount` items.
  ///
  /// - Parameters:
  ///   - orthogonalOffset: the offset the section had before (kept, clamped to the new range),
  ///     or `nil` for the behaviour's initial offset.
  ///   - measured: measured lengths (item, length) of the section's items, or `nil`.
  /// - Complexity: O(size of the group definition + boundary and decoration items), plus
  ///   O(m log n) for m measurements.
  init(
    definition: CollectionLayoutSection, itemCount: Int, context: SectionBuildContext,
    orthogonalOffset: CGFloat?, measured: [(item: Int, length: CGFloat)]?
  ) {
    let axes = context.axes
    self.definition = definition
    self.axes = axes
    self.itemCount = max(0, itemCount)
    self.traits = context.traits
    let container = context.container(for: definition.contentInsetsReference)
    let effective = container.effectiveContentSize
    let insets = definition.contentInsets.sanitized
    self.insets = insets
    containerCrossStart = axes.crossLeading(container.contentInsets)
    containerCrossLength = axes.cross(effective)
    groupContainer = axes.size(
      main: max(0, axes.main(effective) - axes.mainLeading(insets) - axes.mainTrailing(insets)),
      cross: max(0, containerCrossLength - axes.crossLeading(insets) - axes.crossTrailing(insets)))
    orthogonal = definition.orthogonalScrollingBehavior
    var solver = GroupSolver(mainIsVertical: axes.isVertical, selfSizing: !isOrthogonal, traits: traits)
    shape = solver.solve(definition.group, in: groupContainer)
    perGroup = shape.slots.count
    groupCount = perGroup > 0 ? (self.itemCount + perGroup - 1) / perGroup : 0
    groupMain = axes.main(shape.size)
    groupCross = axes.cross(shape.size)
    spacing = LayoutLimits.length(definition.interGroupSpacing)
    crossStart = containerCrossStart + axes.crossLeading(insets)

    // Boundary items: across the section's content width (following the insets) or the
    // container's.
    let supplementaryReference =
      definition.supplementaryContentInsetsReference == .automatic
      ? definition.contentInsetsReference : definition.supplementaryContentInsetsReference
    let supplementaryInsets = context.insets(for: supplementaryReference)
    var areaStart = axes.crossLeading(supplementaryInsets)
    var areaLength =
      axes.cross(context.contentSize) - axes.crossLeading(supplementaryInsets)
      - axes.crossTrailing(supplementaryInsets)
    if definition.supplementariesFollowContentInsets {
      areaStart += axes.crossLeading(insets)
      areaLength -= axes.crossLeading(insets) + axes.crossTrailing(insets)
    }
    areaLength = max(0, areaLength)
    let boundaryLayout = BoundaryLayout(
      definition.boundarySupplementaryItems, axes: axes, areaStart: areaStart, areaLength: areaLength,
      sizeContainer: axes.size(main: axes.main(effective), cross: areaLength))
    boundaries = boundaryLayout.placements
    contentAreaStart = boundaryLayout.startExtension
    endExtension = boundaryLayout.endExtension
    decorations = definition.decorationItems.map {
      DecorationPlacement(kind: $0.elementKind, insets: $0.contentInsets, zIndex: $0.zIndex)
    }

    if isOrthogonal {
      setOrthogonalRange()
      self.orthogonalOffset = min(
        max(orthogonalOffset ?? initialOrthogonalOffset, orthogonalMinimum), orthogonalMaximum)
    }
    if let measured, !isOrthogonal, !measured.isEmpty {
      applyAllMeasurements(measured)
    }
  }

  /// The offset range of an orthogonal section and its groups' resting places.
  private mutating func setOrthogonalRange() {
    let viewport = containerCrossLength
    if orthogonal == .groupPagingCentered, groupCount > 0 {
      orthogonalMinimum = min(0, centredOffset(ofGroup: 0))
      orthogonalMaximum = max(orthogonalMinimum, centredOffset(ofGroup: groupCount - 1))
    } else {
      orthogonalMinimum = 0
      orthogonalMaximum = max(0, orthogonalContentLength - viewport)
    }
  }

  /// The offset at which group `group` is centred in the container.
  func centredOffset(ofGroup group: Int) -> CGFloat {
    let center = crossStart + CGFloat(group) * pitch + groupCross / 2
    return center - (containerCrossStart + containerCrossLength / 2)
  }

  /// The offset at which group `group`'s leading edge is at the section's leading inset.
  func leadingOffset(ofGroup group: Int) -> CGFloat {
    CGFloat(group) * pitch
  }

  /// The offset an orthogonal section starts at: its first group centred for
  /// `.groupPagingCentered`, 0 otherwise.
  var initialOrthogonalOffset: CGFloat {
    orthogonal == .groupPagingCentered && groupCount > 0 ? centredOffset(ofGroup: 0) : 0
  }
}
