import Foundation

/// What one playground connection runs, without the socket: the scene session, the frame
/// counter and the encoder. Applies decoded browser messages and produces encoded frames.
///
/// The WebSocket frame loop (`PlaygroundServer`) uses it once per tick; other hosts (another
/// transport, a benchmark) can drive it the same way. It runs on the main actor, as every
/// Trellis collection view does.
@MainActor
public struct PlaygroundSessionDriver {
  /// The running scene, `nil` until a `select` succeeds.
  public private(set) var session: SceneSession?
  /// The session's budget: settings that would show more than its
  /// `maximumVisibleElements` are refused.
  public let budget: PlaygroundBudget
  /// The number of the last frame produced (0 before the first).
  public private(set) var frameNumber: UInt32 = 0
  /// Whether the page said it is hidden (`visibility` false): no frames, no time passes.
  public private(set) var isPaused = false
  private var encoder = PlaygroundFrameEncoder()
  private var activeBehaviors = 0
  private var statisticsAreStale = true
  private var previousEncodeMicroseconds: UInt16 = 0

  /// The scenes `select` messages choose from.
  public let catalog: SceneCatalog

  /// Creates a driver with no scene, choosing scenes from `catalog`, under `budget`.
  public init(catalog: SceneCatalog = .builtIn, budget: PlaygroundBudget = PlaygroundBudget()) {
    self.catalog = catalog
    self.budget = budget
  }

  /// Applies one message; returns the JSON text reply to send, if any:
  /// `{"type":"selected",…}` after a successful `select`, `{"type":"error","message":…}` when
  /// the scene rejects the message (unknown scene or parameter, value out of range, no scene
  /// selected yet) or the setting is over the budget (`select`, `param` and `resize` that would
  /// show more than `budget.maximumVisibleElements`). A rejected message changes nothing.
  public mutating func apply(_ message: PlaygroundMessage) -> String? {
    statisticsAreStale = true
    if case .visibility(let visible) = message {
      isPaused = !visible
      return nil
    }
    if case .select(let name, let viewport, let parameters) = message {
      do throws(SceneError) {
        if let error = try overBudget(name, viewport, parameters) {
          return PlaygroundConnection.errorJSON(error)
        }
        let newSession = try catalog.makeSession(named: name, viewport: viewport, parameters: parameters)
        session = newSession
        return Self.selectedJSON(newSession)
      } catch {
        return PlaygroundConnection.errorJSON(.scene(error))
      }
    }
    guard let session else {
      return PlaygroundConnection.errorJSON(.noSceneSelected(type: Self.typeName(of: message)))
    }
    do throws(SceneError) {
      switch message {
      case .select, .visibility:
        break
      case .touch(let phase, let location):
        session.touch(phase, at: location)
      case .wheel(let delta, let pointer):
        session.scrollGesture(by: delta, at: pointer)
      case .wheelEnd(let velocity):
        session.endScrollGesture(velocity: velocity)
      case .scrollTo(let offset):
        session.setContentOffset(offset)
      case .tap(let location):
        session.tap(at: location)
      case .reorder(let phase, let location):
        switch phase {
        case .begin: session.beginReorder(at: location)
        case .move: session.updateReorder(to: location)
        case .end: session.endReorder()
        case .cancel: session.cancelReorder()
        }
      case .parameter(let key, let value):
        var parameters = session.parameters
        parameters[key] = value
        let viewport = session.collectionView.frame.size
        if let error = try overBudget(session.descriptor.name, viewport, parameters) {
          return PlaygroundConnection.errorJSON(error)
        }
        try session.setParameter(key, to: value)
      case .resize(let size):
        if let error = try overBudget(session.descriptor.name, size, session.parameters) {
          return PlaygroundConnection.errorJSON(error)
        }
        try session.setViewport(size)
      }
    } catch {
      return PlaygroundConnection.errorJSON(.scene(error))
    }
    return nil
  }

