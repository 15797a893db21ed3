// Headless views as UIKit code uses them: geometry kept in the layer, the hierarchy, layout
// passes, autoresizing, traits and layout direction. Written as UIKit code: only the import
// differs.
import Testing
import TrellisUIKit

private func isClose(_ a: CGRect, _ b: CGRect, within tolerance: CGFloat = 1e-9) -> Bool {
  abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
    && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// A view that writes down its layout passes and hierarchy callbacks into a shared log.
private final class LoggingView: UIView {
  let name: String
  let log: Log

  final class Log {
    var entries: [String] = []
  }

  init(_ name: String, log: Log, frame: CGRect = .zero) {
    self.name = name
    self.log = log
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    log.entries.append("layout \(name)")
  }

  override func didAddSubview(_ subview: UIView) {
    log.entries.append("\(name) didAddSubview")
  }

  override func willRemoveSubview(_ subview: UIView) {
    log.entries.append("\(name) willRemoveSubview")
  }

  override func willMove(toSuperview newSuperview: UIView?) {
    log.entries.append("\(name) willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))")
  }

  override func didMoveToSuperview() {
    log.entries.append("\(name) didMoveToSuperview")
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    log.entries.append(
      "\(name) traits were \(previousTraitCollection?.layoutDirection == .rightToLeft ? "RTL" : "LTR")")
  }
}

@Suite("Headless views: geometry in the layer") @MainActor
struct ViewGeometryTests {
  @Test("frame, center and bounds are the layer's position and bounds")
  func geometryLivesInTheLayer() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 200))
    // The centre of (10, 20, 100, 200) is (60, 120).
    #expect(view.center == CGPoint(x: 60, y: 120))
    #expect(view.layer.position == CGPoint(x: 60, y: 120))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 200))
    view.center = CGPoint(x: 100, y: 100)
    #expect(view.frame == CGRect(x: 50, y: 0, width: 100, height: 200))
    view.layer.bounds.size = CGSize(width: 40, height: 40)
    #expect(view.frame == CGRect(x: 80, y: 80, width: 40, height: 40))
  }

  @Test("anchorPoint moves the frame and keeps the centre; the card trick puts it back")
  func anchorPointMovesTheFrame() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
    view.layer.anchorPoint = CGPoint(x: 0.5, y: 1)
    // The anchor (the bottom centre) stays at the position (50, 100): the frame goes up by 100.
    #expect(view.center == CGPoint(x: 50, y: 100))
    #expect(view.frame == CGRect(x: 0, y: -100, width: 100, height: 200))
    // What rotating-card cells do in apply(_:): move the centre by (anchor.y − 0.5)·height.
    view.center.y += (view.layer.anchorPoint.y - 0.5) * view.bounds.height
    #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 200))
    // A quarter turn about the bottom centre (50, 200): the 100 × 200 card lies on its side to
    // the right of the anchor, x 50…250, y 150…250 (local x ∈ [−50, 50], y ∈ [−200, 0] become
    // x′ = −y ∈ [0, 200], y′ = x ∈ [−50, 50]).
    view.transform = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(isClose(view.frame, CGRect(x: 50, y: 150, width: 200, height: 100)))
    #expect(CATransform3DIsAffine(view.layer.transform))
  }

  @Test("alpha, isHidden, clipsToBounds and backgroundColor are the layer's")
  func appearanceLivesInTheLayer() {
    let view = UIView()
    view.alpha = 0.5
    view.isHidden = true
    view.clipsToBounds = true
    view.backgroundColor = UIColor.red.withAlphaComponent(0.25)
    #expect(view.layer.opacity == 0.5)
    #expect(view.layer.isHidden)
    #expect(view.layer.masksToBounds)
    #expect(view.layer.backgroundColor == UIColor(red: 1, green: 0, blue: 0, alpha: 0.25))
    view.layer.cornerRadius = 12
    view.layer.shadowColor = UIColor.black.cgColor
    // Core Animation's documented defaults: shadow opacity 0, radius 3, offset (0, −3).
    #expect(view.layer.shadowOpacity == 0)
    #expect(view.layer.shadowRadius == 3)
    #expect(view.layer.shadowOffset == CGSize(width: 0, height: -3))
    #expect(view.layer.cornerRadius == 12)
  }

  @Test("UIColor: the documented grey levels and components")
  func colors() {
    var red: CGFloat = 0
    var alpha: CGFloat = 0
    UIColor.orange.getRed(&red, green: nil, blue: nil, alpha: &alpha)
    #expect(red == 1 && alpha == 1)
    #expect(UIColor.darkGray == UIColor(white: 1.0 / 3.0, alpha: 1))
    #expect(UIColor.clear.alpha == 0)
    // Hue 1/3 at full saturation and brightness is pure green.
    #expect(UIColor(hue: 1.0 / 3.0, saturation: 1, brightness: 1, alpha: 1) == .green)
    let shadow: CGColor = UIColor.black.cgColor
    #expect(shadow == UIColor.black)
  }
}

