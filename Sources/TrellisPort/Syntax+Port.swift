// Small helpers on swift-syntax nodes and strings that the porters share.
import SwiftSyntax

extension String {
  /// The identifier without the backticks that escape a keyword.
  var withoutBackticks: String {
    count >= 2 && hasPrefix("`") && hasSuffix("`") ? String(dropFirst().dropLast()) : self
  }
}

extension Trivia {
  /// The text of each comment, in order.
  var commentTexts: [String] {
    pieces.compactMap { piece in
      switch piece {
      case .lineComment(let text), .blockComment(let text), .docLineComment(let text),
        .docBlockComment(let text):
        text
      default:
        nil
      }
    }
  }
}

extension SyntaxProtocol {
  /// The `@objc` protocol this node is a member of, if any.
  var enclosingObjCProtocol: ProtocolDeclSyntax? {
    guard let item = parent?.as(MemberBlockItemSyntax.self) ?? self.as(MemberBlockItemSyntax.self),
      let protocolDecl = item.parent?.parent?.parent?.as(ProtocolDeclSyntax.self),
      protocolDecl.attributes.contains(named: "objc")
    else { return nil }
    return protocolDecl
  }
}

extension AttributeListSyntax {
  /// Whether the list has the attribute `@name` (with or without arguments).
  func contains(named name: String) -> Bool {
    contains { element in
      element.as(AttributeSyntax.self)?.attributeName.trimmedDescription == name
    }
  }
}

extension DeclModifierListSyntax {
  /// Whether the list has the modifier `name`.
  func contains(named name: String) -> Bool {
    contains { $0.name.text == name }
  }
}

extension TypeSyntax {
  /// Whether the type is `Void` or `()`.
  var isVoid: Bool {
    let text = trimmedDescription
    return text == "Void" || text == "()" || text == "Swift.Void"
  }

  /// Whether the type is optional already: `T?`, `T!` or `Optional<T>`.
  var isOptional: Bool {
    if self.is(OptionalTypeSyntax.self) || self.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return true }
    if let identifier = self.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional" { return true }
    return false
  }

  /// Whether `T?` must be spelled `(T)?`: function types, compositions, `some`/`any` types and
  /// attributed types.
  var needsParenthesesForOptional: Bool {
    self.is(FunctionTypeSyntax.self) || self.is(CompositionTypeSyntax.self)
      || self.is(SomeOrAnyTypeSyntax.self) || self.is(AttributedTypeSyntax.self)
  }
}

extension PatternBindingSyntax {
  /// Whether a protocol requirement `var x: T { get set }` has a setter.
  var isSettableRequirement: Bool {
    guard let accessors = accessorBlock?.accessors.as(AccessorDeclListSyntax.self) else { return false }
    return accessors.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) }
  }
}

extension ImportDeclSyntax {
  /// The condition of the `#if` clause the import is in, as written, if it has one.
  var ifConfigCondition: String? {
    var current = parent
    while let node = current {
      if let clause = node.as(IfConfigClauseSyntax.self) { return clause.condition?.trimmedDescription }
      current = node.parent
    }
    return nil
  }

  /// The `#if` clause the import is in, if any.
  var ifConfigClause: SyntaxIdentifier? {
    var current = parent
    while let node = current {
      if node.is(IfConfigClauseSyntax.self) { return node.id }
      current = node.parent
    }
    return nil
  }
}

/// Collects the function calls of a subtree.
private final class CallFinder: SyntaxVisitor {
  var calls: [FunctionCallExprSyntax] = []

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    calls.append(node)
    return .visitChildren
  }
}

extension SyntaxProtocol {
  /// Every function call in the node, outermost first.
  var allCalls: [FunctionCallExprSyntax] {
    let finder = CallFinder(viewMode: .sourceAccurate)
    finder.walk(self)
    return finder.calls
  }
}

extension SyntaxProtocol {
  /// Whether the node is a whole statement (its value is not used).
  var isStatement: Bool {
    parent?.is(CodeBlockItemSyntax.self) ?? false
  }

  /// Whether the node is part of an `if`, `guard` or `while` condition, a `for` loop's
  /// sequence or `where` clause, a `switch` subject or a `repeat`'s condition, where a trailing
  /// closure would be read as the statement's body and must be written in parentheses.
  var isInStatementCondition: Bool {
    var child = Syntax(self)
    while let parent = child.parent {
      if parent.is(ConditionElementSyntax.self) { return true }
      if let forStmt = parent.as(ForStmtSyntax.self) {
        return child.id == forStmt.sequence.id || child.id == forStmt.whereClause?.id
      }
      if let switchExpr = parent.as(SwitchExprSyntax.self) { return child.id == switchExpr.subject.id }
      if let repeatStmt = parent.as(RepeatStmtSyntax.self) { return child.id == repeatStmt.condition.id }
      if parent.is(CodeBlockSyntax.self) || parent.is(ClosureExprSyntax.self)
        || parent.is(MemberBlockSyntax.self)
        || parent.is(AccessorBlockSyntax.self) || parent.is(CodeBlockItemSyntax.self)
      {
        return false
      }
      child = parent
    }
    return false
  }

