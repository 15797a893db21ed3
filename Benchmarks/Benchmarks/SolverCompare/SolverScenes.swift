import TrellisConstraintSolver

/// A benchmark scene: constraints on variables 0..<variables, and optionally an edit variable
/// whose suggestions alternate between two values (the incremental case).
struct SolverScene {
  var name: String
  var variables: Int
  var constraints: [Constraint]
  var edit: (variable: Variable, priority: Priority, values: [Double])?
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
    var right: Expression { left + Expression(width) }
    var bottom: Expression { top + Expression(height) }
  }

  mutating func view() -> View {
    defer { variableCount += 4 }
    return View(
      left: Variable(variableCount), top: Variable(variableCount + 1), width: Variable(variableCount + 2),
      height: Variable(variableCount + 3))
  }

  mutating func add(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, _ priority: Priority = .required) {
    nextID += 1
    constraints.append(Constraint(id: ConstraintID(nextID), lhs, relation, rhs, priority: priority))
  }
}

/// The three scenes of Benchmarks/compare-solver.sh.
enum SolverScenes {
  /// A table-view cell (20 constraints): a content view 320 wide whose height fits its content
  /// (fitting-size level), a 44 × 44 image, a title and a subtitle with intrinsic heights
  /// (750) and a trailing accessory.
  static var cell: SolverScene {
    var b = SceneBuilder()
    let content = b.view()
    let image = b.view()
    let title = b.view()
    let subtitle = b.view()
    let accessory = b.view()
    b.add(Expression(content.left), .equal, Expression(constant: 0))
    b.add(Expression(content.top), .equal, Expression(constant: 0))
    b.add(Expression(content.width), .equal, Expression(constant: 320))
    b.add(Expression(content.height), .equal, Expression(constant: 0), .fittingSizeLevel)
    b.add(Expression(image.left), .equal, content.left + 16)
    b.add(Expression(image.top), .greaterThanOrEqual, content.top + 8)
    b.add(Expression(image.width), .equal, Expression(constant: 44))
    b.add(Expression(image.height), .equal, Expression(constant: 44))
    b.add(Expression(title.left), .equal, image.right + 12)
    b.add(Expression(title.top), .equal, content.top + 10)
    b.add(Expression(title.height), .equal, Expression(constant: 21), .defaultHigh)
    b.add(title.right, .lessThanOrEqual, accessory.left - 8)
    b.add(Expression(subtitle.left), .equal, Expression(title.left))
    b.add(subtitle.right, .equal, title.right)
    b.add(Expression(subtitle.top), .equal, title.bottom + 4)
    b.add(Expression(subtitle.height), .equal, Expression(constant: 34), .defaultHigh)
    b.add(content.bottom, .greaterThanOrEqual, subtitle.bottom + 10)
    b.add(content.bottom, .greaterThanOrEqual, image.bottom + 8)
    b.add(accessory.right, .equal, content.right - 16)
    b.add(Expression(accessory.width), .equal, Expression(constant: 24))
    // The accessory is centred vertically; its height is intrinsic.
    b.add(accessory.top + 0.5 * Expression(accessory.height), .equal, content.top + 0.5 * Expression(content.height))
    b.add(Expression(accessory.height), .equal, Expression(constant: 24))
    return SolverScene(name: "cell-20", variables: b.variableCount, constraints: b.constraints, edit: nil)
  }

  /// A screen of 250 views in rows of 10 (1,002 constraints): each view is spaced 8 after its
  /// left neighbour and below the view above, its width a tenth of the container's less the
  /// gaps, its height at least 20, 44 wanted (250), and every third view as tall as its left
  /// neighbour (750). The container's width is an edit variable in the incremental scene.
  static func screen(edit: Bool) -> SolverScene {
    var b = SceneBuilder()
    let container = b.view()
    b.add(Expression(container.left), .equal, Expression(constant: 0))
    b.add(Expression(container.top), .equal, Expression(constant: 0))
    if !edit { b.add(Expression(container.width), .equal, Expression(constant: 390)) }
    var views: [SceneBuilder.View] = []
    for i in 0..<250 {
      let v = b.view()
      let column = i % 10
      if column == 0 {
        b.add(Expression(v.left), .equal, container.left + 8)
      } else {
        b.add(Expression(v.left), .equal, views[i - 1].right + 8)
      }
      if i < 10 {
        b.add(Expression(v.top), .equal, container.top + 8)
      } else {
        b.add(Expression(v.top), .equal, views[i - 10].bottom + 8)
      }
      b.add(Expression(v.width), .equal, 0.1 * Expression(container.width) - 8.8)
      if column > 0 && i % 3 == 0 {
        b.add(Expression(v.height), .equal, Expression(views[i - 1].height), .defaultHigh)
      } else if i % 2 == 0 {
        b.add(Expression(v.height), .greaterThanOrEqual, Expression(constant: 20))
      } else {
        b.add(Expression(v.height), .equal, Expression(constant: 44), .defaultLow)
      }
      views.append(v)
    }
    return SolverScene(
      name: edit ? "edit-1000" : "screen-1000", variables: b.variableCount, constraints: b.constraints,
      edit: edit ? (container.width, Priority(999), [390, 430]) : nil)
  }
}
