import SwiftSyntax

/// Reports the `#selector` and `#keyPath` expressions that no porter rewrote: they need the
/// Objective-C runtime (target–action, `perform(_:)`, key-value coding).
final class SelectorReporter: SyntaxVisitor {
  private let file: PortFile
  private let handled: Set<SyntaxIdentifier>

  init(file: PortFile, handled: Set<SyntaxIdentifier>) {
    self.file = file
    self.handled = handled
    super.init(viewMode: .sourceAccurate)
  }

  override func visitPost(_ node: MacroExpansionExprSyntax) {
    guard !handled.contains(node.id) else { return }
    switch node.macroName.text {
    case "selector":
      file.notPorted(
        node,
        "`\(node.trimmedDescription)` needs the Objective-C runtime (target–action, `perform(_:)`, timers); call "
          + "the method from a closure instead")
    case "keyPath":
      file.notPorted(
        node,
        "`\(node.trimmedDescription)` needs key-value coding, which Linux does not have; use a Swift key path"
      )
    default:
      break
    }
  }
}
