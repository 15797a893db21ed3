import Testing
import TrellisPort

/// Constructs the tool cannot port: each is reported at its line with the reason, and the
/// code is left as it was (so the compiler points at it too).
@Suite("trellis port: what it cannot port")
struct NotPortedTests {
  /// A delegate protocol used by several tests: `size(at:)` returns a value, `didLayout` nothing.
  static let grid = """
    @objc protocol GridDelegate: AnyObject {
        @objc optional func size(at index: Int) -> CGSize
        @objc optional func didLayout(_ count: Int)
    }

    """

  /// Ports `body` after the protocol and returns the body's port and its diagnostics (lines
  /// counted from the body's first line).
  func portBody(_ body: String) -> (text: String, diagnostics: [String]) {
    let (text, diagnostics) = port(Self.grid + body)
    let offset = Self.grid.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    let ported = String(text[text.range(of: "final class")!.lowerBound...])
    return (
      ported,
      diagnostics.filter { $0.line > offset }.map { "\($0.line - offset) \($0.kind)" }
    )
  }

  @Test("`?(` on a method no protocol of the run declares optional: reported; a closure property: left alone")
  func unknownOptionalCall() {
    let body = """
      final class Grid {
          weak var source: PhotoSource?
          var onTap: ((Int) -> Void)?
          func tap() {
              _ = source?.photo?(at: 3)
              onTap?(3)
          }
      }
      """
    let (text, diagnostics) = portBody(body)
    #expect(text == body)
    #expect(diagnostics == ["5 notPorted"])
  }

