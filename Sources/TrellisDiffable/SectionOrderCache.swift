import Foundation

/// The lazily built index of a section snapshot's items in depth-first order, shared by copies
/// of an unchanged snapshot.
///
/// A snapshot replaces its cache with a fresh one whenever it changes, so a cache only ever
/// describes one tree. It is built on the first `index(of:)` and guarded by a lock, so copies
/// of a snapshot may be read from several threads.
final class SectionOrderCache<Item: Hashable & Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var positions: [Item: Int]?

  /// The position of every item, building the table with `build` on first use.
  func positions(_ build: () -> [Item: Int]) -> [Item: Int] {
    lock.lock()
    defer { lock.unlock() }
    if let positions { return positions }
    let built = build()
    positions = built
    return built
  }
}
