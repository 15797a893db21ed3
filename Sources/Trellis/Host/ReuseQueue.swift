/// What identifies a pool of interchangeable views: the element category (0 cell,
/// 1 supplementary view, 2 decoration view), the element kind and the reuse identifier.
struct ReuseKey: Hashable {
  var category: UInt8
  var kind: String
  var identifier: String
}

/// The reuse part of a collection view: registered classes, the pools of views waiting to be
/// dequeued again, and the cells that left the screen recently and may come straight back.
///
/// Creating views and moving them in and out of the view hierarchy is the collection view's
/// (CollectionView+Reuse.swift); this type only keeps the books.
@MainActor
final class ReuseQueue {
  /// Cell classes by reuse identifier.
  private(set) var cellClasses: [String: CollectionViewCell.Type] = [:]
  /// Supplementary view classes by kind and reuse identifier (category 1).
  private(set) var supplementaryClasses: [ReuseKey: CollectionReusableView.Type] = [:]
  /// Views waiting to be dequeued, by key; the last one in is the first out.
  private var pool: [ReuseKey: [CollectionReusableView]] = [:]
  /// Views the collection view created itself (dequeues that found the pool empty).
  private(set) var createdViewCount = 0
  /// The attributes of the element the data source is being asked for: the dequeue call applies
  /// them to the view it hands out, before the data source configures it, as UIKit's does
  /// (so a data source's `isHidden` or `alpha` is not undone afterwards). Taken by the first
  /// dequeue.
  var attributesForDequeue: CollectionViewLayoutAttributes?
  /// Cells that left the screen recently, kept for a quick return (see `lingeringMargin`).
  var lingering: [LingeringCell] = []
  /// The cell `reconfigureItems(at:)` is configuring again: a dequeue for its index path and
  /// reuse identifier returns it.
  var reconfiguringCell: (path: ItemPath, cell: CollectionViewCell)?
  /// A view that stands for an arriving element until its real view is made.
  let placeholderView = CollectionReusableView()

  /// The number of views in the pools.
  ///
  /// - Complexity: O(p) for p pools.
  var pooledViewCount: Int { pool.values.reduce(0) { $0 + $1.count } }

  /// Registers `cellClass` for `identifier` (`nil` removes the registration); `false` when
  /// `cellClass` is not a `CollectionViewCell` subclass (nothing changes).
  func registerCell(_ cellClass: AnyClass?, identifier: String) -> Bool {
    Self.set(cellClass, for: identifier, in: &cellClasses)
  }

  /// Registers `viewClass` for supplementary views of `kind` with `identifier` (`nil` removes
  /// it); `false` when `viewClass` is not a `CollectionReusableView` subclass.
  func registerSupplementary(_ viewClass: AnyClass?, kind: String, identifier: String) -> Bool {
    Self.set(
      viewClass, for: ReuseKey(category: 1, kind: kind, identifier: identifier), in: &supplementaryClasses)
  }

  private static func set<Key: Hashable, Registered>(
    _ viewClass: AnyClass?, for key: Key, in table: inout [Key: Registered]
  ) -> Bool {
    guard let viewClass else {
      table[key] = nil
      return true
    }
    guard let registered = viewClass as? Registered else { return false }
    table[key] = registered
    return true
  }

  /// The reconfiguring cell when it is the one asked for (it is handed out once), else `nil`.
  func takeReconfiguringCell(identifier: String, path: ItemPath?) -> CollectionViewCell? {
    guard let reconfiguring = reconfiguringCell, reconfiguring.cell.reuseIdentifier == identifier,
      path == reconfiguring.path
    else { return nil }
    reconfiguringCell = nil
    return reconfiguring.cell
  }

  /// A pooled view for `key`, taken out of the pool, or `nil` when the pool is empty.
  func take(_ key: ReuseKey) -> CollectionReusableView? {
    pool[key]?.popLast()
  }

  /// Puts `view` into the pool of `key`.
  func put(_ view: CollectionReusableView, key: ReuseKey) {
    pool[key, default: []].append(view)
  }

  /// Counts a view the collection view had to create.
  func noteCreatedView() {
    createdViewCount += 1
  }
}
