import Foundation

/// A control that is on or off, shaped as `UISwitch` (docs/controls.md §4).
///
/// Its size is fixed at 51 × 31 points. The user flips it (`simulateToggle()`), which sends
/// `.valueChanged` and `.primaryActionTriggered`; `isOn` and `setOn(_:animated:)` change it from
/// code and send nothing, as in UIKit.
@MainActor
open class Switch: Control, ContentDrawing {
  /// The switch's size, 51 × 31 points (docs/controls.md §4).
  public static let fixedSize = CGSize(width: 51, height: 31)

  /// Whether the switch is on. The default is `false`. Setting it sends no action.
  open var isOn = false

  /// The colour of the track when on, or `nil` for iOS's system green.
  open var onTintColor: Color?

  /// The colour of the thumb, or `nil` for white.
  open var thumbTintColor: Color?

  /// Creates a switch at `frame`'s origin; its size is always `fixedSize`.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: Self.fixedSize))
  }

  /// Creates a switch from an archive (see `View`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Sets `isOn`; `animated` is recorded nowhere (nothing animates headlessly). Sends no action.
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  /// `fixedSize`.
  open override var intrinsicContentSize: CGSize { Self.fixedSize }

  /// `fixedSize`.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.fixedSize }

  /// Does what the user's tap does: flips `isOn`, then sends `.valueChanged` and
  /// `.primaryActionTriggered`. Returns `false` (and changes nothing) when the switch does not
  /// accept interaction.
  @discardableResult
  open func simulateToggle() -> Bool {
    guard acceptsSimulatedInteraction else { return false }
    isOn.toggle()
    sendActions(for: .valueChanged)
    sendActions(for: .primaryActionTriggered)
    return true
  }

  /// A tap on a switch toggles it (`simulateToggle()`).
  @discardableResult
  open override func simulateTap() -> Bool { simulateToggle() }

  /// The track (a rounded rectangle, green when on, light grey when off) and the thumb (a
  /// 27-point circle 2 points inside the track's left or right end).
  public var drawingCommands: [DrawingCommand] {
    let track = CGRect(origin: bounds.origin, size: Self.fixedSize)
    let trackColor = isOn ? (onTintColor ?? Self.systemGreen) : Color(white: 0.91, alpha: 1)
    let thumbSide: CGFloat = 27
    let thumbX = isOn ? track.maxX - 2 - thumbSide : track.minX + 2
    return [
      .shape(DrawingCommand.Shape(rect: track, cornerRadius: track.height / 2, fill: trackColor)),
      .shape(
        DrawingCommand.Shape(
          rect: CGRect(x: thumbX, y: track.minY + 2, width: thumbSide, height: thumbSide),
          cornerRadius: thumbSide / 2, fill: thumbTintColor ?? .white)),
    ]
  }

  /// iOS's system green in light mode, RGB (52, 199, 89) (docs/controls.md §1).
  static let systemGreen = Color(red: 52.0 / 255.0, green: 199.0 / 255.0, blue: 89.0 / 255.0, alpha: 1)
}
