import Foundation
import Trellis

/// The one place the harness performs a batch update, and the recorder its closures use.
///
/// Trellis is moving to UIKit's spelling: `performBatchUpdates(_:completion:)` and the update
/// methods become non-throwing (an invalid batch is recorded in `lastUpdateError`), and the
/// throwing form is `performCheckedBatchUpdates(_:completion:)`. When that lands, the switch is
/// this file: `perform` calls `try view.performCheckedBatchUpdates(…)` instead of
/// `try view.performBatchUpdates(…)`, and the recorder's methods drop their `try?`.
@MainActor
public enum FuzzBatch {
  /// Performs one batch whose updates `record` names; returns the error that rejected it, or
  /// `nil` when it was applied.
  public static func perform(
    _ view: CollectionView, completion: ((Bool) -> Void)? = nil, _ record: (BatchRecorder) -> Void
  ) -> CollectionViewError? {
    do {
      try view.performBatchUpdates({ record(BatchRecorder(view: view)) }, completion: completion)
      return nil
    } catch let error as CollectionViewError {
      return error
    } catch {
      return CollectionViewError(.invalidState, "unexpected error type: \(error)")
    }
  }

  /// The update calls of a batch, inside `perform`'s closure.
  public struct BatchRecorder {
    let view: CollectionView

    /// `insertItems(at:)`.
    public func insertItems(_ paths: [IndexPath]) { try? view.insertItems(at: paths) }
    /// `deleteItems(at:)`.
    public func deleteItems(_ paths: [IndexPath]) { try? view.deleteItems(at: paths) }
    /// `reloadItems(at:)`.
    public func reloadItems(_ paths: [IndexPath]) { try? view.reloadItems(at: paths) }
    /// `moveItem(at:to:)`.
    public func moveItem(_ from: IndexPath, _ to: IndexPath) { try? view.moveItem(at: from, to: to) }
    /// `insertSections(_:)`.
    public func insertSections(_ sections: IndexSet) { try? view.insertSections(sections) }
    /// `deleteSections(_:)`.
    public func deleteSections(_ sections: IndexSet) { try? view.deleteSections(sections) }
    /// `moveSection(_:toSection:)`.
    public func moveSection(_ from: Int, _ to: Int) { try? view.moveSection(from, toSection: to) }
    /// A batch nested in this one (it joins it).
    public func nested(_ record: (BatchRecorder) -> Void) {
      try? view.performBatchUpdates({ record(self) }, completion: nil)
    }
  }
}
