/// How a section scrolls across the layout's scrolling axis.
///
/// `.none` (the default) lays the section's groups out along the layout's axis. Every other
/// value lays them in one line across it (left to right in a vertically scrolling layout),
/// scrolled independently by the user; the value decides where that scrolling comes to rest:
///
/// - `.continuous`: wherever the fling ends (UIScrollView's deceleration).
/// - `.continuousGroupLeadingBoundary`: at the group leading edge nearest to where the fling
///   would end.
/// - `.paging`: at a multiple of the section's visible width (the container's width), at most
///   one page from where the drag started.
/// - `.groupPaging`: at a group's leading edge, at most one group from where the drag started.
/// - `.groupPagingCentered`: with a group centred in the visible width, at most one group from
///   where the drag started; the section starts with its first group centred.
///
/// UIKit difference: UIKit calls it `UICollectionLayoutSectionOrthogonalScrollingBehavior`
/// (TrellisUIKit provides that alias).
public enum CollectionLayoutSectionOrthogonalScrollingBehavior: Int, Hashable, Sendable,
  CustomStringConvertible
{
  /// The section does not scroll orthogonally.
  case none
  /// Free scrolling.
  case continuous
  /// Free scrolling that comes to rest on a group's leading edge.
  case continuousGroupLeadingBoundary
  /// Paging by the section's visible width.
  case paging
  /// Paging one group at a time, leading edges aligned.
  case groupPaging
  /// Paging one group at a time, groups centred.
  case groupPagingCentered

  /// The behaviour's name.
  public var description: String {
    switch self {
    case .none: "none"
    case .continuous: "continuous"
    case .continuousGroupLeadingBoundary: "continuousGroupLeadingBoundary"
    case .paging: "paging"
    case .groupPaging: "groupPaging"
    case .groupPagingCentered: "groupPagingCentered"
    }
  }

  /// Whether the behaviour pages (and so decelerates at the fast rate, as paging scroll views do).
  var isPaging: Bool { self == .paging || self == .groupPaging || self == .groupPagingCentered }
}
