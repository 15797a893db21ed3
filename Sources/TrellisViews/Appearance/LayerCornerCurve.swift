/// The shape of a layer's rounded corners (Core Animation's `CALayerCornerCurve`), with Core
/// Animation's raw values. Recorded only.
public struct LayerCornerCurve: RawRepresentable, Hashable, Sendable {
  /// The raw value: `"circular"` or `"continuous"`.
  public let rawValue: String

  /// Creates a corner curve from its raw value.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Quarter circles (the default).
  public static let circular = LayerCornerCurve(rawValue: "circular")
  /// A continuous curve, as the corners of Apple's icons.
  public static let continuous = LayerCornerCurve(rawValue: "continuous")
}
