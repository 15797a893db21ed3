import Foundation
import TrellisPhysics

/// The free-for-all half of the physics surface: a random world built and changed by random
/// calls with odd parameters, stepped in between. See `PhysicsSurface` for the checks.
@MainActor
final class PhysicsChaos {
  let c: FuzzContext
  var world: PhysicsWorld
  var bodies: [BodyID] = []
  var shapes: [ShapeID] = []
  var joints: [JointID] = []

  init(_ c: FuzzContext) throws {
    self.c = c
    let configuration = PhysicsConfiguration(
      stepDuration: c.random.chance(0.1)
        ? c.random.pick(FuzzRandom.edgeNumbers) : c.random.pick([1.0 / 60, 1.0 / 120]),
      subSteps: c.random.chance(0.1) ? c.random.pick([0, -1, 65, Int.max]) : c.random.int(in: 1...8),
      gravity: CGVector(dx: 0, dy: c.random.chance(0.1) ? c.random.pick(FuzzRandom.edgeNumbers) : 1000),
      contactHertz: c.random.chance(0.05) ? c.random.pick(FuzzRandom.edgeNumbers) : 60,
      isSleepEnabled: c.random.chance(0.5))
    let stepIsValid = configuration.stepDuration >= 1e-4 && configuration.stepDuration <= 0.1
    let limit = PhysicsWorld.maximumMagnitude
    let valid =
      stepIsValid && (1...64).contains(configuration.subSteps) && abs(configuration.gravity.dy) <= limit
      && configuration.contactHertz > 0 && configuration.contactHertz <= limit
    c.note("configuration \(configuration)")
    do {
      world = try PhysicsWorld(configuration: configuration)
      if !valid { throw FuzzFailure(.wrongResult, "PhysicsWorld accepted the invalid \(configuration)") }
    } catch let error as PhysicsError {
      if valid { throw FuzzFailure(.wrongResult, "PhysicsWorld rejected a valid configuration: \(error)") }
      try Self.checkMessage(error)
      world = try PhysicsWorld()
    }
  }

  static func checkMessage(_ error: PhysicsError) throws {
    guard error.description.hasPrefix("PhysicsError: "), error.description.count > 24 else {
      throw FuzzFailure(.wrongResult, "an error without a clear message: '\(error.description)'")
    }
  }

  /// An ordinary number in `range` seven times in eight, an edge number otherwise.
  func number(_ range: ClosedRange<Double>) -> Double {
    c.random.chance(0.125) ? c.random.pick(FuzzRandom.edgeNumbers) : c.random.double(in: range)
  }
  func point(_ typical: Double) -> CGPoint {
    CGPoint(x: number(-typical...typical), y: number(-typical...typical))
  }

  func vector(_ typical: Double) -> CGVector {
    CGVector(dx: number(-typical...typical), dy: number(-typical...typical))
  }

  /// Runs `call`; if any of `inputs` is NaN, infinite or (when `strict`, as for every input but
  /// a query's rectangle) beyond `PhysicsWorld.maximumMagnitude`, it must throw. A call that
  /// throws must leave the world unchanged and explain itself.
  @discardableResult
  func attempt<T>(
    _ label: String, _ inputs: [Double], strict: Bool = true, _ call: () throws(PhysicsError) -> T
  ) throws -> T? {
    let before = PhysicsSnapshot(world, joints: joints)
    let limit = strict ? PhysicsWorld.maximumMagnitude : .greatestFiniteMagnitude
    let nonFinite = inputs.contains { !($0.magnitude <= limit) }
    c.note("\(label) \(inputs)")
    do {
      let result = try call()
      if nonFinite { throw FuzzFailure(.wrongResult, "\(label) accepted a non-finite input \(inputs)") }
      return result
    } catch let error as PhysicsError {
      try Self.checkMessage(error)
      guard PhysicsSnapshot(world, joints: joints) == before else {
        throw FuzzFailure(.wrongResult, "\(label) threw '\(error)' but changed the world")
      }
      return nil
    }
  }

  /// A live or dead body (or the ground) to name in a call.
  func anyBody() -> BodyID {
    if bodies.isEmpty || c.random.chance(0.15) { return world.groundBody }
    return c.random.pick(bodies)
  }