  @Test(
    "responds(to:) that cannot be folded: not the last condition, a branch that starts elsewhere, negated, unknown"
  )
  func respondsNotFolded() {
    let body = """
      final class Grid {
          weak var delegate: GridDelegate?
          var size = CGSize.zero
          var ready = true
          func update(_ index: Int) {
              if let d = delegate, d.responds(to: #selector(GridDelegate.size(at:))), ready {
                  size = d.size!(at: index)
              }
              if let d = delegate, d.responds(to: #selector(GridDelegate.size(at:))) {
                  ready = false
                  size = d.size!(at: index)
              }
              if !(delegate?.responds(to: #selector(GridDelegate.size(at:))) ?? false) {
                  size = .zero
              }
              if delegate?.responds(to: #selector(GridDelegate.reload)) == true {
                  ready = false
              }
          }
      }
      """
    let (text, diagnostics) = portBody(body)
    // Only the forced calls change (through `optionalRequirement`, forced: they trap when
    // `size(at:)` is not implemented, as before); every check stays.
    #expect(
      text
        == body.replacingOccurrences(
          of: "d.size!(at: index)", with: "optionalRequirement { d.size(at: index) }!"))
    #expect(
      diagnostics == [
        "6 notPorted", "7 rewrite", "9 notPorted", "11 rewrite", "13 notPorted", "16 notPorted",
      ])
  }

  @Test("responds(to:) for a method that returns nothing, guarding an else branch or more than the call")
  func respondsVoidNotDropped() {
    let body = """
      final class Grid {
          weak var delegate: GridDelegate?
          var count = 0
          func finish() {
              if delegate?.responds(to: #selector(GridDelegate.didLayout(_:))) == true {
                  delegate?.didLayout?(count)
              } else {
                  count = 0
              }
              if let d = delegate, d.responds(to: #selector(GridDelegate.didLayout(_:))) {
                  count += 1
                  d.didLayout!(count)
              }
          }
      }
      """
    let (text, diagnostics) = portBody(body)
    #expect(
      text
        == body.replacingOccurrences(of: "didLayout?(count)", with: "didLayout(count)")
        .replacingOccurrences(of: "didLayout!(count)", with: "didLayout(count)"))
    #expect(diagnostics == ["5 notPorted", "6 rewrite", "10 notPorted", "12 rewrite"])
  }

  @Test("responds(to:) for a flow-layout delegate method, which Trellis does not make optional")
  func respondsFlowDelegate() {
    let body = """
      final class Grid: UICollectionViewLayout {
          func inset() -> UIEdgeInsets {
              let cv = collectionView!
              if let d = cv.delegate as? UICollectionViewDelegateFlowLayout,
                 d.responds(to: #selector(UICollectionViewDelegateFlowLayout.collectionView(_:layout:insetForSectionAt:))) {
                  return d.collectionView!(cv, layout: self, insetForSectionAt: 0)
              }
              return .zero
          }
      }
      """
    let (text, diagnostics) = portBody(body)
    #expect(text == body.replacingOccurrences(of: "d.collectionView!(", with: "d.collectionView("))
    #expect(diagnostics == ["5 notPorted", "6 rewrite"])
  }

  @Test("Trellis's default differs from the call site's fallback: rewritten, with a note")
  func flowDelegateFallbackNote() {
    let body = """
      final class Grid: UICollectionViewLayout {
          var itemSize = CGSize(width: 80, height: 80)
          func size(_ cv: UICollectionView, _ ip: IndexPath) -> CGSize {
              let flow = cv.delegate as? UICollectionViewDelegateFlowLayout
              return flow?.collectionView?(cv, layout: self, sizeForItemAt: ip) ?? itemSize
          }
      }
      """
    let (text, diagnostics) = portBody(body)
    #expect(text == body.replacingOccurrences(of: "collectionView?(cv", with: "collectionView(cv"))
    #expect(diagnostics == ["5 rewrite", "5 note"])
  }

  @Test("the result of a Void optional call used as a test of whether it is implemented: a note")
  func voidResultUsed() {
    let body = """
      final class Grid {
          weak var delegate: GridDelegate?
          var handled = false
          func finish() {
              handled = delegate?.didLayout?(0) != nil
          }
      }
      """
    let (_, diagnostics) = portBody(body)
    #expect(diagnostics == ["5 rewrite", "5 note"])
  }

  @Test("#selector for target–action and #keyPath are reported and left")
  func selectorsAndKeyPaths() {
    let body = """
      final class Grid {
          func wire(_ timer: Ticker) {
              timer.add(target: self, action: #selector(tick))
              _ = #keyPath(Grid.count)
          }
          @objc func tick() {}
      }
      """
    let (text, diagnostics) = portBody(body)
    #expect(text == body.replacingOccurrences(of: "    @objc func tick", with: "    func tick"))
    #expect(diagnostics == ["3 notPorted", "4 notPorted", "6 rewrite"])
  }

  @Test("overrides that cannot move: class not in the run, constrained extension")
  func overridesThatStay() {
    let other = "class Shelf: UICollectionViewFlowLayout {}\n"
    let extensions = """
      extension UICollectionViewFlowLayout {
          override func prepare() {}
      }
      extension Box where Item == Int {
          override func prepare() {}
      }
      class Box<Item>: UICollectionViewLayout {}
      """
    let result = Porter().port([
      PortSource(path: "Shelf.swift", text: other), PortSource(path: "Extensions.swift", text: extensions),
    ])
    #expect(result.files[1].text == extensions)
    #expect(result.diagnostics.map { "\($0.line) \($0.kind)" } == ["2 notPorted", "5 notPorted"])
    #expect(result.diagnostics[0].text.contains("not declared in the ported files"))
    #expect(result.diagnostics[1].text.contains("constrained"))
  }

  @Test("a settable optional property and @NSManaged are reported")
  func propertiesThatStay() {
    let (text, diagnostics) = port(
      """
      @objc protocol Themed: AnyObject {
          @objc optional var tint: Int { get set }
      }
      class Entry: NSObject {
          @NSManaged var title: String
      }
      """)
    #expect(
      text == """
        @preconcurrency @MainActor protocol Themed: AnyObject {
            var tint: Int { get set }
        }
        class Entry: NSObject {
            @NSManaged var title: String
        }
        """)
    #expect(lines(diagnostics) == ["1 rewrite", "2 notPorted", "5 notPorted"])
  }

  @Test("calls through `optionalRequirement` it cannot write: `$0` of a closure around, `!` after `?.`")
  func markedCallsThatStay() {
    let body = """
      final class Grid {
          weak var delegate: GridDelegate?
          func sizes(_ items: [Int]) -> [CGSize] {
              return items.map { delegate?.size?(at: $0) ?? .zero }
          }
          func forced(_ index: Int) -> CGSize? {
              return delegate?.size!(at: index)
          }
          func named(_ items: [Int]) -> [CGSize] {
              return items.map { item in delegate?.size?(at: item) ?? .zero }
          }
          func inner(_ items: [Int]) -> CGSize? {
              return delegate?.size?(at: items.map { $0 + 1 }.count)
          }
      }
      """
    let (text, diagnostics) = portBody(body)
    // `$0` would belong to the closure `optionalRequirement` takes, and `!` after an optional
    // receiver traps only when the method is missing, not when the receiver is `nil`: both stay.
    // A named parameter, or `$0` of a closure inside the call, is fine.
    #expect(
      text
        == body.replacingOccurrences(
          of: "delegate?.size?(at: item) ?? .zero",
          with: "optionalRequirement { delegate?.size(at: item) } ?? .zero"
        )
        .replacingOccurrences(
          of: "return delegate?.size?(at: items.map { $0 + 1 }.count)",
          with: "return optionalRequirement { delegate?.size(at: items.map { $0 + 1 }.count) }"))
    #expect(diagnostics == ["4 notPorted", "7 notPorted", "10 rewrite", "13 rewrite"])
  }

  @Test("responds(to:) for a requirement that returns an optional: a binding cannot tell nil from missing")
  func respondsOptionalResult() {
    let (text, diagnostics) = port(
      """
      @objc protocol Titles: AnyObject {
          @objc optional func title(at index: Int) -> String?
      }
      final class Strip {
          weak var titles: Titles?
          var title: String? = "none"
          func update() {
              if let t = titles, t.responds(to: #selector(Titles.title(at:))) {
                  title = t.title!(at: 0)
              }
          }
      }
      """)
    #expect(text.contains("        if let t = titles, t.responds(to: #selector(Titles.title(at:))) {\n"))
    // The forced call gave a `String?` and trapped when `title(at:)` was missing; now it gives
    // the default's `nil` then, which the note says.
    #expect(text.contains("            title = t.title(at: 0)\n"))
    #expect(lines(diagnostics) == ["1 rewrite", "2 rewrite", "8 notPorted", "9 rewrite", "9 note"])
  }
}
