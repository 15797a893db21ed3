import Foundation
import Testing
import TrellisLists

/// A content configuration of one's own, with a view that counts its updates.
struct BadgeConfiguration: ContentConfiguration {
  var count = 0
  var highlighted = false

  @MainActor func makeContentView() -> any View & ContentView { BadgeView(configuration: self) }

  func updated(for state: any ConfigurationState) -> BadgeConfiguration {
    var copy = self
    copy.highlighted = (state as? CellConfigurationState)?.isHighlighted ?? false
    return copy
  }
}

final class BadgeView: View, ContentView {
  var applied: [BadgeConfiguration] = []
  var configuration: any ContentConfiguration {
    didSet { if let badge = configuration as? BadgeConfiguration { applied.append(badge) } }
  }

  init(configuration: BadgeConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }
}

/// Content and background configurations on cells: replacement of the content view, the
/// update order and the automatic updates (Apple's documentation of `contentConfiguration`,
/// `UIContentView.supports(_:)` and `configurationUpdateHandler`; docs/lists.md §2).
@MainActor
@Suite("Cell configurations")
struct CellConfigurationTests {
  @Test("a configuration replaces the content view; one of the same type is handed to it")
  func replacesContentView() throws {
    let cell = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    let original = cell.contentView
    let marker = View(frame: .zero)
    original.addSubview(marker)
    cell.contentConfiguration = BadgeConfiguration(count: 1)
    let badgeView = try #require(cell.contentView as? BadgeView)
    #expect(badgeView !== original)
    #expect(original.superview == nil)
    #expect(badgeView.superview === cell)
    #expect(badgeView.frame == cell.bounds)
    cell.contentConfiguration = BadgeConfiguration(count: 2)
    #expect(cell.contentView === badgeView)
    #expect(badgeView.applied.map(\.count) == [2])
    // A configuration of another type makes a new view.
    var list = ListContentConfiguration.cell()
    list.text = "x"
    cell.contentConfiguration = list
    #expect(cell.contentView is ListContentView)
    #expect(badgeView.superview == nil)
    // nil puts back a plain content view.
    cell.contentConfiguration = nil
    #expect(!(cell.contentView is ContentView))
  }

  @Test("a state change runs the automatic update, then updateConfiguration(using:), then the handler")
  func updateOrder() throws {
    final class Recording: CollectionViewCell {
      var events: [String] = []
      override func updateConfiguration(using state: CellConfigurationState) {
        let highlighted = (contentConfiguration as? BadgeConfiguration)?.highlighted ?? false
        events.append("update highlighted=\(state.isHighlighted) content=\(highlighted)")
      }
    }
    let cell = Recording(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    cell.contentConfiguration = BadgeConfiguration()
    cell.configurationUpdateHandler = { cell, state in
      (cell as? Recording)?.events.append("handler highlighted=\(state.isHighlighted)")
    }
    cell.layoutIfNeeded()
    cell.events.removeAll()
    cell.isHighlighted = true
    #expect(cell.events.isEmpty, "the update waits for the next layout")
    cell.layoutIfNeeded()
    #expect(cell.events == ["update highlighted=true content=true", "handler highlighted=true"])
    cell.layoutIfNeeded()
    #expect(cell.events.count == 2, "nothing changed: no second update")
  }

  @Test("automaticallyUpdatesContentConfiguration false keeps the configuration as set")
  func automaticUpdatesOff() throws {
    let cell = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    cell.contentConfiguration = BadgeConfiguration()
    cell.automaticallyUpdatesContentConfiguration = false
    cell.isHighlighted = true
    cell.layoutIfNeeded()
    #expect((cell.contentConfiguration as? BadgeConfiguration)?.highlighted == false)
    cell.automaticallyUpdatesContentConfiguration = true
    cell.setNeedsUpdateConfiguration()
    cell.layoutIfNeeded()
    #expect((cell.contentConfiguration as? BadgeConfiguration)?.highlighted == true)
  }

  @Test("a background configuration and backgroundView exclude each other")
  func backgroundExclusion() throws {
    let cell = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    cell.backgroundView = View(frame: .zero)
    cell.backgroundConfiguration = .listGroupedCell()
    #expect(cell.backgroundView == nil)
    cell.backgroundColor = .systemRed
    #expect(cell.backgroundConfiguration == nil)
  }

  @Test("background insets, corner radius and stroke reach the background's view (leading mirrored in RTL)")
  func backgroundGeometry() throws {
    let cell = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    var background = BackgroundConfiguration.clear()
    background.backgroundInsets = DirectionalEdgeInsets(top: 2, leading: 10, bottom: 4, trailing: 6)
    background.cornerRadius = 8
    background.strokeWidth = 1
    background.strokeColor = .systemBlue
    cell.backgroundConfiguration = background
    cell.layoutIfNeeded()
    let view = try #require(cell.subviews.first)
    #expect(close(view.frame, CGRect(x: 10, y: 2, width: 84, height: 38)))
    #expect(view.layer.cornerRadius == 8)
    #expect(view.layer.borderWidth == 1)
    #expect(view.layer.borderColor == .systemBlue)
    cell.semanticContentAttribute = .forceRightToLeft
    cell.setNeedsLayout()
    cell.layoutIfNeeded()
    #expect(close(view.frame, CGRect(x: 6, y: 2, width: 84, height: 38)))
  }

  @Test(
    "the grayscale transformer keeps luma: systemRed (255, 59, 48) → 0.2126·1 + 0.7152·0.2314 + 0.0722·0.1882"
  )
  func grayscale() {
    let grey = ConfigurationColorTransformer.grayscale(
      Color(red: 1, green: 59.0 / 255, blue: 48.0 / 255, alpha: 1))
    let green: CGFloat = 0.7152 * 59.0 / 255
    let blue: CGFloat = 0.0722 * 48.0 / 255
    let y: CGFloat = 0.2126 + green + blue
    #expect(abs(grey.red - y) < 1e-9)
    #expect(abs(grey.green - y) < 1e-9)
    #expect(abs(grey.blue - y) < 1e-9)
  }

  @Test("custom states round-trip through the state's subscript")
  func customState() {
    var state = CellConfigurationState(traitCollection: TraitCollection())
    let key = ConfigurationStateCustomKey("com.example.unread")
    #expect(state[key] == nil)
    state[key] = true
    #expect(state[key] == AnyHashable(true))
  }
}
