/// A cell that indents its content by outline level: a list cell, whose `indentationLevel` a
/// hierarchical data source (the diffable data source with section snapshots) sets, as UIKit
/// documents ("The indentation level sets automatically when you use a hierarchical data
/// source, such as an NSDiffableDataSourceSectionSnapshot"; docs/lists.md §4).
@MainActor
package protocol OutlineIndenting: AnyObject {
  /// Sets the cell's indentation level from its item's depth in the outline (0 for a root item).
  func applyOutlineLevel(_ level: Int)
}
