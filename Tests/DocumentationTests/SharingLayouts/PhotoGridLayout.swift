// The code of the article "Sharing layouts with an iOS app" (TrellisUIKit.docc/SharingLayouts.md):
// a layout file written once for an iOS app and its Linux tests. Here it is compiled on Linux,
// where UIKit is missing, so the second branch of the `#if` is the one compiled.

// snippet: sharing-layout-file
#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// The photo grid: square-ish tiles 2 points apart, two columns in a container narrower than 600
/// points (a phone in portrait), four from 600 points wide.
@MainActor
public enum PhotoGridLayout {
  /// The number of columns for a container `width` points wide.
  public nonisolated static func columns(forWidth width: CGFloat) -> Int {
    width < 600 ? 2 : 4
  }

  /// The layout, for a collection view of the app or of its tests.
  public static func make() -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout { _, environment in
      let count = columns(forWidth: environment.container.effectiveContentSize.width)
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1 / CGFloat(count))),
        repeatingSubitem: item, count: count)
      group.interItemSpacing = .fixed(2)
      let section = NSCollectionLayoutSection(group: group)
      section.interGroupSpacing = 2
      return section
    }
  }
}
// end snippet
