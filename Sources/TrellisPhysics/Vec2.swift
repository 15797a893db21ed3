/// A two-dimensional vector of `Double` in metres (or metres per second) used inside the solver.
///
/// The public API speaks `CGPoint`/`CGVector` in points; this type never leaves the module.
struct Vec2: Equatable {
  var x: Double
  var y: Double

  @inline(__always) init(_ x: Double, _ y: Double) {
    self.x = x
    self.y = y
  }

  static let zero = Vec2(0, 0)

  @inline(__always) static func + (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x + b.x, a.y + b.y) }
  @inline(__always) static func - (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x - b.x, a.y - b.y) }
  @inline(__always) static prefix func - (a: Vec2) -> Vec2 { Vec2(-a.x, -a.y) }
  @inline(__always) static func * (s: Double, a: Vec2) -> Vec2 { Vec2(s * a.x, s * a.y) }
  @inline(__always) static func * (a: Vec2, s: Double) -> Vec2 { Vec2(s * a.x, s * a.y) }
  @inline(__always) static func += (a: inout Vec2, b: Vec2) {
    a.x += b.x
    a.y += b.y
  }
  @inline(__always) static func -= (a: inout Vec2, b: Vec2) {
    a.x -= b.x
    a.y -= b.y
  }

  /// Dot product.
  @inline(__always) func dot(_ b: Vec2) -> Double { x * b.x + y * b.y }
  /// 2D cross product (z of the 3D cross product).
  @inline(__always) func cross(_ b: Vec2) -> Double { x * b.y - y * b.x }
  /// The vector rotated by +90°: (-y, x).
  @inline(__always) var leftPerp: Vec2 { Vec2(-y, x) }
  /// The vector rotated by −90°: (y, −x).
  @inline(__always) var rightPerp: Vec2 { Vec2(y, -x) }
  @inline(__always) var lengthSquared: Double { x * x + y * y }
  @inline(__always) var length: Double { (x * x + y * y).squareRoot() }
  @inline(__always) var isFinite: Bool { x.isFinite && y.isFinite }

  /// The unit vector in this direction, or zero for a (near) zero vector.
  @inline(__always) var normalized: Vec2 {
    let l = length
    return l > 1e-300 ? Vec2(x / l, y / l) : .zero
  }
}

/// Cross product of a scalar (angular velocity about z) and a vector: ω × r = (−ω r.y, ω r.x).
@inline(__always) func cross(_ w: Double, _ r: Vec2) -> Vec2 { Vec2(-w * r.y, w * r.x) }

/// A rotation stored as cosine and sine.
struct Rot: Equatable {
  var c: Double
  var s: Double

  @inline(__always) init(c: Double, s: Double) {
    self.c = c
    self.s = s
  }

  @inline(__always) init(angle: Double) {
    c = cos(angle)
    s = sin(angle)
  }

  static let identity = Rot(c: 1, s: 0)

  /// The angle in radians, in (−π, π].
  var angle: Double { atan2(s, c) }

  @inline(__always) func rotate(_ v: Vec2) -> Vec2 { Vec2(c * v.x - s * v.y, s * v.x + c * v.y) }
  @inline(__always) func invRotate(_ v: Vec2) -> Vec2 { Vec2(c * v.x + s * v.y, -s * v.x + c * v.y) }

  /// `self * other` (apply `other` first, then `self`).
  @inline(__always) func mul(_ q: Rot) -> Rot { Rot(c: c * q.c - s * q.s, s: s * q.c + c * q.s) }
  /// `self⁻¹ * other`.
  @inline(__always) func invMul(_ q: Rot) -> Rot { Rot(c: c * q.c + s * q.s, s: c * q.s - s * q.c) }

  /// Integrates the rotation by the angle `h·w` and renormalises (Box2D v3 style small-angle update).
  @inline(__always) func integrated(by da: Double) -> Rot {
    let c2 = c - da * s
    let s2 = s + da * c
    let mag = (c2 * c2 + s2 * s2).squareRoot()
    let inv = mag > 0 ? 1 / mag : 0
    return Rot(c: c2 * inv, s: s2 * inv)
  }
}

/// A rigid transform: rotation then translation.
struct Transform: Equatable {
  var p: Vec2
  var q: Rot

  static let identity = Transform(p: .zero, q: .identity)

  @inline(__always) func apply(_ v: Vec2) -> Vec2 { q.rotate(v) + p }
  @inline(__always) func invApply(_ v: Vec2) -> Vec2 { q.invRotate(v - p) }
}

/// An axis-aligned bounding box in metres.
struct AABB: Equatable {
  var lower: Vec2
  var upper: Vec2

  @inline(__always) init(lower: Vec2, upper: Vec2) {
    self.lower = lower
    self.upper = upper
  }

  @inline(__always) func overlaps(_ b: AABB) -> Bool {
    !(b.lower.x > upper.x || b.lower.y > upper.y || lower.x > b.upper.x || lower.y > b.upper.y)
  }

  @inline(__always) func contains(_ b: AABB) -> Bool {
    lower.x <= b.lower.x && lower.y <= b.lower.y && b.upper.x <= upper.x && b.upper.y <= upper.y
  }

  @inline(__always) func union(_ b: AABB) -> AABB {
    AABB(
      lower: Vec2(min(lower.x, b.lower.x), min(lower.y, b.lower.y)),
      upper: Vec2(max(upper.x, b.upper.x), max(upper.y, b.upper.y)))
  }

  /// The box together with itself moved by `d`: what a body's shape covers over a step at
  /// velocity `d` / step (the proxies' refits and `setTransform` sweep their tight boxes so).
  @inline(__always) func swept(by d: Vec2) -> AABB {
    union(AABB(lower: lower + d, upper: upper + d))
  }

  /// Perimeter, the surface-area heuristic's cost in 2D.
  @inline(__always) var perimeter: Double { 2 * ((upper.x - lower.x) + (upper.y - lower.y)) }

  @inline(__always) func expanded(by m: Double) -> AABB {
    AABB(lower: Vec2(lower.x - m, lower.y - m), upper: Vec2(upper.x + m, upper.y + m))
  }
}
