import Foundation
import SwiftSyntax

/// Rewrites `responds(to: #selector(…))` checks, which need the Objective-C runtime.
///
/// Swift cannot ask an object whether it implements a method, so each check is folded into
/// something that keeps its meaning:
/// - For a ported requirement that returns a value, the check and the forced call that starts
///   its branch become one optional binding of `optionalRequirement`, `nil` when the delegate
///   does not implement the method:
///   `if let d = delegate, d.responds(to: #selector(P.m(_:))) { size = d.m!(self) }` →
///   `if let d = delegate, let delegateSize = optionalRequirement({ d.m(self) }) { size = delegateSize }`
///   (a requirement that keeps the older `T?` design binds `d.m(self)` itself). The branch runs
///   exactly when UIKit's did, and the `else` branch or the code after it still runs when the
///   delegate does not implement the method. A requirement that returned an optional already is
///   reported: a binding cannot tell an implementation that returned `nil` from a missing one.
/// - For a method that returns nothing (its default does nothing), a check whose branch only
///   calls that method is dropped: calling it when the delegate does not implement it does
///   nothing, as skipping it did.
/// Any other check is reported with the reason and left as it was.
final class RespondsToPorter: SyntaxVisitor {
  private let file: PortFile
  private let catalog: Catalog
  /// The `#selector` expressions this porter dealt with (rewritten or reported).
  private(set) var handledSelectors: Set<SyntaxIdentifier> = []

  init(file: PortFile, catalog: Catalog) {
    self.file = file
    self.catalog = catalog
    super.init(viewMode: .sourceAccurate)
  }

  /// What the selector of a check names.
  private enum Target {
    case portedValue(Catalog.OptionalRequirement)
    case portedVoid(Catalog.OptionalRequirement)
    case portedProperty(Catalog.OptionalRequirement)
    case trellisVoid(TrellisDelegateMethod)
    case trellisValue(TrellisDelegateMethod)

    var name: FullName {
      switch self {
      case .portedValue(let r), .portedVoid(let r), .portedProperty(let r): r.name
      case .trellisVoid(let m), .trellisValue(let m): m.name
      }
    }
  }

  override func visitPost(_ node: FunctionCallExprSyntax) {
    guard let access = node.calledExpression.as(MemberAccessExprSyntax.self),
      access.declName.baseName.text == "responds", let receiver = access.base,
      node.arguments.count == 1, let argument = node.arguments.first, argument.label?.text == "to"
    else { return }
    guard let selector = argument.expression.as(MacroExpansionExprSyntax.self),
      selector.macroName.text == "selector", let selected = selector.arguments.last?.expression,
      let (type, name) = FullName.selectorTarget(selected)
    else {
      file.notPorted(
        node,
        "`responds(to:)` with a selector that is not a `#selector(…)` of a known method: Linux has no "
          + "Objective-C runtime to ask; call the method through a protocol requirement with a default instead"
      )
      return
    }
    handledSelectors.insert(selector.id)
    guard let target = resolve(name, type: type) else {
      file.notPorted(
        node,
        "`responds(to: #selector(\(selected.trimmedDescription)))`: `\(name)` is neither an optional requirement "
          + "of an `@objc` protocol in the ported files nor a UIKit delegate method Trellis has, and Linux has no "
          + "Objective-C runtime to ask; port the file that declares it in the same run")
      return
    }
    guard let context = CheckContext(check: node, receiver: receiver) else {
      file.notPorted(
        node,
        "`responds(to: #selector(\(selected.trimmedDescription)))` outside an `if` or `guard` condition "
          + "(or negated): Linux has no Objective-C runtime to ask; rewrite it around a call of `\(name)` by hand"
      )
      return
    }
    switch target {
    case .portedValue(let requirement):
      bind(context, requirement)
    case .portedVoid(let requirement):
      dropCheck(context, name: requirement.name, owner: requirement.protocolName)
    case .trellisVoid(let method):
      dropCheck(context, name: method.name, owner: method.protocolName)
    case .portedProperty(let requirement):
      file.notPorted(
        node,
        "`responds(to:)` for the property `\(requirement.name)`, which is `\(requirement.originalType)?` once "
          + "ported (`nil` when not implemented): write `if let value = \(context.receiverKey).\(requirement.name)`"
      )
    case .trellisValue(let method):
      file.notPorted(
        node,
        "`responds(to:)` for `\(method.protocolName).\(method.name)`, which is not optional in Trellis: a "
          + "delegate that does not implement it answers \(method.defaultAnswer ?? "its default"). If that is "
          + "what the code does without the delegate, delete the check and call it; otherwise keep your own "
          + "setting for whether the delegate supplies it")
    }
  }

