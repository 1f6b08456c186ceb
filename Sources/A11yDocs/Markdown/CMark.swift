import Ccmark
import Foundation

/// The bridge to libcmark, and the only file that imports it: parse text into a `MarkdownNode`
/// tree, and write blocks back as CommonMark.
enum CMark {
    /// How many lists, block quotes, emphases and links may nest. Real notes nest a few levels; a
    /// cap keeps every walk of the tree (ours, recursive, on worker threads with small stacks) safe.
    static let maximumDepth = 64

    /// Nesting deeper than `maximumDepth`, at the first node past it (1-based, in the parsed text).
    struct TooDeep: Error, Equatable {
        var line: Int
        var column: Int
    }

    /// Parses CommonMark (with cmark's source positions) into a Swift tree, walking cmark's tree
    /// with its own iterator so that no nesting can exhaust the stack.
    static func parse(_ text: String) throws(TooDeep) -> MarkdownNode {
        guard !text.isEmpty else { return MarkdownNode(kind: .document) }
        var text = text
        let document: OpaquePointer? = text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { cmark_parse_document($0.baseAddress, $0.count, CMARK_OPT_DEFAULT) }
        }
        guard let document else { return MarkdownNode(kind: .document) }
        defer { cmark_node_free(document) }
        return try copy(document)
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
        let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(rendered).assumingMemoryBound(to: UInt8.self), count: strlen(rendered))
        return String(decoding: UnsafeBufferPointer(rebasing: bytes.prefix(Byte.lengthWithoutTrailingLineFeeds(bytes))), as: UTF8.self)
    }

    private static func copy(_ document: OpaquePointer) throws(TooDeep) -> MarkdownNode {
        guard let iterator = cmark_iter_new(document) else { return MarkdownNode(kind: .document) }
        defer { cmark_iter_free(iterator) }
        // Open containers, innermost last, each with the children found so far: a node is made
        // whole, with its children, when it is left, and appended to its parent's.
        var open: [(pointer: OpaquePointer, kind: MarkdownNode.Kind, line: Int, column: Int, children: [MarkdownNode])] = []
        // How many of the open containers are levels an author nests (an item sits in its list,
        // a paragraph in its item: those do not count).
        var levels = 0
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let pointer = cmark_iter_get_node(iterator) else { continue }
            if event == CMARK_EVENT_ENTER {
                let kind = kind(of: cmark_node_get_type(pointer))
                var line = Int(cmark_node_get_start_line(pointer)), column = Int(cmark_node_get_start_column(pointer))
                if line == 0, let parent = open.last { (line, column) = (parent.line, parent.column) }
                if isContainer(kind) {
                    if isLevel(kind) {
                        levels += 1
                        if levels > maximumDepth { throw TooDeep(line: line, column: column) }
                    }
                    open.append((pointer, kind, line, column, []))
                } else {
                    // Leaves get no exit event.
                    let node = node(pointer, kind: kind, line: line, column: column, children: [])
                    if open.isEmpty { return node }
                    open[open.count - 1].children.append(node)
                }
            } else if event == CMARK_EVENT_EXIT, let container = open.popLast() {
                if isLevel(container.kind) { levels -= 1 }
                let node = node(container.pointer, kind: container.kind, line: container.line, column: container.column, children: container.children)
                if open.isEmpty { return node }
                open[open.count - 1].children.append(node)
            }
        }
        return MarkdownNode(kind: .document)
    }

    /// Kinds that cmark's iterator enters and exits (even when empty); the others are leaves.
    private static func isContainer(_ kind: MarkdownNode.Kind) -> Bool {
        switch kind {
        case .document, .blockQuote, .list, .item, .customBlock, .paragraph, .heading,
             .customInline, .emphasis, .strong, .link, .image:
            return true
        default:
            return false
        }
    }

    private static func isLevel(_ kind: MarkdownNode.Kind) -> Bool {
        switch kind {
        case .blockQuote, .list, .emphasis, .strong, .link, .image, .customBlock, .customInline:
            return true
        default:
            return false
        }
    }

    /// One node with its children; `line` and `column` are its own, or its parent's where cmark gives none.
    private static func node(_ node: OpaquePointer, kind: MarkdownNode.Kind, line: Int, column: Int, children: [MarkdownNode]) -> MarkdownNode {
        let endLine = Int(cmark_node_get_end_line(node))
        switch kind {
        case .text, .code, .htmlBlock, .htmlInline:
            return MarkdownNode(kind: kind, children: children, literal: string(cmark_node_get_literal(node)), line: line, column: column, endLine: endLine)
        case .codeBlock:
            return MarkdownNode(kind: kind, children: children, literal: string(cmark_node_get_literal(node)),
                                fenceInfo: string(cmark_node_get_fence_info(node)), line: line, column: column, endLine: endLine)
        case .heading:
            return MarkdownNode(kind: kind, children: children, headingLevel: Int(cmark_node_get_heading_level(node)), line: line, column: column, endLine: endLine)
        case .list:
            return MarkdownNode(kind: kind, children: children, isOrderedList: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                                listStart: Int(cmark_node_get_list_start(node)), isTightList: cmark_node_get_list_tight(node) != 0,
                                line: line, column: column, endLine: endLine)
        case .link, .image:
            return MarkdownNode(kind: kind, children: children, url: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)),
                                line: line, column: column, endLine: endLine)
        default:
            return MarkdownNode(kind: kind, children: children, line: line, column: column, endLine: endLine)
        }
    }

    private static func make(_ source: MarkdownNode) -> OpaquePointer? {
        guard let node = cmark_node_new(type(of: source.kind)) else { return nil }
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
        default:
            break
        }
        for child in source.children {
            if let made = make(child) { cmark_node_append_child(node, made) }
        }
        return node
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
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

    private static func kind(of type: cmark_node_type) -> MarkdownNode.Kind {
        kinds.first { $0.0 == type }?.1 ?? .customBlock
    }

    private static func type(of kind: MarkdownNode.Kind) -> cmark_node_type {
        kinds.first { $0.1 == kind }?.0 ?? CMARK_NODE_CUSTOM_BLOCK
    }
}

extension String {
    /// Line feeds at the end, dropped as characters: a CR LF pair is one character and stays.
    func trimmingTrailingNewlines() -> String {
        // Most text ends otherwise: one byte settles it.
        guard utf8.last == Byte.newline else { return self }
        var text = self
        return text.withUTF8 { String(decoding: UnsafeBufferPointer(rebasing: $0.prefix(Byte.lengthWithoutTrailingLineFeeds($0))), as: UTF8.self) }
    }
}
