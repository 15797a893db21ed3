import SwiftSyntax

/// A visitor that knows the type it is in: `scope` holds the names of the enclosing classes,
/// structures, enumerations and extended types, outermost first. Code blocks (function
/// bodies) are not visited. Subclasses see each class before it joins the scope through
/// `visitClass(_:qualifiedName:)`.
class ScopedVisitor: SyntaxVisitor {
  /// The enclosing type names, outermost first.
  private(set) var scope: [String] = []

  /// A class declaration named `qualifiedName` (the scope and its name, joined by dots).
  func visitClass(_ node: ClassDeclSyntax, qualifiedName: String) {}

  override final func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    visitClass(node, qualifiedName: (scope + [node.name.text]).joined(separator: "."))
    scope.append(node.name.text)
    return .visitChildren
  }

  override final func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }

  override final func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    scope.append(node.name.text)
    return .visitChildren
  }

  override final func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }

  override final func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    scope.append(node.name.text)
    return .visitChildren
  }

  override final func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }

  override final func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    scope.append(node.extendedType.trimmedDescription)
    return .visitChildren
  }

  override final func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }

  override final func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