  private func resolve(_ name: FullName, type: String?) -> Target? {
    let restrict = type.flatMap { catalog.objcProtocols[$0] != nil ? $0 : nil }
    let ported = catalog.requirements(named: name, inProtocol: restrict)
    if let requirement = ported.first, ported.allSatisfy({ $0.kind == requirement.kind }) {
      switch requirement.kind {
      case .void: return .portedVoid(requirement)
      case .value: return .portedValue(requirement)
      case .property, .settableProperty: return .portedProperty(requirement)
      }
    }
    guard ported.isEmpty else { return nil }
    let known = TrellisDelegateMethod.matching(name)
    guard known.count == 1, let method = known.first else { return nil }
    return method.returnsValue ? .trellisValue(method) : .trellisVoid(method)
  }

  // MARK: Methods that return a value

  /// `cond, d.responds(to: sel)` + a branch starting with `x = d.m!(…)` →
  /// `cond, let value = d.m(…)` + `x = value`.
  private func bind(_ context: CheckContext, _ requirement: Catalog.OptionalRequirement) {
    let check = context.check
    let name = requirement.name
    let description = "`\(requirement.protocolName).\(requirement.name)`"
    if requirement.kind == .value(.optionalResult) {
      file.notPorted(
        check,
        "`responds(to:)` for \(description), which returns `\(requirement.originalType)`: its default returns "
          + "`nil`, so a binding of the result cannot tell an implementation that returned `nil` from none; "
          + "rewrite the check around a flag of your own, or call it and use the `nil` as not implemented")
      return
    }
    guard context.isLastCondition else {
      file.notPorted(
        check,
        "`responds(to:)` for \(description) is not the last condition, so it cannot become a binding of the "
          + "call's result without changing the order of evaluation; rewrite it as "
          + "`let value = \(context.receiverText).\(name.base)(…)` by hand")
      return
    }
    guard let statement = context.firstGuardedStatement,
      let leading = LeadingCall(statement, name: name, receiverKey: context.receiverKey)
    else {
      file.notPorted(
        check,
        "`responds(to:)` for \(description): the code it guards does not start with a forced call "
          + "`\(context.receiverKey).\(name.base)!(…)`, so the check cannot be folded into the call; rewrite it as "
          + "`let value = \(context.receiverText).\(name.base)(…)` (`nil` when not implemented) by hand")
      return
    }
    let call = leading.call
    if requirement.isMarked, call.containsAnonymousClosureParameter {
      file.notPorted(
        check,
        "`responds(to:)` for \(description): the call uses an anonymous closure parameter (`$0`), which would "
          + "refer to the closure `optionalRequirement { … }` takes; name the parameter and port again")
      return
    }
    let argumentsStart = (call.leftParen ?? call.trailingClosure?.leftBrace)?
      .positionAfterSkippingLeadingTrivia
    let arguments =
      argumentsStart.map {
        file.render($0.utf8Offset..<call.endPositionBeforeTrailingTrivia.utf8Offset, insertionsAtEnd: false)
      } ?? "()"
    // The forced call's own rewrite (`m!(…)` → `m(…)!`) is replaced by this one.
    file.withdrawMessages(about: call)
    var newCall = "\(context.receiverText).\(leading.member)\(arguments)"
    let answer: String
    if requirement.isMarked {
      file.usesOptionalRequirementHelper = true
      newCall = "optionalRequirement({ \(newCall) })"
      answer = "gives `nil` through `optionalRequirement`"
    } else {
      answer = "returns `nil`"
    }

    if let binding = leading.directBinding {
      file.edits.replace(file.trimmedRange(context.conditionExpression), with: "\(binding) = \(newCall)")
      file.edits.replace(file.lineRemovalRange(statement), with: "")
      file.rewrote(
        check,
        "`responds(to:)` check and the forced call after it → `\(binding) = \(newCall)`: \(description) \(answer) "
          + "when the delegate does not implement it, so the same code runs as before")
      return
    }
    let value = freshName(for: name, avoiding: context.namesInScope)
    file.edits.replace(file.trimmedRange(context.conditionExpression), with: "let \(value) = \(newCall)")
    file.edits.replace(file.trimmedRange(leading.replaced), with: value)
    file.rewrote(
      check,
      "`responds(to:)` check and the forced call it guards → `let \(value) = \(newCall)`: \(description) "
        + "\(answer) when the delegate does not implement it, so the same code runs as before")
  }

