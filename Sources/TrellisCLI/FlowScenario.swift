import Trellis

/// A uniform flow-layout data set hosted in a headless collection view; the model behind
/// `trellis flow`, kept apart from argument parsing so tests can call it directly.
struct FlowScenario {
  let items: Int
  let sections: Int
  let viewport: CGSize
  let itemSize: CGSize
  let spacing: Double
  let direction: CollectionView.ScrollDirection

  /// Lays the data set out, scrolls to `offset` and describes the result.
  @MainActor func report(offset: Double, limit: Int) -> String {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = itemSize
    layout.minimumLineSpacing = spacing
    layout.minimumInteritemSpacing = spacing
    layout.scrollDirection = direction
    let source = UniformDataSource(sections: sections, items: items)
    let view = CollectionView(frame: CGRect(origin: .zero, size: viewport), collectionViewLayout: layout)
    view.register(CollectionViewCell.self, forCellWithReuseIdentifier: UniformDataSource.reuseIdentifier)
    view.dataSource = source
    view.layoutIfNeeded()
    let clamped = Self.clamp(offset, view: view, vertical: direction == .vertical)
    view.contentOffset = direction == .vertical ? CGPoint(x: 0, y: clamped) : CGPoint(x: clamped, y: 0)
    view.layoutIfNeeded()

    let visible = view.indexPathsForVisibleItems
    var lines: [String] = []
    let axis = direction == .vertical ? "vertical" : "horizontal"
    lines.append(
      "flow layout: \(items) items × \(sections) section(s), \(axis), viewport \(Self.format(viewport.width))×\(Self.format(viewport.height)), item \(Self.format(itemSize.width))×\(Self.format(itemSize.height)), spacing \(Self.format(spacing))"
    )
    lines.append(
      "content size: \(Self.format(view.contentSize.width)) × \(Self.format(view.contentSize.height))")
    lines.append(
      "content offset: (\(Self.format(view.contentOffset.x)), \(Self.format(view.contentOffset.y)))")
    if clamped != offset {
      lines.append(
        "  "
          + Self.clampNote(
            option: "--offset", requested: offset, clamped: clamped, view: view,
            vertical: direction == .vertical))
    }
    if let first = visible.first, let last = visible.last {
      lines.append(
        "visible cells: \(visible.count), from [\(first.section), \(first.item)] to [\(last.section), \(last.item)]"
      )
    } else {
      lines.append("visible cells: 0")
    }
    for path in visible.prefix(limit) {
      guard let frame = view.layoutAttributesForItem(at: path)?.frame else { continue }
      lines.append(
        "  [\(path.section), \(path.item)]  x \(Self.format(frame.minX))  y \(Self.format(frame.minY))  w \(Self.format(frame.width))  h \(Self.format(frame.height))"
      )
    }
    if visible.count > limit { lines.append("  … \(visible.count - limit) more") }
    return lines.joined(separator: "\n")
  }

  /// `offset` clamped to the view's scrollable range along one axis: from the minimum to the
  /// maximum content offset (0 to content length − viewport length when the content is longer).
  @MainActor static func clamp(_ offset: Double, view: CollectionView, vertical: Bool) -> Double {
    let low = Double(vertical ? view.minimumContentOffset.y : view.minimumContentOffset.x)
    let high = max(low, Double(vertical ? view.maximumContentOffset.y : view.maximumContentOffset.x))
    return min(max(offset, low), high)
  }

  /// "--offset 1e+19 was clamped to 9999166 (the scrollable range is 0…9999166)".
  @MainActor static func clampNote(
    option: String, requested: Double, clamped: Double, view: CollectionView, vertical: Bool
  )
    -> String
  {
    let low = Double(vertical ? view.minimumContentOffset.y : view.minimumContentOffset.x)
    let high = max(low, Double(vertical ? view.maximumContentOffset.y : view.maximumContentOffset.x))
    return "\(option) \(CLINumber.format(requested)) was clamped to \(format(clamped)) "
      + "(the scrollable range is \(format(low))…\(format(high)))"
  }

  /// A number with at most two decimals and no trailing zeros.
  static func format(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(rounded)
  }
}

/// A data source of `sections` sections with `items` plain cells each.
final class UniformDataSource: CollectionViewDataSource {
  static let reuseIdentifier = "cell"
  let sections: Int
  let items: Int

  init(sections: Int, items: Int) {
    self.sections = sections
    self.items = items
  }

  func numberOfSections(in collectionView: CollectionView) -> Int { sections }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items }

  func collectionView(
    _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
  ) -> CollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: Self.reuseIdentifier, for: indexPath)
  }
}
