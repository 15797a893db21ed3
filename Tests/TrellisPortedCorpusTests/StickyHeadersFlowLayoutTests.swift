// Drives the ported sticky-headers flow layout (Ported/StickyHeadersFlowLayout.swift) through the
// host, as the contacts screen it was written for would.
import Testing
import TrellisUIKit

/// Two sections of six contacts, with headers.
class ContactsDataSource: NSObject, UICollectionViewDataSource {
  func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Contact", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "Letter", for: indexPath)
  }
}

/// The contacts screen under a 20-point search bar: headers stick below it, except the second
/// section's ("Favourites", which scrolls away).
final class SearchBarContactsController: ContactsDataSource, StickyHeadersLayoutDelegate {
  func stickyOffset(for layout: StickyHeadersFlowLayout) -> CGFloat { 20 }

  func collectionView(
    _ collectionView: UICollectionView, layout: StickyHeadersFlowLayout,
    shouldStickHeaderInSection section: Int
  ) -> Bool {
    section != 1
  }
}

/// Sticks headers at the very top, whatever the layout's own `stickyOffset`: an offset of 0,
/// the value the default's placeholder has too.
final class TopEdgeDelegate: NSObject, StickyHeadersLayoutDelegate {
  func stickyOffset(for layout: StickyHeadersFlowLayout) -> CGFloat { 0 }
}

/// Items 100 × 50, 10 apart, headers 30 high, in a 320 × 100 view: three items per row
/// (3 × 100 + 2 × 10 = 320). Section 0: header y 0–30, rows at y 30 and 90, its last item ends at
/// 140. Section 1: header y 140–170, rows at 170 and 230, last item ends at 280.
@Suite("ported corpus: sticky headers flow layout")
@MainActor
struct StickyHeadersFlowLayoutTests {
  @MainActor final class Screen {
    let layout = StickyHeadersFlowLayout()
    let view: UICollectionView
    let dataSource: ContactsDataSource
    let delegate: UICollectionViewDelegate?

    init(dataSource: ContactsDataSource = ContactsDataSource(), delegate: UICollectionViewDelegate? = nil) {
      self.dataSource = dataSource
      self.delegate = delegate
      layout.itemSize = CGSize(width: 100, height: 50)
      layout.minimumLineSpacing = 10
      layout.minimumInteritemSpacing = 10
      layout.headerReferenceSize = CGSize(width: 320, height: 30)
      view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: layout)
      view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Contact")
      view.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
        withReuseIdentifier: "Letter")
      view.dataSource = dataSource
      view.delegate = delegate
      view.layoutIfNeeded()
    }

    /// The header frames the layout returns for the visible area at `offset`, by section.
    func headers(at offset: CGFloat) -> [Int: CGRect] {
      view.contentOffset = CGPoint(x: 0, y: offset)
      view.layoutIfNeeded()
      let attributes = layout.layoutAttributesForElements(in: view.bounds) ?? []
      var result: [Int: CGRect] = [:]
      for header in attributes
      where header.representedElementKind == UICollectionView.elementKindSectionHeader {
        result[header.indexPath.section] = header.frame
      }
      return result
    }
  }

  @Test("headers stick to the top until the end of their section pushes them up")
  func sticking() {
    let screen = Screen()
    // Offset 60: header 0 at min(max(60 + 0, 0), 140 − 30) = 60 (its natural place, 0, scrolled
    // out, but section 0 still shows cells); header 1 at min(max(60, 140), 280 − 30) = 140.
    #expect(
      screen.headers(at: 60) == [
        0: CGRect(x: 0, y: 60, width: 320, height: 30), 1: CGRect(x: 0, y: 140, width: 320, height: 30),
      ])
    // Offset 120: header 0 at min(120, 110) = 110, pushed up by its last row; header 1 stays at 140.
    #expect(
      screen.headers(at: 120) == [
        0: CGRect(x: 0, y: 110, width: 320, height: 30), 1: CGRect(x: 0, y: 140, width: 320, height: 30),
      ])
    // Offset 200: section 0 shows no cells (they end at 140), so no header 0; header 1 at
    // min(max(200, 140), 250) = 200.
    #expect(screen.headers(at: 200) == [1: CGRect(x: 0, y: 200, width: 320, height: 30)])
    // Stuck headers are drawn above the cells.
    let attributes = screen.layout.layoutAttributesForElements(in: screen.view.bounds) ?? []
    #expect(
      attributes.filter { $0.representedElementKind == UICollectionView.elementKindSectionHeader }.map(
        \.zIndex)
        == [1024])
  }

  @Test("a screen's delegate moves the line below its search bar and keeps one section's header in place")
  func delegateAnswers() {
    let controller = SearchBarContactsController()
    let screen = Screen(dataSource: controller, delegate: controller)
    // Offset 60: header 0 at min(max(60 + 20, 0), 110) = 80; header 1 does not stick: 140.
    #expect(
      screen.headers(at: 60) == [
        0: CGRect(x: 0, y: 80, width: 320, height: 30), 1: CGRect(x: 0, y: 140, width: 320, height: 30),
      ])
    // Offset 200: header 1 does not stick, so it keeps its natural place, 140–170, out of view;
    // the layout still returns it, because its section has cells in view (as it would on iOS).
    #expect(screen.headers(at: 200) == [1: CGRect(x: 0, y: 140, width: 320, height: 30)])
  }

  @Test("a delegate's offset of 0 wins over the layout's own 15")
  func zeroOffsetFromTheDelegate() {
    let delegate = TopEdgeDelegate()
    let screen = Screen(delegate: delegate)
    screen.layout.stickyOffset = 15
    // Offset 60: header 0 at min(max(60 + 0, 0), 110) = 60, not 75.
    #expect(screen.headers(at: 60)[0] == CGRect(x: 0, y: 60, width: 320, height: 30))
  }

  @Test("with sticking off, the flow layout's own headers: only those in view, in place")
  func notSticking() {
    let screen = Screen()
    screen.layout.sticksHeaders = false
    #expect(screen.headers(at: 60) == [1: CGRect(x: 0, y: 140, width: 320, height: 30)])
  }
}
