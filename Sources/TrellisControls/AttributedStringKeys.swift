import Foundation

#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS) || os(macOS))
// Apple's SDKs declare this key (same raw value); Linux Foundation does not. TrellisText
// declares `.font` and `.paragraphStyle` the same way.
extension NSAttributedString.Key {
  /// The colour of the text: a `Color` value (UIKit's `NSAttributedString.Key.foregroundColor`).
  public static var foregroundColor: NSAttributedString.Key { NSAttributedString.Key("NSColor") }
}
#endif
