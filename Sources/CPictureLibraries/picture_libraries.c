#include "picture_libraries.h"
#include <dlfcn.h>
#include <pthread.h>

const char *const pl_png_file = "libpng16.so.16";
const char *const pl_jpeg_file = "libturbojpeg.so.0";
const char *const pl_gif_file = "libgif.so.7";
const char *const pl_webp_file = "libwebp.so.7";
const char *const pl_chafa_file = "libchafa.so.0";

// One pointer per function, and the wrapper that calls through it.
#define PL_DEFINE(type, name, parameters, arguments) \
    static type (*name##_pointer) parameters; \
    type pl_##name parameters { return name##_pointer arguments; }
PL_PNG_FUNCTIONS(PL_DEFINE)
PL_JPEG_FUNCTIONS(PL_DEFINE)
PL_GIF_FUNCTIONS(PL_DEFINE)
PL_WEBP_FUNCTIONS(PL_DEFINE)
PL_CHAFA_FUNCTIONS(PL_DEFINE)

// Each library: its file, whether it opened, and the code that finds its functions.
#define PL_FIND(type, name, parameters, arguments) \
    *(void **)(&name##_pointer) = dlsym(handle, #name); \
    if (name##_pointer == NULL) return 0;

#define PL_LIBRARY(lib, FUNCTIONS) \
    static int lib##_opened; \
    static pthread_once_t lib##_once = PTHREAD_ONCE_INIT; \
    static int find_##lib(void *handle) { FUNCTIONS(PL_FIND) return 1; } \
    static void open_##lib(void) { \
        void *handle = dlopen(pl_##lib##_file, RTLD_NOW | RTLD_LOCAL); \
        lib##_opened = handle != NULL && find_##lib(handle); \
    } \
    int pl_open_##lib(void) { \
        pthread_once(&lib##_once, open_##lib); \
        return lib##_opened; \
    }

PL_LIBRARY(png, PL_PNG_FUNCTIONS)
PL_LIBRARY(jpeg, PL_JPEG_FUNCTIONS)
PL_LIBRARY(gif, PL_GIF_FUNCTIONS)
PL_LIBRARY(webp, PL_WEBP_FUNCTIONS)
PL_LIBRARY(chafa, PL_CHAFA_FUNCTIONS)
