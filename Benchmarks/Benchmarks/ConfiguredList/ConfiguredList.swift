// The 1,000,000-row list of configured list cells that ViewLayerBenchmarks flings and
// ListFlingProfile runs under a profiler (docs/benchmarks.md, "Lists").

import Foundation
import TrellisUIKit

/// A list of `count` rows: list cells with a list content configuration (text and secondary
/// text) and a disclosure indicator, or — the baseline — plain cells with nothing in them.
public final class ConfiguredListData: NSObject, UICollectionViewDataSource {
  /// The number of rows.
  public let count: Int
  /// Whether the rows are configured list cells (otherwise empty cells).
  public let configured: Bool

  /// Rows of `count`, configured or not.
  public init(count: Int, configured: Bool) {
    self.count = count
    self.configured = configured
  }

  /// `count`.
  public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    count
  }

  /// A list cell configured as list code does, or an empty cell.
  public func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    guard configured else {
      return collectionView.dequeueReusableCell(withReuseIdentifier: "plain", for: indexPath)
    }
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "list", for: indexPath)
    if let cell = cell as? UICollectionViewListCell {
      var content = cell.defaultContentConfiguration()
      content.text = "Item \(indexPath.item)"
      content.secondaryText = "Detail"
      cell.contentConfiguration = content
      cell.accessories = [.disclosureIndicator()]
    }
    return cell
  }
}

/// A 390 × 844 plain list of `count` rows (`ConfiguredListData`), laid out at the top.
@MainActor
public func makeConfiguredList(count: Int, configured: Bool) -> (UICollectionView, ConfiguredListData) {
  let layout = UICollectionViewCompositionalLayout.list(
    using: UICollectionLayoutListConfiguration(appearance: .plain))
  let collectionView = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
  collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "list")
  collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "plain")
  let data = ConfiguredListData(count: count, configured: configured)
  collectionView.dataSource = data
  collectionView.contentOffset = CGPoint(x: 0, y: 22_000_000)
  collectionView.layoutIfNeeded()
  return (collectionView, data)
}
