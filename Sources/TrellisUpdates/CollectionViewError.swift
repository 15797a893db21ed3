import Foundation

/// An error the collection view reports instead of changing anything: an inconsistent batch
/// update, an invalid index path, a self-sizing loop that does not settle.
///
/// The `description` is as precise as UIKit's exception reason for the same mistake (same
/// wording where UIKit has one), so a message seen in a UIKit crash log can be searched for here.
/// Index paths are written as UIKit prints them without the object address:
/// `{length = 2, path = 0 - 3}`.
///
/// UIKit difference: UIKit raises `NSInternalInconsistencyException` and terminates; Trellis
/// throws this error and leaves the collection view exactly as it was before the call.
public struct CollectionViewError: Error, CustomStringConvertible, Equatable, Sendable {
  /// The family of mistake, for code that reacts to errors without parsing messages.
  public enum Kind: String, Sendable, CustomStringConvertible {
    /// The number of sections after an update does not match the updates.
    case invalidNumberOfSections
    /// The number of items in a section after an update does not match the updates.
    case invalidNumberOfItems
    /// A section index is outside the sections before (deletes, reloads, move sources) or after
    /// (inserts, move destinations) the update.
    case sectionOutOfRange
    /// An item index is outside its section before or after the update.
    case itemOutOfRange
    /// Two updates of one batch contradict each other (for example a delete and a move of the same
    /// item, or two moves of one item).
    case conflictingUpdates
    /// An index path that is not a two-index (section, item) path, or has a negative index.
    case invalidIndexPath
    /// Self-sizing did not settle within the allowed number of layout passes.
    case selfSizingDidNotConverge
    /// The call is not allowed in the collection view's current state.
    case invalidState
    /// A number a layout or collection view could not use as given (NaN, infinite, negative or
    /// beyond `LayoutLimits`): it was treated as 0, clamped or ignored instead, as the message says.
    case invalidLayoutInput
    /// More items, sections or visible elements than `LayoutLimits` allows: the rest were left
    /// out, as the message says.
    case limitExceeded

    /// The kind's name.
    public var description: String { rawValue }
  }

  /// The family of mistake.
  public let kind: Kind

  /// The full message, as precise as UIKit's.
  public let description: String

  /// Creates an error of `kind` with `description`.
  public init(_ kind: Kind, _ description: String) {
    self.kind = kind
    self.description = description
  }
}

extension CollectionViewError {
  /// `{length = 2, path = s - i}`, UIKit's rendering of an index path without the address.
  package static func text(section: Int, item: Int) -> String {
    "{length = 2, path = \(section) - \(item)}"
  }

  package static func invalidNumberOfSections(after: Int, before: Int, inserted: Int, deleted: Int) -> Self {
    Self(
      .invalidNumberOfSections,
      "Invalid update: invalid number of sections. The number of sections contained in the collection view "
        + "after the update (\(after)) must be equal to the number of sections contained in the collection "
        + "view before the update (\(before)), plus or minus the number of sections inserted or deleted "
        + "(\(inserted) inserted, \(deleted) deleted).")
  }

  // swift-format-ignore
  package static func invalidNumberOfItems(
    section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int
  ) -> Self {
    Self(
      .invalidNumberOfItems,
      "Invalid update: invalid number of items in section \(section). The number of items contained in an "
        + "existing section after the update (\(after)) must be equal to the number of items contained in "
        + "that section before the update (\(before)), plus or minus the number of items inserted or deleted "
        + "from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items "
        + "moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out).")
  }
}
