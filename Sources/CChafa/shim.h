// libchafa: pixels to terminal cells, sixel, kitty and iTerm2 images. Its include paths (and
// GLib's, which its headers need) come from pkg-config.
#ifndef CCHAFA_SHIM_H
#define CCHAFA_SHIM_H
#include <chafa.h>
#endif
