import TrellisUIKit

/// The attributes of one post: UIKit's, plus how deep in the thread it replies.
public final class ThreadLayoutAttributes: UICollectionViewLayoutAttributes {
  /// How deep the post replies; the cell indents by it.
  public var depth = 0

  public override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone)
    (copy as? ThreadLayoutAttributes)?.depth = depth
    return copy
  }

  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? ThreadLayoutAttributes, other.depth == depth else { return false }
    return super.isEqual(object)
  }
}
