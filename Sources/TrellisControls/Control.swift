import Foundation

/// The base of views that turn user interaction into actions, shaped as `UIControl`: state
/// (enabled, selected, highlighted), and actions registered for events (docs/controls.md §4).
///
/// Actions run only when an event is sent: `sendActions(for:)` runs every action registered for
/// any of the events, in the order they were added. A control sends its events when the user
/// acts; Trellis has no touches for controls, so each control has `simulate…` methods that do
/// what the user's touch does (and nothing while the control is disabled, hidden or does not
/// take interaction). Changing a value from code sends nothing, as in UIKit.
///
/// UIKit difference: target–action with selectors needs the Objective-C runtime, which Linux
/// does not have. `addTarget(_:action:for:)` takes a method reference (`Self.tapped`) instead
/// of `#selector(tapped)`; the target is held weakly, as UIKit holds it.
@MainActor
open class Control: View {
  /// A control's state (UIKit's `UIControl.State`, same raw values).
  public struct State: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// A state from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Enabled, not selected or highlighted.
    public static let normal = State([])
    /// Touched.
    public static let highlighted = State(rawValue: 1 << 0)
    /// Not enabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected.
    public static let selected = State(rawValue: 1 << 2)
    /// Focused.
    public static let focused = State(rawValue: 1 << 3)
    /// Bits for the app's own use.
    public static let application = State(rawValue: 0x00FF_0000)
    /// Bits reserved for the framework.
    public static let reserved = State(rawValue: 0xFF00_0000)
  }

  /// The events a control sends (UIKit's `UIControl.Event`, same raw values).
  public struct Event: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// An event set from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A touch went down in the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A repeated touch went down.
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// A touch moved inside.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A touch moved outside.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A touch moved in.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// A touch moved out.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A touch lifted inside: a tap.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A touch lifted outside.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// A touch was cancelled.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The control's value changed by the user.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's primary action happened (a button's tap, a switch's change).
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// A menu action was triggered.
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    /// Editing began.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// The text changed while editing.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// Editing ended with the return key.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0FFF)
    /// Every editing event.
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// Bits for the app's own events.
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    /// Bits reserved for the framework.
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  // MARK: - Creating

  /// Creates a control with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a control with `frame` that performs `primaryAction` on `.primaryActionTriggered`
  /// (UIKit's `init(frame:primaryAction:)`).
  public convenience init(frame: CGRect, primaryAction: Action?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// Creates a control from an archive (see `View`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  // MARK: - State

  /// Whether the control responds to the user. The default is `true`.
  open var isEnabled = true {
    didSet { if isEnabled != oldValue { stateDidChange() } }
  }

  /// Whether the control is selected. The default is `false`.
  open var isSelected = false {
    didSet { if isSelected != oldValue { stateDidChange() } }
  }

  /// Whether the control is being touched. The default is `false`.
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { stateDidChange() } }
  }

  /// The state: `.disabled`, `.selected` and `.highlighted` from the flags (`.normal` when none).
  open var state: State {
    var state = State.normal
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    if isHighlighted { state.insert(.highlighted) }
    return state
  }

  /// Called when `isEnabled`, `isSelected` or `isHighlighted` changed. The default does nothing;
  /// subclasses update what they show.
  open func stateDidChange() {}

  // MARK: - Actions

  private struct Registration {
    var action: Action
    var events: Event
  }
  private var registrations: [Registration] = []

  private struct TargetRegistration {
    weak var target: AnyObject?
    var perform: @MainActor (AnyObject, Control) -> Void
    var events: Event
  }
  private var targetRegistrations: [TargetRegistration] = []

  /// Adds `action` for `events`. Actions are told apart by identifier, as UIKit documents: an
  /// action whose identifier is already registered replaces the earlier action (keeping its
  /// place in the order) and is registered for the earlier events and `events` together. An
  /// action for no events is not added.
  open func addAction(_ action: Action, for events: Event) {
    guard !events.isEmpty else { return }
    if let index = registrations.firstIndex(where: { $0.action.identifier == action.identifier }) {
      registrations[index] = Registration(action: action, events: registrations[index].events.union(events))
    } else {
      registrations.append(Registration(action: action, events: events))
    }
  }

  /// Removes `action` (matched by identifier) for `events`; it stays registered for its other
  /// events.
  open func removeAction(_ action: Action, for events: Event) {
    removeAction(identifiedBy: action.identifier, for: events)
  }

  /// Removes the action with `identifier` for `events`.
  open func removeAction(identifiedBy identifier: Action.Identifier, for events: Event) {
    for index in registrations.indices where registrations[index].action.identifier == identifier {
      registrations[index].events.subtract(events)
    }
    registrations.removeAll { $0.events.isEmpty }
  }

  /// Calls `action`'s handler with this control as the sender.
  open func sendAction(_ action: Action) {
    action.perform(from: self)
  }

  /// Runs every action and target registered for any of `events`, in the order they were added
  /// (actions before targets); each runs once even when registered for several of the events.
  open func sendActions(for events: Event) {
    let matching = registrations.filter { !$0.events.isDisjoint(with: events) }
    for registration in matching { sendAction(registration.action) }
    targetRegistrations.removeAll { $0.target == nil }
    let targets = targetRegistrations.filter { !$0.events.isDisjoint(with: events) }
    for registration in targets {
      if let target = registration.target { registration.perform(target, self) }
    }
  }

  /// The actions registered for `events` (any of them), in the order they were added.
  public func actions(for events: Event) -> [Action] {
    registrations.filter { !$0.events.isDisjoint(with: events) }.map(\.action)
  }

  /// The events any action or living target is registered for.
  open var allControlEvents: Event {
    var all = registrations.reduce(into: Event()) { $0.formUnion($1.events) }
    for registration in targetRegistrations where registration.target != nil {
      all.formUnion(registration.events)
    }
    return all
  }

  /// Registers `target`'s method `action` taking the sender, for `events` (`Self.tapped` where
  /// UIKit code writes `#selector(tapped(_:))`). The target is held weakly. The method runs only
  /// when the sender is a `Sender` (the type the method takes).
  ///
  /// UIKit difference: a method reference instead of a selector (docs/controls.md §4).
  public func addTarget<Target: AnyObject, Sender: Control>(
    _ target: Target, action: @escaping @MainActor (Target) -> (Sender) -> Void, for events: Event
  ) {
    guard !events.isEmpty else { return }
    targetRegistrations.append(
      TargetRegistration(
        target: target,
        perform: { object, control in
          guard let object = object as? Target, let sender = control as? Sender else { return }
          action(object)(sender)
        }, events: events))
  }

  /// Registers `target`'s method `action` taking no argument (`#selector(tapped)` in UIKit
  /// code) for `events`. The target is held weakly.
  ///
  /// UIKit difference: a method reference instead of a selector (docs/controls.md §4).
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping @MainActor (Target) -> () -> Void, for events: Event
  ) {
    guard !events.isEmpty else { return }
    targetRegistrations.append(
      TargetRegistration(
        target: target,
        perform: { object, _ in
          guard let object = object as? Target else { return }
          action(object)()
        }, events: events))
  }

  /// Removes `target`'s registrations for `events` (every target's when `target` is `nil`).
  ///
  /// UIKit difference: methods cannot be compared, so every method of the target is removed
  /// for those events.
  public func removeTarget(_ target: AnyObject?, for events: Event) {
    for index in targetRegistrations.indices
    where target == nil || targetRegistrations[index].target === target {
      targetRegistrations[index].events.subtract(events)
    }
    targetRegistrations.removeAll { $0.events.isEmpty || $0.target == nil }
  }

  // MARK: - Simulated interaction

  /// Whether the user can interact with the control now: enabled, interaction enabled, and
  /// neither it nor an ancestor hidden.
  public var acceptsSimulatedInteraction: Bool {
    isEnabled && isUserInteractionEnabled && isShownWithAncestors
  }

  /// Does what a tap does: highlights the control, sends `.touchDown`, unhighlights it, then
  /// sends `.touchUpInside` and `.primaryActionTriggered`. Returns `false` (and sends nothing)
  /// when the control does not accept interaction.
  @discardableResult
  open func simulateTap() -> Bool {
    guard acceptsSimulatedInteraction else { return false }
    isHighlighted = true
    sendActions(for: .touchDown)
    isHighlighted = false
    sendActions(for: .touchUpInside)
    sendActions(for: .primaryActionTriggered)
    return true
  }
}
