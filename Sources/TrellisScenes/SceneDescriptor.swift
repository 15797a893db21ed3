/// What a scene is, without running it: its name, what it shows, its parameters and which
/// interactions it supports.
public struct SceneDescriptor: Sendable, Codable {
  /// The scene's name, used by `SceneCatalog.makeSession(named:)` and the CLI: "flow",
  /// "waterfall", "paged-grid", "cover-flow", "circular-cards", "springy", "newtonian",
  /// "reorder-feed", "diffable".
  public let name: String
  /// A short title: "Springy list".
  public let title: String
  /// One line describing the scene, as `trellis scenes` prints it.
  public let summary: String
  /// The tunable numbers, in a fixed order.
  public let parameters: [SceneParameter]
  /// Whether `SceneSession.tap(at:)` inserts or deletes items.
  public let supportsTapInsertDelete: Bool
  /// Whether items can be reordered (`SceneSession.beginReorder(at:)` or a long press).
  public let supportsReorder: Bool
  /// The viewport a session gets when none is given, points.
  public let defaultViewport: CGSize
  /// Whether the scene scrolls horizontally (cover flow, circular cards, paged grid); `false`
  /// for vertical lists and for scenes that do not scroll.
  public let scrollsHorizontally: Bool

  /// Creates a descriptor.
  public init(
    name: String, title: String, summary: String, parameters: [SceneParameter],
    supportsTapInsertDelete: Bool = false, supportsReorder: Bool = false,
    defaultViewport: CGSize = CGSize(width: 390, height: 844), scrollsHorizontally: Bool = false
  ) {
    self.name = name
    self.title = title
    self.summary = summary
    self.parameters = parameters
    self.supportsTapInsertDelete = supportsTapInsertDelete
    self.supportsReorder = supportsReorder
    self.defaultViewport = defaultViewport
    self.scrollsHorizontally = scrollsHorizontally
  }

  /// The parameter with `key`, or `nil`.
  public func parameter(_ key: String) -> SceneParameter? {
    parameters.first { $0.key == key }
  }

  /// Every parameter at its default value.
  public var defaultParameters: [String: Double] {
    var values: [String: Double] = [:]
    for parameter in parameters { values[parameter.key] = parameter.defaultValue }
    return values
  }
}
