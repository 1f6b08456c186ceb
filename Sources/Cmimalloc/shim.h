#ifndef A11YDOCS_CMIMALLOC_SHIM_H
#define A11YDOCS_CMIMALLOC_SHIM_H
#include <mimalloc.h>
#endif
