import Testing
import TrellisUIKit

@testable import ScreenCorpus

/// The drag-and-drop screens of the corpus, hosted at 390 × 844: a list reordered by dragging a
/// row (docs/drag-and-drop.md §4–§5) and a board whose cards move between columns (§2). Plain list
/// rows are 44 points tall (a list row's minimum, docs/lists.md §2) and start at the top of the
/// content; touches are given in each view's coordinates, converted from content coordinates.
@MainActor
@Suite("Screen corpus: drag and drop")
struct DragDropScreensTests {
  /// The centre of row `row` of a plain list, in the collection view's view coordinates.
  private func rowCentre(_ collectionView: UICollectionView, _ row: Int) -> CGPoint {
    CGPoint(
      x: 195 - collectionView.contentOffset.x, y: 44 * CGFloat(row) + 22 - collectionView.contentOffset.y)
  }

  @Test("reorderable list: a long press lifts Venus, rows make room under the finger, the drop reorders")
  func reorderableList() throws {
    let screen = ReorderableListViewController()
    let window = host(screen)
    let collectionView = try #require(screen.collectionView)
    #expect(close(itemFrame(collectionView, 0, 1), CGRect(x: 0, y: 44, width: 390, height: 44)))
    collectionView.handleTouch(.began, at: rowCentre(collectionView, 1), time: 0)
    collectionView.advance(by: 0.5)
    #expect(collectionView.hasActiveDrag)
    // Over Jupiter's row (4): Earth, Mars and Jupiter each move up one row (88 → 44 …).
    collectionView.handleTouch(.moved, at: rowCentre(collectionView, 4), time: 0.625)
    collectionView.layoutIfNeeded()
    #expect(collectionView.isInteractivelyMoving)
    #expect(close(itemFrame(collectionView, 0, 1), CGRect(x: 0, y: 44, width: 390, height: 44)))
    let earth = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect((earth.contentView as? UIListContentView)?.textLabel.text == "Earth")
    #expect(screen.planets[1] == "Venus")  // nothing changes before the drop
    collectionView.handleTouch(.ended, at: rowCentre(collectionView, 4), time: 0.75)
    collectionView.advance(by: 0.3)
    #expect(screen.reorderCount == 1)
    #expect(
      screen.planets == ["Mercury", "Earth", "Mars", "Jupiter", "Venus", "Saturn", "Uranus", "Neptune"])
    #expect(screen.dataSource.snapshot().itemIdentifiers == screen.planets)
    let venus = try #require(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)))
    #expect((venus.contentView as? UIListContentView)?.textLabel.text == "Venus")
    #expect(close(venus.frame, CGRect(x: 0, y: 176, width: 390, height: 44)))
    #expect(!collectionView.hasActiveDrag && !collectionView.isInteractivelyMoving)
    _ = window
  }

  @Test("board: three 130-point columns; a card dragged from To Do onto Doing's first card goes there")
  func board() throws {
    let screen = DragAndDropBoardViewController()
    let window = host(screen)
    let space = try #require(screen.space)
    let (toDo, doing) = (screen.columns[0], screen.columns[1])
    // 390 / 3 = 130 points a column, from the top of the safe area.
    let top = screen.view.safeAreaInsets.top
    for (index, column) in screen.columns.enumerated() {
      #expect(
        close(
          column.frame,
          CGRect(
            x: 130 * CGFloat(index), y: top, width: 130, height: 844 - top - screen.view.safeAreaInsets.bottom
          )))
    }
    #expect(close(itemFrame(toDo, 0, 1), CGRect(x: 0, y: 44, width: 130, height: 44)))
    func point(_ column: UICollectionView, _ row: Int) throws -> CGPoint {
      let centre = try #require(column.layoutAttributesForItem(at: IndexPath(item: row, section: 0))?.center)
      return space.convert(centre, from: column)
    }
    // "Cells" (To Do, row 1) onto "Review" (Doing, row 0).
    space.handleTouch(.began, at: try point(toDo, 1), time: 0)
    space.advance(by: 0.5)
    #expect(toDo.hasActiveDrag)
    let target = try point(doing, 0)
    space.handleTouch(.moved, at: target, time: 0.625)
    #expect(doing.hasActiveDrop && !toDo.hasActiveDrop)
    space.handleTouch(.ended, at: target, time: 0.75)
    space.advance(by: 0.3)
    #expect(screen.cards == [["Sketch", "Release"], ["Cells", "Review"], ["Setup", "Colours"]])
    #expect(screen.dataSources[1].snapshot().itemIdentifiers == ["Cells", "Review"])
    let moved = try #require(doing.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect((moved.contentView as? UIListContentView)?.textLabel.text == "Cells")
    #expect(close(moved.frame, CGRect(x: 0, y: 0, width: 130, height: 44)))
    let release = try #require(toDo.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect((release.contentView as? UIListContentView)?.textLabel.text == "Release")
    #expect(close(release.frame, CGRect(x: 0, y: 44, width: 130, height: 44)))
    #expect(!toDo.hasActiveDrag && !doing.hasActiveDrop)
    _ = window
  }
}
