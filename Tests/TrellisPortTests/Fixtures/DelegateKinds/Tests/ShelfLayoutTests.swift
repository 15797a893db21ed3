// Drives the ported shelf layout (expected.swift, module TrellisPortFixtureDelegateKinds). Both
// this module and the layout's are compiled in the Swift 5 language mode. The delegates are of
// every kind an app has: a screen that is also the data source, a plain NSObject subclass that
// conforms in an extension, a Swift class that conforms to nothing else (those three in the
// ported file), and two written in this module, which the port never saw, with UIKit's
// signatures.
import Testing
import TrellisUIKit

@testable import TrellisPortFixtureDelegateKinds

/// `count` books, one section.
final class Books: NSObject, UICollectionViewDataSource {
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
    collectionView.dequeueReusableCell(withReuseIdentifier: "Book", for: indexPath)
  }
}

/// A screen written after the port: three books, the first hidden, two pinned, no spacing.
final class ReadingListController: NSObject, UICollectionViewDataSource, ShelfLayoutDelegate {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Book", for: indexPath)
  }

  func shelfLayout(_ layout: ShelfLayout, shouldHideBookAt indexPath: IndexPath) -> Bool {
    indexPath.item == 0
  }

  func numberOfPinnedBooks(in layout: ShelfLayout) -> Int { 2 }

  func shelfLayout(_ layout: ShelfLayout, spacingAfterBookAt indexPath: IndexPath) -> CGFloat { 0 }
}

/// A Swift class written after the port: a top-left margin and the first book featured.
final class FeaturedFirst: ShelfLayoutDelegate {
  func insets(for layout: ShelfLayout) -> UIEdgeInsets {
    UIEdgeInsets(top: 20, left: 30, bottom: 0, right: 0)
  }

  func featuredBook(in layout: ShelfLayout) -> IndexPath? { IndexPath(item: 0, section: 0) }
}

/// The layout's own values: books 40 × 100, spacing 10, insets 10 on every side, nothing pinned,
/// nothing featured, hidden, lifted or badged. The view is 400 × 200.
@Suite("ported shelf layout: delegates of every kind, in the Swift 5 language mode")
@MainActor
struct ShelfLayoutTests {
  struct Result {
    let layout: ShelfLayout
    let view: UICollectionView
    let books: [UICollectionViewLayoutAttributes]
  }

  func laidOut(_ delegate: ShelfLayoutDelegate, dataSource: UICollectionViewDataSource) -> Result {
    let layout = ShelfLayout()
    layout.delegate = delegate
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 400, height: 200), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Book")
    view.dataSource = dataSource
    view.layoutIfNeeded()
    let books = (layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 1000, height: 200)) ?? [])
      .sorted { $0.indexPath < $1.indexPath }
    return Result(layout: layout, view: view, books: books)
  }

  @Test("the screen of the ported file: featured, hidden, pinned, lifted and badged books")
  func screen() {
    // Book 0 lifted 5: (10, 10 − 5, 40, 100), pinned (zIndex 1); x = 10 + 40 + 10 = 60.
    // Book 1 featured, twice as wide: (60, 10, 80, 100); x = 60 + 80 + 10 = 150. Book 2 hidden.
    // Book 3: (150, 10, 40, 100); x = 200. Content width 200 + 10 = 210. Every badge: alpha 0.5.
    let controller = ShelfViewController(count: 4)
    let result = laidOut(controller, dataSource: controller)
    #expect(
      result.books.map(\.frame) == [
        CGRect(x: 10, y: 5, width: 40, height: 100),
        CGRect(x: 60, y: 10, width: 80, height: 100),
        CGRect(x: 150, y: 10, width: 40, height: 100),
      ])
    #expect(result.books.map(\.indexPath.item) == [0, 1, 3])
    #expect(result.books.map(\.zIndex) == [1, 0, 0])
    #expect(result.books.map(\.alpha) == [0.5, 0.5, 0.5])
    #expect(result.view.contentSize == CGSize(width: 210, height: 200))
  }

  @Test("an NSObject subclass conforming in an extension: its sizes and spacing")
  func extensionConformance() {
    // 30 × 150 books, 2 apart, from x 10: 10, 42, 74, 106; content 106 + 30 + 2 + 10 = 148.
    let books = Books(count: 4)
    let result = laidOut(TallBooks(), dataSource: books)
    #expect(
      result.books.map(\.frame) == [10, 42, 74, 106].map { CGRect(x: $0, y: 10, width: 30, height: 150) })
    #expect(result.books.map(\.alpha) == [1, 1, 1, 1])
    #expect(result.view.contentSize == CGSize(width: 148, height: 200))
  }

  @Test("a Swift class whose insets are zero, the placeholder's value: the books start at the edge")
  func zeroInsets() {
    // FlushShelf's insets are .zero, not the layout's 10: x 0, 50, 100, 150 at y 0; content 200.
    let books = Books(count: 4)
    let result = laidOut(FlushShelf(), dataSource: books)
    #expect(
      result.books.map(\.frame) == [0, 50, 100, 150].map { CGRect(x: $0, y: 0, width: 40, height: 100) })
    #expect(result.view.contentSize == CGSize(width: 200, height: 200))
  }

  @Test("a screen written after the port: hides the first book, pins two, no spacing")
  func screenOutsideThePort() {
    // Book 0 hidden ("false" for the others, the placeholder's value, shows them). Book 1 at
    // (10, 10), pinned (1 < 2); x = 10 + 40 + 0 = 50. Book 2 at (50, 10), not pinned (2 < 2 is
    // false); x = 90. Content 90 + 10 = 100.
    let controller = ReadingListController()
    let result = laidOut(controller, dataSource: controller)
    #expect(
      result.books.map(\.frame) == [
        CGRect(x: 10, y: 10, width: 40, height: 100),
        CGRect(x: 50, y: 10, width: 40, height: 100),
      ])
    #expect(result.books.map(\.zIndex) == [1, 0])
    #expect(result.view.contentSize == CGSize(width: 100, height: 200))
  }

  @Test("a Swift class written after the port: insets, and a featured book through an optional result")
  func swiftClassOutsideThePort() {
    // Insets top 20, left 30, right 0. Book 0 featured: (30, 20, 80, 100); x = 30 + 80 + 10 = 120;
    // books 1–3 at 120, 170, 220; x ends at 270; content 270 + 0 = 270.
    let books = Books(count: 4)
    let result = laidOut(FeaturedFirst(), dataSource: books)
    #expect(
      result.books.map(\.frame) == [
        CGRect(x: 30, y: 20, width: 80, height: 100),
        CGRect(x: 120, y: 20, width: 40, height: 100),
        CGRect(x: 170, y: 20, width: 40, height: 100),
        CGRect(x: 220, y: 20, width: 40, height: 100),
      ])
    #expect(result.view.contentSize == CGSize(width: 270, height: 200))
  }
}