  func run() throws {
    for _ in 0..<c.random.int(in: 1...10) { try createBody() }
    for _ in 0..<c.random.int(in: 0...14) { try addShape() }
    for _ in 0..<c.random.int(in: 0...6) { try createJoint() }
    for _ in 0..<c.random.int(in: 1...30) {
      switch c.random.below(14) {
      case 0: try createBody()
      case 1: try addShape()
      case 2: try createJoint()
      case 3:
        let body = anyBody()
        try attempt("destroyBody \(body)", []) { () throws(PhysicsError) in try world.destroyBody(body) }
      case 4:
        if let shape = shapes.isEmpty ? nil : c.random.pick(shapes) {
          try attempt("removeShape \(shape)", []) { () throws(PhysicsError) in try world.removeShape(shape) }
        }
      case 5:
        if let joint = joints.isEmpty ? nil : c.random.pick(joints) {
          try attempt("destroyJoint \(joint)", []) { () throws(PhysicsError) in try world.destroyJoint(joint)
          }
        }
      case 6:
        let body = anyBody()
        let p = point(2_000)
        let angle = number(-10...10)
        try attempt("setTransform \(body)", [p.x, p.y, angle]) { () throws(PhysicsError) in
          try world.setTransform(of: body, position: p, angle: angle)
        }
      case 7:
        let body = anyBody()
        let v = vector(3_000)
        let w = number(-20...20)
        try attempt("setVelocity \(body)", [v.dx, v.dy]) { () throws(PhysicsError) in
          try world.setLinearVelocity(v, of: body)
        }
        try attempt("setAngularVelocity \(body)", [w]) { () throws(PhysicsError) in
          try world.setAngularVelocity(w, of: body)
        }
      case 8:
        let body = anyBody()
        let f = vector(100)
        let at = c.random.chance(0.5) ? point(500) : nil
        try attempt("applyImpulse \(body)", [f.dx, f.dy, at?.x ?? 0, at?.y ?? 0]) { () throws(PhysicsError) in
          try world.applyImpulse(f, at: at, to: body)
        }
        try attempt("applyForce \(body)", [f.dx, f.dy]) { () throws(PhysicsError) in
          try world.applyForce(f, to: body)
        }
      case 9:
        let body = anyBody()
        let type = c.random.pick([BodyType.static, .kinematic, .dynamic])
        try attempt("setType \(body) \(type)", []) { () throws(PhysicsError) in
          try world.setType(type, of: body)
        }
      case 10:
        let g = vector(2_000)
        try attempt("setGravity", [g.dx, g.dy]) { () throws(PhysicsError) in try world.setGravity(g) }
      case 11:
        let seconds = number(0...0.2)
        try attempt("advance", [seconds]) { () throws(PhysicsError) in try world.advance(by: seconds) }
      case 12:
        let rect = CGRect(
          origin: point(2_000), size: CGSize(width: number(0...4_000), height: number(0...4_000)))
        try attempt("bodies(in:)", [rect.origin.x, rect.origin.y, rect.width, rect.height], strict: false) {
          () throws(PhysicsError) in try world.bodies(in: rect)
        }
      default:
        let steps = c.random.int(in: 1...20)
        c.note("\(steps) steps")
        for _ in 0..<steps { world.step() }
      }
      try checkFinite()
    }
  }

  func checkFinite() throws {
    for body in world.bodies {
      let p = try world.position(of: body)
      let v = try world.linearVelocity(of: body)
      let a = try world.angle(of: body)
      let w = try world.angularVelocity(of: body)
      guard p.x.isFinite, p.y.isFinite, v.dx.isFinite, v.dy.isFinite, a.isFinite, w.isFinite else {
        throw FuzzFailure(
          .nonFinite,
          "\(body) after step \(world.stepCount): position \(p), velocity \(v), angle \(a), spin \(w)")
      }
    }
  }

  func createBody() throws {
    let p = point(2_000)
    let v = vector(3_000)
    let definition = BodyDefinition(
      type: c.random.pick([.dynamic, .dynamic, .dynamic, .kinematic, .static]), position: p,
      angle: number(-4...4), linearVelocity: v, angularVelocity: number(-10...10),
      linearDamping: number(0...2), angularDamping: number(0...2), gravityScale: number(-1...2),
      fixedRotation: c.random.chance(0.2), allowsSleep: c.random.chance(0.8))
    let inputs = [
      p.x, p.y, definition.angle, v.dx, v.dy, definition.angularVelocity, definition.linearDamping,
      definition.angularDamping, definition.gravityScale,
    ]
    if let body = try attempt(
      "createBody", inputs, { () throws(PhysicsError) in try world.createBody(definition) })
    {
      bodies.append(body)
    }
  }

