import SwiftSyntax

/// The value the default implementation of a ported optional requirement returns after it
/// records that it ran (`optionalRequirementNotImplemented(returning: .zero)`).
///
/// Callers never see it when they call through `optionalRequirement { … }`, which answers `nil`
/// instead; it only has to be a value of the type. The tool knows one for the types delegate
/// methods return: numbers, `Bool`, `String`, Core Graphics geometry, insets, offsets,
/// transforms, index paths, arrays and dictionaries. For any other type (a class, an enum of
/// the app's own) it knows none, and the requirement keeps the older design: it returns `T?`.
enum Placeholder {
  /// Types whose placeholder is the literal `0`.
  static let numbers: Set<String> = [
    "CGFloat", "Double", "Float", "Float32", "Float64", "Int", "Int8", "Int16", "Int32", "Int64", "UInt",
    "UInt8", "UInt16", "UInt32", "UInt64", "TimeInterval", "CFTimeInterval", "NSInteger", "NSUInteger",
  ]

  /// Types with a placeholder of their own.
  static let named: [String: String] = [
    "Bool": "false",
    "String": "\"\"",
    "CGSize": ".zero",
    "CGPoint": ".zero",
    "CGRect": ".zero",
    "CGVector": ".zero",
    "UIEdgeInsets": ".zero",
    "EdgeInsets": ".zero",
    "UIOffset": ".zero",
    "Offset": ".zero",
    "CGAffineTransform": ".identity",
    "CATransform3D": "CATransform3DIdentity",
    "IndexPath": "IndexPath()",
  ]

  /// Module names that may qualify a type (`CoreGraphics.CGFloat`).
  static let modules: Set<String> = ["Swift", "Foundation", "CoreGraphics", "QuartzCore", "UIKit"]

  /// The placeholder of a non-optional, non-`Void` `type`, or `nil` if the tool knows none or
  /// the ported files declare a type of that name themselves (`declared`).
  static func of(_ type: TypeSyntax, declared: Set<String>) -> String? {
    if type.is(ArrayTypeSyntax.self) { return "[]" }
    if type.is(DictionaryTypeSyntax.self) { return "[:]" }
    var name: String
    if let identifier = type.as(IdentifierTypeSyntax.self) {
      name = identifier.name.text
      if identifier.genericArgumentClause != nil {
        switch name {
        case "Array", "ContiguousArray", "Set": return "[]"
        case "Dictionary": return "[:]"
        default: return nil
        }
      }
    } else if let member = type.as(MemberTypeSyntax.self), member.genericArgumentClause == nil,
      modules.contains(member.baseType.trimmedDescription)
    {
      name = member.name.text
    } else {
      return nil
    }
    name = name.withoutBackticks
    if declared.contains(name) { return nil }
    if numbers.contains(name) { return "0" }
    return named[name]
  }
}
