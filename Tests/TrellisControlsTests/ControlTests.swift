import Foundation
import Testing
import TrellisControls

/// A target whose methods count their calls, for `addTarget(_:action:for:)`.
final class TapCounter {
  var taps = 0
  var senders: [Control] = []
  func tapped() { taps += 1 }
  func tapped(_ sender: Button) { senders.append(sender) }
}

@Suite("Control: state, actions and targets")
struct ControlTests {
  @Test("state combines the flags")
  func state() {
    let control = Control()
    #expect(control.state == .normal)
    control.isEnabled = false
    control.isSelected = true
    #expect(control.state == [.disabled, .selected])
    #expect(Control.Event.valueChanged.rawValue == 4096)
    #expect(Control.State.selected.rawValue == 4)
  }

  @Test("sendActions runs the actions of any matching event, in the order added, with the control as sender")
  func actionsRunInOrder() {
    let control = Control()
    var log: [String] = []
    control.addAction(Action { _ in log.append("a") }, for: .touchUpInside)
    control.addAction(
      Action { action in log.append(action.sender === control ? "b" : "?") },
      for: [.touchUpInside, .valueChanged])
    control.addAction(Action { _ in log.append("c") }, for: .valueChanged)
    control.sendActions(for: .touchUpInside)
    #expect(log == ["a", "b"])
    log = []
    control.sendActions(for: [.touchUpInside, .valueChanged])
    #expect(log == ["a", "b", "c"])
  }

  @Test("an action with an identifier already added replaces the earlier one; removal is per event")
  func identifiersReplaceAndRemove() {
    let control = Control()
    var log: [String] = []
    let id = Action.Identifier("save")
    control.addAction(Action(identifier: id) { _ in log.append("first") }, for: .touchUpInside)
    control.addAction(
      Action(identifier: id) { _ in log.append("second") }, for: [.touchUpInside, .touchDown])
    control.sendActions(for: .touchUpInside)
    #expect(log == ["second"])
    control.removeAction(identifiedBy: id, for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(log == ["second"])
    control.sendActions(for: .touchDown)
    #expect(log == ["second", "second"])
    #expect(control.allControlEvents == .touchDown)
  }

  @Test("targets get method references, held weakly")
  func targets() {
    let button = Button(type: .system)
    var counter: TapCounter? = TapCounter()
    button.addTarget(
      counter!, action: TapCounter.tapped as @MainActor (TapCounter) -> () -> Void, for: .touchUpInside)
    button.addTarget(counter!, action: TapCounter.tapped(_:), for: .touchUpInside)
    #expect(button.simulateTap())
    #expect(counter?.taps == 1)
    #expect(counter?.senders.first === button)
    weak let weakCounter = counter
    counter = nil
    #expect(weakCounter == nil)
    #expect(button.simulateTap())
    #expect(button.allControlEvents == [])
  }

  @Test("a disabled or hidden control takes no simulated taps")
  func disabledControlsIgnoreTaps() {
    let button = Button(type: .system)
    var taps = 0
    button.addAction(Action { _ in taps += 1 }, for: .touchUpInside)
    button.isEnabled = false
    #expect(!button.simulateTap())
    button.isEnabled = true
    let parent = View()
    parent.addSubview(button)
    parent.isHidden = true
    #expect(!button.simulateTap())
    parent.isHidden = false
    #expect(button.simulateTap())
    #expect(taps == 1)
  }
}

@Suite("Button")
struct ButtonTests {
  @Test("titles per state fall back to the normal title")
  func titlesPerState() {
    let button = Button(type: .system)
    button.setTitle("Save", for: .normal)
    button.setTitle("Saving", for: .highlighted)
    #expect(button.title(for: .disabled) == "Save")
    #expect(button.title(for: .highlighted) == "Saving")
    #expect(button.currentTitle == "Save")
    #expect(button.titleLabel?.text == "Save")
    button.isHighlighted = true
    #expect(button.currentTitle == "Saving")
    #expect(button.titleLabel?.text == "Saving")
    // System buttons draw titles in the tint colour; custom buttons in white.
    #expect(button.currentTitleColor == Color(red: 0, green: 122.0 / 255, blue: 1, alpha: 1))
    #expect(Button(type: .custom).titleColor(for: .normal) == .white)
  }

