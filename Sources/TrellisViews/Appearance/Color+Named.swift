import Foundation

// Named colours: `Color(named:)` finds colours registered with `Color.register(_:named:)`, which
// stands in for an asset catalog (docs/views.md §1).

extension Color {
  /// The colour registered under `name`, or `nil` when none is.
  ///
  /// UIKit difference: UIKit loads named colours from the app's asset catalog; Trellis has no
  /// asset catalogs, so a name is found only after `Color.register(_:named:)`.
  public init?(named name: String) {
    guard let color = NamedColors.shared.color(named: name) else { return nil }
    self = color
  }

  /// Registers `color` (plain or dynamic) under `name` for `Color(named:)`, replacing any colour
  /// registered under it; `nil` removes the name.
  ///
  /// Trellis addition, standing in for an asset catalog.
  public static func register(_ color: Color?, named name: String) {
    NamedColors.shared.set(color, named: name)
  }
}

/// The registry behind `Color(named:)`, guarded by a lock so that colours can be looked up from
/// any thread, as `UIColor(named:)` can.
final class NamedColors: @unchecked Sendable {
  static let shared = NamedColors()
  private let lock = NSLock()
  private var colors: [String: Color] = [:]

  func color(named name: String) -> Color? {
    lock.lock()
    defer { lock.unlock() }
    return colors[name]
  }

  func set(_ color: Color?, named name: String) {
    lock.lock()
    defer { lock.unlock() }
    colors[name] = color
  }
}
