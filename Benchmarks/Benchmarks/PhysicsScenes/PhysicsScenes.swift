import TrellisPhysics

/// The physics benchmark scenes, defined once for the package-benchmark suite and the
/// comparison runner. `Harness/harness.c` (Chipmunk2D) and `Harness/harness.cpp` (Box2D 2.4)
/// build the same scenes with the same parameters, in metres (100 pt = 1 m):
///
/// | scene | bodies | parameters |
/// |---|---|---|
/// | pyramid-20 / pyramid-50 | 210 / 1,275 boxes 100 × 100 pt (1 m) on a static ground | gravity 1000 pt/s² (10 m/s²), friction 0.6, density 1 |
/// | rain-1000 | 1,000 boxes 40 × 40 pt dropped in a 25 × 40 grid into a 2,000 pt wide open box | same |
/// | rain-10000 | 10,000 boxes 40 × 40 pt dropped in a 100 × 100 grid into an 8,200 pt wide open box | same |
/// | springs-100 | 100 boxes 40 × 40 pt hanging on 2 Hz, ζ 0.3 springs (rest 100 pt) | same gravity, no contacts between them |
///
/// All engines: step 1/120 s, sleeping off. Trellis and Box2D v3: 4 sub-steps (one solve + one
/// relax each), contact hertz 60, damping ratio 10, push-out 3 m/s.
public enum PhysicsScene: String, CaseIterable, Sendable {
  /// A 20-row pyramid: 210 boxes.
  case pyramid20 = "pyramid-20"
  /// A 50-row pyramid: 1,275 boxes.
  case pyramid50 = "pyramid-50"
  /// 1,000 boxes falling into a box.
  case rain1000 = "rain-1000"
  /// 10,000 boxes falling into a wide box.
  case rain10000 = "rain-10000"
  /// 100 boxes on springs.
  case springs100 = "springs-100"

  /// Box size in points for pyramids.
  public static let pyramidBox = 100.0

  /// Builds the scene in a new world with sleeping off.
  public func makeWorld() throws -> (PhysicsWorld, [BodyID]) {
    let world = try PhysicsWorld(
      configuration: PhysicsConfiguration(gravity: CGVector(dx: 0, dy: 1000), isSleepEnabled: false))
    let material = ShapeDefinition(density: 1, friction: 0.6)
    var bodies: [BodyID] = []
    switch self {
    case .pyramid20, .pyramid50:
      let rows = self == .pyramid20 ? 20 : 50
      let s = Self.pyramidBox
      let ground = try world.createBody(BodyDefinition(type: .static, position: CGPoint(x: 0, y: 50)))
      try world.addShape(
        .box(size: CGSize(width: 2 * Double(rows) * s + 2000, height: 100)), to: ground, material)
      for row in 0..<rows {
        for k in 0..<(rows - row) {
          let x = (Double(k) - Double(rows - row - 1) / 2) * s
          let y = -s / 2 - Double(row) * s
          let b = try world.createBody(BodyDefinition(position: CGPoint(x: x, y: y)))
          try world.addShape(.box(size: CGSize(width: s, height: s)), to: b, material)
          bodies.append(b)
        }
      }
    case .rain1000, .rain10000:
      // `columns` × `rows` boxes in a box of inner half-width `half` and wall height `height`.
      let (columns, rows, half, height) =
        self == .rain1000 ? (25, 40, 1000.0, 3000.0) : (100, 100, 4100.0, 7000.0)
      let walls = try world.createBody(BodyDefinition(type: .static))
      try world.addShape(
        .box(size: CGSize(width: 2 * half + 200, height: 100), center: CGPoint(x: 0, y: 50)), to: walls,
        material)
      try world.addShape(
        .box(size: CGSize(width: 100, height: height), center: CGPoint(x: -half - 50, y: -height / 2)),
        to: walls,
        material)
      try world.addShape(
        .box(size: CGSize(width: 100, height: height), center: CGPoint(x: half + 50, y: -height / 2)),
        to: walls,
        material)
      for i in 0..<(columns * rows) {
        let col = i % columns
        let row = i / columns
        let x = -(Double(columns) * 40 - 40) + Double(col) * 80 + Double(row % 2) * 20
        let y = -200 - Double(row) * 60
        let b = try world.createBody(BodyDefinition(position: CGPoint(x: x, y: y)))
        try world.addShape(.box(size: CGSize(width: 40, height: 40)), to: b, material)
        bodies.append(b)
      }
    case .springs100:
      for i in 0..<100 {
        let x = Double(i % 10) * 100
        let y = Double(i / 10) * 150
        let b = try world.createBody(BodyDefinition(position: CGPoint(x: x + 30, y: y + 100)))
        try world.addShape(
          .box(size: CGSize(width: 40, height: 40)), to: b,
          ShapeDefinition(density: 1, friction: 0.6, filter: CollisionFilter(groupIndex: -1)))
        try world.createDistanceJoint(
          DistanceJointDefinition(
            bodyA: world.groundBody, bodyB: b, localAnchorA: CGPoint(x: x, y: y), length: 100, frequency: 2,
            dampingRatio: 0.3))
        bodies.append(b)
      }
    }
    return (world, bodies)
  }
}
