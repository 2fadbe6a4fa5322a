// libwebp: the decoder, and the encoder the tests make WebP files with. WebPInitDecoderConfig
// and WebPGetFeatures are static inlines that import as they are.
#ifndef CWEBP_SHIM_H
#define CWEBP_SHIM_H
#include <webp/decode.h>
#include <webp/encode.h>
#endif
