/// One Swift file to port: the path to report it under and its text.
public struct PortSource: Sendable, Hashable {
  /// The path used in messages.
  public var path: String
  /// The file's text.
  public var text: String

  /// Creates a source.
  public init(path: String, text: String) {
    self.path = path
    self.text = text
  }
}

/// One ported file.
public struct PortedFile: Sendable, Hashable {
  /// The path the source was reported under.
  public var path: String
  /// The ported text.
  public var text: String
  /// Whether the text differs from the source's.
  public var changed: Bool
}

/// What a run of `Porter` produced: the files and the report.
public struct PortResult: Sendable {
  /// The ported files, in the order of the sources.
  public var files: [PortedFile]
  /// The report: every rewrite and every construct that could not be ported, file by file in
  /// the order of the sources, by line within a file.
  public var diagnostics: [PortDiagnostic]

  /// The number of constructs that could not be ported.
  public var notPortedCount: Int { diagnostics.filter { $0.kind == .notPorted }.count }
  /// The number of rewrites.
  public var rewriteCount: Int { diagnostics.filter { $0.kind == .rewrite }.count }
}

/// Ports UIKit source code to Trellis: the source-to-source half of `trellis port`.
///
/// It rewrites what no library can provide on Linux, which has no Objective-C runtime:
/// `import UIKit` (→ `TrellisUIKit`), `import CoreGraphics` and `import QuartzCore`; `@objc`
/// protocols with `optional` requirements (→ `@preconcurrency @MainActor` Swift protocols with
/// default implementations; a requirement that returns a value keeps its type, and its default
/// tells `optionalRequirement { … }` that it is not implemented); calls of optional requirements
/// (`?(`, `!(`) and `responds(to:)` checks; `@objc`, `@objcMembers` and `@IBOutlet`;
/// `override` members in extensions (→ the class body, in whichever file of the run declares the
/// class, with the `#if` conditions around the extension); selectors of target–action, timers,
/// display links, notification observers and delayed performs (→ closures, `UIAction`,
/// `ClockTimer` on the host's clock); `Timer` (→ `ClockTimer`); a missing import in a file that
/// relied on an umbrella header; and, in UIKit code, `a.intersects(b)`
/// (→ `a.overlaps(b)`, Apple's answer for rectangles that only share an edge); and, in
/// `@MainActor` XCTest suites, synchronous test methods (→ `async`, which swift-corelibs-xctest
/// can run on the main actor) and `setUp()`/`tearDown()` (→ `async throws`). Everything else is
/// left byte for byte as it was, so porting ported code changes nothing.
///
/// All sources of one run are read before any is rewritten: a call in one file can go to a
/// protocol declared in another, and a type implementing a ported requirement can be anywhere.
///
/// - Complexity: O(n) in the total size of the sources, plus O(r · m) to match the m calls and
///   selectors against the r optional requirements.
public struct Porter: Sendable {
  /// Creates a porter.
  public init() {}

  /// Ports `sources` together.
  public func port(_ sources: [PortSource]) -> PortResult {
    let files = sources.map { PortFile(path: $0.path, text: $0.text) }
    let catalog = Catalog(files: files)
    let methods = MethodCatalog(files: files)
    var importPorters: [ImportPorter] = []
    var uikitFiles: [Bool] = []
    for file in files {
      if file.tree.hasError {
        file.note(
          file.tree,
          "the file has syntax errors; the parts that parsed were ported, the rest is as it was")
      }
      let imports = ImportPorter(file: file)
      imports.walk(file.tree)
      // A file without imports in a library that relied on an umbrella header is UIKit code too.
      let isUIKit = imports.importsUIKit || UmbrellaImport.needsImport(file, in: files)
      if isUIKit && !imports.importsUIKit { file.needsTrellisUIKit = true }
      if isUIKit { IntersectsPorter(file: file).walk(file.tree) }
      AttributePorter(file: file).walk(file.tree)
      OptionalCallPorter(file: file, catalog: catalog).walk(file.tree)
      ConformerPorter(file: file, catalog: catalog).walk(file.tree)
      ProtocolPorter(file: file, catalog: catalog).walk(file.tree)
      let responds = RespondsToPorter(file: file, catalog: catalog)
      responds.walk(file.tree)
      let selectors = SelectorPorter(file: file, methods: methods)
      selectors.walk(file.tree)
      if selectors.rewroteAny && !imports.importsTrellisUIKit { file.needsTrellisUIKit = true }
      SelectorReporter(file: file, handled: responds.handledSelectors.union(selectors.handledSelectors)).walk(
        file.tree)
      if isUIKit { TimerRenamer(file: file).report() }
      importPorters.append(imports)
      uikitFiles.append(isUIKit)
    }
    // Overrides move between files, so every file's own rewrites are made first.
    OverrideMover(files: files, catalog: catalog).run()
    var ported: [PortedFile] = []
    var messages: [PortDiagnostic] = []
    for (index, (file, source)) in zip(files, sources).enumerated() {
      XCTestPorter(file: file).walk(file.tree)
      if uikitFiles[index] { MissingNameReporter(file: file, declared: catalog.declaredTypes).report() }
      importPorters[index].importHelperModuleIfNeeded()
      let text = file.portedText
      ported.append(PortedFile(path: source.path, text: text, changed: text != source.text))
      messages += file.sortedMessages
    }
    return PortResult(files: ported, diagnostics: messages)
  }
}
