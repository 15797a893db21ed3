// The module's one function is `static inline` in include/TrellisMemoryHints.h; SwiftPM needs
// a source file to build the C target.
#include "TrellisMemoryHints.h"
