import SwiftSyntax

/// What `trellis port` learns from all the files of one run before it rewrites any: the
/// `@objc` protocols and their optional requirements, which types conform to what, and where
/// classes are declared.
///
/// A call in one file can go to a protocol declared in another, and a conforming type can be
/// anywhere, so every file is read first.
struct Catalog {
  /// An `optional` requirement of an `@objc` protocol.
  struct OptionalRequirement: Sendable {
    /// What the requirement returns, which decides its default and how calls change.
    enum Kind: Equatable, Sendable {
      /// A method that returns nothing: its default does nothing.
      case void
      /// A method that returns a value, ported as `design` says.
      case value(ValueDesign)
      /// A get-only property: it returns `T?` once ported (`wrapsType`: it was a non-optional
      /// `T` before) and its default is `nil`.
      case property(wrapsType: Bool)
      /// A settable property, which a protocol extension cannot give a useful default.
      case settableProperty
    }

    /// How a requirement that returns a value is ported.
    enum ValueDesign: Equatable, Sendable {
      /// It keeps its type `T`; its default records that it ran and returns `placeholder`, and
      /// calls go through `optionalRequirement { … }`, `nil` when the default ran.
      /// Implementations with the original signature, anywhere, still implement it.
      case marked(placeholder: String)
      /// It returned an optional already: its default returns `nil`, which is what the
      /// optional call gave when the delegate did not implement it, so calls only drop `?`.
      case optionalResult
      /// It returned a `T` the tool has no placeholder for: it returns `T?` once ported, its
      /// default returns `nil`, and implementations must return `T?` too.
      case wrapped
    }

    /// The requirement's full name.
    var name: FullName
    /// What it returns.
    var kind: Kind
    /// The protocol that declares it.
    var protocolName: String
    /// The type it returned in the original, as written (`CGSize`), empty for `Void`.
    var originalType: String

    /// Whether calls get a value (a method that returns one, or a property).
    var returnsValue: Bool {
      switch kind {
      case .void, .settableProperty: false
      case .value, .property: true
      }
    }

    /// Whether calls go through `optionalRequirement { … }`.
    var isMarked: Bool {
      if case .value(.marked) = kind { return true }
      return false
    }

    /// Whether a conforming type's implementation must change its type from `T` to `T?`.
    var conformersWrap: Bool {
      kind == .value(.wrapped) || kind == .property(wrapsType: true)
    }
  }

  /// An `@objc` protocol of the ported files.
  struct ObjCProtocol: Sendable {
    /// The protocol's name.
    var name: String
    /// The path of the file that declares it.
    var path: String
    /// Its optional requirements, in declaration order.
    var requirements: [OptionalRequirement]
  }

  /// A class of the ported files.
  struct ClassInfo: Sendable {
    /// The paths of the files that declare it (one, unless the files disagree).
    var paths: [String]
    /// The first type in its inheritance clause, which is its superclass if it has one.
    var firstInherited: String?
  }

  /// The `@objc` protocols, by name.
  private(set) var objcProtocols: [String: ObjCProtocol] = [:]
  /// Every protocol's inherited protocols, by protocol name.
  private(set) var protocolParents: [String: [String]] = [:]
  /// Every type's declared conformances (from its declaration and its extensions), by
  /// qualified type name (`Outer.Inner`).
  private(set) var conformances: [String: Set<String>] = [:]
  /// The classes, by qualified name.
  private(set) var classes: [String: ClassInfo] = [:]
  /// The names of every type the files declare (unqualified), so that a type of the app's own
  /// named like one of UIKit's gets no placeholder meant for UIKit's.
  private(set) var declaredTypes: Set<String> = []

  /// Reads `files`.
  init(files: [PortFile]) {
    // Types first: whether a requirement gets a placeholder depends on the types of every file.
    for file in files { declaredTypes.formUnion(DeclaredTypeFinder.names(in: file.tree)) }
    for file in files {
      let collector = CatalogCollector(path: file.path, declaredTypes: declaredTypes)
      collector.walk(file.tree)
      for item in collector.objcProtocols where objcProtocols[item.name] == nil {
        objcProtocols[item.name] = item
      }
      protocolParents.merge(collector.protocolParents) { $0 + $1 }
      for (type, protocols) in collector.conformances {
        conformances[type, default: []].formUnion(protocols)
      }
      for (name, superclass) in collector.classes {
        classes[name, default: ClassInfo(paths: [], firstInherited: superclass)].paths.append(file.path)
      }
    }
  }

  /// The optional requirements of the ported protocols that a call or selector with this
  /// base name and these labels can refer to, sorted by protocol name.
  func requirements(base: String, labels: [String], trailingClosures: Int) -> [OptionalRequirement] {
    allRequirements.filter {
      $0.name.base == base && $0.name.matchesCall(labels: labels, trailingClosures: trailingClosures)
    }
  }

  /// The optional requirements named `name` exactly, or, for a name without labels, every
  /// requirement with that base name.
  func requirements(named name: FullName, inProtocol protocolName: String? = nil) -> [OptionalRequirement] {
    allRequirements.filter {
      (protocolName == nil || $0.protocolName == protocolName)
        && $0.name.base == name.base && (name.labels == nil || $0.name.labels == name.labels)
    }
  }

  /// Every optional requirement, by protocol name then declaration order.
  var allRequirements: [OptionalRequirement] {
    objcProtocols.keys.sorted().flatMap { objcProtocols[$0]!.requirements }
  }

  /// The protocol and every protocol it inherits from, directly or not.
  func protocolClosure(of name: String) -> Set<String> {
    var seen: Set<String> = []
    var stack = [name]
    while let next = stack.popLast() {
      guard seen.insert(next).inserted else { continue }
      stack.append(contentsOf: protocolParents[next] ?? [])
    }
    return seen
  }

  /// The optional requirements of the ported protocols `type` conforms to, and the superclass
  /// the conformance comes from when `type` inherits it (`nil` when `type` declares it).
  func optionalRequirements(
    implementedBy type: String
  ) -> (
    requirements: [OptionalRequirement], conformingSuperclass: String?
  ) {
    var current = type
    var steps = 0
    while steps < 64 {
      var protocols: Set<String> = []
      for name in conformances[current] ?? [] { protocols.formUnion(protocolClosure(of: name)) }
      let requirements = protocols.sorted().flatMap { objcProtocols[$0]?.requirements ?? [] }
      if !requirements.isEmpty { return (requirements, current == type ? nil : current) }
      guard let next = classes[current]?.firstInherited else { break }
      current = next
      steps += 1
    }
    return ([], nil)
  }

  /// Whether the class `name` is `UICollectionViewFlowLayout` or inherits from it through
  /// classes of the ported files.
  func isFlowLayout(_ name: String) -> Bool {
    var current = name
    var steps = 0
    while steps < 64 {
      if current == "UICollectionViewFlowLayout" || current == "CollectionViewFlowLayout" { return true }
      guard let next = classes[current]?.firstInherited else { return false }
      current = next
      steps += 1
    }
    return false
  }
}
