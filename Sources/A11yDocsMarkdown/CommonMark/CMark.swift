import A11yDocsModel
@_spi(Bytes) import A11yDocsSupport
import Ccmark
import Foundation
import Synchronization

/// The bridge to cmark-gfm, and with `CMarkDocument` (its tree read in place) the only file that
/// imports it: parse text into a `MarkdownNode` tree, and write blocks back as CommonMark.
/// cmark-gfm is cmark with GitHub's extensions, which authors expect: pipe tables,
/// `~~strikethrough~~`, bare URLs as links, and task lists.
package enum CMark {
    /// How many lists, block quotes, emphases and links may nest. Real notes nest a few levels; a
    /// cap keeps every walk of the tree (ours, recursive, on worker threads with small stacks) safe.
    package static let maximumDepth = 64

    /// Text refused before it could exhaust the stack or memory: nesting deeper than
    /// `maximumDepth` (at the first node past it), or a table that would fill in too many cells (at
    /// its header row). 1-based, in the parsed text.
    package struct Refused: Error, Equatable {
        package var problem: Problem
        package var line: Int
        package var column: Int
    }

    /// The extensions, found once: cmark-gfm's registration of them is not safe on two threads at
    /// once, and entries are parsed on many; a static is initialised exactly once. Unchecked because
    /// C pointers are never Sendable: these point at cmark's registry, never changed or freed after.
    private struct Extensions: @unchecked Sendable {
        let table, strikethrough, autolink, tasklist, tagfilter: OpaquePointer?
        /// The numbers registration gave the extensions' node types.
        let tableType, tableRowType, tableCellType, strikethroughType: cmark_node_type

        /// The ones found, listed once rather than for each of the thousands of parses.
        let all: [OpaquePointer]
    }

    private static let extensions: Extensions = {
        cmark_gfm_core_extensions_ensure_registered()
        let names: [String] = ["table", "strikethrough", "autolink", "tasklist", "tagfilter"]
        let found = names.map { cmark_find_syntax_extension($0) }
        return Extensions(
            table: found[0], strikethrough: found[1], autolink: found[2], tasklist: found[3], tagfilter: found[4],
            tableType: a11ydocs_table_type(), tableRowType: a11ydocs_table_row_type(),
            tableCellType: a11ydocs_table_cell_type(), strikethroughType: a11ydocs_strikethrough_type(),
            all: found.compactMap { $0 })
    }()

    private static let finishing = Mutex(())
    /// Whether parses may finish at once: with the cmark-gfm a release is linked with
    /// (scripts/static-libs), each thread has its own table of special characters.
    private static let finishesInParallel = a11ydocs_cmark_parses_in_parallel() != 0

    /// Parses GitHub-flavoured CommonMark (with cmark's source positions) into a Swift tree, walking
    /// cmark's tree with its own iterator so that no nesting can exhaust the stack.
    package static func parse(_ text: String) throws(Refused) -> MarkdownNode {
        try refuseOversizedTable(in: text)
        guard !text.isEmpty, let document = parsedDocument(text) else { return MarkdownNode(kind: .document) }
        defer { cmark_node_free(document) }
        return try copy(document, source: text)
    }

    /// A table that would fill in too many cells is refused before cmark builds it.
    static func refuseOversizedTable(in text: String) throws(Refused) {
        if let line = TableSizeGuard.oversizedTable(in: text) {
            throw Refused(problem: .tableTooLarge(limit: TableSizeGuard.maximumFilledCells), line: line, column: 1)
        }
    }

    /// cmark's own tree of the text, which the caller frees; nil when cmark makes none.
    static func parsedDocument(_ text: String) -> OpaquePointer? {
        guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT) else { return nil }
        defer { cmark_parser_free(parser) }
        for syntax in extensions.all { cmark_parser_attach_syntax_extension(parser, syntax) }
        text.withUTF8Bytes { bytes in
            bytes.withMemoryRebound(to: CChar.self) { cmark_parser_feed(parser, $0.baseAddress, $0.count) }
        }
        // Finishing parses the inlines with the extensions' characters (`~`, `:`, `w`) switched on
        // in a table, and switches them off after. Debian's library shares the table across the
        // process: finished on two threads at once, one would lose its strikethrough and links.
        // Block parsing above runs in parallel either way.
        if finishesInParallel { return cmark_parser_finish(parser) }
        var finished: OpaquePointer?
        finishing.withLock { _ in finished = cmark_parser_finish(parser) }
        return finished
    }

    /// Refuses a tree that nests deeper than `maximumDepth`, at the first node past it, as
    /// copying it would.
    static func refuseDeepNesting(in document: OpaquePointer) throws(Refused) {
        var nesting = Nesting()
        try walk(document) { (pointer, entering) throws(Refused) in
            if entering {
                try nesting.enter(kind(of: pointer), at: position(of: pointer))
            } else {
                nesting.leave(kind(of: pointer))
            }
        }
    }

    /// Each node from `root` on, in the order cmark's own iterator gives them: a container as it
    /// is entered and as it is left, a leaf once, entered. No recursion, so no nesting can
    /// exhaust the stack.
    private static func walk(
        _ root: OpaquePointer, _ visit: (_ node: OpaquePointer, _ entering: Bool) throws(Refused) -> Void
    ) throws(Refused) {
        guard let iterator = cmark_iter_new(root) else { return }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let pointer = cmark_iter_get_node(iterator) else { continue }
            try visit(pointer, event == CMARK_EVENT_ENTER)
        }
    }

    /// Whether a code block is between fences, as opposed to indented.
    static func isFenced(_ codeBlock: OpaquePointer) -> Bool {
        var length: Int32 = 0, offset: Int32 = 0
        var character: CChar = 0
        return cmark_node_get_fenced(codeBlock, &length, &offset, &character) != 0
    }

    /// Where a node starts, 1-based; a node cmark gives no position (some inlines) starts where
    /// its nearest placed ancestor does, as copying places it. (0, 0) when none is placed.
    static func position(of node: OpaquePointer) -> (line: Int, column: Int) {
        var current: OpaquePointer? = node
        while let placed = current {
            let line = cmark_node_get_start_line(placed)
            if line != 0 { return (Int(line), Int(cmark_node_get_start_column(placed))) }
            current = cmark_node_parent(placed)
        }
        return (0, 0)
    }

    /// How many levels an author nests are open (an item sits in its list, a paragraph in its
    /// item: those do not count); the first past `maximumDepth` is refused where it starts.
    private struct Nesting {
        private var levels = 0

        /// `position` is read only for the node refused.
        mutating func enter(_ kind: MarkdownNode.Kind, at position: @autoclosure () -> (line: Int, column: Int))
            throws(Refused)
        {
            guard isLevel(kind) else { return }
            levels += 1
            if levels > maximumDepth {
                let (line, column) = position()
                throw Refused(problem: .markdownTooDeep(limit: maximumDepth), line: line, column: column)
            }
        }

        mutating func leave(_ kind: MarkdownNode.Kind) {
            if isLevel(kind) { levels -= 1 }
        }
    }

    /// Writes blocks as one CommonMark document, so that text can be re-emitted in a portable form.
    static func commonMark(_ blocks: [MarkdownNode]) -> String {
        guard let document = cmark_node_new(CMARK_NODE_DOCUMENT) else { return "" }
        defer { cmark_node_free(document) }
        for block in blocks {
            if let node = make(block) { cmark_node_append_child(document, node) }
        }
        guard let rendered = cmark_render_commonmark(document, CMARK_OPT_DEFAULT, 0) else { return "" }
        defer { free(rendered) }
        // cmark ends every block with line breaks: they are dropped from the bytes, not the string.
        let bytes = UnsafeBufferPointer(
            start: UnsafeRawPointer(rendered).assumingMemoryBound(to: UInt8.self), count: strlen(rendered))
        return String(
            decoding: UnsafeBufferPointer(rebasing: bytes.prefix(Byte.lengthWithoutTrailingLineFeeds(bytes))),
            as: UTF8.self)
    }

    /// The tree from `root` in Swift, refused where it nests deeper than `maximumDepth`.
    static func copy(_ root: OpaquePointer, source: String) throws(Refused) -> MarkdownNode {
        // Made at the first task item: most text has none.
        var taskMarks: TaskMarkers?
        // Open containers, innermost last, each with the children found so far: a node is made
        // whole, with its children, when it is left, and appended to its parent's.
        var open:
            [(pointer: OpaquePointer, kind: MarkdownNode.Kind, line: Int, column: Int, children: [MarkdownNode])] = []
        var nesting = Nesting()
        var copied: MarkdownNode?
        // The root's node, made when it is left (or, for a leaf, entered).
        func place(_ node: MarkdownNode) {
            if open.isEmpty { copied = node } else { open[open.count - 1].children.append(node) }
        }
        try walk(root) { (pointer, entering) throws(Refused) in
            if entering {
                let kind = kind(of: pointer)
                var line = Int(cmark_node_get_start_line(pointer)), column = Int(cmark_node_get_start_column(pointer))
                if line == 0, let parent = open.last { (line, column) = (parent.line, parent.column) }
                if isContainer(kind) {
                    try nesting.enter(kind, at: (line, column))
                    open.append((pointer, kind, line, column, children(reservedFor: pointer)))
                } else {
                    // Leaves get no exit event.
                    place(node(pointer, kind: kind, line: line, column: column, children: []))
                }
            } else if let container = open.popLast() {
                nesting.leave(container.kind)
                var isChecked = false
                if container.kind == .taskItem {
                    if taskMarks == nil { taskMarks = TaskMarkers(source) }
                    isChecked = taskMarks?.isChecked(itemAt: container.line, column: container.column) ?? false
                }
                place(
                    node(
                        container.pointer, kind: container.kind, line: container.line, column: container.column,
                        children: container.children, isChecked: isChecked))
            }
        }
        return copied ?? MarkdownNode(kind: .document)
    }

    /// An empty list of children with room for the node's own: grown an append at a time, the
    /// lists of a body's nodes were copied over and over.
    private static func children(reservedFor node: OpaquePointer) -> [MarkdownNode] {
        var count = 0
        var child = cmark_node_first_child(node)
        while let next = child {
            count += 1
            child = cmark_node_next(next)
        }
        var children: [MarkdownNode] = []
        children.reserveCapacity(count)
        return children
    }

    /// Kinds that cmark's iterator enters and exits (even when empty); the others are leaves.
    private static func isContainer(_ kind: MarkdownNode.Kind) -> Bool {
        switch kind {
        case .document, .blockQuote, .list, .item, .customBlock, .paragraph, .heading,
            .customInline, .emphasis, .strong, .link, .image,
            .table, .tableRow, .tableCell, .strikethrough, .taskItem:
            return true
        default:
            return false
        }
    }

    private static func isLevel(_ kind: MarkdownNode.Kind) -> Bool {
        switch kind {
        case .blockQuote, .list, .emphasis, .strong, .link, .image, .customBlock, .customInline, .strikethrough:
            return true
        default:
            return false
        }
    }

    /// One node with its children; `line` and `column` are its own, or its parent's where cmark gives none.
    private static func node(
        _ node: OpaquePointer, kind: MarkdownNode.Kind, line: Int, column: Int, children: [MarkdownNode],
        isChecked: Bool = false
    ) -> MarkdownNode {
        let endLine = Int(cmark_node_get_end_line(node))
        switch kind {
        case .text, .code, .htmlBlock, .htmlInline:
            return MarkdownNode(
                kind: kind, children: children, literal: string(cmark_node_get_literal(node)), line: line,
                column: column, endLine: endLine)
        case .codeBlock:
            return MarkdownNode(
                kind: kind, children: children, literal: string(cmark_node_get_literal(node)),
                fenceInfo: string(cmark_node_get_fence_info(node)), isFencedCode: isFenced(node), line: line,
                column: column, endLine: endLine)
        case .heading:
            return MarkdownNode(
                kind: kind, children: children, headingLevel: Int(cmark_node_get_heading_level(node)), line: line,
                column: column, endLine: endLine)
        case .list:
            return MarkdownNode(
                kind: kind, children: children, isOrderedList: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                listStart: Int(cmark_node_get_list_start(node)), isTightList: cmark_node_get_list_tight(node) != 0,
                line: line, column: column, endLine: endLine)
        case .link, .image:
            return MarkdownNode(
                kind: kind, children: children, url: string(cmark_node_get_url(node)),
                title: string(cmark_node_get_title(node)),
                line: line, column: column, endLine: endLine)
        case .table:
            return MarkdownNode(
                kind: kind, children: children, columnAlignments: alignments(of: node), line: line, column: column,
                endLine: endLine)
        case .tableRow:
            return MarkdownNode(
                kind: kind, children: children, isHeaderRow: cmark_gfm_extensions_get_table_row_is_header(node) != 0,
                line: line, column: column, endLine: endLine)
        case .taskItem:
            return MarkdownNode(
                kind: kind, children: children, isChecked: isChecked,
                line: line, column: column, endLine: endLine)
        default:
            return MarkdownNode(kind: kind, children: children, line: line, column: column, endLine: endLine)
        }
    }

    private static func make(_ source: MarkdownNode) -> OpaquePointer? {
        guard let node = newNode(source.kind) else { return nil }
        switch source.kind {
        case .text, .code, .codeBlock, .htmlBlock, .htmlInline:
            cmark_node_set_literal(node, source.literal)
            if source.kind == .codeBlock { cmark_node_set_fence_info(node, source.fenceInfo) }
        case .heading:
            cmark_node_set_heading_level(node, Int32(source.headingLevel))
        case .list:
            cmark_node_set_list_type(node, source.isOrderedList ? CMARK_ORDERED_LIST : CMARK_BULLET_LIST)
            if source.isOrderedList {
                cmark_node_set_list_delim(node, CMARK_PERIOD_DELIM)
                cmark_node_set_list_start(node, Int32(source.listStart))
            }
            cmark_node_set_list_tight(node, source.isTightList ? 1 : 0)
        case .link, .image:
            cmark_node_set_url(node, source.url)
            cmark_node_set_title(node, source.title)
        case .table:
            var letters = source.columnAlignments.map(letter)
            cmark_gfm_extensions_set_table_columns(node, UInt16(letters.count))
            cmark_gfm_extensions_set_table_alignments(node, UInt16(letters.count), &letters)
        case .tableRow:
            cmark_gfm_extensions_set_table_row_is_header(node, source.isHeaderRow ? 1 : 0)
        default:
            break
        }
        for child in source.children {
            if let made = make(child) { cmark_node_append_child(node, made) }
        }
        if source.kind == .taskItem { prependTaskMarker(source.isChecked, to: node) }
        return node
    }

    static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }

    private static let kinds: [(cmark_node_type, MarkdownNode.Kind)] = [
        (CMARK_NODE_DOCUMENT, .document), (CMARK_NODE_BLOCK_QUOTE, .blockQuote), (CMARK_NODE_LIST, .list),
        (CMARK_NODE_ITEM, .item), (CMARK_NODE_CODE_BLOCK, .codeBlock), (CMARK_NODE_HTML_BLOCK, .htmlBlock),
        (CMARK_NODE_CUSTOM_BLOCK, .customBlock), (CMARK_NODE_PARAGRAPH, .paragraph), (CMARK_NODE_HEADING, .heading),
        (CMARK_NODE_THEMATIC_BREAK, .thematicBreak), (CMARK_NODE_TEXT, .text), (CMARK_NODE_SOFTBREAK, .softBreak),
        (CMARK_NODE_LINEBREAK, .lineBreak), (CMARK_NODE_CODE, .code), (CMARK_NODE_HTML_INLINE, .htmlInline),
        (CMARK_NODE_CUSTOM_INLINE, .customInline), (CMARK_NODE_EMPH, .emphasis), (CMARK_NODE_STRONG, .strong),
        (CMARK_NODE_LINK, .link), (CMARK_NODE_IMAGE, .image),
    ]

    /// The extensions' node types are numbered when they are registered, so they are compared here,
    /// not listed in `kinds`; a task item is a list item that the tasklist extension claimed.
    static func kind(of node: OpaquePointer) -> MarkdownNode.Kind {
        let type = cmark_node_get_type(node)
        // The kinds of nearly every node first, compared directly: writing a page asks this of
        // every node it reads, several times.
        switch type {
        case CMARK_NODE_TEXT: return .text
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_CODE: return .code
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LIST: return .list
        default: break
        }
        if type == CMARK_NODE_ITEM {
            return extensions.tasklist != nil && cmark_node_get_syntax_extension(node) == extensions.tasklist
                ? .taskItem : .item
        }
        if let kind = kinds.first(where: { $0.0 == type })?.1 { return kind }
        switch type {
        case extensions.tableType: return .table
        case extensions.tableRowType: return .tableRow
        case extensions.tableCellType: return .tableCell
        case extensions.strikethroughType: return .strikethrough
        default: return .customBlock
        }
    }

    /// The kind a node made for `kind` reads as: `kind` itself, for every kind but a task item
    /// (made as a plain item, its marker as text), which tests hold `kind(of:)` and `kinds` to.
    static func kindOfNode(madeFor kind: MarkdownNode.Kind) -> MarkdownNode.Kind? {
        guard let node = newNode(kind) else { return nil }
        defer { cmark_node_free(node) }
        return self.kind(of: node)
    }

    /// A new cmark node of a kind, with the extension that writes it back for those of GitHub's.
    private static func newNode(_ kind: MarkdownNode.Kind) -> OpaquePointer? {
        switch kind {
        case .table: return cmark_node_new_with_ext(extensions.tableType, extensions.table)
        case .tableRow: return cmark_node_new_with_ext(extensions.tableRowType, extensions.table)
        case .tableCell: return cmark_node_new_with_ext(extensions.tableCellType, extensions.table)
        case .strikethrough: return cmark_node_new_with_ext(extensions.strikethroughType, extensions.strikethrough)
        // A plain item with its marker as written (see `prependTaskMarker`).
        case .taskItem: return cmark_node_new(CMARK_NODE_ITEM)
        default: return cmark_node_new(type(of: kind))
        }
    }

    /// `[ ] ` or `[x] ` at the start of an item, as raw inline text: cmark-gfm's own writer for
    /// task items writes an unchecked item as checked and nests the plain items after it, and
    /// written as text the brackets would be escaped.
    private static func prependTaskMarker(_ isChecked: Bool, to item: OpaquePointer) {
        guard let marker = cmark_node_new(CMARK_NODE_HTML_INLINE) else { return }
        cmark_node_set_literal(marker, isChecked ? "[x] " : "[ ] ")
        if let first = cmark_node_first_child(item), cmark_node_get_type(first) == CMARK_NODE_PARAGRAPH {
            if let text = cmark_node_first_child(first) {
                cmark_node_insert_before(text, marker)
            } else {
                cmark_node_append_child(first, marker)
            }
        } else if let paragraph = cmark_node_new(CMARK_NODE_PARAGRAPH) {
            cmark_node_append_child(paragraph, marker)
            if let first = cmark_node_first_child(item) {
                cmark_node_insert_before(first, paragraph)
            } else {
                cmark_node_append_child(item, paragraph)
            }
        } else {
            cmark_node_free(marker)
        }
    }

    /// cmark-gfm spells a column's alignment as a letter, or 0 for none.
    static func alignments(of table: OpaquePointer) -> [MarkdownNode.ColumnAlignment] {
        let count = Int(cmark_gfm_extensions_get_table_columns(table))
        guard count > 0, let letters = cmark_gfm_extensions_get_table_alignments(table) else { return [] }
        return (0..<count).map { index in
            switch letters[index] {
            case UInt8(ascii: "l"): return .left
            case UInt8(ascii: "c"): return .center
            case UInt8(ascii: "r"): return .right
            default: return .none
            }
        }
    }

    private static func letter(_ alignment: MarkdownNode.ColumnAlignment) -> UInt8 {
        switch alignment {
        case .none: return 0
        case .left: return UInt8(ascii: "l")
        case .center: return UInt8(ascii: "c")
        case .right: return UInt8(ascii: "r")
        }
    }

    private static func type(of kind: MarkdownNode.Kind) -> cmark_node_type {
        kinds.first { $0.1 == kind }?.0 ?? CMARK_NODE_CUSTOM_BLOCK
    }
}

extension String {
    /// Line feeds at the end, dropped as characters: a CR LF pair is one character and stays.
    package func trimmingTrailingNewlines() -> String {
        // Most text ends otherwise: one byte settles it.
        guard utf8.last == Byte.newline else { return self }
        return withUTF8Bytes {
            String(
                decoding: UnsafeBufferPointer(rebasing: $0.prefix(Byte.lengthWithoutTrailingLineFeeds($0))),
                as: UTF8.self)
        }
    }
}
