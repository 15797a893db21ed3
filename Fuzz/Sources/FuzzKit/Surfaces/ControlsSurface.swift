import Foundation
import TrellisControls
import TrellisRender

/// Labels, image views and controls (TrellisControls) with what an app can give them: random
/// text (emoji sequences, combining marks, right-to-left scripts, CJK, controls, long words),
/// fonts of any size (huge, zero, negative, NaN), negative and huge line counts, NaN and
/// infinite widths and frames, out-of-range segment indices, NaN slider values, and random
/// simulated user input; then the tree is laid out with Auto Layout, sized with
/// `systemLayoutSizeFitting` and drawn to SVG.
///
/// Checks: nothing traps or hangs; every intrinsic size, `sizeThatFits` answer, drawing
/// command and fitting size is finite (or `noIntrinsicMetric`) and not negative; a refused
/// `numberOfLines` leaves the old value; a segmented control's selection stays within
/// −1…count − 1; a slider's value stays within its bounds and is never NaN.
@MainActor
public final class ControlsSurface: SynchronousFuzzSurface {
  /// `controls`.
  public let name = "controls"
  /// What the surface generates.
  public let summary = "labels, image views and controls: random text, bad numbers, random user input, SVG"
  /// Its share of a mixed campaign.
  public let weight = 1.0

  /// A surface.
  public init() {}

  static let pieces: [String] = [
    "word", " ", "  ", "-", "\n", "AV", "…", "👩‍👩‍👧", "🇫🇷", "漢字", "e\u{0301}", "\u{0301}", "שלום", "مرحبا",
    "\u{202E}", "\u{0007}", "\t", "\u{FFFF}", "", String(repeating: "W", count: 120), "<&\"'>",
  ]

  static let badNumbers: [CGFloat] = [0, -5, .nan, .infinity, -.infinity, 1e-300, 1e300, 1e6]

