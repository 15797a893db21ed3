/// One change of a batch update, as the layout sees it in `prepare(forCollectionViewUpdates:)`.
///
/// Deletes and reloads name the index path before the update; inserts name the index path
/// after it; moves name both. A change to a whole section has an index path whose `item` is
/// `NSNotFound`, as in UIKit.
@preconcurrency @MainActor
open class CollectionViewUpdateItem: NSObject {
  /// The kind of change.
  public enum Action: Int, Hashable, Sendable, CustomStringConvertible {
    /// An element is inserted.
    case insert
    /// An element is deleted.
    case delete
    /// An element is reloaded (deleted and inserted at the same place).
    case reload
    /// An element moves.
    case move
    /// No change.
    case none

    /// The action's name.
    public var description: String {
      switch self {
      case .insert: "insert"
      case .delete: "delete"
      case .reload: "reload"
      case .move: "move"
      case .none: "none"
      }
    }
  }

  /// The element's index path before the update, or `nil` for an insert.
  open var indexPathBeforeUpdate: IndexPath? { before }

  /// The element's index path after the update, or `nil` for a delete.
  open var indexPathAfterUpdate: IndexPath? { after }

  /// The kind of change.
  open var updateAction: Action { action }

  // Immutable storage, readable from `isEqual(_:)`, `hash` and `description`, which `NSObject`
  // declares nonisolated.
  private let before: IndexPath?
  private let after: IndexPath?
  private let action: Action

  /// Creates an update item.
  ///
  /// UIKit difference: UIKit creates update items only internally; Trellis lets hosts and tests
  /// make them.
  public init(indexPathBeforeUpdate: IndexPath?, indexPathAfterUpdate: IndexPath?, updateAction: Action) {
    self.before = indexPathBeforeUpdate
    self.after = indexPathAfterUpdate
    self.action = updateAction
    let path = indexPathBeforeUpdate ?? indexPathAfterUpdate
    self.isSectionOperation = path.map { $0.count == 2 && $0[1] == NSNotFound } ?? false
    super.init()
  }

  /// Whether the item describes a whole section (its index path's item is `NSNotFound`).
  ///
  /// - Complexity: O(1); computed once at creation.
  public let isSectionOperation: Bool

  /// Whether `object` is an update item with the same paths and action.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? CollectionViewUpdateItem else { return false }
    return before == other.before && after == other.after && action == other.action
  }

  /// A hash of the paths and action.
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(before)
    hasher.combine(after)
    hasher.combine(action)
    return hasher.finalize()
  }

  /// A textual representation, for example `move [0, 1] -> [1, 0]`.
  open override var description: String {
    func text(_ path: IndexPath?) -> String {
      guard let path else { return "nil" }
      return path.item == NSNotFound ? "[\(path.section), NSNotFound]" : "[\(path.section), \(path.item)]"
    }
    return "\(action) \(text(before)) -> \(text(after))"
  }
}
