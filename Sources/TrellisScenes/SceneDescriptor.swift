/// What a scene is, without running it: its name, what it shows, its parameters and which
/// interactions it supports.
nonisolated public struct SceneDescriptor: Sendable, Codable {
  /// The scene's name, used by `SceneCatalog.makeSession(named:viewport:parameters:)`, the CLI
  /// and the playground's URL: "flow", "waterfall", "paged-grid", "cover-flow",
  /// "circular-cards", "springy", "newtonian", "reorder-feed", … for the built-in scenes. Lower-case
  /// letters, digits and hyphens (`SceneCatalog.validate(_:)`).
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
  /// How to interact with the scene, one sentence each, shown by the playground under the
  /// scene's summary: for example where to tap to insert and where to delete. Empty by default.
  public let hints: [String]

  /// Creates a descriptor.
  public init(
    name: String, title: String, summary: String, parameters: [SceneParameter],
    supportsTapInsertDelete: Bool = false, supportsReorder: Bool = false,
    defaultViewport: CGSize = CGSize(width: 390, height: 844), scrollsHorizontally: Bool = false,
    hints: [String] = []
  ) {
    self.name = name
    self.title = title
    self.summary = summary
    self.parameters = parameters
    self.supportsTapInsertDelete = supportsTapInsertDelete
    self.supportsReorder = supportsReorder
    self.defaultViewport = defaultViewport
    self.scrollsHorizontally = scrollsHorizontally
    self.hints = hints
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
