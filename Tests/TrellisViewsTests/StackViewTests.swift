import Foundation
import Testing
import TrellisViews

/// A view with an intrinsic size and, optionally, text baselines.
private final class Content: View, LayoutBaselineProviding {
  var natural: CGSize
  var firstBaselineOffsetFromTop: CGFloat
  var lastBaselineOffsetFromBottom: CGFloat
  init(_ width: CGFloat, _ height: CGFloat, first: CGFloat = 0, last: CGFloat = 0) {
    natural = CGSize(width: width, height: height)
    firstBaselineOffsetFromTop = first
    lastBaselineOffsetFromBottom = last
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { nil }
  override var intrinsicContentSize: CGSize { natural }
}

/// The three views of the worked examples: intrinsic widths 40, 60 and 100, heights 20, 30, 10.
@MainActor
private func threeViews() -> [Content] {
  [
    Content(40, 20, first: 15, last: 5), Content(60, 30, first: 25, last: 8),
    Content(100, 10, first: 5, last: 2),
  ]
}

/// A 300 × 50 horizontal stack (positioned by its frame) with spacing 10 arranging `views`.
@MainActor
private func stack(_ views: [View], _ distribution: StackView.Distribution) -> StackView {
  let stack = StackView(arrangedSubviews: views)
  stack.frame = CGRect(x: 0, y: 0, width: 300, height: 50)
  stack.spacing = 10
  stack.distribution = distribution
  return stack
}

/// `a` and `b` within 10⁻⁶ on every side.
private func close(_ a: CGRect, _ b: CGRect) -> Bool {
  abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
    && abs(a.height - b.height) < 1e-6
}

/// Stack views with worked numbers (docs/auto-layout.md §6). The distributions and alignments
/// follow Apple's descriptions of `UIStackView.Distribution` and `.Alignment`.
@Suite("Auto Layout: stack views")
struct StackViewTests {
  @Test("fill: 40 + 60 + 100 + 2 × 10 = 220 in 300; the view hugging lowest (249) takes the 80 left")
  func fill() {
    let views = threeViews()
    views[1].setContentHuggingPriority(LayoutPriority(249), for: .horizontal)
    let stack = stack(views, .fill)
    stack.layoutIfNeeded()
    // Widths 40, 60 + 80 = 140, 100; x 0, 40 + 10 = 50, 50 + 140 + 10 = 200. Alignment fill: 50 high.
    #expect(
      views.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 40, height: 50), CGRect(x: 50, y: 0, width: 140, height: 50),
        CGRect(x: 200, y: 0, width: 100, height: 50),
      ])
    #expect(views[0].translatesAutoresizingMaskIntoConstraints == false)
    #expect(stack.constraints.allSatisfy { $0.identifier?.hasPrefix("UISV-") == true })
  }

  @Test("fillEqually: (300 − 2 × 10) / 3 = 93.33 each")
  func fillEqually() {
    let views = threeViews()
    let stack = stack(views, .fillEqually)
    stack.layoutIfNeeded()
    let width = CGFloat(280) / 3
    for (index, view) in views.enumerated() {
      #expect(close(view.frame, CGRect(x: CGFloat(index) * (width + 10), y: 0, width: width, height: 50)))
    }
  }

  @Test("fillProportionally: 280 shared 40 : 60 : 100 → 56, 84, 140 at x 0, 66, 160")
  func fillProportionally() {
    let views = threeViews()
    let stack = stack(views, .fillProportionally)
    stack.layoutIfNeeded()
    // 280 × 40 / 200 = 56; 280 × 60 / 200 = 84; 280 × 100 / 200 = 140.
    let expected = [
      CGRect(x: 0, y: 0, width: 56, height: 50), CGRect(x: 66, y: 0, width: 84, height: 50),
      CGRect(x: 160, y: 0, width: 140, height: 50),
    ]
    for (view, rect) in zip(views, expected) { #expect(close(view.frame, rect)) }
  }

  @Test("equalSpacing: intrinsic widths, gaps (300 − 200) / 2 = 50 → x 0, 90, 200")
  func equalSpacing() {
    let views = threeViews()
    let stack = stack(views, .equalSpacing)
    stack.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [0, 90, 200])
    #expect(views.map(\.frame.width) == [40, 60, 100])
  }

  @Test("equalCentering: centres 20 and 250 at the ends, the middle one centred at 135 → x 105")
  func equalCentering() {
    let views = threeViews()
    let stack = stack(views, .equalCentering)
    stack.layoutIfNeeded()
    // First centre 40 / 2 = 20; last 300 − 100 / 2 = 250; middle (20 + 250) / 2 = 135, x 135 − 30.
    // Gaps 105 − 40 = 65 and 200 − 165 = 35, both at least the spacing 10.
    #expect(views.map(\.frame.minX) == [0, 105, 200])
    #expect(views.map(\.frame.width) == [40, 60, 100])
  }

  @Test("alignments in a 50-high row of 20, 30 and 10 high views: top, centre, bottom, fill")
  func edgeAlignments() {
    let cases: [(StackView.Alignment, [CGFloat], [CGFloat])] = [
      (.top, [0, 0, 0], [20, 30, 10]),
      // (50 − h) / 2.
      (.center, [15, 10, 20], [20, 30, 10]),
      // 50 − h.
      (.bottom, [30, 20, 40], [20, 30, 10]),
      (.fill, [0, 0, 0], [50, 50, 50]),
    ]
    for (alignment, ys, heights) in cases {
      let views = threeViews()
      let stack = stack(views, .equalSpacing)
      stack.alignment = alignment
      stack.layoutIfNeeded()
      #expect(views.map(\.frame.minY) == ys, "\(alignment)")
      #expect(views.map(\.frame.height) == heights, "\(alignment)")
    }
  }

  @Test("firstBaseline: offsets 15, 25, 5 from the top line up at y 25 → tops 10, 0, 20")
  func firstBaseline() {
    let views = threeViews()
    let stack = stack(views, .equalSpacing)
    stack.alignment = .firstBaseline
    stack.layoutIfNeeded()
    // Baseline B = y + offset for each; tops ≥ 0 need B ≥ 25; as high as it goes: B = 25.
    #expect(views.map(\.frame.minY) == [10, 0, 20])
    #expect(views[0].frame.minY + 15 == views[1].frame.minY + 25)
  }

  @Test("lastBaseline: 5, 8, 2 above the bottoms of 20, 30, 10 high views → tops 7, 0, 14")
  func lastBaseline() {
    let views = threeViews()
    let stack = stack(views, .equalSpacing)
    stack.alignment = .lastBaseline
    stack.layoutIfNeeded()
    // Baselines y + 15, y + 22, y + 8; the highest placement has B = 22.
    #expect(views.map(\.frame.minY) == [7, 0, 14])
  }

  @Test("a hidden arranged view takes no space: fillEqually of the other two gives (300 − 10) / 2 = 145")
  func hidden() {
    let views = threeViews()
    let stack = stack(views, .fillEqually)
    stack.layoutIfNeeded()
    views[1].isHidden = true
    stack.layoutIfNeeded()
    #expect(views[0].frame == CGRect(x: 0, y: 0, width: 145, height: 50))
    #expect(views[2].frame == CGRect(x: 155, y: 0, width: 145, height: 50))
    #expect(views[1].frame.width == 0)
    views[1].isHidden = false
    stack.layoutIfNeeded()
    #expect(close(views[2].frame, CGRect(x: 2 * (280.0 / 3 + 10), y: 0, width: 280.0 / 3, height: 50)))
  }

  @Test("unusable spacing: NaN counts as 0 (300 / 3 = 100 each); 10³⁰ is clamped and frames stay finite")
  func unusableSpacing() {
    let views = threeViews()
    let stack = stack(views, .fillEqually)
    stack.spacing = .nan
    stack.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [0, 100, 200])
    #expect(views.map(\.frame.width) == [100, 100, 100])
    stack.spacing = 1e30
    stack.layoutIfNeeded()
    #expect(views.allSatisfy { $0.frame.minX.isFinite && $0.frame.width.isFinite })
  }

  @Test("custom spacing and the system spacing in a stack that takes its arranged views' width")
  func customSpacing() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let views = threeViews()
    let stack = StackView(arrangedSubviews: views)
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    stack.spacing = 10
    stack.setCustomSpacing(30, after: views[0])
    #expect(stack.customSpacing(after: views[0]) == 30)
    #expect(stack.customSpacing(after: views[1]) == StackView.spacingUseDefault)
    root.layoutIfNeeded()
    // 40 + 30 + 60 + 10 + 100 = 240 wide; x 0, 70, 140; as high as the tallest view (30).
    #expect(views.map(\.frame.minX) == [0, 70, 140])
    #expect(stack.frame == CGRect(x: 0, y: 0, width: 240, height: 30))
    stack.setCustomSpacing(StackView.spacingUseDefault, after: views[0])
    stack.spacing = StackView.spacingUseSystem
    root.layoutIfNeeded()
    // 200 + 2 × 8 = 216.
    #expect(stack.frame.width == 216)
  }

  @Test("vertical, within 20/10 margins, leading alignment, equal spacing: gaps (280 − 60) / 2 = 110")
  func verticalWithinMargins() {
    let views = threeViews()
    let stack = StackView(arrangedSubviews: views)
    stack.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
    stack.axis = .vertical
    stack.distribution = .equalSpacing
    stack.alignment = .leading
    stack.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
    stack.isLayoutMarginsRelativeArrangement = true
    stack.layoutIfNeeded()
    // y 10, 10 + 20 + 110 = 140, 140 + 30 + 110 = 280; x at the leading margin, 20.
    #expect(views.map(\.frame.minY) == [10, 140, 280])
    #expect(views.map(\.frame.minX) == [20, 20, 20])
    stack.semanticContentAttribute = .forceRightToLeft
    stack.setNeedsLayout()
    stack.layoutIfNeeded()
    // Leading is the right margin: x = 200 − 20 − width.
    #expect(views.map(\.frame.minX) == [140, 120, 80])
  }

  @Test("baseline-relative vertical spacing: last baseline 15 + 10 = first baseline 25 of the next → y 13")
  func baselineRelative() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let a = Content(40, 20, first: 15, last: 5)
    let b = Content(60, 30, first: 12, last: 8)
    let stack = StackView(arrangedSubviews: [a, b])
    stack.axis = .vertical
    stack.spacing = 10
    stack.isBaselineRelativeArrangement = true
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    // a's last baseline: 0 + 20 − 5 = 15; b's first baseline 15 + 10 = 25, so b.y = 25 − 12 = 13.
    #expect(b.frame.minY == 13)
    #expect(stack.frame.height == 43)
  }

  @Test("removeArrangedSubview keeps the subview; removeFromSuperview also stops arranging it")
  func removing() {
    let views = threeViews()
    let stack = stack(views, .fillEqually)
    stack.layoutIfNeeded()
    stack.removeArrangedSubview(views[1])
    #expect(stack.arrangedSubviews == [views[0], views[2]])
    #expect(views[1].superview === stack)
    #expect(!stack.constraints.contains { $0.firstItem === views[1] || $0.secondItem === views[1] })
    stack.layoutIfNeeded()
    #expect(views[2].frame == CGRect(x: 155, y: 0, width: 145, height: 50))
    views[2].removeFromSuperview()
    #expect(stack.arrangedSubviews == [views[0]])
    stack.layoutIfNeeded()
    #expect(views[0].frame == CGRect(x: 0, y: 0, width: 300, height: 50))
  }

  @Test("insertArrangedSubview: in order, moving an arranged view, refusing an index out of bounds")
  func inserting() {
    let views = threeViews()
    let stack = StackView(arrangedSubviews: [views[0], views[2]])
    stack.insertArrangedSubview(views[1], at: 1)
    #expect(stack.arrangedSubviews == [views[0], views[1], views[2]])
    stack.insertArrangedSubview(views[2], at: 0)
    #expect(stack.arrangedSubviews == [views[2], views[0], views[1]])
    let extra = Content(1, 1)
    stack.insertArrangedSubview(extra, at: 5)
    #expect(stack.arrangedSubviews.count == 3)
    #expect(extra.superview == nil)
    #expect(stack.lastAutoLayoutIssue?.contains("index 5 is out of bounds (0...3)") == true)
  }

  @Test("changing the axis makes the constraints again: a vertical fillEqually column of 50 × (280 / 3)")
  func axisChange() {
    let views = threeViews()
    let stack = stack(views, .fillEqually)
    stack.frame = CGRect(x: 0, y: 0, width: 50, height: 300)
    stack.layoutIfNeeded()
    stack.axis = .vertical
    stack.layoutIfNeeded()
    let height = CGFloat(280) / 3
    #expect(close(views[1].frame, CGRect(x: 0, y: height + 10, width: 50, height: height)))
  }
}
