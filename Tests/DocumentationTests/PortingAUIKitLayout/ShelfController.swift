// The controller of the article "Porting a UIKit layout": app code written as for iOS, which
// needs no change when the layout it drives is ported.

import TrellisUIKit

// snippet: porting-controller
/// The data source and the shelf's delegate, as a view controller of an iOS app has them.
final class ShelfController: NSObject, UICollectionViewDataSource, ShelfLayoutDelegate {
  var widths: [CGFloat] = [120, 80, 160, 120, 100]

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    widths.count
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout: ShelfLayout, widthForItemAt indexPath: IndexPath
  ) -> CGFloat {
    widths[indexPath.item]
  }
}
// end snippet

/// A delegate that implements none of the optional methods.
final class QuietShelfDelegate: NSObject, ShelfLayoutDelegate {}
