/// One running instance of a scene: a `CollectionView` (with its layout, model and, for the
/// dynamic scenes, animator) driven by explicit time and input.
///
/// Nothing moves between calls: `advance(by:)` moves time forward, `touch(_:at:)`,
/// `scroll(by:)`, `scrollGesture(by:at:)` (a wheel gesture that ends as a finger lift does,
/// SceneSession+ScrollGesture.swift), `tap(at:)` and the reorder calls feed input at the
/// session's current `time`.
/// Two sessions fed the same calls produce the same frames. Make one with
/// `SceneCatalog.makeSession(named:viewport:parameters:)` (or a catalogue of your own).
///
/// Long press: in scenes that support reordering (`descriptor.supportsReorder`), a finger that
/// stays within `longPressAllowableMovement` (10 pt) of where it touched down for
/// `longPressDuration` (0.5 s, UIKit's `UILongPressGestureRecognizer` defaults) starts
/// reordering the item under it; later moves of that finger move the item and lifting it ends
/// the reorder. A finger that moves further first scrolls instead.
///
/// Drag and drop: in other scenes the touches go to the collection view, whose drag delegate
/// (if the scene sets one) lifts items after the same half-second press
/// (`CollectionView.dragLiftDelay`). While a drag of one item whose `localObject` is its model
/// identifier is in progress, that item is drawn lifted under the finger, keeping the offset
/// from the finger it had when it was lifted (Trellis draws no drag previews of its own,
/// docs/drag-and-drop.md §7).
///
/// Not thread-safe; use one session per task or connection.
@MainActor
public final class SceneSession {
  /// What the scene is.
  public let descriptor: SceneDescriptor
  /// The collection view the scene runs in.
  public let collectionView: CollectionView
  /// Simulated seconds since the session started.
  public private(set) var time: TimeInterval = 0
  /// The current value of every parameter of the scene.
  public private(set) var parameters: [String: Double]

  /// How long a finger must rest before a long press starts reordering, seconds.
  public static let longPressDuration: TimeInterval = 0.5
  /// How far a finger may move, points, and still become a long press.
  public static let longPressAllowableMovement: CGFloat = 10

  /// The scene's content: its collection view, layout and model (your `SceneContent`
  /// subclass for a scene of your own).
  public let content: SceneContent

  /// A finger that is down: where (view coordinates) and whether it drives a reorder.
  private struct Finger {
    var start: CGPoint
    var startTime: TimeInterval
    var location: CGPoint
    var mayBecomeLongPress: Bool
    var isReordering = false
  }

  private var finger: Finger?
  /// Whether a real finger is down.
  var isFingerDown: Bool { finger != nil }
  /// The wheel or trackpad gesture in progress (SceneSession+ScrollGesture.swift): an invisible
  /// finger that the wheel deltas move.
  var wheelGesture: WheelGesture?
  /// The identifier of the item being reordered, drawn lifted while the movement lasts.
  private var liftedItemID: Int?
  /// The item a drag lifted (its model identifier) and its centre's offset from the finger at
  /// the lift (content coordinates).
  private var draggedItem: (id: Int, offset: CGVector)?

  /// How much larger a lifted (reordered) cell is drawn: 5%, with the playground's drop
  /// shadow the look of a lifted item on iOS. A presentation choice of the scenes; the layout's
  /// attributes are unchanged.
  public static let liftScale: CGFloat = 1.05

  init(descriptor: SceneDescriptor, content: SceneContent, parameters: [String: Double]) {
    self.descriptor = descriptor
    self.content = content
    self.collectionView = content.collectionView
    self.parameters = parameters
    collectionView.layoutIfNeeded()
  }

  // MARK: Time

  /// Moves the scene forward by `seconds` (`CollectionView.advance(by:)`: scrolling, dynamics,
  /// update animations, then a layout pass). Non-positive or non-finite values are ignored.
  ///
  /// A pending long press that completes within the step starts reordering at the exact
  /// moment it completes (the step is split there).
  public func advance(by seconds: TimeInterval) {
    guard seconds.isFinite, seconds > 0 else { return }
    advanceViewAndFinger(by: seconds)
    stepScrollGesture(by: seconds)
  }

