// Target–action as ported UIKit code writes it: `#selector(didTap(_:))` becomes the method
// reference `Self.didTap` (docs/controls.md §4); UIAction closures are unchanged.
import Testing
import TrellisUIKit

/// A screen-like object that owns a button, a switch and a segmented control.
@MainActor
final class SettingsPanel {
  let saveButton = UIButton(type: .system)
  let toggle = UISwitch()
  let filter = UISegmentedControl(items: ["All", "Unread"])
  var log: [String] = []

  init() {
    saveButton.setTitle("Save", for: .normal)
    saveButton.addTarget(self, action: SettingsPanel.didTapSave, for: .touchUpInside)
    toggle.addTarget(self, action: SettingsPanel.toggleChanged(_:), for: .valueChanged)
    filter.addAction(
      UIAction { [unowned self] action in
        let control = action.sender as? UISegmentedControl
        self.log.append("filter \(control?.selectedSegmentIndex ?? -9)")
      }, for: .valueChanged)
  }

  func didTapSave() { log.append("save") }

  func toggleChanged(_ sender: UISwitch) { log.append("toggle \(sender.isOn)") }
}

@MainActor
@Suite("UIKit-style target–action")
struct ControlTargetTests {
  @Test("user input reaches the targets and actions; changes from code do not")
  func targetsAndActions() {
    let panel = SettingsPanel()
    panel.toggle.setOn(true, animated: false)
    panel.filter.selectedSegmentIndex = 0
    #expect(panel.log.isEmpty)
    panel.saveButton.simulateTap()
    panel.toggle.simulateToggle()
    panel.filter.simulateSelectSegment(at: 1)
    #expect(panel.log == ["save", "toggle false", "filter 1"])
  }
}
