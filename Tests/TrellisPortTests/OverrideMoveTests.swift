import Testing
import TrellisPort

/// Overrides written in extensions move into their class body wherever the class is declared in
/// the run, and keep the `#if` conditions that guarded them.
@Suite("trellis port: overrides in extensions in other files and inside #if")
struct OverrideMoveTests {
  @Test("an extension in another file: its overrides move to the class's file, the extension goes")
  func overridesMoveAcrossFiles() {
    let layout = """
      import UIKit

      final class Shelf: UICollectionViewFlowLayout {
          var rows = 2
      }

      """
    let extensions = """
      import UIKit

      // MARK: - Layout

      extension Shelf {
          /// Rows fill the height.
          override func prepare() {
              super.prepare()
          }

          override var collectionViewContentSize: CGSize { .zero }
      }

      extension Shelf {
          func rowHeight() -> CGFloat { 10 }
          override func invalidateLayout() { super.invalidateLayout() }
      }

      """
    let result = Porter().port([
      PortSource(path: "Shelf.swift", text: layout), PortSource(path: "Shelf+Layout.swift", text: extensions),
    ])
    #expect(
      result.files[0].text == """
        import TrellisUIKit

        final class Shelf: UICollectionViewFlowLayout {
            var rows = 2

            // MARK: - Layout
            /// Rows fill the height.
            override func prepare() {
                super.prepare()
            }

            override var collectionViewContentSize: CGSize { .zero }

            override func invalidateLayout() { super.invalidateLayout() }
        }

        """)
    #expect(
      result.files[1].text == """
        import TrellisUIKit

        extension Shelf {
            func rowHeight() -> CGFloat { 10 }
        }

        """)
    let moves = result.diagnostics.filter { $0.text.contains("moved") }
    #expect(
      moves.map { "\($0.path):\($0.line)" } == [
        "Shelf+Layout.swift:7", "Shelf+Layout.swift:11", "Shelf+Layout.swift:16",
      ])
    #expect(moves.allSatisfy { $0.text.contains("(declared in Shelf.swift)") })
    #expect(result.notPortedCount == 0)
  }

  @Test("#if, #elseif and #else around extensions: each clause's overrides keep their condition")
  func conditionsTravelWithTheOverrides() {
    let source = """
      import UIKit

      final class Deck: UICollectionViewLayout {
          var cards = 3
      }

      // Platform-specific behaviour.
      #if os(iOS)
      extension Deck {
          override func prepare() {}
      }
      #elseif DEBUG || TESTING
      extension Deck {
          override func invalidateLayout() {}
      }
      #else
      extension Deck {
          #if canImport(UIKit)
          override var collectionViewContentSize: CGSize { .zero }
          #endif
      }
      #endif

      """
    let result = Porter().port([PortSource(path: "Deck.swift", text: source)])
    // The first two extensions move with their clause's condition; the third holds its override
    // inside an `#if` of its own body, which is reported and stays.
    #expect(
      result.files[0].text == """
        import TrellisUIKit

        final class Deck: UICollectionViewLayout {
            var cards = 3

            #if os(iOS)
            override func prepare() {}
            #endif

            #if !os(iOS) && (DEBUG || TESTING)
            override func invalidateLayout() {}
            #endif
        }

        // Platform-specific behaviour.
        #if os(iOS)
        #elseif DEBUG || TESTING
        #else
        extension Deck {
            #if canImport(TrellisUIKit)
            override var collectionViewContentSize: CGSize { .zero }
            #endif
        }
        #endif

        """)
    let left = result.diagnostics.filter { $0.kind == .notPorted }
    #expect(left.map(\.line) == [19])
    #expect(left.first?.text.contains("inside `#if` in the body of an extension of `Deck`") == true)
  }

  @Test("an #if holding only extensions whose overrides all moved goes, its comment stays")
  func emptiedConditionalBlockGoes() {
    let source = """
      import UIKit

      final class Deck: UICollectionViewLayout {}

      // Paging, except on tvOS.
      #if !os(tvOS)
      extension Deck {
          override func prepare() {}
      }
      #endif

      """
    let result = Porter().port([PortSource(path: "Deck.swift", text: source)])
    #expect(
      result.files[0].text == """
        import TrellisUIKit

        final class Deck: UICollectionViewLayout {
            #if !os(tvOS)
            override func prepare() {}
            #endif
        }

        // Paging, except on tvOS.

        """)
    #expect(result.diagnostics.last?.text.contains("inside `#if !os(tvOS)`") == true)
  }

  @Test("porting the moved code again changes nothing")
  func movedCodeIsStable() {
    let layout = "import UIKit\n\nfinal class Shelf: UICollectionViewFlowLayout {}\n"
    let extensions = "#if DEBUG\nextension Shelf {\n    override func prepare() {}\n}\n#endif\n"
    let first = Porter().port([
      PortSource(path: "A.swift", text: layout), PortSource(path: "B.swift", text: extensions),
    ])
    let second = Porter().port(first.files.map { PortSource(path: $0.path, text: $0.text) })
    #expect(second.files.map(\.text) == first.files.map(\.text))
    #expect(second.files.allSatisfy { !$0.changed })
    #expect(second.diagnostics.isEmpty)
  }
}