@Suite("Headless views: hierarchy and layout") @MainActor
struct ViewHierarchyTests {
  @Test("subviews and sublayers stay in the same order")
  func hierarchyOrder() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let a = UIView()
    let b = UIView()
    let c = UIView()
    parent.addSubview(a)
    parent.addSubview(c)
    parent.insertSubview(b, belowSubview: c)
    #expect(parent.subviews == [a, b, c])
    #expect(parent.layer.sublayers == [a.layer, b.layer, c.layer])
    parent.bringSubviewToFront(a)
    #expect(parent.subviews == [b, c, a])
    #expect(parent.layer.sublayers == [b.layer, c.layer, a.layer])
    parent.sendSubviewToBack(a)
    parent.insertSubview(c, at: 0)
    #expect(parent.subviews == [c, a, b])
    b.tag = 7
    #expect(parent.viewWithTag(7) === b)
    #expect(b.isDescendant(of: parent))
    b.removeFromSuperview()
    #expect(b.superview == nil && b.layer.superlayer == nil)
    #expect(parent.subviews == [c, a])
    // A view cannot become its own ancestor.
    a.addSubview(parent)
    #expect(parent.superview == nil)
  }

  @Test("a subview or a layer that outlives its parent forgets it")
  func outlivingTheParent() {
    let child = UIView()
    var layer: CALayer?
    do {
      let parent = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      parent.addSubview(child)
      layer = parent.layer
      #expect(child.superview === parent)
    }
    // The parent view is gone: the child's superview is nil, not dangling. The parent's layer
    // lives on (held here) with the child's layer in it, and without its view changing its size
    // lays nothing out.
    #expect(child.superview == nil)
    #expect(child.layer.superlayer === layer)
    layer?.bounds.size = CGSize(width: 20, height: 20)
    layer?.setNeedsLayout()
    // Once that layer goes too, the child's layer forgets it.
    layer = nil
    #expect(child.layer.superlayer == nil)
    let orphan = UIView()
    orphan.addSubview(child)
    #expect(child.superview === orphan && orphan.layer.sublayers == [child.layer])
  }

  @Test("moving a view tells both views once each")
  func hierarchyCallbacks() {
    let log = LoggingView.Log()
    let parent = LoggingView("parent", log: log)
    let child = LoggingView("child", log: log)
    parent.addSubview(child)
    #expect(
      log.entries == [
        "child willMove(toSuperview: view)", "parent didAddSubview", "child didMoveToSuperview",
      ])
    log.entries = []
    child.removeFromSuperview()
    #expect(
      log.entries.sorted() == [
        "child didMoveToSuperview", "child willMove(toSuperview: nil)", "parent willRemoveSubview",
      ])
  }

  @Test("setNeedsLayout() then layoutIfNeeded() calls layoutSubviews() once, parents first")
  func layoutPasses() {
    let log = LoggingView.Log()
    let parent = LoggingView("parent", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = LoggingView("child", log: log, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    parent.addSubview(child)
    log.entries = []
    // New views start needing layout.
    parent.layoutIfNeeded()
    #expect(log.entries == ["layout parent", "layout child"])
    log.entries = []
    parent.layoutIfNeeded()
    #expect(log.entries.isEmpty)
    child.setNeedsLayout()
    parent.layoutIfNeeded()
    parent.layoutIfNeeded()
    #expect(log.entries == ["layout child"])
    log.entries = []
    // layoutIfNeeded() on a view lays out its marked ancestors too (from the highest one).
    parent.setNeedsLayout()
    child.layoutIfNeeded()
    #expect(log.entries == ["layout parent"])
    log.entries = []
    // A new size marks the view; a new centre does not.
    child.center = CGPoint(x: 70, y: 70)
    parent.layoutIfNeeded()
    #expect(log.entries.isEmpty)
    child.frame.size = CGSize(width: 60, height: 60)
    parent.layoutIfNeeded()
    #expect(log.entries == ["layout child"])
  }

  @Test("autoresizing shares the size change among the flexible parts in proportion")
  func autoresizing() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let stretchy = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    stretchy.autoresizingMask = [.flexibleWidth, .flexibleRightMargin]
    let pinnedRight = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 50))
    pinnedRight.autoresizingMask = .flexibleLeftMargin
    let tall = UIView(frame: CGRect(x: 0, y: 100, width: 10, height: 50))
    tall.autoresizingMask = [.flexibleHeight]
    let fixed = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    for view in [stretchy, pinnedRight, tall, fixed] { parent.addSubview(view) }
    parent.frame.size = CGSize(width: 450, height: 300)
    // Width +150 shared by the width (100) and the right margin (200): 150·100/300 = 50 to the
    // width, 100 to the margin.
    #expect(stretchy.frame == CGRect(x: 0, y: 0, width: 150, height: 50))
    // Only the left margin is flexible: it takes all 150.
    #expect(pinnedRight.frame == CGRect(x: 350, y: 0, width: 100, height: 50))
    // Only the height is flexible: +100.
    #expect(tall.frame == CGRect(x: 0, y: 100, width: 10, height: 150))
    #expect(fixed.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
  }
}