  private func advanceViewAndFinger(by seconds: TimeInterval) {
    if let finger, finger.mayBecomeLongPress, !finger.isReordering {
      let due = finger.startTime + Self.longPressDuration
      if due <= time + seconds {
        let first = due - time
        if first > 0 {
          collectionView.advance(by: first)
          time = due
        }
        recognizeLongPress()
        let rest = seconds - max(first, 0)
        if rest > 0 {
          collectionView.advance(by: rest)
        }
        time = due + max(rest, 0)
        followDrag()
        return
      }
    }
    collectionView.advance(by: seconds)
    time += seconds
    followDrag()
  }

  /// Notes the item a drag just lifted and where it sits under the finger; forgets it when no
  /// drag of one identified item is in progress.
  private func followDrag() {
    guard let session = collectionView.activeDragSession, session.items.count == 1,
      let id = session.items[0].localObject as? Int, let finger
    else {
      draggedItem = nil
      return
    }
    guard draggedItem?.id != id else { return }
    let point = contentPoint(finger.location)
    guard let cell = content.items.displayed.first(where: { $0.modelID == id }),
      let center = cell.appliedLayoutAttributes?.center
    else { return }
    draggedItem = (id, CGVector(dx: center.x - point.x, dy: center.y - point.y))
  }

  private func recognizeLongPress() {
    guard var current = finger else { return }
    current.mayBecomeLongPress = false
    // The pan never began (the finger barely moved) or is given up: cancel it, then reorder.
    collectionView.handleTouch(.cancelled, at: current.location, time: time)
    current.isReordering = beginReorder(at: current.location)
    finger = current
  }

  // MARK: Input

  /// A finger on the screen at `location` (view coordinates), stamped with the session's `time`.
  ///
  /// Goes to the collection view's pan (`CollectionView.handleTouch(_:at:time:)`), or to the
  /// reorder a long press started. Non-finite locations are ignored.
  public func touch(_ phase: TouchPhase, at location: CGPoint) {
    guard location.x.isFinite, location.y.isFinite else { return }
    // A finger that touches down ends a wheel gesture in progress, as a lift would.
    if phase == .began { liftScrollGesture() }
    if var current = finger, current.isReordering {
      current.location = location
      finger = current
      switch phase {
      case .began: break
      case .moved: updateReorder(to: location)
      case .ended:
        endReorder()
        finger = nil
      case .cancelled:
        cancelReorder()
        finger = nil
      }
      return
    }
    switch phase {
    case .began:
      finger = Finger(
        start: location, startTime: time, location: location, mayBecomeLongPress: descriptor.supportsReorder)
    case .moved:
      if var current = finger {
        current.location = location
        let dx = location.x - current.start.x
        let dy = location.y - current.start.y
        if (dx * dx + dy * dy).squareRoot() > Self.longPressAllowableMovement {
          current.mayBecomeLongPress = false
        }
        finger = current
      }
    case .ended, .cancelled:
      finger = nil
    }
    collectionView.handleTouch(phase, at: location, time: time)
    followDrag()
  }

  /// Scrolls by `delta` points at once, as a mouse wheel or trackpad does: the offset moves by
  /// the delta, clamped to the scrollable range, and any deceleration stops. There is no
  /// momentum of our own: trackpads deliver their momentum as further wheel events. Ignored
  /// while a finger is down, and for scenes that do not scroll.
  ///
  /// With `pointer` (view coordinates), a region under it that scrolls on its own (an orthogonal
  /// section of a compositional layout) takes the delta when it is mostly along the region's
  /// axis, as a trackpad's sideways swipe over such a section scrolls it on iOS; the view
  /// scrolls otherwise.
  public func scroll(by delta: CGVector, at pointer: CGPoint? = nil) {
    guard finger == nil, delta.dx.isFinite, delta.dy.isFinite else { return }
    if let pointer, pointer.x.isFinite, pointer.y.isFinite {
      let offset = collectionView.contentOffset
      let point = CGPoint(x: pointer.x + offset.x, y: pointer.y + offset.y)
      if collectionView.scrollNestedRegion(containing: point, by: delta) { return }
    }
    let low = collectionView.minimumContentOffset
    let high = collectionView.maximumContentOffset
    let current = collectionView.contentOffset
    let target = CGPoint(
      x: min(max(current.x + delta.dx, low.x), max(low.x, high.x)),
      y: min(max(current.y + delta.dy, low.y), max(low.y, high.y)))
    guard target != current else { return }
    collectionView.setContentOffset(target, animated: false)
    collectionView.layoutIfNeeded()
  }

