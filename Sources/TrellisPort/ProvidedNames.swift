/// The UIKit, Core Animation and UIKit-only Foundation names TrellisUIKit provides (as itself
/// or through the modules it re-exports), so that `trellis port` can say which names of the
/// ported code do not exist on Trellis instead of leaving them to the compiler.
///
/// The list is written out here, not read at run time, because the port tool does not depend on
/// the modules it ports to. `ProvidedNamesTests` reads the public declarations of those modules'
/// sources and fails, naming the difference, when this list no longer matches them.
enum ProvidedNames {
  /// Every provided name with a `UI`, `NS` or `CA` prefix, sorted.
  static let all: Set<String> = [
    "CACornerMask", "CACurrentMediaTime", "CADisplayLink", "CALayer", "CALayerCornerCurve", "CATransform3D",
    "CATransform3DConcat", "CATransform3DEqualToTransform", "CATransform3DGetAffineTransform",
    "CATransform3DIdentity", "CATransform3DInvert", "CATransform3DIsAffine", "CATransform3DIsIdentity",
    "CATransform3DMakeAffineTransform", "CATransform3DMakeRotation", "CATransform3DMakeScale",
    "CATransform3DMakeTranslation", "CATransform3DRotate", "CATransform3DScale", "CATransform3DTranslate",
    "NSCollectionLayoutAnchor", "NSCollectionLayoutBoundarySupplementaryItem", "NSCollectionLayoutContainer",
    "NSCollectionLayoutDecorationItem", "NSCollectionLayoutDimension", "NSCollectionLayoutEdgeSpacing",
    "NSCollectionLayoutEnvironment", "NSCollectionLayoutGroup", "NSCollectionLayoutGroupCustomItem",
    "NSCollectionLayoutGroupCustomItemProvider", "NSCollectionLayoutItem", "NSCollectionLayoutSection",
    "NSCollectionLayoutSectionVisibleItemsInvalidationHandler", "NSCollectionLayoutSize",
    "NSCollectionLayoutSpacing", "NSCollectionLayoutSupplementaryItem", "NSCollectionLayoutVisibleItem",
    "NSDiffableDataSourceSectionSnapshot", "NSDiffableDataSourceSectionTransaction",
    "NSDiffableDataSourceSnapshot", "NSDiffableDataSourceTransaction", "NSDirectionalEdgeInsets",
    "NSDirectionalRectEdge", "NSLayoutAnchor", "NSLayoutConstraint", "NSLayoutDimension",
    "NSLayoutXAxisAnchor", "NSLayoutYAxisAnchor", "NSLineBreakMode", "NSParagraphStyle", "NSRectAlignment",
    "NSStringDrawingContext", "NSStringDrawingOptions", "NSStringFromCGPoint", "NSStringFromCGRect",
    "NSStringFromCGSize", "NSTextAlignment", "UIAccessibilityTraits", "UIAction", "UIActionHandler",
    "UIApplication", "UIAttachmentBehavior", "UIBarButtonItem", "UIBezierPath", "UIButton",
    "UICollectionElementKindSectionFooter", "UICollectionElementKindSectionHeader",
    "UICollectionLayoutListConfiguration", "UICollectionLayoutSectionOrthogonalScrollingBehavior",
    "UICollectionLayoutSectionOrthogonalScrollingProperties", "UICollectionReusableView", "UICollectionView",
    "UICollectionViewCell", "UICollectionViewCompositionalLayout",
    "UICollectionViewCompositionalLayoutConfiguration", "UICollectionViewCompositionalLayoutSectionProvider",
    "UICollectionViewController", "UICollectionViewDataSource", "UICollectionViewDataSourcePrefetching",
    "UICollectionViewDelegate", "UICollectionViewDelegateFlowLayout", "UICollectionViewDiffableDataSource",
    "UICollectionViewFlowLayout", "UICollectionViewFlowLayoutInvalidationContext", "UICollectionViewLayout",
    "UICollectionViewLayoutAttributes", "UICollectionViewLayoutInvalidationContext",
    "UICollectionViewScrollDirection", "UICollectionViewTransitionLayout", "UICollectionViewUpdateItem",
    "UICollisionBehavior", "UICollisionBehaviorDelegate", "UIColor", "UIContentInsetsReference",
    "UIContentSizeCategory", "UIContextMenuActionProvider", "UIContextMenuConfiguration",
    "UIContextMenuContentPreviewProvider", "UIContextMenuInteractionAnimating",
    "UIContextMenuInteractionCommitAnimating", "UIContextMenuInteractionCommitStyle", "UIControl",
    "UIDynamicAnimator", "UIDynamicAnimatorDelegate", "UIDynamicBehavior", "UIDynamicItem",
    "UIDynamicItemBehavior", "UIDynamicItemCollisionBoundsType", "UIEdgeInsets",
    "UIEdgeInsetsEqualToEdgeInsets", "UIEdgeInsetsInsetRect", "UIEdgeInsetsMake", "UIEdgeInsetsZero",
    "UIEvent", "UIFieldBehavior", "UIFloatRange", "UIFont", "UIFontMetrics", "UIGravityBehavior", "UIImage",
    "UIImageView", "UILabel", "UILayoutGuide", "UILayoutPriority", "UIMenu", "UIMenuElement",
    "UIModalPresentationStyle", "UINavigationBar", "UINavigationController", "UINavigationControllerDelegate",
    "UINavigationItem", "UIOffset", "UIPanGestureRecognizer", "UIPinchGestureRecognizer",
    "UIGestureRecognizer", "UIGestureRecognizerDelegate", "UILongPressGestureRecognizer",
    "UISwipeGestureRecognizer",
    "UITapGestureRecognizer", "UIPushBehavior", "UIRegion", "UIScreen",
    "UIScrollView", "UISearchBar", "UISearchBarDelegate", "UISearchController", "UISearchControllerDelegate",
    "UISearchResultsUpdating", "UISegmentedControl", "UISemanticContentAttribute", "UISlider",
    "UISnapBehavior", "UIStackView", "UISwitch", "UITraitCollection", "UITraitEnvironmentLayoutDirection",
    "UIUserInterfaceIdiom", "UIUserInterfaceLayoutDirection", "UIUserInterfaceSizeClass",
    "UIUserInterfaceStyle", "UIView", "UIViewAnimationOptions", "UIViewAutoresizing", "UIViewContentMode",
    "UIViewController", "UIViewControllerTransitionCoordinator", "UIViewTintAdjustmentMode", "UIWindow",
    // Lists (TrellisLists) and cell configurations.
    "UIBackgroundConfiguration", "UICellAccessory", "UICellConfigurationState", "UICollectionViewListCell",
    "UIConfigurationColorTransformer", "UIConfigurationState", "UIConfigurationStateCustomKey",
    "UIContentConfiguration", "UIContentView", "UIContextualAction", "UIListContentConfiguration",
    // Drag and drop (docs/drag-and-drop.md).
    "NSItemProvider", "UICollectionViewDragDelegate", "UICollectionViewDropCoordinator",
    "UICollectionViewDropDelegate", "UICollectionViewDropItem", "UICollectionViewDropPlaceholder",
    "UICollectionViewDropPlaceholderContext", "UICollectionViewDropProposal", "UICollectionViewPlaceholder",
    "UIDragAnimating", "UIDragItem", "UIDragPreviewParameters", "UIDragSession", "UIDropOperation",
    "UIDropSession",
    // Keyboard focus (docs/selection.md §7).
    "UICollectionViewFocusUpdateContext", "UIFocusAnimationCoordinator", "UIFocusHeading",
    "UIListContentView", "UIListSeparatorConfiguration", "UISwipeActionsConfiguration",
    "UIViewConfigurationState",
  ]

  /// Name families that exist only with UIKit or Core Animation (Foundation on Linux has the
  /// rest of the `NS` names): a name in one of them that is not provided will not compile.
  static let uikitOnlyPrefixes = [
    "UI", "CA", "NSLayout", "NSCollectionLayout", "NSDiffableDataSource", "NSDirectional", "NSTextAlignment",
    "NSLineBreak", "NSParagraphStyle", "NSMutableParagraphStyle", "NSStringDrawing", "NSShadow",
    "NSTextAttachment", "NSRectAlignment", "NSStringFromCG", "NSToolbar", "NSUnderlineStyle",
  ]

  /// Whether `name` belongs to a UIKit-only family and TrellisUIKit does not provide it.
  static func isMissing(_ name: String) -> Bool {
    guard !all.contains(name) else { return false }
    return uikitOnlyPrefixes.contains { prefix in
      name.hasPrefix(prefix) && name.count > prefix.count
        && name[name.index(name.startIndex, offsetBy: prefix.count)].isUppercase
    }
  }
}