@Suite("Headless views: screen, traits and direction") @MainActor
struct ViewTraitTests {
  @Test("UIScreen.main is a 390 × 844 3× screen and views take their scale from it")
  func screenScale() {
    #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(UIScreen.main.scale == 3)
    #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1170, height: 2532))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(view.contentScaleFactor == 3)
    #expect(view.traitCollection.displayScale == 3)
    #expect(view.traitCollection.horizontalSizeClass == .compact)
    #expect(view.traitCollection.userInterfaceIdiom == .phone)
    // A hairline: one pixel.
    let onePixel: CGFloat = 1.0 / 3.0
    #expect(1 / UIScreen.main.scale == onePixel)
  }

  @Test("rounding to pixels with traitCollection.displayScale")
  func pixelRounding() {
    func pixelAligned(_ value: CGFloat, in view: UIView) -> CGFloat {
      let scale = view.traitCollection.displayScale
      return (value * scale).rounded() / scale
    }
    let view = UIView()
    // 10.2 pt at 3× is 30.6 px → 31 px → 10.333… pt.
    let thirtyOnePixels: CGFloat = 31.0 / 3.0
    #expect(pixelAligned(10.2, in: view) == thirtyOnePixels)
    let saved = UIScreen.main.scale
    UIScreen.main.scale = 2
    defer { UIScreen.main.scale = saved }
    // At 2×: 20.4 px → 20 px → 10 pt.
    #expect(pixelAligned(10.2, in: view) == 10)
    UIScreen.main.scale = -1
    #expect(UIScreen.main.scale == 2)
  }

  @Test("semanticContentAttribute decides the direction of a view and of the subviews that follow it")
  func layoutDirection() {
    let log = LoggingView.Log()
    let parent = LoggingView("parent", log: log)
    let follower = LoggingView("follower", log: log)
    let forcedLeft = LoggingView("forcedLeft", log: log)
    forcedLeft.semanticContentAttribute = .forceLeftToRight
    parent.addSubview(follower)
    parent.addSubview(forcedLeft)
    #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
    #expect(follower.effectiveUserInterfaceLayoutDirection == .leftToRight)
    log.entries = []
    parent.semanticContentAttribute = .forceRightToLeft
    #expect(parent.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(follower.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(follower.traitCollection.layoutDirection == .rightToLeft)
    #expect(forcedLeft.effectiveUserInterfaceLayoutDirection == .leftToRight)
    #expect(log.entries == ["parent traits were LTR", "follower traits were LTR"])
    // Moving the follower out of the right-to-left parent changes its direction back.
    log.entries = []
    follower.removeFromSuperview()
    #expect(log.entries.contains("follower traits were RTL"))
  }
}
