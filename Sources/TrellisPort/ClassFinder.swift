import SwiftSyntax

/// The classes of a file, by qualified name.
final class ClassFinder: SyntaxVisitor {
  private var scope: [String] = []
  private var found: [String: ClassDeclSyntax] = [:]

  static func classes(in tree: SourceFileSyntax) -> [String: ClassDeclSyntax] {
    let finder = ClassFinder(viewMode: .sourceAccurate)
    finder.walk(tree)
    return finder.found
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = (scope + [node.name.text]).joined(separator: ".")
    if found[name] == nil { found[name] = node }
    scope.append(node.name.text)
    return .visitChildren
  }

  override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    scope.append(node.name.text)
    return .visitChildren
  }

  override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    scope.append(node.name.text)
    return .visitChildren
  }

  override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    scope.append(node.extendedType.trimmedDescription)
    return .visitChildren
  }

  override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }

  override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
