// Tests of ThreadLayoutKit compiled in the Swift 6 language mode (module ThreadLayoutKitSwift6,
// the same sources as ThreadLayoutKit): Swift Testing suites on the main actor, and the two
// shapes of XCTest suite that run main-actor code under swift-corelibs-xctest.
import TrellisUIKit

@testable import ThreadLayoutKitSwift6

/// A thread's posts: the data source and the layout's delegate.
///
/// The data-source conformance makes the class main-actor isolated (as on iOS), so in the Swift 6
/// mode its conformance to the library's nonisolated delegate protocol is an isolated one
/// (`@MainActor ThreadLayoutDelegate`): the layout, on the main actor, is its only caller.
final class ThreadPosts: NSObject, UICollectionViewDataSource, @MainActor ThreadLayoutDelegate {
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

/// The worked example of the Swift 5 suite (StateControllerInternalTests): a layout with insets
/// top 10, left 12, bottom 20, right 8, spacings 4 and 16, indent 20, hosted 320 points wide,
/// showing a 50-point post, a 30-point reply of depth 1 and, in a second section, a 40-point post.
@MainActor
func makeWorkedExample() -> (ThreadLayout, ThreadPosts, ThreadCollectionView) {
  let layout = ThreadLayout()
  layout.contentInsets = UIEdgeInsets(top: 10, left: 12, bottom: 20, right: 8)
  layout.interItemSpacing = 4
  layout.sectionSpacing = 16
  layout.indentWidth = 20
  let posts = ThreadPosts(heights: [[50, 30], [40]], depths: [[0, 1], [0]])
  layout.delegate = posts
  let collectionView = ThreadCollectionView(
    frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
  collectionView.register(ThreadCell.self, forCellWithReuseIdentifier: "post")
  collectionView.dataSource = posts
  collectionView.layoutIfNeeded()
  return (layout, posts, collectionView)
}
