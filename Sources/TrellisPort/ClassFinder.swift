import SwiftSyntax

/// The classes of a file, by qualified name.
final class ClassFinder: ScopedVisitor {
  private var found: [String: ClassDeclSyntax] = [:]

  static func classes(in tree: SourceFileSyntax) -> [String: ClassDeclSyntax] {
    let finder = ClassFinder(viewMode: .sourceAccurate)
    finder.walk(tree)
    return finder.found
  }

  override func visitClass(_ node: ClassDeclSyntax, qualifiedName: String) {
    if found[qualifiedName] == nil { found[qualifiedName] = node }
  }
}
