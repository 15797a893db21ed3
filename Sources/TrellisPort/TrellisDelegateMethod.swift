/// UIKit's optional delegate and data-source methods that Trellis declares as protocol
/// requirements with default implementations.
///
/// Calls such as `flowDelegate?.collectionView?(cv, layout: self, sizeForItemAt: ip)` become
/// plain calls. When the delegate does not implement the method, Trellis's default answers
/// (`defaultAnswer`), where UIKit would have given `nil` and the call site's fallback.
struct TrellisDelegateMethod: Sendable {
  /// The method's full name.
  var name: FullName
  /// The UIKit protocol that declares it.
  var protocolName: String
  /// What Trellis's default returns, `nil` for a method that returns nothing.
  var defaultAnswer: String?
  /// For the flow-layout delegate: the flow layout's property that the default returns when
  /// the layout is a flow layout.
  var flowProperty: String?

  /// Whether the method returns a value.
  var returnsValue: Bool { defaultAnswer != nil }

  /// Every method of the table.
  static let all: [TrellisDelegateMethod] = {
    func method(
      _ base: String, _ labels: [String], _ protocolName: String, answer: String? = nil, flow: String? = nil
    ) -> TrellisDelegateMethod {
      TrellisDelegateMethod(
        name: FullName(base: base, labels: labels), protocolName: protocolName, defaultAnswer: answer,
        flowProperty: flow)
    }
    let delegate = "UICollectionViewDelegate"
    let flow = "UICollectionViewDelegateFlowLayout"
    let dataSource = "UICollectionViewDataSource"
    let collision = "UICollisionBehaviorDelegate"
    let animator = "UIDynamicAnimatorDelegate"
    return [
      method("collectionView", ["_", "willDisplay", "forItemAt"], delegate),
      method("collectionView", ["_", "didEndDisplaying", "forItemAt"], delegate),
      method("collectionView", ["_", "willDisplaySupplementaryView", "forElementKind", "at"], delegate),
      method(
        "collectionView", ["_", "didEndDisplayingSupplementaryView", "forElementOfKind", "at"], delegate),
      method(
        "collectionView", ["_", "targetIndexPathForMoveFromItemAt", "toProposedIndexPath"], delegate,
        answer: "the proposed index path"),
      method("scrollViewDidScroll", ["_"], delegate),
      method("scrollViewWillBeginDragging", ["_"], delegate),
      method("scrollViewWillEndDragging", ["_", "withVelocity", "targetContentOffset"], delegate),
      method("scrollViewDidEndDragging", ["_", "willDecelerate"], delegate),
      method("scrollViewWillBeginDecelerating", ["_"], delegate),
      method("scrollViewDidEndDecelerating", ["_"], delegate),
      method("scrollViewDidEndScrollingAnimation", ["_"], delegate),
      method(
        "collectionView", ["_", "layout", "sizeForItemAt"], flow,
        answer: "the flow layout's `itemSize` (50 × 50 for another layout)", flow: "itemSize"),
      method(
        "collectionView", ["_", "layout", "insetForSectionAt"], flow,
        answer: "the flow layout's `sectionInset` (zero for another layout)", flow: "sectionInset"),
      method(
        "collectionView", ["_", "layout", "minimumLineSpacingForSectionAt"], flow,
        answer: "the flow layout's `minimumLineSpacing` (10 for another layout)", flow: "minimumLineSpacing"),
      method(
        "collectionView", ["_", "layout", "minimumInteritemSpacingForSectionAt"], flow,
        answer: "the flow layout's `minimumInteritemSpacing` (10 for another layout)",
        flow: "minimumInteritemSpacing"),
      method(
        "collectionView", ["_", "layout", "referenceSizeForHeaderInSection"], flow,
        answer: "the flow layout's `headerReferenceSize` (zero for another layout)",
        flow: "headerReferenceSize"),
      method(
        "collectionView", ["_", "layout", "referenceSizeForFooterInSection"], flow,
        answer: "the flow layout's `footerReferenceSize` (zero for another layout)",
        flow: "footerReferenceSize"),
      method("numberOfSections", ["in"], dataSource, answer: "1"),
      method(
        "collectionView", ["_", "viewForSupplementaryElementOfKind", "at"], dataSource,
        answer: "a plain `UICollectionReusableView`"),
      method("collectionView", ["_", "canMoveItemAt"], dataSource, answer: "`true`"),
      method("collectionView", ["_", "moveItemAt", "to"], dataSource),
      method(
        "collectionView", ["_", "cancelPrefetchingForItemsAt"], "UICollectionViewDataSourcePrefetching"),
      method("dynamicAnimatorWillResume", ["_"], animator),
      method("dynamicAnimatorDidPause", ["_"], animator),
      method("collisionBehavior", ["_", "beganContactFor", "with", "at"], collision),
      method("collisionBehavior", ["_", "endedContactFor", "with"], collision),
      method("collisionBehavior", ["_", "beganContactFor", "withBoundaryIdentifier", "at"], collision),
      method("collisionBehavior", ["_", "endedContactFor", "withBoundaryIdentifier"], collision),
    ]
  }()

  /// The methods a call with this base name and these labels can refer to.
  static func matching(base: String, labels: [String], trailingClosures: Int) -> [TrellisDelegateMethod] {
    all.filter {
      $0.name.base == base && $0.name.matchesCall(labels: labels, trailingClosures: trailingClosures)
    }
  }

  /// The methods named `name` (every method with its base name when `name` has no labels).
  static func matching(_ name: FullName) -> [TrellisDelegateMethod] {
    all.filter { $0.name.base == name.base && (name.labels == nil || $0.name.labels == name.labels) }
  }

  /// Protocols of UIKit that are class-bound in Trellis, so that a protocol inheriting one of
  /// them needs no `AnyObject`.
  static let classBoundProtocols: Set<String> = [
    "AnyObject", "class", "NSObjectProtocol",
    "UICollectionViewDelegate", "UICollectionViewDelegateFlowLayout", "UICollectionViewDataSource",
    "UICollectionViewDataSourcePrefetching", "UIDynamicAnimatorDelegate", "UICollisionBehaviorDelegate",
    "UIDynamicItem", "CollectionViewDelegate", "CollectionViewDelegateFlowLayout", "CollectionViewDataSource",
    "CollectionViewDataSourcePrefetching", "DynamicAnimatorDelegate", "CollisionBehaviorDelegate",
    "DynamicItem",
  ]
}