  /// Whether the expression is the receiver of a member access, subscript or call that
  /// continues its optional chain (`d?.m?(x).width`).
  var continuesOptionalChain: Bool {
    guard let parent else { return false }
    if let access = parent.as(MemberAccessExprSyntax.self) { return access.base?.id == id }
    if let subscriptCall = parent.as(SubscriptCallExprSyntax.self) {
      return subscriptCall.calledExpression.id == id
    }
    if let call = parent.as(FunctionCallExprSyntax.self) { return call.calledExpression.id == id }
    return false
  }

  /// Whether the node uses an anonymous closure parameter (`$0`) of a closure around it (not
  /// of a closure inside it).
  var containsAnonymousClosureParameter: Bool {
    tokens(viewMode: .sourceAccurate).contains { token in
      guard case .dollarIdentifier = token.tokenKind else { return false }
      var current = token.parent
      while let node = current, node.id != id {
        if node.is(ClosureExprSyntax.self) { return false }
        current = node.parent
      }
      return true
    }
  }

  /// The right operand of `??` when this expression is its left operand.
  var nilCoalescingFallback: ExprSyntax? {
    guard let list = parent?.as(ExprListSyntax.self) else { return nil }
    let items = Array(list)
    guard let index = items.firstIndex(where: { $0.id == self.id }), index + 2 < items.count,
      let op = items[index + 1].as(BinaryOperatorExprSyntax.self), op.operator.text == "??"
    else { return nil }
    return items[index + 2]
  }

  /// The qualified name (`Outer.Inner`) of the class whose body or extension contains the
  /// node.
  var enclosingClassName: String? {
    var names: [String] = []
    var foundClass = false
    var current = parent
    while let node = current {
      if let classDecl = node.as(ClassDeclSyntax.self) {
        names.insert(classDecl.name.text, at: 0)
        foundClass = true
      } else if let extensionDecl = node.as(ExtensionDeclSyntax.self) {
        names.insert(extensionDecl.extendedType.trimmedDescription, at: 0)
        foundClass = true
      } else if foundClass, let named = node.asProtocol(NamedDeclSyntax.self),
        node.is(StructDeclSyntax.self) || node.is(EnumDeclSyntax.self) || node.is(ActorDeclSyntax.self)
      {
        names.insert(named.name.text, at: 0)
      }
      current = node.parent
    }
    return foundClass ? names.joined(separator: ".") : nil
  }
}

extension ExtensionDeclSyntax {
  /// The members declared `override`.
  var overrideMembers: [MemberBlockItemSyntax] {
    memberBlock.members.filter { member in
      member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains(named: "override") ?? false
    }
  }
}

extension IfConfigDeclSyntax {
  /// The extensions inside the clauses, at any depth of `#if`.
  var nestedExtensions: [ExtensionDeclSyntax] {
    clauses.flatMap { clause -> [ExtensionDeclSyntax] in
      guard case .statements(let items)? = clause.elements else { return [] }
      return items.flatMap { item -> [ExtensionDeclSyntax] in
        if let extensionDecl = item.item.as(ExtensionDeclSyntax.self) { return [extensionDecl] }
        if let nested = item.item.as(IfConfigDeclSyntax.self) { return nested.nestedExtensions }
        return []
      }
    }
  }
}

extension DeclSyntax {
  /// `override func name(_:)`, `override var name`, … for messages.
  var overrideDescription: String {
    if let function = self.as(FunctionDeclSyntax.self) { return "override func \(FullName(function))" }
    if let variable = self.as(VariableDeclSyntax.self) {
      let names = FullName.properties(of: variable).map(\.description).joined(separator: ", ")
      return "override \(variable.bindingSpecifier.text) \(names)"
    }
    if self.is(SubscriptDeclSyntax.self) { return "override subscript" }
    if self.is(InitializerDeclSyntax.self) { return "override init" }
    return "override"
  }
}

extension String {
  /// The string without trailing spaces, tabs and line breaks.
  var trimmingTrailingWhitespace: String {
    var result = Substring(self)
    while let last = result.last, last == " " || last == "\t" || last == "\n" || last == "\r" {
      result = result.dropLast()
    }
    return String(result)
  }
}

extension ExprSyntax {
  /// The expression without its trailing `?` and `!` marks: `delegate` for `delegate?` or
  /// `delegate!?`.
  var withoutUnwrapMarks: ExprSyntax {
    var expression = self
    while true {
      if let optional = expression.as(OptionalChainingExprSyntax.self) {
        expression = optional.expression
      } else if let forced = expression.as(ForceUnwrapExprSyntax.self) {
        expression = forced.expression
      } else {
        return expression
      }
    }
  }
}
