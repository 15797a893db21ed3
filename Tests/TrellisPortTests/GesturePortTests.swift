import Testing
import TrellisPort

/// Gesture recognizers' target–action becomes closure handlers; key-value observing with
/// `observe(_:options:changeHandler:)` is reported.
@Suite("trellis port: gesture recognizers get closure handlers; KVO observe is reported")
struct GesturePortTests {
  /// `body` inside a view controller of a file that imports UIKit; the ported body.
  func portScreen(_ body: String) -> (text: String, diagnostics: [PortDiagnostic]) {
    let source = "import UIKit\n\nfinal class Screen: UIViewController {\n\(body)\n}\n"
    let (text, diagnostics) = port(source)
    let prefix = "import TrellisUIKit\n\nfinal class Screen: UIViewController {\n"
    return (text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count).dropLast(3)) : text, diagnostics)
  }

  @Test("another target is captured weakly as `target`; a condition gets the `handler:` label")
  func otherTargetAndConditions() {
    let (text, diagnostics) = portScreen(
      """
          final class Model {
              @objc func moved(_ pan: UIPanGestureRecognizer) {}
          }
          let model = Model()
          func wire(_ view: UIView) {
              view.addGestureRecognizer(UIPanGestureRecognizer(target: model, action: #selector(Model.moved(_:))))
              if let tap = Optional(UITapGestureRecognizer(target: self, action: #selector(tapped))) { view.addGestureRecognizer(tap) }
          }
          @objc func tapped() {}
      """)
    #expect(
      text.contains(
        "view.addGestureRecognizer(UIPanGestureRecognizer { [weak target = model] recognizer in "
          + "target?.moved(recognizer) })"))
    #expect(text.contains("Optional(UITapGestureRecognizer(handler: { [weak self] _ in self?.tapped() }))"))
    #expect(!text.contains("@objc"))
    #expect(diagnostics.filter { $0.kind == .notPorted }.isEmpty)
  }

  @Test("a method that takes another recognizer class, or two arguments, is reported and left")
  func mismatchedMethodsAreReported() {
    let body = """
          func wire(_ view: UIView) {
              view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(panned(_:))))
              view.addGestureRecognizer(UISwipeGestureRecognizer(target: self, action: #selector(two(_:_:))))
              view.addGestureRecognizer(UIPinchGestureRecognizer(target: nil, action: #selector(two(_:_:))))
          }
          func panned(_ pan: UIPanGestureRecognizer) {}
          func two(_ a: UIGestureRecognizer, _ b: Int) {}
      """
    let (text, diagnostics) = portScreen(body)
    #expect(text == body)
    let reasons = diagnostics.filter { $0.kind == .notPorted }.map { "\($0.line) \($0.text)" }
    #expect(
      reasons.contains {
        $0.hasPrefix("5 `panned` takes a `UIPanGestureRecognizer`, which a `UITapGestureRecognizer` is not")
      })
    #expect(reasons.contains { $0.hasPrefix("6 `two` takes 2 arguments") })
    #expect(reasons.contains { $0.hasPrefix("7 a gesture recognizer with a target of `nil`") })
    #expect(reasons.count == 3)
  }

  @Test(
    "observe(\\.keyPath, options:changeHandler:) is reported as key-value observing; a Swift observe is not")
  func keyValueObservingIsReported() {
    let (_, diagnostics) = portScreen(
      """
          var observation: NSKeyValueObservation?
          var other: Any?
          func watch(_ view: UIView, _ store: Store) {
              observation = view.observe(\\.frame, options: [.new]) { view, change in }
              other = view.observe(\\.bounds, options: [.new], changeHandler: { _, _ in })
              store.observe(name: "x") { }
          }
      """)
    let reasons = diagnostics.filter { $0.kind == .notPorted }.map { "\($0.line) \($0.text)" }
    #expect(
      reasons.contains { $0.hasPrefix("7 `observe(\\.…, options:changeHandler:)` is key-value observing") })
    #expect(
      reasons.contains { $0.hasPrefix("8 `observe(\\.…, options:changeHandler:)` is key-value observing") })
    #expect(!reasons.contains { $0.hasPrefix("9 ") })
  }
}
