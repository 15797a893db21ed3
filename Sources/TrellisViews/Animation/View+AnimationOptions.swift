extension View {
  /// Options for `View.animate(…)` and `View.transition(…)`. The raw values are UIKit's.
  ///
  /// The timing curve is one of `curveEaseInOut` (the default, value 0), `curveEaseIn`,
  /// `curveEaseOut` and `curveLinear`; the transition one of the `transition…` options. The rest
  /// are recorded, except `repeat` and `autoreverse`, which the clock plays, and
  /// `overrideInheritedDuration` and `overrideInheritedCurve`, which nested blocks follow
  /// (docs/views.md §5).
  public struct AnimationOptions: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt

    /// Creates options from raw bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Lay out subviews at commit time. Recorded only.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Let the user interact with views while they animate. Recorded only.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from the current presentation value of a running animation of the same property.
    /// Trellis always does (docs/views.md §5).
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeat the animation forever.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Run the animation backwards after forwards.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// In a nested block, use this block's duration instead of the enclosing block's.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// In a nested block, use this block's curve instead of the enclosing block's.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// Redraw the content as it animates. Recorded only.
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// Hide and show views in a transition instead of removing and adding them. Recorded only.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// In a nested block, do not inherit the enclosing block's options. Recorded only.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

    /// Slow at the start and the end: Core Animation's ease-in-ease-out Bézier (the default).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Slow at the start: Core Animation's ease-in Bézier.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Slow at the end: Core Animation's ease-out Bézier.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Constant speed.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// No transition.
    public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
    /// Flip about the vertical axis, left edge first.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// Flip about the vertical axis, right edge first.
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// Curl up from the bottom.
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// Curl down from the top.
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// Dissolve from one view to the other.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// Flip about the horizontal axis, top edge first.
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// Flip about the horizontal axis, bottom edge first.
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

    /// The display's frame rate. Recorded only.
    public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
    /// 60 frames a second. Recorded only.
    public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
    /// 30 frames a second. Recorded only.
    public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

    /// The timing curve these options name.
    var timingCurve: AnimationTimingCurve {
      switch (rawValue >> 16) & 0xF {
      case 1: .easeIn
      case 2: .easeOut
      case 3: .linear
      default: .easeInOut
      }
    }

    /// The transition these options name (the bits 20–23), 0 for none.
    var transitionKind: UInt { (rawValue >> 20) & 0xF }
  }
}
