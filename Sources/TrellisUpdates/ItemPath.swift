import Foundation

/// A (section, item) pair: a plain, cheap stand-in for a two-index `IndexPath`.
package struct ItemPath: Hashable, Comparable, Sendable {
  package var section: Int
  package var item: Int

  package init(section: Int, item: Int) {
    self.section = section
    self.item = item
  }

  /// The pair of a two-index path, or `nil` for any other path.
  package init?(_ indexPath: IndexPath) {
    guard indexPath.count == 2 else { return nil }
    section = indexPath[0]
    item = indexPath[1]
  }

  package var indexPath: IndexPath { IndexPath(item: item, section: section) }

  package var text: String { CollectionViewError.text(section: section, item: item) }

  package static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
    lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
  }
}
