import SwiftSyntax

/// Rewrites imports: `import UIKit` → `import TrellisUIKit`; `import CoreGraphics` and
/// `import QuartzCore` go (TrellisUIKit brings Foundation's geometry types and Trellis's
/// `CGVector`, `CGAffineTransform` and `CATransform3D`), or become `import TrellisUIKit` in a
/// file that imports nothing else that provides them. `#if canImport(UIKit)` becomes
/// `#if canImport(TrellisUIKit)`, so that the ported code is compiled where Trellis is.
/// `import Foundation` stays: it is harmless, and TrellisUIKit re-exports it anyway.
final class ImportPorter: SyntaxVisitor {
  private let file: PortFile
  /// The modules imported in each context: the file's unconditional imports (key `nil`) and
  /// those of each `#if` clause. Rewritten imports count under their new name.
  private var imported: [SyntaxIdentifier?: Set<String>]

  /// Modules that exist only on Apple platforms and that Trellis does not replace.
  static let appleOnlyModules: Set<String> = [
    "AppKit", "SwiftUI", "CoreImage", "CoreText", "CoreData", "AVFoundation", "AVKit", "Photos",
    "PhotosUI", "MapKit", "SpriteKit", "SceneKit", "GameplayKit", "WebKit", "MetalKit", "Metal", "ARKit",
    "CoreMotion", "CoreLocation", "ObjectiveC", "Darwin", "MobileCoreServices", "UniformTypeIdentifiers",
  ]

  /// Modules that re-export Foundation and Trellis's geometry.
  static let providers: Set<String> = [
    "UIKit", "TrellisUIKit", "Trellis", "TrellisGeometry", "TrellisDynamics", "TrellisLayouts",
  ]

  init(file: PortFile) {
    self.file = file
    imported = ImportFinder.imports(in: file.tree)
    super.init(viewMode: .sourceAccurate)
  }

  /// Whether the file imports UIKit anywhere (it is UIKit code, not code already written for
  /// Trellis).
  var importsUIKit: Bool { imported.values.contains { $0.contains("UIKit") } }

  /// Whether the file imports TrellisUIKit, or UIKit (which becomes TrellisUIKit), anywhere.
  var importsTrellisUIKit: Bool {
    imported.values.contains { $0.contains("UIKit") || $0.contains("TrellisUIKit") }
  }

  /// Whether `module` is imported where `node` is: unconditionally, or in its `#if` clause.
  private func isImported(_ modules: Set<String>, at node: ImportDeclSyntax) -> Bool {
    !(imported[nil] ?? []).isDisjoint(with: modules)
      || !(imported[node.ifConfigClause] ?? []).isDisjoint(with: modules)
  }

