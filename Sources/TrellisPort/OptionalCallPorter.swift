import SwiftSyntax

/// Rewrites calls of optional requirements.
///
/// - A requirement that keeps its type (its default records that it ran):
///   `delegate?.m?(…)` → `optionalRequirement { delegate?.m(…) }`, which is `nil` when the
///   delegate is `nil` or does not implement `m`, as the optional call was, so `?? fallback`,
///   `if let` and `guard let` work as before; `delegate.m!(…)` →
///   `optionalRequirement { delegate.m(…) }!`, which still traps when `m` is not implemented.
/// - A requirement that returns an optional, or returns nothing (its default returns `nil` or
///   does nothing): `delegate?.m?(…)` → `delegate?.m(…)`, `delegate.m!(…)` → `delegate.m(…)!`
///   (`delegate.m(…)` for one that returns nothing).
///
/// A `?(` call is only rewritten when it names an optional requirement of a protocol in the
/// ported files or one of UIKit's delegate methods that Trellis declares; a closure property
/// called as `handler?(x)` is left alone.
final class OptionalCallPorter: SyntaxVisitor {
  private let file: PortFile
  private let catalog: Catalog

  init(file: PortFile, catalog: Catalog) {
    self.file = file
    self.catalog = catalog
    super.init(viewMode: .sourceAccurate)
  }

  override func visitPost(_ node: FunctionCallExprSyntax) {
    guard let shape = CallShape(node), shape.form != .plain, let mark = shape.applicationMark else { return }
    let base = shape.member.baseName.text.withoutBackticks
    let ported = catalog.requirements(
      base: base, labels: shape.labels, trailingClosures: shape.trailingClosures)
    let known = TrellisDelegateMethod.matching(
      base: base, labels: shape.labels, trailingClosures: shape.trailingClosures)
    let written = shape.form == .optional ? "?(" : "!("

    if let requirement = ported.first {
      let returnsValue = ported.contains(where: \.returnsValue)
      let isMarked = ported.contains(where: \.isMarked)
      let optionalResult = ported.contains { $0.kind == .value(.optionalResult) }
      if ported.contains(where: {
        $0.returnsValue != returnsValue || $0.isMarked != isMarked
          || ($0.kind == .value(.optionalResult)) != optionalResult
      }) {
        file.notPorted(
          node,
          "`\(requirement.name)` is an optional requirement of several protocols that are ported differently "
            + "(some return a value and some not, or some keep their type and some return an optional); rewrite "
            + "this call by hand")
        return
      }
      let description = "`\(requirement.protocolName).\(requirement.name)`"
      if isMarked {
        portMarkedCall(node, shape: shape, mark: mark, description: description, written: written)
        return
      }
      file.edits.replace(file.trimmedRange(mark), with: "")
      if shape.form == .forced && optionalResult {
        file.rewrote(
          node,
          "`\(base)!(…)` → `\(base)(…)`: \(description) returns an optional, as the forced call did")
        file.note(
          node,
          "this call no longer traps when the delegate does not implement `\(requirement.name)`: it gives `nil`, "
            + "as the default returns")
      } else if shape.form == .forced && returnsValue {
        file.edits.insert("!", at: node.endPositionBeforeTrailingTrivia.utf8Offset)
        file.rewrote(
          node,
          "`\(base)\(written)…)` → `\(base)(…)!`: \(description) returns `nil` when not implemented, forced as "
            + "before")
      } else if returnsValue {
        file.rewrote(
          node,
          "`\(base)\(written)…)` → `\(base)(…)`: \(description) returns `nil` when not implemented, as the "
            + "optional call did")
      } else {
        file.rewrote(
          node,
          "`\(base)\(written)…)` → `\(base)(…)`: \(description) does nothing when not implemented, as before")
        if shape.form == .optional && !node.isStatement {
          file.note(
            node,
            "the result of this call no longer tells whether the delegate implements "
              + "`\(requirement.name)`: it is `nil` only when the delegate is `nil`")
        }
      }
      return
    }

    if let method = known.first {
      file.edits.replace(file.trimmedRange(mark), with: "")
      file.rewrote(
        node,
        "`\(base)\(written)…)` → `\(base)(…)`: Trellis declares `\(method.protocolName).\(method.name)` with a "
          + "default implementation")
      if shape.form == .optional, method.returnsValue, !method.returnsOptional,
        removeDeadFallback(node, receiver: shape.receiver)
      {
        return
      }
      // A default that answers `nil` gives what UIKit's optional call gave without the method.
      if let answer = method.defaultAnswer, answer != "`nil`", shape.form == .optional,
        !answersAsFallback(node, method)
      {
        file.note(
          node,
          "a delegate that does not implement `\(method.name)` now answers \(answer) (Trellis's default), where "
            + "UIKit gave `nil`\(fallbackDescription(node)); check that this is what the layout wants")
      }
      return
    }

    if shape.labels.contains(where: { $0 != "_" }) {
      file.notPorted(
        node,
        "`\(base)\(written)…)` calls `\(base)(\(shape.labels.map { "\($0):" }.joined())…)` as an optional "
          + "requirement, but no `@objc` protocol in the ported files declares it and it is not one of UIKit's "
          + "delegate methods that Trellis has; port the file that declares it in the same run")
    }
  }

