import Testing
import TrellisGeometry

/// IndexPath's collection-view accessors (UIKit's NSIndexPath additions): `section` is the first
/// index, `item` and `row` the second.
@Suite("IndexPath")
struct IndexPathTests {
  @Test("IndexPath(item: 3, section: 2) is [2, 3] with item 3, row 3 and section 2")
  func itemSectionInitializer() {
    let path = IndexPath(item: 3, section: 2)
    #expect(path.count == 2)
    #expect(path[0] == 2 && path[1] == 3)
    #expect(path.item == 3)
    #expect(path.row == 3)
    #expect(path.section == 2)
    #expect(path == IndexPath(indexes: [2, 3]))
  }

  @Test("IndexPath(row:section:) names the same path as IndexPath(item:section:)")
  func rowSectionInitializer() {
    #expect(IndexPath(row: 4, section: 1) == IndexPath(item: 4, section: 1))
    #expect(IndexPath(row: 4, section: 1).row == 4)
  }

  @Test("setting item, row and section changes the matching index")
  func settersChangeIndexes() {
    var path = IndexPath(item: 0, section: 0)
    path.item = 7
    path.section = 5
    #expect(path == IndexPath(item: 7, section: 5))
    path.row = 9
    #expect(path.item == 9)
  }

  @Test("index paths order by section, then item")
  func ordering() {
    #expect(IndexPath(item: 99, section: 0) < IndexPath(item: 0, section: 1))
    #expect(IndexPath(item: 1, section: 1) < IndexPath(item: 2, section: 1))
    let sorted = [
      IndexPath(item: 2, section: 1), IndexPath(item: 5, section: 0), IndexPath(item: 0, section: 1),
    ]
    .sorted()
    #expect(
      sorted == [
        IndexPath(item: 5, section: 0), IndexPath(item: 0, section: 1), IndexPath(item: 2, section: 1),
      ])
  }

  @Test("item on an index path with three indexes traps with a message naming the cause")
  func itemOnLongPathTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = IndexPath(indexes: [1, 2, 3]).item
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("IndexPath.item needs an index path with exactly two indexes"))
  }
}