  /// "Trellis" is 7972 − 208 = 7764 units: 41.355 pt at 15 pt → 125/3; one line at 15 pt is
  /// 3408 × 15 / 2816 = 18.153 → 55/3. Insets 10 on each side add 20 to each axis.
  @Test("the intrinsic size is the title's at 15 points plus the content insets")
  func intrinsicSizeFromTitle() {
    let button = Button(type: .system)
    button.setTitle("Trellis", for: .normal)
    #expect(close(button.intrinsicContentSize.width, pixelCeil(Inter.points(7764, size: 15))))
    #expect(close(button.intrinsicContentSize.width, 125.0 / 3))
    #expect(close(button.intrinsicContentSize.height, 55.0 / 3))
    button.contentEdgeInsets = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    #expect(close(button.intrinsicContentSize.width, 125.0 / 3 + 20))
    #expect(close(button.intrinsicContentSize.height, 55.0 / 3 + 20))
    // An image of 20 × 30 beside the title: widths add, the height is the taller.
    button.setImage(Image(size: CGSize(width: 20, height: 30)), for: .normal)
    #expect(close(button.intrinsicContentSize.width, 125.0 / 3 + 20 + 20))
    #expect(close(button.intrinsicContentSize.height, 50))
  }

  /// Body at Large, 17 pt: "Trellis" 7764 units = 46.871 pt → 141/3; one line 62/3. The image
  /// (10 × 10) and 4 points of padding come first.
  @Test("a configuration button shows the configuration's title in body, and its primary action runs on tap")
  func configurationButton() {
    var configuration = Button.Configuration.filled()
    configuration.title = "Trellis"
    configuration.image = Image(size: CGSize(width: 10, height: 10))
    configuration.imagePadding = 4
    var tapped = 0
    let button = Button(configuration: configuration, primaryAction: Action { _ in tapped += 1 })
    #expect(button.titleLabel?.font.pointSize == 17)
    #expect(close(button.intrinsicContentSize.width, 10 + 4 + 141.0 / 3))
    #expect(close(button.intrinsicContentSize.height, 62.0 / 3))
    #expect(button.currentTitleColor == .white)
    button.simulateTap()
    #expect(tapped == 1)
    // Filled buttons draw a tint-coloured background.
    guard case .shape(let background)? = button.drawingCommands.first else {
      Issue.record("no background")
      return
    }
    #expect(background.fill == Color(red: 0, green: 122.0 / 255, blue: 1, alpha: 1))
  }

  @Test("layout centres the image and title in the bounds")
  func layoutCentresContent() {
    let button = Button(type: .system)
    button.setTitle("Trellis", for: .normal)
    button.setImage(Image(size: CGSize(width: 20, height: 20)), for: .normal)
    button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
    button.layoutIfNeeded()
    let titleWidth: CGFloat = 125.0 / 3
    let start = (200 - (20 + titleWidth)) / 2
    #expect(close(button.imageView!.frame.minX, start))
    #expect(close(button.imageView!.frame.minY, 12))
    #expect(close(button.titleLabel!.frame.minX, start + 20))
    #expect(close(button.titleLabel!.frame.midY, 22))
  }
}

@Suite("Switch, segmented control, slider")
struct ValueControlTests {
  @Test("a user toggle sends valueChanged; setting isOn from code sends nothing")
  func switchActions() {
    let toggle = Switch()
    var changes: [Bool] = []
    toggle.addAction(
      Action { action in changes.append((action.sender as? Switch)?.isOn ?? false) }, for: .valueChanged)
    toggle.setOn(true, animated: true)
    toggle.isOn = false
    #expect(changes.isEmpty)
    #expect(toggle.simulateToggle())
    #expect(changes == [true])
    toggle.simulateTap()
    #expect(changes == [true, false])
    toggle.isEnabled = false
    #expect(!toggle.simulateToggle())
    #expect(toggle.isOn == false && changes.count == 2)
    #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
    #expect(
      Switch(frame: CGRect(x: 5, y: 6, width: 200, height: 200)).frame
        == CGRect(x: 5, y: 6, width: 51, height: 31))
  }

  @Test("segments: insertion pins its index, selection by the user sends valueChanged once per change")
  func segmentedControl() {
    let control = SegmentedControl(items: ["One", "Two", 3, Image(size: CGSize(width: 8, height: 8))])
    #expect(control.numberOfSegments == 3)
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    control.insertSegment(withTitle: "Zero", at: -10, animated: false)
    control.insertSegment(withTitle: "Last", at: 99, animated: false)
    #expect(control.numberOfSegments == 5)
    #expect(control.titleForSegment(at: 0) == "Zero")
    #expect(control.titleForSegment(at: 4) == "Last")
    #expect(control.titleForSegment(at: 3) == nil)
    #expect(control.imageForSegment(at: 3) != nil)
    #expect(control.titleForSegment(at: 5) == nil && control.titleForSegment(at: -1) == nil)

    var changes: [Int] = []
    control.addAction(
      Action { action in changes.append((action.sender as? SegmentedControl)?.selectedSegmentIndex ?? -9) },
      for: .valueChanged)
    control.selectedSegmentIndex = 1
    #expect(changes.isEmpty)
    control.selectedSegmentIndex = 7
    #expect(control.selectedSegmentIndex == 1)
    #expect(control.simulateSelectSegment(at: 2))
    #expect(control.simulateSelectSegment(at: 2))
    #expect(changes == [2])
    #expect(!control.simulateSelectSegment(at: 5))
    control.setEnabled(false, forSegmentAt: 0)
    #expect(!control.simulateSelectSegment(at: 0))
    #expect(changes == [2] && control.selectedSegmentIndex == 2)

    // Removing before the selection moves it back; removing it clears it.
    control.removeSegment(at: 0, animated: false)
    #expect(control.selectedSegmentIndex == 1)
    control.removeSegment(at: 1, animated: false)
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    control.removeSegment(at: 42, animated: false)
    control.setTitle("x", forSegmentAt: -3)
    #expect(control.numberOfSegments == 3)
  }

