import SwiftSyntax

/// Makes main-actor XCTest suites runnable under swift-corelibs-xctest.
///
/// On Linux SwiftPM lists a suite's test methods in generated code that XCTest converts, at run
/// time, to nonisolated function types; a synchronous main-actor method fails that cast and
/// stops the test process before its first test ("Could not cast value of type
/// '(…Tests) -> @Swift.MainActor () -> ()' …"). An `async` one is listed through `asyncTest`
/// and runs on the main actor. So in an `XCTestCase` subclass marked `@MainActor` (and its
/// extensions in the same file), and for a test method marked `@MainActor` itself, every
/// synchronous instance method `test…()` without parameters becomes `async`; its body stays,
/// except that `wait(for:timeout:)`, unavailable in `async` code, becomes
/// `await fulfillment(of:timeout:)`. The suite's synchronous `setUp()` and `tearDown()`, which
/// XCTest declares nonisolated (so they could not set the suite's main-actor state), become
/// `async throws`, without their `super.setUp()` call (XCTest calls XCTestCase's own, which
/// does nothing, itself, and calling the `async` one would send the suite off the main actor).
///
/// `waitForExpectations(timeout:)` has no `async` counterpart that takes no expectations; a test
/// that calls it is reported and left synchronous. Methods marked `nonisolated`, `static` or
/// `class`, and those that are `async` already, are left as they are.
final class XCTestPorter: SyntaxVisitor {
  private let file: PortFile
  /// The `@MainActor` `XCTestCase` subclasses declared in the file, by name.
  private let isolatedSuites: Set<String>

  init(file: PortFile) {
    self.file = file
    let finder = SuiteFinder(viewMode: .sourceAccurate)
    finder.walk(file.tree)
    self.isolatedSuites = finder.isolatedSuites
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    if Self.isSuite(node) {
      port(node.memberBlock, suiteIsIsolated: node.attributes.contains(named: "MainActor"))
    }
    return .visitChildren
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    if isolatedSuites.contains(node.extendedType.trimmedDescription) {
      port(node.memberBlock, suiteIsIsolated: true)
    }
    return .visitChildren
  }

  /// Whether `node` inherits from `XCTestCase` directly.
  static func isSuite(_ node: ClassDeclSyntax) -> Bool {
    node.inheritanceClause?.inheritedTypes.contains {
      ["XCTestCase", "XCTest.XCTestCase"].contains($0.type.trimmedDescription)
    } ?? false
  }

  private func port(_ members: MemberBlockSyntax, suiteIsIsolated: Bool) {
    for member in members.members {
      guard let function = member.decl.as(FunctionDeclSyntax.self),
        function.signature.effectSpecifiers?.asyncSpecifier == nil,
        function.signature.parameterClause.parameters.isEmpty,
        !function.modifiers.contains(named: "static"), !function.modifiers.contains(named: "class"),
        !function.modifiers.contains(named: "nonisolated"),
        suiteIsIsolated || function.attributes.contains(named: "MainActor")
      else { continue }
      let name = function.name.text
      if name.hasPrefix("test") {
        portTest(function)
      } else if suiteIsIsolated, ["setUp", "tearDown"].contains(name),
        function.modifiers.contains(named: "override"), function.signature.effectSpecifiers == nil
      {
        portSetUp(function)
      }
    }
  }

  private func portTest(_ function: FunctionDeclSyntax) {
    let name = "`\(function.name.text)()`"
    let calls = function.body?.allCalls ?? []
    if let waiting = calls.first(where: { Self.calleeName($0) == "waitForExpectations" }) {
      file.notPorted(
        waiting,
        "\(name) stays synchronous: swift-corelibs-xctest cannot run a synchronous main-actor test, and "
          + "`waitForExpectations(timeout:)` is unavailable in the `async` test it would become; wait "
          + "with `await fulfillment(of: [expectations], timeout:)` and port again")
      return
    }
    file.edits.insert(
      " async", at: function.signature.parameterClause.endPositionBeforeTrailingTrivia.utf8Offset)
    file.rewrote(
      function.name,
      "\(name) is `async`: swift-corelibs-xctest stops on a synchronous main-actor test method (its "
        + "test list casts it to a nonisolated function type); an `async` one runs on the main actor")
    for call in calls
    where Self.calleeName(call) == "wait" && call.arguments.first?.label?.text == "for"
      && Self.isUnqualifiedOrSelf(call)
    {
      guard let label = call.arguments.first?.label else { continue }
      let callee = call.calledExpression.is(DeclReferenceExprSyntax.self) ? "fulfillment" : "self.fulfillment"
      file.edits.replace(file.trimmedRange(call.calledExpression), with: "await " + callee)
      file.edits.replace(file.trimmedRange(label), with: "of")
      file.rewrote(call, "`wait(for:timeout:)` → `await fulfillment(of:timeout:)`, as `async` tests wait")
    }
  }

  private func portSetUp(_ function: FunctionDeclSyntax) {
    let name = function.name.text
    file.edits.insert(
      " async throws", at: function.signature.parameterClause.endPositionBeforeTrailingTrivia.utf8Offset)
    // `try await super.setUp()` would send the main-actor suite to a nonisolated method (an error
    // in the Swift 6 mode); XCTest calls XCTestCase's own synchronous `setUp()`, which does
    // nothing, after the `async` one anyway.
    for call in function.body?.allCalls ?? []
    where call.arguments.isEmpty && call.calledExpression.trimmedDescription == "super.\(name)" {
      if let statement = call.parent?.as(CodeBlockItemSyntax.self) {
        file.edits.replace(file.fullRange(statement), with: "")
      }
    }
    file.rewrote(
      function.name,
      "`\(name)()` → `\(name)() async throws`, without `super.\(name)()` (XCTest calls XCTestCase's own, "
        + "which does nothing, itself): XCTest declares the synchronous one nonisolated, so it could not "
        + "use the suite's main-actor state; the `async` one runs on the main actor")
  }

  /// The name a call calls: `m` for `m(…)`, `self.m(…)` and `x.m(…)`.
  static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text
    }
    return call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
  }

  /// Whether the call is `m(…)` or `self.m(…)`: the suite's own method.
  static func isUnqualifiedOrSelf(_ call: FunctionCallExprSyntax) -> Bool {
    if call.calledExpression.is(DeclReferenceExprSyntax.self) { return true }
    return call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription == "self"
  }
}

/// Finds the `@MainActor` `XCTestCase` subclasses of a file.
private final class SuiteFinder: SyntaxVisitor {
  var isolatedSuites: Set<String> = []

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    if XCTestPorter.isSuite(node), node.attributes.contains(named: "MainActor") {
      isolatedSuites.insert(node.name.text)
    }
    return .visitChildren
  }
}
