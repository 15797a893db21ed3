/// Counts that describe a session's current state, for the playground's status line and for
/// tests.
nonisolated public struct SceneStatistics: Sendable, Equatable {
  /// The elements in the current frame (`SceneSession.frame()`), animating ones included.
  public var visibleElements: Int
  /// The behaviors of the scene's dynamic animator (attachments, gravity, collisions, …); 0 for
  /// scenes without dynamics.
  public var activeBehaviors: Int
  /// The number of items in the data source.
  public var itemCount: Int

  /// Creates statistics.
  public init(visibleElements: Int, activeBehaviors: Int, itemCount: Int) {
    self.visibleElements = visibleElements
    self.activeBehaviors = activeBehaviors
    self.itemCount = itemCount
  }
}
