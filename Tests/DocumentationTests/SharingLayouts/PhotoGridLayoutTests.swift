// The code of the article "Sharing layouts with an iOS app": the shared layout's tests, written as
// the tests of the package's Linux test target are (UIKit's names from TrellisUIKit), with frames
// worked out by hand from PhotoGridLayout.swift's numbers.

// In the package the file starts with `import MyAppLayouts`; here the layout is in this module.
import Testing
import TrellisUIKit

// snippet: sharing-layout-test
/// One section of `count` plain cells.
final class Photos: NSObject, UICollectionViewDataSource {
  let count: Int

  init(count: Int) {
    self.count = count
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    count
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
  }
}

@MainActor
@Suite("The photo grid")
struct PhotoGridLayoutTests {
  /// A collection view of `width` × 844 points showing 10 photos in the shared layout.
  func host(width: CGFloat) -> (UICollectionView, Photos) {
    let photos = Photos(count: 10)
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: width, height: 844), collectionViewLayout: PhotoGridLayout.make())
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
    collectionView.dataSource = photos
    collectionView.layoutIfNeeded()
    return (collectionView, photos)
  }

  @Test("390 wide (a phone): two columns of 194 × 195 tiles, 196 apart across and 197 down")
  func phone() {
    let (collectionView, photos) = host(width: 390)
    // Two columns share 390 − 2 = 388 points: 194 each, at x = 0 and 196. A row is
    // 390 / 2 = 195 tall, and rows are 2 apart: photo 5 is in row 2 at y = 2 · 197 = 394.
    let frames = (0..<10).map {
      collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
    }
    #expect(frames[0] == CGRect(x: 0, y: 0, width: 194, height: 195))
    #expect(frames[1] == CGRect(x: 196, y: 0, width: 194, height: 195))
    #expect(frames[5] == CGRect(x: 196, y: 394, width: 194, height: 195))
    // 10 photos are 5 rows: 5 · 195 + 4 · 2 = 983 points.
    #expect(collectionView.contentSize == CGSize(width: 390, height: 983))
    withExtendedLifetime(photos) {}
  }

  @Test("800 wide (a tablet): four columns of 198.5 × 200 tiles, 200.5 apart across and 202 down")
  func tablet() {
    let (collectionView, photos) = host(width: 800)
    // Four columns share 800 − 3 · 2 = 794 points: 198.5 each, 200.5 apart. A row is
    // 800 / 4 = 200 tall: photo 6 is in row 1 (y = 202), column 2 (x = 401).
    let frames = (0..<10).map {
      collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
    }
    #expect(frames[3] == CGRect(x: 601.5, y: 0, width: 198.5, height: 200))
    #expect(frames[6] == CGRect(x: 401, y: 202, width: 198.5, height: 200))
    // 10 photos are 3 rows: 3 · 200 + 2 · 2 = 604 points.
    #expect(collectionView.contentSize == CGSize(width: 800, height: 604))
    withExtendedLifetime(photos) {}
  }
}
// end snippet
