import Foundation
import SwiftSyntax

/// Moves `override` members out of extensions into the body of their class, which Swift on
/// Linux requires (overriding from an extension works on Apple platforms only for
/// Objective-C-compatible members).
///
/// The class may be declared in any file of the run: the member leaves the extension's file and
/// goes to the end of the class body in the class's file, with its comments. An extension
/// inside `#if` (at any depth) takes its conditions along: the moved members are wrapped in one
/// `#if` whose condition is the conjunction of the clauses that guarded them (`#elseif` and
/// `#else` clauses as the negation of the clauses before them and their own condition). An
/// extension left with nothing (and no conformances) goes too, its comments (`// MARK: …`)
/// travelling with the members, and so does an `#if` left with nothing but such extensions.
/// A member stays, with the reason reported, when its class is not in the run (a UIKit class:
/// subclass it instead), or the extension is constrained or has attributes.
struct OverrideMover {
  let files: [PortFile]
  let catalog: Catalog

  /// A class declaration and the file it is in.
  private struct ClassSite {
    var file: PortFile
    var decl: ClassDeclSyntax
  }

  /// Moves the overrides of every file.
  func run() {
    var classes: [String: ClassSite] = [:]
    for file in files {
      for (name, decl) in ClassFinder.classes(in: file.tree).sorted(by: { $0.key < $1.key })
      where classes[name] == nil {
        classes[name] = ClassSite(file: file, decl: decl)
      }
    }
    for file in files {
      var firstItem = true
      for item in file.tree.statements {
        defer { firstItem = false }
        if let extensionDecl = item.item.as(ExtensionDeclSyntax.self) {
          _ = move(extensionDecl, in: file, conditions: [], classes: classes, isFirstItem: firstItem)
        } else if let ifConfig = item.item.as(IfConfigDeclSyntax.self) {
          if moveAll(in: ifConfig, of: file, conditions: [], classes: classes) {
            file.edits.replace(file.lineRemovalRange(ifConfig), with: "")
          }
        }
      }
    }
  }

  /// Moves the overrides of the extensions in `ifConfig`'s clauses; returns whether nothing is
  /// left in it (every item was an extension that went, at any depth).
  private func moveAll(
    in ifConfig: IfConfigDeclSyntax, of file: PortFile, conditions: [String], classes: [String: ClassSite]
  ) -> Bool {
    var everythingWent = true
    var previous: [String] = []
    for clause in ifConfig.clauses {
      var clauseConditions = conditions + previous.map { "!\(Self.grouped($0))" }
      if let condition = clause.condition {
        let text = file.render(file.trimmedRange(condition))
        clauseConditions.append(text)
        previous.append(text)
      }
      guard case .statements(let items)? = clause.elements else {
        if clause.elements != nil { everythingWent = false }
        continue
      }
      for item in items {
        if let extensionDecl = item.item.as(ExtensionDeclSyntax.self) {
          if !move(
            extensionDecl, in: file, conditions: clauseConditions, classes: classes, isFirstItem: false)
          {
            everythingWent = false
          }
        } else if let nested = item.item.as(IfConfigDeclSyntax.self) {
          if !moveAll(in: nested, of: file, conditions: clauseConditions, classes: classes) {
            everythingWent = false
          }
        } else {
          everythingWent = false
        }
      }
    }
    return everythingWent
  }

  /// The `override` members inside the clauses of an `#if` in a member list, at any depth.
  static func overrides(in ifConfig: IfConfigDeclSyntax) -> [MemberBlockItemSyntax] {
    ifConfig.clauses.flatMap { clause -> [MemberBlockItemSyntax] in
      guard case .decls(let members)? = clause.elements else { return [] }
      return members.flatMap { member -> [MemberBlockItemSyntax] in
        if let nested = member.decl.as(IfConfigDeclSyntax.self) { return overrides(in: nested) }
        let isOverride =
          member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains(named: "override") ?? false
        return isOverride ? [member] : []
      }
    }
  }

  /// `condition`, in parentheses unless it is a single call or name, so that it can be
  /// negated and joined with `&&`.
  static func grouped(_ condition: String) -> String {
    if condition.hasPrefix("!"), grouped(String(condition.dropFirst())) == String(condition.dropFirst()) {
      return condition
    }
    let simple = condition.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    let call =
      condition.hasSuffix(")")
      && condition.firstIndex(of: "(").map { index in
        condition[..<index].allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
          && !condition[condition.index(after: index)...].dropLast().contains("(")
      } == true
    return simple || call ? condition : "(\(condition))"
  }

