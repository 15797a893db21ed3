import Foundation

/// A control for choosing a value from a continuous range, shaped as `UISlider`
/// (docs/controls.md §4).
///
/// `value` always lies in `minimumValue…maximumValue`. The user drags the thumb
/// (`simulateDrag(to:)`): with `isContinuous` each step that changes the value sends
/// `.valueChanged`, otherwise one `.valueChanged` is sent when the drag ends with a changed value.
/// Setting the value from code sends nothing, as in UIKit.
///
/// Bad input never traps: a NaN value or bound is refused (the property keeps its value), an
/// infinite value is clamped to the range, a minimum above the maximum raises the maximum to it
/// (and a maximum below the minimum lowers the minimum), and the value is clamped into the new
/// range.
@MainActor
open class Slider: Control, ContentDrawing {
  /// The height of a slider, 31 points (docs/controls.md §4).
  public static let height: CGFloat = 31

  /// The value, in `minimumValue…maximumValue`. The default is 0. A NaN is refused; other values
  /// are clamped into the range. Setting it sends no action.
  open var value: Float {
    get { storedValue }
    set { storedValue = clamped(newValue) ?? storedValue }
  }
  private var storedValue: Float = 0

  /// The smallest value. The default is 0. NaN is refused; a minimum above `maximumValue` raises
  /// the maximum to it. The value is clamped into the new range.
  open var minimumValue: Float = 0 {
    didSet {
      if minimumValue.isNaN { minimumValue = oldValue }
      if maximumValue < minimumValue { maximumValue = minimumValue }
      storedValue = clamped(storedValue) ?? minimumValue
    }
  }

  /// The largest value. The default is 1. NaN is refused; a maximum below `minimumValue` lowers
  /// the minimum to it. The value is clamped into the new range.
  open var maximumValue: Float = 1 {
    didSet {
      if maximumValue.isNaN { maximumValue = oldValue }
      if minimumValue > maximumValue { minimumValue = maximumValue }
      storedValue = clamped(storedValue) ?? maximumValue
    }
  }

  /// Whether a drag sends `.valueChanged` at every change (true, the default) or once at its end.
  open var isContinuous = true

  /// The colour of the track left of the thumb, or `nil` for the default (system blue).
  open var minimumTrackTintColor: Color?
  /// The colour of the track right of the thumb, or `nil` for the default (light grey).
  open var maximumTrackTintColor: Color?

  /// Creates a slider with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a slider from an archive (see `View`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Sets `value` (clamped; NaN refused); `animated` changes nothing headlessly. Sends no action.
  open func setValue(_ value: Float, animated: Bool) {
    self.value = value
  }

  /// `value` clamped into the range, or `nil` for NaN.
  private func clamped(_ value: Float) -> Float? {
    guard !value.isNaN else { return nil }
    return min(max(value, minimumValue), maximumValue)
  }

  /// No intrinsic width; 31 points high.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: Self.height)
  }

  /// The current width (0 when it is not a finite, non-negative number) by 31 points.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: bounds.width.isFinite ? max(bounds.width, 0) : 0, height: Self.height)
  }

  /// Does what dragging the thumb through `values` does: each value (NaN skipped, others
  /// clamped) becomes `value`; with `isContinuous`, every step that changes the value sends
  /// `.valueChanged`; without, one `.valueChanged` is sent at the end if the value changed.
  /// `.primaryActionTriggered` follows each `.valueChanged`. Returns `false` (and changes
  /// nothing) when the slider does not accept interaction.
  @discardableResult
  open func simulateDrag(to values: Float...) -> Bool {
    guard acceptsSimulatedInteraction else { return false }
    let start = storedValue
    isHighlighted = true
    sendActions(for: .touchDown)
    for step in values {
      guard let next = clamped(step) else { continue }
      let changed = next != storedValue
      storedValue = next
      if changed, isContinuous { sendValueChanged() }
    }
    isHighlighted = false
    sendActions(for: .touchUpInside)
    if !isContinuous, storedValue != start { sendValueChanged() }
    return true
  }

  private func sendValueChanged() {
    sendActions(for: .valueChanged)
    sendActions(for: .primaryActionTriggered)
  }

  /// The fraction of the range the value is at (0 when the range is empty).
  private var fraction: CGFloat {
    let span = Double(maximumValue) - Double(minimumValue)
    guard span > 0, span.isFinite else { return 0 }
    return CGFloat((Double(storedValue) - Double(minimumValue)) / span)
  }

  /// The two parts of the 4-point track, split at the thumb, and the 28-point thumb.
  public var drawingCommands: [DrawingCommand] {
    guard bounds.width.isFinite, bounds.height.isFinite else { return [] }
    let thumb: CGFloat = 28
    let usable = max(bounds.width - thumb, 0)
    let thumbX = bounds.minX + usable * fraction
    let trackY = bounds.midY - 2
    let split = thumbX + thumb / 2
    return [
      .shape(
        DrawingCommand.Shape(
          rect: CGRect(x: bounds.minX, y: trackY, width: split - bounds.minX, height: 4), cornerRadius: 2,
          fill: minimumTrackTintColor ?? tintColor)),
      .shape(
        DrawingCommand.Shape(
          rect: CGRect(x: split, y: trackY, width: bounds.maxX - split, height: 4), cornerRadius: 2,
          fill: maximumTrackTintColor ?? Color(white: 0.9, alpha: 1))),
      .shape(
        DrawingCommand.Shape(
          rect: CGRect(x: thumbX, y: bounds.midY - thumb / 2, width: thumb, height: thumb),
          cornerRadius: thumb / 2,
          fill: .white)),
    ]
  }
}
