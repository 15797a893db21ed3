import Testing
import TrellisUIKit

@testable import TrellisPortFixtureTargetAction

/// The ported target–action screen: the closures `trellis port` wrote call the methods the
/// selectors named, with the sender where the method takes one.
@Suite("ported target–action: buttons, custom controls and bar button items call their handlers")
@MainActor
struct TargetActionTests {
  func loadedScreen() -> GalleryViewController {
    let screen = GalleryViewController()
    screen.loadViewIfNeeded()
    return screen
  }

  @Test("a tap on the button runs showNextPage once per tap: pages 1, 2, 3, then 0 (4 pages)")
  func buttonTapFiresItsHandler() {
    let screen = loadedScreen()
    for _ in 0..<4 { #expect(screen.nextButton.simulateTap()) }
    #expect(screen.log == ["next 1", "next 2", "next 3", "next 0"])
    #expect(screen.page == 0)
  }

  @Test("the custom control's valueChanged passes the control as the sender: the page is the dot's")
  func customControlPassesItsSender() {
    let screen = loadedScreen()
    screen.dots.userSelected(page: 2)
    screen.dots.userSelected(page: 2)  // no change: the control sends nothing
    screen.dots.userSelected(page: 3)
    #expect(screen.log == ["dots 2", "dots 3"])
    #expect(screen.page == 3)
  }

  @Test("the bar button item's primary action runs reset")
  func barButtonItemRunsItsAction() throws {
    let screen = loadedScreen()
    screen.nextButton.simulateTap()
    let item = try #require(screen.navigationItem.rightBarButtonItem)
    #expect(item.title == "Reset")
    #expect(item.performPrimaryAction())
    #expect(screen.log == ["next 1", "reset"])
    #expect(screen.page == 0)
  }

  @Test("the handlers hold the screen weakly, as UIKit holds targets: a released screen is not kept")
  func handlersDoNotRetainTheScreen() {
    var screen: GalleryViewController? = loadedScreen()
    weak let released = screen
    let button = screen!.nextButton
    screen = nil
    #expect(released == nil)
    #expect(button.simulateTap())  // the handler runs and finds no screen
  }
}
