import Foundation
import SwiftSyntax

/// Moves `override` members out of extensions into the body of their class, which Swift on
/// Linux requires (overriding from an extension works on Apple platforms only for
/// Objective-C-compatible members).
///
/// A member moves when its class is declared in the same file and the extension is at file
/// scope, unconstrained and without attributes; it goes to the end of the class body with its
/// comments, and an extension left with nothing (and no conformances) goes too, its comments
/// (`// MARK: …`) travelling with the members. Otherwise the member stays and the reason is
/// reported.
struct OverrideMover {
  let file: PortFile
  let catalog: Catalog

  func run() {
    let classes = ClassFinder.classes(in: file.tree)
    var firstItem = true
    for item in file.tree.statements {
      defer { firstItem = false }
      if let extensionDecl = item.item.as(ExtensionDeclSyntax.self) {
        move(extensionDecl, classes: classes, isFirstItem: firstItem)
      } else if let ifConfig = item.item.as(IfConfigDeclSyntax.self) {
        for extensionDecl in ifConfig.nestedExtensions {
          for member in extensionDecl.overrideMembers {
            file.notPorted(
              member,
              "`\(member.decl.overrideDescription)` stays in its extension, which is inside `#if`: Swift on Linux "
                + "cannot override from an extension; move it into the class body by hand")
          }
        }
      }
    }
  }

  private func move(
    _ extensionDecl: ExtensionDeclSyntax, classes: [String: ClassDeclSyntax], isFirstItem: Bool
  ) {
    let overrides = extensionDecl.overrideMembers
    guard !overrides.isEmpty else { return }
    let typeName = extensionDecl.extendedType.trimmedDescription
    func refuse(_ reason: String) {
      for member in overrides {
        file.notPorted(
          member,
          "`\(member.decl.overrideDescription)` stays in the extension of `\(typeName)`: \(reason); Swift on Linux "
            + "cannot override from an extension")
      }
    }
    guard let classDecl = classes[typeName] else {
      if let other = catalog.classes[typeName]?.paths.first {
        refuse("the class is declared in \(other); move it into the class body by hand")
      } else {
        refuse("`\(typeName)` is not declared in the ported files; override it in a subclass instead")
      }
      return
    }
    guard extensionDecl.genericWhereClause == nil else {
      refuse("the extension is constrained (`where`), so the member is not the same in the class body")
      return
    }
    guard
      extensionDecl.attributes.allSatisfy({
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc"
      })
    else {
      refuse("the extension has attributes that the class body would not have")
      return
    }

    let members = Array(extensionDecl.memberBlock.members)
    let removesExtension =
      overrides.count == members.count && extensionDecl.inheritanceClause == nil && !isFirstItem
    let extensionIndent = file.indentation(
      ofLineAt: overrides[0].positionAfterSkippingLeadingTrivia.utf8Offset)
    let classIndent = file.indentation(ofLineAt: classDecl.positionAfterSkippingLeadingTrivia.utf8Offset)
    let classMemberIndent =
      classDecl.memberBlock.members.first.map {
        file.indentation(ofLineAt: $0.positionAfterSkippingLeadingTrivia.utf8Offset)
      }
      ?? classIndent
      + String(
        extensionIndent.dropFirst(
          file.indentation(ofLineAt: extensionDecl.positionAfterSkippingLeadingTrivia.utf8Offset).count))

    var text = ""
    for (index, member) in overrides.enumerated() {
      var body = file.render(file.fullRange(member))
      let newlines = member.leadingTrivia.pieces.reduce(0) { count, piece in
        if case .newlines(let n) = piece { return count + n }
        return count
      }
      body =
        String(body.drop { $0 == "\n" || $0 == "\r" || $0 == " " || $0 == "\t" }).trimmingTrailingWhitespace
      if extensionIndent != classMemberIndent {
        body = body.replacingOccurrences(of: "\n" + extensionIndent, with: "\n" + classMemberIndent)
      }
      var separator: String
      if index == 0 {
        separator = classDecl.memberBlock.members.isEmpty ? "\n" : "\n\n"
        if removesExtension {
          for comment in extensionDecl.leadingTrivia.commentTexts {
            separator += "\(classMemberIndent)\(comment)\n"
          }
        }
      } else {
        separator = String(repeating: "\n", count: max(1, min(2, newlines)))
      }
      text += separator + classMemberIndent + body
      file.rewrote(
        member,
        "moved `\(member.decl.overrideDescription)` from the extension into the body of `\(typeName)`: Swift on "
          + "Linux cannot override from an extension")
    }
    let closing = classDecl.memberBlock.rightBrace
    if !closing.leadingTrivia.contains(where: \.isNewline) { text += "\n" + classIndent }
    file.edits.insert(text, at: closing.position.utf8Offset)

    if removesExtension {
      file.edits.replace(file.fullRange(extensionDecl), with: "")
      return
    }
    for member in overrides {
      var range = file.fullRange(member)
      // The first member gone: the next one should not start with a blank line.
      if member.id == members.first?.id,
        let next = members.first(where: { candidate in
          !overrides.contains { $0.id == candidate.id }
        }), case .newlines(let n)? = next.leadingTrivia.pieces.first, n >= 2,
        next.position == member.endPosition
      {
        range = range.lowerBound..<(range.upperBound + n - 1)
      }
      file.edits.replace(range, with: "")
    }
  }
}
