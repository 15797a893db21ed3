import ArgumentParser
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

  /// Checks the command's numbers; throws a `ValidationError` naming the bad one.
  static func validate(
    items: Int, sections: Int, width: Double, height: Double, itemWidth: Double, itemHeight: Double,
    spacing: Double, offset: Double, limit: Int
  ) throws {
    guard items >= 0 else { throw ValidationError("--items must be 0 or more, got \(items).") }
    guard sections >= 1 else { throw ValidationError("--sections must be 1 or more, got \(sections).") }
    guard items.multipliedReportingOverflow(by: sections).partialValue <= 10_000_000,
      !items.multipliedReportingOverflow(by: sections).overflow
    else {
      throw ValidationError("--items × --sections must be at most 10,000,000, got \(items) × \(sections).")
    }
    for (name, value) in [
      ("--width", width), ("--height", height), ("--item-width", itemWidth), ("--item-height", itemHeight),
    ] {
      guard value.isFinite, value > 0 else {
        throw ValidationError("\(name) must be a positive number, got \(value).")
      }
    }
    guard spacing.isFinite, spacing >= 0 else {
      throw ValidationError("--spacing must be a number ≥ 0, got \(spacing).")
    }
    guard offset.isFinite else { throw ValidationError("--offset must be a finite number, got \(offset).") }
    guard limit >= 0 else { throw ValidationError("--limit must be 0 or more, got \(limit).") }
  }

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
    view.contentOffset = direction == .vertical ? CGPoint(x: 0, y: offset) : CGPoint(x: offset, y: 0)
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
