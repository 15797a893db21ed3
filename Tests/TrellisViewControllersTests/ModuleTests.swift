import Testing
import TrellisViewControllers

@Suite("TrellisViewControllers module")
struct ViewControllersModuleTests {
  @Test("the module re-exports the host and the controls")
  func reExports() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
    #expect(view.frame.width == 10)
    #expect(Font.systemFont(ofSize: 12).pointSize == 12)
  }
}
