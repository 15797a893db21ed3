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
  /// How scrolling works in the scene, one sentence, shown by the playground before `hints`;
  /// empty for a scene where nothing scrolls. Without one, `defaultScrollHint(horizontal:)`.
  public let scrollHint: String
  /// Whether the playground draws page dots (a `UIPageControl`'s row) under the content: the
  /// scene pages horizontally, one view width per page.
  public let showsPageControl: Bool

  /// Creates a descriptor; `scrollHint` `nil` is `defaultScrollHint(horizontal:
  /// scrollsHorizontally)`.
  public init(
    name: String, title: String, summary: String, parameters: [SceneParameter],
    supportsTapInsertDelete: Bool = false, supportsReorder: Bool = false,
    defaultViewport: CGSize = CGSize(width: 390, height: 844), scrollsHorizontally: Bool = false,
    hints: [String] = [], scrollHint: String? = nil, showsPageControl: Bool = false
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
    self.scrollHint = scrollHint ?? Self.defaultScrollHint(horizontal: scrollsHorizontally)
    self.showsPageControl = showsPageControl
  }

  /// The scroll hint of a scene that says none: "Drag or use the wheel/trackpad to scroll.", and
  /// for a horizontal scene that a vertical wheel scrolls it sideways too.
  public static func defaultScrollHint(horizontal: Bool) -> String {
    horizontal
      ? "Drag sideways or use the wheel/trackpad to scroll; a vertical wheel scrolls sideways too."
      : "Drag or use the wheel/trackpad to scroll."
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
