import SwiftSyntax

/// Rewrites the Objective-C selector APIs that have closure-based forms on Trellis:
///
/// - `control.addTarget(t, action: #selector(m), for: e)` →
///   `control.addAction(UIAction { [weak self] _ in self?.m() }, for: e)`;
/// - `UIBarButtonItem(… target: t, action: #selector(m))` → `UIBarButtonItem(…, primaryAction:
///   UIAction { … })`;
/// - `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` and
///   `Timer(timeInterval:target:selector:userInfo:repeats:)` → `ClockTimer`'s block forms, which
///   run on the host's clock;
/// - `CADisplayLink(target:selector:)` → `CADisplayLink { [weak self] link in self?.m(link) }`;
/// - `center.addObserver(t, selector: #selector(m), name: n, object: o)` →
///   `center.addMainActorObserver(forName: n, object: o) { … }` (TrellisUIKit);
/// - `perform(#selector(m), with: x, afterDelay: d)` → a non-repeating `ClockTimer`, and a
///   statement `perform(#selector(m))` → `m()`;
/// - `UITapGestureRecognizer(target: t, action: #selector(m))` (and the long-press, swipe, pan
///   and pinch recognizers) → `UITapGestureRecognizer { [weak self] recognizer in self?.m(recognizer) }`,
///   and `recognizer.addTarget(t, action: #selector(m))` → `recognizer.addTarget { … }`.
///
/// The method the selector names is called from the closure: on `self?` (`[weak self]`) when the
/// target was `self`, on a weakly captured `target` otherwise (UIKit holds targets of controls
/// weakly). Its arguments come from the selector's labels, or from the method's declaration in
/// the ported files (`MethodCatalog`). What cannot be rewritten — a selector from a string, a
/// target of `nil` (the responder chain), the recognizers Trellis lacks (rotation, screen edge,
/// hover), a `userInfo`, key-value observing
/// — is reported with the reason, and the `#selector` is left to `SelectorReporter` unless it
/// was reported here.
final class SelectorPorter: SyntaxVisitor {
  private let file: PortFile
  private let methods: MethodCatalog
  /// The `#selector` expressions rewritten or already reported here.
  private(set) var handledSelectors: Set<SyntaxIdentifier> = []
  /// Whether anything was rewritten (the port then writes Trellis names: `UIAction`,
  /// `ClockTimer`).
  private(set) var rewroteAny = false

  /// UIKit's gesture recognizers that Trellis provides, with closure handlers
  /// (`init(handler:)`, `addTarget(_:)`).
  static let portedGestureRecognizers: Set<String> = [
    "UITapGestureRecognizer", "UILongPressGestureRecognizer", "UISwipeGestureRecognizer",
    "UIPanGestureRecognizer", "UIPinchGestureRecognizer",
  ]

  /// UIKit's gesture recognizers that Trellis does not provide.
  static let missingGestureRecognizers: Set<String> = [
    "UIRotationGestureRecognizer", "UIScreenEdgePanGestureRecognizer", "UIHoverGestureRecognizer",
    "UIGestureRecognizer",
  ]

  init(file: PortFile, methods: MethodCatalog) {
    self.file = file
    self.methods = methods
    super.init(viewMode: .sourceAccurate)
  }

  private func rewrote(_ node: some SyntaxProtocol, _ text: String) {
    rewroteAny = true
    file.rewrote(node, text)
  }

  // MARK: Recognising the calls

