// Chipmunk2D 7 side of the physics comparison (see ../compare-physics.sh).
// Builds the scenes of Benchmarks/PhysicsScenes/PhysicsScenes.swift in metres (100 pt = 1 m)
// and prints `chipmunk <scene> <steps> <ms/step> <check>` lines.
//
// Parameters: gravity 10 m/s², step 1/120 s, boxes of density 1 (mass = area), friction 0.6,
// elasticity 0, sleeping off (Chipmunk's default), 10 solver iterations (Chipmunk's default),
// collision slop 0.005 m (Trellis's touch slop), spatial hash off (bounding-box tree, the default).
#include <chipmunk/chipmunk.h>
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <time.h>

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);  // CPU time: robust on a shared, loaded machine
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static cpSpace *makeSpace(void) {
  cpSpace *space = cpSpaceNew();
  cpSpaceSetGravity(space, cpv(0, -10));  // y up in the harness; heights compare directly
  cpSpaceSetIterations(space, 10);
  cpSpaceSetCollisionSlop(space, 0.005);
  return space;
}

static cpShape *lastShape;

static cpBody *addBox(cpSpace *space, double x, double y, double w, double h) {
  double mass = w * h;  // density 1
  cpBody *body = cpSpaceAddBody(space, cpBodyNew(mass, cpMomentForBox(mass, w, h)));
  cpBodySetPosition(body, cpv(x, y));
  cpShape *shape = cpSpaceAddShape(space, cpBoxShapeNew(body, w, h, 0.0));
  cpShapeSetFriction(shape, 0.6);
  lastShape = shape;
  return body;
}

static void addStaticBox(cpSpace *space, double cx, double cy, double w, double h) {
  cpBody *ground = cpSpaceGetStaticBody(space);
  cpBB bb = cpBBNew(cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2);
  cpShape *shape = cpSpaceAddShape(space, cpBoxShapeNew2(ground, bb, 0.0));
  cpShapeSetFriction(shape, 0.6);
}

static void freeAll(cpSpace *space);

static void runPyramid(int rows, int steps) {
  cpSpace *space = makeSpace();
  double s = 1.0;
  addStaticBox(space, 0, -0.5, 2 * rows * s + 20, 1.0);
  cpBody **bodies = malloc(sizeof(cpBody *) * rows * (rows + 1) / 2);
  double *x0 = malloc(sizeof(double) * rows * (rows + 1) / 2);
  int n = 0;
  for (int row = 0; row < rows; row++) {
    for (int k = 0; k < rows - row; k++) {
      double x = (k - (rows - row - 1) / 2.0) * s;
      double y = s / 2 + row * s;
      x0[n] = x;
      bodies[n++] = addBox(space, x, y, s, s);
    }
  }
  double dt = 1.0 / 120.0;
  double t0 = now();
  for (int i = 0; i < steps; i++) cpSpaceStep(space, dt);
  double ms = (now() - t0) * 1000.0 / steps;
  double topY = cpBodyGetPosition(bodies[n - 1]).y;
  double expected = (rows - 0.5) * s;
  double drift = 0;
  for (int i = 0; i < n; i++) drift = fmax(drift, fabs(cpBodyGetPosition(bodies[i]).x - x0[i]));
  printf("chipmunk pyramid-%d %d %.4f top_y=%.3f expected=%.3f max_x_drift=%.4f standing=%s\n", rows, steps, ms,
         topY, expected, drift, (fabs(topY - expected) < 0.1 && drift < 0.1) ? "yes" : "no");
  free(bodies);
  free(x0);
  freeAll(space);
}

// `columns` × `rows` boxes of 0.4 m dropped in a grid into an open box of inner half-width
// `half` and wall height `height` (rain-1000: 25 × 40, 10 m, 30 m; rain-10000: 100 × 100,
// 41 m, 70 m).
static void runRain(const char *name, int columns, int rows, double half, double height, int steps) {
  cpSpace *space = makeSpace();
  addStaticBox(space, 0, -0.5, 2 * half + 2, 1);
  addStaticBox(space, -half - 0.5, height / 2, 1, height);
  addStaticBox(space, half + 0.5, height / 2, 1, height);
  int count = columns * rows;
  cpBody **bodies = malloc(sizeof(cpBody *) * count);
  for (int i = 0; i < count; i++) {
    int col = i % columns, row = i / columns;
    double x = -(columns * 0.4 - 0.4) + col * 0.8 + (row % 2) * 0.2;
    double y = 2.0 + row * 0.6;
    bodies[i] = addBox(space, x, y, 0.4, 0.4);
  }
  double t0 = now();
  for (int i = 0; i < steps; i++) cpSpaceStep(space, 1.0 / 120.0);
  double ms = (now() - t0) * 1000.0 / steps;
  double lowest = INFINITY;
  for (int i = 0; i < count; i++) lowest = fmin(lowest, cpBodyGetPosition(bodies[i]).y);
  printf("chipmunk %s %d %.4f lowest_y=%.3f\n", name, steps, ms, -lowest);
  free(bodies);
  freeAll(space);
}

static void runSprings(int steps) {
  cpSpace *space = makeSpace();
  cpBody *ground = cpSpaceGetStaticBody(space);
  for (int i = 0; i < 100; i++) {
    double x = (i % 10) * 1.0, y = -(i / 10) * 1.5;
    cpBody *b = addBox(space, x + 0.3, y - 1.0, 0.4, 0.4);
    // Boxes on springs do not collide with each other (same non-zero group).
    cpShapeSetFilter(lastShape, cpShapeFilterNew(1, CP_ALL_CATEGORIES, CP_ALL_CATEGORIES));
    double mass = 0.16, omega = 2 * M_PI * 2.0;
    cpSpaceAddConstraint(space, cpDampedSpringNew(ground, b, cpv(x, y), cpvzero, 1.0, mass * omega * omega,
                                                  2 * mass * 0.3 * omega));
  }
  double t0 = now();
  for (int i = 0; i < steps; i++) cpSpaceStep(space, 1.0 / 120.0);
  double ms = (now() - t0) * 1000.0 / steps;
  printf("chipmunk springs-100 %d %.4f\n", steps, ms);
  freeAll(space);
}

// Bodies, shapes and constraints are left to the process exit: freeing them needs
// post-step callbacks and does not affect the timings.
static void freeAll(cpSpace *space) { (void)space; }

int main(int argc, char **argv) {
  int longSteps = argc > 1 ? atoi(argv[1]) : 1200;
  runPyramid(20, 600);
  runPyramid(50, longSteps);
  runRain("rain-1000", 25, 40, 10, 30, 600);
  runRain("rain-10000", 100, 100, 41, 70, 600);
  runSprings(600);
  return 0;
}
