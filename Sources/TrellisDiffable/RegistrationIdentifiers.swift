import Foundation

/// Hands out the reuse identifiers of cell and supplementary registrations: one per
/// registration, unique in the process, so registrations never share a reuse pool.
enum RegistrationIdentifiers {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var next = 0

  /// A new identifier naming `kind` and the registered view class.
  static func make(_ kind: String, _ viewClass: AnyClass) -> String {
    lock.lock()
    defer { lock.unlock() }
    next += 1
    return "TrellisDiffable.\(kind).\(next).\(viewClass)"
  }
}
