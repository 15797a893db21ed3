// Editing a section snapshot: adding items and subtrees, deleting, expanding, collapsing,
// replacing a parent's children. The public methods stop on a programmer error; the `check…`
// methods behind them validate first and throw without changing anything.

extension DiffableDataSourceSectionSnapshot {
  /// Adds `items` at the end of `parent`'s children, or at the end of the root items when
  /// `parent` is `nil`. New items are collapsed.
  ///
  /// - Precondition: `parent` (when given) is in the snapshot; no item is, or appears twice.
  public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
    stopOnProgrammerError { () throws(DiffableDataSourceError) in try checkAppend(items, to: parent) }
  }

  /// Inserts `items` as siblings just before `item` (under the same parent).
  ///
  /// - Precondition: `item` is in the snapshot; no new item is, or appears twice.
  public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
    stopOnProgrammerError { () throws(DiffableDataSourceError) in
      try checkInsert(items, relativeTo: item, after: false)
    }
  }

  /// Inserts `items` as siblings just after `item` (under the same parent).
  ///
  /// - Precondition: `item` is in the snapshot; no new item is, or appears twice.
  public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
    stopOnProgrammerError { () throws(DiffableDataSourceError) in
      try checkInsert(items, relativeTo: item, after: true)
    }
  }

  /// Adds the trees of `snapshot` (its roots with their descendants and expansion states) at
  /// the end of `parent`'s children, or of the root items.
  ///
  /// - Precondition: `parent` (when given) is in the snapshot; none of `snapshot`'s items is.
  public mutating func append(
    _ snapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>, to parent: ItemIdentifierType? = nil
  ) {
    stopOnProgrammerError { () throws(DiffableDataSourceError) in try checkAppend(snapshot, to: parent) }
  }

  /// Inserts the trees of `snapshot` as siblings just before `item`.
  ///
  /// - Precondition: `item` is in the snapshot; none of `snapshot`'s items is.
  public mutating func insert(
    _ snapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType
  ) {
    stopOnProgrammerError { () throws(DiffableDataSourceError) in
      try checkInsert(snapshot, relativeTo: item, after: false)
    }
  }

  /// Inserts the trees of `snapshot` as siblings just after `item`.
  ///
  /// - Precondition: `item` is in the snapshot; none of `snapshot`'s items is.
  public mutating func insert(
    _ snapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType
  ) {
    stopOnProgrammerError { () throws(DiffableDataSourceError) in
      try checkInsert(snapshot, relativeTo: item, after: true)
    }
  }

  /// Replaces the children of `parent` (and their descendants) with the trees of `snapshot`.
  /// `parent` keeps its place and expansion state; items of the old subtree may appear again
  /// in `snapshot`.
  ///
  /// - Precondition: `parent` is in the snapshot; no item of `snapshot` is elsewhere in it.
  public mutating func replace(
    childrenOf parent: ItemIdentifierType,
    using snapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>
  ) {
    stopOnProgrammerError { () throws(DiffableDataSourceError) in
      try checkReplace(childrenOf: parent, using: snapshot)
    }
  }

  /// Deletes `items` with all their descendants. An item listed twice, or inside the subtree of
  /// another listed item, is deleted once.
  ///
  /// - Precondition: every item is in the snapshot.
  public mutating func delete(_ items: [ItemIdentifierType]) {
    stopOnProgrammerError { () throws(DiffableDataSourceError) in try checkDelete(items) }
  }

  /// Deletes every item.
  public mutating func deleteAll() {
    self = DiffableDataSourceSectionSnapshot()
  }

  /// Expands `items`: their children become visible (if the items themselves are).
  ///
  /// - Precondition: every item is in the snapshot.
  public mutating func expand(_ items: [ItemIdentifierType]) {
    stopOnProgrammerError { () throws(DiffableDataSourceError) in
      try checkSetExpanded(items, true, "expand(_:)")
    }
  }

  /// Collapses `items`: their descendants are hidden.
  ///
  /// - Precondition: every item is in the snapshot.
  public mutating func collapse(_ items: [ItemIdentifierType]) {
    stopOnProgrammerError { () throws(DiffableDataSourceError) in
      try checkSetExpanded(items, false, "collapse(_:)")
    }
  }

  // MARK: - Validating implementations

  /// Throws unless no item of `items` is in the snapshot (outside `ignoring`) and none repeats.
  func requireAbsent(
    _ items: [Item], _ operation: String, ignoring replaced: Set<Item> = []
  ) throws(DiffableDataSourceError) {
    var seen = Set<Item>(minimumCapacity: items.count)
    for item in items {
      if nodes[item] != nil, !replaced.contains(item) {
        throw DiffableDataSourceError(
          .duplicateItemIdentifier,
          "\(operation): item identifier \(DiffableDataSourceError.name(item)) is already in the section "
            + "snapshot")
      }
      if !seen.insert(item).inserted {
        throw DiffableDataSourceError(
          .duplicateItemIdentifier,
          "\(operation): item identifier \(DiffableDataSourceError.name(item)) appears twice in the items to add"
        )
      }
    }
  }

  /// Lists `children` (whose nodes already exist) under `parent`, or among the roots, at
  /// `index` (at the end when `nil`).
  mutating func attach(_ children: [Item], under parent: Item?, at index: Int?) {
    if let parent {
      let count = nodes[parent]!.children.count
      nodes[parent]!.children.insert(contentsOf: children, at: index ?? count)
    } else {
      roots.insert(contentsOf: children, at: index ?? roots.count)
    }
    orderCache = SectionOrderCache()
  }

  /// The sibling list position of `item`: its parent and its index among the parent's children
  /// (or the roots).
  func siblingPosition(of item: Item) -> (parent: Item?, index: Int) {
    let parent = nodes[item]!.parent
    let siblings = parent.map { nodes[$0]!.children } ?? roots
    return (parent, siblings.firstIndex(of: item)!)
  }

  mutating func checkAppend(_ items: [Item], to parent: Item?) throws(DiffableDataSourceError) {
    let operation = "append(_:to:)"
    if let parent, nodes[parent] == nil { throw Self.unknown(parent, operation) }
    try requireAbsent(items, operation)
    for item in items { nodes[item] = Node(parent: parent) }
    attach(items, under: parent, at: nil)
  }

  mutating func checkInsert(
    _ items: [Item], relativeTo item: Item, after: Bool
  ) throws(DiffableDataSourceError) {
    let operation = after ? "insert(_:after:)" : "insert(_:before:)"
    guard nodes[item] != nil else { throw Self.unknown(item, operation) }
    try requireAbsent(items, operation)
    let (parent, index) = siblingPosition(of: item)
    for new in items { nodes[new] = Node(parent: parent) }
    attach(items, under: parent, at: after ? index + 1 : index)
  }

  /// Copies the nodes of `snapshot` into the tree, its roots becoming children of `parent`.
  mutating func graft(_ snapshot: Self, under parent: Item?) {
    for (item, node) in snapshot.nodes {
      var copy = node
      if copy.parent == nil { copy.parent = parent }
      nodes[item] = copy
    }
  }

  mutating func checkAppend(_ snapshot: Self, to parent: Item?) throws(DiffableDataSourceError) {
    let operation = "append(_:to:)"
    if let parent, nodes[parent] == nil { throw Self.unknown(parent, operation) }
    try requireAbsent(snapshot.items, operation)
    graft(snapshot, under: parent)
    attach(snapshot.roots, under: parent, at: nil)
  }

  mutating func checkInsert(
    _ snapshot: Self, relativeTo item: Item, after: Bool
  ) throws(DiffableDataSourceError) {
    let operation = after ? "insert(_:after:)" : "insert(_:before:)"
    guard nodes[item] != nil else { throw Self.unknown(item, operation) }
    try requireAbsent(snapshot.items, operation)
    let (parent, index) = siblingPosition(of: item)
    graft(snapshot, under: parent)
    attach(snapshot.roots, under: parent, at: after ? index + 1 : index)
  }

  mutating func checkReplace(childrenOf parent: Item, using snapshot: Self) throws(DiffableDataSourceError) {
    let operation = "replace(childrenOf:using:)"
    guard let node = nodes[parent] else { throw Self.unknown(parent, operation) }
    var replaced = Set(subtree(of: parent))
    replaced.remove(parent)
    try requireAbsent(snapshot.items, operation, ignoring: replaced)
    for item in replaced { nodes.removeValue(forKey: item) }
    nodes[parent] = Node(parent: node.parent, children: [], isExpanded: node.isExpanded)
    graft(snapshot, under: parent)
    attach(snapshot.roots, under: parent, at: nil)
  }

  mutating func checkDelete(_ items: [Item]) throws(DiffableDataSourceError) {
    for item in items where nodes[item] == nil { throw Self.unknown(item, "delete(_:)") }
    for item in items {
      guard let node = nodes[item] else { continue }  // already gone with an ancestor
      if let parent = node.parent {
        nodes[parent]!.children.removeAll { $0 == item }
      } else {
        roots.removeAll { $0 == item }
      }
      for gone in subtree(of: item) { nodes.removeValue(forKey: gone) }
    }
    orderCache = SectionOrderCache()
  }

  mutating func checkSetExpanded(
    _ items: [Item], _ expanded: Bool, _ operation: String
  ) throws(DiffableDataSourceError) {
    for item in items where nodes[item] == nil { throw Self.unknown(item, operation) }
    for item in items { nodes[item]!.isExpanded = expanded }
  }
}
