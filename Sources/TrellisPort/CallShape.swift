import SwiftSyntax

/// The parts of a call that name what it calls: `receiver.member(label: …)`.
struct CallShape {
  /// How the member is applied: `m?(…)`, `m!(…)` or plain `m(…)`.
  enum Form: Equatable {
    case optional
    case forced
    case plain
  }

  /// The member's name as written.
  var member: DeclReferenceExprSyntax
  /// The receiver (`delegate`, `delegate?`, `self.delegate!`), `nil` for an unqualified call.
  var receiver: ExprSyntax?
  /// How the member is applied.
  var form: Form
  /// The `?` or `!` token after the member, for the optional and forced forms.
  var applicationMark: TokenSyntax?
  /// The argument labels of the call, `_` for an unlabelled argument.
  var labels: [String]
  /// How many trailing closures follow the argument list.
  var trailingClosures: Int

  /// Recognises `receiver.member(…)`, `receiver.member?(…)` and `receiver.member!(…)`.
  init?(_ call: FunctionCallExprSyntax) {
    var callee = call.calledExpression
    if let optional = callee.as(OptionalChainingExprSyntax.self) {
      form = .optional
      applicationMark = optional.questionMark
      callee = optional.expression
    } else if let forced = callee.as(ForceUnwrapExprSyntax.self) {
      form = .forced
      applicationMark = forced.exclamationMark
      callee = forced.expression
    } else {
      form = .plain
    }
    if let access = callee.as(MemberAccessExprSyntax.self) {
      member = access.declName
      receiver = access.base
    } else if let reference = callee.as(DeclReferenceExprSyntax.self) {
      member = reference
    } else {
      return nil
    }
    labels = call.arguments.map { $0.label?.text.withoutBackticks ?? "_" }
    trailingClosures = (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
  }

  /// The receiver without a trailing `?` or `!`: `delegate` for `delegate?`, used to tell
  /// whether two calls go to the same object.
  var receiverKey: String? {
    receiver?.withoutUnwrapMarks.trimmedDescription
  }
}
