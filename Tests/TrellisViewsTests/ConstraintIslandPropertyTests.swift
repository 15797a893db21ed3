import Foundation
import Testing

@testable import TrellisViews

/// SplitMix64 (Steele, Lea & Flood 2014): a seeded generator, so every run builds the same trees.
private struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// A random screen: containers positioned by their frames (some nested), each holding views
/// fixed by four required constraints; badges in the root or in a container whose leading edge
/// follows, at times, a view inside another container (a constraint that pierces it), at other
/// times the root. Every constrained view is fully determined, so the solution is unique and any
/// correct way of solving gives the same frames.
@MainActor
private final class RandomScreen {
  let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  var containers: [View] = []
  var contents: [View] = []
  var constraints: [LayoutConstraint] = []
  /// Pairs of alternative leading constraints for the badges: exactly one of each is active.
  var alternatives: [(piercing: LayoutConstraint, plain: LayoutConstraint)] = []

  init(using random: inout SeededGenerator) {
    for _ in 0..<3 {
      let container = View(frame: Self.randomFrame(&random))
      root.addSubview(container)
      containers.append(container)
      if Bool.random(using: &random) {
        let nested = View(
          frame: CGRect(
            x: CGFloat(Int.random(in: 0...30, using: &random)),
            y: CGFloat(Int.random(in: 0...30, using: &random)),
            width: 60, height: 50))
        container.addSubview(nested)
        containers.append(nested)
      }
    }
    for container in containers {
      for _ in 0..<2 { pinContent(in: container, using: &random) }
    }
    for _ in 0..<3 {
      let host = Bool.random(using: &random) ? root : containers.randomElement(using: &random)!
      addBadge(in: host, using: &random)
    }
  }

  static func randomFrame(_ random: inout SeededGenerator) -> CGRect {
    CGRect(
      x: CGFloat(Int.random(in: 0...200, using: &random)),
      y: CGFloat(Int.random(in: 0...600, using: &random)),
      width: CGFloat(Int.random(in: 100...300, using: &random)),
      height: CGFloat(Int.random(in: 80...200, using: &random)))
  }

  private func pinContent(in container: View, using random: inout SeededGenerator) {
    let view = View(frame: .zero)
    view.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(view)
    var made = [
      view.leadingAnchor.constraint(
        equalTo: container.leadingAnchor, constant: CGFloat(Int.random(in: 0...20, using: &random))),
      view.topAnchor.constraint(
        equalTo: container.topAnchor, constant: CGFloat(Int.random(in: 0...20, using: &random))),
      view.heightAnchor.constraint(equalToConstant: CGFloat(Int.random(in: 10...40, using: &random))),
    ]
    if Bool.random(using: &random) {
      made.append(
        view.widthAnchor.constraint(equalToConstant: CGFloat(Int.random(in: 10...40, using: &random))))
    } else {
      made.append(
        view.trailingAnchor.constraint(
          equalTo: container.trailingAnchor, constant: -CGFloat(Int.random(in: 0...20, using: &random))))
    }
    LayoutConstraint.activate(made)
    constraints += made
    contents.append(view)
  }

  private func addBadge(in host: View, using random: inout SeededGenerator) {
    let badge = View(frame: .zero)
    badge.translatesAutoresizingMaskIntoConstraints = false
    host.addSubview(badge)
    let target = contents.randomElement(using: &random)!
    let piercing = badge.leadingAnchor.constraint(
      equalTo: target.trailingAnchor, constant: CGFloat(Int.random(in: 0...10, using: &random)))
    let plain = badge.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 4)
    let fixed = [
      badge.topAnchor.constraint(
        equalTo: host.topAnchor, constant: CGFloat(Int.random(in: 0...10, using: &random))),
      badge.widthAnchor.constraint(equalToConstant: 12), badge.heightAnchor.constraint(equalToConstant: 12),
    ]
    LayoutConstraint.activate(fixed)
    if Bool.random(using: &random) { piercing.isActive = true } else { plain.isActive = true }
    constraints += fixed
    alternatives.append((piercing, plain))
    contents.append(badge)
  }

  /// One random change of the kinds a screen goes through.
  func mutate(using random: inout SeededGenerator) -> String {
    switch Int.random(in: 0..<4, using: &random) {
    case 0:
      let constraint = constraints.randomElement(using: &random)!
      constraint.constant += CGFloat(Int.random(in: 1...9, using: &random))
      return "constant of \(constraint)"
    case 1:
      let container = containers.randomElement(using: &random)!
      container.frame.origin = CGPoint(
        x: CGFloat(Int.random(in: 0...200, using: &random)),
        y: CGFloat(Int.random(in: 0...600, using: &random)))
      return "moved a container"
    case 2:
      let container = containers.randomElement(using: &random)!
      container.frame.size.width = CGFloat(Int.random(in: 60...300, using: &random))
      return "resized a container"
    default:
      let pair = alternatives.randomElement(using: &random)!
      if pair.piercing.isActive {
        pair.piercing.isActive = false
        pair.plain.isActive = true
      } else {
        pair.plain.isActive = false
        pair.piercing.isActive = true
      }
      return "switched a badge's leading constraint"
    }
  }

  /// The frames of the constrained views as one solver for the whole tree gives them (the way
  /// the tree was solved before islands).
  func wholeTreeFrames() -> [CGRect] {
    var engine = LayoutEngine(root: root)
    for constraint in root.activeConstraintsBelow() { engine.add(constraint) }
    engine.addIntrinsicSizes()
    return contents.map { engine.frame(of: $0) }
  }
}

@Suite("Constraint islands against one solver for the whole tree")
@MainActor
struct ConstraintIslandPropertyTests {
  @Test("random screens and random changes: the islands give the whole tree's frames", arguments: 0..<40)
  func islandsMatchTheWholeTree(seed: UInt64) {
    var random = SeededGenerator(state: seed &* 7919 &+ 17)
    let screen = RandomScreen(using: &random)
    var change = "first layout"
    for step in 0...12 {
      if step > 0 { change = screen.mutate(using: &random) }
      screen.root.layoutIfNeeded()
      let expected = screen.wholeTreeFrames()
      let actual = screen.contents.map(\.frame)
      // Within 10⁻⁶ points: the two solves pivot in different orders.
      let close = zip(actual, expected).allSatisfy { a, e in
        abs(a.minX - e.minX) < 1e-6 && abs(a.minY - e.minY) < 1e-6 && abs(a.width - e.width) < 1e-6
          && abs(a.height - e.height) < 1e-6
      }
      #expect(close, "seed \(seed), step \(step): \(change)\nactual \(actual)\nexpected \(expected)")
      if !close { return }
    }
  }
}
