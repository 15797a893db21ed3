import SwiftSyntax

/// Changes the implementations of the requirements that keep the older design from `T` to `T?`,
/// and notes implementations in a subclass of the conforming class.
///
/// Most value-returning requirements keep their type once ported (their default records that it
/// ran), so their implementations need nothing. A requirement whose type has no placeholder, or
/// a get-only property, returns `T?` instead; a conforming type's method returning `T` would then
/// not implement it (Swift would call the default, `nil`, and the layout would use its fallback),
/// so every such method of a conforming type in the ported files gets the optional type; its
/// `return` statements stay valid.
final class ConformerPorter: SyntaxVisitor {
  private let file: PortFile
  private let catalog: Catalog
  /// The qualified names of the types being visited, innermost last.
  private var scope: [String] = []

  init(file: PortFile, catalog: Catalog) {
    self.file = file
    self.catalog = catalog
    super.init(viewMode: .sourceAccurate)
  }

  private func enter(_ name: String) -> SyntaxVisitorContinueKind {
    scope.append(scope.last.map { "\($0).\(name)" } ?? name)
    return .visitChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
  override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
  override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
  override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
  override func visitPost(_ node: ActorDeclSyntax) { scope.removeLast() }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    scope.append(node.extendedType.trimmedDescription)
    return .visitChildren
  }

  override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }

  /// The requirements the innermost type implements, if `node` is one of its members, and
  /// the superclass it inherits the conformance from, if it does.
  private func requirements(
    for node: some SyntaxProtocol
  ) -> (
    requirements: [Catalog.OptionalRequirement], conformingSuperclass: String?
  ) {
    guard let type = scope.last, node.parent?.is(MemberBlockItemSyntax.self) ?? false else {
      return ([], nil)
    }
    return catalog.optionalRequirements(implementedBy: type)
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = FullName(node)
    let (all, superclass) = requirements(for: node)
    guard !node.modifiers.contains(named: "static"), !node.modifiers.contains(named: "class"),
      let requirement = all.first(where: { $0.name == name })
    else { return .skipChildren }
    if let superclass {
      file.note(
        node,
        "`\(name)` implements `\(requirement.protocolName).\(name)` in a subclass of `\(superclass)`, which "
          + "declares the conformance: Swift calls it through the protocol only if `\(superclass)` implements "
          + "`\(name)` too (Objective-C found it at run time); implement it there and override it here")
    }
    guard requirement.conformersWrap, let type = node.signature.returnClause?.type, !type.isOptional else {
      return .skipChildren
    }
    let wrapped = wrap(type)
    file.rewrote(
      node,
      "`\(name)` → returns `\(wrapped)`: it implements `\(requirement.protocolName).\(name)`, which returns an "
        + "optional once ported")
    return .skipChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    let all = requirements(for: node).requirements.filter(\.conformersWrap)
    guard !all.isEmpty else { return .skipChildren }
    for binding in node.bindings {
      guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self),
        let requirement = all.first(where: {
          $0.name == FullName(base: identifier.identifier.text.withoutBackticks, labels: nil)
        })
      else { continue }
      guard let type = binding.typeAnnotation?.type else {
        file.notPorted(
          binding,
          "`\(identifier.identifier.text)` implements `\(requirement.protocolName).\(requirement.name)`, which "
            + "is `\(requirement.originalType)?` once ported: declare it with that type")
        continue
      }
      guard !type.isOptional else { continue }
      let wrapped = wrap(type)
      file.rewrote(
        binding,
        "`\(identifier.identifier.text)` → `\(wrapped)`: it implements "
          + "`\(requirement.protocolName).\(requirement.name)`, which is optional once ported")
    }
    return .skipChildren
  }

  private func wrap(_ type: TypeSyntax) -> String {
    if type.needsParenthesesForOptional {
      file.edits.replace(file.trimmedRange(type), with: "(\(file.render(file.trimmedRange(type))))?")
      return "(\(type.trimmedDescription))?"
    }
    file.edits.insert("?", at: type.endPositionBeforeTrailingTrivia.utf8Offset)
    return "\(type.trimmedDescription)?"
  }
}
