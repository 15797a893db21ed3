/// A set of identifiers that remembers the order they were first marked in: the reloaded and
/// reconfigured items and the reloaded sections of a snapshot.
///
/// Removing is O(1); the ordered list is filtered when it is read, so a mark removed and added
/// again is reported once, at its first position.
@usableFromInline struct IdentifierMarks<Identifier: Hashable & Sendable>: Sendable {
  @usableFromInline var order: [Identifier] = []
  @usableFromInline var members: Set<Identifier> = []

  @usableFromInline var isEmpty: Bool { members.isEmpty }

  @inlinable
  func contains(_ identifier: Identifier) -> Bool { members.contains(identifier) }

  @inlinable
  mutating func insert(_ identifier: Identifier) {
    if members.insert(identifier).inserted { order.append(identifier) }
  }

  @inlinable
  mutating func remove(_ identifier: Identifier) {
    guard !members.isEmpty, members.remove(identifier) != nil else { return }
    if members.isEmpty { order.removeAll() }
  }

  @inlinable
  mutating func removeAll() {
    order.removeAll()
    members.removeAll()
  }

  /// The marked identifiers, in the order they were first marked.
  @usableFromInline var elements: [Identifier] {
    guard !members.isEmpty else { return [] }
    var seen = Set<Identifier>(minimumCapacity: members.count)
    return order.filter { members.contains($0) && seen.insert($0).inserted }
  }
}
