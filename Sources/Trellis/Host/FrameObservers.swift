/// Identifies a per-frame observer registered with `CollectionView.addFrameObserver(_:)`.
public struct FrameObserverToken: Hashable, Sendable {
  let id: Int
}

/// The per-frame observers of a collection view (`addFrameObserver(_:)`), in the order they were
/// added, each with the token that removes it.
@MainActor
struct FrameObservers {
  /// The observers, in the order they were added. Iterate a copy (`for entry in entries`): a
  /// body may add or remove observers while the others run.
  private(set) var entries:
    [(token: FrameObserverToken, body: @MainActor (CollectionView, TimeInterval) -> Void)] = []
  private var nextID = 0

  /// Whether there are no observers.
  var isEmpty: Bool { entries.isEmpty }

  /// Adds `body` after the others; the token is new (never reused).
  mutating func add(_ body: @escaping @MainActor (CollectionView, TimeInterval) -> Void) -> FrameObserverToken
  {
    let token = FrameObserverToken(id: nextID)
    nextID += 1
    entries.append((token, body))
    return token
  }

  /// Removes the observer of `token`; nothing happens for a token already removed.
  mutating func remove(_ token: FrameObserverToken) {
    entries.removeAll { $0.token == token }
  }
}