  /// A name for the bound result: `size` for `sizeForItemAt:`, not used anywhere nearby.
  private func freshName(for name: FullName, avoiding used: Set<String>) -> String {
    // The last label names the result (`sizeForItemAt:` → `size`), unless it is only a
    // preposition (`size(at:)`), when the base name does.
    let lowercasePrepositions: Set<String> = ["_", "at", "for", "in", "of", "with", "from", "to", "on", "by"]
    let label = name.labels?.last.flatMap { lowercasePrepositions.contains($0) ? nil : $0 } ?? name.base
    var words: [String] = []
    var current = ""
    for character in label {
      if character.isUppercase, !current.isEmpty {
        words.append(current)
        current = ""
      }
      current.append(character)
    }
    words.append(current)
    let prepositions: Set<String> = ["For", "At", "In", "Of", "With", "From", "To", "On", "By"]
    let noun = words.prefix { !prepositions.contains($0) }.joined()
    let base = noun.isEmpty || noun.first!.isUppercase ? "value" : noun
    let capitalized = base.prefix(1).uppercased() + base.dropFirst()
    for candidate in [base, "delegate\(capitalized)"] + (2...99).map({ "delegate\(capitalized)\($0)" })
    where !used.contains(candidate) && !Self.keywords.contains(candidate) {
      return candidate
    }
    return "delegateValue\(used.count)"
  }

  private static let keywords: Set<String> = [
    "default", "in", "for", "at", "is", "as", "case", "class", "func", "let", "var", "return", "self",
    "super",
    "where", "while", "if", "else", "guard", "do", "repeat", "switch", "try", "throw", "throws", "nil",
    "true",
    "false", "import", "init", "deinit", "inout", "operator", "protocol", "static", "struct", "subscript",
    "enum",
    "extension", "internal", "private", "public", "fileprivate", "open", "break", "continue", "defer",
    "fallthrough", "associatedtype", "typealias", "some", "any", "Type",
  ]

  // MARK: Methods that return nothing

  /// `if d.responds(to: sel) { d.m!(…) }` → `d.m(…)`; with other conditions, the check goes.
  private func dropCheck(_ context: CheckContext, name: FullName, owner: String) {
    let check = context.check
    guard let ifExpr = context.ifExpr, ifExpr.elseBody == nil else {
      file.notPorted(
        check,
        "`responds(to:)` for `\(owner).\(name)` guards code that runs when the delegate does not implement it "
          + "(an `else` branch or the rest of the scope), and Swift cannot tell that; `\(name)` has an empty "
          + "default now: rewrite this by hand")
      return
    }
    let statements = Array(ifExpr.body.statements)
    let onlyCalls =
      !statements.isEmpty
      && statements.allSatisfy { item in
        guard let call = item.item.as(FunctionCallExprSyntax.self), let shape = CallShape(call) else {
          return false
        }
        return shape.member.baseName.text.withoutBackticks == name.base
          && name.matchesCall(labels: shape.labels, trailingClosures: shape.trailingClosures)
          && shape.receiverKey == context.receiverKey
      }
    guard onlyCalls else {
      file.notPorted(
        check,
        "`responds(to:)` for `\(owner).\(name)`: the branch does more than call `\(name.base)` on "
          + "`\(context.receiverKey)`, and that would now run when the delegate does not implement it; "
          + "`\(name)` has an empty default now: rewrite this by hand")
      return
    }
    let reason =
      "`\(owner).\(name)` has an empty default, so calling it when the delegate does not implement it does "
      + "nothing, as before"
    if context.receiverIsOptional {
      file.edits.replace(
        file.trimmedRange(context.conditionExpression), with: "\(context.receiverKey) != nil")
      file.rewrote(check, "`responds(to:)` check → `\(context.receiverKey) != nil`: \(reason)")
    } else if context.conditions.count > 1 {
      file.edits.replace(context.removalRange(in: file), with: "")
      file.rewrote(check, "removed the `responds(to:)` check: \(reason)")
    } else {
      file.edits.replace(file.trimmedRange(ifExpr), with: unwrappedBody(of: ifExpr))
      file.rewrote(check, "removed the `responds(to:)` check and its `if`: \(reason)")
    }
  }

  /// The statements of the `if`'s body (comments included), one level less indented.
  private func unwrappedBody(of ifExpr: IfExprSyntax) -> String {
    let statements = ifExpr.body.statements
    guard let first = statements.first, let last = statements.last else { return "" }
    var text = file.render(first.position.utf8Offset..<last.endPosition.utf8Offset)
    while let character = text.first,
      character == "\n" || character == " " || character == "\t" || character == "\r"
    {
      text.removeFirst()
    }
    text = text.trimmingTrailingWhitespace
    let inner = file.indentation(ofLineAt: first.positionAfterSkippingLeadingTrivia.utf8Offset)
    let outer = file.indentation(ofLineAt: ifExpr.positionAfterSkippingLeadingTrivia.utf8Offset)
    return text.replacingOccurrences(of: "\n" + inner, with: "\n" + outer)
  }
}
