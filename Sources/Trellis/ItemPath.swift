/// A (section, item) pair: a plain, cheap stand-in for a two-index `IndexPath`.
struct ItemPath: Hashable, Comparable, Sendable {
  var section: Int
  var item: Int

  init(section: Int, item: Int) {
    self.section = section
    self.item = item
  }

  /// The pair of a two-index path, or `nil` for any other path.
  init?(_ indexPath: IndexPath) {
    guard indexPath.count == 2 else { return nil }
    section = indexPath[0]
    item = indexPath[1]
  }

  var indexPath: IndexPath { IndexPath(item: item, section: section) }

  var text: String { CollectionViewError.text(section: section, item: item) }

  static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
    lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
  }
}
