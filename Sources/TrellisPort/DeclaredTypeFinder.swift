import SwiftSyntax

/// The names of the types a file declares, at any depth: classes, structs, enums, actors,
/// protocols and typealiases.
final class DeclaredTypeFinder: SyntaxVisitor {
  private var found: Set<String> = []

  static func names(in tree: SourceFileSyntax) -> Set<String> {
    let finder = DeclaredTypeFinder(viewMode: .sourceAccurate)
    finder.walk(tree)
    return finder.found
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    found.insert(node.name.text.withoutBackticks)
    return .visitChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    found.insert(node.name.text.withoutBackticks)
    return .visitChildren
  }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    found.insert(node.name.text.withoutBackticks)
    return .visitChildren
  }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    found.insert(node.name.text.withoutBackticks)
    return .visitChildren
  }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    found.insert(node.name.text.withoutBackticks)
    return .skipChildren
  }

  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    found.insert(node.name.text.withoutBackticks)
    return .skipChildren
  }

  override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
