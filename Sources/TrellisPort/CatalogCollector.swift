import Foundation
import SwiftSyntax

/// Reads one file for the `Catalog`: protocols, conformances and classes.
final class CatalogCollector: SyntaxVisitor {
  let path: String
  /// The types every file of the run declares (see `Placeholder.of(_:declared:)`).
  let declaredTypes: Set<String>
  private(set) var objcProtocols: [Catalog.ObjCProtocol] = []
  private(set) var protocolParents: [String: [String]] = [:]
  private(set) var conformances: [String: Set<String>] = [:]
  private(set) var classes: [(name: String, superclass: String?)] = []
  /// The names of the types being visited, outermost first.
  private var scope: [String] = []

  init(path: String, declaredTypes: Set<String>) {
    self.path = path
    self.declaredTypes = declaredTypes
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

  /// What `trellis port` writes in the doc comment of the default of a requirement that
  /// returned an optional already, to tell it from one whose type it made optional.
  static let optionalResultDoc = "as the optional call gave"

  /// The requirements whose defaults an earlier run added, so that calls and implementations in
  /// this run are ported as in the run that ported the protocol: `{}` (returns nothing),
  /// `{ optionalRequirementNotImplemented(returning: …) }` (keeps its type), `-> T? { nil }`
  /// (returned an optional already, or had its type made optional).
  static func portedRequirements(
    of node: ExtensionDeclSyntax, protocol name: String
  ) -> [Catalog.OptionalRequirement] {
    node.memberBlock.members.compactMap { member -> Catalog.OptionalRequirement? in
      guard let function = member.decl.as(FunctionDeclSyntax.self) else { return nil }
      guard let type = function.signature.returnClause?.type, !type.isVoid else {
        return Catalog.OptionalRequirement(
          name: FullName(function), kind: .void, protocolName: name, originalType: "")
      }
      let body = function.body?.statements.trimmedDescription ?? ""
      if body.hasPrefix("optionalRequirementNotImplemented(returning:") {
        let placeholder = String(
          body.dropFirst("optionalRequirementNotImplemented(returning:".count).dropLast())
        return Catalog.OptionalRequirement(
          name: FullName(function),
          kind: .value(.marked(placeholder: placeholder.trimmingCharacters(in: .whitespaces))),
          protocolName: name, originalType: type.trimmedDescription)
      }
      guard let optional = type.as(OptionalTypeSyntax.self) else { return nil }
      let design: Catalog.OptionalRequirement.ValueDesign =
        function.leadingTrivia.commentTexts.contains { $0.contains(optionalResultDoc) }
        ? .optionalResult : .wrapped
      return Catalog.OptionalRequirement(
        name: FullName(function), kind: .value(design), protocolName: name,
        originalType: design == .wrapped ? optional.wrappedType.trimmedDescription : type.trimmedDescription)
    }
  }

  override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = node.name.text
    let parents = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    protocolParents[name, default: []].append(contentsOf: parents)
    if node.attributes.contains(named: "objc") {
      objcProtocols.append(
        Catalog.ObjCProtocol(
          name: name, path: path,
          requirements: Self.optionalRequirements(of: node, declaredTypes: declaredTypes)))
    }
    return .skipChildren
  }

  /// The `optional` requirements of an `@objc` protocol, in declaration order; `declaredTypes`
  /// are the types the ported files declare.
  static func optionalRequirements(
    of node: ProtocolDeclSyntax, declaredTypes: Set<String>
  ) -> [Catalog.OptionalRequirement] {
    var result: [Catalog.OptionalRequirement] = []
    for member in node.memberBlock.members {
      if let function = member.decl.as(FunctionDeclSyntax.self),
        function.modifiers.contains(named: "optional")
      {
        let type = function.signature.returnClause?.type
        let kind: Catalog.OptionalRequirement.Kind
        if let type, !type.isVoid {
          if type.isOptional {
            kind = .value(.optionalResult)
          } else if let placeholder = Placeholder.of(type, declared: declaredTypes) {
            kind = .value(.marked(placeholder: placeholder))
          } else {
            kind = .value(.wrapped)
          }
        } else {
          kind = .void
        }
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
