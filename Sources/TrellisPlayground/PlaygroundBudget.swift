/// The work one playground session may cause, so that no setting a browser can send stalls its
/// own session or starves the others (the server's sessions share the machine's cores).
///
/// - Elements: a `select`, `param` or `resize` whose first frame would show more than
///   `maximumVisibleElements` elements is answered with an error and changes nothing. The count
///   is made before anything is laid out (`SceneCatalog.visibleElementCount`), so checking a
///   setting of a million visible items costs about what checking `maximumVisibleElements` does.
///   At 76 bytes per element, the default 4,000 keeps a frame's elements under 310 KB; the
///   content its cells' views draw adds at most 128 KiB plus one block
///   (`PlaygroundFrameEncoder.contentBytesPerFrame`), and only when it changed.
/// - Time: a tick whose work (the messages it applies, the step, the frame's capture, encoding
///   and sending) takes longer than `maximumWorkPerTick` makes the session skip ticks so that it
///   uses at most that share of each period: at the default 8 ms of a 16.7 ms period, under half
///   a core, whatever it is asked to do. Skipped ticks still advance the simulation (by whole
///   periods), so the scene keeps real time at a lower frame rate. Messages left over when a
///   tick's budget is spent wait for the next tick.
public struct PlaygroundBudget: Sendable, Equatable {
  /// The most elements a session's frame may show. The default is 4,000.
  public var maximumVisibleElements: Int
  /// The longest a session's tick may work before the session skips ticks. The default is 8 ms.
  public var maximumWorkPerTick: Duration

  /// Creates a budget.
  public init(maximumVisibleElements: Int = 4_000, maximumWorkPerTick: Duration = .milliseconds(8)) {
    self.maximumVisibleElements = maximumVisibleElements
    self.maximumWorkPerTick = maximumWorkPerTick
  }
}
