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
  // The pools and their look-up caches are read and written for every view that arrives or
  // leaves, so the runtime exclusivity check is off for them: every access is a single read or
  // write, or a mutating method of the array or dictionary that calls nothing else
  // (`append`, `popLast`, a key's hashing and comparison of strings); keep it so.

  /// Views waiting to be dequeued, one pool per key (its slot in `poolSlots`); the last one in
  /// is the first out.
  @exclusivity(unchecked) private var pools: [[CollectionReusableView]] = []
  /// The slot in `pools` of each key that has had a pool.
  @exclusivity(unchecked) private var poolSlots: [ReuseKey: Int] = [:]
  /// The key last looked up and its slot: a scroll puts and takes views of one key, every
  /// frame, and comparing the key costs a fraction of hashing its two strings.
  @exclusivity(unchecked) private var lastPoolKey: ReuseKey?
  @exclusivity(unchecked) private var lastPoolSlot = 0
  /// The identifier of the cell class last looked up, and that class (`cellClass(for:)`).
  @exclusivity(unchecked) private var lastCellClass: (identifier: String, cellClass: CollectionViewCell.Type)?
  /// Views the collection view created itself (dequeues that found the pool empty).
  private(set) var createdViewCount = 0
  /// The attributes of the element the data source is being asked for: the dequeue call applies
  /// them to the view it hands out, before the data source configures it, as UIKit's does
  /// (so a data source's `isHidden` or `alpha` is not undone afterwards). Taken by the first
  /// dequeue.
  ///
  /// Set and cleared around every data-source call for an arriving element, so the runtime
  /// exclusivity check is off: every access is a single read or write, never held across a
  /// call.
  @exclusivity(unchecked) var attributesForDequeue: CollectionViewLayoutAttributes?
  /// Cells that left the screen recently, kept for a quick return (see `lingeringMargin`).
  ///
  /// Read and written for every lingering cell of every layout pass, so the runtime exclusivity
  /// check is off: every access is a single read, write or append of an element, or a
  /// mutating method of the array that calls nothing else (the pruning enqueues a cell between
  /// accesses, never during one), so no access overlaps another, even when the user code that
  /// a removal from the superview reaches flushes the list.
  @exclusivity(unchecked) var lingering: [LingeringCell] = []
  /// The cell `reconfigureItems(at:)` is configuring again: a dequeue for its index path and
  /// reuse identifier returns it.
  @exclusivity(unchecked) var reconfiguringCell: (path: ItemPath, cell: CollectionViewCell)?
  /// A view that stands for an arriving element until its real view is made.
  let placeholderView = CollectionReusableView()

  /// The number of views in the pools.
  ///
  /// - Complexity: O(p) for p pools.
  var pooledViewCount: Int { pools.reduce(0) { $0 + $1.count } }

  /// Registers `cellClass` for `identifier` (`nil` removes the registration); `false` when
  /// `cellClass` is not a `CollectionViewCell` subclass (nothing changes).
  func registerCell(_ cellClass: AnyClass?, identifier: String) -> Bool {
    lastCellClass = nil
    return Self.set(cellClass, for: identifier, in: &cellClasses)
  }

  /// `cellClasses[identifier]`, remembering the last answer (a dequeue for every cell that
  /// arrives asks for the same identifier).
  func cellClass(for identifier: String) -> CollectionViewCell.Type? {
    if let lastCellClass, lastCellClass.identifier == identifier { return lastCellClass.cellClass }
    guard let found = cellClasses[identifier] else { return nil }
    lastCellClass = (identifier, found)
    return found
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
    guard let slot = poolSlot(for: key, creating: false) else { return nil }
    return pools[slot].popLast()
  }

  /// Puts `view` into the pool of `key`.
  func put(_ view: CollectionReusableView, key: ReuseKey) {
    guard let slot = poolSlot(for: key, creating: true) else { return }
    pools[slot].append(view)
  }

  /// The slot of `key`'s pool, made (empty) when `creating` and the key has none yet.
  private func poolSlot(for key: ReuseKey, creating: Bool) -> Int? {
    if lastPoolKey == key { return lastPoolSlot }
    let slot: Int
    if let existing = poolSlots[key] {
      slot = existing
    } else {
      guard creating else { return nil }
      slot = pools.count
      pools.append([])
      poolSlots[key] = slot
    }
    lastPoolKey = key
    lastPoolSlot = slot
    return slot
  }

  /// Counts a view the collection view had to create.
  func noteCreatedView() {
    createdViewCount += 1
  }
}
