import SwiftSyntax

/// Reports the UIKit names a file uses that TrellisUIKit does not provide (`ProvidedNames`):
/// each missing name once per file, at its first use, with the number of uses, so that the
/// report says what will not compile before the compiler does.
///
/// Names are checked where they stand on their own — a type (`UIViewController`, also as the
/// base of `UIViewController.Foo`) or an expression (`UIView.animate(...)`, `UIScreen.main`) —
/// not as members after a dot. Names the ported sources declare themselves are theirs, not
/// UIKit's. Members of provided types are not checked (that needs the type checker).
final class MissingNameReporter: SyntaxVisitor {
  private let file: PortFile
  private let declared: Set<String>
  /// Missing names in the order of their first use, with that use and the number of uses.
  private var uses: [(name: String, first: Syntax, count: Int)] = []
  private var positions: [String: Int] = [:]

  init(file: PortFile, declared: Set<String>) {
    self.file = file
    self.declared = declared
    super.init(viewMode: .sourceAccurate)
  }

  /// Walks the file and records one `notPorted` message per missing name.
  func report() {
    walk(file.tree)
    for use in uses {
      let count = use.count == 1 ? "" : " (\(use.count) uses in this file)"
      file.notPorted(
        use.first,
        "`\(use.name)` is not provided by TrellisUIKit\(count); see the README, \"What works today\", "
          + "for the view layer that exists")
    }
  }

  override func visitPost(_ node: IdentifierTypeSyntax) {
    check(node.name.text, at: Syntax(node))
  }

  override func visitPost(_ node: DeclReferenceExprSyntax) {
    // `x.UIFoo` is a member, not a UIKit name.
    if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { return }
    check(node.baseName.text, at: Syntax(node))
  }

  private func check(_ raw: String, at node: Syntax) {
    let name = raw.withoutBackticks
    guard name != "UIKit", !declared.contains(name), ProvidedNames.isMissing(name) else { return }
    if let index = positions[name] {
      uses[index].count += 1
    } else {
      positions[name] = uses.count
      uses.append((name, node, 1))
    }
  }
}
