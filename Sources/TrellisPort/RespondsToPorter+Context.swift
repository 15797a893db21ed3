import SwiftSyntax

/// Where a `responds(to:)` check stands: the condition it is part of, and the `if` or
/// `guard` that condition belongs to.
struct CheckContext {
  /// The `responds(to:)` call.
  let check: FunctionCallExprSyntax
  /// The receiver as written: `delegate`, `delegate?`, `self.delegate!`.
  let receiverText: String
  /// The receiver without a trailing `?` or `!`.
  let receiverKey: String
  /// Whether the receiver is optional-chained or forced (`d?.responds`, `d!.responds`).
  let receiverIsOptional: Bool
  /// The whole condition: the call, or `call == true` / `call ?? false` / `call != false`.
  let conditionExpression: ExprSyntax
  /// The condition element that holds it.
  let element: ConditionElementSyntax
  /// The list of conditions it is in.
  let conditions: ConditionElementListSyntax
  /// The `if` the conditions belong to, if it is an `if`.
  let ifExpr: IfExprSyntax?
  /// The `guard` the conditions belong to, if it is a `guard`.
  let guardStmt: GuardStmtSyntax?

  init?(check: FunctionCallExprSyntax, receiver: ExprSyntax) {
    self.check = check
    receiverText = receiver.trimmedDescription
    receiverIsOptional =
      receiver.is(OptionalChainingExprSyntax.self) || receiver.is(ForceUnwrapExprSyntax.self)
    var key = receiver
    while true {
      if let optional = key.as(OptionalChainingExprSyntax.self) {
        key = optional.expression
      } else if let forced = key.as(ForceUnwrapExprSyntax.self) {
        key = forced.expression
      } else {
        break
      }
    }
    receiverKey = key.trimmedDescription

    var expression = ExprSyntax(check)
    if let list = check.parent?.as(ExprListSyntax.self),
      let sequence = list.parent?.as(SequenceExprSyntax.self)
    {
      let items = Array(list)
      guard items.count == 3, items[0].id == check.id, let op = items[1].as(BinaryOperatorExprSyntax.self)
      else {
        return nil
      }
      let right = items[2].trimmedDescription
      let means =
        (op.operator.text == "==" && right == "true") || (op.operator.text == "??" && right == "false")
        || (op.operator.text == "!=" && right == "false")
      guard means else { return nil }
      expression = ExprSyntax(sequence)
    }
    guard let element = expression.parent?.as(ConditionElementSyntax.self),
      let conditions = element.parent?.as(ConditionElementListSyntax.self)
    else { return nil }
    conditionExpression = expression
    self.element = element
    self.conditions = conditions
    ifExpr = conditions.parent?.as(IfExprSyntax.self)
    guardStmt = conditions.parent?.as(GuardStmtSyntax.self)
    if ifExpr == nil && guardStmt == nil { return nil }
  }

  /// Whether the check is the last condition of its list.
  var isLastCondition: Bool {
    conditions.last?.id == element.id
  }

  /// The statement the check guards first: the first of the `if`'s branch, or the one after
  /// the `guard`.
  var firstGuardedStatement: CodeBlockItemSyntax? {
    if let ifExpr { return ifExpr.body.statements.first }
    guard let guardStmt, let item = guardStmt.parent?.as(CodeBlockItemSyntax.self),
      let list = item.parent?.as(CodeBlockItemListSyntax.self)
    else { return nil }
    let items = Array(list)
    guard let index = items.firstIndex(where: { $0.id == item.id }), index + 1 < items.count else {
      return nil
    }
    return items[index + 1]
  }

  /// Every name a new binding could shadow in the code it would be visible in (and the
  /// conditions): identifiers, except member names after a `.`.
  var namesInScope: Set<String> {
    var nodes: [Syntax] = []
    if let ifExpr { nodes.append(Syntax(ifExpr)) }
    if let guardStmt, let item = guardStmt.parent?.as(CodeBlockItemSyntax.self),
      let list = item.parent?.as(CodeBlockItemListSyntax.self)
    {
      nodes.append(Syntax(list))
    }
    var names: Set<String> = []
    for node in nodes {
      for token in node.tokens(viewMode: .sourceAccurate) {
        if case .identifier(let text) = token.tokenKind,
          token.previousToken(viewMode: .sourceAccurate)?.tokenKind != .period
        {
          names.insert(text.withoutBackticks)
        }
      }
    }
    return names
  }

