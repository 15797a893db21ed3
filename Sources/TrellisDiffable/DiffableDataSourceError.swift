/// A programmer error in a snapshot operation: a duplicate or unknown identifier, an item or
/// section moved relative to itself, items appended to a snapshot without sections.
///
/// The snapshot methods (`appendItems(_:toSection:)`, `moveItem(_:beforeItem:)`, …) stop the
/// program with this error's `description` as UIKit raises an exception for the same mistakes;
/// the same operations through a snapshot's `checked` view throw it instead and change nothing
/// (see `DiffableDataSourceSnapshot.checked`).
///
/// The message names the operation and the identifier, for example
/// `appendItems(_:toSection:): item identifier "B" is already in the snapshot (section "main")`.
/// Identifiers are written with `String(reflecting:)`, so strings appear quoted.
public struct DiffableDataSourceError: Error, CustomStringConvertible, Equatable, Sendable {
  /// The family of mistake, for code that reacts to errors without parsing messages.
  public enum Kind: String, Sendable, CustomStringConvertible {
    /// An item identifier that is already in the snapshot, or that appears twice in the
    /// identifiers given to one operation.
    case duplicateItemIdentifier
    /// A section identifier that is already in the snapshot, or that appears twice in the
    /// identifiers given to one operation.
    case duplicateSectionIdentifier
    /// An item identifier that the operation needs but the snapshot does not contain.
    case unknownItemIdentifier
    /// A section identifier that the operation needs but the snapshot does not contain.
    case unknownSectionIdentifier
    /// Items appended without a section while the snapshot has no section.
    case noSections
    /// An item moved before or after itself.
    case itemMovedRelativeToItself
    /// A section moved before or after itself.
    case sectionMovedRelativeToItself

    /// The kind's name.
    public var description: String { rawValue }
  }

  /// The family of mistake.
  public let kind: Kind

  /// The full message: the operation, then what is wrong with which identifier.
  public let description: String

  /// Creates an error of `kind` with `description`.
  public init(_ kind: Kind, _ description: String) {
    self.kind = kind
    self.description = description
  }
}

extension DiffableDataSourceError {
  /// An identifier as messages write it: `String(reflecting:)`, so strings are quoted.
  @usableFromInline static func name(_ identifier: some Any) -> String {
    String(reflecting: identifier)
  }
}

/// Runs `body`; a thrown error stops the program with the error's message, as UIKit raises an
/// exception for a programmer error (docs/architecture.md §8 allows a trap that names its cause).
@inlinable
func stopOnProgrammerError<Result>(_ body: () throws(DiffableDataSourceError) -> Result) -> Result {
  do {
    return try body()
  } catch {
    preconditionFailure(error.description)
  }
}
