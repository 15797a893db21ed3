import Testing
import TrellisControls

// Multi-line labels under Auto Layout: the two-pass measurement of docs/controls.md §2.
//
// The text wrapped at 288 pt (script of InterNumbers.swift): "Trellis measures every line of
// this" 44488 − 280 units = 266.881 pt, "label with Inter, as UIKit would with" 46684 − 84 =
// 281.321 pt, "San Francisco." 19500 − 16 = 117.624 pt. Three lines: 61.7216 pt → 62.
@Suite("Label under Auto Layout")
struct LabelAutoLayoutTests {
  static let text = "Trellis measures every line of this label with Inter, as UIKit would with San Francisco."

  func pinnedLabel(in container: View) -> Label {
    let label = Label()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.numberOfLines = 0
    label.text = Self.text
    container.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
      label.topAnchor.constraint(equalTo: container.topAnchor, constant: 12),
    ])
    return label
  }

  @Test("measured at a width, the label wraps into three lines 62 points high")
  func measuredAtWidth() {
    let label = Label()
    label.numberOfLines = 0
    label.text = Self.text
    #expect(label.intrinsicSizeDependsOnLayoutWidth)
    let size = label.intrinsicContentSize(forLayoutWidth: 288)
    #expect(close(size.width, pixelCeil(Inter.points(46684 - 84, size: 17))))
    #expect(close(size.width, 844.0 / 3))
    #expect(close(size.height, 62))
    // Not laid out yet (width 0): one line, the whole text.
    #expect(close(label.intrinsicContentSize.height, 62.0 / 3))
    label.preferredMaxLayoutWidth = 288
    #expect(!label.intrinsicSizeDependsOnLayoutWidth)
  }

  @Test("pinned left and right, one layout pass gives the label the height of its wrapped lines")
  func onePassGivesTheWrappedHeight() {
    let container = View(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    let label = pinnedLabel(in: container)
    container.layoutIfNeeded()
    #expect(label.frame.origin == CGPoint(x: 16, y: 12))
    #expect(close(label.frame.width, 288))
    #expect(close(label.frame.height, 62))
  }

  @Test("after the label was laid out at its width, systemLayoutSizeFitting gives the wrapped height")
  func fittingSizeAfterLayout() {
    let container = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let label = pinnedLabel(in: container)
    label.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -12).isActive = true
    container.layoutIfNeeded()
    let size = container.systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    // 12 + 62 + 12.
    #expect(close(size.width, 320, 1e-6))
    #expect(close(size.height, 86, 1e-6))
  }

  @Test("changing the text re-measures: the next layout pass gives the new height")
  func textChangeInvalidates() {
    let container = View(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    let label = pinnedLabel(in: container)
    container.layoutIfNeeded()
    label.text = "Short"
    container.layoutIfNeeded()
    #expect(close(label.frame.height, 62.0 / 3))
    label.font = .systemFont(ofSize: 34)
    container.layoutIfNeeded()
    // One line at 34 pt: 3408 × 34 / 2816 = 41.1477 → 124/3.
    #expect(close(label.frame.height, 124.0 / 3))
  }

  @Test("a label that is not pinned keeps its single-line size")
  func unpinnedLabelKeepsItsSize() {
    let container = View(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    let label = Label()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.text = "Hello, world"
    container.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      label.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    container.layoutIfNeeded()
    #expect(close(label.frame.width, 95, 1e-6))
    #expect(close(label.frame.height, 62.0 / 3, 1e-6))
  }
}
