/// How to build one scene: its description and a factory.
struct SceneDefinition: Sendable {
  let descriptor: SceneDescriptor
  /// Builds the content for a validated viewport and a complete set of validated parameters.
  let make: @Sendable (CGSize, [String: Double]) throws(SceneError) -> SceneContent
}

/// The named scenes: one definition of each, shared by tests, benchmarks, the CLI and the
/// playground.
///
/// The order of `all` is fixed: flow, waterfall, paged-grid, cover-flow, circular-cards,
/// springy, newtonian, reorder-feed, diffable.
public enum SceneCatalog {
  static let definitions: [SceneDefinition] = [
    FlowScene.definition,
    WaterfallScene.definition,
    PagedGridScene.definition,
    CoverFlowScene.definition,
    CircularCardsScene.definition,
    SpringyScene.definition,
    NewtonianScene.definition,
    ReorderFeedScene.definition,
    DiffableScene.definition,
  ]

  /// Every scene's descriptor, in the catalogue's order.
  public static let all: [SceneDescriptor] = definitions.map(\.descriptor)

  /// The scene names, in the catalogue's order.
  public static var names: [String] { all.map(\.name) }

  /// The smallest and largest accepted viewport side, points.
  public static let viewportRange: ClosedRange<Double> = 100...10_000

  /// The descriptor of the scene called `name`, or `nil`.
  public static func descriptor(named name: String) -> SceneDescriptor? {
    all.first { $0.name == name }
  }

  /// Starts a session of the scene called `name`.
  ///
  /// - Parameters:
  ///   - viewport: the visible size; `nil` uses the scene's `defaultViewport`.
  ///   - parameters: values for some of the scene's parameters; the others take their
  ///     defaults.
  /// - Throws: `SceneError.unknownScene` (listing the available names), `.unknownParameter`,
  ///   `.parameterOutOfRange` or `.invalidViewport`.
  public static func makeSession(
    named name: String, viewport: CGSize? = nil, parameters: [String: Double] = [:]
  ) throws(SceneError) -> SceneSession {
    guard let definition = definitions.first(where: { $0.descriptor.name == name }) else {
      throw .unknownScene(name, available: names)
    }
    let descriptor = definition.descriptor
    let size = viewport ?? descriptor.defaultViewport
    try validateViewport(size)
    var values = descriptor.defaultParameters
    // Check keys in sorted order so the error for several bad keys is always the same one.
    for key in parameters.keys.sorted() {
      guard let parameter = descriptor.parameter(key) else {
        throw .unknownParameter(scene: name, key: key, available: descriptor.parameters.map(\.key))
      }
      values[key] = try parameter.validated(parameters[key]!)
    }
    let content = try definition.make(size, values)
    return SceneSession(descriptor: descriptor, content: content, parameters: values)
  }

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
