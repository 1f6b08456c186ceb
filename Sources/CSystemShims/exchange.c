#define _GNU_SOURCE
#include "CSystemShims.h"
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>

int a11ydocs_exchange_paths(const char *first, const char *second) {
#if defined(__APPLE__)
    return renamex_np(first, second, RENAME_SWAP);
#elif defined(__linux__) && defined(RENAME_EXCHANGE)
    return renameat2(AT_FDCWD, first, AT_FDCWD, second, RENAME_EXCHANGE);
#else
    (void)first;
    (void)second;
    errno = ENOSYS;
    return -1;
#endif
}
