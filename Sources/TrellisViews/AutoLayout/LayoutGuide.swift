/// A rectangle that takes part in Auto Layout without being a view (UIKit's `UILayoutGuide`;
/// docs/auto-layout.md §2).
///
/// A guide belongs to one view (`owningView`, set by `View.addLayoutGuide(_:)`); constraints
/// relate its anchors to those of views and other guides as they would a view's, and the layout
/// pass solves its rectangle, which `layoutFrame` reports in the owning view's coordinates. Use
/// guides for the empty space between views (equal gaps, a centred group) instead of invisible
/// spacer views.
///
/// Every view also has three guides the system keeps (they are not in `layoutGuides`):
/// `layoutMarginsGuide`, `safeAreaLayoutGuide` and `readableContentGuide`; their rectangles
/// follow the view's bounds, margins and safe area and cannot be constrained to change.
@preconcurrency @MainActor
open class LayoutGuide: NSObject {
  /// What kind of rectangle a guide is.
  package enum Kind: Sendable {
    /// A guide the user made: four unknowns of its own.
    case custom
    /// The owning view's bounds inset by its effective layout margins.
    case layoutMargins
    /// The owning view's bounds inset by its safe-area insets.
    case safeArea
    /// The layout-margins rectangle, narrowed to the readable width and centred in it.
    case readableContent
  }

  package let kind: Kind

  /// Creates a guide of `kind` (the system guides are made by their view).
  package init(kind: Kind, owner: View?) {
    self.kind = kind
    self.storedOwningView = owner
    super.init()
  }

  /// Creates a guide that belongs to no view yet; add it with `View.addLayoutGuide(_:)`.
  public override init() {
    kind = .custom
    super.init()
  }

  /// The view the guide belongs to, or `nil`. Setting it adds the guide to that view (and takes
  /// it from the previous one), as `addLayoutGuide(_:)` does; setting `nil` removes it.
  open var owningView: View? {
    get { storedOwningView }
    set {
      guard kind == .custom, newValue !== storedOwningView else { return }
      if let newValue { newValue.addLayoutGuide(self) } else { storedOwningView?.removeLayoutGuide(self) }
    }
  }

  /// The owning view, held weakly as UIKit's `owningView` is.
  package weak var storedOwningView: View?

  /// A name for debugging (the unsatisfiable-constraints report shows it). Empty by default.
  open var identifier = ""

  /// The guide's rectangle in the owning view's coordinate system, as the last layout pass
  /// solved it (a custom guide) or as the owning view's geometry gives it now (the system
  /// guides). `.zero` for a custom guide that has not been laid out or has no owning view.
  open var layoutFrame: CGRect {
    guard let view = storedOwningView else { return .zero }
    switch kind {
    case .custom: return solvedFrame
    case .layoutMargins: return view.bounds.inset(by: view.effectiveLayoutMargins)
    case .safeArea: return view.bounds.inset(by: view.safeAreaInsets)
    case .readableContent: return view.readableContentFrame
    }
  }

  /// The rectangle the last layout pass solved for a custom guide.
  package var solvedFrame = CGRect.zero

  /// Whether the constraints leave any edge or size of the guide undetermined (a system guide
  /// never is).
  public var hasAmbiguousLayout: Bool {
    guard kind == .custom, let view = storedOwningView else { return false }
    return view.isAmbiguous(self)
  }

  // MARK: Anchors

  /// The leading edge (left in left to right, right in right to left, after the owning view).
  public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
  /// The trailing edge.
  public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
  /// The left edge.
  public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
  /// The right edge.
  public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
  /// The top edge.
  public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
  /// The bottom edge.
  public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
  /// The horizontal centre.
  public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
  /// The vertical centre.
  public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
  /// The width.
  public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
  /// The height.
  public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
}
