// snippet: getting-started-data-source
import Trellis

/// One section of `count` items, each shown in a plain cell.
final class Numbers: CollectionViewDataSource {
  var count: Int

  init(count: Int) {
    self.count = count
  }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    count
  }

  func collectionView(
    _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
  ) -> CollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath)
  }
}
// end snippet
