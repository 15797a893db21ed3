import SwiftSyntax

/// Recognises a file of a library that relied on an umbrella header: it imports nothing, yet
/// uses UIKit's names (a name TrellisUIKit provides, or `CGFloat`, `CGRect`, `CGSize`,
/// `CGPoint`, `CGVector`), and other files of the run import UIKit. Such a file compiled on iOS because the framework's umbrella header
/// imported UIKit for it; on Trellis it needs `import TrellisUIKit`.
enum UmbrellaImport {
  /// Core Graphics' names that TrellisUIKit brings.
  static let coreGraphicsNames: Set<String> = ["CGFloat", "CGRect", "CGSize", "CGPoint", "CGVector"]

  /// Whether `file` imports nothing and uses UIKit's names, in a run that is a UIKit module: some
  /// other file of it imports UIKit, and none re-exports a module (`@_exported import`), which
  /// would make its names visible in every file of the module the way an umbrella header does.
  static func needsImport(_ file: PortFile, in files: [PortFile]) -> Bool {
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(file.tree)
    guard !finder.hasImport && finder.usesUIKit else { return false }
    var someFileImportsUIKit = false
    for other in files where other !== file {
      for item in other.tree.statements {
        guard let importDecl = item.item.as(ImportDeclSyntax.self) else { continue }
        if importDecl.attributes.contains(named: "_exported") { return false }
        if importDecl.path.first?.name.text == "UIKit" { someFileImportsUIKit = true }
      }
    }
    return someFileImportsUIKit
  }

  private final class Finder: SyntaxVisitor {
    var hasImport = false
    var usesUIKit = false

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
      hasImport = true
      return .skipChildren
    }

    override func visitPost(_ node: IdentifierTypeSyntax) { check(node.name.text) }

    override func visitPost(_ node: DeclReferenceExprSyntax) {
      if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { return }
      check(node.baseName.text)
    }

    private func check(_ name: String) {
      if ProvidedNames.all.contains(name) || UmbrellaImport.coreGraphicsNames.contains(name) {
        usesUIKit = true
      }
    }
  }
}
