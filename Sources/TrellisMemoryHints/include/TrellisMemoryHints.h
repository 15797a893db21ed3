// Cache hints for the physics engine's hot loops (docs/architecture.md, "Prefetching").
//
// Swift has no prefetch instruction of its own: the compiler builtin is reachable only through
// C. A `static inline` function in this header is imported into Swift and inlined there, so a
// call costs the one instruction. On targets without one the builtin compiles to nothing.

#ifndef TRELLIS_MEMORY_HINTS_H
#define TRELLIS_MEMORY_HINTS_H

/// Asks the processor to bring the cache line holding `address` into all levels of its cache
/// for reading soon. Only a hint: it never faults (any address is allowed, even one that is
/// not mapped) and changes no result.
static inline void trellis_prefetch(const void *_Nullable address) {
  __builtin_prefetch(address, 0, 3);
}

#endif
