/// A rectangle in a hierarchy of rectangles, shaped as `UIView`: the base of cells, supplementary
/// and decoration views and of the collection view itself.
///
/// Headless: a view records its geometry, appearance and subviews and draws nothing. Its
/// geometry lives in its `layer` (see `Layer`): `frame`, `bounds`, `center`, `transform` and
/// `alpha` read and write the layer, so a change made through either is seen through both, and
/// setting `layer.anchorPoint` moves the frame as on iOS. The members UIKit code overrides are
/// `open` and declared here, in the class body, so that subclasses in other modules can override
/// them.
///
/// Layout works as UIKit's: `setNeedsLayout()` marks the view, `layoutIfNeeded()` runs
/// `layoutSubviews()` on every marked view of the tree (once each, parents before children), and
/// a change of the bounds' size marks the view and resizes the subviews whose
/// `autoresizingMask` asks for it. A new view starts marked. A collection view lays out its
/// cells at the end of each of its layout passes.
///
/// UIKit difference: there is no responder chain or drawing (a `Window` in
/// TrellisViewControllers hosts a tree); animations change the model at once and are played by
/// `AnimationClock` (docs/views.md §5); a root view's `safeAreaInsets` can be set, a subview
/// inherits the part of its superview's it overlaps; `traitCollection` comes from `Screen.main`,
/// the view's layout direction and the overrides (docs/views.md §2).
@preconcurrency @MainActor
open class View: NSObject {
  // MARK: - Creating

  /// The class of the view's layer: `Layer` unless a subclass overrides it with a `Layer`
  /// subclass (anything else counts as `Layer`).
  open class var layerClass: AnyClass { Layer.self }

  /// Creates a view with `frame`, in its superview's coordinates.
  public init(frame: CGRect) {
    storedLayer = ((Self.layerClass as? Layer.Type) ?? Layer.self).init()
    super.init()
    attachLayer(frame: frame)
  }

  /// Creates a view from an archive.
  ///
  /// UIKit difference: Trellis keeps nothing in archives: the view has a zero frame. The
  /// initializer exists so that subclasses that must provide `init?(coder:)` compile unchanged.
  public required init?(coder: NSCoder) {
    storedLayer = ((Self.layerClass as? Layer.Type) ?? Layer.self).init()
    super.init()
    attachLayer(frame: .zero)
  }

  /// Creates a view with a zero frame.
  public override convenience init() {
    self.init(frame: .zero)
  }

  private func attachLayer(frame: CGRect) {
    storedLayer.owningView = self
    storedLayer.frame = frame
    needsLayoutFlag = true
    if type(of: self).requiresConstraintBasedLayout { requestInitialConstraintUpdate() }
  }

  // MARK: - Geometry

  /// The layer that holds the view's geometry and appearance.
  open var layer: Layer { storedLayer }
  package let storedLayer: Layer
  /// Auto Layout state, allocated when first needed (View+AutoLayout.swift). Read on every move
  /// of every view, so the exclusivity check is off for it and for `appearanceStorage`: only
  /// plain loads and stores of the reference, never `inout`; keep it so. Declared beside
  /// `storedLayer` so that placing a view (both read for every cell in every frame of a scroll)
  /// reads one cache line of the view, not two (stored properties are laid out in declaration
  /// order).
  @exclusivity(unchecked) package final var autoLayoutState: AutoLayoutState?

  /// The view's rectangle in its superview's coordinates: `layer.frame`.
  ///
  /// With a transform, the bounding box of the transformed bounds. Setting it sets the bounds'
  /// size and the centre; a change of size lays the view out again.
  open var frame: CGRect {
    get { storedLayer.frame }
    set { setFrameNotingConstraintsFromAbove(newValue) }
  }

  /// The view's own coordinate space: `layer.bounds`. Its origin is the point of the view's
  /// content shown at its top-left corner (zero for most views; the content offset for a
  /// collection view).
  open var bounds: CGRect {
    get { storedLayer.bounds }
    set { storedLayer.bounds = newValue }
  }

