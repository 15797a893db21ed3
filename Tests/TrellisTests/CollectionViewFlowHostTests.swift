import Foundation
import Testing

@testable import Trellis

/// A data source with section headers from registered header views.
private final class HeaderDataSource: CollectionViewDataSource {
  func numberOfSections(in collectionView: CollectionView) -> Int { 3 }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 6 }

  func collectionView(
    _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
  ) -> CollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }

  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "header", for: indexPath)
  }
}

@Suite("CollectionView with the flow layout")
struct CollectionViewFlowHostTests {
  @Test func headersAreDequeuedAndShownWithTheirCells() {
    // Flow layout: items 100×100, line spacing 10, interitem 10 in a 390-wide view → 3 per line
    // ((390 + 10) / 110 = 3.6); each section is a 50-point header and 2 lines:
    // 50 + 100 + 10 + 100 = 260 points; three sections = 780 ≤ 844, so everything is visible.
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumLineSpacing = 10
    layout.minimumInteritemSpacing = 10
    layout.headerReferenceSize = CGSize(width: 0, height: 50)
    let dataSource = HeaderDataSource()
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.register(
      CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
      withReuseIdentifier: "header")
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
    #expect(collectionView.contentSize.height == 780)
    #expect(collectionView.indexPathsForVisibleItems.count == 18)
    let headers = collectionView.visibleSupplementaryViews(ofKind: CollectionView.elementKindSectionHeader)
    #expect(headers.count == 3)
    #expect(headers.map(\.reuseIdentifier) == ["header", "header", "header"])
    // Section 1's header starts after section 0's 260 points.
    #expect(
      collectionView.supplementaryView(
        forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame
        .minY == 260)
    // Scrolled so that section 0 is gone (offset 300 with content 780 rubber-bands nothing:
    // setting the offset directly does not clamp), its header is reused no more than needed.
    collectionView.contentOffset = CGPoint(x: 0, y: 300)
    collectionView.layoutIfNeeded()
    #expect(
      collectionView.indexPathsForVisibleSupplementaryElements(
        ofKind: CollectionView.elementKindSectionHeader)
        == [IndexPath(item: 0, section: 1), IndexPath(item: 0, section: 2)])
  }
}
