import SwiftSyntax

/// The methods every file of a run declares, by base name: a
/// `#selector(m)` names a method without its parameters, and the closure that replaces it must
/// call the method with the right labels and pass the sender only when the method takes one.
struct MethodCatalog {
  /// A method's parameter: its label (`_` for none) and type as written.
  struct Parameter {
    var label: String
    var type: TypeSyntax?
  }

  /// A declared method.
  struct Method {
    /// The type whose body or extension declares it (`Outer.Inner`), if any.
    var owner: String?
    /// The argument labels.
    var labels: [String]
    /// The parameters.
    var parameters: [Parameter]
  }

  private var methods: [String: [Method]] = [:]

  /// Reads the declarations of `files`.
  init(files: [PortFile]) {
    for file in files {
      let collector = MethodCollector(viewMode: .sourceAccurate)
      collector.walk(file.tree)
      for (name, method) in collector.methods { methods[name, default: []].append(method) }
    }
  }

  /// The methods named `base` (with `labels`, when given), those of `owner` first, in
  /// declaration order.
  func methods(named base: String, labels: [String]?, preferring owner: String?) -> [Method] {
    let matching = (methods[base] ?? []).filter { labels == nil || $0.labels == labels }
    return matching.filter { $0.owner == owner } + matching.filter { $0.owner != owner }
  }
}

/// Collects the methods of one file.
private final class MethodCollector: ScopedVisitor {
  var methods: [(String, MethodCatalog.Method)] = []

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    let parameters = node.signature.parameterClause.parameters.map {
      MethodCatalog.Parameter(label: $0.firstName.text.withoutBackticks, type: $0.type)
    }
    methods.append(
      (
        node.name.text.withoutBackticks,
        MethodCatalog.Method(
          owner: scope.isEmpty ? nil : scope.joined(separator: "."), labels: parameters.map(\.label),
          parameters: parameters)
      ))
    return .skipChildren
  }
}
