/// A body fell asleep or woke up.
public struct SleepEvent: Hashable, Sendable {
  /// The body.
  public var body: BodyID
  /// `true` when it woke, `false` when it fell asleep.
  public var isAwake: Bool
  /// Simulated time, seconds.
  public var time: Double
}