  /// `d?.m?(…)` → `optionalRequirement { d?.m(…) }`, `d.m!(…)` → `optionalRequirement { d.m(…) }!`.
  private func portMarkedCall(
    _ node: FunctionCallExprSyntax, shape: CallShape, mark: TokenSyntax, description: String, written: String
  ) {
    let base = shape.member.baseName.text.withoutBackticks
    if node.containsAnonymousClosureParameter {
      file.notPorted(
        node,
        "`\(base)\(written)…)` uses an anonymous closure parameter (`$0`), which would refer to the closure "
          + "`optionalRequirement { … }` takes: name the parameter of the closure around it (`{ item in … }`) "
          + "and port again")
      return
    }
    if shape.form == .forced && shape.receiver.map(Self.isOptionalChain) == true {
      file.notPorted(
        node,
        "`\(base)!(…)` on an optional-chained receiver: the call traps only when \(description) is not "
          + "implemented and gives `nil` when the receiver is `nil`, which `optionalRequirement { … }!` cannot "
          + "tell apart; unwrap the receiver first and write `optionalRequirement { receiver.\(base)(…) }!`")
      return
    }
    file.usesOptionalRequirementHelper = true
    file.edits.replace(file.trimmedRange(mark), with: "")
    let parenthesised = node.isInStatementCondition
    file.edits.insert(
      parenthesised ? "optionalRequirement({ " : "optionalRequirement { ",
      at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    var closing = parenthesised ? " })" : " }"
    if shape.form == .forced {
      closing += "!"
    } else if node.continuesOptionalChain {
      closing += "?"
    }
    file.edits.insert(closing, at: node.endPositionBeforeTrailingTrivia.utf8Offset)
    let shown = parenthesised ? "optionalRequirement({ …\(base)(…) })" : "optionalRequirement { …\(base)(…) }"
    if shape.form == .forced {
      file.rewrote(
        node,
        "`\(base)!(…)` → `\(shown)!`: \(description) keeps its type, and `optionalRequirement` gives `nil` when "
          + "it is not implemented, forced as before")
    } else {
      file.rewrote(
        node,
        "`\(base)?(…)` → `\(shown)`: \(description) keeps its type, and `optionalRequirement` gives `nil` when "
          + "the delegate does not implement it, as the optional call did")
    }
  }

  /// Whether `expression` is or ends in optional chaining (`delegate?`, `a?.b`).
  private static func isOptionalChain(_ expression: ExprSyntax) -> Bool {
    var current = expression
    while true {
      if current.is(OptionalChainingExprSyntax.self) { return true }
      if let access = current.as(MemberAccessExprSyntax.self), let base = access.base {
        current = base
      } else if let call = current.as(FunctionCallExprSyntax.self) {
        current = call.calledExpression
      } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
        current = subscriptCall.calledExpression
      } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
        current = forced.expression
      } else {
        return false
      }
    }
  }

  /// Removes `?? fallback` after a call the rewrite made non-optional (its receiver is not an
  /// optional chain, so the plain call always answers): the fallback could never be used, and
  /// Swift would warn that it is not. Only a call and its fallback alone in their expression
  /// (`call ?? fallback`) are changed; with other operators around them, where removing the
  /// operands would regroup the expression, a note says what to remove by hand.
  ///
  /// - Returns: whether a fallback was found (and removed or noted).
  private func removeDeadFallback(_ call: FunctionCallExprSyntax, receiver: ExprSyntax?) -> Bool {
    guard let fallback = call.nilCoalescingFallback, receiver.map(Self.isOptionalChain) != true else {
      return false
    }
    let items = call.parent?.as(ExprListSyntax.self).map(Array.init) ?? []
    guard items.count == 3 else {
      let rest = items.drop { $0.id != fallback.id }.map(\.trimmedDescription).joined(separator: " ")
      file.note(
        call,
        "the call no longer returns an optional, so the fallback after `??` (`\(rest)` and what binds to it) is "
          + "never used; remove it")
      return true
    }
    let range =
      call.endPositionBeforeTrailingTrivia.utf8Offset..<fallback.endPositionBeforeTrailingTrivia.utf8Offset
    if file.edits.replace(range, with: "") {
      file.rewrote(
        call,
        "`?? \(fallback.trimmedDescription)` removed: the call no longer returns an optional, so the fallback "
          + "was never used (Trellis's default answers instead)")
    } else {
      file.note(
        call,
        "the call no longer returns an optional, so `?? \(fallback.trimmedDescription)` is never used; remove it"
      )
    }
    return true
  }

  /// Whether Trellis's default gives what the call site's fallback gives: the call is in a
  /// flow-layout subclass, passes `self` as the layout and falls back to the same property.
  private func answersAsFallback(_ call: FunctionCallExprSyntax, _ method: TrellisDelegateMethod) -> Bool {
    guard let property = method.flowProperty, let fallback = call.nilCoalescingFallback,
      let className = call.enclosingClassName, catalog.isFlowLayout(className),
      call.arguments.first(where: { $0.label?.text == "layout" })?.expression.trimmedDescription == "self"
    else { return false }
    let text = fallback.trimmedDescription
    return text == property || text == "self.\(property)"
  }

  private func fallbackDescription(_ call: FunctionCallExprSyntax) -> String {
    guard let fallback = call.nilCoalescingFallback else { return "" }
    return " and the call site fell back to `\(fallback.trimmedDescription)`"
  }
}
