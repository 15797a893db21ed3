import Testing
import TrellisViewControllers

@Suite("Containment, navigation and presentation")
struct ContainmentTests {
  private func hosted(_ controller: ViewController, safeArea: EdgeInsets = .zero) -> Window {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.safeAreaInsets = safeArea
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return window
  }

  @Test("a child whose view is in the parent's view appears with it, its did before the parent's")
  func childAppearsWithParent() {
    let parent = RecordingController("P")
    let child = RecordingController("C")
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    #expect(parent.children.count == 1 && parent.children[0] === child)
    #expect(child.parent === parent)
    let window = hosted(parent)
    let appearance = (parent.log + child.log).filter { $0.contains("Appear") }
    #expect(appearance.contains("C.viewDidAppear"))
    #expect(parent.log.last == "P.viewDidAppear")
    _ = window
  }

  @Test("adding a controller as its own descendant's child is refused")
  func noCycles() {
    let parent = ViewController()
    let child = ViewController()
    parent.addChild(child)
    child.addChild(parent)
    #expect(parent.parent == nil)
    #expect(child.children.isEmpty)
  }

  @Test("push and pop: UIKit's order of appearance calls and the delegate's willShow/didShow")
  func pushAndPop() {
    final class Delegate: NavigationControllerDelegate {
      var log: [String] = []
      func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
      ) { log.append("willShow \(viewController.title ?? "")") }
      func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
      ) { log.append("didShow \(viewController.title ?? "")") }
    }
    let root = RecordingController("R")
    root.title = "R"
    let navigation = NavigationController(rootViewController: root)
    let delegate = Delegate()
    navigation.delegate = delegate
    let window = hosted(navigation)
    #expect(root.log.last == "R.viewDidAppear")
    let detail = RecordingController("D")
    detail.title = "D"
    root.log = []
    navigation.pushViewController(detail, animated: true)
    #expect(root.log == ["R.viewWillDisappear", "R.viewDidDisappear"])
    #expect(detail.log.first == "D.loadView")
    #expect(detail.log.contains("D.viewWillAppear"))
    #expect(detail.log.last == "D.viewDidAppear")
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.topViewController === detail)
    #expect(detail.navigationController === navigation)
    #expect(root.view.superview == nil)
    #expect(delegate.log == ["willShow D", "didShow D"])
    root.log = []
    detail.log = []
    let popped = navigation.popViewController(animated: true)
    #expect(popped === detail)
    #expect(detail.log == ["D.viewWillDisappear", "D.viewDidDisappear"])
    #expect(root.log.first == "R.viewWillAppear")
    #expect(root.log.last == "R.viewDidAppear")
    #expect(detail.parent == nil)
    #expect(navigation.popViewController(animated: false) == nil)
    _ = window
  }

  @Test("pushing a controller twice is refused and changes nothing")
  func pushTwice() {
    let root = ViewController()
    let navigation = NavigationController(rootViewController: root)
    navigation.pushViewController(root, animated: false)
    #expect(navigation.viewControllers.count == 1)
    #expect(navigation.lastNavigationIssue != nil)
  }

  @Test("the top controller's view fills the container; its safe area begins below the bar")
  func barAndSafeArea() {
    let root = ViewController()
    let navigation = NavigationController(rootViewController: root)
    let window = hosted(navigation, safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    window.layoutIfNeeded()
    // The bar sits under the window's safe-area top: y = 47, 44 points high.
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
    #expect(root.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    // 47 + 44 = 91 above, the window's 34 below.
    #expect(root.view.safeAreaInsets == EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
    // A large title: 96 points, so 47 + 96 = 143.
    navigation.navigationBar.prefersLargeTitles = true
    window.layoutIfNeeded()
    #expect(navigation.navigationBar.frame.height == 96)
    #expect(root.view.safeAreaInsets.top == 143)
    // An item that never shows a large title gets the standard bar again.
    root.navigationItem.largeTitleDisplayMode = .never
    navigation.navigationBar.setNeedsLayout()
    navigation.view.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(root.view.safeAreaInsets.top == 91)
    // A hidden bar adds nothing.
    navigation.setNavigationBarHidden(true, animated: false)
    window.layoutIfNeeded()
    #expect(root.view.safeAreaInsets.top == 47)
  }

  @Test("the navigation item's title falls back to the controller's; the edit button toggles editing")
  func navigationItem() {
    let controller = ViewController()
    controller.title = "Mountains"
    #expect(controller.navigationItem.title == "Mountains")
    controller.navigationItem.title = "Peaks"
    #expect(controller.navigationItem.title == "Peaks")
    controller.navigationItem.rightBarButtonItem = controller.editButtonItem
    #expect(controller.editButtonItem.title == "Edit")
    controller.editButtonItem.performPrimaryAction()
    #expect(controller.isEditing)
    #expect(controller.editButtonItem.title == "Done")
    let add = BarButtonItem(barButtonSystemItem: .add)
    var taps = 0
    add.actionHandler = { _ in taps += 1 }
    add.performPrimaryAction()
    add.isEnabled = false
    add.performPrimaryAction()
    #expect(taps == 1)
  }

  @Test("a sheet leaves its presenter on screen; a full-screen presentation makes it disappear")
  func presentation() {
    let presenter = RecordingController("P")
    let window = hosted(presenter)
    let sheet = RecordingController("S")
    presenter.log = []
    var completed = false
    presenter.present(sheet, animated: true) { completed = true }
    #expect(completed)
    #expect(presenter.presentedViewController === sheet)
    #expect(sheet.presentingViewController === presenter)
    #expect(presenter.log.isEmpty)
    #expect(sheet.log.last == "S.viewDidAppear")
    #expect(sheet.view.superview === window)
    // A second presentation from the same presenter is refused.
    presenter.present(ViewController(), animated: false)
    #expect(presenter.lastPresentationIssue != nil)
    sheet.dismiss(animated: true)
    #expect(presenter.presentedViewController == nil)
    #expect(sheet.log.suffix(2) == ["S.viewWillDisappear", "S.viewDidDisappear"])
    let cover = RecordingController("F")
    cover.modalPresentationStyle = .fullScreen
    presenter.present(cover, animated: false)
    #expect(presenter.log.suffix(2) == ["P.viewWillDisappear", "P.viewDidDisappear"])
    presenter.dismiss(animated: false)
    #expect(presenter.log.last == "P.viewDidAppear")
  }
}

@Suite("Bar button items")
struct BarButtonItemTests {
  @Test("an item made with a primary action takes its title and runs it when tapped and enabled")
  func primaryAction() {
    var runs = 0
    let item = BarButtonItem(primaryAction: Action(title: "Sort") { _ in runs += 1 })
    #expect(item.title == "Sort")
    #expect(item.performPrimaryAction())
    item.isEnabled = false
    #expect(!item.performPrimaryAction())
    #expect(runs == 1)
    let titled = BarButtonItem(title: "Go", primaryAction: Action(title: "Sort") { _ in })
    #expect(titled.title == "Go")
    #expect(BarButtonItem(systemItem: .done).title == "Done")
    #expect(BarButtonItem(systemItem: .add).title == nil)
  }
}
