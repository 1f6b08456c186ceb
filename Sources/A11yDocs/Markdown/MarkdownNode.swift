/// A CommonMark syntax tree node, copied out of cmark so the rest of the library is plain Swift.
struct MarkdownNode: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case document, blockQuote, list, item, codeBlock, htmlBlock, customBlock, paragraph, heading, thematicBreak
        case text, softBreak, lineBreak, code, htmlInline, customInline, emphasis, strong, link, image
    }

    var kind: Kind
    var children: [MarkdownNode] = []
    /// Text of text, code, code block and raw HTML nodes.
    var literal: String = ""
    /// Link and image destination.
    var url: String = ""
    var title: String = ""
    var headingLevel: Int = 0
    var isOrderedList = false
    var listStart = 1
    var isTightList = true
    /// Code fence info string, e.g. `swift` or `kotlin title="x"`.
    var fenceInfo: String = ""
    /// 1-based line and column in the parsed text.
    var line = 0
    var column = 0
    /// 1-based last line (blocks only; cmark gives inlines no end).
    var endLine = 0

    /// Text of the node with markup removed; line breaks become spaces.
    var plainText: String {
        switch kind {
        case .text, .code: return literal
        case .softBreak, .lineBreak: return " "
        case .codeBlock, .htmlBlock, .htmlInline: return literal
        default: return children.map(\.plainText).joined()
        }
    }

    /// Whether this is a block (as opposed to inline content).
    var isBlock: Bool {
        switch kind {
        case .document, .blockQuote, .list, .item, .codeBlock, .htmlBlock, .customBlock, .paragraph, .heading, .thematicBreak:
            return true
        default:
            return false
        }
    }

    /// The subtree's nodes that match, depth first, this one first: one pass with a stack of its
    /// own, linear in the number of nodes whatever the nesting.
    func nodes(where matches: (MarkdownNode) -> Bool) -> [MarkdownNode] {
        var result: [MarkdownNode] = []
        visit { if matches($0) { result.append($0) }; return true }
        return result
    }

    /// Whether any node of the subtree matches; stops at the first.
    func containsNode(where matches: (MarkdownNode) -> Bool) -> Bool {
        var found = false
        visit { found = matches($0); return !found }
        return found
    }

    /// Hands each node to `body`, depth first, until it returns false.
    private func visit(_ body: (MarkdownNode) -> Bool) {
        var pending = [self]
        while let node = pending.popLast() {
            guard body(node) else { return }
            pending.append(contentsOf: node.children.reversed())
        }
    }
}
