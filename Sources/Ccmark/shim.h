#ifndef A11YDOCS_CCMARK_SHIM_H
#define A11YDOCS_CCMARK_SHIM_H
#include <cmark.h>
#endif
