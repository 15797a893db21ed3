import Foundation
import Testing

@testable import TrellisPort

/// `trellis port` reports the UIKit names TrellisUIKit does not provide, once per file.
@Suite("trellis port: UIKit names Trellis does not provide")
struct MissingNameTests {
  @Test("a view controller: the missing names are reported at their first use, with their counts")
  func viewControllerNamesAreReported() {
    let source = """
      import UIKit

      final class GridViewController: UIPageViewController {
          var collectionView: UICollectionView!
          let picker = UIPickerView()
          override func viewDidLoad() {
              super.viewDidLoad()
              let other = UIPickerView()
              view.addSubview(UIDatePicker(frame: .zero))
              _ = other
          }
      }

      """
    let (_, diagnostics) = port(source)
    let missing = diagnostics.filter { $0.kind == .notPorted }.map { "\($0.line) \($0.text)" }
    // `UICollectionView` is provided (TrellisUIKit's name for CollectionView); the page view
    // controller, the picker and the date picker are not.
    #expect(missing.count == 3)
    #expect(missing.first?.hasPrefix("3 `UIPageViewController` is not provided by TrellisUIKit;") == true)
    #expect(
      missing.contains {
        $0.hasPrefix("5 `UIPickerView` is not provided by TrellisUIKit (2 uses in this file);")
      })
    #expect(missing.contains { $0.hasPrefix("9 `UIDatePicker` is not provided by TrellisUIKit;") })
  }

  @Test("provided names, members after a dot, the code's own types and files without UIKit are not reported")
  func providedAndOwnNamesAreNotReported() {
    let source = """
      import UIKit

      final class UIBadgeView: UICollectionReusableView {}

      final class Layout: UICollectionViewFlowLayout {
          func make() -> UIBadgeView { UIBadgeView() }
          func inset(_ x: NSDirectionalEdgeInsets) -> UIEdgeInsets { .zero }
          func kind() -> String { Kinds.UIHeader }
      }

      enum Kinds { static let UIHeader = "header" }

      """
    let (_, diagnostics) = port(source)
    #expect(diagnostics.filter { $0.kind == .notPorted }.isEmpty)
    let foundation = """
      import Foundation

      let formatter = UIThing()

      """
    #expect(port(foundation).diagnostics.filter { $0.kind == .notPorted }.isEmpty)
  }

  @Test("UIKit-only families are missing, Foundation's NS names are not")
  func familiesDecideWhatIsMissing() {
    #expect(ProvidedNames.isMissing("UIPageViewController"))
    #expect(!ProvidedNames.isMissing("UIViewController"))
    #expect(ProvidedNames.isMissing("NSLayoutManager"))
    #expect(!ProvidedNames.isMissing("NSLayoutConstraint"))
    #expect(ProvidedNames.isMissing("CABasicAnimation"))
    #expect(!ProvidedNames.isMissing("UICollectionView"))
    #expect(!ProvidedNames.isMissing("NSDiffableDataSourceSnapshot"))
    #expect(!ProvidedNames.isMissing("NSObject"))
    #expect(!ProvidedNames.isMissing("NSAttributedString"))
    #expect(!ProvidedNames.isMissing("UInt"))
    #expect(!ProvidedNames.isMissing("UI"))
  }

  @Test("the list of provided names is the public UI, NS and CA names of the modules TrellisUIKit re-exports")
  func providedNamesMatchTheSources() throws {
    // The repository's Sources/, from this file's place in Tests/TrellisPortTests/.
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources")
    let modules = [
      "TrellisUIKit", "TrellisGeometry", "TrellisViews", "Trellis", "TrellisDynamics", "TrellisCompositional",
      "TrellisDiffable", "TrellisText", "TrellisUpdates", "TrellisControls", "TrellisViewControllers",
      "TrellisLists",
    ]
    let declaration = try Regex(
      #"public (?:final |open )?(?:typealias|class|struct|enum|protocol|func|let|var) ((?:UI|NS|CA)[A-Za-z0-9_]*)"#
    )
    var names: Set<String> = []
    for module in modules {
      let directory = sources.appendingPathComponent(module)
      let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
      while let file = files?.nextObject() as? URL {
        guard file.pathExtension == "swift" else { continue }
        let text = try String(contentsOf: file, encoding: .utf8)
        for match in text.matches(of: declaration) {
          if let name = match.output[1].substring { names.insert(String(name)) }
        }
      }
    }
    #expect(names.count > 100)
    let unlisted = names.subtracting(ProvidedNames.all).sorted()
    let stale = ProvidedNames.all.subtracting(names).sorted()
    #expect(unlisted.isEmpty, "add to ProvidedNames.all: \(unlisted)")
    #expect(stale.isEmpty, "remove from ProvidedNames.all: \(stale)")
  }
}
