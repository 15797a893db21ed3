import SwiftSyntax

/// Removes the attributes and modifiers that Linux rejects because it has no Objective-C
/// runtime: `@objc` (with or without a name), `@objcMembers`, `@IBOutlet`; `optional` on the
/// requirements of an `@objc` protocol; and `dynamic` where it came with `@objc` (it asked for
/// Objective-C message dispatch, for key-value observing).
///
/// `@IBInspectable`, `@IBDesignable`, `@IBAction`, `@nonobjc` and `dynamic` on its own compile
/// on Linux and mean nothing there; they stay, so that code which already compiles is left as
/// it is. A removed attribute's line closes up; comments around it stay.
final class AttributePorter: SyntaxVisitor {
  private let file: PortFile

  /// Attributes that go.
  static let removedAttributes: Set<String> = ["objc", "objcMembers", "IBOutlet", "IBOutletCollection"]

  init(file: PortFile) {
    self.file = file
    super.init(viewMode: .sourceAccurate)
  }

  override func visitPost(_ node: AttributeListSyntax) {
    guard let decl = node.parent, decl.is(DeclSyntax.self) else { return }
    let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers
    let hasObjC = node.contains(named: "objc")
    let inObjCProtocol = decl.enclosingObjCProtocol != nil

    for attribute in node.compactMap({ $0.as(AttributeSyntax.self) })
    where attribute.attributeName.trimmedDescription == "NSManaged" {
      file.notPorted(
        attribute, "`@NSManaged` needs Core Data's Objective-C runtime, which Linux does not have")
    }

    var elements: [Syntax] = []
    var removed: [Bool] = []
    var removedNames: [String] = []
    for element in node {
      let attribute = element.as(AttributeSyntax.self)
      let name = attribute?.attributeName.trimmedDescription ?? ""
      let goes = attribute != nil && Self.removedAttributes.contains(name)
      elements.append(Syntax(element))
      removed.append(goes)
      if goes { removedNames.append("`\(attribute!.trimmedDescription)`") }
    }
    for modifier in modifiers ?? [] {
      let name = modifier.name.text
      let goes = (name == "optional" && inObjCProtocol) || (name == "dynamic" && hasObjC)
      elements.append(Syntax(modifier))
      removed.append(goes)
      if goes { removedNames.append("`\(name)`") }
    }
    guard !removedNames.isEmpty else { return }
    removeRuns(of: elements, where: removed)

    // The requirements of `@objc` protocols and the protocols themselves are reported by the
    // protocol porter, with what they become.
    let isRequirementOrProtocol =
      decl.is(ProtocolDeclSyntax.self)
      || (inObjCProtocol && (modifiers?.contains(named: "optional") ?? false))
    if !isRequirementOrProtocol, let first = zip(elements, removed).first(where: \.1)?.0 {
      file.rewrote(first, "removed \(removedNames.joined(separator: ", ")): Linux has no Objective-C runtime")
    }
  }

  /// Removes each run of consecutive removed elements, from its first token up to the next
  /// kept token, so that `@objc\n    public func` becomes `public func` on the first line.
  /// Comments inside a run are kept, each on its own line.
  private func removeRuns(of elements: [Syntax], where removed: [Bool]) {
    var index = 0
    while index < elements.count {
      guard removed[index] else {
        index += 1
        continue
      }
      var end = index
      while end < elements.count && removed[end] { end += 1 }
      guard let first = elements[index].firstToken(viewMode: .sourceAccurate),
        let last = elements[end - 1].lastToken(viewMode: .sourceAccurate),
        let next = last.nextToken(viewMode: .sourceAccurate)
      else { return }
      var comments: [String] = []
      var token: TokenSyntax? = first
      while let current = token, current.id != next.id {
        if current.id != first.id { comments += current.leadingTrivia.commentTexts }
        comments += current.trailingTrivia.commentTexts
        token = current.nextToken(viewMode: .sourceAccurate)
      }
      comments += next.leadingTrivia.commentTexts
      let start = first.positionAfterSkippingLeadingTrivia.utf8Offset
      let indent = file.indentation(ofLineAt: start)
      let replacement = comments.map { "\($0)\n\(indent)" }.joined()
      file.edits.replace(start..<next.positionAfterSkippingLeadingTrivia.utf8Offset, with: replacement)
      index = end
    }
  }
}
