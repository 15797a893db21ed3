import Testing
import TrellisViewControllers

/// A view controller that writes down every lifecycle call it receives.
final class RecordingController: ViewController {
  var log: [String] = []
  let name: String

  init(_ name: String) {
    self.name = name
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    log.append("\(name).loadView")
    super.loadView()
  }
  override func viewDidLoad() { log.append("\(name).viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) { log.append("\(name).viewWillAppear") }
  override func viewIsAppearing(_ animated: Bool) { log.append("\(name).viewIsAppearing") }
  override func viewDidAppear(_ animated: Bool) { log.append("\(name).viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) { log.append("\(name).viewWillDisappear") }
  override func viewDidDisappear(_ animated: Bool) { log.append("\(name).viewDidDisappear") }
  override func viewWillLayoutSubviews() { log.append("\(name).viewWillLayoutSubviews") }
  override func viewDidLayoutSubviews() { log.append("\(name).viewDidLayoutSubviews") }
}

@Suite("View controller lifecycle")
struct LifecycleTests {
  @Test("the view loads once, on first access: loadView then viewDidLoad")
  func loadsOnFirstAccess() {
    let controller = RecordingController("A")
    #expect(!controller.isViewLoaded)
    #expect(controller.viewIfLoaded == nil)
    #expect(controller.log.isEmpty)
    _ = controller.view
    _ = controller.view
    #expect(controller.log == ["A.loadView", "A.viewDidLoad"])
    #expect(controller.isViewLoaded)
    // The default view is as large as the screen (390 × 844 points by default).
    #expect(controller.view.bounds.size == Screen.main.bounds.size)
  }

  @Test("a window hosts its root: appearance in UIKit's order, the layout between will and did")
  func windowAppearanceOrder() {
    let controller = RecordingController("A")
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(window.isHidden)
    window.rootViewController = controller
    // Setting the root loads the view but a hidden window shows nothing yet.
    #expect(controller.log == ["A.loadView", "A.viewDidLoad"])
    window.makeKeyAndVisible()
    #expect(window.isKeyWindow)
    #expect(
      controller.log == [
        "A.loadView", "A.viewDidLoad", "A.viewWillAppear", "A.viewIsAppearing", "A.viewWillLayoutSubviews",
        "A.viewDidLayoutSubviews", "A.viewDidAppear",
      ])
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(controller.view.superview === window)
  }

  @Test("replacing the root makes the old one disappear and removes its view")
  func replacingTheRoot() {
    let first = RecordingController("A")
    let second = RecordingController("B")
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = first
    window.makeKeyAndVisible()
    first.log = []
    window.rootViewController = second
    #expect(first.log == ["A.viewWillDisappear", "A.viewDidDisappear"])
    #expect(first.view.superview == nil)
    #expect(second.log.contains("B.viewDidAppear"))
    window.isHidden = true
    #expect(second.log.suffix(2) == ["B.viewWillDisappear", "B.viewDidDisappear"])
  }

  @Test("the root view gets the system minimum margins: 16 points at the sides in compact width")
  func systemMinimumMargins() {
    let controller = RecordingController("A")
    // Screen.main is a compact-width phone: UIKit's minimum is 0 above and below, 16 at the sides.
    #expect(
      controller.systemMinimumLayoutMargins
        == DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
    #expect(controller.view.layoutMargins == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
    // A plain view keeps UIKit's 8 points.
    #expect(View(frame: .zero).layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
  }

  @Test("the window's safe area plus additionalSafeAreaInsets is the root view's safe area")
  func safeArea() {
    let controller = RecordingController("A")
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    window.rootViewController = controller
    #expect(controller.view.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    controller.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 5, bottom: 0, right: 0)
    // 47 + 10 = 57 above, 5 on the left, 34 below.
    #expect(controller.view.safeAreaInsets == EdgeInsets(top: 57, left: 5, bottom: 34, right: 0))
  }

  @Test("constraints changed in viewWillLayoutSubviews are solved before the views are laid out")
  func constraintsChangedInWillLayout() {
    final class Screen: ViewController {
      let box = View(frame: .zero)
      var width: LayoutConstraint?
      var seenInDidLayout: CGRect = .null
      override func viewDidLoad() {
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 10)
        self.width = width
        LayoutConstraint.activate([
          box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
          box.topAnchor.constraint(equalTo: view.topAnchor, constant: 30),
          box.heightAnchor.constraint(equalToConstant: 40), width,
        ])
      }
      override func viewWillLayoutSubviews() {
        // Half the root view's width: 390 / 2 = 195.
        width?.constant = view.bounds.width / 2
      }
      override func viewDidLayoutSubviews() { seenInDidLayout = box.frame }
    }
    let controller = Screen()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    #expect(controller.box.frame == CGRect(x: 20, y: 30, width: 195, height: 40))
    #expect(controller.seenInDidLayout == CGRect(x: 20, y: 30, width: 195, height: 40))
  }

  @Test("a size transition: viewWillTransition, the new size, then the coordinator's blocks")
  func sizeTransition() {
    final class Rotating: ViewController {
      var log: [String] = []
      override func viewWillTransition(to size: CGSize, with coordinator: ViewControllerTransitionCoordinator)
      {
        super.viewWillTransition(to: size, with: coordinator)
        log.append("will \(Int(size.width))×\(Int(size.height)) at \(Int(view.bounds.width))")
        coordinator.animate(alongsideTransition: { _ in
          self.log.append("alongside at \(Int(self.view.bounds.width))")
        }) { _ in self.log.append("completion") }
      }
    }
    let controller = Rotating()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.transition(to: CGSize(width: 844, height: 390))
    #expect(controller.log == ["will 844×390 at 390", "alongside at 844", "completion"])
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
  }
}

@Suite("A hosted screen's time")
struct WindowTimeTests {
  @Test("Window.advance moves view animations and collection views by the same step")
  func advanceMovesAnimationsAndCollectionViews() {
    final class Screen: ViewController {
      let box = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      override func viewDidLoad() { view.addSubview(box) }
    }
    let controller = Screen()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    var finished: Bool?
    View.animate(
      withDuration: 0.5, delay: 0, options: [.curveLinear],
      animations: { controller.box.alpha = 0 }, completion: { finished = $0 })
    // The model changes at once; the presentation follows the clock: linear, half-way at 0.25 s.
    #expect(controller.box.alpha == 0)
    window.advance(by: 0.25)
    #expect(abs(Double(controller.box.layer.presentation()?.opacity ?? -1) - 0.5) < 1e-6)
    #expect(finished == nil)
    window.advance(by: 0.25)
    #expect(finished == true)
    // Nothing happens for a step that is not a positive finite number.
    window.advance(by: .nan)
    window.advance(by: -1)
  }
}

@Suite("Unusable window sizes")
struct WindowLimitsTests {
  @Test("a window made or resized with absurd numbers keeps a finite frame, and so does its screen")
  func absurdFrames() {
    let window = Window(frame: CGRect(x: -1e300, y: .nan, width: 4e188, height: .infinity))
    // Origins that are not usable count as zero; sizes are clamped to LayoutLimits.maximumLength.
    #expect(window.frame == CGRect(x: 0, y: 0, width: LayoutLimits.maximumLength, height: 0))
    let controller = NavigationController(rootViewController: ViewController())
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.transition(to: CGSize(width: 176.6, height: 5.6e77))
    window.layoutIfNeeded()
    #expect(window.frame.size == CGSize(width: 176.6, height: LayoutLimits.maximumLength))
    #expect(controller.view.frame.isFiniteRect)
    #expect(controller.topViewController?.view.frame.isFiniteRect == true)
  }
}