  /// Runs one case.
  public func runSynchronously(_ c: FuzzContext) throws {
    func text() -> String {
      var value = ""
      for _ in 0..<c.random.int(in: 0...24) { value += c.random.pick(Self.pieces) }
      return value
    }
    func number(typical: Double) -> CGFloat {
      c.random.chance(0.2) ? c.random.pick(Self.badNumbers) : CGFloat(c.random.double(in: 0...typical))
    }
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    if c.random.chance(0.3) { root.semanticContentAttribute = .forceRightToLeft }

    let label = Label()
    label.text = text()
    label.font = .systemFont(ofSize: number(typical: 60))
    let lines = c.random.chance(0.2) ? c.random.pick([-1, Int.min, Int.max, 0]) : c.random.int(in: 0...5)
    let before = label.numberOfLines
    label.numberOfLines = lines
    if lines < 0, label.numberOfLines != before {
      throw FuzzFailure(.wrongResult, "numberOfLines \(lines) was accepted")
    }
    label.lineBreakMode = c.random.pick(LineBreakMode.allCases)
    label.textAlignment = c.random.pick(TextAlignment.allCases)
    label.preferredMaxLayoutWidth = number(typical: 400)
    label.adjustsFontForContentSizeCategory = c.random.chance(0.5)
    label.preferredContentSizeCategory = c.random.pick(ContentSizeCategory.allCases)
    c.note(
      "label \(String(describing: label.text).debugDescription) font \(label.font) lines \(label.numberOfLines)"
    )

    let imageView = ImageView(
      image: c.random.chance(0.5)
        ? Image(systemName: "star", withConfiguration: .init(pointSize: number(typical: 80)))
        : Image(size: CGSize(width: number(typical: 200), height: number(typical: 200))))
    imageView.contentMode = c.random.pick(View.ContentMode.allCases)

    let segmented = SegmentedControl(items: (0..<c.random.int(in: 0...4)).map { _ in text() })
    let slider = Slider()
    slider.minimumValue = Float(number(typical: 10)) * (c.random.chance(0.5) ? -1 : 1)
    slider.maximumValue = Float(number(typical: 10))
    let toggle = Switch()
    let button = Button(type: .system)
    button.setTitle(text(), for: .normal)
    let search = SearchBar()

    let views: [View] = [label, imageView, segmented, slider, toggle, button, search]
    for view in views {
      view.translatesAutoresizingMaskIntoConstraints = c.random.chance(0.3)
      if view.translatesAutoresizingMaskIntoConstraints {
        view.frame = CGRect(
          x: number(typical: 300), y: number(typical: 400), width: number(typical: 300),
          height: number(typical: 100))
      }
      root.addSubview(view)
    }
    var constraints: [LayoutConstraint] = []
    for view in views where !view.translatesAutoresizingMaskIntoConstraints {
      constraints.append(
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: number(typical: 40)))
      if c.random.chance(0.6) {
        constraints.append(
          view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -number(typical: 40)))
      }
      constraints.append(view.topAnchor.constraint(equalTo: root.topAnchor, constant: number(typical: 400)))
    }
    LayoutConstraint.activate(constraints)

    // Random user input and programmatic changes.
    for _ in 0..<c.random.int(in: 0...12) {
      switch c.random.int(in: 0...7) {
      case 0: segmented.selectedSegmentIndex = c.random.pick([-2, -1, 0, 1, 5, Int.max, Int.min])
      case 1: segmented.simulateSelectSegment(at: c.random.int(in: -3...6))
      case 2:
        segmented.insertSegment(withTitle: text(), at: c.random.pick([-9, 0, 2, Int.max]), animated: false)
      case 3: segmented.removeSegment(at: c.random.int(in: -2...6), animated: false)
      case 4: slider.value = Float(number(typical: 10)) * (c.random.chance(0.5) ? -1 : 1)
      case 5: slider.simulateDrag(to: Float(number(typical: 10)), .nan, -.infinity)
      case 6: toggle.simulateToggle()
      default: search.simulateTyping(text())
      }
      let selection = segmented.selectedSegmentIndex
      guard selection >= -1, selection < max(segmented.numberOfSegments, 0) else {
        throw FuzzFailure(
          .wrongResult, "selectedSegmentIndex \(selection) with \(segmented.numberOfSegments) segments")
      }
      guard !slider.value.isNaN, slider.value >= slider.minimumValue, slider.value <= slider.maximumValue
      else {
        throw FuzzFailure(
          .wrongResult, "slider value \(slider.value) outside \(slider.minimumValue)…\(slider.maximumValue)")
      }
    }

    root.layoutIfNeeded()
    for view in views {
      try Self.checkSize(view.intrinsicContentSize, "\(type(of: view)).intrinsicContentSize")
      try Self.checkSize(
        view.sizeThatFits(CGSize(width: number(typical: 400), height: number(typical: 400))),
        "\(type(of: view)).sizeThatFits")
      if let drawing = view as? any ContentDrawing {
        for command in drawing.drawingCommands { try Self.check(command, in: view) }
      }
    }
    let fitting = root.systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    try Self.checkSize(fitting, "systemLayoutSizeFitting")
    let svg = ViewTreeSVGRenderer().render(root)
    // Numbers are written by RenderNumberFormat; a non-finite one would show as an attribute
    // value starting "nan" or "inf" (text such as "dominant-baseline" contains "nan" legitimately).
    for bad in ["=\"nan", "=\"-nan", "=\"inf", "=\"-inf", "(nan", " nan ", "(inf", " inf "]
    where svg.contains(bad) {
      throw FuzzFailure(.nonFinite, "SVG contains a non-finite number (\(bad))")
    }
  }

  private static func checkSize(_ size: CGSize, _ what: String) throws {
    for value in [size.width, size.height]
    where !(value == View.noIntrinsicMetric || (value.isFinite && value >= 0)) {
      throw FuzzFailure(.nonFinite, "\(what) \(size)")
    }
  }

  private static func check(_ command: DrawingCommand, in view: View) throws {
    // Drawing in bounds that are not finite may be left out, but what is drawn must be finite
    // whenever the view's bounds are.
    guard view.bounds.isFiniteRect else { return }
    switch command {
    case .text(let run):
      guard run.baselineOrigin.isFinitePoint, run.width.isFinite, run.width >= 0 else {
        throw FuzzFailure(
          .nonFinite, "text run \(run.string.debugDescription) at \(run.baselineOrigin), width \(run.width)")
      }
    case .image(let image):
      guard image.rect.isFiniteRect else { throw FuzzFailure(.nonFinite, "image rect \(image.rect)") }
    case .shape(let shape):
      guard shape.rect.isFiniteRect else { throw FuzzFailure(.nonFinite, "shape rect \(shape.rect)") }
    }
  }
}
