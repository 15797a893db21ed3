/// Why a bundled font file could not be used (the font then measures with a placeholder face;
/// see ``Font/loadingError``).
public enum FontLoadingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file is not among the module's resources.
  case resourceMissing(String)
  /// The file could not be read.
  case unreadable(String, reason: String)
  /// The file is not a font this reader can read.
  case invalid(String, OpenTypeError)

  /// A sentence saying what went wrong.
  public var description: String {
    switch self {
    case .resourceMissing(let name): "bundled font \(name) is missing from TrellisText's resources"
    case .unreadable(let name, let reason): "bundled font \(name) could not be read: \(reason)"
    case .invalid(let name, let error): "bundled font \(name) is invalid: \(error)"
    }
  }
}
