/// The direction of a focus movement (UIKit's `UIFocusHeading`): the arrow keys give `up`,
/// `down`, `left` and `right`; tab and shift-tab give `next` and `previous`.
///
/// The raw values are UIKit's bits.
public struct FocusHeading: OptionSet, Hashable, Sendable {
  /// The bits.
  public let rawValue: UInt

  /// A heading from its bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Towards the top of the screen (the up arrow).
  public static let up = FocusHeading(rawValue: 1 << 0)
  /// Towards the bottom of the screen (the down arrow).
  public static let down = FocusHeading(rawValue: 1 << 1)
  /// Towards the left of the screen (the left arrow).
  public static let left = FocusHeading(rawValue: 1 << 2)
  /// Towards the right of the screen (the right arrow).
  public static let right = FocusHeading(rawValue: 1 << 3)
  /// To the next item in order (tab).
  public static let next = FocusHeading(rawValue: 1 << 4)
  /// To the previous item in order (shift-tab).
  public static let previous = FocusHeading(rawValue: 1 << 5)
}
