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
        return String(cString: rendered).trimmingTrailingNewlines()
    }

    private static func copy(_ document: OpaquePointer) throws(TooDeep) -> MarkdownNode {
        guard let iterator = cmark_iter_new(document) else { return MarkdownNode(kind: .document) }
        defer { cmark_iter_free(iterator) }
        // Open containers, innermost last; a node is appended to its parent when it is left.
        var open: [MarkdownNode] = []
        // How many of the open containers are levels an author nests (an item sits in its list,
        // a paragraph in its item: those do not count).
        var levels = 0
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let pointer = cmark_iter_get_node(iterator) else { continue }
            if event == CMARK_EVENT_ENTER {
                var node = fields(of: pointer)
                if node.line == 0, let parent = open.last { (node.line, node.column) = (parent.line, parent.column) }
                if isContainer(node.kind) {
                    if isLevel(node.kind) {
                        levels += 1
                        if levels > maximumDepth { throw TooDeep(line: node.line, column: node.column) }
                    }
                    open.append(node)
                } else {
                    // Leaves get no exit event.
                    if open.isEmpty { return node }
                    open[open.count - 1].children.append(node)
                }
            } else if event == CMARK_EVENT_EXIT, let node = open.popLast() {
                if isLevel(node.kind) { levels -= 1 }
                if open.isEmpty { return node }
                open[open.count - 1].children.append(node)
            }
        }
        return open.first ?? MarkdownNode(kind: .document)
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

    /// One node's own fields, without its children.
    private static func fields(of node: OpaquePointer) -> MarkdownNode {
        var result = MarkdownNode(kind: kind(of: cmark_node_get_type(node)))
        result.line = Int(cmark_node_get_start_line(node))
        result.column = Int(cmark_node_get_start_column(node))
        result.endLine = Int(cmark_node_get_end_line(node))
        switch result.kind {
        case .text, .code, .codeBlock, .htmlBlock, .htmlInline:
            result.literal = string(cmark_node_get_literal(node))
            if result.kind == .codeBlock { result.fenceInfo = string(cmark_node_get_fence_info(node)) }
        case .heading:
            result.headingLevel = Int(cmark_node_get_heading_level(node))
        case .list:
            result.isOrderedList = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
            result.listStart = Int(cmark_node_get_list_start(node))
            result.isTightList = cmark_node_get_list_tight(node) != 0
        case .link, .image:
            result.url = string(cmark_node_get_url(node))
            result.title = string(cmark_node_get_title(node))
        default:
            break
        }
        return result
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
    func trimmingTrailingNewlines() -> String {
        // Most text ends otherwise: one byte settles it.
        guard utf8.last == UInt8(ascii: "\n") else { return self }
        var result = self
        while result.hasSuffix("\n") { result.removeLast() }
        return result
    }
}
