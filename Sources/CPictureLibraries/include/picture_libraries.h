// The picture libraries (libpng, libjpeg-turbo, giflib, libwebp, libchafa with GLib), opened on
// first use instead of at start-up: most runs draw no picture, and loading them cost every run
// about a millisecond and a megabyte. Each function is `pl_` and the library's own name; call
// `pl_open_…` first, and none of its functions when it returns 0 (the library is not installed).
#ifndef PICTURE_LIBRARIES_H
#define PICTURE_LIBRARIES_H

#include <stddef.h>
#include <stdint.h>
#include <png.h>
#include <turbojpeg.h>
#include <gif_lib.h>
#include <webp/decode.h>

// libchafa's own header needs GLib's include paths; the little used here is declared instead.
typedef struct PLChafaCanvas PLChafaCanvas;
typedef struct PLChafaCanvasConfig PLChafaCanvasConfig;
typedef struct PLChafaSymbolMap PLChafaSymbolMap;
typedef struct PLChafaTermInfo PLChafaTermInfo;
typedef struct PLChafaTermDb PLChafaTermDb;
/// GLib's GString, as `chafa_canvas_print` returns it.
typedef struct { char *str; size_t len; size_t allocated_len; } PLGString;

/// libchafa's enumeration values used here (its ABI; a test holds them to its header).
#define PL_CHAFA_CANVAS_MODE_TRUECOLOR 0
#define PL_CHAFA_CANVAS_MODE_INDEXED_240 2
#define PL_CHAFA_CANVAS_MODE_INDEXED_16 3
#define PL_CHAFA_PIXEL_MODE_SIXELS 1
#define PL_CHAFA_PIXEL_MODE_KITTY 2
#define PL_CHAFA_PIXEL_MODE_ITERM2 3
#define PL_CHAFA_PIXEL_RGBA8_UNASSOCIATED 4
#define PL_CHAFA_SYMBOL_TAG_SPACE 1
#define PL_CHAFA_SYMBOL_TAG_SOLID 2
#define PL_CHAFA_SYMBOL_TAG_HALF 768

// Each library's functions: X(return type, name, parameters, arguments).
#define PL_PNG_FUNCTIONS(X) \
    X(int, png_image_begin_read_from_memory, (png_imagep image, png_const_voidp memory, size_t size), (image, memory, size)) \
    X(int, png_image_finish_read, (png_imagep image, png_const_colorp background, void *buffer, png_int_32 row_stride, void *colormap), \
      (image, background, buffer, row_stride, colormap)) \
    X(void, png_image_free, (png_imagep image), (image))

#define PL_JPEG_FUNCTIONS(X) \
    X(tjhandle, tjInitDecompress, (void), ()) \
    X(int, tjDecompressHeader3, (tjhandle handle, const unsigned char *jpegBuf, unsigned long jpegSize, int *width, int *height, \
      int *jpegSubsamp, int *jpegColorspace), (handle, jpegBuf, jpegSize, width, height, jpegSubsamp, jpegColorspace)) \
    X(tjscalingfactor *, tjGetScalingFactors, (int *numScalingFactors), (numScalingFactors)) \
    X(int, tjDecompress2, (tjhandle handle, const unsigned char *jpegBuf, unsigned long jpegSize, unsigned char *dstBuf, int width, \
      int pitch, int height, int pixelFormat, int flags), (handle, jpegBuf, jpegSize, dstBuf, width, pitch, height, pixelFormat, flags)) \
    X(int, tjDestroy, (tjhandle handle), (handle)) \
    X(char *, tjGetErrorStr2, (tjhandle handle), (handle)) \
    X(int, tjGetErrorCode, (tjhandle handle), (handle))

#define PL_GIF_FUNCTIONS(X) \
    X(GifFileType *, DGifOpen, (void *userPtr, InputFunc readFunc, int *Error), (userPtr, readFunc, Error)) \
    X(int, DGifCloseFile, (GifFileType *GifFile, int *ErrorCode), (GifFile, ErrorCode)) \
    X(int, DGifGetRecordType, (GifFileType *GifFile, GifRecordType *GifType), (GifFile, GifType)) \
    X(int, DGifGetImageDesc, (GifFileType *GifFile), (GifFile)) \
    X(int, DGifGetLine, (GifFileType *GifFile, GifPixelType *GifLine, int GifLineLen), (GifFile, GifLine, GifLineLen)) \
    X(int, DGifGetExtension, (GifFileType *GifFile, int *GifExtCode, GifByteType **GifExtension), (GifFile, GifExtCode, GifExtension)) \
    X(int, DGifGetExtensionNext, (GifFileType *GifFile, GifByteType **GifExtension), (GifFile, GifExtension)) \
    X(int, DGifExtensionToGCB, (const size_t GifExtensionLength, const GifByteType *GifExtension, GraphicsControlBlock *GCB), \
      (GifExtensionLength, GifExtension, GCB)) \
    X(const char *, GifErrorString, (int ErrorCode), (ErrorCode))

