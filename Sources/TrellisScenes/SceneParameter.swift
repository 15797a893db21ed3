/// One tunable number of a scene: a slider in the playground, a `--param key=value` (or
/// `--items`) option in the CLI.
///
/// A value is accepted when it is finite and within `minimum…maximum` (both included).
/// Parameters whose `step` is a whole number (item counts, column counts) are rounded to the
/// nearest multiple of `step` when they are applied.
nonisolated public struct SceneParameter: Sendable, Hashable, Codable {
  /// The key used by `SceneSession.setParameter(_:to:)` and the CLI: "items", "damping", ….
  public let key: String
  /// A human-readable name: "Spring damping".
  public let label: String
  /// The smallest accepted value.
  public let minimum: Double
  /// The largest accepted value.
  public let maximum: Double
  /// The granularity a slider moves by; whole-number steps make the parameter an integer.
  public let step: Double
  /// The value a new session starts with.
  public let defaultValue: Double

  /// Creates a parameter description.
  public init(
    key: String, label: String, minimum: Double, maximum: Double, step: Double, defaultValue: Double
  ) {
    self.key = key
    self.label = label
    self.minimum = minimum
    self.maximum = maximum
    self.step = step
    self.defaultValue = defaultValue
  }

  /// Whether the parameter only takes whole numbers (its `step` is a whole number ≥ 1).
  public var isInteger: Bool { step >= 1 && step == step.rounded() }

  /// Checks `value` against the range and returns the value the scene uses: `value` itself, or
  /// for integer parameters the nearest multiple of `step`.
  ///
  /// - Throws: `SceneError.parameterOutOfRange` when `value` is not finite or outside
  ///   `minimum…maximum`.
  public func validated(_ value: Double) throws(SceneError) -> Double {
    guard value.isFinite, value >= minimum, value <= maximum else {
      throw .parameterOutOfRange(key: key, value: value, minimum: minimum, maximum: maximum)
    }
    guard isInteger else { return value }
    return Swift.min(Swift.max((value / step).rounded() * step, minimum), maximum)
  }
}
