#ifndef CSYSTEMSHIMS_H
#define CSYSTEMSHIMS_H

/// Swaps two paths in one atomic step (Linux renameat2 RENAME_EXCHANGE, macOS renamex_np
/// RENAME_SWAP): Swift's Glibc module does not export renameat2. Returns 0, or -1 with errno set;
/// errno is ENOSYS where the system has no such call.
int a11ydocs_exchange_paths(const char *first, const char *second);

#endif
