// giflib 5: errors come back as GIF_ERROR with a code, never by longjmp.
#ifndef CGIF_SHIM_H
#define CGIF_SHIM_H
#include <gif_lib.h>
#endif
