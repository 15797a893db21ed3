/// The errors of TrellisScenes. Nothing changes when one is thrown.
nonisolated public enum SceneError: Error, Equatable, CustomStringConvertible {
  /// No scene has this name; `available` lists the names in catalogue order.
  case unknownScene(String, available: [String])
  /// The scene has no parameter with this key; `available` lists its keys in order.
  case unknownParameter(scene: String, key: String, available: [String])
  /// A parameter value that is not finite or lies outside its range.
  case parameterOutOfRange(key: String, value: Double, minimum: Double, maximum: Double)
  /// A viewport whose width or height is not finite or not within `SceneCatalog.viewportRange`.
  case invalidViewport(CGSize)
  /// A gesture script that cannot be used; the text says why.
  case invalidScript(String)
  /// The scene cannot be built (for example a layout it needs is not available); the text says
  /// why.
  case unavailable(scene: String, reason: String)
  /// A scene definition that cannot be registered (`SceneCatalog.validate(_:)`); the text says
  /// why.
  case invalidDefinition(scene: String, reason: String)
  /// A catalogue already has a scene with this name.
  case duplicateScene(String)

  /// A clear, specific message, for example
  /// "unknown scene 'springyy'; available: flow, waterfall, …".
  public var description: String {
    switch self {
    case .unknownScene(let name, let available):
      "unknown scene '\(name)'; available: \(available.joined(separator: ", "))"
    case .unknownParameter(let scene, let key, let available):
      "unknown parameter '\(key)' for scene '\(scene)'; available: \(available.joined(separator: ", "))"
    case .parameterOutOfRange(let key, let value, let minimum, let maximum):
      "parameter '\(key)' must be between \(Self.format(minimum)) and \(Self.format(maximum)), got \(Self.format(value))"
    case .invalidViewport(let size):
      "invalid viewport \(Self.format(size.width))×\(Self.format(size.height)): width and height must be "
        + "finite and between \(Self.format(SceneCatalog.viewportRange.lowerBound)) and "
        + "\(Self.format(SceneCatalog.viewportRange.upperBound)) points"
    case .invalidScript(let detail):
      "invalid gesture script: \(detail)"
    case .unavailable(let scene, let reason):
      "scene '\(scene)' is not available: \(reason)"
    case .invalidDefinition(let scene, let reason):
      "invalid scene definition '\(scene)': \(reason)"
    case .duplicateScene(let name):
      "a scene named '\(name)' is already registered"
    }
  }

  /// A number as people write it: integers without a decimal point ("1500"), others with
  /// Swift's shortest round-trip form ("0.8"), and "nan", "inf", "-inf".
  static func format(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value > 0 ? "inf" : "-inf" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }

  static func format(_ value: CGFloat) -> String { format(Double(value)) }
}
