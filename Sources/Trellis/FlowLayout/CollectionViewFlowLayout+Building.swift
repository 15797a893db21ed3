/// What a flow layout's geometry depends on besides the delegate.
struct FlowEnvironment: Equatable {
  /// The axes.
  var axes: FlowAxes
  /// The content's extent along the cross axis.
  var crossExtent: CGFloat
  /// Extra cross-axis inset before the section insets (from `sectionInsetReference`).
  var leadingExtra: CGFloat
  /// Extra cross-axis inset after the section insets (from `sectionInsetReference`).
  var trailingExtra: CGFloat
}

extension CollectionViewFlowLayout {
  /// The axes, content extent and reference insets for `collectionView`'s current state.
  func makeEnvironment(_ collectionView: CollectionView) -> FlowEnvironment {
    let axes = FlowAxes(isVertical: scrollDirection == .vertical)
    let size = collectionView.bounds.size
    let adjusted = FlowSanitize.insets(collectionView.adjustedContentInset)
    let crossExtent = FlowSanitize.length(
      axes.cross(size) - axes.crossLeading(adjusted) - axes.crossTrailing(adjusted))
    var leading: CGFloat = 0
    var trailing: CGFloat = 0
    let reference: EdgeInsets?
    switch sectionInsetReference {
    case .fromContentInset: reference = nil
    case .fromSafeArea: reference = collectionView.safeAreaInsets
    case .fromLayoutMargins: reference = collectionView.layoutMargins
    }
    if let reference {
      let insets = FlowSanitize.insets(reference)
      leading = max(0, axes.crossLeading(insets) - axes.crossLeading(adjusted))
      trailing = max(0, axes.crossTrailing(insets) - axes.crossTrailing(adjusted))
    }
    return FlowEnvironment(
      axes: axes, crossExtent: crossExtent, leadingExtra: leading, trailingExtra: trailing)
  }

  /// Whether self-sizing is on.
  var isSelfSizing: Bool { estimatedItemSize != .zero }

  /// The size unmeasured self-sizing items take.
  var sizeEstimate: CGSize {
    estimatedItemSize == Self.automaticSize
      ? sanitizedSize(itemSize, name: "itemSize")
      : sanitizedSize(estimatedItemSize, name: "estimatedItemSize")
  }

  /// Asks the delegate for everything again and lays out every section.
  ///
  /// - Complexity: O(sections) plus O(items) of the sections whose sizes vary.
  func rebuildAll(_ collectionView: CollectionView, environment: FlowEnvironment) {
    let axes = environment.axes
    let delegate = collectionView.delegate as? CollectionViewDelegateFlowLayout
    let sectionCount = collectionView.numberOfSections
    if measuredSizes.count != sectionCount {
      measuredSizes = [[CGSize]?](repeating: nil, count: sectionCount)
    }
    var store = FlowGeometry()
    store.axes = axes
    store.crossExtent = environment.crossExtent
    store.sections.reserveCapacity(sectionCount)
    let propertySize = axes.neutral(sanitizedSize(itemSize, name: "itemSize"))
    for section in 0..<sectionCount {
      let metrics = resolveMetrics(
        section: section, collectionView: collectionView, delegate: delegate, axes: axes)
      if measuredSizes[section]?.count != metrics.itemCount { measuredSizes[section] = nil }
      let built: FlowSection
      if isSelfSizing {
        built = selfSizingSection(section, metrics: metrics, environment: environment)
      } else if let delegate, metrics.itemCount > 0 {
        built = delegateSizedSection(
          section, metrics: metrics, environment: environment, collectionView: collectionView,
          delegate: delegate)
      } else {
        built = makeSection(metrics: metrics, environment: environment, uniform: propertySize)
      }
      store.sections.append(built)
    }
    store.recomputeOffsets()
    geometry = store
  }

