// zlib (Debian's zlib1g-dev), for inflating PNG image data in TrellisImages.
#include <zlib.h>