  override func visitPost(_ node: FunctionCallExprSyntax) {
    let labels = node.arguments.map { $0.label?.text ?? "_" }
    let callee = node.calledExpression.trimmedDescription
    let member = node.calledExpression.as(MemberAccessExprSyntax.self)
    let memberName = member?.declName.baseName.text
    let receiver = member?.base
    switch (memberName ?? callee, labels) {
    case ("addTarget", ["_", "action", "for"]):
      portControlTarget(node, receiver: receiver)
    case ("addTarget", ["_", "action"]):
      portRecognizerTarget(node, receiver: receiver)
    case ("observe", ["_", "options", "changeHandler"]), ("observe", ["_", "options"]),
      ("observe", ["_"])
    where node.arguments.first?.expression.is(KeyPathExprSyntax.self) == true
      && (labels.last == "changeHandler" || node.trailingClosure != nil):
      file.notPorted(
        node,
        "`observe(\\.…, options:changeHandler:)` is key-value observing of an Objective-C class, which needs the "
          + "Objective-C runtime (Linux's Foundation has no key-value observing); observe the property with "
          + "`didSet` or a closure of your own")
    case ("scheduledTimer", ["timeInterval", "target", "selector", "userInfo", "repeats"])
    where receiver?.trimmedDescription == "Timer":
      portTimer(node, scheduled: true)
    case ("Timer", ["timeInterval", "target", "selector", "userInfo", "repeats"]):
      portTimer(node, scheduled: false)
    case ("CADisplayLink", ["target", "selector"]):
      portDisplayLink(node)
    case ("addObserver", ["_", "selector", "name", "object"]):
      portNotificationObserver(node, receiver: receiver)
    case ("perform", ["_", "with", "afterDelay"]), ("perform", ["_", "with", "afterDelay", "inModes"]):
      portDelayedPerform(node, receiver: receiver)
    case ("perform", ["_"]):
      portImmediatePerform(node, receiver: receiver)
    case ("Selector", ["_"]), ("NSSelectorFromString", ["_"]):
      file.notPorted(
        node,
        "`\(node.trimmedDescription)` builds a selector from a string at run time, which needs the Objective-C "
          + "runtime; Swift cannot look a method up by name: call the method from a closure")
    case ("addObserver", ["_", "forKeyPath", "options", "context"]):
      file.notPorted(
        node,
        "key-value observing needs the Objective-C runtime, which Linux does not have; observe the "
          + "property with `didSet` or a closure of your own")
    case ("cancelPreviousPerformRequests", _):
      file.notPorted(
        node,
        "`cancelPreviousPerformRequests` cancels by selector, which needs the Objective-C runtime; keep the "
          + "`ClockTimer` that `perform(_:with:afterDelay:)` became and `invalidate()` it")
    default:
      if let type = initializedType(node), Self.portedGestureRecognizers.contains(type),
        labels == ["target", "action"]
      {
        portRecognizerInit(node, type: type)
      } else if let type = initializedType(node), Self.missingGestureRecognizers.contains(type),
        labels.starts(with: ["target", "action"])
      {
        refuse(
          node,
          "`\(type)(target:action:)` needs the Objective-C runtime, and Trellis has no `\(type)` (its "
            + "recognizers are the tap, long press, swipe, pan and pinch); recognize the gesture from those or "
            + "call the method from your tests")
      } else if let type = initializedType(node), type == "UIBarButtonItem",
        labels.suffix(2) == ["target", "action"]
      {
        portBarButtonItem(node, labels: labels)
      }
    }
  }

  override func visitPost(_ node: FunctionDeclSyntax) {
    guard node.name.text == "observeValue",
      FullName(node).labels == ["forKeyPath", "of", "change", "context"]
    else { return }
    file.notPorted(
      node.name,
      "`observeValue(forKeyPath:of:change:context:)` is called by key-value observing, which needs the "
        + "Objective-C runtime; observe the property with `didSet` or a closure of your own")
  }

