import Foundation
import Testing
import TrellisViews

/// A view with a fixed intrinsic size, as a label or an image view has.
private final class Sized: View {
  var natural: CGSize
  init(_ natural: CGSize) {
    self.natural = natural
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { nil }
  override var intrinsicContentSize: CGSize { natural }
}

/// A 390 × 844 screen-sized container (positioned by its frame) and a child that opts into
/// constraints.
private func screen() -> (View, View) {
  let container = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let child = View(frame: .zero)
  child.translatesAutoresizingMaskIntoConstraints = false
  container.addSubview(child)
  return (container, child)
}

/// Auto Layout with worked numbers (docs/auto-layout.md, "The view layer").
@Suite("Auto Layout: constraints on views")
struct AutoLayoutTests {
  @Test("pins: leading 16, trailing −16, top 20, height 44 in 390 wide → (16, 20, 358, 44)")
  func pins() {
    let (container, child) = screen()
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
      child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
      child.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
      child.heightAnchor.constraint(equalToConstant: 44),
    ])
    container.layoutIfNeeded()
    // width = 390 − 16 − 16 = 358.
    #expect(child.frame == CGRect(x: 16, y: 20, width: 358, height: 44))
    #expect(!child.hasAmbiguousLayout)
  }

  @Test("centring with a multiplier: half the width, 100 high, centred → (97.5, 372, 195, 100)")
  func centring() {
    let (container, child) = screen()
    LayoutConstraint.activate([
      child.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5),
      child.heightAnchor.constraint(equalToConstant: 100),
      child.centerXAnchor.constraint(equalTo: container.centerXAnchor),
      child.centerYAnchor.constraint(equalTo: container.centerYAnchor),
    ])
    container.layoutIfNeeded()
    // width 390 / 2 = 195; x = 195 − 97.5 = 97.5; y = 422 − 50 = 372.
    #expect(child.frame == CGRect(x: 97.5, y: 372, width: 195, height: 100))
  }

  @Test("leading is the right edge in right to left, the constant still inwards: 390 − 16 − 100 = 274")
  func leadingInRightToLeft() {
    let (container, child) = screen()
    container.semanticContentAttribute = .forceRightToLeft
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
      child.widthAnchor.constraint(equalToConstant: 100),
      child.topAnchor.constraint(equalTo: container.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    container.layoutIfNeeded()
    #expect(child.frame.minX == 274)
    // A view after it in reading order sits to its left: trailing of the first = leading of the
    // second → the second's right edge is 274.
    let next = View(frame: .zero)
    next.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(next)
    LayoutConstraint.activate([
      next.leadingAnchor.constraint(equalTo: child.trailingAnchor),
      next.widthAnchor.constraint(equalToConstant: 50),
      next.topAnchor.constraint(equalTo: container.topAnchor),
      next.heightAnchor.constraint(equalToConstant: 10),
    ])
    container.layoutIfNeeded()
    #expect(next.frame == CGRect(x: 224, y: 0, width: 50, height: 10))
    let mixed = LayoutConstraint(
      item: next, attribute: .leading, relatedBy: .equal, toItem: container, attribute: .left, multiplier: 1,
      constant: 0)
    mixed.isActive = true
    #expect(!mixed.isActive)
  }

  @Test("priorities: a required ≤ 200 beats == 300 at 750; == 100 at 750 beats == 300 at 250")
  func priorities() {
    let (container, child) = screen()
    let wide = child.widthAnchor.constraint(equalToConstant: 300)
    wide.priority = .defaultHigh
    LayoutConstraint.activate([
      wide, child.widthAnchor.constraint(lessThanOrEqualToConstant: 200),
      child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      child.topAnchor.constraint(equalTo: container.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    container.layoutIfNeeded()
    #expect(child.frame.width == 200)

    let (other, second) = screen()
    let low = second.widthAnchor.constraint(equalToConstant: 300)
    low.priority = .defaultLow
    let high = second.widthAnchor.constraint(equalToConstant: 100)
    high.priority = .defaultHigh
    LayoutConstraint.activate([
      low, high, second.leadingAnchor.constraint(equalTo: other.leadingAnchor),
      second.topAnchor.constraint(equalTo: other.topAnchor),
      second.heightAnchor.constraint(equalToConstant: 10),
    ])
    other.layoutIfNeeded()
    #expect(second.frame.width == 100)
  }

  @Test("an inequality holds against an optional wish: leading ≥ 10 with leading == 0 at 500 → 10")
  func inequality() {
    let (container, child) = screen()
    let wish = child.leadingAnchor.constraint(equalTo: container.leadingAnchor)
    wish.priority = LayoutPriority(500)
    LayoutConstraint.activate([
      wish, child.leadingAnchor.constraint(greaterThanOrEqualTo: container.leadingAnchor, constant: 10),
      child.widthAnchor.constraint(equalToConstant: 50),
      child.topAnchor.constraint(equalTo: container.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    container.layoutIfNeeded()
    #expect(child.frame.minX == 10)
  }

  /// Two views of intrinsic width `natural` side by side across a container `width` wide:
  /// `a` from the leading edge, `b` after it to the trailing edge, both at the top.
  private func sideBySide(width: CGFloat, natural: CGFloat) -> (container: View, a: Sized, b: Sized) {
    let container = View(frame: CGRect(x: 0, y: 0, width: width, height: 100))
    let a = Sized(CGSize(width: natural, height: 20))
    let b = Sized(CGSize(width: natural, height: 20))
    for view in [a, b] {
      view.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(view)
    }
    LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
      b.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      a.topAnchor.constraint(equalTo: container.topAnchor),
      b.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    return (container, a, b)
  }

  @Test("compression: two 200-wide views in 300; the one resisting at 751 keeps 200, the other gets 100")
  func compressionResistance() {
    let (container, a, b) = sideBySide(width: 300, natural: 200)
    b.setContentCompressionResistancePriority(LayoutPriority.defaultHigh.adding(1), for: .horizontal)
    container.layoutIfNeeded()
    // 200 + 200 > 300: the lower resistance (750) gives way by 100.
    #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
    #expect(b.frame == CGRect(x: 100, y: 0, width: 200, height: 20))
  }

  @Test("hugging: two 100-wide views in 500; the one hugging at 251 stays 100, the other stretches to 400")
  func hugging() {
    let (container, a, b) = sideBySide(width: 500, natural: 100)
    a.setContentHuggingPriority(LayoutPriority.defaultLow.adding(1), for: .horizontal)
    container.layoutIfNeeded()
    #expect(a.frame.width == 100)
    #expect(b.frame == CGRect(x: 100, y: 0, width: 400, height: 20))
  }

  @Test(
    "systemLayoutSizeFitting: content 80 × 20 with 10-point insets → 100 × 40; a required width 300 → 300 × 40"
  )
  func fittingSize() {
    let cell = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let content = Sized(CGSize(width: 80, height: 20))
    content.translatesAutoresizingMaskIntoConstraints = false
    cell.addSubview(content)
    LayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
      content.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -10),
      content.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
      content.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -10),
    ])
    #expect(cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 100, height: 40))
    let list = cell.systemLayoutSizeFitting(
      CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(list == CGSize(width: 300, height: 40))
    // Fitting changes nothing: the cell keeps its frame.
    #expect(cell.frame.size == CGSize(width: 50, height: 50))
  }

  @Test("unsatisfiable: width == 100 and width == 200, both required → reported, the second broken")
  func unsatisfiable() {
    let (container, child) = screen()
    let second = child.widthAnchor.constraint(equalToConstant: 200)
    second.identifier = "too-wide"
    LayoutConstraint.activate([
      child.widthAnchor.constraint(equalToConstant: 100), second,
      child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      child.topAnchor.constraint(equalTo: container.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    container.layoutIfNeeded()
    #expect(child.frame.width == 100)
    let issue = container.lastAutoLayoutIssue ?? ""
    #expect(issue.hasPrefix("Unable to simultaneously satisfy constraints."))
    #expect(issue.contains("View.width == 100.0"))
    #expect(
      issue.contains("Will attempt to recover by breaking constraint\n    <LayoutConstraint 'too-wide'"))
  }

  @Test("malformed constraints are refused with the reason and change nothing")
  func malformed() {
    let (container, child) = screen()
    let position = LayoutConstraint(
      item: child, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
      multiplier: 1,
      constant: 5)
    position.isActive = true
    #expect(!position.isActive)
    #expect(container.lastAutoLayoutIssue?.contains("needs a size attribute") == true)
    let nan = child.widthAnchor.constraint(equalToConstant: .nan)
    nan.isActive = true
    #expect(!nan.isActive)
    let mixed = LayoutConstraint(
      item: child, attribute: .left, relatedBy: .equal, toItem: container, attribute: .top, multiplier: 1,
      constant: 0)
    mixed.isActive = true
    #expect(!mixed.isActive)
    let stranger = View(frame: .zero)
    let apart = child.widthAnchor.constraint(equalTo: stranger.widthAnchor)
    apart.isActive = true
    #expect(!apart.isActive)
    #expect(container.constraints.isEmpty)
  }

  @Test("ambiguity: a size alone leaves the position open; adding leading and top fixes it")
  func ambiguity() {
    let (container, child) = screen()
    LayoutConstraint.activate([
      child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
    ])
    #expect(child.hasAmbiguousLayout)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      child.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    #expect(!child.hasAmbiguousLayout)
  }

  @Test("changing a constant lays out again; deactivating removes the constraint from its owner")
  func constantChange() {
    let (container, child) = screen()
    let top = child.topAnchor.constraint(equalTo: container.topAnchor, constant: 20)
    LayoutConstraint.activate([
      top, child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
    ])
    container.layoutIfNeeded()
    #expect(child.frame.minY == 20)
    top.constant = 64
    container.layoutIfNeeded()
    #expect(child.frame.minY == 64)
    top.constant = .nan
    #expect(top.constant == 64)
    #expect(container.lastAutoLayoutIssue?.contains("a constant of nan is not usable; it stays 64.0") == true)
    // As in UIKit, a constraint lives on the closest common ancestor of its views: the two
    // between child and container on the container, the two sizes on the child itself.
    #expect(container.constraints.count == 2)
    #expect(child.constraints.count == 2)
    top.isActive = false
    #expect(container.constraints.count == 1)
    #expect(top.owner == nil)
  }

  @Test("nested views: a child pinned inside a constrained parent is placed in the parent's coordinates")
  func nested() {
    let (container, parent) = screen()
    let inner = View(frame: .zero)
    inner.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(inner)
    LayoutConstraint.activate([
      parent.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 30),
      parent.topAnchor.constraint(equalTo: container.topAnchor, constant: 40),
      parent.widthAnchor.constraint(equalToConstant: 200),
      parent.heightAnchor.constraint(equalToConstant: 100),
      inner.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 8),
      inner.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -8),
      inner.topAnchor.constraint(equalTo: container.topAnchor, constant: 50),
      inner.heightAnchor.constraint(equalToConstant: 20),
    ])
    container.layoutIfNeeded()
    #expect(parent.frame == CGRect(x: 30, y: 40, width: 200, height: 100))
    // In the parent's coordinates: x 8, width 200 − 16 = 184; y = 50 − 40 = 10.
    #expect(inner.frame == CGRect(x: 8, y: 10, width: 184, height: 20))
  }
}
