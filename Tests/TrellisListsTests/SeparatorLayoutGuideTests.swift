import Foundation
import Testing
import TrellisDiffable
import TrellisLists

/// `separatorLayoutGuide` as UIKit code uses it: a custom content view whose label sits 60
/// points in from the content view's leading edge, and the guide's leading edge constrained to
/// the label's, so that the separator starts under the text. Inset-grouped rows are 350 points
/// wide (390 less 20 on each side) with no accessories, so the content view spans the row from
/// x 0 and the label's leading edge is at x 60 of the cell.
@Suite("Separator layout guide") @MainActor
struct SeparatorLayoutGuideTests {
  let thickness = 1.0 / 3

  /// A list whose rows hold a constrained label; `pin` constrains the guide to it.
  func host(
    pin: Bool, list adjust: @escaping (inout CollectionLayoutListConfiguration) -> Void = { _ in }
  )
    -> ListHost
  {
    ListHost(
      appearance: .insetGrouped, sections: [["A", "B", "C"]],
      configure: { cell, _, text in
        let label = Label()
        label.text = text
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(label)
        var constraints = [
          label.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 60),
          label.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 12),
          label.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -12),
        ]
        if pin {
          constraints.append(cell.separatorLayoutGuide.leadingAnchor.constraint(equalTo: label.leadingAnchor))
        }
        LayoutConstraint.activate(constraints)
      },
      list: adjust)
  }

  @Test("the guide constrained to the label: the separator runs from x 60 to the row's end, width 290")
  func followsTheLabel() throws {
    let host = host(pin: true)
    for item in 0..<2 {
      let cell = try #require(host.cell(item))
      let bottom = cell.bounds.height - thickness
      #expect(
        close(cell.separatorView.frame, CGRect(x: 60, y: bottom, width: 290, height: thickness)),
        "item \(item)")
      #expect(close(cell.separatorLayoutGuide.layoutFrame.minX, 60))
    }
  }

  @Test(
    "without the constraint the separator starts at the automatic text edge, x 16; once deactivated it goes back"
  )
  func automaticWithoutTheConstraint() throws {
    let unpinned = host(pin: false)
    #expect(close(try #require(unpinned.cell(0)).separatorView.frame.minX, 0))
    let pinned = host(pin: true)
    let cell = try #require(pinned.cell(0))
    let constraint = try #require(
      cell.constraints.first {
        $0.firstItem === cell.separatorLayoutGuide || $0.secondItem === cell.separatorLayoutGuide
      })
    constraint.isActive = false
    cell.setNeedsLayout()
    cell.layoutIfNeeded()
    #expect(close(cell.separatorView.frame.minX, 0))
  }

  @Test(
    "explicit insets are measured from the cell's edges whatever the guide says: x 30, width 350 − 30 − 10")
  func explicitInsetsWin() throws {
    let host = host(pin: true) { list in
      list.separatorConfiguration.bottomSeparatorInsets = DirectionalEdgeInsets(
        top: 0, leading: 30, bottom: 0, trailing: 10)
    }
    let cell = try #require(host.cell(0))
    #expect(close(cell.separatorView.frame.minX, 30))
    #expect(close(cell.separatorView.frame.width, 310))
  }
}
