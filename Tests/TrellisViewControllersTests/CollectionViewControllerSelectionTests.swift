import Testing
import TrellisViewControllers

/// Ten 44-point rows; it refuses to select item 2 and writes down what it hears.
final class SelectingController: CollectionViewController {
  var log: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
  }

  override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    10
  }

  override func collectionView(
    _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
  ) -> CollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }

  override func collectionView(
    _ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool {
    log.append("shouldSelect \(indexPath.item)")
    return indexPath.item != 2
  }

  override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    log.append("didSelect \(indexPath.item)")
    super.collectionView(collectionView, didSelectItemAt: indexPath)
  }
}

@Suite("Collection view controller selection")
@MainActor
struct CollectionViewControllerSelectionTests {
  private func host() -> (SelectingController, Window) {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 390, height: 44)
    layout.minimumLineSpacing = 0
    let controller = SelectingController(collectionViewLayout: layout)
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (controller, window)
  }

  /// A tap on row `row` (centre y = 44·row + 22) held for `hold` seconds of window time.
  private func tap(
    _ controller: SelectingController, _ window: Window, row: Int, at time: Double, hold: Double = 0.2
  ) {
    let point = CGPoint(x: 100, y: CGFloat(row) * 44 + 22)
    controller.collectionView.handleTouch(.began, at: point, time: time)
    window.advance(by: hold)
    controller.collectionView.handleTouch(.ended, at: point, time: time + hold)
  }

  @Test("the controller's delegate defaults allow highlighting, selecting and deselecting")
  func defaultsAllowEverything() {
    let controller = CollectionViewController(collectionViewLayout: CollectionViewFlowLayout())
    let collectionView = controller.collectionView!
    let indexPath = IndexPath(item: 0, section: 0)
    #expect(controller.collectionView(collectionView, shouldHighlightItemAt: indexPath))
    #expect(controller.collectionView(collectionView, shouldSelectItemAt: indexPath))
    #expect(controller.collectionView(collectionView, shouldDeselectItemAt: indexPath))
  }

  @Test("a subclass's overrides hear the user's taps; a refused item stays unselected")
  func overridesHearTaps() {
    let (controller, window) = host()
    tap(controller, window, row: 1, at: 0)
    tap(controller, window, row: 2, at: 1)
    #expect(controller.log == ["shouldSelect 1", "didSelect 1", "shouldSelect 2"])
    #expect(controller.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
  }

  @Test("clearsSelectionOnViewWillAppear deselects in viewWillAppear; false keeps the selection")
  func clearsSelectionOnViewWillAppear() {
    let (controller, _) = host()
    let indexPath = IndexPath(item: 4, section: 0)
    controller.collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
    controller.clearsSelectionOnViewWillAppear = false
    controller.viewWillAppear(false)
    #expect(controller.collectionView.indexPathsForSelectedItems == [indexPath])
    controller.clearsSelectionOnViewWillAppear = true
    controller.viewWillAppear(false)
    #expect(controller.collectionView.indexPathsForSelectedItems == nil)
    #expect(controller.log.isEmpty)
  }
}
