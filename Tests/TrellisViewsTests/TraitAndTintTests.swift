import Foundation
import Testing
import TrellisText
import TrellisViews

/// A view that counts its trait and tint announcements.
private final class Recorder: View {
  var traitChanges: [TraitCollection?] = []
  var currentDuringChange: [UserInterfaceStyle] = []
  var tintChanges = 0
  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    traitChanges.append(previousTraitCollection)
    currentDuringChange.append(TraitCollection.current.userInterfaceStyle)
  }
  override func tintColorDidChange() {
    super.tintColorDidChange()
    tintChanges += 1
  }
}

/// root → middle → leaf, plus a sibling of middle.
@MainActor private func tree() -> (root: Recorder, middle: Recorder, leaf: Recorder, sibling: Recorder) {
  let root = Recorder(frame: .zero)
  let middle = Recorder(frame: .zero)
  let leaf = Recorder(frame: .zero)
  let sibling = Recorder(frame: .zero)
  root.addSubview(middle)
  middle.addSubview(leaf)
  root.addSubview(sibling)
  for view in [root, middle, leaf, sibling] {
    view.traitChanges.removeAll()
    view.currentDuringChange.removeAll()
    view.tintChanges = 0
  }
  return (root, middle, leaf, sibling)
}

@Suite("Traits: appearance and text size overrides, announcements")
@MainActor
struct TraitTests {
  @Test("trait collection initialisers, merging, containsTraits and hasDifferentColorAppearance")
  func traitCollections() {
    let dark = TraitCollection(userInterfaceStyle: .dark)
    let large = TraitCollection(preferredContentSizeCategory: .extraLarge)
    let merged = TraitCollection(traitsFrom: [dark, large, TraitCollection(userInterfaceStyle: .light)])
    #expect(merged.userInterfaceStyle == .light)
    #expect(merged.preferredContentSizeCategory == .extraLarge)
    #expect(merged.containsTraits(in: large))
    #expect(!merged.containsTraits(in: dark))
    #expect(dark.hasDifferentColorAppearance(comparedTo: merged))
    #expect(!large.hasDifferentColorAppearance(comparedTo: TraitCollection()))
    #expect(large.hasDifferentColorAppearance(comparedTo: nil))
    #expect(dark != TraitCollection())
  }

  @Test("performAsCurrent makes the collection current inside and restores the previous one after")
  func performAsCurrent() {
    #expect(TraitCollection.current.userInterfaceStyle == .unspecified)
    TraitCollection(userInterfaceStyle: .dark).performAsCurrent {
      #expect(TraitCollection.current.userInterfaceStyle == .dark)
      TraitCollection(userInterfaceStyle: .light).performAsCurrent {
        #expect(TraitCollection.current.userInterfaceStyle == .light)
      }
      #expect(TraitCollection.current.userInterfaceStyle == .dark)
    }
    #expect(TraitCollection.current.userInterfaceStyle == .unspecified)
  }

  @Test("a view follows the screen (light, large) until an ancestor overrides the appearance")
  func overrideStylePropagates() {
    let (root, middle, leaf, sibling) = tree()
    #expect(leaf.traitCollection.userInterfaceStyle == Screen.main.userInterfaceStyle)
    #expect(leaf.traitCollection.preferredContentSizeCategory == Screen.main.preferredContentSizeCategory)
    middle.overrideUserInterfaceStyle = .dark
    #expect(middle.traitCollection.userInterfaceStyle == .dark)
    #expect(leaf.traitCollection.userInterfaceStyle == .dark)
    #expect(root.traitCollection.userInterfaceStyle == .light)
    // Only middle and leaf changed: one announcement each, with the old (light) traits, while
    // the new (dark) traits are current.
    #expect(root.traitChanges.isEmpty && sibling.traitChanges.isEmpty)
    #expect(middle.traitChanges.count == 1 && leaf.traitChanges.count == 1)
    #expect(middle.traitChanges.first??.userInterfaceStyle == .light)
    #expect(leaf.currentDuringChange == [.dark])
    // Setting the same value again announces nothing.
    middle.overrideUserInterfaceStyle = .dark
    #expect(middle.traitChanges.count == 1)
    // A leaf that overrides light itself does not change when middle goes back.
    leaf.overrideUserInterfaceStyle = .light
    #expect(leaf.traitChanges.count == 2)
    middle.overrideUserInterfaceStyle = .unspecified
    #expect(middle.traitChanges.count == 2)
    #expect(leaf.traitChanges.count == 2)
  }

  @Test("moving a view under a dark superview announces the change to it and its subviews")
  func moveAnnounces() {
    let (_, _, leaf, _) = tree()
    let darkRoot = Recorder(frame: .zero)
    darkRoot.overrideUserInterfaceStyle = .dark
    let child = Recorder(frame: .zero)
    leaf.addSubview(child)
    child.traitChanges.removeAll()
    darkRoot.addSubview(leaf)
    #expect(leaf.traitChanges.count == 1)
    #expect(child.traitChanges.count == 1)
    #expect(child.traitCollection.userInterfaceStyle == .dark)
    leaf.removeFromSuperview()
    #expect(leaf.traitChanges.count == 2)
    #expect(child.traitCollection.userInterfaceStyle == Screen.main.userInterfaceStyle)
  }

