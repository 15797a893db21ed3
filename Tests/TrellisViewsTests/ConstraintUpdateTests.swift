import Foundation
import Testing
import TrellisViews

/// Records the order of the update and layout passes it sees, with the width layout saw.
private final class Recording: View {
  var log: [String]
  let name: String
  var width: CGFloat = 100
  var widthConstraint: LayoutConstraint?
  init(_ name: String, log: [String] = []) {
    self.name = name
    self.log = log
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { nil }
  var sink: ((String) -> Void)?
  override func updateConstraints() {
    sink?("update \(name)")
    widthConstraint?.constant = width
    super.updateConstraints()
  }
  override func layoutSubviews() { sink?("layout \(name) \(bounds.width)") }
}

/// A view that makes its own constraints in its first `updateConstraints()`, as UIKit code does
/// for a class that `requiresConstraintBasedLayout`.
private final class SelfConstraining: View {
  var setUp = false
  override class var requiresConstraintBasedLayout: Bool { true }
  override func updateConstraints() {
    if !setUp, let parent = superview {
      setUp = true
      translatesAutoresizingMaskIntoConstraints = false
      LayoutConstraint.activate([
        leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 12),
        topAnchor.constraint(equalTo: parent.topAnchor, constant: 34),
        widthAnchor.constraint(equalToConstant: 56), heightAnchor.constraint(equalToConstant: 78),
      ])
    }
    super.updateConstraints()
  }
}

/// The constraint-update pass, system spacing and autoresizing-mask constraints
/// (docs/auto-layout.md §4, §5).
@Suite("Auto Layout: updateConstraints, system spacing, autoresizing masks")
struct ConstraintUpdateTests {
  @Test("updateConstraints runs subviews first, before the solve and before layoutSubviews; once per mark")
  func updatePass() {
    var log: [String] = []
    let root = Recording("root")
    root.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    let child = Recording("child")
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    for view in [root, child] { view.sink = { log.append($0) } }
    let width = child.widthAnchor.constraint(equalToConstant: 10)
    child.widthConstraint = width
    LayoutConstraint.activate([
      width, child.heightAnchor.constraint(equalToConstant: 10),
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    child.width = 120
    child.setNeedsUpdateConstraints()
    root.setNeedsUpdateConstraints()
    #expect(child.needsUpdateConstraints())
    root.layoutIfNeeded()
    // Deepest first; the constant set in updateConstraints is solved in the same pass, so
    // child's layoutSubviews sees 120.
    #expect(log == ["update child", "update root", "layout root 390.0", "layout child 120.0"])
    #expect(!child.needsUpdateConstraints())
    log = []
    root.layoutIfNeeded()
    #expect(log.isEmpty)
    child.width = 60
    child.setNeedsUpdateConstraints()
    child.updateConstraintsIfNeeded()
    #expect(log == ["update child"])
    #expect(width.constant == 60)
  }

  @Test(
    "a class that requiresConstraintBasedLayout gets its first updateConstraints unasked → (12, 34, 56, 78)")
  func requiresConstraintBasedLayout() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let view = SelfConstraining(frame: .zero)
    #expect(view.needsUpdateConstraints())
    root.addSubview(view)
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 12, y: 34, width: 56, height: 78))
    #expect(!View.requiresConstraintBasedLayout)
  }

  @Test("system spacing: 8 points after and below; the multiplier scales it")
  func systemSpacing() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    var views: [View] = []
    for _ in 0..<4 {
      let view = View(frame: .zero)
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
      LayoutConstraint.activate([
        view.widthAnchor.constraint(equalToConstant: 30), view.heightAnchor.constraint(equalToConstant: 20),
      ])
      views.append(view)
    }
    let (a, b, c, d) = (views[0], views[1], views[2], views[3])
    let tight = d.leadingAnchor.constraint(equalTo: a.trailingAnchor)
    tight.priority = LayoutPriority(500)
    let low = d.topAnchor.constraint(equalTo: root.topAnchor, constant: 500)
    low.priority = .defaultLow
    LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
      b.topAnchor.constraint(equalTo: a.topAnchor),
      c.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
      c.leadingAnchor.constraint(equalTo: a.leadingAnchor),
      d.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 1),
      tight, low, d.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: c.bottomAnchor, multiplier: 1),
      d.topAnchor.constraint(equalTo: c.bottomAnchor, constant: 100),
    ])
    root.layoutIfNeeded()
    // a ends at 50: b at 50 + 2 × 8 = 66; c below a's bottom (30) by 8 → 38.
    #expect(b.frame.minX == 66)
    #expect(c.frame.minY == 38)
    // d wants to touch a (at 500) but must be at least 8 after it: 58. Its top may be at most
    // 8 below c's bottom (58): the wish for 500 (at 250) stops at 66, and the required 100
    // below is unsatisfiable and reported.
    #expect(d.frame.minX == 58)
    #expect(d.frame.minY == 66)
    #expect(root.lastAutoLayoutIssue?.hasPrefix("Unable to simultaneously satisfy constraints.") == true)
  }

  @Test("a translated view with a flexible width follows its constrained superview's solved size")
  func autoresizingMaskInSolve() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let container = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    container.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(container)
    let stretchy = View(frame: CGRect(x: 10, y: 10, width: 80, height: 30))
    stretchy.autoresizingMask = [.flexibleWidth]
    container.addSubview(stretchy)
    let floating = View(frame: CGRect(x: 20, y: 50, width: 40, height: 10))
    floating.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    container.addSubview(floating)
    let after = View(frame: .zero)
    after.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(after)
    let afterFloating = View(frame: .zero)
    afterFloating.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(afterFloating)
    LayoutConstraint.activate([
      container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      container.topAnchor.constraint(equalTo: root.topAnchor),
      container.widthAnchor.constraint(equalToConstant: 300),
      container.heightAnchor.constraint(equalToConstant: 200),
      after.leadingAnchor.constraint(equalTo: stretchy.trailingAnchor),
      after.topAnchor.constraint(equalTo: stretchy.topAnchor),
      after.widthAnchor.constraint(equalToConstant: 10), after.heightAnchor.constraint(equalToConstant: 10),
      afterFloating.leadingAnchor.constraint(equalTo: floating.trailingAnchor),
      afterFloating.topAnchor.constraint(equalTo: floating.topAnchor),
      afterFloating.widthAnchor.constraint(equalToConstant: 10),
      afterFloating.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    // The container grows from 100 to 300 wide: stretchy's width takes all 200 → 280, ending at
    // 290, where `after` starts.
    #expect(stretchy.frame == CGRect(x: 10, y: 10, width: 280, height: 30))
    #expect(after.frame.minX == 290)
    // floating's margins 20 and 40 share the 200 as 20 : 40: x = 20 + 200 × 20 / 60 = 86.67,
    // ending at 126.67.
    #expect(abs(floating.frame.minX - (20 + 200.0 / 3)) < 1e-9)
    #expect(abs(afterFloating.frame.minX - (60 + 200.0 / 3)) < 1e-6)
  }
}