  /// Jumps to `offset` along the scene's scrolling axis (x for horizontal scenes, y otherwise),
  /// clamped to the scrollable range; dynamic scenes come to rest at the new place at once.
  /// Used by `trellis render --offset`.
  public func setScrollOffset(_ offset: Double) {
    guard offset.isFinite else { return }
    collectionView.layoutIfNeeded()
    let low = collectionView.minimumContentOffset
    let high = collectionView.maximumContentOffset
    var target = collectionView.contentOffset
    if descriptor.scrollsHorizontally {
      target.x = min(max(CGFloat(offset), low.x), max(low.x, high.x))
    } else {
      target.y = min(max(CGFloat(offset), low.y), max(low.y, high.y))
    }
    collectionView.setContentOffset(target, animated: false)
    content.didJump()
    collectionView.layoutIfNeeded()
  }

  /// A tap at `location` (view coordinates): inserts or deletes an item where the scene
  /// supports it (`descriptor.supportsTapInsertDelete`), nothing otherwise.
  ///
  /// - Returns: Whether something happened.
  @discardableResult
  public func tap(at location: CGPoint) -> Bool {
    guard location.x.isFinite, location.y.isFinite, descriptor.supportsTapInsertDelete else { return false }
    return content.tap(at: contentPoint(location))
  }

  /// Starts reordering the item under `location` (view coordinates) through the collection
  /// view's interactive-movement API (`beginInteractiveMovementForItem(at:)`).
  ///
  /// - Returns: `false` (and nothing changes) when the scene does not support reordering, no
  ///   item is there, or a movement or update is in progress.
  @discardableResult
  public func beginReorder(at location: CGPoint) -> Bool {
    guard descriptor.supportsReorder, location.x.isFinite, location.y.isFinite else { return false }
    let point = contentPoint(location)
    guard let indexPath = collectionView.indexPathForItem(at: point),
      indexPath.item < content.items.count,
      collectionView.beginInteractiveMovementForItem(at: indexPath)
    else { return false }
    liftedItemID = content.items.id(at: indexPath.item)
    collectionView.updateInteractiveMovementTargetPosition(point)
    collectionView.layoutIfNeeded()
    return true
  }

  /// Moves the reordered item's centre to `location` (view coordinates)
  /// (`updateInteractiveMovementTargetPosition(_:)`); ignored when nothing is being reordered.
  public func updateReorder(to location: CGPoint) {
    guard collectionView.isInteractivelyMoving, location.x.isFinite, location.y.isFinite else { return }
    collectionView.updateInteractiveMovementTargetPosition(contentPoint(location))
    collectionView.layoutIfNeeded()
  }

  /// Drops the reordered item at its current place (`endInteractiveMovement()`): the model
  /// hears the move once.
  public func endReorder() {
    guard collectionView.isInteractivelyMoving else { return }
    collectionView.endInteractiveMovement()
    if finger?.isReordering == true { finger = nil }
  }

  /// Puts the reordered item back (`cancelInteractiveMovement()`); the model is unchanged.
  public func cancelReorder() {
    guard collectionView.isInteractivelyMoving else { return }
    collectionView.cancelInteractiveMovement()
    if finger?.isReordering == true { finger = nil }
  }

  func contentPoint(_ location: CGPoint) -> CGPoint {
    CGPoint(x: location.x + collectionView.contentOffset.x, y: location.y + collectionView.contentOffset.y)
  }

  // MARK: Configuration

  /// Sets parameter `key` to `value` and applies it to the running scene (an item count
  /// reloads the data; the others change the layout or animator in place).
  ///
  /// - Throws: `SceneError.unknownParameter` or `.parameterOutOfRange`; nothing changes then.
  public func setParameter(_ key: String, to value: Double) throws(SceneError) {
    guard let parameter = descriptor.parameter(key) else {
      throw .unknownParameter(scene: descriptor.name, key: key, available: descriptor.parameters.map(\.key))
    }
    let accepted = try parameter.validated(value)
    if collectionView.isInteractivelyMoving { cancelReorder() }
    parameters[key] = accepted
    content.apply(key, accepted)
    collectionView.layoutIfNeeded()
  }

