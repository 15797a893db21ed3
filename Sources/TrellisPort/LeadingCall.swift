import SwiftSyntax

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
