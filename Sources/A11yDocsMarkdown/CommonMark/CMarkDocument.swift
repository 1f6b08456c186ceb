import A11yDocsModel
import Ccmark
import Foundation

/// A text parsed and kept as cmark's own tree, read in place through `CMarkNode`: for notes that
/// a page renders once and drops, where copying every node into a `MarkdownNode` and freeing it
/// again cost about as much as writing the HTML. Its nodes are valid while it lives.
package final class CMarkDocument {
    /// cmark's document node; nil for text cmark made no tree of.
    private let document: OpaquePointer?
    fileprivate let source: String
    /// Made at the first task item: most text has none.
    private var taskMarkers: TaskMarkers?

    /// Refused as `CMark.parse` refuses: a table too large, or nesting too deep to walk.
    package init(parsing text: String) throws(CMark.Refused) {
        try CMark.refuseOversizedTable(in: text)
        let document = text.isEmpty ? nil : CMark.parsedDocument(text)
        if let document {
            do {
                try CMark.refuseDeepNesting(in: document)
            } catch {
                cmark_node_free(document)
                throw error
            }
        }
        self.document = document
        source = text
    }

    deinit {
        if let document { cmark_node_free(document) }
    }

    /// The document's blocks.
    package var blocks: CMarkNode.Children {
        CMarkNode.Children(first: document.flatMap(cmark_node_first_child), in: self)
    }

    /// The first block: a walk from another module steps through blocks with `nextSibling`.
    package var firstBlock: CMarkNode? {
        document.flatMap(cmark_node_first_child).map { CMarkNode(pointer: $0, document: self) }
    }

    /// The blocks of the whole document that match, depth first, without visiting inlines.
    package func blocks(where matches: (CMarkNode) -> Bool) -> [CMarkNode] {
        blocks.flatMap { $0.blocks(where: matches) }
    }

    /// The whole tree as `MarkdownNode`s, for what changes or outlines it.
    package func tree() -> MarkdownNode {
        // Nesting was measured when the text was parsed: copying does not refuse it.
        document.flatMap { try? CMark.copy($0, source: source) } ?? MarkdownNode(kind: .document)
    }

    /// Whether a task item is done, read from its line of the source as `CMark.copy` reads it.
    fileprivate func isChecked(_ item: OpaquePointer) -> Bool {
        let (line, column) = CMark.position(of: item)
        guard line > 0 else { return false }
        if taskMarkers == nil { taskMarkers = TaskMarkers(source) }
        return taskMarkers?.isChecked(itemAt: line, column: column) ?? false
    }
}

/// A node of a `CMarkDocument`, with the fields of a `MarkdownNode` that writing HTML reads.
package struct CMarkNode: MarkdownTreeNode {
    fileprivate let pointer: OpaquePointer
    /// Not retained: a node is read while its document writes, and a count kept for every node
    /// copied is what reading in place saves.
    fileprivate unowned(unsafe) let document: CMarkDocument

    package var kind: MarkdownNode.Kind { CMark.kind(of: pointer) }
    package var children: Children { Children(first: cmark_node_first_child(pointer), in: document) }
    /// The first child and the next sibling: a walk from another module steps through these,
    /// where iterating `children` calls through the collection's conformance at every step.
    package var firstChild: CMarkNode? {
        cmark_node_first_child(pointer).map { CMarkNode(pointer: $0, document: document) }
    }
    package var nextSibling: CMarkNode? { cmark_node_next(pointer).map { CMarkNode(pointer: $0, document: document) } }
    /// Text of text, code, code block and raw HTML nodes.
    package var literal: String { CMark.string(cmark_node_get_literal(pointer)) }
    /// The literal's UTF-8 bytes, read where cmark keeps them (valid during `body`): text written
    /// straight into a page needs no string of its own.
    package func withLiteral<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        guard let literal = cmark_node_get_literal(pointer) else {
            return body(UnsafeBufferPointer(start: nil, count: 0))
        }
        return literal.withMemoryRebound(to: UInt8.self, capacity: 1) {
            body(UnsafeBufferPointer(start: $0, count: strlen(literal)))
        }
    }

    /// Link and image destination.
    package var url: String { CMark.string(cmark_node_get_url(pointer)) }
    package var title: String { CMark.string(cmark_node_get_title(pointer)) }
    package var fenceInfo: String { CMark.string(cmark_node_get_fence_info(pointer)) }
    package var isOrderedList: Bool { cmark_node_get_list_type(pointer) == CMARK_ORDERED_LIST }
    package var listStart: Int { Int(cmark_node_get_list_start(pointer)) }
    package var isTightList: Bool { cmark_node_get_list_tight(pointer) != 0 }
    package var columnAlignments: [MarkdownNode.ColumnAlignment] { CMark.alignments(of: pointer) }
    package var isHeaderRow: Bool { cmark_gfm_extensions_get_table_row_is_header(pointer) != 0 }
    /// Whether a task item is done (`[x]`).
    package var isChecked: Bool { kind == .taskItem && document.isChecked(pointer) }
    package var headingLevel: Int { Int(cmark_node_get_heading_level(pointer)) }
    /// A code block between fences, as opposed to one indented.
    package var isFencedCode: Bool { kind == .codeBlock && CMark.isFenced(pointer) }
    /// 1-based line and column in the parsed text; a node cmark gives no position (some inlines)
    /// has its nearest placed ancestor's, as copying gives it.
    package var line: Int { CMark.position(of: pointer).line }
    package var column: Int { CMark.position(of: pointer).column }
    /// 1-based last line (blocks only; cmark gives inlines no end).
    package var endLine: Int { Int(cmark_node_get_end_line(pointer)) }

    /// The subtree's blocks that match, depth first, this one first, without visiting inlines.
    package func blocks(where matches: (CMarkNode) -> Bool) -> [CMarkNode] { blocksMatching(matches) }

    /// The subtree copied into Swift: for a block that is to be changed (a list split at markers).
    package var copied: MarkdownNode {
        // Nesting was measured when the text was parsed: copying does not refuse it.
        (try? CMark.copy(pointer, source: document.source)) ?? MarkdownNode(kind: .document)
    }

    /// Text of the node with markup removed (`MarkdownTreeNode`).
    package var plainText: String { textWithoutMarkup }

    /// Whether any node of the subtree matches; stops at the first (`MarkdownTreeNode`).
    package func containsNode(where matches: (CMarkNode) -> Bool) -> Bool { anyNode(where: matches) }

    /// A node's children, from the first to the last sibling.
    package struct Children: Collection {
        package struct Index: Comparable {
            fileprivate let node: OpaquePointer?
            /// The child's place, and `Int.max` past the last: what orders and tells indices apart.
            fileprivate let offset: Int

            package static func < (lhs: Index, rhs: Index) -> Bool { lhs.offset < rhs.offset }
            package static func == (lhs: Index, rhs: Index) -> Bool { lhs.offset == rhs.offset }
        }

        private let first: OpaquePointer?
        private unowned(unsafe) let document: CMarkDocument

        fileprivate init(first: OpaquePointer?, in document: CMarkDocument) {
            self.first = first
            self.document = document
        }

        package var startIndex: Index { first == nil ? endIndex : Index(node: first, offset: 0) }
        package var endIndex: Index { Index(node: nil, offset: .max) }

        package func index(after index: Index) -> Index {
            guard let node = index.node, let next = cmark_node_next(node) else { return endIndex }
            return Index(node: next, offset: index.offset + 1)
        }

        package subscript(position: Index) -> CMarkNode {
            guard let node = position.node else { preconditionFailure("a child past the last") }
            return CMarkNode(pointer: node, document: document)
        }
    }
}