  /// The metrics of `section` from the delegate or the properties, checked.
  private func resolveMetrics(
    section: Int, collectionView: CollectionView, delegate: CollectionViewDelegateFlowLayout?, axes: FlowAxes
  ) -> FlowSectionMetrics {
    let inset: EdgeInsets
    let lineSpacing: CGFloat
    let interitemSpacing: CGFloat
    let header: CGSize
    let footer: CGSize
    if let delegate {
      inset = delegate.collectionView(collectionView, layout: self, insetForSectionAt: section)
      lineSpacing = delegate.collectionView(
        collectionView, layout: self, minimumLineSpacingForSectionAt: section)
      interitemSpacing = delegate.collectionView(
        collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
      header = delegate.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
      footer = delegate.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
    } else {
      inset = sectionInset
      lineSpacing = minimumLineSpacing
      interitemSpacing = minimumInteritemSpacing
      header = headerReferenceSize
      footer = footerReferenceSize
    }
    // Where the metrics enter: one rule per kind of number (see `LayoutLimits`), recorded in
    // `lastLayoutError` when it changes one.
    let source = delegate == nil ? "" : "the delegate's "
    return FlowSectionMetrics(
      itemCount: collectionView.numberOfItems(inSection: section),
      inset: sanitizedInsets(inset, name: "\(source)section inset of section \(section)"),
      lineSpacing: sanitizedLength(lineSpacing, name: "\(source)minimum line spacing of section \(section)"),
      interitemSpacing: sanitizedLength(
        interitemSpacing, name: "\(source)minimum interitem spacing of section \(section)"),
      headerLength: sanitizedLength(axes.main(header), name: "\(source)header size of section \(section)"),
      footerLength: sanitizedLength(axes.main(footer), name: "\(source)footer size of section \(section)"))
  }

  /// A section whose sizes come from a flow-layout delegate: one question if the delegate does
  /// not implement `sizeForItemAt` (the default answers), one per item otherwise.
  private func delegateSizedSection(
    _ section: Int, metrics: FlowSectionMetrics, environment: FlowEnvironment, collectionView: CollectionView,
    delegate: CollectionViewDelegateFlowLayout
  ) -> FlowSection {
    let axes = environment.axes
    defaultItemSizeAnswered = false
    let first = delegate.collectionView(
      collectionView, layout: self, sizeForItemAt: IndexPath(item: 0, section: section))
    if defaultItemSizeAnswered {
      return makeSection(
        metrics: metrics, environment: environment,
        uniform: axes.neutral(sanitizedSize(first, name: "itemSize")))
    }
    var sizes = [CGSize]()
    sizes.reserveCapacity(metrics.itemCount)
    // Where the delegate's sizes enter: `LayoutLimits.size(_:)`, with the first unusable answer
    // (and how many there were) recorded once per section, not once per item.
    var unusable = 0
    var firstUnusable: (item: Int, size: CGSize)?
    var path = IndexPath(item: 0, section: section)
    for item in 0..<max(1, metrics.itemCount) {
      path[1] = item
      let size =
        item == 0 ? first : delegate.collectionView(collectionView, layout: self, sizeForItemAt: path)
      let usable = LayoutLimits.size(size)
      if usable != size {
        unusable += 1
        if firstUnusable == nil { firstUnusable = (item, size) }
      }
      sizes.append(axes.neutral(usable))
    }
    if let firstUnusable {
      reportInput(
        "the delegate's size for item [\(section), \(firstUnusable.item)] (and \(unusable - 1) more in the section)",
        firstUnusable.size, LayoutLimits.size(firstUnusable.size), rule: "finite sides ≥ 0 and ≤ 1e12")
    }
    return makeSection(metrics: metrics, environment: environment, sizes: sizes)
  }

  /// A self-sizing section: the estimate, overlaid with the measured sizes.
  func selfSizingSection(
    _ section: Int, metrics: FlowSectionMetrics, environment: FlowEnvironment
  ) -> FlowSection {
    let axes = environment.axes
    let estimate = sizeEstimate
    guard section < measuredSizes.count, let measured = measuredSizes[section] else {
      return makeSection(metrics: metrics, environment: environment, uniform: axes.neutral(estimate))
    }
    let sizes = measured.map { axes.neutral($0.width < 0 ? estimate : $0) }
    return makeSection(metrics: metrics, environment: environment, sizes: sizes)
  }

  /// The cross-axis band of a section with `inset` in `environment`.
  func band(inset: EdgeInsets, environment: FlowEnvironment) -> FlowCrossBand {
    let axes = environment.axes
    let leading = environment.leadingExtra + axes.crossLeading(inset)
    let trailing = environment.trailingExtra + axes.crossTrailing(inset)
    return FlowCrossBand(start: leading, available: max(0, environment.crossExtent - leading - trailing))
  }

  /// A section of uniform (cross, main) item size.
  func makeSection(metrics: FlowSectionMetrics, environment: FlowEnvironment, uniform: CGSize) -> FlowSection
  {
    let axes = environment.axes
    return FlowLineEngine.uniformSection(
      metrics: metrics, band: band(inset: metrics.inset, environment: environment),
      mainLeading: axes.mainLeading(metrics.inset), mainTrailing: axes.mainTrailing(metrics.inset),
      itemCross: uniform.width, itemMain: uniform.height)
  }

  /// A section of per-item (cross, main) sizes.
  func makeSection(metrics: FlowSectionMetrics, environment: FlowEnvironment, sizes: [CGSize]) -> FlowSection
  {
    let axes = environment.axes
    return FlowLineEngine.section(
      metrics: metrics, band: band(inset: metrics.inset, environment: environment),
      mainLeading: axes.mainLeading(metrics.inset), mainTrailing: axes.mainTrailing(metrics.inset),
      sizes: sizes)
  }

  /// Re-places every section from its stored metrics and sizes (no delegate questions).
  ///
  /// - Complexity: O(sections + items of varied sections).
  func relayoutAll(environment: FlowEnvironment) {
    for index in geometry.sections.indices {
      let old = geometry.sections[index]
      switch old.items {
      case .uniform(let grid):
        geometry.sections[index] = makeSection(
          metrics: old.metrics, environment: environment,
          uniform: CGSize(width: grid.itemCross, height: grid.itemMain))
      case .varied(let lines):
        geometry.sections[index] = makeSection(
          metrics: old.metrics, environment: environment, sizes: lines.sizes)
      }
    }
  }
}
