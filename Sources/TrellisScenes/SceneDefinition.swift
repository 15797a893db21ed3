/// How to build one scene: what it is (its descriptor) and a factory that builds its content.
///
/// Register definitions in a `SceneCatalog` to get everything the built-in scenes have: the
/// CLI's `render`, `record` and `bench`, and the live playground. A definition of your own
/// looks like the built-in ones:
///
/// ```swift
/// final class TimelineScene: SceneContent {
///   static let definition = SceneDefinition(
///     descriptor: SceneDescriptor(
///       name: "timeline", title: "Timeline", summary: "Events along a vertical spine",
///       parameters: [
///         SceneParameter(key: "items", label: "Items", minimum: 1, maximum: 10_000, step: 1, defaultValue: 50)
///       ]),
///     make: { viewport, parameters in TimelineScene(viewport: viewport, parameters: parameters) })
///
///   let layout = TimelineLayout()
///
///   init(viewport: CGSize, parameters: [String: Double]) {
///     super.init(viewport: viewport, layout: layout, items: SceneItems(count: Int(parameters["items"] ?? 0)))
///   }
/// }
/// ```
nonisolated public struct SceneDefinition: Sendable {
  /// What the scene is: name, title, summary, parameters and supported interactions.
  public let descriptor: SceneDescriptor
  /// Builds the content for a validated viewport and a complete set of validated parameters
  /// (every parameter of `descriptor`, each within its range; whole-step parameters rounded).
  public let make: @MainActor @Sendable (CGSize, [String: Double]) throws -> SceneContent

  /// Creates a definition from a descriptor and a factory.
  ///
  /// - Parameters:
  ///   - descriptor: the scene's name, parameters and interactions; `SceneCatalog` checks it
  ///     when the definition is registered.
  ///   - make: builds the scene's content. It is called with the session's viewport and the
  ///     value of every parameter; throw `SceneError.unavailable` when the scene cannot be
  ///     built (another error is reported as `.unavailable` with its description).
  public init(
    descriptor: SceneDescriptor,
    make: @escaping @MainActor @Sendable (CGSize, [String: Double]) throws -> SceneContent
  ) {
    self.descriptor = descriptor
    self.make = make
  }
}
