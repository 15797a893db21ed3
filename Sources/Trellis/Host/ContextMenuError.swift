/// Why a context-menu call was refused; the menu and the data are unchanged
/// (`CollectionView.performContextMenuAction(identifier:)` and its title-path form,
/// `commitContextMenuPreview()`).
public struct ContextMenuError: Error, CustomStringConvertible, Equatable, Sendable {
  /// The family of refusal.
  public enum Kind: String, Sendable {
    /// No context menu is presented.
    case noMenuPresented
    /// The presented menu has no action with that identifier or title path.
    case actionNotFound
    /// The action's attributes contain `.disabled`: the user can't choose it.
    case actionDisabled
    /// The action's attributes contain `.hidden`: it is not shown, so it can't be chosen.
    case actionHidden
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
