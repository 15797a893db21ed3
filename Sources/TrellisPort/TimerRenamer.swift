import SwiftSyntax

/// Renames Foundation's `Timer` to Trellis's `ClockTimer` in UIKit code: a timer that drives a
/// screen must fire on the host's clock (`advance(by:)`), not in real time, for the screen to
/// play the same way on every run. Trellis cannot call its own type `Timer`, because Linux's
/// Foundation declares one and the two would be ambiguous, so the code's references change:
/// `var timer: Timer?`, `Timer.scheduledTimer(withTimeInterval:repeats:block:)`, `(Timer) ->
/// Void`. Members after a dot (`x.Timer`) and `Foundation.Timer` stay. The rename is reported
/// once per file, at the first reference, with the number of references.
final class TimerRenamer: SyntaxVisitor {
  private let file: PortFile
  private var first: Syntax?
  private var count = 0

  init(file: PortFile) {
    self.file = file
    super.init(viewMode: .sourceAccurate)
  }

  /// Renames the references and reports them.
  func report() {
    walk(file.tree)
    guard let first else { return }
    let uses = count == 1 ? "" : " (\(count) references in this file)"
    file.rewrote(
      first,
      "`Timer` → `ClockTimer`\(uses): Trellis's timers fire on the host's clock (`advance(by:)`), so the screen "
        + "plays the same way on every run")
  }

  override func visitPost(_ node: IdentifierTypeSyntax) {
    guard node.name.text == "Timer" else { return }
    if let member = node.parent?.as(MemberTypeSyntax.self), member.name.id == node.name.id { return }
    rename(node.name)
  }

  override func visitPost(_ node: DeclReferenceExprSyntax) {
    guard node.baseName.text == "Timer", node.argumentNames == nil else { return }
    if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { return }
    rename(node.baseName)
  }

  private func rename(_ token: TokenSyntax) {
    guard file.edits.replace(file.trimmedRange(token), with: "ClockTimer") else { return }
    if first == nil { first = Syntax(token) }
    count += 1
  }
}
