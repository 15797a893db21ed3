import TrellisConstraintSolver

/// A benchmark scene: constraints on variables 0..<variables, and optionally an edit variable
/// whose suggestions alternate between two values (the incremental case).
struct SolverScene {
  var name: String
  var variables: Int
  var constraints: [Constraint]
  var edit: (variable: Variable, priority: Priority, values: [Double])?
  /// How many times the work of one cell a build is: the runners give it that fraction of the
  /// repetitions (at least 5).
  var weight = 1
  /// How many independent cells the scene holds: the figure reported is per cell (1: per build).
  var cells = 1
}

/// Builds constraints on views described by four variables each: left, top, width, height.
struct SceneBuilder {
  var constraints: [Constraint] = []
  var variableCount = 0
  var nextID = 0

  struct View {
    var left: Variable
    var top: Variable
    var width: Variable
    var height: Variable
    var right: LinearExpression { left + LinearExpression(width) }
    var bottom: LinearExpression { top + LinearExpression(height) }
  }

  mutating func view() -> View {
    defer { variableCount += 4 }
    return View(
      left: Variable(variableCount), top: Variable(variableCount + 1), width: Variable(variableCount + 2),
      height: Variable(variableCount + 3))
  }

  mutating func add(
    _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, _ priority: Priority = .required
  ) {
    nextID += 1
    constraints.append(Constraint(id: ConstraintID(nextID), lhs, relation, rhs, priority: priority))
  }
}

/// The scenes of Benchmarks/compare-solver.sh.
enum SolverScenes {
  /// A table-view cell (22 constraints): a content view 320 wide whose height fits its content
  /// (fitting-size level), a 44 × 44 image, a title and a subtitle with intrinsic heights
  /// (750) and a trailing accessory.
  static var cell: SolverScene {
    var b = SceneBuilder()
    addCell(&b)
    return SolverScene(name: "cell-20", variables: b.variableCount, constraints: b.constraints, edit: nil)
  }

  /// `n` independent cells (each the 22 constraints of `cell` on its own 20 variables) in one
  /// solver: the linear-growth check — the time per cell should not grow with `n`.
  static func cells(_ n: Int) -> SolverScene {
    var b = SceneBuilder()
    for _ in 0..<n { addCell(&b) }
    return SolverScene(
      name: "cells-\(n)", variables: b.variableCount, constraints: b.constraints, edit: nil, weight: n,
      cells: n)
  }

  /// Adds the constraints of one cell on five new views.
  static func addCell(_ b: inout SceneBuilder) {
    let content = b.view()
    let image = b.view()
    let title = b.view()
    let subtitle = b.view()
    let accessory = b.view()
    b.add(LinearExpression(content.left), .equal, LinearExpression(constant: 0))
    b.add(LinearExpression(content.top), .equal, LinearExpression(constant: 0))
    b.add(LinearExpression(content.width), .equal, LinearExpression(constant: 320))
    b.add(LinearExpression(content.height), .equal, LinearExpression(constant: 0), .fittingSizeLevel)
    b.add(LinearExpression(image.left), .equal, content.left + 16)
    b.add(LinearExpression(image.top), .greaterThanOrEqual, content.top + 8)
    b.add(LinearExpression(image.width), .equal, LinearExpression(constant: 44))
    b.add(LinearExpression(image.height), .equal, LinearExpression(constant: 44))
    b.add(LinearExpression(title.left), .equal, image.right + 12)
    b.add(LinearExpression(title.top), .equal, content.top + 10)
    b.add(LinearExpression(title.height), .equal, LinearExpression(constant: 21), .defaultHigh)
    b.add(title.right, .lessThanOrEqual, accessory.left - 8)
    b.add(LinearExpression(subtitle.left), .equal, LinearExpression(title.left))
    b.add(subtitle.right, .equal, title.right)
    b.add(LinearExpression(subtitle.top), .equal, title.bottom + 4)
    b.add(LinearExpression(subtitle.height), .equal, LinearExpression(constant: 34), .defaultHigh)
    b.add(content.bottom, .greaterThanOrEqual, subtitle.bottom + 10)
    b.add(content.bottom, .greaterThanOrEqual, image.bottom + 8)
    b.add(accessory.right, .equal, content.right - 16)
    b.add(LinearExpression(accessory.width), .equal, LinearExpression(constant: 24))
    // The accessory is centred vertically; its height is intrinsic.
    b.add(
      accessory.top + 0.5 * LinearExpression(accessory.height), .equal,
      content.top + 0.5 * LinearExpression(content.height))
    b.add(LinearExpression(accessory.height), .equal, LinearExpression(constant: 24))
  }

  /// A screen of 250 views in rows of 10 (1,003 constraints; 1,002 with the width an edit variable): each view is spaced 8 after its
  /// left neighbour and below the view above, its width a tenth of the container's less the
  /// gaps, its height at least 20, 44 wanted (250), and every third view as tall as its left
  /// neighbour (750). The container's width is an edit variable in the incremental scene.
  static func screen(edit: Bool) -> SolverScene {
    var b = SceneBuilder()
    let container = b.view()
    b.add(LinearExpression(container.left), .equal, LinearExpression(constant: 0))
    b.add(LinearExpression(container.top), .equal, LinearExpression(constant: 0))
    if !edit { b.add(LinearExpression(container.width), .equal, LinearExpression(constant: 390)) }
    var views: [SceneBuilder.View] = []
    for i in 0..<250 {
      let v = b.view()
      let column = i % 10
      if column == 0 {
        b.add(LinearExpression(v.left), .equal, container.left + 8)
      } else {
        b.add(LinearExpression(v.left), .equal, views[i - 1].right + 8)
      }
      if i < 10 {
        b.add(LinearExpression(v.top), .equal, container.top + 8)
      } else {
        b.add(LinearExpression(v.top), .equal, views[i - 10].bottom + 8)
      }
      b.add(LinearExpression(v.width), .equal, 0.1 * LinearExpression(container.width) - 8.8)
      if column > 0 && i % 3 == 0 {
        b.add(LinearExpression(v.height), .equal, LinearExpression(views[i - 1].height), .defaultHigh)
      } else if i % 2 == 0 {
        b.add(LinearExpression(v.height), .greaterThanOrEqual, LinearExpression(constant: 20))
      } else {
        b.add(LinearExpression(v.height), .equal, LinearExpression(constant: 44), .defaultLow)
      }
      views.append(v)
    }
    return SolverScene(
      name: edit ? "edit-1000" : "screen-1000", variables: b.variableCount, constraints: b.constraints,
      edit: edit ? (container.width, Priority(999), [390, 430]) : nil, weight: edit ? 1 : 20)
  }
}
