// The compatibility corpus: UIKit-style layouts written as UIKit developers write them, each in
// its own file with `import TrellisUIKit` as the only change from the UIKit original, and a test
// file that drives it through a `UICollectionView` with worked numbers.
//
// Constructs left out on purpose, because they need `trellis port` (Linux cannot compile them
// as written; they join the corpus once the port tool rewrites them): `import UIKit`,
// `import CoreGraphics` and `import QuartzCore` lines; `@objc` members and `@objc optional`
// protocol requirements with `delegate?.method?(…)` calls (the layouts here write optional
// requirements the Swift way, a protocol plus an extension with defaults); and `override`
// declarations inside extensions.
//
// This file holds what the tests share: a plain cell, a header view and a data source.
import TrellisUIKit

/// A plain cell: a `UIView` in the content view stands in for a label.
final class CorpusCell: UICollectionViewCell {
  static let reuseIdentifier = "CorpusCell"
  let titleView = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    titleView.frame = contentView.bounds
    titleView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.addSubview(titleView)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A section header.
final class CorpusHeader: UICollectionReusableView {
  static let reuseIdentifier = "CorpusHeader"
}

/// A data source over item counts per section, with headers for the flow layout's header kind.
final class CorpusDataSource: NSObject, UICollectionViewDataSource {
  var counts: [Int]

  init(counts: [Int]) {
    self.counts = counts
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int {
    return counts.count
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    return counts[section]
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    return collectionView.dequeueReusableCell(withReuseIdentifier: CorpusCell.reuseIdentifier, for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    return collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: CorpusHeader.reuseIdentifier, for: indexPath)
  }
}

/// A collection view of `size` with `layout` over `dataSource`, cells and headers registered,
/// laid out once. `configure` runs before the first layout pass.
@MainActor func makeCorpusCollectionView(
  layout: UICollectionViewLayout, size: CGSize, dataSource: CorpusDataSource,
  configure: (UICollectionView) -> Void = { _ in }
) -> UICollectionView {
  let collectionView = UICollectionView(
    frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
  collectionView.register(CorpusCell.self, forCellWithReuseIdentifier: CorpusCell.reuseIdentifier)
  collectionView.register(
    CorpusHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
    withReuseIdentifier: CorpusHeader.reuseIdentifier)
  configure(collectionView)
  collectionView.dataSource = dataSource
  collectionView.layoutIfNeeded()
  return collectionView
}

/// Whether two rectangles agree within `tolerance` on every edge.
func isNearly(_ a: CGRect?, _ b: CGRect, within tolerance: CGFloat = 1e-9) -> Bool {
  guard let a else { return false }
  return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
    && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

extension UICollectionView {
  /// The frame of the visible cell of `item` in section `section`, or `nil`.
  @MainActor func cellFrame(_ item: Int, section: Int = 0) -> CGRect? {
    return cellForItem(at: IndexPath(item: item, section: section))?.frame
  }
}
