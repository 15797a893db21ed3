import Foundation
import SwiftSyntax

/// Turns an `@objc` protocol into a `@preconcurrency @MainActor` Swift protocol.
///
/// Each `optional` requirement becomes a plain requirement with a default implementation in a
/// new extension right after the protocol:
/// - one that returns nothing gets an empty default;
/// - one that returns a `T` the tool has a placeholder for keeps its type, and its default
///   records that it ran (`optionalRequirementNotImplemented(returning: .zero)`); calls go
///   through `optionalRequirement { … }`, which gives `nil` when the default ran, so the call
///   site's fallback applies exactly when UIKit's did, and an implementation with UIKit's
///   signature written anywhere (outside the ported files, in another module) is still called;
/// - one that returns an optional already gets a default returning `nil`, which is what the
///   optional call gave;
/// - one that returns a `T` with no known placeholder returns `T?` and its default `nil`; its
///   implementations must return `T?` too, which the report says.
///
/// The protocol becomes main-actor isolated, as UIKit's delegate protocols are: the layouts
/// that call it are main-actor isolated, and a view controller that implements it (and
/// `UICollectionViewDataSource`) is too, which Swift 6 requires of the protocol. It stays
/// class-bound, as `@objc` protocols are (`weak var delegate` needs it): `NSObjectProtocol`
/// becomes `AnyObject`, so conforming types need not be `NSObject` subclasses, and a protocol
/// with no class-bound parent gets `AnyObject`.
final class ProtocolPorter: SyntaxVisitor {
  private let file: PortFile
  private let catalog: Catalog