  /// Moves the overrides of `extensionDecl`; returns whether the whole extension went.
  private func move(
    _ extensionDecl: ExtensionDeclSyntax, in file: PortFile, conditions: [String],
    classes: [String: ClassSite], isFirstItem: Bool
  ) -> Bool {
    let typeName = extensionDecl.extendedType.trimmedDescription
    for member in extensionDecl.memberBlock.members {
      guard let ifConfig = member.decl.as(IfConfigDeclSyntax.self) else { continue }
      for nested in Self.overrides(in: ifConfig) {
        file.notPorted(
          nested,
          "`\(nested.decl.overrideDescription)` is inside `#if` in the body of an extension of `\(typeName)`: "
            + "Swift on Linux cannot override from an extension; move it into the class body by hand")
      }
    }
    let overrides = extensionDecl.overrideMembers
    guard !overrides.isEmpty else { return false }
    func refuse(_ reason: String) {
      for member in overrides {
        file.notPorted(
          member,
          "`\(member.decl.overrideDescription)` stays in the extension of `\(typeName)`: \(reason); Swift on Linux "
            + "cannot override from an extension")
      }
    }
    guard let site = classes[typeName] else {
      refuse("`\(typeName)` is not declared in the ported files; override it in a subclass instead")
      return false
    }
    guard extensionDecl.genericWhereClause == nil else {
      refuse("the extension is constrained (`where`), so the member is not the same in the class body")
      return false
    }
    guard
      extensionDecl.attributes.allSatisfy({
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc"
      })
    else {
      refuse("the extension has attributes that the class body would not have")
      return false
    }
    let classDecl = site.decl
    let classFile = site.file

    let members = Array(extensionDecl.memberBlock.members)
    let removesExtension =
      overrides.count == members.count && extensionDecl.inheritanceClause == nil && !isFirstItem
    let extensionIndent = file.indentation(
      ofLineAt: overrides[0].positionAfterSkippingLeadingTrivia.utf8Offset)
    let classIndent = classFile.indentation(
      ofLineAt: classDecl.positionAfterSkippingLeadingTrivia.utf8Offset)
    let classMemberIndent =
      classDecl.memberBlock.members.first.map {
        classFile.indentation(ofLineAt: $0.positionAfterSkippingLeadingTrivia.utf8Offset)
      }
      ?? classIndent
      + String(
        extensionIndent.dropFirst(
          file.indentation(ofLineAt: extensionDecl.positionAfterSkippingLeadingTrivia.utf8Offset).count))

    let elsewhere = classFile !== file ? " (declared in \(classFile.path))" : ""
    let condition =
      conditions.count == 1 ? conditions[0] : conditions.map { Self.grouped($0) }.joined(separator: " && ")
    let guarded = conditions.isEmpty ? "" : ", inside `#if \(condition)`"
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
        separator = classDecl.memberBlock.members.isEmpty || !conditions.isEmpty ? "\n" : "\n\n"
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
        "moved `\(member.decl.overrideDescription)` from the extension into the body of `\(typeName)`\(elsewhere)"
          + "\(guarded): Swift on Linux cannot override from an extension")
    }
    if !conditions.isEmpty {
      let opening = classDecl.memberBlock.members.isEmpty ? "\n" : "\n\n"
      text =
        "\(opening)\(classMemberIndent)#if \(condition)\(text)\n"
        + "\(classMemberIndent)#endif"
    }
    let closing = classDecl.memberBlock.rightBrace
    if !closing.leadingTrivia.contains(where: \.isNewline) { text += "\n" + classIndent }
    classFile.edits.insert(text, at: closing.position.utf8Offset)

    if removesExtension {
      file.edits.replace(file.fullRange(extensionDecl), with: "")
      return true
    }
    for member in overrides {
      file.edits.replace(file.fullRange(member), with: "")
    }
    // The members before the first one that stays all gone: it should not start with a blank line.
    if let firstKept = members.first(where: { candidate in !overrides.contains { $0.id == candidate.id } }),
      firstKept.id != members.first?.id, case .newlines(let n)? = firstKept.leadingTrivia.pieces.first, n >= 2
    {
      file.edits.replace(firstKept.position.utf8Offset..<(firstKept.position.utf8Offset + n - 1), with: "")
    }
    return false
  }
}
