// Support of the article "Testing your layout": a data source of notes and a host.

import Testing
import Trellis

// snippet: testing-support
/// Notes of `lineCounts[i]` lines, shown in `NoteCell`s.
final class Notes: CollectionViewDataSource {
  var lineCounts: [Int]

  init(_ lineCounts: [Int]) {
    self.lineCounts = lineCounts
  }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    lineCounts.count
  }

  func collectionView(
    _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
  ) -> CollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "note", for: indexPath)
    (cell as? NoteCell)?.lineCount = lineCounts[indexPath.item]
    return cell
  }
}

/// A collection view `width` × 480 points showing `notes` with `layout`, laid out.
///
/// The collection view holds its data source weakly, as UIKit's does: keep `notes`.
@MainActor
func makeCollectionView(_ layout: CollectionViewLayout, notes: Notes, width: CGFloat = 320) -> CollectionView
{
  let collectionView = CollectionView(
    frame: CGRect(x: 0, y: 0, width: width, height: 480), collectionViewLayout: layout)
  collectionView.register(NoteCell.self, forCellWithReuseIdentifier: "note")
  collectionView.dataSource = notes
  collectionView.layoutIfNeeded()
  return collectionView
}
// end snippet

@Suite("Testing your layout: the support code")
@MainActor
struct TestSupportTests {
  @Test("the host shows the notes in NoteCells, measured")
  func host() {
    let notes = Notes([2, 1])
    let collectionView = makeCollectionView(MasonryLayout(), notes: notes, width: 200)
    #expect(collectionView.frame == CGRect(x: 0, y: 0, width: 200, height: 480))
    #expect(collectionView.visibleCells.compactMap { ($0 as? NoteCell)?.lineCount } == [2, 1])
    // Columns of (200 − 30)/2 = 85; notes of 2 and 1 lines measure 56 and 36.
    #expect(
      collectionView.visibleCells.map(\.frame.size) == [
        CGSize(width: 85, height: 56), CGSize(width: 85, height: 36),
      ])
    withExtendedLifetime(notes) {}
  }

  @Test("the article's Package.swift names Trellis's products and the test packages at Trellis's URLs")
  func manifest() throws {
    let manifest = try checkArticleManifest("TestingYourLayout/MyLayouts")
    let used = Set(productDependencies(of: manifest).map(\.name))
    #expect(
      used.isSuperset(of: ["Trellis", "TrellisScenes", "TrellisRender", "SnapshotTesting", "PropertyBased"]))
  }
}
