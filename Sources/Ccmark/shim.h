#ifndef A11YDOCS_CCMARK_SHIM_H
#define A11YDOCS_CCMARK_SHIM_H
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>

/* The node types the table and strikethrough extensions register, exported by
   libcmark-gfm-extensions but declared only in headers Debian does not install. */
extern cmark_node_type CMARK_NODE_TABLE;
extern cmark_node_type CMARK_NODE_TABLE_ROW;
extern cmark_node_type CMARK_NODE_TABLE_CELL;
extern cmark_node_type CMARK_NODE_STRIKETHROUGH;

/* Their values once registered, for Swift, to which a C global variable is shared mutable state:
   registration sets them once, before the first read. */
static inline cmark_node_type a11ydocs_table_type(void) { return CMARK_NODE_TABLE; }
static inline cmark_node_type a11ydocs_table_row_type(void) { return CMARK_NODE_TABLE_ROW; }
static inline cmark_node_type a11ydocs_table_cell_type(void) { return CMARK_NODE_TABLE_CELL; }
static inline cmark_node_type a11ydocs_strikethrough_type(void) { return CMARK_NODE_STRIKETHROUGH; }

/* Defined by the cmark-gfm that scripts/static-libs compiles for a release, whose inline parser
   keeps its table of special characters per thread; absent (null, being weak) from Debian's, which
   shares one table that every parse switches its extensions' characters on and off in. */
#if defined(__linux__)
extern const int a11ydocs_cmark_inlines_per_thread __attribute__((weak));
static inline int a11ydocs_cmark_parses_in_parallel(void) { return &a11ydocs_cmark_inlines_per_thread != 0; }
#else
/* Elsewhere a weak reference left undefined fails to link; there it is Homebrew's cmark-gfm. */
static inline int a11ydocs_cmark_parses_in_parallel(void) { return 0; }
#endif
#endif
