/// An element of a section currently on screen, as a section's
/// `visibleItemsInvalidationHandler` sees it: its geometry and the appearance the handler may
/// change.
///
/// Changes to `center`, `transform`, `transform3D`, `alpha`, `zIndex` and `isHidden` show in
/// the attributes the layout returns for the element until the handler runs again.
///
/// `frame` and `center` are in the layout's coordinates without the section's orthogonal
/// scrolling: in an orthogonal section an element is drawn at `frame` moved back by the offset
/// the handler receives (so `frame.midX − offset.x` is its on-screen position, as in Apple's
/// samples).
///
/// UIKit difference: UIKit calls it `NSCollectionLayoutVisibleItem`; it is not a
/// `UIDynamicItem` here.
@preconcurrency @MainActor
public protocol CollectionLayoutVisibleItem: AnyObject {
  /// The element's opacity.
  var alpha: CGFloat { get set }
  /// The element's z-index.
  var zIndex: Int { get set }
  /// Whether the element is hidden.
  var isHidden: Bool { get set }
  /// The element's centre (see the protocol's note on orthogonal sections).
  var center: CGPoint { get set }
  /// The element's affine transform about its centre.
  var transform: CGAffineTransform { get set }
  /// The element's 3D transform about its centre.
  var transform3D: CATransform3D { get set }
  /// The element's kind (`"cell"` for a cell, else the supplementary or decoration kind).
  var name: String { get }
  /// The element's index path.
  var indexPath: IndexPath { get }
  /// The element's untransformed frame (see the protocol's note on orthogonal sections).
  var frame: CGRect { get }
  /// The element's bounds: origin zero, the frame's size.
  var bounds: CGRect { get }
  /// Cell, supplementary view or decoration view.
  var representedElementCategory: CollectionView.ElementCategory { get }
  /// The supplementary or decoration kind, or `nil` for a cell.
  var representedElementKind: String? { get }
}

/// The closure a section calls before each layout of its visible elements, with those
/// elements, the section's scroll offset and the environment.
///
/// The offset is the section's orthogonal scroll offset for an orthogonal section (x for a
/// vertical layout), and the collection view's content offset otherwise.
public typealias CollectionLayoutSectionVisibleItemsInvalidationHandler =
  @MainActor (
    [any CollectionLayoutVisibleItem], CGPoint, any CollectionLayoutEnvironment
  ) -> Void

/// The visible item the layout hands to a handler.
final class VisibleItem: CollectionLayoutVisibleItem {
  var alpha: CGFloat = 1
  var zIndex: Int
  var isHidden = false
  var center: CGPoint
  var transform3D = CATransform3DIdentity
  let indexPath: IndexPath
  let size: CGSize
  let representedElementCategory: CollectionView.ElementCategory
  let representedElementKind: String?
  /// The element's identity inside its section.
  let element: SectionElementID

  init(element: SectionElementID, indexPath: IndexPath, frame: CGRect, zIndex: Int) {
    self.element = element
    self.indexPath = indexPath
    self.size = frame.size
    self.center = CGPoint(x: frame.midX, y: frame.midY)
    self.zIndex = zIndex
    switch element.category {
    case .cell:
      representedElementCategory = .cell
      representedElementKind = nil
    case .supplementary:
      representedElementCategory = .supplementaryView
      representedElementKind = element.kind
    case .decoration:
      representedElementCategory = .decorationView
      representedElementKind = element.kind
    }
  }

  var transform: CGAffineTransform {
    get { CATransform3DGetAffineTransform(transform3D) }
    set { transform3D = CATransform3DMakeAffineTransform(newValue) }
  }

  var name: String { representedElementKind ?? "cell" }

  var frame: CGRect {
    CGRect(
      x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
  }

  var bounds: CGRect { CGRect(origin: .zero, size: size) }
}