  /// The view's centre in its superview's coordinates: `layer.position`.
  open var center: CGPoint {
    get { storedLayer.position }
    set { setCenterNotingConstraintsFromAbove(newValue) }
  }

  /// The view's affine transform about its centre (its anchor point): the affine part of
  /// `layer.transform`. Setting it replaces `layer.transform`.
  open var transform: CGAffineTransform {
    get { CATransform3DGetAffineTransform(storedLayer.transform) }
    set { storedLayer.transform = CATransform3DMakeAffineTransform(newValue) }
  }

  /// The view's 3D transform: `layer.transform`.
  open var transform3D: CATransform3D {
    get { storedLayer.transform }
    set { storedLayer.transform = newValue }
  }

  /// The number of pixels per point of the view's content. The default is the screen's scale
  /// (`Screen.main.scale`); setting a finite positive value overrides it (and the layer's
  /// `contentsScale`).
  open var contentScaleFactor: CGFloat {
    get { explicitContentScaleFactor ?? Screen.main.scale }
    set {
      guard newValue.isFinite, newValue > 0 else { return }
      explicitContentScaleFactor = newValue
      storedLayer.contentsScale = newValue
    }
  }
  private var explicitContentScaleFactor: CGFloat?

  // MARK: - Appearance

  /// The view's opacity, 0 to 1: `layer.opacity`.
  open var alpha: CGFloat {
    get { CGFloat(storedLayer.opacity) }
    set { storedLayer.opacity = Float(newValue) }
  }

  /// Whether the view is hidden: `layer.isHidden`.
  open var isHidden: Bool {
    get { storedLayer.isHidden }
    set { setLayerHidden(newValue) }
  }

  /// The view's background colour, or `nil`. The layer gets it resolved with the view's
  /// `traitCollection` (`layer.backgroundColor`), again whenever the traits' appearance changes;
  /// this property returns the colour as given, dynamic or not (docs/views.md §2).
  open var backgroundColor: Color? {
    get { givenBackgroundColor }
    set { setGivenBackgroundColor(newValue) }
  }

  /// Whether subviews are clipped to the view's bounds: `layer.masksToBounds`.
  open var clipsToBounds: Bool {
    get { storedLayer.masksToBounds }
    set { storedLayer.masksToBounds = newValue }
  }

  /// Whether the view is fully opaque. Recorded only. The default is `true`.
  open var isOpaque = true

  /// A number identifying the view, for `viewWithTag(_:)`. The default is 0.
  open var tag = 0

  /// Whether the view takes part in touch handling: a view with it off, and the views below it,
  /// are skipped by `hitTest(_:with:)`, so touches sent to the root reach neither them nor their
  /// gesture recognizers. The default is `true`.
  open var isUserInteractionEnabled = true

  // MARK: - Hierarchy

  /// The view this view is a subview of, or `nil`.
  open var superview: View? { parentView }

  /// The superview, held without a reference count (see "Back references" in View+Hierarchy.swift).
  nonisolated(unsafe) unowned(unsafe) final var parentView: View?

  /// The subviews, back to front.
  open var subviews: [View] { childViews }
  @exclusivity(unchecked) final var childViews: [View] = []

  /// Adds `view` in front of the other subviews, taking it from its current superview.
  ///
  /// Adding a view to itself or to one of its own subviews changes nothing.
  open func addSubview(_ view: View) {
    _insertSubview(view, at: childViews.count)
  }

  /// Inserts `view` at `index` among the subviews (clamped to `0…subviews.count`).
  open func insertSubview(_ view: View, at index: Int) {
    _insertSubview(view, at: index)
  }

