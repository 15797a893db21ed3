/// A sequence of frames captured at a fixed frame rate, for `HTMLAnimationExporter`.
///
/// Time is explicit (docs/architecture.md §4): the recorder (or you) advances the collection view by
/// exactly `1 / framesPerSecond` between captures, so the export plays back at the speed the
/// scene was simulated at, and the same script gives the same frames on every run.
///
/// ```swift
/// var recorder = try AnimationRecorder(framesPerSecond: 60)
/// collectionView.setContentOffset(CGPoint(x: 0, y: 400), animated: true)
/// try recorder.record(collectionView, duration: 0.3)   // 19 frames: t = 0, 1/60, …, 0.3 s
/// let html = try HTMLAnimationExporter().export(recorder)
/// ```
public struct AnimationRecorder {
  /// The frame rate the frames were (or will be) captured at.
  public let framesPerSecond: Double
  /// The frames captured so far, in time order.
  public private(set) var frames: [RenderFrame] = []

  /// Creates an empty recorder for `framesPerSecond` frames per second (60 by default).
  ///
  /// - Throws: `RenderError.invalidFrameRate` unless the rate is finite and greater than 0.
  public init(framesPerSecond: Double = 60) throws(RenderError) {
    guard framesPerSecond.isFinite, framesPerSecond > 0 else { throw .invalidFrameRate(framesPerSecond) }
    self.framesPerSecond = framesPerSecond
  }

  /// The time between two frames, `1 / framesPerSecond` seconds.
  public var frameDuration: TimeInterval { 1 / framesPerSecond }

  /// Appends a frame you captured yourself (after advancing your scene by `frameDuration`).
  public mutating func append(_ frame: RenderFrame) {
    frames.append(frame)
  }

  /// Captures `frameCount` frames of `collectionView`, advancing it by `frameDuration` between
  /// them.
  ///
  /// When the recorder is empty the first frame is the view as it is now (time 0) and the view
  /// is advanced before each later one; when it already holds frames the view is advanced before
  /// every capture, so consecutive calls continue one timeline. `overlays` is asked for each
  /// frame's debug overlays (for example the touch point of a scripted drag).
  ///
  /// - Throws: `RenderError.invalidFrameCount` when `frameCount` is negative, or
  ///   `RenderError.invalidBounds` from a capture; frames captured before the error are kept.
  public mutating func record(
    _ collectionView: CollectionView, frameCount: Int, from source: RenderFrame.CaptureSource = .layout,
    overlays: (CollectionView) -> RenderOverlays = { _ in .none },
    style: @MainActor (CollectionViewLayoutAttributes) -> RenderStyle = RenderStyle.default(for:)
  ) throws(RenderError) {
    guard frameCount >= 0 else { throw .invalidFrameCount("frameCount \(frameCount) is negative") }
    for index in 0..<frameCount {
      if index > 0 || !frames.isEmpty { collectionView.advance(by: frameDuration) }
      frames.append(
        try RenderFrame(
          capturing: collectionView, from: source, overlays: overlays(collectionView), style: style))
    }
  }

  /// Captures `duration` seconds of `collectionView`: `round(duration · framesPerSecond)`
  /// steps of `frameDuration`, plus the starting frame when the recorder is empty (0.3 s at 60
  /// fps from empty is 19 frames, at t = 0, 1/60, …, 18/60 s).
  ///
  /// - Throws: `RenderError.invalidFrameCount` when `duration` is negative or not finite.
  public mutating func record(
    _ collectionView: CollectionView, duration: TimeInterval,
    from source: RenderFrame.CaptureSource = .layout,
    overlays: (CollectionView) -> RenderOverlays = { _ in .none },
    style: @MainActor (CollectionViewLayoutAttributes) -> RenderStyle = RenderStyle.default(for:)
  ) throws(RenderError) {
    guard duration.isFinite, duration >= 0, duration * framesPerSecond < Double(Int32.max) else {
      throw .invalidFrameCount("duration \(duration) s is negative, not finite or too long")
    }
    let steps = Int((duration * framesPerSecond).rounded())
    try record(
      collectionView, frameCount: frames.isEmpty ? steps + 1 : steps, from: source, overlays: overlays,
      style: style)
  }
}
