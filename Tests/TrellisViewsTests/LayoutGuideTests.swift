import Foundation
import Testing
import TrellisText
import TrellisViews

/// A view that opts into constraints, added to `parent`.
@MainActor
private func constrained(in parent: View) -> View {
  let view = View(frame: .zero)
  view.translatesAutoresizingMaskIntoConstraints = false
  parent.addSubview(view)
  return view
}

/// Pins `view`'s four edges to `guide`'s.
@MainActor
private func pin(_ view: View, to guide: LayoutGuide) {
  LayoutConstraint.activate([
    view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
    view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
    view.topAnchor.constraint(equalTo: guide.topAnchor),
    view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
  ])
}

/// Counts the margin and safe-area callbacks.
private final class Watching: View {
  var safeAreaChanges = 0
  var marginChanges = 0
  override func safeAreaInsetsDidChange() { safeAreaChanges += 1 }
  override func layoutMarginsDidChange() { marginChanges += 1 }
}

/// Layout guides, margins and the safe area with worked numbers (docs/auto-layout.md §2–§3).
@Suite("Auto Layout: layout guides, margins and safe area")
struct LayoutGuideTests {
  @Test("a custom guide between two views is solved; views and guides relate both ways")
  func customGuide() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let a = constrained(in: root)
    let b = constrained(in: root)
    let c = constrained(in: root)
    let gap = LayoutGuide()
    gap.identifier = "gap"
    root.addLayoutGuide(gap)
    let half = LayoutGuide()
    root.addLayoutGuide(half)
    #expect(root.layoutGuides == [gap, half])
    #expect(gap.owningView === root)
    LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      a.widthAnchor.constraint(equalToConstant: 50),
      b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      b.widthAnchor.constraint(equalToConstant: 50),
      gap.leadingAnchor.constraint(equalTo: a.trailingAnchor),
      gap.trailingAnchor.constraint(equalTo: b.leadingAnchor),
      gap.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      gap.heightAnchor.constraint(equalToConstant: 30),
      c.centerXAnchor.constraint(equalTo: gap.centerXAnchor),
      c.centerYAnchor.constraint(equalTo: gap.centerYAnchor),
      c.widthAnchor.constraint(equalToConstant: 40),
      c.heightAnchor.constraint(equalToConstant: 10),
      half.leadingAnchor.constraint(equalTo: gap.leadingAnchor),
      half.widthAnchor.constraint(equalTo: gap.widthAnchor, multiplier: 0.5),
      half.topAnchor.constraint(equalTo: gap.bottomAnchor),
      half.heightAnchor.constraint(equalToConstant: 5),
    ])
    for view in [a, b] {
      LayoutConstraint.activate([
        view.topAnchor.constraint(equalTo: root.topAnchor), view.heightAnchor.constraint(equalToConstant: 10),
      ])
    }
    root.layoutIfNeeded()
    // a: 20…70; b: 390 − 20 − 50 = 320…370; the gap spans 70…320 (250 wide), y 10…40.
    #expect(gap.layoutFrame == CGRect(x: 70, y: 10, width: 250, height: 30))
    // c is centred on the gap: x = 70 + 125 − 20 = 175, y = 10 + 15 − 5 = 20.
    #expect(c.frame == CGRect(x: 175, y: 20, width: 40, height: 10))
    // half: from the gap's leading edge, 250 / 2 = 125 wide, just below it (y 40).
    #expect(half.layoutFrame == CGRect(x: 70, y: 40, width: 125, height: 5))
    #expect(!gap.hasAmbiguousLayout)
  }

  @Test("a guide's frame is in its owning view's coordinates: owner at (30, 40), guide at +10, +5")
  func guideInNestedView() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let owner = View(frame: CGRect(x: 30, y: 40, width: 200, height: 100))
    root.addSubview(owner)
    let guide = LayoutGuide()
    owner.addLayoutGuide(guide)
    let follower = constrained(in: root)
    LayoutConstraint.activate([
      guide.leadingAnchor.constraint(equalTo: owner.leadingAnchor, constant: 10),
      guide.topAnchor.constraint(equalTo: owner.topAnchor, constant: 5),
      guide.widthAnchor.constraint(equalToConstant: 100),
      guide.heightAnchor.constraint(equalToConstant: 20),
      follower.leadingAnchor.constraint(equalTo: guide.trailingAnchor),
      follower.topAnchor.constraint(equalTo: guide.bottomAnchor),
      follower.widthAnchor.constraint(equalToConstant: 10),
      follower.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(guide.layoutFrame == CGRect(x: 10, y: 5, width: 100, height: 20))
    // In the root: x = 30 + 10 + 100 = 140, y = 40 + 5 + 20 = 65.
    #expect(follower.frame.origin == CGPoint(x: 140, y: 65))
  }

  @Test(
    "a guide's leading edge in right to left is its right edge: 390 − 10 − 50 = 330; a guide with no position is ambiguous"
  )
  func guideInRightToLeft() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    root.semanticContentAttribute = .forceRightToLeft
    let guide = LayoutGuide()
    root.addLayoutGuide(guide)
    LayoutConstraint.activate([
      guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      guide.widthAnchor.constraint(equalToConstant: 50), guide.heightAnchor.constraint(equalToConstant: 5),
    ])
    #expect(guide.hasAmbiguousLayout)
    guide.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
    #expect(!guide.hasAmbiguousLayout)
    root.layoutIfNeeded()
    #expect(guide.layoutFrame == CGRect(x: 330, y: 0, width: 50, height: 5))
  }

  @Test("guides without an owner or with a margin attribute are refused; removing a guide deactivates")
  func guideMisuse() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let loose = LayoutGuide()
    let orphan = loose.widthAnchor.constraint(equalToConstant: 10)
    orphan.isActive = true
    #expect(!orphan.isActive)
    root.addLayoutGuide(loose)
    let margin = LayoutConstraint(
      item: loose, attribute: .leadingMargin, relatedBy: .equal, toItem: root, attribute: .leading,
      multiplier: 1, constant: 0)
    margin.isActive = true
    #expect(!margin.isActive)
    #expect(root.lastAutoLayoutIssue?.contains("a layout guide has no leadingMargin attribute") == true)
    let kept = loose.widthAnchor.constraint(equalTo: root.widthAnchor)
    kept.isActive = true
    #expect(kept.isActive)
    root.removeLayoutGuide(loose)
    #expect(!kept.isActive)
    #expect(loose.owningView == nil)
    #expect(root.layoutGuides.isEmpty)
    // Setting owningView is addLayoutGuide.
    loose.owningView = root
    #expect(root.layoutGuides == [loose])
  }

  @Test("margins guide: 8-point margins measured from a safe area of 47/34 → (8, 55, 374, 747)")
  func marginsGuideFromSafeArea() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let content = constrained(in: root)
    pin(content, to: root.layoutMarginsGuide)
    let safe = constrained(in: root)
    pin(safe, to: root.safeAreaLayoutGuide)
    root.layoutIfNeeded()
    // top 47 + 8 = 55; height 844 − 47 − 34 − 8 − 8 = 747; width 390 − 16 = 374.
    #expect(content.frame == CGRect(x: 8, y: 55, width: 374, height: 747))
    #expect(root.layoutMarginsGuide.layoutFrame == content.frame)
    // The safe area: 844 − 47 − 34 = 763 high.
    #expect(safe.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
    #expect(root.layoutMarginsGuide === root.layoutMarginsGuide)
    root.insetsLayoutMarginsFromSafeArea = false
    root.layoutIfNeeded()
    // Measured from the bounds: 844 − 16 = 828.
    #expect(content.frame == CGRect(x: 8, y: 8, width: 374, height: 828))
  }

  @Test("margin attributes use the same margins as the guide (leadingMargin with safe area 20 left → 28)")
  func marginAttributes() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    root.safeAreaInsets = EdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
    let child = constrained(in: root)
    LayoutConstraint.activate([
      LayoutConstraint(
        item: child, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin,
        multiplier: 1, constant: 0),
      child.topAnchor.constraint(equalTo: root.topAnchor), child.widthAnchor.constraint(equalToConstant: 10),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(child.frame.minX == 28)
  }

  @Test("a subview's safe area is the part of its superview's unsafe border it overlaps")
  func inheritedSafeArea() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let header = View(frame: CGRect(x: 0, y: 20, width: 390, height: 100))
    let footer = View(frame: CGRect(x: 10, y: 700, width: 100, height: 144))
    let corner = View(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
    for view in [header, footer, corner] { root.addSubview(view) }
    // Safe rectangle y 47…810. header from 20: 47 − 20 = 27 at the top.
    #expect(header.safeAreaInsets == EdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
    // footer ends at 844: 844 − 810 = 34 at the bottom.
    #expect(footer.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    // corner lies wholly above 47: its whole height, 30.
    #expect(corner.safeAreaInsets == EdgeInsets(top: 30, left: 0, bottom: 0, right: 0))
    // One more level: header's safe area starts at 27 in its coordinates.
    let inner = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    header.addSubview(inner)
    #expect(inner.safeAreaInsets == EdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
    // A view given insets keeps them.
    inner.safeAreaInsets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(inner.safeAreaInsets == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
  }

  @Test("safeAreaInsetsDidChange and layoutMarginsDidChange are called on change only")
  func callbacks() {
    let root = Watching(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.safeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    root.safeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    #expect(root.safeAreaChanges == 1)
    root.layoutMargins = EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
    root.layoutMargins = EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
    root.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 1)
    #expect(root.marginChanges == 2)
    // A constrained subview that moves into the unsafe border hears of it in the next pass.
    let child = Watching(frame: .zero)
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    LayoutConstraint.activate([
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.widthAnchor.constraint(equalToConstant: 20), child.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(child.safeAreaInsets.top == 10)
    #expect(child.safeAreaChanges == 1)
  }

  @Test("directionalLayoutMargins: leading is left in left to right, right in right to left")
  func directionalMargins() {
    let view = View(frame: .zero)
    view.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(view.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    let mirrored = View(frame: .zero)
    mirrored.semanticContentAttribute = .forceRightToLeft
    mirrored.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(mirrored.layoutMargins == EdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
    mirrored.layoutMargins = EdgeInsets(top: 0, left: 10, bottom: 0, right: 20)
    #expect(
      mirrored.directionalLayoutMargins == DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 10)
    )
  }

  @Test("preservesSuperviewLayoutMargins: a child at the superview's edge takes its 20-point margin")
  func preservedMargins() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    root.layoutMargins = EdgeInsets(top: 8, left: 20, bottom: 8, right: 20)
    let child = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    child.preservesSuperviewLayoutMargins = true
    root.addSubview(child)
    let content = constrained(in: child)
    pin(content, to: child.layoutMarginsGuide)
    root.layoutIfNeeded()
    // Left: max(8, 20 − 0) = 20; right: the child ends at 200, inside 390 − 20, so 8.
    // Width 200 − 20 − 8 = 172; top max(8, 8 − 0) = 8; height 100 − 16 = 84.
    #expect(content.frame == CGRect(x: 20, y: 8, width: 172, height: 84))
    child.preservesSuperviewLayoutMargins = false
    root.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 8, y: 8, width: 184, height: 84))
  }

  @Test("readable content guide: the margins guide on a 390-wide phone; 672 wide, inset 176, on a 1024 iPad")
  func readableGuide() {
    let phone = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let text = constrained(in: phone)
    pin(text, to: phone.readableContentGuide)
    phone.layoutIfNeeded()
    // 390 − 16 = 374 < 672: the same as the margins guide.
    #expect(text.frame == CGRect(x: 8, y: 8, width: 374, height: 828))
    #expect(phone.readableContentGuide.layoutFrame == phone.layoutMarginsGuide.layoutFrame)

    // An iPad in landscape with 20-point margins (the measurement in docs/auto-layout.md §3):
    // margins 984 wide > 672, so 672 wide, centred: 20 + (984 − 672) / 2 = 176.
    let pad = View(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
    let screen = constrained(in: pad)
    screen.layoutMargins = EdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
    LayoutConstraint.activate([
      screen.leadingAnchor.constraint(equalTo: pad.leadingAnchor),
      screen.trailingAnchor.constraint(equalTo: pad.trailingAnchor),
      screen.topAnchor.constraint(equalTo: pad.topAnchor),
      screen.bottomAnchor.constraint(equalTo: pad.bottomAnchor),
    ])
    let column = constrained(in: screen)
    pin(column, to: screen.readableContentGuide)
    // The screen starts 0 wide: the first solve takes the guide as the margins, finds the
    // screen 1024 wide and solves again with the readable width.
    pad.layoutIfNeeded()
    #expect(column.frame == CGRect(x: 176, y: 20, width: 672, height: 728))
  }

  @Test("readable width: 672 at Large, scaled by the body size (17 pt at Large): 672 × 53 / 17 ≈ 2095 at AX5")
  func readableWidthRule() {
    #expect(View.readableWidth(for: .large) == 672)
    // Body is 14 pt at xSmall: 672 × 14 / 17 = 553.4 → 553.
    #expect(View.readableWidth(for: .extraSmall) == 553)
    #expect(View.readableWidth(for: .accessibilityExtraExtraExtraLarge) == 2095)
  }
}
