import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import TrellisPort

/// The port tool's table of UIKit delegate methods that Trellis declares with defaults
/// (`TrellisDelegateMethod.all`) is what the sources declare: read from the protocols and their
/// extensions, so that a method added to a protocol (selection, context menus, drag and drop…)
/// cannot be missing from the table without this test failing.
@Suite("trellis port: the delegate-method table matches Trellis's protocols")
struct DelegateMethodTableTests {
  /// Trellis's protocols whose UIKit names the table uses, with the modules that declare them.
  static let protocols: [(name: String, module: String)] = [
    ("CollectionViewDelegate", "Trellis"), ("CollectionViewDelegateFlowLayout", "Trellis"),
    ("CollectionViewDataSource", "Trellis"), ("CollectionViewDataSourcePrefetching", "Trellis"),
    ("DynamicAnimatorDelegate", "TrellisDynamics"), ("CollisionBehaviorDelegate", "TrellisDynamics"),
  ]

  /// A requirement read from the sources.
  struct Requirement: Hashable, CustomStringConvertible {
    var protocolName: String
    var name: FullName
    var returnsValue: Bool
    var returnsOptional: Bool
    var description: String {
      "\(protocolName).\(name)\(returnsValue ? (returnsOptional ? " -> T?" : " -> T") : "")"
    }
  }

  /// Collects each protocol's function requirements and the functions its unconstrained
  /// extensions implement.
  final class Collector: SyntaxVisitor {
    let names: Set<String>
    var requirements: [String: [FunctionDeclSyntax]] = [:]
    var implemented: [String: Set<FullName>] = [:]

    init(names: Set<String>) {
      self.names = names
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
      let name = node.name.text
      guard names.contains(name) else { return .skipChildren }
      for member in node.memberBlock.members {
        if let function = member.decl.as(FunctionDeclSyntax.self) {
          requirements[name, default: []].append(function)
        }
      }
      return .skipChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
      let name = node.extendedType.trimmedDescription
      guard names.contains(name), node.genericWhereClause == nil else { return .skipChildren }
      for member in node.memberBlock.members {
        if let function = member.decl.as(FunctionDeclSyntax.self) {
          implemented[name, default: []].insert(FullName(function))
        }
      }
      return .skipChildren
    }
  }

  /// The requirements with a default implementation, read from `Sources/`.
  static func requirementsWithDefaults() throws -> Set<Requirement> {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources")
    let collector = Collector(names: Set(protocols.map(\.name)))
    for module in Set(protocols.map(\.module)).sorted() {
      let directory = sources.appendingPathComponent(module)
      let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
      while let file = files?.nextObject() as? URL {
        guard file.pathExtension == "swift" else { continue }
        let text = try String(contentsOf: file, encoding: .utf8)
        collector.walk(Parser.parse(source: text))
      }
    }
    var result: Set<Requirement> = []
    for (protocolName, functions) in collector.requirements {
      let defaults = collector.implemented[protocolName] ?? []
      for function in functions where defaults.contains(FullName(function)) {
        let returnType = function.signature.returnClause?.type
        result.insert(
          Requirement(
            protocolName: "UI" + protocolName, name: FullName(function),
            returnsValue: returnType.map { $0.trimmedDescription != "Void" } ?? false,
            returnsOptional: returnType?.is(OptionalTypeSyntax.self) ?? false))
      }
    }
    return result
  }

  @Test("every requirement with a default is in the table, with its kind of result, and nothing else is")
  func tableMatchesTheProtocols() throws {
    let declared = try Self.requirementsWithDefaults()
    // The protocols are found: the delegate alone has more than twenty defaults.
    #expect(declared.filter { $0.protocolName == "UICollectionViewDelegate" }.count > 20)
    let listed = Set(
      TrellisDelegateMethod.all.map {
        Requirement(
          protocolName: $0.protocolName, name: $0.name, returnsValue: $0.returnsValue,
          returnsOptional: $0.returnsOptional)
      })
    let unlisted = declared.subtracting(listed).map(\.description).sorted()
    let stale = listed.subtracting(declared).map(\.description).sorted()
    #expect(unlisted.isEmpty, "add to TrellisDelegateMethod.all: \(unlisted)")
    #expect(stale.isEmpty, "remove from (or fix in) TrellisDelegateMethod.all: \(stale)")
    #expect(TrellisDelegateMethod.all.count == listed.count, "a method is listed twice")
  }

  @Test("a selection call of a UIKit delegate method becomes a plain call")
  func selectionCallBecomesPlain() {
    let source = """
      import UIKit

      final class Forwarder: NSObject {
          weak var target: UICollectionViewDelegate?
          func forward(_ cv: UICollectionView, _ ip: IndexPath) {
              target?.collectionView?(cv, didSelectItemAt: ip)
              let allowed = target?.collectionView?(cv, shouldSelectItemAt: ip) ?? true
              _ = allowed
          }
      }

      """
    let (text, diagnostics) = port(source)
    #expect(text.contains("target?.collectionView(cv, didSelectItemAt: ip)"))
    // The receiver is an optional chain, so the fallback stays; Trellis's default (`true`) is
    // what the fallback gives, and a note says the default answers now.
    #expect(text.contains("target?.collectionView(cv, shouldSelectItemAt: ip) ?? true"))
    #expect(diagnostics.filter { $0.kind == .notPorted }.isEmpty)
  }

  @Test("a context-menu call keeps its fallback: the method still returns an optional, and no note for `nil`")
  func contextMenuCallKeepsItsFallback() {
    let source = """
      import UIKit

      final class Forwarder: NSObject {
          var target: UICollectionViewDelegate!
          let fallback = UIContextMenuConfiguration(identifier: nil, previewProvider: nil, actionProvider: nil)
          func menu(_ cv: UICollectionView, _ ip: IndexPath) -> UIContextMenuConfiguration? {
              target.collectionView?(cv, contextMenuConfigurationForItemAt: ip, point: .zero) ?? fallback
          }
      }

      """
    let (text, diagnostics) = port(source)
    #expect(
      text.contains(
        "target.collectionView(cv, contextMenuConfigurationForItemAt: ip, point: .zero) ?? fallback"))
    #expect(diagnostics.filter { $0.kind == .notPorted }.isEmpty)
    #expect(diagnostics.filter { $0.kind == .note }.isEmpty)
  }
}
