// libpng's simplified API (png_image_*), which catches libpng's longjmp errors itself and
// returns 0: Swift must never be longjmp'd across. Macros built from macros do not import.
#ifndef CPNG_SHIM_H
#define CPNG_SHIM_H
#include <png.h>
static inline png_uint_32 pc_png_format_rgba(void) { return PNG_FORMAT_RGBA; }
static inline png_uint_32 pc_png_image_version(void) { return PNG_IMAGE_VERSION; }
#endif
