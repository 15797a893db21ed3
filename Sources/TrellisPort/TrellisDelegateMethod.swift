/// UIKit's optional delegate and data-source methods that Trellis declares as protocol
/// requirements with default implementations.
///
/// Calls such as `flowDelegate?.collectionView?(cv, layout: self, sizeForItemAt: ip)` become
/// plain calls. When the delegate does not implement the method, Trellis's default answers
/// (`defaultAnswer`), where UIKit would have given `nil` and the call site's fallback.
///
/// The table is what Trellis's protocols declare with a default implementation, written out
/// because the port tool does not depend on the modules it ports to; `DelegateMethodTableTests`
/// reads the protocols and their extensions in the sources and fails, naming the difference,
/// when the table no longer matches them.
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
  /// Whether the method returns an optional (`UIContextMenuConfiguration?`): the plain call still
  /// gives an optional, so a `?? fallback` after it is still used.
  var returnsOptional = false

  /// Whether the method returns a value.
  var returnsValue: Bool { defaultAnswer != nil }

  /// Every method of the table.
  static let all: [TrellisDelegateMethod] = {
    func method(
      _ base: String, _ labels: [String], _ protocolName: String, answer: String? = nil, flow: String? = nil,
      optional: Bool = false
    ) -> TrellisDelegateMethod {
      TrellisDelegateMethod(
        name: FullName(base: base, labels: labels), protocolName: protocolName, defaultAnswer: answer,
        flowProperty: flow, returnsOptional: optional)
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
      // Highlighting and selection.
      method("collectionView", ["_", "shouldHighlightItemAt"], delegate, answer: "`true`"),
      method("collectionView", ["_", "didHighlightItemAt"], delegate),
      method("collectionView", ["_", "didUnhighlightItemAt"], delegate),
      method("collectionView", ["_", "shouldSelectItemAt"], delegate, answer: "`true`"),
      method("collectionView", ["_", "didSelectItemAt"], delegate),
      method("collectionView", ["_", "shouldDeselectItemAt"], delegate, answer: "`true`"),
      method("collectionView", ["_", "didDeselectItemAt"], delegate),
      // The two-finger pan that selects several items.
      method(
        "collectionView", ["_", "shouldBeginMultipleSelectionInteractionAt"], delegate,
        answer: "the collection view's `allowsMultipleSelectionDuringEditing`"),
      method("collectionView", ["_", "didBeginMultipleSelectionInteractionAt"], delegate),
      method("collectionViewDidEndMultipleSelectionInteraction", ["_"], delegate),
      // Focus.
      method(
        "collectionView", ["_", "canFocusItemAt"], delegate,
        answer: "the collection view's `allowsFocus` (`allowsFocusDuringEditing` while editing)"),
      method("collectionView", ["_", "shouldUpdateFocusIn"], delegate, answer: "`true`"),
      method("collectionView", ["_", "didUpdateFocusIn", "with"], delegate),
      method("indexPathForPreferredFocusedView", ["in"], delegate, answer: "`nil`", optional: true),
      method(
        "collectionView", ["_", "selectionFollowsFocusForItemAt"], delegate,
        answer: "the collection view's `selectionFollowsFocus`"),
      // Context menus.
      method(
        "collectionView", ["_", "contextMenuConfigurationForItemsAt", "point"], delegate,
        answer:
          "the answer of `collectionView(_:contextMenuConfigurationForItemAt:point:)` for the pressed item "
          + "(`nil` for the background)",
        optional: true),
      method(
        "collectionView", ["_", "contextMenuConfigurationForItemAt", "point"], delegate, answer: "`nil`",
        optional: true),
      method("collectionView", ["_", "willDisplayContextMenu", "animator"], delegate),
      method("collectionView", ["_", "willEndContextMenuInteraction", "animator"], delegate),
      method("collectionView", ["_", "willPerformPreviewActionForMenuWith", "animator"], delegate),
      // Layout transitions.
      method(
        "collectionView", ["_", "transitionLayoutForOldLayout", "newLayout"], delegate,
        answer: "a `UICollectionViewTransitionLayout` from the old layout to the new one"),
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