  init(file: PortFile, catalog: Catalog) {
    self.file = file
    self.catalog = catalog
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    guard node.attributes.contains(named: "objc") else { return .skipChildren }
    let requirements = CatalogCollector.optionalRequirements(of: node, declaredTypes: catalog.declaredTypes)
    let isolated = !node.attributes.contains(named: "MainActor")
    if isolated {
      file.edits.insert("@preconcurrency @MainActor ", at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }
    let what = isolated ? "`@preconcurrency @MainActor` Swift protocol" : "Swift protocol"
    file.rewrote(
      node,
      "`@objc protocol \(node.name.text)` → \(what)"
        + (requirements.isEmpty
          ? "" : ", with defaults for its optional requirements in an extension after it")
        + " (Linux has no Objective-C runtime"
        + (isolated
          ? "; main-actor isolated as UIKit's delegate protocols are, so main-actor layouts call it and "
            + "main-actor view controllers implement it)" : ")"))
    keepClassBound(node)

    var defaults: [(doc: String, signature: String)] = []
    for member in node.memberBlock.members {
      if let function = member.decl.as(FunctionDeclSyntax.self),
        function.modifiers.contains(named: "optional")
      {
        let name = FullName(function)
        guard let requirement = requirements.first(where: { $0.name == name }) else { continue }
        defaults.append(portRequirement(function, requirement))
      } else if let variable = member.decl.as(VariableDeclSyntax.self),
        variable.modifiers.contains(named: "optional")
      {
        if let text = portRequirement(variable) { defaults.append(text) }
      }
    }
    if !defaults.isEmpty { insertDefaults(defaults, for: node) }
    return .skipChildren
  }

  // MARK: Inheritance

  private func keepClassBound(_ node: ProtocolDeclSyntax) {
    let inherited = Array(node.inheritanceClause?.inheritedTypes ?? [])
    let names = inherited.map { $0.type.trimmedDescription }
    if let index = names.firstIndex(of: "class") {
      file.edits.replace(file.trimmedRange(inherited[index].type), with: "AnyObject")
      file.rewrote(inherited[index], "`class` → `AnyObject`: the `class` constraint is deprecated")
    }
    let classBoundParents = names.filter {
      $0 != "NSObjectProtocol"
        && (TrellisDelegateMethod.classBoundProtocols.contains($0) || catalog.objcProtocols[$0] != nil)
    }
    if let index = names.firstIndex(of: "NSObjectProtocol") {
      let element = inherited[index]
      if classBoundParents.isEmpty {
        file.edits.replace(file.trimmedRange(element.type), with: "AnyObject")
        file.rewrote(
          element,
          "`NSObjectProtocol` → `AnyObject`: the protocol stays class-bound, and conforming types need not be "
            + "`NSObject` subclasses")
      } else {
        let range: Range<Int>
        if index + 1 < inherited.count {
          range =
            element.positionAfterSkippingLeadingTrivia
            .utf8Offset..<inherited[index + 1].positionAfterSkippingLeadingTrivia.utf8Offset
        } else {
          range =
            inherited[index - 1].type.endPositionBeforeTrailingTrivia
            .utf8Offset..<element.endPositionBeforeTrailingTrivia.utf8Offset
        }
        file.edits.replace(range, with: "")
        file.rewrote(
          element,
          "removed `NSObjectProtocol`: `\(classBoundParents[0])` keeps the protocol class-bound, and conforming "
            + "types need not be `NSObject` subclasses")
      }
    } else if classBoundParents.isEmpty {
      if let last = inherited.last {
        file.edits.insert(", AnyObject", at: last.endPositionBeforeTrailingTrivia.utf8Offset)
      } else {
        let anchor = node.primaryAssociatedTypeClause.map { Syntax($0) } ?? Syntax(node.name)
        file.edits.insert(": AnyObject", at: anchor.endPositionBeforeTrailingTrivia.utf8Offset)
      }
      file.rewrote(
        node.name,
        "added `AnyObject`: `@objc` protocols are class-bound, and `weak` references to the delegate need that"
      )
    }
  }

  // MARK: Requirements

  /// Rewrites a method requirement's type if needed and returns its default implementation.
  private func portRequirement(
    _ function: FunctionDeclSyntax, _ requirement: Catalog.OptionalRequirement
  ) -> (doc: String, signature: String) {
    let name = requirement.name
    let signatureRange =
      function.positionAfterSkippingLeadingTrivia
      .utf8Offset..<function.endPositionBeforeTrailingTrivia.utf8Offset
    let type = function.signature.returnClause?.type
    switch requirement.kind {
    case .value(.marked(let placeholder)):
      file.usesOptionalRequirementHelper = true
      file.rewrote(
        function,
        "optional requirement `\(name)` → requirement whose default reports that it is not implemented "
          + "(`optionalRequirementNotImplemented(returning: \(placeholder))`); calls go through "
          + "`optionalRequirement { … }`, `nil` when not implemented as before, and implementations keep "
          + "returning `\(requirement.originalType)`")
      return (
        "/// Not implemented: says so to `optionalRequirement { … }`, whose caller then uses its fallback "
          + "(this was an `@objc optional` requirement).",
        "\(file.render(signatureRange)) { optionalRequirementNotImplemented(returning: \(placeholder)) }"
      )
    case .value(.optionalResult):
      file.rewrote(
        function,
        "optional requirement `\(name)` → requirement with a default returning `nil` (not implemented: `nil`, as "
          + "the optional call gave)")
      return (
        "/// Not implemented: `nil`, \(CatalogCollector.optionalResultDoc) (this was an `@objc optional` "
          + "requirement).",
        "\(file.render(signatureRange)) { nil }"
      )
    case .value(.wrapped):
      let wrapped = type.map(wrap) ?? "?"
      file.rewrote(
        function,
        "optional requirement `\(name)` → returns `\(wrapped)` with a default returning `nil` (not implemented: "
          + "callers fall back as before); implementations in the ported files return `\(wrapped)` too")
      file.note(
        function,
        "`trellis port` knows no placeholder value of `\(requirement.originalType)`, so `\(name)` returns "
          + "`\(wrapped)` once ported: an implementation outside the ported files that returns "
          + "`\(requirement.originalType)` is a different method and would not be called; make it return "
          + "`\(wrapped)`")
      return (
        "/// Not implemented: `nil`, so the caller uses its fallback (this was an `@objc optional` requirement).",
        "\(file.render(signatureRange)) { nil }"
      )
    case .void, .property, .settableProperty:
      file.rewrote(
        function,
        "optional requirement `\(name)` → requirement with an empty default (not implemented: nothing happens, as "
          + "before)")
      return (
        "/// Not implemented: does nothing (this was an `@objc optional` requirement).",
        "\(file.render(signatureRange)) {}"
      )
    }
  }

  /// Rewrites a property requirement's type and returns its default implementation, or `nil`
  /// for a settable property.
  private func portRequirement(_ variable: VariableDeclSyntax) -> (doc: String, signature: String)? {
    guard let binding = variable.bindings.first, variable.bindings.count == 1,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let type = binding.typeAnnotation?.type, let accessors = binding.accessorBlock
    else {
      file.notPorted(
        variable, "an optional property requirement of this shape; declare one `var name: T { get }`")
      return nil
    }
    if binding.isSettableRequirement {
      file.notPorted(
        variable,
        "settable optional property `\(name)`: a protocol extension has no storage for a default, so it is now a "
          + "requirement every conforming type must implement")
      return nil
    }
    let wrapped = type.isOptional ? type.trimmedDescription : wrap(type)
    file.rewrote(
      variable,
      "optional property requirement `\(name)` → `\(wrapped)` with a default of `nil` (not implemented: callers "
        + "fall back as before)"
        + (type.isOptional ? "" : "; implementations in the ported files are `\(wrapped)` too"))
    if !type.isOptional {
      file.note(
        variable,
        "reads of a property cannot be told from reads of other properties named `\(name)` without types, so "
          + "`\(name)` keeps the optional design: an implementation outside the ported files declared "
          + "`\(type.trimmedDescription)` is a different property and would not be read; declare it `\(wrapped)`"
      )
    }
    let range =
      variable.positionAfterSkippingLeadingTrivia
      .utf8Offset..<accessors.positionAfterSkippingLeadingTrivia.utf8Offset
    let signature = file.render(range).trimmingTrailingWhitespace
    return (
      "/// Not implemented: `nil`, so the caller uses its fallback (this was an `@objc optional` requirement).",
      "\(signature) { nil }"
    )
  }

  /// Makes `type` optional in the file (`T?`, or `(T)?` where needed) and returns the new
  /// spelling.
  private func wrap(_ type: TypeSyntax) -> String {
    let text = type.trimmedDescription
    if type.needsParenthesesForOptional {
      file.edits.replace(file.trimmedRange(type), with: "(\(file.render(file.trimmedRange(type))))?")
      return "(\(text))?"
    }
    file.edits.insert("?", at: type.endPositionBeforeTrailingTrivia.utf8Offset)
    return "\(text)?"
  }

  // MARK: The extension

  /// Inserts `extension P { … }` with the defaults after the protocol, or, for a protocol
  /// nested in a type, after the outermost type.
  private func insertDefaults(_ defaults: [(doc: String, signature: String)], for node: ProtocolDeclSyntax) {
    var anchor = Syntax(node)
    var names = [node.name.text]
    while let parent = anchor.parent, !parent.is(CodeBlockItemSyntax.self) {
      anchor = parent
      if let named = parent.asProtocol(NamedDeclSyntax.self), !parent.is(ProtocolDeclSyntax.self) {
        names.insert(named.name.text, at: 0)
      }
    }
    let protocolIndent = file.indentation(ofLineAt: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    let memberIndent = node.memberBlock.members.first.map {
      file.indentation(ofLineAt: $0.positionAfterSkippingLeadingTrivia.utf8Offset)
    }
    let unit =
      memberIndent.flatMap { $0.hasPrefix(protocolIndent) ? String($0.dropFirst(protocolIndent.count)) : nil }
      .flatMap { $0.isEmpty ? nil : $0 } ?? "    "
    let outerIndent = file.indentation(ofLineAt: anchor.positionAfterSkippingLeadingTrivia.utf8Offset)
    let innerIndent = outerIndent + unit
    let access =
      node.modifiers.contains { ["public", "open"].contains($0.name.text) }
      ? "public " : node.modifiers.contains(named: "package") ? "package " : ""

    let members = defaults.map { item in
      // Continuation lines of a multi-line signature keep their place relative to the first.
      let signature = item.signature.replacingOccurrences(
        of: "\n" + (memberIndent ?? innerIndent), with: "\n" + innerIndent)
      return "\(innerIndent)\(item.doc)\n\(innerIndent)\(access)\(signature)"
    }
    let text =
      "\n\n\(outerIndent)// Defaults for the requirements \(CatalogCollector.defaultsMarker)\n"
      + "\(outerIndent)extension \(names.joined(separator: ".")) {\n"
      + members.joined(separator: "\n\n") + "\n\(outerIndent)}"
    file.edits.insert(text, at: anchor.endPositionBeforeTrailingTrivia.utf8Offset)
  }
}
