/// An insertion-ordered list of distinct items (by identity) used by the behaviors that take
/// `addItem(_:)` / `removeItem(_:)`.
@MainActor
struct ItemList {
  private(set) var items: [DynamicItem] = []
  private var members: Set<ObjectIdentifier> = []

  func contains(_ item: DynamicItem) -> Bool { members.contains(ObjectIdentifier(item)) }

  /// Adds an item after validating it; throws for a duplicate or an invalid item.
  mutating func add(_ item: DynamicItem, behavior: String) throws(DynamicsError) {
    guard !contains(item) else { throw .duplicateItem(behavior: behavior) }
    try Validate.item(item)
    items.append(item)
    members.insert(ObjectIdentifier(item))
  }

  /// Removes an item; returns whether it was there.
  @discardableResult
  mutating func remove(_ item: DynamicItem) -> Bool {
    guard members.remove(ObjectIdentifier(item)) != nil else { return false }
    items.removeAll { $0 === item }
    return true
  }
}

/// Shared implementation of the `init(items:)` / `addItem(_:)` / `removeItem(_:)` trio.
protocol ItemListBehavior: DynamicBehavior {
  var itemList: ItemList { get set }
}

extension ItemListBehavior {
  /// Builds the list from `items`, dropping duplicates and invalid items (recorded in
  /// `lastError`).
  func fill(with items: [DynamicItem]) {
    for item in items { insert(item) }
  }

  func insert(_ item: DynamicItem) {
    do throws(DynamicsError) {
      try itemList.add(item, behavior: kindName)
    } catch {
      reject(error)
      return
    }
    didChange()
  }

  func delete(_ item: DynamicItem) {
    if itemList.remove(item) { didChange() }
  }
}
