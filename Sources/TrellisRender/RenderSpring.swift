/// A spring (an attachment) as drawn by the overlays: its anchor and the point of the item it
/// is attached to.
nonisolated public struct RenderSpring: Sendable, Equatable {
  /// The fixed end of the spring.
  public var anchor: CGPoint
  /// The point of the item the spring pulls on.
  public var attachedPoint: CGPoint

  /// Creates a spring from `anchor` to `attachedPoint`.
  public init(anchor: CGPoint, attachedPoint: CGPoint) {
    self.anchor = anchor
    self.attachedPoint = attachedPoint
  }
}
