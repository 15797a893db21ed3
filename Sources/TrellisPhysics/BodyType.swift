/// How a body moves.
public enum BodyType: Sendable, Hashable {
  /// Never moves; infinite mass. Boundaries and anchors.
  case `static`
  /// Moves only by the velocity you set; infinite mass, pushes dynamic bodies, is not pushed
  /// back and does not collide with static or kinematic bodies. UIKit's `anchored` items that
  /// you move by hand map here (or to `.static`).
  case kinematic
  /// Moves under forces, impulses, contacts and joints; mass from its shapes' density × area.
  case dynamic
}
