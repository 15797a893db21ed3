/// Layout-wide settings of a compositional layout: scrolling direction, spacing between
/// sections, the layout's own headers and footers, and the content-insets reference.
///
/// UIKit calls it `UICollectionViewCompositionalLayoutConfiguration`. Setting a layout's
/// `configuration` copies it, as in UIKit.
@preconcurrency @MainActor
public final class CollectionViewCompositionalLayoutConfiguration: NSObject, @preconcurrency NSCopying {
  /// The scrolling direction. The default is `.vertical`.
  public var scrollDirection: CollectionView.ScrollDirection = .vertical
  /// The space between consecutive sections. The default is 0.
  public var interSectionSpacing: CGFloat = 0
  /// Headers and footers of the whole layout (before the first section and after the last).
  public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
  /// The boundary sections measure their content insets from (iOS 14). The default is
  /// `.automatic` (the safe area).
  public var contentInsetsReference: ContentInsetsReference = .automatic

  /// Creates a configuration with the defaults.
  public override init() {
    super.init()
  }

  /// A copy of the configuration.
  public func copy(with zone: NSZone? = nil) -> Any {
    let copy = CollectionViewCompositionalLayoutConfiguration()
    copy.scrollDirection = scrollDirection
    copy.interSectionSpacing = interSectionSpacing
    copy.boundarySupplementaryItems = boundarySupplementaryItems
    copy.contentInsetsReference = contentInsetsReference
    return copy
  }
}
