import Foundation
import TrellisViewControllers

/// Hosted screens (TrellisViewControllers): a window with a navigation controller whose screens
/// are collection view controllers with self-sizing cells made of a constrained label, driven by
/// random operations — pushes (the same controller twice among them), pops, stack replacements,
/// presentations and dismissals, size transitions, safe areas, bar and large-title changes,
/// search controllers typed into, and time steps — with NaN, infinite, negative and huge sizes,
/// insets and steps.
///
/// Checks: nothing traps or hangs; every view of the window that is not hidden has a finite
/// frame; the navigation stack never holds a controller twice; a pushed controller's
/// `navigationController` is the one it was pushed on.
@MainActor
public final class ScreensSurface: SynchronousFuzzSurface {
  /// `screens`.
  public let name = "screens"
  /// What the surface generates.
  public let summary = "View controllers in a window: push, pop, present, resize, search, time"
  /// Its share of a mixed campaign.
  public let weight = 1.0

  /// A surface.
  public init() {}

  /// A screen of `count` self-sizing rows, each a label pinned inside its cell.
  final class Rows: CollectionViewController {
    final class Row: CollectionViewCell {
      let label = Label()
      override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        label.numberOfLines = 0
        contentView.addSubview(label)
        LayoutConstraint.activate([
          label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
          label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
          label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
          label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
      }
      required init?(coder: NSCoder) { nil }
    }

    var texts: [String]

    init(texts: [String], estimated: Bool) {
      self.texts = texts
      let layout = CollectionViewFlowLayout()
      if estimated { layout.estimatedItemSize = CollectionViewFlowLayout.automaticSize }
      super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView.register(Row.self, forCellWithReuseIdentifier: "row")
    }

    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    {
      texts.count
    }

    override func collectionView(
      _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
    ) -> CollectionViewCell {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
      (cell as? Row)?.label.text = texts[indexPath.item % max(texts.count, 1)]
      return cell
    }
  }

  /// Runs one case.
  public func runSynchronously(_ c: FuzzContext) throws {
    let words = ["", "Hello", "a much longer line of text that wraps", "🏔️ K2", "مرحبا", "e\u{301}", "x\n\ny"]
    func screen() -> Rows {
      let rows = Rows(
        texts: (0..<c.random.int(in: 0...12)).map { _ in c.random.pick(words) },
        estimated: c.random.chance(0.6))
      rows.title = c.random.pick(words)
      if c.random.chance(0.3) {
        rows.navigationItem.largeTitleDisplayMode = c.random.pick([.always, .never, .automatic])
      }
      if c.random.chance(0.2) {
        rows.navigationItem.searchController = SearchController(searchResultsController: nil)
      }
      if c.random.chance(0.2) {
        rows.additionalSafeAreaInsets = EdgeInsets(
          top: c.random.coordinate(typical: 50), left: 0, bottom: c.random.coordinate(typical: 50), right: 0)
      }
      return rows
    }
    let window = Window(frame: CGRect(origin: .zero, size: c.random.size(typical: 800)))
    let root = screen()
    let navigation = NavigationController(rootViewController: root)
    window.rootViewController = navigation
    if c.random.chance(0.9) { window.makeKeyAndVisible() }
    var made: [Rows] = [root]
    c.note("window \(window.frame)")

    for step in 0..<c.random.int(in: 1...16) {
      switch c.random.int(in: 0...10) {
      case 0, 1:
        let next = c.random.chance(0.2) ? c.random.pick(made) : screen()
        made.append(next)
        c.note("\(step): push")
        navigation.pushViewController(next, animated: c.random.chance(0.5))
      case 2:
        c.note("\(step): pop")
        navigation.popViewController(animated: c.random.chance(0.5))
      case 3:
        c.note("\(step): set")
        navigation.setViewControllers(
          (0..<c.random.int(in: 0...3)).map { _ in c.random.pick(made) }, animated: false)
      case 4:
        let sheet = screen()
        if c.random.chance(0.5) { sheet.modalPresentationStyle = .fullScreen }
        c.note("\(step): present")
        (navigation.topViewController ?? navigation).present(sheet, animated: c.random.chance(0.5))
      case 5:
        c.note("\(step): dismiss")
        navigation.dismiss(animated: c.random.chance(0.5))
      case 6:
        let size = c.random.size(typical: 900)
        c.note("\(step): transition \(size)")
        window.transition(to: size)
      case 7:
        let insets = EdgeInsets(
          top: c.random.coordinate(typical: 60), left: c.random.coordinate(typical: 20),
          bottom: c.random.coordinate(typical: 40), right: c.random.coordinate(typical: 20))
        c.note("\(step): safe area \(insets)")
        window.safeAreaInsets = insets
      case 8:
        c.note("\(step): bar")
        navigation.navigationBar.prefersLargeTitles.toggle()
        if c.random.chance(0.3) { navigation.setNavigationBarHidden(c.random.chance(0.5), animated: false) }
      case 9:
        if let search = navigation.topViewController?.navigationItem.searchController {
          c.note("\(step): search")
          search.searchBar.simulateTyping(c.random.pick(words))
          if c.random.chance(0.3) { _ = search.searchBar.simulateCancelButtonTap() }
        }
      default:
        let seconds = c.random.chance(0.2) ? c.random.coordinate(typical: 1) : c.random.ratio(maximum: 1)
        c.note("\(step): advance \(seconds)")
        window.advance(by: TimeInterval(seconds))
      }
      window.layoutIfNeeded()
      try check(window, navigation)
    }
  }

  private func check(_ window: Window, _ navigation: NavigationController) throws {
    let stack = navigation.viewControllers
    for (index, controller) in stack.enumerated() {
      guard !stack[(index + 1)...].contains(where: { $0 === controller }) else {
        throw FuzzFailure(.wrongResult, "a controller is on the stack twice")
      }
      guard controller.navigationController === navigation else {
        throw FuzzFailure(.wrongResult, "a controller on the stack does not know its navigation controller")
      }
    }
    guard window.frame.isFiniteRect else { return }
    var pending: [View] = [window]
    while let view = pending.popLast() {
      guard !view.isHidden else { continue }
      guard view.frame.isFiniteRect else {
        throw FuzzFailure(.nonFinite, "\(type(of: view)) has the frame \(view.frame)")
      }
      pending.append(contentsOf: view.subviews)
    }
  }
}
