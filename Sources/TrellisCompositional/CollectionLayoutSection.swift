/// One section of a compositional layout: a group repeated for all the section's items, with
/// spacing, insets, headers and footers, backgrounds, and optionally orthogonal scrolling.
///
/// Geometry (vertical scrolling; horizontal swaps the axes): the section starts with its
/// extending top boundary items, then `contentInsets.top`, then the groups (each the root
/// group's size, resolved against the section's content area — the container's effective
/// width minus `contentInsets.leading` and `.trailing`, and its effective height minus
/// `.top` and `.bottom`), separated by `interGroupSpacing`, then `contentInsets.bottom` and the
/// bottom boundary items. The groups start at the container's leading inset plus
/// `contentInsets.leading`.
///
/// An orthogonal section (`orthogonalScrollingBehavior` other than `.none`) lays its groups
/// left to right in one row (`interGroupSpacing` apart, `contentInsets.leading` before the
/// first and `.trailing` after the last) and scrolls that row on its own; its height is one
/// group's.
///
/// UIKit difference: a layout reads the section's properties when
/// it (re)computes the section: after `invalidateLayout()`, a data change, or a change of the
/// container; change them before that.
@preconcurrency @MainActor
public final class CollectionLayoutSection: NSObject, @preconcurrency NSCopying {
  /// The group the section repeats.
  let group: CollectionLayoutGroup

  /// The insets around the section's groups. The default is zero.
  public var contentInsets: DirectionalEdgeInsets = .zero
  /// The space between consecutive groups. The default is 0.
  public var interGroupSpacing: CGFloat = 0
  /// The boundary the section's content insets are measured from (iOS 14). The default is
  /// `.automatic`: the layout configuration's reference.
  public var contentInsetsReference: ContentInsetsReference = .automatic
  /// The boundary the section's boundary items' insets are measured from (iOS 16). The default
  /// is `.automatic`: the same as `contentInsetsReference`.
  public var supplementaryContentInsetsReference: ContentInsetsReference = .automatic
  /// How the section scrolls across the layout's axis. The default is `.none`.
  public var orthogonalScrollingBehavior: CollectionLayoutSectionOrthogonalScrollingBehavior = .none
  /// The deceleration and bounce of orthogonal scrolling (iOS 17).
  public let orthogonalScrollingProperties = CollectionLayoutSectionOrthogonalScrollingProperties()
  /// The section's headers, footers and side views. The default is none.
  public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
  /// Whether boundary items follow the section's leading and trailing content insets (iOS 16).
  /// The default is `true`.
  public var supplementariesFollowContentInsets: Bool = true
  /// A closure called before each layout of the section's visible elements; it may change their
  /// transform, alpha, z-index, visibility and centre. The default is `nil`.
  ///
  /// It is called on the first layout, whenever the section's orthogonal scroll offset changes,
  /// and on every change of the collection view's bounds while the section is on screen.
  ///
  /// UIKit difference: a NaN or infinite centre the handler sets is ignored, a centre beyond
  /// ±10²⁰ points is clamped there, a transform with a NaN or infinite number, or that would take
  /// the element's bounds beyond ±10¹² points of its centre, is ignored, and a NaN alpha counts
  /// as 1 (`LayoutLimits`). The handler gets at most 10,000 elements
  /// (`LayoutLimits.maximumVisibleElements`), the first found.
  public var visibleItemsInvalidationHandler: CollectionLayoutSectionVisibleItemsInvalidationHandler?
  /// The section's decoration items (backgrounds). The default is none.
  public var decorationItems: [CollectionLayoutDecorationItem] = []
  /// The list configuration the section was made from
  /// (`list(using:layoutEnvironment:)`), or `nil`.
  package var listConfiguration: CollectionLayoutListConfiguration?

  /// Creates a section that repeats `group`.
  public init(group: CollectionLayoutGroup) {
    self.group = group
    super.init()
  }

  /// A copy of the section with the same group and properties.
  public func copy(with zone: NSZone? = nil) -> Any {
    let copy = CollectionLayoutSection(group: group)
    copy.contentInsets = contentInsets
    copy.interGroupSpacing = interGroupSpacing
    copy.contentInsetsReference = contentInsetsReference
    copy.supplementaryContentInsetsReference = supplementaryContentInsetsReference
    copy.orthogonalScrollingBehavior = orthogonalScrollingBehavior
    copy.orthogonalScrollingProperties.decelerationRate = orthogonalScrollingProperties.decelerationRate
    copy.orthogonalScrollingProperties.bounce = orthogonalScrollingProperties.bounce
    copy.boundarySupplementaryItems = boundarySupplementaryItems
    copy.supplementariesFollowContentInsets = supplementariesFollowContentInsets
    copy.visibleItemsInvalidationHandler = visibleItemsInvalidationHandler
    copy.decorationItems = decorationItems
    return copy
  }
}
