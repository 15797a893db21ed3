/// Why the playground server could not start.
public enum PlaygroundServerError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A file of the page is missing from the module's resources.
  case missingResource(String)
  /// The configuration is invalid (port out of range, frame rate not positive, …).
  case invalidConfiguration(String)
  /// Another process is already listening on the address (`EADDRINUSE`).
  case addressInUse(host: String, port: Int)

  /// A clear message naming the cause.
  public var description: String {
    switch self {
    case .missingResource(let path):
      "the playground's resource '\(path)' is missing from the TrellisPlayground bundle"
    case .invalidConfiguration(let detail):
      "invalid playground configuration: \(detail)"
    case .addressInUse(let host, let port):
      "port \(port) on \(host) is already in use"
    }
  }
}
