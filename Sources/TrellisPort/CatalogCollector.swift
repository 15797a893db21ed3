import SwiftSyntax

/// Reads one file for the `Catalog`: protocols, conformances and classes.
final class CatalogCollector: SyntaxVisitor {
  let path: String
  private(set) var objcProtocols: [Catalog.ObjCProtocol] = []
  private(set) var protocolParents: [String: [String]] = [:]
  private(set) var conformances: [String: Set<String>] = [:]
  private(set) var classes: [(name: String, superclass: String?)] = []
  /// The names of the types being visited, outermost first.
  private var scope: [String] = []

  init(path: String) {
    self.path = path
    super.init(viewMode: .sourceAccurate)
  }

  private func qualified(_ name: String) -> String {
    (scope + [name]).joined(separator: ".")
  }

  private func record(_ type: String, _ inheritance: InheritanceClauseSyntax?) {
    let names = inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    conformances[type, default: []].formUnion(names)
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = qualified(node.name.text)
    record(name, node.inheritanceClause)
    classes.append((name, node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription))
    scope.append(node.name.text)
    return .visitChildren
  }

  override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    record(qualified(node.name.text), node.inheritanceClause)
    scope.append(node.name.text)
    return .visitChildren
  }

  override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    record(qualified(node.name.text), node.inheritanceClause)
    scope.append(node.name.text)
    return .visitChildren
  }

  override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    record(qualified(node.name.text), node.inheritanceClause)
    scope.append(node.name.text)
    return .visitChildren
  }

  override func visitPost(_ node: ActorDeclSyntax) { scope.removeLast() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = node.extendedType.trimmedDescription
    record(name, node.inheritanceClause)
    if node.leadingTrivia.description.contains(Self.defaultsMarker) {
      objcProtocols.append(
        Catalog.ObjCProtocol(
          name: name, path: path, requirements: Self.portedRequirements(of: node, protocol: name)))
    }
    scope.append(name)
    return .visitChildren
  }

  /// The comment `trellis port` puts above the extension it adds with the defaults.
  static let defaultsMarker = "that were `@objc optional` (added by `trellis port`)."

  /// The requirements whose defaults an earlier run added (`-> T? { nil }`, `{}`), so that a
  /// type in this run that implements one with `-> T` gets `-> T?`, as in the run that ported
  /// the protocol.
  static func portedRequirements(
    of node: ExtensionDeclSyntax, protocol name: String
  ) -> [Catalog.OptionalRequirement] {
    node.memberBlock.members.compactMap { member -> Catalog.OptionalRequirement? in
      guard let function = member.decl.as(FunctionDeclSyntax.self) else { return nil }
      guard let type = function.signature.returnClause?.type, !type.isVoid else {
        return Catalog.OptionalRequirement(
          name: FullName(function), kind: .void, protocolName: name, originalType: "")
      }
      guard let optional = type.as(OptionalTypeSyntax.self) else { return nil }
      return Catalog.OptionalRequirement(
        name: FullName(function), kind: .value(wrapsType: true), protocolName: name,
        originalType: optional.wrappedType.trimmedDescription)
    }
  }

  override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = node.name.text
    let parents = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    protocolParents[name, default: []].append(contentsOf: parents)
    if node.attributes.contains(named: "objc") {
      objcProtocols.append(
        Catalog.ObjCProtocol(name: name, path: path, requirements: Self.optionalRequirements(of: node)))
    }
    return .skipChildren
  }

  /// The `optional` requirements of an `@objc` protocol, in declaration order.
  static func optionalRequirements(of node: ProtocolDeclSyntax) -> [Catalog.OptionalRequirement] {
    var result: [Catalog.OptionalRequirement] = []
    for member in node.memberBlock.members {
      if let function = member.decl.as(FunctionDeclSyntax.self),
        function.modifiers.contains(named: "optional")
      {
        let type = function.signature.returnClause?.type
        let kind: Catalog.OptionalRequirement.Kind =
          type.map { $0.isVoid ? .void : .value(wrapsType: !$0.isOptional) } ?? .void
        result.append(
          Catalog.OptionalRequirement(
            name: FullName(function), kind: kind, protocolName: node.name.text,
            originalType: type?.trimmedDescription ?? ""))
      } else if let variable = member.decl.as(VariableDeclSyntax.self),
        variable.modifiers.contains(named: "optional")
      {
        for binding in variable.bindings {
          guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
          let type = binding.typeAnnotation?.type
          let kind: Catalog.OptionalRequirement.Kind =
            binding.isSettableRequirement
            ? .settableProperty : .property(wrapsType: !(type?.isOptional ?? true))
          result.append(
            Catalog.OptionalRequirement(
              name: FullName(base: identifier.identifier.text.withoutBackticks, labels: nil), kind: kind,
              protocolName: node.name.text, originalType: type?.trimmedDescription ?? ""))
        }
      }
    }
    return result
  }
}
