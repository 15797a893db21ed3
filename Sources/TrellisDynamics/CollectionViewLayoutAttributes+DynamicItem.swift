/// Layout attributes are dynamic items, so a `DynamicAnimator(collectionViewLayout:)` can move
/// cells, supplementary and decoration views directly (as in UIKit).
///
/// `center`, `bounds` and `transform` are the attributes' own properties; the collision
/// bounds are the default rectangle.
extension CollectionViewLayoutAttributes: DynamicItem {}