#define PL_WEBP_FUNCTIONS(X) \
    X(int, WebPInitDecoderConfigInternal, (WebPDecoderConfig *config, int version), (config, version)) \
    X(VP8StatusCode, WebPGetFeaturesInternal, (const uint8_t *data, size_t size, WebPBitstreamFeatures *features, int version), \
      (data, size, features, version)) \
    X(VP8StatusCode, WebPDecode, (const uint8_t *data, size_t size, WebPDecoderConfig *config), (data, size, config)) \
    X(void, WebPFreeDecBuffer, (WebPDecBuffer *buffer), (buffer))

#define PL_CHAFA_FUNCTIONS(X) \
    X(PLChafaCanvasConfig *, chafa_canvas_config_new, (void), ()) \
    X(void, chafa_canvas_config_unref, (PLChafaCanvasConfig *config), (config)) \
    X(void, chafa_canvas_config_set_geometry, (PLChafaCanvasConfig *config, int width, int height), (config, width, height)) \
    X(void, chafa_canvas_config_set_cell_geometry, (PLChafaCanvasConfig *config, int width, int height), (config, width, height)) \
    X(void, chafa_canvas_config_set_pixel_mode, (PLChafaCanvasConfig *config, int mode), (config, mode)) \
    X(void, chafa_canvas_config_set_canvas_mode, (PLChafaCanvasConfig *config, int mode), (config, mode)) \
    X(void, chafa_canvas_config_set_symbol_map, (PLChafaCanvasConfig *config, const PLChafaSymbolMap *map), (config, map)) \
    X(PLChafaSymbolMap *, chafa_symbol_map_new, (void), ()) \
    X(void, chafa_symbol_map_unref, (PLChafaSymbolMap *map), (map)) \
    X(void, chafa_symbol_map_add_by_tags, (PLChafaSymbolMap *map, int tags), (map, tags)) \
    X(PLChafaCanvas *, chafa_canvas_new, (const PLChafaCanvasConfig *config), (config)) \
    X(void, chafa_canvas_unref, (PLChafaCanvas *canvas), (canvas)) \
    X(void, chafa_canvas_draw_all_pixels, (PLChafaCanvas *canvas, int type, const uint8_t *pixels, int width, int height, int rowstride), \
      (canvas, type, pixels, width, height, rowstride)) \
    X(uint32_t, chafa_canvas_get_char_at, (PLChafaCanvas *canvas, int x, int y), (canvas, x, y)) \
    X(void, chafa_canvas_get_colors_at, (PLChafaCanvas *canvas, int x, int y, int *fg, int *bg), (canvas, x, y, fg, bg)) \
    X(void, chafa_canvas_get_raw_colors_at, (PLChafaCanvas *canvas, int x, int y, int *fg, int *bg), (canvas, x, y, fg, bg)) \
    X(PLChafaTermDb *, chafa_term_db_get_default, (void), ()) \
    X(PLChafaTermInfo *, chafa_term_db_get_fallback_info, (PLChafaTermDb *db), (db)) \
    X(void, chafa_term_info_unref, (PLChafaTermInfo *info), (info)) \
    X(PLGString *, chafa_canvas_print, (PLChafaCanvas *canvas, PLChafaTermInfo *info), (canvas, info)) \
    X(char *, g_string_free, (PLGString *string, int free_segment), (string, free_segment))

#define PL_DECLARE(type, name, parameters, arguments) type pl_##name parameters;
PL_PNG_FUNCTIONS(PL_DECLARE)
PL_JPEG_FUNCTIONS(PL_DECLARE)
PL_GIF_FUNCTIONS(PL_DECLARE)
PL_WEBP_FUNCTIONS(PL_DECLARE)
PL_CHAFA_FUNCTIONS(PL_DECLARE)
#undef PL_DECLARE

/// Opens each library once (any thread); 1 when it and every function above are there, else 0.
int pl_open_png(void);
int pl_open_jpeg(void);
int pl_open_gif(void);
int pl_open_webp(void);
int pl_open_chafa(void);

/// The file each library is opened from, for a message when it is missing.
extern const char *const pl_png_file;
extern const char *const pl_jpeg_file;
extern const char *const pl_gif_file;
extern const char *const pl_webp_file;
extern const char *const pl_chafa_file;

/// libwebp's ABI version these declarations are of (its header's inline functions pass it).
static inline int pl_webp_decoder_abi_version(void) { return WEBP_DECODER_ABI_VERSION; }
/// libpng's simplified-API constants.
static inline png_uint_32 pl_png_format_rgba(void) { return PNG_FORMAT_RGBA; }
static inline png_uint_32 pl_png_image_version(void) { return PNG_IMAGE_VERSION; }

#endif