  /// "One"/"Two"/"Three" at 13 pt: the widest, "Three", sets every segment's width: its width
  /// + 2 × 8, rounded up to pixels. "Three" is measured by TrellisText's `size(withAttributes:)`.
  @Test("segments share the widest title's width plus padding; the height is 32")
  func segmentedIntrinsicSize() {
    let control = SegmentedControl(items: ["One", "Two", "Three"])
    let widest = ["One", "Two", "Three"].map {
      $0.size(withAttributes: [.font: Font.systemFont(ofSize: 13)]).width
    }.max()!
    #expect(close(control.intrinsicContentSize.width, 3 * pixelCeil(widest + 16)))
    #expect(control.intrinsicContentSize.height == 32)
  }

  @Test("slider values are clamped, NaN refused, and only user drags send valueChanged")
  func slider() {
    let slider = Slider()
    var values: [Float] = []
    slider.addAction(
      Action { action in values.append((action.sender as? Slider)?.value ?? .nan) }, for: .valueChanged)
    slider.value = 2
    #expect(slider.value == 1)
    slider.setValue(-1, animated: true)
    #expect(slider.value == 0)
    slider.value = 0.5
    slider.value = .nan
    #expect(slider.value == 0.5)
    slider.value = .infinity
    #expect(slider.value == 1)
    #expect(values.isEmpty)

    slider.value = 0
    slider.simulateDrag(to: 0.25, 0.25, .nan, 0.75, 3)
    #expect(values == [0.25, 0.75, 1])
    values = []
    slider.isContinuous = false
    slider.simulateDrag(to: 0.2, 0.4)
    #expect(values == [0.4])
    slider.simulateDrag(to: 0.4)
    #expect(values == [0.4])

    slider.minimumValue = 10
    #expect(slider.maximumValue == 10 && slider.value == 10)
    slider.maximumValue = 5
    #expect(slider.minimumValue == 5 && slider.value == 5)
    slider.minimumValue = .nan
    #expect(slider.minimumValue == 5)
  }
}

/// A delegate that records what the search bar tells it.
final class SearchLog: SearchBarDelegate {
  var events: [String] = []
  var refuse: Character?
  func searchBarTextDidBeginEditing(_ searchBar: SearchBar) { events.append("begin") }
  func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {
    events.append("text:\(searchText)")
  }
  func searchBar(
    _ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    text.first != refuse || refuse == nil
  }
  func searchBarSearchButtonClicked(_ searchBar: SearchBar) { events.append("search") }
  func searchBarCancelButtonClicked(_ searchBar: SearchBar) { events.append("cancel") }
}

@Suite("SearchBar")
struct SearchBarTests {
  @Test("typing tells the delegate each change; setting text from code tells it nothing")
  func typing() {
    let bar = SearchBar()
    let log = SearchLog()
    bar.delegate = log
    bar.text = "ignored"
    #expect(log.events.isEmpty)
    bar.text = nil
    #expect(bar.text == "")
    log.refuse = "x"
    #expect(bar.simulateTyping("axb") == 2)
    #expect(log.events == ["begin", "text:a", "text:ab"])
    #expect(bar.simulateDeleteBackward())
    #expect(bar.text == "a")
    #expect(bar.simulateSearchButtonTap())
    #expect(!bar.simulateCancelButtonTap())
    bar.setShowsCancelButton(true, animated: true)
    #expect(bar.simulateCancelButtonTap())
    #expect(log.events == ["begin", "text:a", "text:ab", "text:a", "search", "cancel"])
  }

  @Test("the placeholder is drawn while the text is empty")
  func placeholder() {
    let bar = SearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
    bar.placeholder = "Search"
    #expect(drawnRuns(bar).map(\.string) == ["Search"])
    bar.text = "tea"
    #expect(drawnRuns(bar).map(\.string) == ["tea"])
    #expect(bar.intrinsicContentSize.height == 56)
  }
}