  /// Resizes the viewport (the collection view's frame) to `size`.
  ///
  /// - Throws: `SceneError.invalidViewport` unless both sides are finite and within
  ///   `SceneCatalog.viewportRange`; nothing changes then.
  public func setViewport(_ size: CGSize) throws(SceneError) {
    try SceneCatalog.validateViewport(size)
    collectionView.frame.size = size
    collectionView.layoutIfNeeded()
  }

  // MARK: Output

  /// The current picture: the visible bounds (content coordinates) and the cells on screen —
  /// animating ones included — each coloured and labelled by its model item, with what the
  /// views inside it draw (`RenderElement.content`: labels, image views, coloured subviews; `nil`
  /// for a cell with no subviews that draw), plus the layout's
  /// decoration and supplementary views where the scene draws them, and the touch point while a
  /// finger is down.
  public func frame() -> RenderFrame {
    let bounds = collectionView.bounds
    var elements: [RenderElement] = []
    elements.reserveCapacity(content.items.displayed.count + 1)
    if let background = content.backgroundColor {
      let attributes = CollectionViewLayoutAttributes(
        forDecorationViewOfKind: Self.backgroundKind, with: IndexPath(item: 0, section: 0))
      attributes.frame = bounds
      attributes.zIndex = Int(Int32.min)
      elements.append(
        RenderElement(
          attributes: attributes, style: RenderStyle(fill: background, stroke: background, tile: .flat)))
    }
    let menu = collectionView.contextMenuLayout
    for cell in content.items.displayed {
      guard let applied = cell.appliedLayoutAttributes,
        let snapshot = applied.copy() as? CollectionViewLayoutAttributes
      else { continue }
      var style = content.style(forItem: cell.modelID)
      if let menu, menu.previewIndexPath == applied.indexPath, applied.representedElementCategory == .cell {
        // The pressed item is the menu's preview, above the dimming.
        snapshot.zIndex = ContextMenuDrawing.previewZIndex
      } else if cell.modelID == liftedItemID, collectionView.isInteractivelyMoving {
        style.isLifted = true
        snapshot.transform = snapshot.transform.scaledBy(x: Self.liftScale, y: Self.liftScale)
      } else if let dragged = draggedItem, cell.modelID == dragged.id, let finger {
        let point = contentPoint(finger.location)
        style.isLifted = true
        snapshot.center = CGPoint(x: point.x + dragged.offset.dx, y: point.y + dragged.offset.dy)
        snapshot.zIndex = Int.max
        snapshot.transform = snapshot.transform.scaledBy(x: Self.liftScale, y: Self.liftScale)
      }
      elements.append(
        RenderElement(attributes: snapshot, style: style, content: RenderContent(recordingSubviewsOf: cell)))
    }
    for kind in content.drawnSupplementaryKinds {
      let views = collectionView.visibleSupplementaryViews(ofKind: kind).compactMap { view in
        view.appliedLayoutAttributes.map { (view, $0) }
      }
      // Sorted by index path: the order of the views on screen does not decide the frame.
      for (view, applied) in views.sorted(by: { $0.1.indexPath < $1.1.indexPath }) {
        let snapshot = (applied.copy() as? CollectionViewLayoutAttributes) ?? applied
        elements.append(
          RenderElement(
            attributes: snapshot, style: .viewsOnly, content: RenderContent(recordingSubviewsOf: view)))
      }
    }
    if content.drawsDecorations {
      let layout = collectionView.collectionViewLayout
      layout.prepareIfNeeded()
      let drawn = content.drawnSupplementaryKinds
      for attributes in layout.layoutAttributesForElements(in: bounds) ?? []
      where attributes.representedElementCategory != .cell
        && !(attributes.representedElementCategory == .supplementaryView
          && drawn.contains(attributes.representedElementKind ?? ""))
      {
        let snapshot = (attributes.copy() as? CollectionViewLayoutAttributes) ?? attributes
        elements.append(RenderElement(attributes: snapshot, style: content.decorationStyle(for: snapshot)))
      }
    }
    if let menu {
      elements += ContextMenuDrawing.elements(for: menu, bounds: bounds)
    }
    var overlays = RenderOverlays.none
    if let finger {
      overlays.touchPoint = contentPoint(finger.location)
    }
    // The bounds of a collection view are always finite (its frame and offset are checked).
    return (try? RenderFrame(visibleBounds: bounds, elements: elements, overlays: overlays))
      ?? (try! RenderFrame(visibleBounds: .zero, elements: []))
  }

