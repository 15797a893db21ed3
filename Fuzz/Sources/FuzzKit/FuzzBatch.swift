import Foundation
import Trellis

/// The one place the harness performs a batch update, and the recorder its closures use.
///
/// A batch goes through one of UIKit's two spellings, chosen per batch by the caller:
/// `performCheckedBatchUpdates(_:completion:)`, which throws the `CollectionViewError` that
/// refused the batch (and must leave `lastUpdateError` as it was), or UIKit's non-throwing
/// `performBatchUpdates(_:completion:)`, which records a refused batch in `lastUpdateError`
/// (and clears it when a batch is applied). Either way an invalid batch must change nothing.
@MainActor
public enum FuzzBatch {
  /// How a batch is performed.
  public enum Spelling: String, CaseIterable, Sendable {
    /// `try performCheckedBatchUpdates(_:completion:)`: a refused batch throws.
    case checked
    /// `performBatchUpdates(_:completion:)`: a refused batch is recorded in `lastUpdateError`.
    case unchecked
  }

  /// Performs one batch whose updates `record` names, spelled as `spelling` says; returns the
  /// error that refused it, or `nil` when it was applied.
  ///
  /// Throws a `FuzzFailure` when the two spellings' contracts on `lastUpdateError` are broken: a
  /// checked batch changed it, or an unchecked one left it set after being applied.
  public static func perform(
    _ view: CollectionView, spelling: Spelling = .checked, completion: ((Bool) -> Void)? = nil,
    _ record: (BatchRecorder) -> Void
  ) throws -> CollectionViewError? {
    let recorder = BatchRecorder(view: view)
    switch spelling {
    case .checked:
      let before = view.lastUpdateError
      var refusal: CollectionViewError?
      do {
        try view.performCheckedBatchUpdates({ record(recorder) }, completion: completion)
      } catch let error as CollectionViewError {
        refusal = error
      } catch {
        refusal = CollectionViewError(.invalidState, "unexpected error type: \(error)")
      }
      try FuzzCheck.expect(
        view.lastUpdateError == before,
        "performCheckedBatchUpdates changed lastUpdateError from \(String(describing: before)) to "
          + "\(String(describing: view.lastUpdateError))")
      return refusal
    case .unchecked:
      withoutActuallyEscaping(record) { record in
        view.performBatchUpdates({ record(recorder) }, completion: completion)
      }
      return view.lastUpdateError
    }
  }

  /// The update calls of a batch, inside `perform`'s closure.
  @MainActor
  public struct BatchRecorder {
    let view: CollectionView

    /// `insertItems(at:)`.
    public func insertItems(_ paths: [IndexPath]) { view.insertItems(at: paths) }
    /// `deleteItems(at:)`.
    public func deleteItems(_ paths: [IndexPath]) { view.deleteItems(at: paths) }
    /// `reloadItems(at:)`.
    public func reloadItems(_ paths: [IndexPath]) { view.reloadItems(at: paths) }
    /// `moveItem(at:to:)`.
    public func moveItem(_ from: IndexPath, _ to: IndexPath) { view.moveItem(at: from, to: to) }
    /// `insertSections(_:)`.
    public func insertSections(_ sections: IndexSet) { view.insertSections(sections) }
    /// `deleteSections(_:)`.
    public func deleteSections(_ sections: IndexSet) { view.deleteSections(sections) }
    /// `moveSection(_:toSection:)`.
    public func moveSection(_ from: Int, _ to: Int) { view.moveSection(from, toSection: to) }
    /// A batch nested in this one (it joins it), through the non-throwing spelling.
    public func nested(_ record: (BatchRecorder) -> Void) {
      withoutActuallyEscaping(record) { record in
        view.performBatchUpdates({ record(self) }, completion: nil)
      }
    }
  }
}
