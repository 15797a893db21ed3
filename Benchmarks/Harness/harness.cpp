// Box2D 2.4 side of the physics comparison (see ../compare-physics.sh).
// Builds the scenes of Benchmarks/PhysicsScenes/PhysicsScenes.swift in metres (100 pt = 1 m)
// and prints `box2d <scene> <steps> <ms/step> <check>` lines.
//
// Parameters: gravity 10 m/s², step 1/120 s, boxes of density 1, friction 0.6, restitution 0,
// sleeping off, 8 velocity iterations (Trellis: 4 sub-steps × solve + relax) and 3 position
// iterations (Box2D's default; Trellis has no position pass), continuous collision on (default).
#include <box2d/box2d.h>
#include <cmath>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <vector>

// CPU time of this thread: robust on a shared, loaded machine.
static double now() {
  timespec ts;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static const float kDt = 1.0f / 120.0f;
static const int kVelocityIterations = 8;
static const int kPositionIterations = 3;

static b2Body *addBox(b2World &world, float x, float y, float w, float h, int16 group = 0) {
  b2BodyDef def;
  def.type = b2_dynamicBody;
  def.position.Set(x, y);
  b2Body *body = world.CreateBody(&def);
  b2PolygonShape box;
  box.SetAsBox(w / 2, h / 2);
  b2FixtureDef fd;
  fd.shape = &box;
  fd.density = 1.0f;
  fd.friction = 0.6f;
  fd.filter.groupIndex = group;
  body->CreateFixture(&fd);
  return body;
}

static void addStaticBox(b2World &world, b2Body *ground, float cx, float cy, float w, float h) {
  (void)world;
  b2PolygonShape box;
  box.SetAsBox(w / 2, h / 2, b2Vec2(cx, cy), 0.0f);
  b2FixtureDef fd;
  fd.shape = &box;
  fd.friction = 0.6f;
  ground->CreateFixture(&fd);
}

static b2Body *makeGround(b2World &world) {
  b2BodyDef def;
  return world.CreateBody(&def);
}

static double run(b2World &world, int steps) {
  double t0 = now();
  for (int i = 0; i < steps; i++) world.Step(kDt, kVelocityIterations, kPositionIterations);
  return (now() - t0) * 1000.0 / steps;
}

static void runPyramid(int rows, int steps) {
  b2World world(b2Vec2(0, -10));
  world.SetAllowSleeping(false);
  b2Body *ground = makeGround(world);
  float s = 1.0f;
  addStaticBox(world, ground, 0, -0.5f, 2 * rows * s + 20, 1.0f);
  std::vector<b2Body *> bodies;
  std::vector<float> x0;
  for (int row = 0; row < rows; row++) {
    for (int k = 0; k < rows - row; k++) {
      float x = (k - (rows - row - 1) / 2.0f) * s;
      float y = s / 2 + row * s;
      x0.push_back(x);
      bodies.push_back(addBox(world, x, y, s, s));
    }
  }
  double ms = run(world, steps);
  double topY = bodies.back()->GetPosition().y;
  // Box2D 2.4 polygons carry a skin of b2_polygonRadius on every side, so a resting stack is
  // taller by 2·b2_polygonRadius per row.
  double expected = (rows - 0.5) * s + rows * 2 * b2_polygonRadius;
  double drift = 0;
  for (size_t i = 0; i < bodies.size(); i++) drift = std::fmax(drift, std::fabs(bodies[i]->GetPosition().x - x0[i]));
  std::printf("box2d pyramid-%d %d %.4f top_y=%.3f expected=%.3f max_x_drift=%.4f standing=%s\n", rows, steps, ms, topY,
              expected, drift, (std::fabs(topY - expected) < 0.1 && drift < 0.1) ? "yes" : "no");
}

// `columns` × `rows` boxes of 0.4 m dropped in a grid into an open box of inner half-width
// `half` and wall height `height` (rain-1000: 25 × 40, 10 m, 30 m; rain-10000: 100 × 100,
// 41 m, 70 m).
static void runRain(const char *name, int columns, int rows, float half, float height, int steps) {
  b2World world(b2Vec2(0, -10));
  world.SetAllowSleeping(false);
  b2Body *ground = makeGround(world);
  addStaticBox(world, ground, 0, -0.5f, 2 * half + 2, 1);
  addStaticBox(world, ground, -half - 0.5f, height / 2, 1, height);
  addStaticBox(world, ground, half + 0.5f, height / 2, 1, height);
  std::vector<b2Body *> bodies;
  for (int i = 0; i < columns * rows; i++) {
    int col = i % columns, row = i / columns;
    float x = -(columns * 0.4f - 0.4f) + col * 0.8f + (row % 2) * 0.2f;
    float y = 2.0f + row * 0.6f;
    bodies.push_back(addBox(world, x, y, 0.4f, 0.4f));
  }
  double ms = run(world, steps);
  double lowest = INFINITY;
  for (b2Body *b : bodies) lowest = std::fmin(lowest, b->GetPosition().y);
  std::printf("box2d %s %d %.4f lowest_y=%.3f\n", name, steps, ms, -lowest);
}

static void runSprings(int steps) {
  b2World world(b2Vec2(0, -10));
  world.SetAllowSleeping(false);
  b2Body *ground = makeGround(world);
  for (int i = 0; i < 100; i++) {
    float x = (i % 10) * 1.0f, y = -(i / 10) * 1.5f;
    b2Body *b = addBox(world, x + 0.3f, y - 1.0f, 0.4f, 0.4f, -1);
    b2DistanceJointDef jd;
    jd.Initialize(ground, b, b2Vec2(x, y), b->GetPosition());
    jd.length = 1.0f;
    jd.minLength = 0.0f;
    jd.maxLength = 1000.0f;
    b2LinearStiffness(jd.stiffness, jd.damping, 2.0f, 0.3f, ground, b);
    world.CreateJoint(&jd);
  }
  double ms = run(world, steps);
  std::printf("box2d springs-100 %d %.4f\n", steps, ms);
}

int main(int argc, char **argv) {
  int longSteps = argc > 1 ? std::atoi(argv[1]) : 1200;
  runPyramid(20, 600);
  runPyramid(50, longSteps);
  runRain("rain-1000", 25, 40, 10, 30, 600);
  runRain("rain-10000", 100, 100, 41, 70, 600);
  runSprings(600);
  return 0;
}
