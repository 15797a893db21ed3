// Box2D v3 side of the physics comparison (see ../compare-physics.sh), written against the
// public API of Box2D v3.1 (box2d/box2d.h). Builds the scenes of
// Benchmarks/PhysicsScenes/PhysicsScenes.swift in metres (100 pt = 1 m) and prints
// `box2d3 <scene> <steps> <ms/step> <check>` lines, like the other harnesses.
//
// Parameters, mapped as closely as the API allows: gravity 10 m/s², step 1/120 s with 4
// sub-steps, contact hertz 60, contact damping ratio 10, push-out 3 m/s, boxes of density 1,
// friction 0.6, restitution 0, sleeping off, one worker (single-threaded); springs are distance
// joints with a 2 Hz, damping ratio 0.3 spring.
#include <box2d/box2d.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

// CPU time of this thread: robust on a shared, loaded machine.
static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static const float kDt = 1.0f / 120.0f;
static const int kSubSteps = 4;

static b2WorldId makeWorld(void) {
  b2WorldDef def = b2DefaultWorldDef();
  def.gravity = (b2Vec2){0.0f, -10.0f};
  def.contactHertz = 60.0f;
  def.contactDampingRatio = 10.0f;
  def.maxContactPushSpeed = 3.0f;
  def.enableSleep = false;
  def.workerCount = 1;
  return b2CreateWorld(&def);
}

static b2BodyId addBox(b2WorldId world, float x, float y, float w, float h, int group) {
  b2BodyDef bd = b2DefaultBodyDef();
  bd.type = b2_dynamicBody;
  bd.position = (b2Vec2){x, y};
  b2BodyId body = b2CreateBody(world, &bd);
  b2ShapeDef sd = b2DefaultShapeDef();
  sd.density = 1.0f;
  sd.material.friction = 0.6f;
  sd.filter.groupIndex = group;
  b2Polygon box = b2MakeBox(w / 2, h / 2);
  b2CreatePolygonShape(body, &sd, &box);
  return body;
}

static void addStaticBox(b2BodyId ground, float cx, float cy, float w, float h) {
  b2ShapeDef sd = b2DefaultShapeDef();
  sd.material.friction = 0.6f;
  b2Polygon box = b2MakeOffsetBox(w / 2, h / 2, (b2Vec2){cx, cy}, b2Rot_identity);
  b2CreatePolygonShape(ground, &sd, &box);
}

static b2BodyId makeGround(b2WorldId world) {
  b2BodyDef bd = b2DefaultBodyDef();
  return b2CreateBody(world, &bd);
}

static double run(b2WorldId world, int steps) {
  double t0 = now();
  for (int i = 0; i < steps; i++) b2World_Step(world, kDt, kSubSteps);
  return (now() - t0) * 1000.0 / steps;
}

static void runPyramid(int rows, int steps) {
  b2WorldId world = makeWorld();
  b2BodyId ground = makeGround(world);
  float s = 1.0f;
  addStaticBox(ground, 0, -0.5f, 2 * rows * s + 20, 1.0f);
  int count = rows * (rows + 1) / 2;
  b2BodyId *bodies = malloc(sizeof(b2BodyId) * count);
  float *x0 = malloc(sizeof(float) * count);
  int n = 0;
  for (int row = 0; row < rows; row++) {
    for (int k = 0; k < rows - row; k++) {
      float x = (k - (rows - row - 1) / 2.0f) * s;
      float y = s / 2 + row * s;
      x0[n] = x;
      bodies[n++] = addBox(world, x, y, s, s, 0);
    }
  }
  double ms = run(world, steps);
  double topY = b2Body_GetPosition(bodies[n - 1]).y;
  double expected = (rows - 0.5) * s;
  double drift = 0;
  for (int i = 0; i < n; i++) drift = fmax(drift, fabs(b2Body_GetPosition(bodies[i]).x - x0[i]));
  printf("box2d3 pyramid-%d %d %.4f top_y=%.3f expected=%.3f max_x_drift=%.4f standing=%s\n", rows, steps, ms, topY,
         expected, drift, (fabs(topY - expected) < 0.1 && drift < 0.1) ? "yes" : "no");
  free(bodies);
  free(x0);
  b2DestroyWorld(world);
}

