import SwiftSyntax

/// Rewrites calls of optional requirements: `delegate?.m?(…)` → `delegate?.m(…)` and
/// `delegate.m!(…)` → `delegate.m(…)!` (or `delegate.m(…)` for a method that returns
/// nothing).
///
/// A ported requirement that returns a value returns `T?`, `nil` when the delegate does not
/// implement it, so `delegate?.m(…)` has the type and the meaning `delegate?.m?(…)` had:
/// `?? fallback`, `if let` and `guard let` work as before. A method that returns nothing has a
/// default that does nothing, as an unimplemented optional method did.
///
/// A `?(` call is only rewritten when it names an optional requirement of a protocol in the
/// ported files or one of UIKit's delegate methods that Trellis declares; a closure property
/// called as `handler?(x)` is left alone.
final class OptionalCallPorter: SyntaxVisitor {
  private let file: PortFile
  private let catalog: Catalog

  init(file: PortFile, catalog: Catalog) {
    self.file = file
    self.catalog = catalog
    super.init(viewMode: .sourceAccurate)
  }

  override func visitPost(_ node: FunctionCallExprSyntax) {
    guard let shape = CallShape(node), shape.form != .plain, let mark = shape.applicationMark else { return }
    let base = shape.member.baseName.text.withoutBackticks
    let ported = catalog.requirements(
      base: base, labels: shape.labels, trailingClosures: shape.trailingClosures)
    let known = TrellisDelegateMethod.matching(
      base: base, labels: shape.labels, trailingClosures: shape.trailingClosures)
    let written = shape.form == .optional ? "?(" : "!("

    if let requirement = ported.first {
      let returnsValue = ported.contains(where: \.returnsValue)
      if ported.contains(where: { $0.returnsValue != returnsValue }) {
        file.notPorted(
          node,
          "`\(requirement.name)` is an optional requirement of several protocols, some returning a value and "
            + "some not; rewrite this call by hand")
        return
      }
      file.edits.replace(file.trimmedRange(mark), with: "")
      if shape.form == .forced && returnsValue {
        file.edits.insert("!", at: node.endPositionBeforeTrailingTrivia.utf8Offset)
        file.rewrote(
          node,
          "`\(base)\(written)…)` → `\(base)(…)!`: `\(requirement.protocolName).\(requirement.name)` returns `nil` "
            + "when not implemented, forced as before")
      } else if returnsValue {
        file.rewrote(
          node,
          "`\(base)\(written)…)` → `\(base)(…)`: `\(requirement.protocolName).\(requirement.name)` returns `nil` "
            + "when not implemented, as the optional call did")
      } else {
        file.rewrote(
          node,
          "`\(base)\(written)…)` → `\(base)(…)`: `\(requirement.protocolName).\(requirement.name)` does nothing "
            + "when not implemented, as before")
        if shape.form == .optional && !node.isStatement {
          file.note(
            node,
            "the result of this call no longer tells whether the delegate implements "
              + "`\(requirement.name)`: it is `nil` only when the delegate is `nil`")
        }
      }
      return
    }

    if let method = known.first {
      file.edits.replace(file.trimmedRange(mark), with: "")
      file.rewrote(
        node,
        "`\(base)\(written)…)` → `\(base)(…)`: Trellis declares `\(method.protocolName).\(method.name)` with a "
          + "default implementation")
      if let answer = method.defaultAnswer, shape.form == .optional, !answersAsFallback(node, method) {
        file.note(
          node,
          "a delegate that does not implement `\(method.name)` now answers \(answer) (Trellis's default), where "
            + "UIKit gave `nil`\(fallbackDescription(node)); check that this is what the layout wants")
      }
      return
    }

    if shape.labels.contains(where: { $0 != "_" }) {
      file.notPorted(
        node,
        "`\(base)\(written)…)` calls `\(base)(\(shape.labels.map { "\($0):" }.joined())…)` as an optional "
          + "requirement, but no `@objc` protocol in the ported files declares it and it is not one of UIKit's "
          + "delegate methods that Trellis has; port the file that declares it in the same run")
    }
  }

  /// Whether Trellis's default gives what the call site's fallback gives: the call is in a
  /// flow-layout subclass, passes `self` as the layout and falls back to the same property.
  private func answersAsFallback(_ call: FunctionCallExprSyntax, _ method: TrellisDelegateMethod) -> Bool {
    guard let property = method.flowProperty, let fallback = call.nilCoalescingFallback,
      let className = call.enclosingClassName, catalog.isFlowLayout(className),
      call.arguments.first(where: { $0.label?.text == "layout" })?.expression.trimmedDescription == "self"
    else { return false }
    let text = fallback.trimmedDescription
    return text == property || text == "self.\(property)"
  }

  private func fallbackDescription(_ call: FunctionCallExprSyntax) -> String {
    guard let fallback = call.nilCoalescingFallback else { return "" }
    return " and the call site fell back to `\(fallback.trimmedDescription)`"
  }
}
