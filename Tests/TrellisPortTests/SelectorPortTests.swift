import Testing
import TrellisPort

/// The selector APIs `trellis port` rewrites into closures, the ones it reports, and the imports
/// it adds for them.
@Suite("trellis port: selectors become closures, or are reported with the reason")
struct SelectorPortTests {
  /// `body` inside a view controller of a file that imports UIKit; the ported body.
  func portScreen(_ body: String) -> (text: String, diagnostics: [PortDiagnostic]) {
    let source = "import UIKit\n\nfinal class Screen: UIViewController {\n\(body)\n}\n"
    let (text, diagnostics) = port(source)
    let prefix = "import TrellisUIKit\n\nfinal class Screen: UIViewController {\n"
    return (text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count).dropLast(3)) : text, diagnostics)
  }

  @Test("a target other than self is captured weakly as `target`; labels come from the selector")
  func otherTargetAndLabels() {
    let (text, diagnostics) = portScreen(
      """
          final class Model {
              @objc func changed(sender: UIControl) {}
          }
          let model = Model()
          func wire(_ button: UIButton) {
              button.addTarget(model, action: #selector(Model.changed(sender:)), for: .primaryActionTriggered)
          }
      """)
    #expect(
      text.contains(
        "button.addAction(UIAction { [weak target = model] action in "
          + "if let sender = action.sender { target?.changed(sender: sender) } }, for: .primaryActionTriggered)"
      ))
    #expect(diagnostics.filter { $0.kind == .notPorted }.isEmpty)
  }

  @Test("a sender whose method is not in the ported files has an unknown type: reported, left")
  func unknownSenderType() {
    let (text, diagnostics) = portScreen(
      """
          func wire(_ button: UIButton, _ model: Model) {
              button.addTarget(model, action: #selector(Model.changed(sender:)), for: .primaryActionTriggered)
          }
      """)
    #expect(
      text.contains(
        "button.addTarget(model, action: #selector(Model.changed(sender:)), for: .primaryActionTriggered)"))
    #expect(
      diagnostics.filter { $0.kind == .notPorted }.map(\.text).first?.contains(
        "its declaration is not in the ported files, so the sender's type is unknown") == true)
  }

  @Test("a sender typed UIControl or Any is passed unwrapped; an optional sender as is or cast")
  func senderTypes() {
    let (text, _) = portScreen(
      """
          func wire(_ a: UISwitch, _ b: UISlider) {
              a.addTarget(self, action: #selector(optionalSender(_:)), for: .valueChanged)
              b.addTarget(self, action: #selector(sliderSender(_:)), for: .valueChanged)
          }
          @objc func optionalSender(_ sender: UIControl?) {}
          @objc func sliderSender(_ sender: UISlider?) {}
      """)
    #expect(text.contains("UIAction { [weak self] action in self?.optionalSender(action.sender) }"))
    #expect(
      text.contains("UIAction { [weak self] action in self?.sliderSender(action.sender as? UISlider) }"))
  }

  @Test("what cannot become a closure is reported with the reason and left as it was")
  func notPortedSelectors() {
    let body = """
          func wire(_ button: UIButton, _ view: UIView) {
              button.addTarget(nil, action: #selector(refresh), for: .touchUpInside)
              view.addGestureRecognizer(UIRotationGestureRecognizer(target: self, action: #selector(refresh)))
              let named = Selector("refresh")
              let built = NSSelectorFromString("refresh")
              _ = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(refresh), userInfo: ["a": 1], repeats: false)
              view.addObserver(self, forKeyPath: "frame", options: [.new], context: nil)
              button.addTarget(self, action: #selector(twoArguments(_:event:)), for: .touchUpInside)
              _ = (named, built)
          }
          func refresh() {}
          func twoArguments(_ sender: UIButton, event: UIEvent) {}
          override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {}
      """
    let (text, diagnostics) = portScreen(body)
    // Only the `Timer` type name changes (the rejected call keeps its arguments).
    #expect(text == body.replacingOccurrences(of: "_ = Timer.", with: "_ = ClockTimer."))
    let reasons = diagnostics.filter { $0.kind == .notPorted }.map { "\($0.line) \($0.text)" }
    #expect(reasons.contains { $0.hasPrefix("5 a target of `nil` sends the action up the responder chain") })
    #expect(
      reasons.contains {
        $0.hasPrefix(
          "6 `UIRotationGestureRecognizer(target:action:)` needs the Objective-C runtime, and Trellis has no")
      })
    #expect(reasons.contains { $0.hasPrefix("7 `Selector(\"refresh\")` builds a selector from a string") })
    #expect(
      reasons.contains {
        $0.hasPrefix("8 `NSSelectorFromString(\"refresh\")` builds a selector from a string")
      })
    #expect(reasons.contains { $0.hasPrefix("9 the timer's `userInfo` has no place on `ClockTimer`") })
    #expect(reasons.contains { $0.hasPrefix("10 key-value observing needs the Objective-C runtime") })
    #expect(reasons.contains { $0.hasPrefix("11 `twoArguments` takes 2 arguments") })
    #expect(
      reasons.contains {
        $0.hasPrefix("16 `observeValue(forKeyPath:of:change:context:)` is called by key-value observing")
      })
    // Each selector is reported once: by the rewrite that refused it, not again as a `#selector`.
    #expect(!reasons.contains { $0.contains("`#selector(refresh)` needs the Objective-C runtime") })
  }

  @Test(
    "perform(_:with:afterDelay:) captures a named object now; perform(_:) as a statement calls the method")
  func delayedAndImmediatePerform() {
    let (text, diagnostics) = portScreen(
      """
          func later(_ item: Item) {
              perform(#selector(show(_:)), with: item, afterDelay: 0.5)
              self.perform(#selector(hide))
          }
          @objc func show(_ item: Item) {}
          @objc func hide() {}
      """)
    #expect(
      text.contains(
        "ClockTimer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { [weak self, item] _ in self?.show(item) }"
      ))
    #expect(text.contains("        self.hide()\n"))
    #expect(diagnostics.filter { $0.kind == .notPorted }.isEmpty)
  }

  @Test("bar button items: the system item and image forms get a primary action; a non-plain style is noted")
  func barButtonItems() {
    let (text, diagnostics) = portScreen(
      """
          func items(_ icon: UIImage) -> [UIBarButtonItem] {
              return [
                  UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add)),
                  UIBarButtonItem(image: icon, style: .done, target: self, action: #selector(add)),
                  UIBarButtonItem(title: "Edit", style: .plain, target: self, action: #selector(edit(_:))),
              ]
          }
          @objc func add() {}
          @objc func edit(_ sender: UIBarButtonItem) {}
      """)
    let action = "primaryAction: UIAction { [weak self] _ in self?.add() }),"
    #expect(text.contains("UIBarButtonItem(systemItem: .add, " + action))
    #expect(text.contains("UIBarButtonItem(image: icon, " + action))
    // The item as the sender cannot come through a `UIAction`: reported, left as it was.
    let kept = "UIBarButtonItem(title: \"Edit\", style: .plain, target: self, "
    #expect(text.contains(kept + "action: #selector(edit(_:))),"))
    let messages = diagnostics.map { "\($0.line) \($0.kind) \($0.text)" }
    #expect(messages.contains { $0.hasPrefix("7 note the item's `style: .done` was dropped") })
    #expect(messages.contains { $0.hasPrefix("8 notPorted `edit` takes the bar button item as its sender") })
  }

  @Test(
    "perform(_:with:afterDelay:) with an expression as the object is reported: a closure would evaluate it later"
  )
  func delayedPerformOfAnExpression() {
    let (text, diagnostics) = portScreen(
      """
          func later(_ items: [Item]) {
              perform(#selector(show(_:)), with: items.first, afterDelay: 0.5)
          }
          @objc func show(_ item: Item?) {}
      """)
    #expect(text.contains("perform(#selector(show(_:)), with: items.first, afterDelay: 0.5)"))
    #expect(
      diagnostics.filter { $0.kind == .notPorted }.map(\.text).first?.hasPrefix(
        "the object passed with `with:` is an expression") == true)
  }

  @Test("Timer(timeInterval:target:…) becomes an unscheduled ClockTimer; RunLoop.add schedules it")
  func unscheduledTimer() {
    let (text, _) = portScreen(
      """
          func start() {
              let timer = Timer(timeInterval: 1.0 / 30, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
              RunLoop.main.add(timer, forMode: .common)
          }
          @objc func tick() {}
      """)
    #expect(
      text.contains(
        "let timer = ClockTimer(timeInterval: 1.0 / 30, repeats: true) { [weak self] _ in self?.tick() }"))
    #expect(text.contains("RunLoop.main.add(timer, forMode: .common)"))
  }

  @Test(
    "a file without imports that uses UIKit's names gets import TrellisUIKit when the module imports UIKit")
  func umbrellaHeaderFiles() {
    let badge = "// Cards.\n\n/// A badge.\nfinal class Badge: UIView {\n    var inset: CGFloat = 2\n}\n"
    let other = "import UIKit\n\nfinal class Card: UICollectionViewCell {}\n"
    let result = Porter().port([
      PortSource(path: "Badge.swift", text: badge), PortSource(path: "Card.swift", text: other),
    ])
    // After the header comment, before the doc comment.
    #expect(
      result.files[0].text
        == "// Cards.\n\nimport TrellisUIKit\n\n/// A badge.\nfinal class Badge: UIView {\n    var inset: CGFloat = 2\n}\n"
    )
    let badgeMessages = result.diagnostics.filter { $0.path == "Badge.swift" }
    #expect(badgeMessages.map { "\($0.line) \($0.kind)" } == ["4 rewrite"])
    #expect(badgeMessages.first?.text.contains("relied on an umbrella header") == true)
    // A file that uses no UIKit name, a run where no file imports UIKit, and a run with a file
    // that re-exports a module (whose names every file then sees) are left alone.
    let plain = "struct Point { var x = 0 }\n"
    let withPlain = Porter().port([
      PortSource(path: "Point.swift", text: plain), PortSource(path: "Card.swift", text: other),
    ])
    #expect(withPlain.files[0].text == plain)
    #expect(port(badge).text == badge)
    let exported = Porter().port([
      PortSource(path: "Badge.swift", text: badge), PortSource(path: "Card.swift", text: other),
      PortSource(path: "Exports.swift", text: "@_exported import TrellisUIKit\n"),
    ])
    #expect(exported.files[0].text == badge)
  }

  @Test("a Foundation-only file whose timer becomes a ClockTimer gets import TrellisUIKit")
  func foundationFileGetsTheImport() {
    let source = """
      import Foundation

      final class Poller {
          func start() {
              Timer.scheduledTimer(timeInterval: 5, target: self, selector: #selector(poll), userInfo: nil, repeats: true)
          }
          @objc func poll() {}
      }

      """
    let (text, _) = port(source)
    #expect(text.hasPrefix("import Foundation\nimport TrellisUIKit\n"))
    #expect(
      text.contains(
        "ClockTimer.scheduledTimer(withTimeInterval: 5, repeats: true) { [weak self] _ in self?.poll() }"))
  }
}
