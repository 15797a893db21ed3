import Foundation
import Testing
import TrellisText

@testable import TrellisViews

/// `View.effectiveAppearance` is built in place from the root down (issue 23, sixth pass). It
/// is checked here against the rules of docs/views.md §2 and §3 written out independently: each
/// value is that of the nearest view, from the view itself upwards, that sets it, or the
/// screen's (application's) at the root.
@MainActor @Suite struct EffectiveAppearanceTests {
  /// The expected effective values of `view`, from the rules rather than from
  /// `appearance(inheriting:)`.
  private func expected(_ view: View) -> InheritedAppearance {
    var chain: [View] = []
    var node: View? = view
    while let current = node {
      chain.append(current)
      node = current.superview
    }
    let screen = Screen.main
    var direction = Application.shared.userInterfaceLayoutDirection
    for current in chain {
      switch current.semanticContentAttribute {
      case .unspecified: continue
      case .forceRightToLeft: direction = .rightToLeft
      case .playback, .spatial, .forceLeftToRight: direction = .leftToRight
      }
      break
    }
    let style =
      chain.first { $0.appearanceStorage?.overrideUserInterfaceStyle ?? .unspecified != .unspecified }?
      .appearanceStorage?.overrideUserInterfaceStyle ?? screen.userInterfaceStyle
    let category =
      chain.lazy.compactMap { $0.appearanceStorage?.contentSizeCategoryOverride }.first
      ?? screen.preferredContentSizeCategory
    let tint = chain.lazy.compactMap { $0.appearanceStorage?.explicitTintColor }.first ?? .tintColor
    let mode =
      chain.lazy.compactMap { view -> View.TintAdjustmentMode? in
        let mode = view.appearanceStorage?.tintAdjustmentMode ?? .automatic
        return mode == .automatic ? nil : mode
      }.first ?? .normal
    return InheritedAppearance(
      direction: direction, style: style, category: category, tint: tint, isDimmed: mode == .dimmed)
  }

  /// Seeded trees of up to 24 views, each view setting each value or not, moved and removed:
  /// every view's effective values follow the rules, at every step.
  @Test func effectiveValuesFollowTheNearestSettingOnSeededTrees() {
    var random = Seeded(state: 2_300_006)
    let attributes: [SemanticContentAttribute] = [
      .unspecified, .unspecified, .unspecified, .forceRightToLeft, .forceLeftToRight, .playback,
    ]
    let styles: [UserInterfaceStyle] = [.unspecified, .unspecified, .light, .dark]
    let categories: [ContentSizeCategory?] = [nil, nil, .small, .extraLarge, .accessibilityMedium]
    let tints: [Color?] = [nil, nil, .systemRed, Color(red: 0.25, green: 0.5, blue: 0.75, alpha: 1)]
    let modes: [View.TintAdjustmentMode] = [.automatic, .automatic, .normal, .dimmed]
    var checked = 0
    for _ in 0..<40 {
      var views: [View] = []
      for index in 0..<Int(2 + random.next() % 23) {
        let view = View(frame: .zero)
        view.semanticContentAttribute = random.pick(attributes)
        view.overrideUserInterfaceStyle = random.pick(styles)
        view.contentSizeCategoryOverride = random.pick(categories)
        if let tint = random.pick(tints) { view.tintColor = tint }
        view.tintAdjustmentMode = random.pick(modes)
        if index > 0 { views[Int(random.next() % UInt64(index))].addSubview(view) }
        views.append(view)
      }
      for _ in 0..<4 {
        for view in views {
          #expect(view.effectiveAppearance == expected(view))
          checked += 1
        }
        // Move a view under another that is not below it, or take it out.
        let moved = views[Int(random.next() % UInt64(views.count))]
        let target = views[Int(random.next() % UInt64(views.count))]
        if random.next() % 4 == 0 {
          moved.removeFromSuperview()
        } else if !target.isDescendant(of: moved) {
          target.addSubview(moved)
        }
      }
    }
    #expect(checked > 1_000)
  }

  /// A worked example: root (dark, tint red) → middle (right to left, dimmed) → leaf (large
  /// text, tint green). The leaf is right to left, dark, large, green and dimmed; the middle
  /// right to left, dark, the screen's size, red and dimmed.
  @Test func aWorkedExampleOfThreeLevels() {
    let root = View(frame: .zero)
    let middle = View(frame: .zero)
    let leaf = View(frame: .zero)
    root.addSubview(middle)
    middle.addSubview(leaf)
    root.overrideUserInterfaceStyle = .dark
    root.tintColor = .systemRed
    middle.semanticContentAttribute = .forceRightToLeft
    middle.tintAdjustmentMode = .dimmed
    leaf.contentSizeCategoryOverride = .extraLarge
    leaf.tintColor = .systemGreen
    let leafValues = leaf.effectiveAppearance
    #expect(leafValues.direction == .rightToLeft)
    #expect(leafValues.style == .dark)
    #expect(leafValues.category == .extraLarge)
    #expect(leafValues.tint == .systemGreen)
    #expect(leafValues.isDimmed)
    let middleValues = middle.effectiveAppearance
    #expect(middleValues.direction == .rightToLeft)
    #expect(middleValues.style == .dark)
    #expect(middleValues.category == Screen.main.preferredContentSizeCategory)
    #expect(middleValues.tint == .systemRed)
    #expect(middleValues.isDimmed)
    #expect(root.effectiveAppearance.direction == Application.shared.userInterfaceLayoutDirection)
    #expect(!root.effectiveAppearance.isDimmed)
  }
}
