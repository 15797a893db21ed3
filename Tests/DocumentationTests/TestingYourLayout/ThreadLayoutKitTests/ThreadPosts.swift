// The XCTest suite of ThreadLayoutKit, written as an iOS library's is: the Swift 5 language mode,
// plain `XCTestCase` subclasses, synchronous test methods that create and drive the layout, with
// `import TrellisUIKit` in place of `import UIKit` and nothing else changed.
import TrellisUIKit

@testable import ThreadLayoutKit

/// A thread's posts: the data source and the layout's delegate, as a screen of an app would be.
final class ThreadPosts: NSObject, UICollectionViewDataSource, ThreadLayoutDelegate {
  /// `heights[section][item]`.
  var heights: [[CGFloat]]
  /// `depths[section][item]`.
  var depths: [[Int]]

  init(heights: [[CGFloat]], depths: [[Int]]) {
    self.heights = heights
    self.depths = depths
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int {
    heights.count
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    heights[section].count
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "post", for: indexPath)
  }

  func threadLayout(_ layout: ThreadLayout, heightForItemAt indexPath: IndexPath) -> CGFloat {
    heights[indexPath.section][indexPath.item]
  }

  func threadLayout(_ layout: ThreadLayout, depthForItemAt indexPath: IndexPath) -> Int {
    depths[indexPath.section][indexPath.item]
  }
}
