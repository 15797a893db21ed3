import SwiftSyntax

/// A Swift member name with its argument labels, as in `collectionView(_:layout:sizeForItemAt:)`.
///
/// Declarations, calls and `#selector` expressions are matched on full names, so that a call
/// of `collectionView(_:layout:sizeForItemAt:)` is not mistaken for one of
/// `collectionView(_:numberOfItemsInSection:)`.
struct FullName: Hashable, CustomStringConvertible, Sendable {
  /// The base name, without backticks.
  var base: String
  /// The argument labels (`_` for none), or `nil` for a property or a bare reference.
  var labels: [String]?

  /// `base(label:label:)`, or `base` for a property.
  var description: String {
    guard let labels else { return base }
    return "\(base)(\(labels.map { "\($0):" }.joined()))"
  }

  /// Whether a call with `callLabels` followed by `trailingClosures` unlabelled trailing
  /// closures can call a function with this name.
  func matchesCall(labels callLabels: [String], trailingClosures: Int) -> Bool {
    guard let labels, labels.count == callLabels.count + trailingClosures else { return false }
    return Array(labels.prefix(callLabels.count)) == callLabels
  }
}

extension FullName {
  /// The full name of a function declaration.
  init(_ decl: FunctionDeclSyntax) {
    self.init(
      base: decl.name.text.withoutBackticks,
      labels: decl.signature.parameterClause.parameters.map { $0.firstName.text.withoutBackticks })
  }

  /// The names a variable declaration declares, as property names.
  static func properties(of decl: VariableDeclSyntax) -> [FullName] {
    decl.bindings.compactMap { binding in
      binding.pattern.as(IdentifierPatternSyntax.self).map {
        FullName(base: $0.identifier.text.withoutBackticks, labels: nil)
      }
    }
  }

  /// The name a `#selector(…)` argument refers to: `Type.method(_:label:)`, `method(_:)`,
  /// `getter: Type.property`. The type qualifier, if any, is returned separately.
  static func selectorTarget(_ expression: ExprSyntax) -> (type: String?, name: FullName)? {
    let reference: DeclReferenceExprSyntax
    var type: String?
    if let member = expression.as(MemberAccessExprSyntax.self) {
      reference = member.declName
      type = member.base?.trimmedDescription
    } else if let plain = expression.as(DeclReferenceExprSyntax.self) {
      reference = plain
    } else {
      return nil
    }
    let labels = reference.argumentNames.map { names in
      names.arguments.map { $0.name.text.withoutBackticks }
    }
    return (type, FullName(base: reference.baseName.text.withoutBackticks, labels: labels))
  }
}