  /// The type a call initializes, for `Type(…)` and `Type.init(…)`.
  private func initializedType(_ node: FunctionCallExprSyntax) -> String? {
    if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text
    }
    if let access = node.calledExpression.as(MemberAccessExprSyntax.self),
      access.declName.baseName.text == "init"
    {
      return access.base?.trimmedDescription
    }
    return nil
  }

  /// Reports `node` as not ported and marks its selectors as reported.
  private func refuse(_ node: FunctionCallExprSyntax, _ reason: String) {
    file.notPorted(node, reason)
    for argument in node.arguments where argument.expression.is(MacroExpansionExprSyntax.self) {
      handledSelectors.insert(argument.expression.id)
    }
  }

  // MARK: The selector and the target

  /// The method a `#selector(…)` names: its base name and, when the selector spells them, its
  /// labels.
  private struct NamedMethod {
    var selector: MacroExpansionExprSyntax
    var base: String
    var labels: [String]?
  }

  private func namedMethod(_ expression: ExprSyntax) -> NamedMethod? {
    guard let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
      let argument = macro.arguments.first?.expression
    else { return nil }
    // `#selector(getter: x)` and the like name no method to call.
    if macro.arguments.first?.label != nil { return nil }
    var named = argument
    // `#selector(self.m)`, `#selector(Type.m(_:))`: the last component.
    if let access = named.as(MemberAccessExprSyntax.self) {
      named = ExprSyntax(access.declName)
    }
    guard let reference = named.as(DeclReferenceExprSyntax.self) else { return nil }
    let labels = reference.argumentNames.map { names in
      names.arguments.map { $0.name.text }
    }
    return NamedMethod(selector: macro, base: reference.baseName.text, labels: labels)
  }

  /// How the closure reaches the target: `self?` with `[weak self]`, or a weakly captured
  /// `target` for another object.
  private struct Target {
    var capture: String
    var receiver: String
  }

  private func target(_ expression: ExprSyntax) -> Target? {
    target(expression.trimmedDescription)
  }

  private func target(_ text: String) -> Target? {
    if text == "nil" { return nil }
    if text == "self" { return Target(capture: "[weak self]", receiver: "self?") }
    return Target(capture: "[weak target = \(text)]", receiver: "target?")
  }

  /// The method's parameters: from the selector's labels when it spells them, else from the
  /// one declaration with that base name in the ported files (the enclosing class's first).
  private func parameters(
    of method: NamedMethod, near node: some SyntaxProtocol
  ) -> [MethodCatalog.Parameter]? {
    let enclosing = node.enclosingClassName
    let candidates = methods.methods(named: method.base, labels: method.labels, preferring: enclosing)
    if let first = candidates.first { return first.parameters }
    // Not declared in the ported files: the selector's labels still say how many arguments.
    guard let labels = method.labels else { return nil }
    return labels.map { MethodCatalog.Parameter(label: $0, type: nil) }
  }

  /// `receiver.base(label: value, …)` for `parameters`, with `values` in order.
  private func call(
    _ receiver: String, _ base: String, _ parameters: [MethodCatalog.Parameter], _ values: [String]
  )
    -> String
  {
    let arguments = zip(parameters, values).map { parameter, value in
      parameter.label == "_" ? value : "\(parameter.label): \(value)"
    }
    return "\(receiver).\(base)(\(arguments.joined(separator: ", ")))"
  }

  // MARK: Controls and bar button items

  /// The body of a `UIAction` handler that calls `method` on `target`, passing the control
  /// when the method takes a sender.
  private func actionHandler(
    _ method: NamedMethod, _ target: Target, parameters: [MethodCatalog.Parameter], node: some SyntaxProtocol,
    senderAvailable: Bool
  ) -> String? {
    switch parameters.count {
    case 0:
      return "UIAction { \(target.capture) _ in \(call(target.receiver, method.base, [], [])) }"
    case 1 where senderAvailable:
      let type = parameters[0].type?.trimmedDescription
      guard let type else {
        file.notPorted(
          node,
          "`\(method.base)` takes a sender, and its declaration is not in the ported files, so the sender's type "
            + "is unknown; port the file that declares it in the same run")
        return nil
      }
      let unwrapped = type.hasSuffix("?") || type.hasSuffix("!") ? String(type.dropLast()) : type
      let isOptional = unwrapped != type
      let general = ["Any", "AnyObject", "UIControl", "Control"].contains(unwrapped)
      let body: String
      if isOptional {
        body = call(
          target.receiver, method.base, parameters,
          [general ? "action.sender" : "action.sender as? \(unwrapped)"])
      } else if general {
        body =
          "if let sender = action.sender { \(call(target.receiver, method.base, parameters, ["sender"])) }"
      } else {
        body =
          "if let sender = action.sender as? \(unwrapped) { "
          + "\(call(target.receiver, method.base, parameters, ["sender"])) }"
      }
      return "UIAction { \(target.capture) action in \(body) }"
    default:
      file.notPorted(
        node,
        "`\(method.base)` takes \(parameters.count) arguments (a sender and an event?); a `UIAction` handler gets "
          + "only the sender: call the method from a `UIAction` by hand")
      return nil
    }
  }

  private func portControlTarget(_ node: FunctionCallExprSyntax, receiver: ExprSyntax?) {
    let arguments = Array(node.arguments)
    guard let method = namedMethod(arguments[1].expression) else { return }
    handledSelectors.insert(method.selector.id)
    guard let target = target(arguments[0].expression) else {
      file.notPorted(
        node,
        "a target of `nil` sends the action up the responder chain, which Trellis does not have; name the "
          + "object that handles it")
      return
    }
    guard let parameters = parameters(of: method, near: node) else {
      file.notPorted(
        node, "`#selector(\(method.base))` names a method that is not in the ported files; port them together"
      )
      return
    }
    guard
      let handler = actionHandler(method, target, parameters: parameters, node: node, senderAvailable: true)
    else { return }
    let receiverText = receiver.map { file.render(file.trimmedRange($0)) + "." } ?? ""
    let events = file.render(file.trimmedRange(arguments[2].expression))
    file.edits.replace(file.trimmedRange(node), with: "\(receiverText)addAction(\(handler), for: \(events))")
    rewrote(
      node,
      "`addTarget(_:action:for:)` with `#selector(\(method.base))` → `addAction(UIAction { … }, for:)`: selectors "
        + "need the Objective-C runtime")
  }

  private func portBarButtonItem(_ node: FunctionCallExprSyntax, labels: [String]) {
    let arguments = Array(node.arguments)
    guard let method = namedMethod(arguments[arguments.count - 1].expression) else { return }
    handledSelectors.insert(method.selector.id)
    guard let target = target(arguments[arguments.count - 2].expression) else {
      file.notPorted(
        node, "a target of `nil` sends the action up the responder chain, which Trellis does not have")
      return
    }
    guard let parameters = parameters(of: method, near: node) else {
      file.notPorted(
        node, "`#selector(\(method.base))` names a method that is not in the ported files; port them together"
      )
      return
    }
    guard parameters.isEmpty else {
      file.notPorted(
        node,
        "`\(method.base)` takes the bar button item as its sender, which a `UIAction` handler cannot pass; set the "
          + "item's `actionHandler` by hand")
      return
    }
    guard
      let handler = actionHandler(method, target, parameters: parameters, node: node, senderAvailable: false)
    else { return }
    // Keep the arguments before `style:`/`target:`; `style: .plain` is the default.
    var kept: [String] = []
    var droppedStyle: String?
    for (argument, label) in zip(arguments.dropLast(2), labels.dropLast(2)) {
      if label == "style" {
        let style = argument.expression.trimmedDescription
        if style != ".plain" { droppedStyle = style }
        continue
      }
      let text = file.render(file.trimmedRange(argument.expression))
      kept.append(label == "barButtonSystemItem" ? "systemItem: \(text)" : "\(label): \(text)")
    }
    kept.append("primaryAction: \(handler)")
    let callee = file.render(file.trimmedRange(node.calledExpression))
    file.edits.replace(file.trimmedRange(node), with: "\(callee)(\(kept.joined(separator: ", ")))")
    rewrote(
      node,
      "`UIBarButtonItem(…target:action:)` with `#selector(\(method.base))` → `primaryAction: UIAction { … }`: "
        + "selectors need the Objective-C runtime")
    if let droppedStyle {
      file.note(
        node,
        "the item's `style: \(droppedStyle)` was dropped (the `primaryAction:` initialiser has none); set "
          + "`style` after creating the item")
    }
  }

  // MARK: Gesture recognizers

  /// `UITapGestureRecognizer(target: t, action: #selector(m))` →
  /// `UITapGestureRecognizer { [weak self] recognizer in self?.m(recognizer) }`.
  private func portRecognizerInit(_ node: FunctionCallExprSyntax, type: String) {
    let arguments = Array(node.arguments)
    guard let method = namedMethod(arguments[1].expression) else { return }
    handledSelectors.insert(method.selector.id)
    guard let target = target(arguments[0].expression) else {
      file.notPorted(
        node,
        "a gesture recognizer with a target of `nil` sends its action nowhere; name the object that handles it"
      )
      return
    }
    if let parameters = parameters(of: method, near: node), parameters.count == 1,
      let taken = parameters[0].type?.trimmedDescription, let other = otherRecognizer(taken, than: type)
    {
      file.notPorted(
        node,
        "`\(method.base)` takes a `\(other)`, which a `\(type)` is not; the handler passes the recognizer it "
          + "belongs to")
      return
    }
    guard let closure = passingClosure(method, target, node: node, parameterName: "recognizer") else {
      return
    }
    let callee = file.render(file.trimmedRange(node.calledExpression))
    let text = node.isInStatementCondition ? "\(callee)(handler: \(closure))" : "\(callee) \(closure)"
    file.edits.replace(file.trimmedRange(node), with: text)
    rewrote(
      node,
      "`\(type)(target:action:)` with `#selector(\(method.base))` → `\(type) { … }`, a handler the recognizer "
        + "calls when its state changes: selectors need the Objective-C runtime")
  }

  /// `recognizer.addTarget(t, action: #selector(m))` → `recognizer.addTarget { … }`.
  private func portRecognizerTarget(_ node: FunctionCallExprSyntax, receiver: ExprSyntax?) {
    let arguments = Array(node.arguments)
    guard let method = namedMethod(arguments[1].expression) else { return }
    handledSelectors.insert(method.selector.id)
    guard let receiver else {
      file.notPorted(
        node,
        "`addTarget(_:action:)` of a gesture recognizer subclass needs the Objective-C runtime; call "
          + "`addTarget { recognizer in … }` with a closure")
      return
    }
    guard let target = target(arguments[0].expression) else {
      file.notPorted(
        node,
        "a gesture recognizer with a target of `nil` sends its action nowhere; name the object that handles it"
      )
      return
    }
    guard let closure = passingClosure(method, target, node: node, parameterName: "recognizer") else {
      return
    }
    let receiverText = file.render(file.trimmedRange(receiver))
    file.edits.replace(file.trimmedRange(node), with: "\(receiverText).addTarget \(closure)")
    rewrote(
      node,
      "`addTarget(_:action:)` of a gesture recognizer with `#selector(\(method.base))` → `addTarget { … }`: "
        + "selectors need the Objective-C runtime")
  }

  /// The recognizer class `taken` names when it is neither `created` nor one that `created` is
  /// (the base class, `Any`, an optional of those).
  private func otherRecognizer(_ taken: String, than created: String) -> String? {
    var name = taken
    if name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
    guard Self.portedGestureRecognizers.contains(name) || Self.missingGestureRecognizers.contains(name),
      name != created, name != "UIGestureRecognizer"
    else { return nil }
    return name
  }

  // MARK: Timers, display links, notifications, delayed performs

  /// A closure `{ capture parameter in target.m(parameter) }` for a method that takes nothing
  /// or the one value the API passes (`parameterName`).
  private func passingClosure(
    _ method: NamedMethod, _ target: Target, node: some SyntaxProtocol, parameterName: String
  ) -> String? {
    guard let parameters = parameters(of: method, near: node) else {
      file.notPorted(
        node, "`#selector(\(method.base))` names a method that is not in the ported files; port them together"
      )
      return nil
    }
    guard parameters.count <= 1 else {
      file.notPorted(
        node, "`\(method.base)` takes \(parameters.count) arguments where the selector API passes one")
      return nil
    }
    let values = parameters.isEmpty ? [] : [parameterName]
    let body = call(target.receiver, method.base, parameters, values)
    return "{ \(target.capture) \(parameters.isEmpty ? "_" : parameterName) in \(body) }"
  }

  private func portTimer(_ node: FunctionCallExprSyntax, scheduled: Bool) {
    let arguments = Array(node.arguments)
    guard let method = namedMethod(arguments[2].expression) else { return }
    handledSelectors.insert(method.selector.id)
    guard arguments[3].expression.trimmedDescription == "nil" else {
      file.notPorted(
        node,
        "the timer's `userInfo` has no place on `ClockTimer`; capture the value in a closure: "
          + "`ClockTimer.scheduledTimer(withTimeInterval:repeats:) { timer in … }`")
      return
    }
    guard let target = target(arguments[1].expression) else {
      file.notPorted(node, "a timer needs a target")
      return
    }
    guard let closure = passingClosure(method, target, node: node, parameterName: "timer") else { return }
    let interval = file.render(file.trimmedRange(arguments[0].expression))
    let repeats = file.render(file.trimmedRange(arguments[4].expression))
    let text =
      scheduled
      ? "ClockTimer.scheduledTimer(withTimeInterval: \(interval), repeats: \(repeats)) \(closure)"
      : "ClockTimer(timeInterval: \(interval), repeats: \(repeats)) \(closure)"
    file.edits.replace(file.trimmedRange(node), with: text)
    rewrote(
      node,
      "`\(scheduled ? "Timer.scheduledTimer" : "Timer")(…target:selector:…)` with `#selector(\(method.base))` → "
        + "`ClockTimer` with a closure, on the host's clock (`advance(by:)`): selectors need the Objective-C runtime"
    )
  }

  private func portDisplayLink(_ node: FunctionCallExprSyntax) {
    let arguments = Array(node.arguments)
    guard let method = namedMethod(arguments[1].expression) else { return }
    handledSelectors.insert(method.selector.id)
    guard let target = target(arguments[0].expression) else {
      file.notPorted(node, "a display link needs a target")
      return
    }
    guard let closure = passingClosure(method, target, node: node, parameterName: "link") else { return }
    let callee = file.render(file.trimmedRange(node.calledExpression))
    file.edits.replace(file.trimmedRange(node), with: "\(callee) \(closure)")
    rewrote(
      node,
      "`CADisplayLink(target:selector:)` with `#selector(\(method.base))` → `CADisplayLink { … }`, run once per "
        + "`advance(by:)` of the host's clock: selectors need the Objective-C runtime")
  }

  private func portNotificationObserver(_ node: FunctionCallExprSyntax, receiver: ExprSyntax?) {
    let arguments = Array(node.arguments)
    guard let method = namedMethod(arguments[1].expression) else { return }
    handledSelectors.insert(method.selector.id)
    guard let target = target(arguments[0].expression) else {
      file.notPorted(node, "a notification observer needs a target")
      return
    }
    guard let closure = passingClosure(method, target, node: node, parameterName: "notification") else {
      return
    }
    let receiverText = receiver.map { file.render(file.trimmedRange($0)) + "." } ?? ""
    let name = file.render(file.trimmedRange(arguments[2].expression))
    let object = file.render(file.trimmedRange(arguments[3].expression))
    file.edits.replace(
      file.trimmedRange(node),
      with: "\(receiverText)addMainActorObserver(forName: \(name), object: \(object)) \(closure)")
    rewrote(
      node,
      "`addObserver(_:selector:name:object:)` with `#selector(\(method.base))` → "
        + "`addMainActorObserver(forName:object:)` with a closure: selectors need the Objective-C runtime")
    file.note(
      node,
      "`removeObserver(\(arguments[0].expression.trimmedDescription))` no longer removes this observer (it is "
        + "a closure now); it stops calling once its target is gone. Keep the returned token to remove it")
  }

  private func portDelayedPerform(_ node: FunctionCallExprSyntax, receiver: ExprSyntax?) {
    let arguments = Array(node.arguments)
    guard let method = namedMethod(arguments[0].expression) else { return }
    handledSelectors.insert(method.selector.id)
    let targetExpression = receiver?.trimmedDescription ?? "self"
    guard let target = target(targetExpression) else { return }
    guard let parameters = parameters(of: method, near: node) else {
      file.notPorted(
        node, "`#selector(\(method.base))` names a method that is not in the ported files; port them together"
      )
      return
    }
    let object = arguments[1].expression
    var capture = target.capture
    var values: [String] = []
    if parameters.count == 1 {
      if object.is(NilLiteralExprSyntax.self) {
        values = ["nil"]
      } else if let reference = object.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
        // Captured now, as `perform` took the object when it was called.
        capture = String(capture.dropLast()) + ", \(reference.baseName.text)]"
        values = [reference.baseName.text]
      } else if object.is(IntegerLiteralExprSyntax.self) || object.is(FloatLiteralExprSyntax.self)
        || object.is(StringLiteralExprSyntax.self) || object.is(BooleanLiteralExprSyntax.self)
      {
        values = [object.trimmedDescription]
      } else {
        file.notPorted(
          node,
          "the object passed with `with:` is an expression, which a closure would evaluate later; put it in a "
            + "`let` first and port again")
        return
      }
    } else if parameters.count > 1 {
      file.notPorted(node, "`\(method.base)` takes \(parameters.count) arguments where `perform` passes one")
      return
    }
    let delay = file.render(file.trimmedRange(arguments[2].expression))
    let body = call(target.receiver, method.base, parameters, values)
    file.edits.replace(
      file.trimmedRange(node),
      with:
        "ClockTimer.scheduledTimer(withTimeInterval: \(delay), repeats: false) { \(capture) _ in \(body) }")
    rewrote(
      node,
      "`perform(#selector(\(method.base)), with:afterDelay:)` → a `ClockTimer` that fires once on the host's clock: "
        + "selectors need the Objective-C runtime")
  }

  private func portImmediatePerform(_ node: FunctionCallExprSyntax, receiver: ExprSyntax?) {
    guard let first = node.arguments.first, let method = namedMethod(first.expression) else { return }
    handledSelectors.insert(method.selector.id)
    guard node.isStatement, let parameters = parameters(of: method, near: node), parameters.isEmpty else {
      file.notPorted(
        node,
        "`perform(#selector(\(method.base)))` returns the method's result as an unmanaged object, which needs the "
          + "Objective-C runtime; call the method")
      return
    }
    let receiverText = receiver.map { file.render(file.trimmedRange($0)) } ?? "self"
    file.edits.replace(file.trimmedRange(node), with: "\(receiverText).\(method.base)()")
    rewrote(
      node,
      "`perform(#selector(\(method.base)))` → `\(method.base)()`: selectors need the Objective-C runtime")
  }
}