  private func recordTrellisUIKit(at node: ImportDeclSyntax) {
    imported[node.ifConfigClause, default: []].insert("TrellisUIKit")
  }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let module = node.path.first?.name.text else { return .skipChildren }
    switch module {
    case "UIKit":
      // Only a duplicate in the same context goes: an `import TrellisUIKit` inside `#if` next to
      // an unconditional one is harmless, and the `#if` may have other branches.
      if (imported[node.ifConfigClause] ?? []).contains("TrellisUIKit") {
        file.edits.replace(file.lineRemovalRange(node), with: "")
        file.rewrote(node, "removed `\(node.trimmedDescription)`: `import TrellisUIKit` is already there")
      } else {
        // `import UIKit`, `import UIKit.UIGestureRecognizerSubclass`, `import class UIKit.UIView`:
        // the kind and the whole path become the one module.
        let start = (node.importKindSpecifier ?? node.path.firstToken(viewMode: .sourceAccurate)!)
          .positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.path.endPositionBeforeTrailingTrivia.utf8Offset
        file.edits.replace(start..<end, with: "TrellisUIKit")
        file.rewrote(node, "`\(node.trimmedDescription)` → `import TrellisUIKit`")
        recordTrellisUIKit(at: node)
        noteSkippedBlock(around: node)
      }
    case "CoreGraphics", "QuartzCore":
      if let condition = node.ifConfigCondition, Self.isFalseOnLinux(condition, module: module) {
        // `#if canImport(CoreGraphics)`, `#if os(macOS)`: already portable.
        break
      }
      if isImported(Self.providers, at: node) {
        file.edits.replace(file.lineRemovalRange(node), with: "")
        file.rewrote(
          node,
          "removed `\(node.trimmedDescription)`: no such module on Linux; TrellisUIKit provides its types")
      } else {
        let start = (node.importKindSpecifier ?? node.path.firstToken(viewMode: .sourceAccurate)!)
          .positionAfterSkippingLeadingTrivia.utf8Offset
        file.edits.replace(start..<node.path.endPositionBeforeTrailingTrivia.utf8Offset, with: "TrellisUIKit")
        file.rewrote(
          node,
          "`\(node.trimmedDescription)` → `import TrellisUIKit`: no such module on Linux; TrellisUIKit provides "
            + "its types")
        recordTrellisUIKit(at: node)
      }
    default:
      if let condition = node.ifConfigCondition, Self.isFalseOnLinux(condition, module: module) {
        // `#if canImport(Darwin)`, `#if os(macOS)`: already portable.
        break
      }
      if Self.appleOnlyModules.contains(module) {
        file.notPorted(
          node, "`\(node.trimmedDescription)`: no such module on Linux, and Trellis does not replace it")
      }
    }
    return .skipChildren
  }

  /// Adds `import TrellisUIKit` to a file whose port calls `optionalRequirement` or
  /// `optionalRequirementNotImplemented` (TrellisUIKit declares them) and that does not import
  /// it: after the last unconditional import, or before the first declaration if there is none.
  func importHelperModuleIfNeeded() {
    guard file.usesOptionalRequirementHelper || file.needsTrellisUIKit,
      !imported.values.contains(where: { $0.contains("TrellisUIKit") })
    else { return }
    let reason =
      file.usesOptionalRequirementHelper
      ? "the ported optional requirements use its `optionalRequirement`"
      : imported.isEmpty
        ? "the file imported nothing (it relied on an umbrella header) and uses UIKit's names"
        : "the ported selectors use its `UIAction`, `ClockTimer` or `CADisplayLink`"
    let statements = Array(file.tree.statements)
    if let last = statements.last(where: { $0.item.is(ImportDeclSyntax.self) }) {
      file.edits.insert("\nimport TrellisUIKit", at: last.endPositionBeforeTrailingTrivia.utf8Offset)
      file.rewrote(last, "added `import TrellisUIKit` after this import: \(reason)")
    } else if let first = statements.first {
      // After the file's header comment (the last blank line before the first declaration), so
      // that a doc comment stays on its declaration; not where the statement went (an extension
      // whose overrides all moved to their class).
      var offset = first.position.utf8Offset
      var insertAt = offset
      for piece in first.leadingTrivia.pieces {
        offset += piece.sourceLength.utf8Length
        if case .newlines(let n) = piece, n >= 2 { insertAt = offset }
      }
      if insertAt == first.position.utf8Offset {
        insertAt = first.positionAfterSkippingLeadingTrivia.utf8Offset
      }
      if file.edits.insert("import TrellisUIKit\n\n", at: insertAt, beforeOthers: true) {
        file.rewrote(first, "added `import TrellisUIKit`: \(reason)")
      }
    }
    imported[nil, default: []].insert("TrellisUIKit")
  }

  /// Whether an `#if` condition around an import of `module` keeps Linux from compiling it:
  /// `canImport(module)` or an Apple `os(…)`.
  static func isFalseOnLinux(_ condition: String, module: String) -> Bool {
    condition.contains("canImport(\(module))")
      || ["os(iOS)", "os(macOS)", "os(tvOS)", "os(watchOS)", "os(visionOS)"].contains {
        condition.contains($0)
      }
  }

  /// `#if canImport(UIKit)` → `#if canImport(TrellisUIKit)`.
  override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
    guard let condition = node.condition else { return .visitChildren }
    for call in condition.allCalls where call.calledExpression.trimmedDescription == "canImport" {
      guard let argument = call.arguments.first?.expression, argument.trimmedDescription == "UIKit" else {
        continue
      }
      file.edits.replace(file.trimmedRange(argument), with: "TrellisUIKit")
      file.rewrote(
        call, "`canImport(UIKit)` → `canImport(TrellisUIKit)`, so that the block is compiled with Trellis")
    }
    return .visitChildren
  }

  /// Notes an import inside a `#if os(iOS)` (or similar) block that Linux skips.
  private func noteSkippedBlock(around node: ImportDeclSyntax) {
    var parent = node.parent
    while let current = parent {
      if let clause = current.as(IfConfigClauseSyntax.self), let condition = clause.condition {
        let text = condition.trimmedDescription
        if text.contains("os(iOS)") || text.contains("os(tvOS)") || text.contains("os(visionOS)")
          || text.contains("targetEnvironment")
        {
          file.note(
            clause,
            "`#\(clause.poundKeyword.text.dropFirst()) \(text)` is false on Linux, so the ported code in it is "
              + "not compiled; change the condition by hand")
        }
      }
      parent = current.parent
    }
  }
}

/// Collects a file's imports by context: unconditional (key `nil`) or by `#if` clause.
private final class ImportFinder: SyntaxVisitor {
  var imports: [SyntaxIdentifier?: Set<String>] = [:]

  static func imports(in tree: SourceFileSyntax) -> [SyntaxIdentifier?: Set<String>] {
    let finder = ImportFinder(viewMode: .sourceAccurate)
    finder.walk(tree)
    return finder.imports
  }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    if let first = node.path.first { imports[node.ifConfigClause, default: []].insert(first.name.text) }
    return .skipChildren
  }
}
