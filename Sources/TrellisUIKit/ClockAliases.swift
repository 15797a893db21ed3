// Quartz Core's name for the display link that runs on the host's clock. Foundation's `Timer`
// keeps its name: Linux's Foundation declares it, so Trellis's timer on the host's clock is
// `ClockTimer` (TrellisViews), and `trellis port` rewrites UIKit code's `Timer` to it
// (docs/porting.md, "Selectors, timers and display links").

/// Quartz Core's name for `DisplayLink`, a per-frame callback on the host's clock.
///
/// UIKit difference: created with a closure, `CADisplayLink { link in … }`, not with a target
/// and a selector; frames come when the host calls `advance(by:)`.
public typealias CADisplayLink = DisplayLink
