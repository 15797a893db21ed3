/// A set of named scenes: the built-in gallery (`SceneCatalog.builtIn`), or one you build from
/// your own `SceneDefinition`s (alone or added to the built-in ones) and hand to the CLI
/// (`TrellisCommand.main(catalog:)`) or the playground (`PlaygroundServer(configuration:catalog:)`).
///
/// Registering checks each definition (`validate(_:)`): names are unique, made of lower-case
/// letters, digits and hyphens; parameters have unique keys, finite ranges, positive steps and
/// defaults within their ranges; the default viewport is within `viewportRange`.
///
/// The built-in catalogue's order is fixed: flow, waterfall, paged-grid, cover-flow,
/// circular-cards, springy, newtonian, reorder-feed, compositional-grid, compositional-nested,
/// compositional-sections, app-store, carousel, inset-grouped-list, settings, mail, files,
/// board, photos, diffable, layout-transition. The static members (`SceneCatalog.all`,
/// `SceneCatalog.makeSession(named:viewport:parameters:)`, …) are the built-in catalogue's.
nonisolated public struct SceneCatalog: Sendable {
  /// The built-in scenes, registered through the same public `SceneDefinition` API a package
  /// of your own uses.
  static let definitions: [SceneDefinition] = [
    FlowScene.definition,
    WaterfallScene.definition,
    PagedGridScene.definition,
    CoverFlowScene.definition,
    CircularCardsScene.definition,
    SpringyScene.definition,
    NewtonianScene.definition,
    ReorderFeedScene.definition,
    CompositionalGridScene.definition,
    CompositionalNestedScene.definition,
    CompositionalSectionsScene.definition,
    AppStoreScene.definition,
    CarouselScene.definition,
    InsetGroupedListScene.definition,
    SettingsListScene.definition,
    MailListScene.definition,
    FilesOutlineScene.definition,
    BoardScene.definition,
    PhotosGridScene.definition,
    DiffableScene.definition,
    LayoutTransitionScene.definition,
  ]

  /// The built-in gallery.
  ///
  /// Its definitions are checked by the tests (`validate(_:)` accepts every one), so building
  /// it needs no checks at run time.
  public static let builtIn = SceneCatalog(unchecked: definitions)

  /// The definitions, in registration order.
  public private(set) var scenes: [SceneDefinition]

  /// Creates a catalogue of `scenes`, in that order.
  ///
  /// - Throws: `SceneError.invalidDefinition` for a definition `validate(_:)` rejects, or
  ///   `.duplicateScene` when two definitions share a name; the first problem in order.
  public init(_ scenes: [SceneDefinition] = []) throws(SceneError) {
    self.scenes = []
    for scene in scenes { try register(scene) }
  }

  init(unchecked scenes: [SceneDefinition]) {
    self.scenes = scenes
  }

  /// Adds `scene` after the existing ones.
  ///
  /// - Throws: `SceneError.invalidDefinition` or `.duplicateScene`; the catalogue is unchanged.
  public mutating func register(_ scene: SceneDefinition) throws(SceneError) {
    try Self.validate(scene.descriptor)
    guard definition(named: scene.descriptor.name) == nil else {
      throw .duplicateScene(scene.descriptor.name)
    }
    scenes.append(scene)
  }

  /// This catalogue with `scenes` added after its own, for example
  /// `try SceneCatalog.builtIn.adding([TimelineScene.definition])`.
  ///
  /// - Throws: `SceneError.invalidDefinition` or `.duplicateScene`.
  public func adding(_ scenes: [SceneDefinition]) throws(SceneError) -> SceneCatalog {
    var result = self
    for scene in scenes { try result.register(scene) }
    return result
  }

  /// Every scene's descriptor, in order.
  public var descriptors: [SceneDescriptor] { scenes.map(\.descriptor) }

  /// The scene names, in order.
  public var names: [String] { scenes.map(\.descriptor.name) }

  /// The descriptor of the scene called `name`, or `nil`.
  public func descriptor(named name: String) -> SceneDescriptor? {
    definition(named: name)?.descriptor
  }

  func definition(named name: String) -> SceneDefinition? {
    scenes.first { $0.descriptor.name == name }
  }

  /// Checks a request for a session without building it: the scene exists, the viewport and
  /// every parameter are valid. Returns the definition, the viewport and the complete set of
  /// parameter values the session would get.
  ///
  /// - Throws: `SceneError.unknownScene` (listing the available names), `.unknownParameter`,
  ///   `.parameterOutOfRange` or `.invalidViewport`; for several bad keys the error is about the
  ///   first in sorted order.
  public func check(
    named name: String, viewport: CGSize? = nil, parameters: [String: Double] = [:]
  ) throws(SceneError) -> (definition: SceneDefinition, viewport: CGSize, parameters: [String: Double]) {
    guard let definition = definition(named: name) else {
      throw .unknownScene(name, available: names)
    }
    let descriptor = definition.descriptor
    let size = viewport ?? descriptor.defaultViewport
    try Self.validateViewport(size)
    var values = descriptor.defaultParameters
    // Check keys in sorted order so the error for several bad keys is always the same one.
    for key in parameters.keys.sorted() {
      guard let parameter = descriptor.parameter(key) else {
        throw .unknownParameter(scene: name, key: key, available: descriptor.parameters.map(\.key))
      }
      values[key] = try parameter.validated(parameters[key]!)
    }
    return (definition, size, values)
  }

  /// Starts a session of the scene called `name`.
  ///
  /// - Parameters:
  ///   - name: the scene's name.
  ///   - viewport: the visible size; `nil` uses the scene's `defaultViewport`.
  ///   - parameters: values for some of the scene's parameters; the others take their
  ///     defaults.
  /// - Throws: what `check(named:viewport:parameters:)` throws, or the factory's error
  ///   (`SceneError.unavailable`).
  @MainActor public func makeSession(
    named name: String, viewport: CGSize? = nil, parameters: [String: Double] = [:]
  ) throws(SceneError) -> SceneSession {
    let made = try makeContent(named: name, viewport: viewport, parameters: parameters)
    return SceneSession(
      descriptor: made.definition.descriptor, content: made.content, parameters: made.parameters)
  }

  /// The checked pieces of a session before its first layout pass: the scene's definition, its
  /// content (collection view, layout, model) and the complete parameter values.
  @MainActor func makeContent(
    named name: String, viewport: CGSize?, parameters: [String: Double]
  ) throws(SceneError) -> (definition: SceneDefinition, content: SceneContent, parameters: [String: Double]) {
    let checked = try check(named: name, viewport: viewport, parameters: parameters)
    let content: SceneContent
    do {
      content = try checked.definition.make(checked.viewport, checked.parameters)
    } catch let error as SceneError {
      throw error
    } catch {
      throw .unavailable(scene: name, reason: String(describing: error))
    }
    return (checked.definition, content, checked.parameters)
  }

  // MARK: The built-in catalogue

  /// Every built-in scene's descriptor, in the catalogue's order.
  public static var all: [SceneDescriptor] { builtIn.descriptors }

  /// The built-in scene names, in the catalogue's order.
  public static var names: [String] { builtIn.names }

  /// The descriptor of the built-in scene called `name`, or `nil`.
  public static func descriptor(named name: String) -> SceneDescriptor? {
    builtIn.descriptor(named: name)
  }

  /// Starts a session of the built-in scene called `name`; see
  /// `makeSession(named:viewport:parameters:)`.
  @MainActor public static func makeSession(
    named name: String, viewport: CGSize? = nil, parameters: [String: Double] = [:]
  ) throws(SceneError) -> SceneSession {
    try builtIn.makeSession(named: name, viewport: viewport, parameters: parameters)
  }

  // MARK: Checks

  /// The smallest and largest accepted viewport side, points.
  public static let viewportRange: ClosedRange<Double> = 100...10_000

  /// Checks a viewport size.
  ///
  /// - Throws: `SceneError.invalidViewport` unless both sides are finite and within
  ///   `viewportRange`.
  public static func validateViewport(_ size: CGSize) throws(SceneError) {
    let width = Double(size.width)
    let height = Double(size.height)
    guard width.isFinite, height.isFinite, viewportRange.contains(width), viewportRange.contains(height)
    else {
      throw .invalidViewport(size)
    }
  }
}
