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
    receiverKey = receiver.withoutUnwrapMarks.trimmedDescription

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
  /// conditions), and every name the enclosing function uses, so that the binding does not read
  /// like one of the type's properties: identifiers, except member names after a `.`.
  var namesInScope: Set<String> {
    var nodes: [Syntax] = []
    if let ifExpr { nodes.append(Syntax(ifExpr)) }
    if let guardStmt, let item = guardStmt.parent?.as(CodeBlockItemSyntax.self),
      let list = item.parent?.as(CodeBlockItemListSyntax.self)
    {
      nodes.append(Syntax(list))
    }
    // The body of the enclosing function, accessor, initializer or closure (not its name).
    var ancestor = check.parent
    while let node = ancestor {
      if node.is(CodeBlockSyntax.self),
        let parent = node.parent,
        parent.is(FunctionDeclSyntax.self) || parent.is(AccessorDeclSyntax.self)
          || parent.is(InitializerDeclSyntax.self)
      {
        nodes.append(node)
        break
      }
      if let closure = node.as(ClosureExprSyntax.self) {
        nodes.append(Syntax(closure.statements))
        break
      }
      ancestor = node.parent
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
