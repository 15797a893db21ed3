import Foundation

/// The JSON the page reads from `GET /scenes`: one entry per scene of `SceneCatalog.all`, in
/// the catalogue's order.
///
/// ```
/// [{"name":"springy","title":"Springy list","summary":"…",
///   "parameters":[{"key":"damping","label":"Spring damping","minimum":0,"maximum":1,
///                  "step":0.05,"defaultValue":0.5}, …],
///   "supportsTapInsertDelete":false,"supportsReorder":false,
///   "defaultViewport":{"width":390,"height":844},"hints":["…"],
///   "scrollHint":"Drag or use the wheel/trackpad to scroll.","showsPageControl":false}, …]
/// ```
///
/// Written out field by field (rather than `SceneDescriptor`'s own `Codable` form) so that the
/// viewport is an object with named sides on every platform.
public struct SceneListing: Encodable, Sendable, Equatable {
  /// One slider of a scene.
  public struct Parameter: Encodable, Sendable, Equatable {
    /// The parameter's key, as sent back in `param` messages.
    public var key: String
    /// The slider's label.
    public var label: String
    /// The smallest value.
    public var minimum: Double
    /// The largest value.
    public var maximum: Double
    /// The slider's step.
    public var step: Double
    /// The value a new session starts with.
    public var defaultValue: Double
  }

  /// A width and a height in points.
  public struct Size: Encodable, Sendable, Equatable {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double
  }

  /// The scene's name, as sent in `select` messages.
  public var name: String
  /// The scene's title, shown in the picker.
  public var title: String
  /// One line about the scene.
  public var summary: String
  /// The scene's parameters.
  public var parameters: [Parameter]
  /// Whether taps insert and delete items.
  public var supportsTapInsertDelete: Bool
  /// Whether long-press-and-drag reorders items.
  public var supportsReorder: Bool
  /// The viewport the scene is designed for.
  public var defaultViewport: Size
  /// How to interact with the scene, one sentence each (`SceneDescriptor.hints`).
  public var hints: [String]
  /// How scrolling works there, empty where nothing scrolls (`SceneDescriptor.scrollHint`).
  public var scrollHint: String
  /// Whether the page draws page dots (`SceneDescriptor.showsPageControl`).
  public var showsPageControl: Bool

  /// The listing of `descriptor`.
  public init(_ descriptor: SceneDescriptor) {
    name = descriptor.name
    title = descriptor.title
    summary = descriptor.summary
    parameters = descriptor.parameters.map {
      Parameter(
        key: $0.key, label: $0.label, minimum: $0.minimum, maximum: $0.maximum, step: $0.step,
        defaultValue: $0.defaultValue)
    }
    supportsTapInsertDelete = descriptor.supportsTapInsertDelete
    supportsReorder = descriptor.supportsReorder
    defaultViewport = Size(
      width: Double(descriptor.defaultViewport.width), height: Double(descriptor.defaultViewport.height))
    hints = descriptor.hints
    scrollHint = descriptor.scrollHint
    showsPageControl = descriptor.showsPageControl
  }

  /// The JSON of `GET /scenes` for `descriptors`, with sorted keys.
  public static func json(for descriptors: [SceneDescriptor]) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    // Encoding plain strings, numbers and booleans cannot fail; an empty list is the fallback.
    return (try? encoder.encode(descriptors.map(SceneListing.init))) ?? Data("[]".utf8)
  }
}
