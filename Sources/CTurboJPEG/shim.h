// libjpeg-turbo's TurboJPEG API: it reports errors by return value, never by longjmp.
#ifndef CTURBOJPEG_SHIM_H
#define CTURBOJPEG_SHIM_H
#include <stddef.h>
#include <turbojpeg.h>
#endif