  /// Advances the session by `seconds` and encodes its frame; `nil` before any scene and while
  /// the page is hidden (`isPaused`: the session does not advance then).
  ///
  /// The visible-element and item counts are read from the frame and the collection view each
  /// frame; the behavior count comes from `SceneSession.statistics`, which builds a frame of its
  /// own, so it is refreshed every `statisticsInterval` frames (and after every message).
  ///
  /// - Returns: The frame in the binary format of `PlaygroundFrameEncoder`, or `nil` before
  ///   any scene. The array is the encoder's buffer: copy it out before the next call.
  public mutating func nextFrame(advancingBy seconds: TimeInterval) -> [UInt8]? {
    guard let session, !isPaused else { return nil }
    let clock = ContinuousClock()
    let start = clock.now
    session.advance(by: seconds)
    let frame = session.frame()
    let elapsed = clock.now - start
    if frameNumber % Self.statisticsInterval == 0 || statisticsAreStale {
      activeBehaviors = session.statistics.activeBehaviors
      statisticsAreStale = false
    }
    let view = session.collectionView
    let itemCount = view.numberOfSections > 0 ? view.numberOfItems(inSection: 0) : 0
    frameNumber &+= 1
    let micros = Self.microseconds(elapsed)
    let header = PlaygroundFrameHeader(
      frameNumber: frameNumber, engineMicroseconds: UInt32(clamping: micros),
      visibleElements: UInt32(clamping: frame.elements.count),
      activeBehaviors: UInt32(clamping: activeBehaviors),
      itemCount: UInt32(clamping: itemCount), contentOffset: frame.visibleBounds.origin,
      viewportSize: frame.visibleBounds.size,
      contentSize: view.collectionViewLayout.collectionViewContentSize,
      time: session.time, previousEncodeMicroseconds: previousEncodeMicroseconds)
    let encodeStart = clock.now
    encoder.encode(frame, header: header)
    previousEncodeMicroseconds = UInt16(clamping: Self.microseconds(clock.now - encodeStart))
    return encoder.bytes
  }

  /// Says that the last frame `nextFrame(advancingBy:)` returned was not delivered (it was over
  /// the size limit): the content it carried is forgotten, so the next frame sends it again and
  /// tells the page to forget its own table (`PlaygroundFrameEncoder.forgetContent()`).
  public mutating func frameWasNotDelivered() {
    encoder.forgetContent()
  }

  /// The error for a setting whose first frame would show more than the budget's elements, or
  /// `nil` when it fits. Throws what creating the scene with these values throws.
  private func overBudget(
    _ name: String, _ viewport: CGSize?, _ parameters: [String: Double]
  ) throws(SceneError) -> PlaygroundProtocolError? {
    let limit = budget.maximumVisibleElements
    let count = try catalog.visibleElementCount(
      named: name, viewport: viewport, parameters: parameters, limit: limit)
    return count > limit ? .overBudget(elements: count, limit: limit) : nil
  }

  /// How often (in frames) the behavior count is re-read from `SceneSession.statistics`.
  public static let statisticsInterval: UInt32 = 10

  private static func microseconds(_ duration: Duration) -> Int64 {
    duration.components.seconds * 1_000_000 + duration.components.attoseconds / 1_000_000_000_000
  }

  private static func typeName(of message: PlaygroundMessage) -> String {
    switch message {
    case .select: "select"
    case .touch: "touch"
    case .wheel: "wheel"
    case .wheelEnd: "wheelEnd"
    case .scrollTo: "scrollTo"
    case .tap: "tap"
    case .reorder: "reorder"
    case .parameter: "param"
    case .resize: "resize"
    case .visibility: "visibility"
    }
  }

  private static func selectedJSON(_ session: SceneSession) -> String {
    let values = session.parameters.sorted { $0.key < $1.key }.map { key, value in
      RenderTextEscaping.jsonString(key) + ":" + (value.isFinite ? "\(value)" : "null")
    }
    return "{\"type\":\"selected\",\"scene\":" + RenderTextEscaping.jsonString(session.descriptor.name)
      + ",\"parameters\":{" + values.joined(separator: ",") + "}}"
  }
}
