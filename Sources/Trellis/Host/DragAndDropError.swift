/// Why a drag-and-drop call was refused; nothing changed (`CollectionView.lastDragAndDropError`,
/// the drop coordinator and the placeholder context; docs/drag-and-drop.md §6).
public struct DragAndDropError: Error, CustomStringConvertible, Equatable, Sendable {
  /// The family of refusal.
  public enum Kind: String, Sendable {
    /// An index path names no item (or no place to insert) in the collection view.
    case indexPathOutOfRange
    /// The drag item is not one of the drop's items.
    case itemNotInDrop
    /// The drag item was already given a destination in this drop.
    case itemAlreadyDropped
    /// The placeholder was already committed or deleted.
    case placeholderAlreadyResolved
    /// A rectangle or point has a NaN or infinite number.
    case unusableGeometry
    /// The call needs a drop in progress (or a drag), and there is none.
    case noActiveDrop
    /// The data changed under the call (an update ran in between) so that it no longer fits.
    case dataChanged
  }

  /// The family of refusal.
  public let kind: Kind
  /// What was asked and why it was refused.
  public let message: String

  /// An error of `kind` with `message`.
  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