// `columns` × `rows` boxes of 0.4 m dropped in a grid into an open box of inner half-width
// `half` and wall height `height` (rain-1000: 25 × 40, 10 m, 30 m; rain-10000: 100 × 100,
// 41 m, 70 m).
static void runRain(const char *name, int columns, int rows, float half, float height, int steps) {
  b2WorldId world = makeWorld();
  b2BodyId ground = makeGround(world);
  addStaticBox(ground, 0, -0.5f, 2 * half + 2, 1);
  addStaticBox(ground, -half - 0.5f, height / 2, 1, height);
  addStaticBox(ground, half + 0.5f, height / 2, 1, height);
  int count = columns * rows;
  b2BodyId *bodies = malloc(sizeof(b2BodyId) * count);
  for (int i = 0; i < count; i++) {
    int col = i % columns, row = i / columns;
    float x = -(columns * 0.4f - 0.4f) + col * 0.8f + (row % 2) * 0.2f;
    float y = 2.0f + row * 0.6f;
    bodies[i] = addBox(world, x, y, 0.4f, 0.4f, 0);
  }
  double ms = run(world, steps);
  double lowest = INFINITY;
  for (int i = 0; i < count; i++) lowest = fmin(lowest, b2Body_GetPosition(bodies[i]).y);
  printf("box2d3 %s %d %.4f lowest_y=%.3f\n", name, steps, ms, -lowest);
  free(bodies);
  b2DestroyWorld(world);
}

static void runSprings(int steps) {
  b2WorldId world = makeWorld();
  b2BodyId ground = makeGround(world);
  for (int i = 0; i < 100; i++) {
    float x = (i % 10) * 1.0f, y = -(i / 10) * 1.5f;
    b2BodyId b = addBox(world, x + 0.3f, y - 1.0f, 0.4f, 0.4f, -1);
    b2DistanceJointDef jd = b2DefaultDistanceJointDef();
    jd.bodyIdA = ground;
    jd.bodyIdB = b;
    jd.localAnchorA = (b2Vec2){x, y};
    jd.localAnchorB = (b2Vec2){0, 0};
    jd.length = 1.0f;
    jd.enableSpring = true;
    jd.hertz = 2.0f;
    jd.dampingRatio = 0.3f;
    b2CreateDistanceJoint(world, &jd);
  }
  double ms = run(world, steps);
  printf("box2d3 springs-100 %d %.4f\n", steps, ms);
  b2DestroyWorld(world);
}

// Usage: harness_box2d3 [steps-for-pyramid-50]   (default 1200; all five scenes)
//        harness_box2d3 <steps> profile <scene>   (one scene, for callgrind: as PhysicsCompare's
//                                                  profile mode, so instruction counts compare)
int main(int argc, char **argv) {
  int longSteps = argc > 1 ? atoi(argv[1]) : 1200;
  if (argc > 3 && strcmp(argv[2], "profile") == 0) {
    const char *scene = argv[3];
    if (strcmp(scene, "pyramid-20") == 0) runPyramid(20, longSteps);
    else if (strcmp(scene, "pyramid-50") == 0) runPyramid(50, longSteps);
    else if (strcmp(scene, "rain-1000") == 0) runRain("rain-1000", 25, 40, 10, 30, longSteps);
    else if (strcmp(scene, "rain-10000") == 0) runRain("rain-10000", 100, 100, 41, 70, longSteps);
    else if (strcmp(scene, "springs-100") == 0) runSprings(longSteps);
    else {
      fprintf(stderr, "unknown scene %s (pyramid-20, pyramid-50, rain-1000, rain-10000, springs-100)\n", scene);
      return 2;
    }
    return 0;
  }
  runPyramid(20, 600);
  runPyramid(50, longSteps);
  runRain("rain-1000", 25, 40, 10, 30, 600);
  runRain("rain-10000", 100, 100, 41, 70, 600);
  runSprings(600);
  return 0;
}