  /// Inserts `view` just in front of `siblingSubview`, or in front of everything when
  /// `siblingSubview` is not a subview.
  open func insertSubview(_ view: View, aboveSubview siblingSubview: View) {
    let index = childViews.indexOfIdentical(siblingSubview).map { $0 + 1 } ?? childViews.count
    _insertSubview(view, at: index)
  }

  /// Inserts `view` just behind `siblingSubview`, or in front of everything when
  /// `siblingSubview` is not a subview.
  open func insertSubview(_ view: View, belowSubview siblingSubview: View) {
    let index = childViews.indexOfIdentical(siblingSubview) ?? childViews.count
    _insertSubview(view, at: index)
  }

  /// Removes the view from its superview (and its layer from the superview's layer); does
  /// nothing when it has none. The constraints installed above the view that name it or a view
  /// below it are deactivated; those installed inside it stay.
  open func removeFromSuperview() {
    _removeFromSuperview()
  }

  /// Moves `view` (a subview) in front of its siblings; does nothing for any other view.
  open func bringSubviewToFront(_ view: View) {
    guard view.parentView === self else { return }
    _insertSubview(view, at: childViews.count)
  }

  /// Moves `view` (a subview) behind its siblings; does nothing for any other view.
  open func sendSubviewToBack(_ view: View) {
    guard view.parentView === self else { return }
    _insertSubview(view, at: 0)
  }