  /// The range that removes the check and its comma from a list of several conditions.
  func removalRange(in file: PortFile) -> Range<Int> {
    let items = Array(conditions)
    let index = items.firstIndex { $0.id == element.id }!
    if index + 1 < items.count {
      return element.positionAfterSkippingLeadingTrivia
        .utf8Offset..<items[index + 1].positionAfterSkippingLeadingTrivia.utf8Offset
    }
    let previous = items[index - 1]
    let start =
      previous.trailingComma?.positionAfterSkippingLeadingTrivia ?? previous.endPositionBeforeTrailingTrivia
    return start.utf8Offset..<element.endPositionBeforeTrailingTrivia.utf8Offset
  }
}

/// A statement that starts by calling a method with `!`: `x = d.m!(…)`, `return d.m!(…).width`,
/// `let s = d.m!(…)` — the call is the first thing it evaluates, so it can move into the
/// condition before it.
struct LeadingCall {
  /// The forced call.
  let call: FunctionCallExprSyntax
  /// The member as written (`collectionView`).
  let member: String
  /// The expression to replace with the bound value.
  let replaced: ExprSyntax
  /// For `let s = d.m!(…)` / `var s: T = d.m!(…)`: `let s` / `var s: T`, which binds the
  /// result directly.
  let directBinding: String?

  init?(_ statement: CodeBlockItemSyntax, name: FullName, receiverKey: String) {
    var root: ExprSyntax?
    var binding: String?
    switch statement.item {
    case .decl(let decl):
      guard let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
        let only = variable.bindings.first, let value = only.initializer?.value
      else { return nil }
      root = value
      if only.pattern.is(IdentifierPatternSyntax.self), Self.matchingCall(value, name, receiverKey) != nil {
        binding =
          "\(variable.bindingSpecifier.text) \(only.pattern.trimmedDescription)"
          + (only.typeAnnotation.map { $0.trimmedDescription } ?? "")
      }
    case .stmt(let stmt):
      if let returnStmt = stmt.as(ReturnStmtSyntax.self) {
        root = returnStmt.expression
      } else if let expressionStmt = stmt.as(ExpressionStmtSyntax.self) {
        root = expressionStmt.expression
      }
    case .expr(let expr):
      root = expr
      if let sequence = expr.as(SequenceExprSyntax.self) {
        let items = Array(sequence.elements)
        if items.count >= 3, Self.isAssignment(items[1]) {
          guard Self.isSimplePath(items[0]) else { return nil }
          root = items[2]
        }
      }
    }
    guard var current = root else { return nil }
    while true {
      if let call = Self.matchingCall(current, name, receiverKey) {
        self.call = call
        member = CallShape(call)!.member.trimmedDescription
        replaced = ExprSyntax(call)
        directBinding = current.id == root?.id ? binding : nil
        return
      }
      if let sequence = current.as(SequenceExprSyntax.self), let first = sequence.elements.first {
        current = first
      } else if let call = current.as(FunctionCallExprSyntax.self) {
        current = call.calledExpression
      } else if let access = current.as(MemberAccessExprSyntax.self), let base = access.base {
        current = base
      } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
        current = forced.expression
      } else if let optional = current.as(OptionalChainingExprSyntax.self) {
        current = optional.expression
      } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
        current = subscriptCall.calledExpression
      } else if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1,
        let only = tuple.elements.first
      {
        current = only.expression
      } else {
        return nil
      }
    }
  }

  /// `expression` if it is `receiverKey.m!(…)` (or `receiverKey?.m!(…)`, `receiverKey!.m!(…)`).
  private static func matchingCall(
    _ expression: ExprSyntax, _ name: FullName, _ receiverKey: String
  )
    -> FunctionCallExprSyntax?
  {
    guard let call = expression.as(FunctionCallExprSyntax.self), let shape = CallShape(call),
      shape.form == .forced, shape.member.baseName.text.withoutBackticks == name.base,
      name.labels == nil || name.matchesCall(labels: shape.labels, trailingClosures: shape.trailingClosures),
      shape.receiverKey == receiverKey
    else { return nil }
    return call
  }

  private static func isAssignment(_ expression: ExprSyntax) -> Bool {
    if expression.is(AssignmentExprSyntax.self) { return true }
    guard let op = expression.as(BinaryOperatorExprSyntax.self) else { return false }
    return ["+=", "-=", "*=", "/="].contains(op.operator.text)
  }

  /// `x`, `self.x`, `a.b.c`: an assignment target whose evaluation has no effects.
  private static func isSimplePath(_ expression: ExprSyntax) -> Bool {
    if expression.is(DeclReferenceExprSyntax.self) { return true }
    guard let access = expression.as(MemberAccessExprSyntax.self), let base = access.base else {
      return false
    }
    return isSimplePath(base)
  }
}