  func addShape() throws {
    let body = anyBody()
    var inputs: [Double] = []
    let geometry: ShapeGeometry
    switch c.random.below(6) {
    case 0:
      let size = CGSize(width: number(1...200), height: number(1...200))
      let center = point(50)
      geometry = .box(size: size, center: center, angle: number(-3...3))
      inputs = [size.width, size.height, center.x, center.y]
    case 1:
      let radius = number(1...100)
      geometry = .circle(radius: radius, center: point(50))
      inputs = [radius]
    case 2:
      let size = CGSize(width: number(1...200), height: number(1...200))
      geometry = .ellipse(size: size, vertexCount: c.random.chance(0.1) ? c.random.pick([0, 3, 65, -1]) : 16)
      inputs = [size.width, size.height]
    case 3:
      let points = (0..<c.random.int(in: 0...9)).map { _ in point(100) }
      geometry = .polygon(points)
      inputs = points.flatMap { [$0.x, $0.y] }
    case 4:
      let a = point(300)
      let b = point(300)
      geometry = .segment(a, b)
      inputs = [a.x, a.y, b.x, b.y]
    default:
      let points = (0..<c.random.int(in: 0...6)).map { _ in point(300) }
      geometry = .chain(points, isLoop: c.random.chance(0.5))
      inputs = points.flatMap { [$0.x, $0.y] }
    }
    let definition = ShapeDefinition(
      density: number(0.1...4), friction: number(0...1), restitution: number(0...1),
      filter: c.random.chance(0.2) ? CollisionFilter(groups: 0) : .default)
    inputs += [definition.density, definition.friction, definition.restitution]
    if let shape = try attempt(
      "addShape \(geometry) to \(body)", inputs,
      { () throws(PhysicsError) in try world.addShape(geometry, to: body, definition) })
    {
      shapes.append(shape)
    }
  }

  func createJoint() throws {
    let a = anyBody()
    let b = anyBody()
    let anchorA = point(60)
    let anchorB = point(60)
    let anchors: [Double] = [anchorA.x, anchorA.y, anchorB.x, anchorB.y]
    let joint: JointID?
    switch c.random.below(5) {
    case 0:
      let definition = DistanceJointDefinition(
        bodyA: a, bodyB: b, localAnchorA: anchorA, localAnchorB: anchorB, length: number(1...300),
        frequency: number(0...20), dampingRatio: number(0...2), isSpringEnabled: c.random.chance(0.6))
      joint = try attempt(
        "distance joint \(a)-\(b)",
        anchors + [definition.length, definition.frequency, definition.dampingRatio],
        { () throws(PhysicsError) in try world.createDistanceJoint(definition) })
    case 1:
      let lower = number(-3...0)
      let upper = number(0...3)
      let definition = RevoluteJointDefinition(
        bodyA: a, bodyB: b, localAnchorA: anchorA, localAnchorB: anchorB, enableLimit: c.random.chance(0.5),
        lowerAngle: lower, upperAngle: upper, frictionTorque: number(0...5))
      joint = try attempt(
        "revolute joint \(a)-\(b)", anchors + [lower, upper, definition.frictionTorque],
        { () throws(PhysicsError) in try world.createRevoluteJoint(definition) })
    case 2:
      let axis = vector(1)
      let definition = PrismaticJointDefinition(
        bodyA: a, bodyB: b, localAnchorA: anchorA, localAnchorB: anchorB, localAxisA: axis,
        enableLimit: c.random.chance(0.5), lowerTranslation: number(-200...0),
        upperTranslation: number(0...200),
        frictionForce: number(0...5))
      joint = try attempt(
        "prismatic joint \(a)-\(b)",
        anchors + [
          axis.dx, axis.dy, definition.lowerTranslation, definition.upperTranslation,
          definition.frictionForce,
        ],
        { () throws(PhysicsError) in try world.createPrismaticJoint(definition) })
    case 3:
      let definition = WeldJointDefinition(
        bodyA: a, bodyB: b, localAnchorA: anchorA, localAnchorB: anchorB, linearFrequency: number(0...20),
        angularFrequency: number(0...20), dampingRatio: number(0...2))
      joint = try attempt(
        "weld joint \(a)-\(b)",
        anchors + [definition.linearFrequency, definition.angularFrequency, definition.dampingRatio],
        { () throws(PhysicsError) in try world.createWeldJoint(definition) })
    default:
      let target = point(2_000)
      let definition = TargetJointDefinition(
        body: b, localAnchor: anchorA, target: target, frequency: number(0.1...20),
        dampingRatio: number(0...2),
        maxForce: c.random.chance(0.5) ? .infinity : number(1...1_000))
      joint = try attempt(
        "target joint \(b)",
        [anchorA.x, anchorA.y, target.x, target.y, definition.frequency, definition.dampingRatio],
        { () throws(PhysicsError) in try world.createTargetJoint(definition) })
    }
    if let joint { joints.append(joint) }
  }
}
