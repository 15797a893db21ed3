import Foundation
import Testing
import TrellisViews

/// A view with a fixed intrinsic size that says when it changes, as a label does.
private final class Natural: View {
  var natural: CGSize {
    didSet { invalidateIntrinsicContentSize() }
  }
  init(_ natural: CGSize) {
    self.natural = natural
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { nil }
  override var intrinsicContentSize: CGSize { natural }
}

/// A 390 × 844 root with a header constrained to its top, and `count` "cells": views positioned
/// by their frames (as a collection view positions its cells), 100 × 60 in a column from y = 100,
/// each holding a natural-sized view pinned 10 from its leading and top edges.
@MainActor
private func screen(cells count: Int) -> (root: View, header: View, cells: [View], contents: [Natural]) {
  let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let header = View(frame: .zero)
  header.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(header)
  LayoutConstraint.activate([
    header.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
    header.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
    header.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    header.heightAnchor.constraint(equalToConstant: 44),
  ])
  var cells: [View] = []
  var contents: [Natural] = []
  for index in 0..<count {
    let cell = View(frame: CGRect(x: 0, y: 100 + 60 * CGFloat(index), width: 100, height: 60))
    let content = Natural(CGSize(width: 40, height: 20))
    content.translatesAutoresizingMaskIntoConstraints = false
    cell.addSubview(content)
    LayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
      content.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
    ])
    root.addSubview(cell)
    cells.append(cell)
    contents.append(content)
  }
  root.layoutIfNeeded()
  return (root, header, cells, contents)
}

@Suite("Constraint islands: each part of a tree fixed from outside is solved on its own")
@MainActor
struct ConstraintIslandTests {
  @Test("the first pass solves the root and every cell once; the frames are the constraints'")
  func firstPass() {
    let before = View.constraintIslandSolveCount
    let (_, header, cells, contents) = screen(cells: 5)
    // One island for the root's constraints, one per cell.
    #expect(View.constraintIslandSolveCount - before == 6)
    // Header: x = 16, width = 390 − 16 − 16 = 358, y = 20, height 44.
    #expect(header.frame == CGRect(x: 16, y: 20, width: 358, height: 44))
    // Each content: 10 from the cell's leading and top edges, at its natural 40 × 20.
    for (cell, content) in zip(cells, contents) {
      #expect(content.frame == CGRect(x: 10, y: 10, width: 40, height: 20))
      #expect(content.superview === cell)
    }
  }

  @Test("a change in one cell solves that cell only, and the cell's frame is right at once")
  func oneCellChanges() {
    let (root, _, _, contents) = screen(cells: 5)
    let before = View.constraintIslandSolveCount
    contents[3].natural = CGSize(width: 70, height: 25)
    root.layoutIfNeeded()
    #expect(View.constraintIslandSolveCount - before == 1)
    #expect(contents[3].frame == CGRect(x: 10, y: 10, width: 70, height: 25))
  }

  @Test("moving a cell by its frame solves nothing: its constraints are in its own coordinates")
  func movingACellSolvesNothing() {
    let (root, _, cells, contents) = screen(cells: 5)
    let before = View.constraintIslandSolveCount
    for cell in cells { cell.frame.origin.y += 7 }
    root.setNeedsLayout()
    root.layoutIfNeeded()
    // Only the root's island is marked (it holds the header's constraints): one solve.
    #expect(View.constraintIslandSolveCount - before == 1)
    #expect(contents[0].frame == CGRect(x: 10, y: 10, width: 40, height: 20))
  }

  @Test("a cell whose size changes is solved again: its content pinned to the trailing edge follows")
  func resizedCell() {
    let (root, _, cells, contents) = screen(cells: 2)
    contents[1].trailingAnchor.constraint(equalTo: cells[1].trailingAnchor, constant: -10).isActive = true
    root.layoutIfNeeded()
    // Width 100 − 10 − 10 = 80 (the required pins beat hugging and compression at 250 and 750).
    #expect(contents[1].frame == CGRect(x: 10, y: 10, width: 80, height: 20))
    cells[1].frame.size.width = 150
    root.layoutIfNeeded()
    #expect(contents[1].frame == CGRect(x: 10, y: 10, width: 130, height: 20))
  }

