import Testing
import TrellisControls

@Suite("TrellisControls module")
struct ControlsModuleTests {
  @Test("the module re-exports the views and text measurement")
  func reExports() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
    #expect(view.bounds.size == CGSize(width: 10, height: 20))
    #expect(Font.systemFont(ofSize: 17).pointSize == 17)
  }
}