  /// The element kind of the flat background drawn under a scene that has a
  /// `SceneContent.backgroundColor`.
  public static let backgroundKind = "trellis-scene-background"

  /// Counts describing the current state.
  public var statistics: SceneStatistics {
    SceneStatistics(
      visibleElements: frame().elements.count, activeBehaviors: content.animator?.behaviors.count ?? 0,
      itemCount: collectionView.numberOfItems(inSection: 0))
  }

  /// The scene's default scripted interaction for the current viewport: a fling for lists, a
  /// drag for cover flow and the cards, taps for the Newtonian scene, a long-press drag for the
  /// reorder feed. Used by `trellis record` without `--script`.
  public var defaultScript: GestureScript {
    content.defaultScript(viewport: collectionView.frame.size)
  }

  /// The most elements the frames `play(_:duration:fps:)` returns may hold in all: 10,000,000
  /// (about a gigabyte of frames).
  public static let maximumPlayedElements = 10_000_000

  /// Plays `script` while advancing at `fps` frames per second for `duration` seconds and
  /// returns the frames: the first at the start (after the events at time 0), then one every
  /// `1/fps` s, `round(duration·fps) + 1` in all.
  ///
  /// Event times are relative to the session's `time` when playing starts; each event is fed at
  /// its exact time (the step before a frame is split there). Events the script's `validate()`
  /// would reject (unknown phases, non-finite numbers) are skipped.
  ///
  /// Bounded work: with a `duration` or `fps` that is not finite and positive, with 1,000,000
  /// frames or more, or when the frames would hold more than `maximumPlayedElements` elements in
  /// all (estimated from the current frame), nothing is played and only the current frame is
  /// returned; should the scene's elements grow while it plays, playing stops at the frame that
  /// reaches that budget. A caller tells either from the number of frames returned (as
  /// `trellis record` does).
  ///
  /// - Complexity: O(frames × elements per frame), at most `maximumPlayedElements` elements.
  public func play(_ script: GestureScript, duration: TimeInterval, fps: Double) -> [RenderFrame] {
    guard duration.isFinite, duration >= 0, fps.isFinite, fps > 0, duration * fps < 1_000_000 else {
      return [frame()]
    }
    let steps = Int((duration * fps).rounded())
    let current = frame()
    guard (steps + 1) * max(1, current.elements.count) <= Self.maximumPlayedElements else { return [current] }
    let start = time
    var next = 0
    let events = script.events
    func feed(upTo elapsed: Double) {
      while next < events.count, events[next].time <= elapsed + 1e-12 {
        let event = events[next]
        next += 1
        advanceTo(start + event.time)
        perform(event)
      }
      advanceTo(start + elapsed)
    }
    var frames: [RenderFrame] = []
    frames.reserveCapacity(steps + 1)
    feed(upTo: 0)
    frames.append(frame())
    var elements = frames[0].elements.count
    for step in 0..<steps where elements < Self.maximumPlayedElements {
      feed(upTo: Double(step + 1) / fps)
      let next = frame()
      elements += next.elements.count
      frames.append(next)
    }
    return frames
  }

  private func advanceTo(_ target: TimeInterval) {
    let delta = target - time
    if delta > 1e-12 { advance(by: delta) }
  }

  /// Feeds one script event now, ignoring its `time`: a touch phase, a tap or a wheel scroll.
  /// Unknown phases and non-finite positions are ignored.
  public func perform(_ event: GestureScript.Event) {
    guard event.x.isFinite, event.y.isFinite else { return }
    let location = CGPoint(x: event.x, y: event.y)
    switch event.phase {
    case "began": touch(.began, at: location)
    case "moved": touch(.moved, at: location)
    case "ended": touch(.ended, at: location)
    case "cancelled": touch(.cancelled, at: location)
    case "tap": tap(at: location)
    case "wheel": scroll(by: CGVector(dx: event.dx ?? 0, dy: event.dy ?? 0))
    default: break
    }
  }
}