  @Test("the package hook overrides the content size category for a subtree")
  func contentSizeCategoryOverride() {
    let (root, middle, leaf, sibling) = tree()
    root.contentSizeCategoryOverride = .accessibilityLarge
    #expect(leaf.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
    #expect(sibling.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
    #expect([root, middle, leaf, sibling].allSatisfy { $0.traitChanges.count == 1 })
    // A text size change is not a colour appearance change.
    #expect(
      leaf.traitChanges[0].map { !$0.hasDifferentColorAppearance(comparedTo: leaf.traitCollection) } == true)
  }

  @Test("a dynamic background colour is resolved into the layer and again when the traits change")
  func backgroundResolves() {
    let (_, middle, leaf, _) = tree()
    leaf.backgroundColor = .systemBackground
    #expect(leaf.layer.backgroundColor == .white)
    #expect(leaf.backgroundColor?.isDynamic == true)
    middle.overrideUserInterfaceStyle = .dark
    #expect(leaf.layer.backgroundColor == .black)
    #expect(leaf.backgroundColor?.isDynamic == true)
    // A plain colour set on the layer directly wins from then on.
    leaf.layer.backgroundColor = .red
    #expect(leaf.backgroundColor == .red)
    #expect(leaf.backgroundColor?.isDynamic == false)
  }
}

@Suite("Tint colour: inheritance, tintColorDidChange, dimming")
@MainActor
struct TintTests {
  @Test("the tint is systemBlue at the root and inherited until a view sets its own")
  func inheritance() {
    let (root, middle, leaf, sibling) = tree()
    #expect(leaf.tintColor == .systemBlue)
    middle.tintColor = .systemRed
    #expect(leaf.tintColor == .systemRed)
    #expect(sibling.tintColor == .systemBlue)
    #expect(root.tintChanges == 0 && sibling.tintChanges == 0)
    #expect(middle.tintChanges == 1 && leaf.tintChanges == 1)
    // A view with its own tint is not told when its ancestor's changes.
    leaf.tintColor = .systemGreen
    #expect(leaf.tintChanges == 2)
    middle.tintColor = .systemOrange
    #expect(middle.tintChanges == 2 && leaf.tintChanges == 2)
    // nil returns to the inherited tint.
    leaf.tintColor = nil
    #expect(leaf.tintColor == .systemOrange)
    #expect(leaf.tintChanges == 3)
  }

  @Test("dimmed shows systemGray below the dimmed view; normal below it restores the tint")
  func dimming() {
    let (root, middle, leaf, sibling) = tree()
    middle.tintColor = .systemRed
    leaf.tintChanges = 0
    middle.tintChanges = 0
    root.tintAdjustmentMode = .dimmed
    #expect(root.tintColor == .systemGray)
    #expect(leaf.tintColor == .systemGray)
    #expect(leaf.tintAdjustmentMode == .dimmed)
    #expect(sibling.tintChanges == 1 && middle.tintChanges == 1 && leaf.tintChanges == 1)
    middle.tintAdjustmentMode = .normal
    #expect(leaf.tintColor == .systemRed)
    #expect(leaf.tintAdjustmentMode == .normal)
    #expect(leaf.tintChanges == 2)
  }

  @Test("moving a view under a differently tinted superview calls tintColorDidChange")
  func moveChangesTint() {
    let (_, _, leaf, _) = tree()
    let red = View(frame: .zero)
    red.tintColor = .systemRed
    red.addSubview(leaf)
    #expect(leaf.tintChanges == 1)
    #expect(leaf.tintColor == .systemRed)
  }
}

@Suite("Recorded appearance properties")
@MainActor
struct RecordedAppearanceTests {
  @Test("content mode, mask, touches, accessibility and layer records keep what is set")
  func records() {
    let view = View(frame: .zero)
    #expect(view.contentMode == .scaleToFill)
    view.contentMode = .scaleAspectFit
    #expect(view.contentMode.rawValue == 1)
    let mask = View(frame: .zero)
    view.mask = mask
    #expect(view.layer.mask === mask.layer)
    view.isExclusiveTouch = true
    view.isMultipleTouchEnabled = true
    view.accessibilityLabel = "Close"
    view.accessibilityIdentifier = "close-button"
    view.isAccessibilityElement = true
    view.accessibilityTraits = [.button, .selected]
    #expect(view.isExclusiveTouch && view.isMultipleTouchEnabled && view.isAccessibilityElement)
    #expect(view.accessibilityLabel == "Close" && view.accessibilityIdentifier == "close-button")
    #expect(view.accessibilityTraits.contains(.button) && !view.accessibilityTraits.contains(.link))
    #expect(view.layer.maskedCorners.rawValue == 15)
    view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    view.layer.cornerCurve = .continuous
    view.layer.shadowPath = BezierPath(
      roundedRect: CGRect(x: 0, y: 0, width: 10, height: 20), cornerRadius: 4)
    let copy = Layer(layer: view.layer)
    #expect(copy.maskedCorners.rawValue == 3)
    #expect(copy.cornerCurve.rawValue == "continuous")
    #expect(copy.shadowPath?.bounds == CGRect(x: 0, y: 0, width: 10, height: 20))
  }
}