  /// Whether the view is `view` or lies somewhere below it.
  open func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let node = current {
      if node === view { return true }
      current = node.parentView
    }
    return false
  }

  /// The view itself or the first view below it (depth first, back to front) whose `tag` is
  /// `tag`, or `nil`.
  open func viewWithTag(_ tag: Int) -> View? {
    if self.tag == tag { return self }
    for child in childViews {
      if let match = child.viewWithTag(tag) { return match }
    }
    return nil
  }

  /// Called after `subview` was added. The default does nothing.
  open func didAddSubview(_ subview: View) {}

  /// Called before `subview` is removed. The default does nothing.
  open func willRemoveSubview(_ subview: View) {}

  /// Called before the view moves to `newSuperview` (`nil` when it is being removed). The
  /// default does nothing.
  open func willMove(toSuperview newSuperview: View?) {}

  /// Called after the view moved to a new superview (or was removed). The default does nothing.
  open func didMoveToSuperview() {}

  // MARK: - Layout

  /// Marks the view as needing layout: the next `layoutIfNeeded()` on it or an ancestor calls
  /// its `layoutSubviews()`.
  open func setNeedsLayout() {
    _setNeedsLayout()
  }

  /// Lays out now every view of the tree that is marked as needing layout: from the highest
  /// marked ancestor of this view down, each marked view's `layoutSubviews()` runs once, before
  /// its subviews'.
  open func layoutIfNeeded() {
    layoutViewTreeIfNeeded()
  }

  /// Lays out the subviews. Override to set their frames; the default does nothing (autoresizing
  /// has already happened when the bounds changed).
  ///
  /// Do not call it directly: call `setNeedsLayout()` and `layoutIfNeeded()`.
  open func layoutSubviews() {}

  /// Asks for the view to be redrawn. Headless: nothing is drawn, so this does nothing.
  open func setNeedsDisplay() {}

  /// The natural size of the view's content, which Auto Layout keeps it at unless constraints
  /// of higher priority than its content hugging or compression resistance say otherwise; an
  /// axis without one is `View.noIntrinsicMetric`. The default has none on either axis.
  /// Override it in a view that has content; call `invalidateIntrinsicContentSize()` when it
  /// changes.
  open var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// The size that best fits `size`. The default returns the current bounds' size, as UIKit's.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin.
  open func sizeToFit() {
    var rect = frame
    rect.size = sizeThatFits(bounds.size)
    frame = rect
  }

  /// How the view resizes when its superview's bounds change size. The default is none.
  open var autoresizingMask: AutoresizingMask = []

  /// Whether subviews are resized by their `autoresizingMask` when the bounds change size. The
  /// default is `true`.
  open var autoresizesSubviews = true

  /// The default spacing around the view's content. The default is 8 points on each side, as
  /// UIKit's.
  ///
  /// UIKit difference: NaN and infinite edges count as 0 and edges beyond
  /// ±`LayoutLimits.maximumLength` are clamped (a collection view records it in
  /// `lastLayoutError`), so that no NaN reaches a layout.
  ///
  /// A change calls `layoutMarginsDidChange()`. With `insetsLayoutMarginsFromSafeArea` (the
  /// default) the margins are measured from the safe area, not from the bounds
  /// (docs/auto-layout.md §3).
  open var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
    didSet {
      layoutMargins = usableInsets(layoutMargins, name: "layoutMargins")
      if layoutMargins != oldValue { layoutMarginsChanged() }
    }
  }

  /// The insets of the area not covered by bars (docs/auto-layout.md §3).
  ///
  /// A view that was given insets keeps them; any other view has the part of its superview's
  /// safe area insets that overlaps it, as UIKit computes it (zero without a superview). A change
  /// calls `safeAreaInsetsDidChange()`.
  ///
  /// UIKit difference: settable, since there is no window or view controller to inherit it from
  /// (set it on the root view of a screen). Unusable edges are treated as for `layoutMargins`.
  /// A view whose inherited insets change because a frame moved hears of it in the next
  /// constraint pass of its tree, not at once.
  open var safeAreaInsets: EdgeInsets {
    get { autoLayoutState?.explicitSafeAreaInsets ?? inheritedSafeAreaInsets }
    set {
      let old = safeAreaInsets
      autoLayout.explicitSafeAreaInsets = usableInsets(newValue, name: "safeAreaInsets")
      if safeAreaInsets != old { safeAreaInsetsChanged() }
    }
  }

  // MARK: - Auto Layout (members subclasses override; docs/auto-layout.md)

  /// Updates the view's constraints. Override it to add, change or remove constraints in one
  /// batch; it runs before the layout pass, for every view that called
  /// `setNeedsUpdateConstraints()`, subviews before their superviews (docs/auto-layout.md §5).
  /// Call `super.updateConstraints()` at the end, as UIKit asks. The default does nothing.
  open func updateConstraints() {}

  /// Whether the view relies on constraints: when `true`, the view's `updateConstraints()` runs
  /// in its tree's first layout pass even if nothing asked for it. The default is `false`.
  open class var requiresConstraintBasedLayout: Bool { false }

  /// Called when `layoutMargins` (or `directionalLayoutMargins`) changed. The default does
  /// nothing.
  open func layoutMarginsDidChange() {}

  /// Called when `safeAreaInsets` changed (docs/auto-layout.md §3). The default does nothing.
  open func safeAreaInsetsDidChange() {}

  /// Whether the view's margins also keep its content out of the superview's margins where
  /// the view reaches into them (docs/auto-layout.md §3). The default is `false`.
  open var preservesSuperviewLayoutMargins = false {
    didSet { if preservesSuperviewLayoutMargins != oldValue { layoutMarginsChanged() } }
  }

  /// Whether the layout margins are measured from the safe area (`true`, the default) or from
  /// the bounds (docs/auto-layout.md §3).
  open var insetsLayoutMarginsFromSafeArea = true {
    didSet { if insetsLayoutMarginsFromSafeArea != oldValue { layoutMarginsChanged() } }
  }

  /// `layoutMargins` named by reading direction: leading is the left margin in left to right,
  /// the right one in right to left. Setting it sets `layoutMargins` through the view's
  /// current layout direction (docs/auto-layout.md §3).
  ///
  /// UIKit difference: UIKit remembers which of the two was set last and keeps the directional
  /// margins when the direction changes later; Trellis keeps `layoutMargins` (left and right).
  open var directionalLayoutMargins: DirectionalEdgeInsets {
    get {
      let margins = layoutMargins
      let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
      return DirectionalEdgeInsets(
        top: margins.top, leading: rightToLeft ? margins.right : margins.left, bottom: margins.bottom,
        trailing: rightToLeft ? margins.left : margins.right)
    }
    set {
      let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
      layoutMargins = EdgeInsets(
        top: newValue.top, left: rightToLeft ? newValue.trailing : newValue.leading, bottom: newValue.bottom,
        right: rightToLeft ? newValue.leading : newValue.trailing)
    }
  }

  /// The view whose first baseline is this view's first baseline (`firstBaselineAnchor`,
  /// stack views' `.firstBaseline` alignment). The default is the view itself; a view made of
  /// subviews returns the one that shows its first line of text. A view (itself or the one
  /// returned) that adopts `LayoutBaselineProviding` gives the baseline's offset; any other
  /// view's baseline is its bottom edge (docs/auto-layout.md §6).
  open var viewForFirstBaselineLayout: View { self }

  /// The view whose last baseline is this view's last baseline; the default is the view itself.
  open var viewForLastBaselineLayout: View { self }

  /// `insets` with every edge a `LayoutLimits.signedLength(_:)`; a change is reported to
  /// the view when it is an `UnusableInputRecording` (a collection view records it in
  /// `lastLayoutError`); plain views keep no record.
  package func usableInsets(_ insets: EdgeInsets, name: String) -> EdgeInsets {
    let usable = LayoutLimits.insets(insets)
    if usable != insets, let recorder = self as? any UnusableInputRecording {
      recorder.recordUnusableInput(
        "\(type(of: self)): \(name) \(insets) is not usable; \(usable) is used instead")
    }
    return usable
  }

  // MARK: - Appearance (tint, trait overrides, content mode, touches, accessibility, hit testing)

  /// The colour controls in this view use for their active parts: the colour set here, or else
  /// the superview's, or `Color.tintColor` (`systemBlue`) at the root; `systemGray` while the
  /// effective `tintAdjustmentMode` is `.dimmed`. Setting `nil` returns to the inherited colour.
  /// A change calls `tintColorDidChange()` on the view and on every view below it whose tint
  /// changes (docs/views.md §3).
  open var tintColor: Color! {
    get { effectiveAppearance.visibleTint }
    set { changeAppearance { $0.explicitTintColor = newValue } }
  }

  /// Whether the tint is shown as is or dimmed: `.automatic` (the default) follows the
  /// superview (`.normal` at the root). A change calls `tintColorDidChange()` where the visible
  /// tint changes.
  open var tintAdjustmentMode: TintAdjustmentMode {
    get {
      let mode = appearanceStorage?.tintAdjustmentMode ?? .automatic
      guard mode == .automatic else { return mode }
      return effectiveAppearance.isDimmed ? .dimmed : .normal
    }
    set { changeAppearance { $0.tintAdjustmentMode = newValue } }
  }

  /// Called when the view's visible `tintColor` changed (its own, an ancestor's, a change of
  /// `tintAdjustmentMode`, or a move to another superview). The default does nothing.
  open func tintColorDidChange() {}

  /// The appearance the view and the views below it use, whatever the screen's: `.unspecified`
  /// (the default) follows the superview, or the screen at the root. A change calls
  /// `traitCollectionDidChange(_:)` where the traits change (docs/views.md §2).
  open var overrideUserInterfaceStyle: UserInterfaceStyle {
    get { appearanceStorage?.overrideUserInterfaceStyle ?? .unspecified }
    set { changeAppearance { $0.overrideUserInterfaceStyle = newValue } }
  }

  /// How the view's content fits its bounds. Recorded only (nothing is drawn). The default is
  /// `.scaleToFill`.
  open var contentMode: ContentMode {
    get { appearanceStorage?.contentMode ?? .scaleToFill }
    set { ensureAppearanceStorage().contentMode = newValue }
  }

  /// A view whose opacity masks this view's content; setting it sets `layer.mask` to its layer.
  /// Recorded only.
  open var mask: View? {
    get { appearanceStorage?.maskView }
    set {
      ensureAppearanceStorage().maskView = newValue
      storedLayer.mask = newValue?.storedLayer
    }
  }

  /// Whether the view handles touches only while no other view does. Recorded only. The default
  /// is `false`.
  open var isExclusiveTouch: Bool {
    get { appearanceStorage?.isExclusiveTouch ?? false }
    set { ensureAppearanceStorage().isExclusiveTouch = newValue }
  }

  /// Whether the view takes more than one touch at a time. Recorded only. The default is `false`.
  open var isMultipleTouchEnabled: Bool {
    get { appearanceStorage?.isMultipleTouchEnabled ?? false }
    set { ensureAppearanceStorage().isMultipleTouchEnabled = newValue }
  }

  /// The text assistive technologies read for the view. Recorded only. The default is `nil`.
  open var accessibilityLabel: String? {
    get { appearanceStorage?.accessibilityLabel }
    set { ensureAppearanceStorage().accessibilityLabel = newValue }
  }

  /// A string that identifies the view to UI tests. Recorded only. The default is `nil`.
  open var accessibilityIdentifier: String? {
    get { appearanceStorage?.accessibilityIdentifier }
    set { ensureAppearanceStorage().accessibilityIdentifier = newValue }
  }

  /// Whether the view is an element assistive technologies can reach. Recorded only. The
  /// default is `false`, as for a plain `UIView`.
  open var isAccessibilityElement: Bool {
    get { appearanceStorage?.isAccessibilityElement ?? false }
    set { ensureAppearanceStorage().isAccessibilityElement = newValue }
  }

  /// How the element behaves for assistive technologies. Recorded only. The default is none.
  open var accessibilityTraits: AccessibilityTraits {
    get { appearanceStorage?.accessibilityTraits ?? [] }
    set { ensureAppearanceStorage().accessibilityTraits = newValue }
  }

  /// Whether `point`, in the view's bounds coordinates, is inside the view: inside `bounds`
  /// (edges at the minimum included, at the maximum excluded). A NaN point is outside.
  open func point(inside point: CGPoint, with event: Event?) -> Bool {
    // Compared edge by edge: Foundation's `CGRect.contains` traps on NaN bounds on Linux.
    let rect = bounds
    return point.x >= rect.minX && point.x < rect.maxX && point.y >= rect.minY && point.y < rect.maxY
  }

  /// The farthest descendant of the view (or the view itself) that contains `point`, in the
  /// view's bounds coordinates, and takes touches; `nil` when the view is hidden, has alpha below
  /// 0.01, has user interaction off or does not contain the point. Subviews are asked front to
  /// back (docs/views.md §4).
  open func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    _hitTest(point, with: event)
  }

  // MARK: - Touches

  /// A finger touched the view (`View.sendTouch` on the root, after the view's gesture
  /// recognizers, delayed while one with `delaysTouchesBegan` analyzes the touch). Each touch's
  /// location is in the view's bounds coordinates. The default does nothing.
  ///
  /// UIKit difference: the touches are `GestureRecognizer.Touch` values (finger, location, time)
  /// instead of `UITouch` objects, one per call; the default does not pass them to the next
  /// responder.
  open func touchesBegan(_ touches: Set<GestureRecognizer.Touch>, with event: Event?) {}

  /// A finger touching the view moved. The default does nothing.
  open func touchesMoved(_ touches: Set<GestureRecognizer.Touch>, with event: Event?) {}

  /// A finger touching the view lifted (delayed while a recognizer with `delaysTouchesEnded`
  /// analyzes the touch). The default does nothing.
  open func touchesEnded(_ touches: Set<GestureRecognizer.Touch>, with event: Event?) {}

  /// A touch of the view was cancelled: the touch itself, or a recognizer with
  /// `cancelsTouchesInView` recognized its gesture. The default does nothing.
  open func touchesCancelled(_ touches: Set<GestureRecognizer.Touch>, with event: Event?) {}

  // MARK: - Direction and traits

  /// How the view's content is laid out when the interface reads right to left. The default is
  /// `.unspecified` (follow the superview, or the application).
  ///
  /// A change tells the view and its subviews whose direction changes
  /// (`traitCollectionDidChange(_:)`); a collection view mirrors or stops mirroring its layout at
  /// its next layout pass.
  @exclusivity(unchecked) open var semanticContentAttribute = SemanticContentAttribute.unspecified {
    didSet {
      guard semanticContentAttribute != oldValue else { return }
      semanticContentAttributeDidChange(from: oldValue)
    }
  }

  /// The direction the view's content reads in: from `semanticContentAttribute`, and for
  /// `.unspecified` from the superview's effective direction, or the application's
  /// `userInterfaceLayoutDirection` when there is no superview.
  open var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
    Self.direction(
      for: semanticContentAttribute,
      inherited: parentView?.effectiveUserInterfaceLayoutDirection
        ?? Application.shared.userInterfaceLayoutDirection)
  }

  /// The view's traits: the screen's (`Screen.main.traitCollection`) with the view's own layout
  /// direction, and the appearance and text size of the nearest override on the view or an
  /// ancestor (`overrideUserInterfaceStyle`; docs/views.md §2).
  open var traitCollection: TraitCollection {
    traits(for: effectiveAppearance)
  }

  /// Called when the view's traits changed: when its layout direction, appearance or text size
  /// changed (its own `semanticContentAttribute` or override, an ancestor's, or a move to
  /// another superview). `TraitCollection.current` is the new traits meanwhile. The default
  /// does nothing.
  ///
  /// UIKit difference: changes of `Screen.main` or of the application's direction are not
  /// announced; read `traitCollection` when you lay out.
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  /// The layout direction of content with `attribute` in the application's direction.
  open class func userInterfaceLayoutDirection(
    for attribute: SemanticContentAttribute
  ) -> UserInterfaceLayoutDirection {
    direction(for: attribute, inherited: Application.shared.userInterfaceLayoutDirection)
  }

  // MARK: - Internal layout state

  /// Clears the back references to this view (see "Back references" in View+Hierarchy.swift).
  deinit {
    for child in childViews { child.parentView = nil }
    storedLayer.owningView = nil
  }

  // The four flags and arrays below, and `semanticContentAttribute`, are read or written on every
  // move of every view and at every layout of a tree (every cell that arrives or leaves in a
  // scroll reads them several times), so the runtime exclusivity check is off for them, as for
  // `autoLayoutState`: every access is a plain load or store, or an in-place change of the
  // array that calls nothing (`childViews` is copied before it is iterated); none is passed
  // `inout`. Keep it so.

  /// Whether `layoutSubviews()` must run at the next layout of the tree.
  @exclusivity(unchecked) final var needsLayoutFlag = false
  /// Whether some view below this one needs layout.
  @exclusivity(unchecked) final var descendantNeedsLayout = false
  /// Whether this view or one below it has had constraints installed: the layout pass solves the
  /// tree's constraints only then, so trees without Auto Layout pay nothing for it.
  @exclusivity(unchecked) package final var hasConstraintsBelow = false
  /// The object told about this view's layout (its view controller), if any.
  /// Read at every layout of the view; a weak reference loaded and stored whole, never `inout`,
  /// so the runtime exclusivity check is off for it.
  @exclusivity(unchecked) package final weak var layoutCallbacks: (any ViewLayoutCallbacks)?
  /// Tint, trait overrides and the recorded appearance properties, allocated when first set
  /// (View+Appearance.swift), so that views that set none pay one pointer.
  @exclusivity(unchecked) package final var appearanceStorage: ViewAppearanceStorage?
}
