/// A constant acceleration on its items: UIKit's `UIGravityBehavior`.
///
/// `gravityDirection` is the acceleration vector in units of 1000 pt/s²: the default (0, 1)
/// accelerates items downwards at 1000 pt/s², so a free item falls ½·1000·t² points (500 pt
/// in 1 s). Several gravity behaviors on one item add up. Gravity acts only on this
/// behavior's items, whatever their mass.
open class GravityBehavior: DynamicBehavior, ItemListBehavior {
  /// One unit of gravity magnitude, pt/s² (UIKit: "1000 points / second²").
  public static let accelerationPerUnitMagnitude: CGFloat = 1000

  var itemList = ItemList()

  /// Creates a gravity behavior acting on `items` (duplicates and invalid items are dropped and
  /// recorded in `lastError`).
  public init(items: [DynamicItem] = []) {
    super.init()
    fill(with: items)
  }

  /// The items gravity acts on, in the order they were added.
  open override var items: [DynamicItem] { itemList.items }

  /// Adds an item (rejected, with `lastError`, if it is already here or invalid).
  open func addItem(_ item: DynamicItem) { insert(item) }

  /// Removes an item (no effect if it is not here).
  open func removeItem(_ item: DynamicItem) { delete(item) }

  /// The direction and strength of gravity; its length is `magnitude`. Default (0, 1).
  /// Non-finite values are rejected (recorded in `lastError`).
  open var gravityDirection: CGVector {
    get { direction }
    set {
      guard acceptsFinite(newValue, "GravityBehavior.gravityDirection") else { return }
      direction = newValue
      didChange()
    }
  }

  private var direction = CGVector(dx: 0, dy: 1)

  /// The angle of `gravityDirection`, radians (atan2(dy, dx); π/2 = down). Setting it keeps
  /// the magnitude.
  open var angle: CGFloat {
    get { direction.polarAngle }
    set { setAngle(newValue, magnitude: magnitude) }
  }

  /// The length of `gravityDirection` (1 = 1000 pt/s²). Setting it keeps the angle.
  open var magnitude: CGFloat {
    get { direction.polarMagnitude }
    set { setAngle(angle, magnitude: newValue) }
  }

  /// Sets the angle (radians) and magnitude together.
  open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
    guard let vector = polarVector(angle: angle, magnitude: magnitude, "GravityBehavior angle/magnitude")
    else { return }
    gravityDirection = vector
  }

  /// The acceleration in pt/s².
  var acceleration: CGVector {
    CGVector(
      dx: direction.dx * GravityBehavior.accelerationPerUnitMagnitude,
      dy: direction.dy * GravityBehavior.accelerationPerUnitMagnitude)
  }

  override var kindName: String { "gravity behavior" }
}