  @Test("a constraint from above into a cell joins the cell's constraints to the root's")
  func piercingConstraintMergesTheIslands() {
    let (root, header, cells, contents) = screen(cells: 2)
    // A badge in the root whose leading edge follows the content of cell 1, installed on the
    // root (the closest common ancestor): it names a view inside the cell.
    let badge = Natural(CGSize(width: 12, height: 12))
    badge.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(badge)
    let follow = badge.leadingAnchor.constraint(equalTo: contents[1].trailingAnchor, constant: 5)
    LayoutConstraint.activate([follow, badge.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8)])
    #expect(follow.isActive)
    root.layoutIfNeeded()
    // Cell 1 is at x = 0; its content spans 10…50 in it, so in the root 10…50: badge x = 55.
    // Header bottom 20 + 44 = 64, + 8 = 72.
    #expect(badge.frame == CGRect(x: 55, y: 72, width: 12, height: 12))
    // A change inside the cell moves the badge in the same pass: one island now.
    contents[1].natural = CGSize(width: 60, height: 20)
    root.layoutIfNeeded()
    #expect(contents[1].frame == CGRect(x: 10, y: 10, width: 60, height: 20))
    #expect(badge.frame == CGRect(x: 75, y: 72, width: 12, height: 12))
    // Moving the cell (by its frame) moves the badge too: 30 + 10 + 60 + 5 = 105.
    cells[1].frame.origin.x = 30
    root.layoutIfNeeded()
    #expect(badge.frame.minX == 105)
  }

  @Test("after the constraint from above goes, the cell is solved on its own again")
  func splitAgain() {
    let (root, _, cells, contents) = screen(cells: 2)
    let badge = Natural(CGSize(width: 12, height: 12))
    badge.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(badge)
    let follow = badge.leadingAnchor.constraint(equalTo: contents[1].trailingAnchor, constant: 5)
    let top = badge.topAnchor.constraint(equalTo: root.topAnchor)
    LayoutConstraint.activate([follow, top])
    root.layoutIfNeeded()
    follow.isActive = false
    root.layoutIfNeeded()
    let before = View.constraintIslandSolveCount
    contents[1].natural = CGSize(width: 30, height: 20)
    root.layoutIfNeeded()
    // Only the cell's island: its root (the cell) is marked, nothing of the root's island is.
    #expect(View.constraintIslandSolveCount - before == 1)
    #expect(contents[1].frame == CGRect(x: 10, y: 10, width: 30, height: 20))
    _ = cells
  }

  @Test("a view moved by its frame moves the views constrained to it from above")
  func translatedViewReferencedFromAbove() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let anchor = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    let follower = Natural(CGSize(width: 20, height: 20))
    follower.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(anchor)
    root.addSubview(follower)
    LayoutConstraint.activate([
      follower.leadingAnchor.constraint(equalTo: anchor.trailingAnchor, constant: 8),
      follower.topAnchor.constraint(equalTo: anchor.topAnchor),
    ])
    root.layoutIfNeeded()
    // 10 + 50 + 8 = 68.
    #expect(follower.frame == CGRect(x: 68, y: 10, width: 20, height: 20))
    // Only the anchor's origin changes (its size does not, so it marks nothing of its own).
    anchor.frame.origin = CGPoint(x: 20, y: 30)
    root.layoutIfNeeded()
    #expect(follower.frame == CGRect(x: 78, y: 30, width: 20, height: 20))
    anchor.center = CGPoint(x: 100, y: 100)
    root.layoutIfNeeded()
    // The anchor spans 75…125 on both axes: 125 + 8 = 133.
    #expect(follower.frame == CGRect(x: 133, y: 75, width: 20, height: 20))
  }

  @Test("removing a view deactivates the constraints from above that name it or its subviews")
  func removalDeactivatesCrossingConstraints() {
    let (root, header, cells, contents) = screen(cells: 2)
    let toContent = header.bottomAnchor.constraint(equalTo: contents[0].topAnchor)
    toContent.priority = .defaultLow
    let toCell = header.leadingAnchor.constraint(equalTo: cells[0].leadingAnchor)
    toCell.priority = .defaultLow
    LayoutConstraint.activate([toContent, toCell])
    let inside = cells[0].constraints
    #expect(inside.count == 2)
    cells[0].removeFromSuperview()
    // UIKit: removal removes the constraints that refer to the view or any view below it.
    #expect(!toContent.isActive)
    #expect(!toCell.isActive)
    // Those inside the removed view stay.
    #expect(inside.allSatisfy { $0.isActive })
    #expect(cells[0].constraints.count == 2)
    root.layoutIfNeeded()
    #expect(header.frame == CGRect(x: 16, y: 20, width: 358, height: 44))
  }
}
