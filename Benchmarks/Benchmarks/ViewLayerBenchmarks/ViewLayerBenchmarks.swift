// The view layer: a label's measurement per call, and 1,000 list rows that self-size through
// Auto Layout against the same rows sized by hand (`sizeThatFits`), through the host.
//
// Run from Benchmarks/:
//   swift package --scratch-path ../.build-bench-views benchmark --target ViewLayerBenchmarks

import Benchmark
import BenchmarkSupport
import ConfiguredList
import HostFling
import TrellisUIKit

/// A list row as iOS code builds it: a title and a two-line subtitle pinned with constraints.
final class ConstrainedRow: UICollectionViewCell {
  let title = UILabel()
  let subtitle = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    for label in [title, subtitle] {
      label.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(label)
    }
    title.font = .preferredFont(forTextStyle: .body)
    subtitle.font = .preferredFont(forTextStyle: .subheadline)
    subtitle.numberOfLines = 2
    NSLayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
      title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
      subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 2),
      subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      subtitle.trailingAnchor.constraint(equalTo: title.trailingAnchor),
      subtitle.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

/// The same row measured by hand: the labels' `sizeThatFits` at the row's width, the naive
/// baseline of what Auto Layout costs on top of text measurement.
final class ManualRow: UICollectionViewCell {
  let title = UILabel()
  let subtitle = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    title.font = .preferredFont(forTextStyle: .body)
    subtitle.font = .preferredFont(forTextStyle: .subheadline)
    subtitle.numberOfLines = 2
    contentView.addSubview(title)
    contentView.addSubview(subtitle)
  }

  required init?(coder: NSCoder) { nil }

  override func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    let width = layoutAttributes.size.width - 32
    let titleHeight = title.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    let subtitleHeight = subtitle.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    layoutAttributes.size.height = 11 + titleHeight + 2 + subtitleHeight + 11
    return layoutAttributes
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width - 32
    let titleHeight = title.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    title.frame = CGRect(x: 16, y: 11, width: width, height: titleHeight)
    let subtitleHeight = subtitle.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    subtitle.frame = CGRect(x: 16, y: title.frame.maxY + 2, width: width, height: subtitleHeight)
  }
}

/// 1,000 rows of text; every third subtitle wraps onto a second line at 390 points.
final class RowData: NSObject, UICollectionViewDataSource {
  let identifier: String

  init(identifier: String) { self.identifier = identifier }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    1_000
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    let item = indexPath.item
    let subtitle =
      item % 3 == 0
      ? "Row \(item): a longer subtitle that needs a second line at the width of a phone in portrait"
      : "Row \(item)"
    if let row = cell as? ConstrainedRow {
      row.title.text = "Item \(item)"
      row.subtitle.text = subtitle
    } else if let row = cell as? ManualRow {
      row.title.text = "Item \(item)"
      row.subtitle.text = subtitle
    }
    return cell
  }
}

/// Scrolls a 390 × 844 list of 1,000 self-sizing rows from top to bottom, one screen at a time,
/// so that every row is measured once; returns the content height.
@MainActor
func scrollThroughList(_ cellClass: UICollectionViewCell.Type, identifier: String) -> CGFloat {
  let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
  let group = NSCollectionLayoutGroup.vertical(
    layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
  let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
  let collectionView = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
  collectionView.register(cellClass, forCellWithReuseIdentifier: identifier)
  let data = RowData(identifier: identifier)
  collectionView.dataSource = data
  collectionView.layoutIfNeeded()
  var offset: CGFloat = 0
  while offset + 844 < collectionView.contentSize.height {
    offset += 844
    collectionView.contentOffset = CGPoint(x: 0, y: offset)
    collectionView.layoutIfNeeded()
  }
  return collectionView.contentSize.height
}

/// A 390 × 844 list of 1,000 self-sizing rows scrolled through once (every row measured), back
/// at the top; `step()` scrolls it 10 points further (back to the top at the end) and lays it
/// out: one frame of a slow scroll, where most frames show no new row.
@MainActor
final class ScrollingList {
  let collectionView: UICollectionView
  private let data: RowData
  private var offset: CGFloat = 0

  init(_ cellClass: UICollectionViewCell.Type, identifier: String) {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
    let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    collectionView.register(cellClass, forCellWithReuseIdentifier: identifier)
    data = RowData(identifier: identifier)
    collectionView.dataSource = data
    collectionView.layoutIfNeeded()
    var position: CGFloat = 0
    while position + 844 < collectionView.contentSize.height {
      position += 844
      collectionView.contentOffset = CGPoint(x: 0, y: position)
      collectionView.layoutIfNeeded()
    }
    collectionView.contentOffset = .zero
    collectionView.layoutIfNeeded()
  }

  func step() {
    offset += 10
    if offset + 844 > collectionView.contentSize.height { offset = 0 }
    collectionView.contentOffset = CGPoint(x: 0, y: offset)
    collectionView.layoutIfNeeded()
  }
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))

  mainActorBenchmark("Label: intrinsic size of a new two-line text at 358 points") { benchmark in
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .body)
    label.numberOfLines = 0
    label.preferredMaxLayoutWidth = 358
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations {
      label.text = "Message \(index): the quick brown fox jumps over the lazy dog near the river bank"
      blackHole(label.intrinsicContentSize)
    }
    benchmark.stopMeasurement()
  }

  mainActorBenchmark("Self-sizing list of 1,000 rows: Auto Layout cells") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(scrollThroughList(ConstrainedRow.self, identifier: "constrained"))
    }
  }

  mainActorBenchmark("Self-sizing list of 1,000 rows: cells sized by hand (baseline)") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(scrollThroughList(ManualRow.self, identifier: "manual"))
    }
  }

  mainActorBenchmark(
    "Scroll frame of 10 points, 1,000 measured rows: Auto Layout cells",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo, maxDuration: .seconds(3))
  ) { benchmark in
    let list = ScrollingList(ConstrainedRow.self, identifier: "constrained")
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { list.step() }
    benchmark.stopMeasurement()
  }

  mainActorBenchmark(
    "Scroll frame of 10 points, 1,000 measured rows: cells sized by hand (baseline)",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo, maxDuration: .seconds(3))
  ) { benchmark in
    let list = ScrollingList(ManualRow.self, identifier: "manual")
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { list.step() }
    benchmark.stopMeasurement()
  }

  for (configured, label) in [
    (true, "list cells with content configurations"), (false, "empty cells (baseline)"),
  ] {
    mainActorBenchmark(
      "List fling of 60 frames, 1,000,000 rows: \(label)",
      configuration: .init(
        metrics: [.wallClock, .mallocCountTotal], warmupIterations: 2, maxDuration: .seconds(3))
    ) { benchmark in
      let (view, data) = makeConfiguredList(count: 1_000_000, configured: configured)
      var clock: TimeInterval = 0
      benchmark.startMeasurement()
      for iteration in benchmark.scaledIterations {
        flingSixtyFrames(view, iteration: iteration, clock: &clock)
      }
      benchmark.stopMeasurement()
      blackHole((view, data))
    }
  }
}
