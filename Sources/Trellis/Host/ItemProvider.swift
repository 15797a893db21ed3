/// The data a dragged item carries: typed values the drop side can ask for by type.
///
/// UIKit difference: UIKit's `NSItemProvider` loads representations by uniform type identifier,
/// asynchronously and possibly from another process. Trellis's drags never leave the process
/// (docs/drag-and-drop.md §1), so the provider holds Swift values and hands them over at once:
/// `canLoadObject(ofClass:)` and `loadObject(ofClass:)` look for a registered value of the type.
@preconcurrency @MainActor
public final class ItemProvider {
  /// The registered values, in registration order.
  private var values: [Any] = []

  /// A provider with nothing registered.
  public init() {}

  /// A provider holding `object`.
  public init(object: Any) {
    values = [object]
  }

  /// Adds `object` to what the provider can hand over. Later registrations of the same type come
  /// after earlier ones; `loadObject(ofClass:)` returns the first.
  public func registerObject(_ object: Any) {
    values.append(object)
  }

  /// The names of the registered values' types, in registration order (UIKit's list of type
  /// identifiers, spelled as Swift type names).
  public var registeredTypeIdentifiers: [String] {
    values.map { String(reflecting: type(of: $0)) }
  }

  /// Whether a value of type `type` (or a subclass, or a conforming type) is registered.
  public func canLoadObject<T>(ofClass type: T.Type) -> Bool {
    values.contains { $0 is T }
  }

  /// The first registered value of type `type`, or `nil`.
  ///
  /// UIKit difference: returns at once instead of calling a completion handler.
  public func loadObject<T>(ofClass type: T.Type) -> T? {
    for value in values {
      if let typed = value as? T { return typed }
    }
    return nil
  }
}
