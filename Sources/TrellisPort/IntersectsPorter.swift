import SwiftSyntax

/// Rewrites `a.intersects(b)` to `a.overlaps(b)` in UIKit code: on Apple platforms rectangles
/// that only share an edge do not intersect, while Linux Foundation's `CGRect.intersects(_:)`
/// says they do, so a layout that filters its attributes with it would return elements that only
/// touch the rect. `overlaps(_:)` (TrellisGeometry) gives Apple's answer.
///
/// Only calls with one unlabeled argument and no trailing closure are rewritten (`CGRect`'s
/// method; `IndexSet.intersects(integersIn:)` and the like have labels), and only in files that
/// import UIKit: code written for Trellis already chose, and ported code is left as it is, so
/// porting twice changes nothing. The receiver's type is not known to a syntax rewrite; on a
/// type without `overlaps(_:)` the compiler says so at the rewritten call.
final class IntersectsPorter: SyntaxVisitor {
  private let file: PortFile

  init(file: PortFile) {
    self.file = file
    super.init(viewMode: .sourceAccurate)
  }

  override func visitPost(_ node: FunctionCallExprSyntax) {
    guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "intersects", member.declName.argumentNames == nil,
      node.arguments.count == 1, node.arguments.first?.label == nil, node.trailingClosure == nil
    else { return }
    guard file.edits.replace(file.trimmedRange(member.declName.baseName), with: "overlaps") else { return }
    file.rewrote(
      node,
      "`.intersects(` → `.overlaps(`: on Apple platforms rectangles that only share an edge do not intersect; "
        + "Linux Foundation's `intersects` says they do")
  }
}
