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
#endif
