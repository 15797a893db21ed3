import Testing
import TrellisPort

/// The details of each rewrite: what stays byte for byte around it (comments, blank lines,
/// indentation), and the less common shapes of each construct.
@Suite("trellis port: rewrite details")
struct RewriteDetailTests {
  @Test("a removed attribute's line closes up; doc comments and comments inside it stay")
  func attributeTrivia() {
    let (text, diagnostics) = port(
      """
      class Badge {
          /// Reloads the badge.
          @objc
          public func reload() {}
          @discardableResult @objc func count() -> Int { 1 }
          @objc // bridged for Objective-C callers
          dynamic var style = 0
          dynamic var plain = 0
      }
      """)
    #expect(
      text == """
        class Badge {
            /// Reloads the badge.
            public func reload() {}
            @discardableResult func count() -> Int { 1 }
            // bridged for Objective-C callers
            var style = 0
            dynamic var plain = 0
        }
        """)
    // `dynamic` alone compiles on Linux and stays; with `@objc` it asked for Objective-C dispatch.
    #expect(lines(diagnostics) == ["3 rewrite", "5 rewrite", "6 rewrite"])
    #expect(diagnostics[2].text.hasPrefix("removed `@objc`, `dynamic`"))
  }

  @Test("`.intersects(` with one unlabeled argument becomes `.overlaps(`, in UIKit code only")
  func intersects() {
    let (text, diagnostics) = port(
      """
      import UIKit

      func visible(_ frames: [CGRect], _ rect: CGRect, _ rows: IndexSet) -> [CGRect] {
          guard rows.intersects(integersIn: 0..<4) else { return [] }
          return frames.filter { $0.intersects(rect) && rect.insetBy(dx: 1, dy: 1).intersects($0) }
      }
      """)
    #expect(
      text == """
        import TrellisUIKit

        func visible(_ frames: [CGRect], _ rect: CGRect, _ rows: IndexSet) -> [CGRect] {
            guard rows.intersects(integersIn: 0..<4) else { return [] }
            return frames.filter { $0.overlaps(rect) && rect.insetBy(dx: 1, dy: 1).overlaps($0) }
        }
        """)
    #expect(lines(diagnostics) == ["1 rewrite", "5 rewrite", "5 rewrite"])
    #expect(diagnostics[1].text.contains("only share an edge"))
    // Code written for Trellis already chose (and ported code has `overlaps`): left as it is.
    let trellisCode = "import TrellisUIKit\n\nlet hit = a.intersects(b)\n"
    #expect(port(trellisCode).text == trellisCode)
  }

  @Test("imports: first line, Windows line ends, a kind import, a duplicate")
  func imports() {
    #expect(
      port("import CoreGraphics\nimport UIKit\n\nclass X {}\n").text
        == "import TrellisUIKit\n\nclass X {}\n")
    #expect(
      port("import UIKit\r\nimport QuartzCore\r\n\r\nclass X {}\r\n").text
        == "import TrellisUIKit\r\n\r\nclass X {}\r\n")
    #expect(port("import class UIKit.UICollectionView\n").text == "import TrellisUIKit\n")
    let (text, diagnostics) = port("import UIKit\nimport Foundation\nimport UIKit\n")
    #expect(text == "import TrellisUIKit\nimport Foundation\n")
    #expect(lines(diagnostics) == ["1 rewrite", "3 rewrite"])
  }

  @Test("Core Graphics imports that Linux never compiles are already portable and stay")
  func guardedCoreGraphicsImports() {
    let text = """
      import Foundation
      #if canImport(CoreGraphics)
      @_exported import CoreGraphics
      #endif
      #if os(macOS)
      import QuartzCore
      #endif
      """
    let (ported, diagnostics) = port(text)
    #expect(ported == text)
    #expect(diagnostics.isEmpty)
  }

  @Test("an import inside `#if os(iOS)` is rewritten, with a note that Linux skips the block")
  func importInsideIOSBlock() {
    let (text, diagnostics) = port("#if os(iOS)\nimport UIKit\n#endif\n")
    #expect(text == "#if os(iOS)\nimport TrellisUIKit\n#endif\n")
    #expect(lines(diagnostics) == ["1 note", "2 rewrite"])
  }

  @Test("Apple-only modules are reported and left")
  func appleOnlyModule() {
    let (text, diagnostics) = port("import UIKit\nimport SwiftUI\n")
    #expect(text == "import TrellisUIKit\nimport SwiftUI\n")
    #expect(lines(diagnostics) == ["1 rewrite", "2 notPorted"])
  }

  @Test(
    "requirement shapes: multi-line, already optional, a function type (no placeholder), a property; public access"
  )
  func requirementShapes() {
    let (text, diagnostics) = port(
      """
      @objc public protocol Source: AnyObject {
          @objc optional func title(
              for index: Int
          ) -> String?
          @objc optional func handler(for index: Int) -> (Int) -> Void
          @objc optional var preferredHeight: CGFloat { get }
      }

      final class Impl: Source {
          var preferredHeight: CGFloat { 44 }
          func handler(for index: Int) -> (Int) -> Void { { _ in } }
      }
      """)
    // The optional result keeps its type, with a `nil` default; a function type has no placeholder
    // and a property cannot have its reads found, so both keep the `T?` design, with a note each.
    #expect(
      text == """
        @preconcurrency @MainActor public protocol Source: AnyObject {
            func title(
                for index: Int
            ) -> String?
            func handler(for index: Int) -> ((Int) -> Void)?
            var preferredHeight: CGFloat? { get }
        }

        // Defaults for the requirements that were `@objc optional` (added by `trellis port`).
        extension Source {
            /// Not implemented: `nil`, as the optional call gave (this was an `@objc optional` requirement).
            public func title(
                for index: Int
            ) -> String? { nil }

            /// Not implemented: `nil`, so the caller uses its fallback (this was an `@objc optional` requirement).
            public func handler(for index: Int) -> ((Int) -> Void)? { nil }

            /// Not implemented: `nil`, so the caller uses its fallback (this was an `@objc optional` requirement).
            public var preferredHeight: CGFloat? { nil }
        }

        final class Impl: Source {
            var preferredHeight: CGFloat? { 44 }
            func handler(for index: Int) -> ((Int) -> Void)? { { _ in } }
        }
        """)
    #expect(
      lines(diagnostics) == [
        "1 rewrite", "2 rewrite", "5 rewrite", "5 note", "6 rewrite", "6 note", "10 rewrite", "11 rewrite",
      ])
  }

  @Test("placeholders: the common return types keep their type; the app's own types and others do not")
  func placeholders() {
    let (text, diagnostics) = port(
      """
      import UIKit

      struct Offset { var dx: CGFloat }

      @objc protocol Table: AnyObject {
          @objc optional func a() -> CGPoint
          @objc optional func b() -> CGRect
          @objc optional func c() -> Double
          @objc optional func d() -> CoreGraphics.CGFloat
          @objc optional func e() -> String
          @objc optional func f() -> [Int]
          @objc optional func g() -> [String: Int]
          @objc optional func h() -> Set<Int>
          @objc optional func i() -> IndexPath
          @objc optional func j() -> CGAffineTransform
          @objc optional func k() -> CATransform3D
          @objc optional func l() -> TimeInterval
          @objc optional func m() -> Offset
          @objc optional func n() -> UIColor
      }
      """)
    // `Offset` is declared in the file, so it is not Trellis's `Offset`: no placeholder, as for
    // `UIColor`, which Trellis does not have.
    let bodies = text.split(separator: "\n").filter {
      $0.contains("{ optionalRequirement") || $0.hasSuffix("{ nil }")
    }
    .map { String($0.drop { $0 == " " }) }
    #expect(
      bodies == [
        "func a() -> CGPoint { optionalRequirementNotImplemented(returning: .zero) }",
        "func b() -> CGRect { optionalRequirementNotImplemented(returning: .zero) }",
        "func c() -> Double { optionalRequirementNotImplemented(returning: 0) }",
        "func d() -> CoreGraphics.CGFloat { optionalRequirementNotImplemented(returning: 0) }",
        "func e() -> String { optionalRequirementNotImplemented(returning: \"\") }",
        "func f() -> [Int] { optionalRequirementNotImplemented(returning: []) }",
        "func g() -> [String: Int] { optionalRequirementNotImplemented(returning: [:]) }",
        "func h() -> Set<Int> { optionalRequirementNotImplemented(returning: []) }",
        "func i() -> IndexPath { optionalRequirementNotImplemented(returning: IndexPath()) }",
        "func j() -> CGAffineTransform { optionalRequirementNotImplemented(returning: .identity) }",
        "func k() -> CATransform3D { optionalRequirementNotImplemented(returning: CATransform3DIdentity) }",
        "func l() -> TimeInterval { optionalRequirementNotImplemented(returning: 0) }",
        "func m() -> Offset? { nil }",
        "func n() -> UIColor? { nil }",
      ])
    #expect(diagnostics.filter { $0.kind == .note }.map(\.line) == [18, 19])
  }

  @Test(
    "class-bound: AnyObject added where needed, NSObjectProtocol dropped; the main actor added unless present"
  )
  func classBound() {
    let (text, diagnostics) = port(
      """
      @objc protocol A: Named {}
      @objc protocol B: NSObjectProtocol, UICollectionViewDelegate {}
      @objc protocol C: UICollectionViewDelegate, NSObjectProtocol {}
      @objc protocol D: B {}
      @MainActor @objc public protocol E: AnyObject {}
      @objc
      protocol F: B {}
      """)
    #expect(
      text == """
        @preconcurrency @MainActor protocol A: Named, AnyObject {}
        @preconcurrency @MainActor protocol B: UICollectionViewDelegate {}
        @preconcurrency @MainActor protocol C: UICollectionViewDelegate {}
        @preconcurrency @MainActor protocol D: B {}
        @MainActor public protocol E: AnyObject {}
        @preconcurrency @MainActor protocol F: B {}
        """)
    let expected: [String] = [
      "1 rewrite", "1 rewrite", "2 rewrite", "2 rewrite", "3 rewrite", "3 rewrite", "4 rewrite", "5 rewrite",
      "6 rewrite",
    ]
    #expect(lines(diagnostics) == expected)
    #expect(diagnostics[7].text.hasPrefix("`@objc protocol E` → Swift protocol (Linux"))
  }

  @Test("`optional` without `@objc` on the requirement of an `@objc` protocol")
  func bareOptional() {
    let (text, diagnostics) = port("@objc protocol Ping {\n    optional func ping()\n}\n")
    #expect(
      text == """
        @preconcurrency @MainActor protocol Ping: AnyObject {
            func ping()
        }

        // Defaults for the requirements that were `@objc optional` (added by `trellis port`).
        extension Ping {
            /// Not implemented: does nothing (this was an `@objc optional` requirement).
            func ping() {}
        }

        """)
    #expect(lines(diagnostics) == ["1 rewrite", "1 rewrite", "2 rewrite"])
  }

  @Test("`class` constraint → AnyObject; a subclass of a conforming class gets a note and keeps its type")
  func subclassConformer() {
    let (text, diagnostics) = port(
      """
      @objc protocol Sizer: class {
          @objc optional func size(at index: Int) -> CGSize
      }
      class BaseController: NSObject, Sizer {}
      final class PhotoController: BaseController {
          func size(at index: Int) -> CGSize { .zero }
      }
      """)
    // The default calls TrellisUIKit's `optionalRequirementNotImplemented`: the file, which imported
    // nothing, gets `import TrellisUIKit`.
    #expect(text.hasPrefix("import TrellisUIKit\n\n@preconcurrency @MainActor protocol Sizer: AnyObject {\n"))
    #expect(text.contains("    func size(at index: Int) -> CGSize { .zero }\n"))
    #expect(lines(diagnostics) == ["1 rewrite", "1 rewrite", "1 rewrite", "2 rewrite", "6 note"])
    #expect(diagnostics[2].text.hasPrefix("added `import TrellisUIKit`"))
    #expect(diagnostics[4].text.contains("only if `BaseController` implements"))
  }

  @Test("a call with a trailing closure, and a forced call of a requirement that returns nothing")
  func callShapes() {
    let (text, _) = port(
      """
      @objc protocol Animator: AnyObject {
          @objc optional func animate(duration: Double, completion: () -> Void)
      }
      final class Host {
          weak var animator: Animator?
          func run() {
              animator?.animate?(duration: 0.3) {}
              animator!.animate!(duration: 0.1, completion: {})
          }
      }
      """)
    #expect(text.contains("        animator?.animate(duration: 0.3) {}\n"))
    #expect(text.contains("        animator!.animate(duration: 0.1, completion: {})\n"))
  }

  @Test("calls through optionalRequirement: a chain that goes on, a forced call, conditions, nested calls")
  func markedCallShapes() {
    let (text, diagnostics) = port(
      """
      import UIKit

      @objc protocol Sizer: AnyObject {
          @objc optional func size(at index: Int) -> CGSize
          @objc optional func scale(for size: CGSize) -> CGFloat
      }
      final class Grid {
          weak var sizer: Sizer?
          func run(_ d: Sizer) -> CGFloat {
              let width = sizer?.size?(at: 0).width ?? 0
              let forced = d.size!(at: 1).height
              guard let first = sizer?.size?(at: 2) else { return 0 }
              while sizer?.size?(at: 3) != nil { break }
              let nested = sizer?.scale?(for: sizer?.size?(at: 4) ?? .zero) ?? 1
              return width + forced + first.width + nested
          }
      }
      """)
    #expect(
      text.contains(
        """
                let width = optionalRequirement { sizer?.size(at: 0) }?.width ?? 0
                let forced = optionalRequirement { d.size(at: 1) }!.height
                guard let first = optionalRequirement({ sizer?.size(at: 2) }) else { return 0 }
                while optionalRequirement({ sizer?.size(at: 3) }) != nil { break }
                let nested = optionalRequirement { sizer?.scale(for: optionalRequirement { sizer?.size(at: 4) } ?? .zero) } ?? 1
        """))
    #expect(diagnostics.filter { $0.kind != .rewrite }.isEmpty)
  }

  @Test("files of one run see each other: the protocol in one, the calls and a conforming type in another")
  func acrossFiles() {
    let protocolFile = """
      @objc protocol ShelfDelegate: AnyObject {
          @objc optional func shelf(_ shelf: Shelf, widthOf item: Int) -> CGFloat
      }
      """
    let layoutFile = """
      final class Shelf {
          weak var delegate: ShelfDelegate?
          func width(of item: Int) -> CGFloat {
              return delegate?.shelf?(self, widthOf: item) ?? 100
          }
      }

      final class Books: ShelfDelegate {}

      extension Books {
          func shelf(_ shelf: Shelf, widthOf item: Int) -> CGFloat { 40 }
      }
      """
    let result = Porter().port([
      PortSource(path: "ShelfDelegate.swift", text: protocolFile),
      PortSource(path: "Shelf.swift", text: layoutFile),
    ])
    // The call goes through `optionalRequirement`, so the file imports TrellisUIKit; the
    // implementation in the extension keeps UIKit's signature.
    #expect(
      result.files[1].text == """
        import TrellisUIKit

        final class Shelf {
            weak var delegate: ShelfDelegate?
            func width(of item: Int) -> CGFloat {
                return optionalRequirement { delegate?.shelf(self, widthOf: item) } ?? 100
            }
        }

        final class Books: ShelfDelegate {}

        extension Books {
            func shelf(_ shelf: Shelf, widthOf item: Int) -> CGFloat { 40 }
        }
        """)
    // The protocol, its import and its requirement; the layout's import and its call.
    #expect(
      result.diagnostics.map { "\($0.path):\($0.line)" } == [
        "ShelfDelegate.swift:1", "ShelfDelegate.swift:1", "ShelfDelegate.swift:2", "Shelf.swift:1",
        "Shelf.swift:4",
      ])
    // A second run over the output changes nothing.
    let again = Porter().port(result.files.map { PortSource(path: $0.path, text: $0.text) })
    #expect(again.files.map(\.text) == result.files.map(\.text))
    #expect(again.diagnostics.isEmpty)
  }

  @Test(
    "a later run that includes a protocol ported earlier ports new calls and implementations as the first did"
  )
  func laterRun() {
    let protocolFile = """
      import UIKit

      @objc protocol ShelfDelegate: AnyObject {
          @objc optional func shelf(_ shelf: Shelf, widthOf item: Int) -> CGFloat
          @objc optional func shelf(_ shelf: Shelf, colorOf item: Int) -> UIColor
          @objc optional func shelf(_ shelf: Shelf, titleOf item: Int) -> String?
          @objc optional func shelfDidLayout(_ shelf: Shelf)
      }
      """
    let first = Porter().port([PortSource(path: "ShelfDelegate.swift", text: protocolFile)])
    let later = """
      final class Books: ShelfDelegate {
          func shelf(_ shelf: Shelf, widthOf item: Int) -> CGFloat { 40 }
          func shelf(_ shelf: Shelf, colorOf item: Int) -> UIColor { .red }
          func shelfDidLayout(_ shelf: Shelf) {}
      }

      final class Shelf {
          weak var delegate: ShelfDelegate?
          func width(of item: Int) -> CGFloat {
              return delegate?.shelf?(self, widthOf: item) ?? 100
          }
          func title(of item: Int) -> String? {
              return delegate?.shelf?(self, titleOf: item)
          }
      }
      """
    let second = Porter().port([
      PortSource(path: "ShelfDelegate.swift", text: first.files[0].text),
      PortSource(path: "Books.swift", text: later),
    ])
    #expect(second.files[0].changed == false)
    // The first run's defaults say how each requirement was ported: `widthOf` keeps `CGFloat`
    // (its call goes through `optionalRequirement`), `colorOf` returns `UIColor?` (no placeholder:
    // the implementation must return it too), `titleOf` returned an optional already.
    #expect(
      second.files[1].text == """
        import TrellisUIKit

        final class Books: ShelfDelegate {
            func shelf(_ shelf: Shelf, widthOf item: Int) -> CGFloat { 40 }
            func shelf(_ shelf: Shelf, colorOf item: Int) -> UIColor? { .red }
            func shelfDidLayout(_ shelf: Shelf) {}
        }

        final class Shelf {
            weak var delegate: ShelfDelegate?
            func width(of item: Int) -> CGFloat {
                return optionalRequirement { delegate?.shelf(self, widthOf: item) } ?? 100
            }
            func title(of item: Int) -> String? {
                return delegate?.shelf(self, titleOf: item)
            }
        }
        """)
    #expect(
      second.diagnostics.map { "\($0.path):\($0.line)" } == [
        "Books.swift:1", "Books.swift:3", "Books.swift:10", "Books.swift:13",
      ])
  }

  @Test("responds(to:): the bound name avoids names in use; a guard whose next statement uses the call")
  func respondsNaming() {
    let (text, _) = port(
      """
      @objc protocol Sizer: AnyObject {
          @objc optional func size(at index: Int) -> CGSize
      }
      final class Grid {
          weak var sizer: Sizer?
          var size = CGSize.zero
          func update(_ index: Int) {
              if let sizer = sizer, sizer.responds(to: #selector(Sizer.size(at:))) {
                  size = sizer.size!(at: index)
              }
          }
          func width(_ index: Int) -> CGFloat {
              guard let sizer = sizer, sizer.responds(to: #selector(Sizer.size(at:))) else { return 0 }
              return sizer.size!(at: index).width
          }
      }
      """)
    #expect(
      text.contains(
        """
                if let sizer = sizer, let delegateSize = optionalRequirement({ sizer.size(at: index) }) {
                    size = delegateSize
                }
        """))
    #expect(
      text.contains(
        """
                guard let sizer = sizer, let size = optionalRequirement({ sizer.size(at: index) }) else { return 0 }
                return size.width
        """))
  }

  @Test("responds(to:): the bound name avoids a property the function reads, so it does not read like it")
  func respondsNamingAvoidsPropertyNames() {
    let (text, _) = port(
      """
      @objc protocol Rows: AnyObject {
          @objc optional func rowHeight(for section: Int) -> CGFloat
      }
      final class Grid {
          weak var rows: Rows?
          var rowHeight: CGFloat = 32
          func height(_ section: Int) -> CGFloat {
              var height = rowHeight
              if let rows = rows, rows.responds(to: #selector(Rows.rowHeight(for:))) {
                  height = rows.rowHeight!(for: section)
              }
              return height
          }
      }
      """)
    #expect(
      text.contains(
        """
                if let rows = rows, let delegateRowHeight = optionalRequirement({ rows.rowHeight(for: section) }) {
                    height = delegateRowHeight
                }
        """))
  }

  @Test("responds(to:) for a method that returns nothing, as the only condition: the `if` goes")
  func respondsUnwrap() {
    let (text, diagnostics) = port(
      """
      @objc protocol Watcher: AnyObject {
          @objc optional func didLayout(_ grid: Grid)
      }
      final class Grid {
          let watcher: Watcher
          init(watcher: Watcher) { self.watcher = watcher }
          func layout() {
              if watcher.responds(to: #selector(Watcher.didLayout(_:))) {
                  // Tell the watcher.
                  watcher.didLayout!(self)
              }
          }
      }
      """)
    #expect(
      text.contains(
        """
            func layout() {
                // Tell the watcher.
                watcher.didLayout(self)
            }
        """))
    #expect(
      diagnostics.filter { $0.line == 8 }.first?.text.hasPrefix(
        "removed the `responds(to:)` check and its `if`") == true)
  }

  @Test("overrides move into an empty class body; an extension with a conformance stays without them")
  func overrideMoves() {
    let (text, _) = port(
      """
      class Strip: UICollectionViewFlowLayout {}

      extension Strip: Named {
          var name: String { "strip" }

          override func prepare() {
              super.prepare()
          }
      }
      """)
    #expect(
      text == """
        class Strip: UICollectionViewFlowLayout {
            override func prepare() {
                super.prepare()
            }
        }

        extension Strip: Named {
            var name: String { "strip" }
        }
        """)
  }

  @Test("a file with syntax errors is ported where it parsed, with a note")
  func syntaxErrors() {
    let (text, diagnostics) = port("import UIKit\nclass X { func f( }\n")
    #expect(text.hasPrefix("import TrellisUIKit\n"))
    #expect(diagnostics.contains { $0.kind == .note && $0.text.contains("syntax errors") })
  }
}
