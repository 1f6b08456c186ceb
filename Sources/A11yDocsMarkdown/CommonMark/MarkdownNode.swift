import A11yDocsSupport

/// A CommonMark syntax tree node, copied out of cmark so the rest of the library is plain Swift.
package struct MarkdownNode: Hashable, Sendable, MarkdownTreeNode {
    package enum Kind: Hashable, Sendable {
        case document, blockQuote, list, item, codeBlock, htmlBlock, customBlock, paragraph, heading, thematicBreak
        case text, softBreak, lineBreak, code, htmlInline, customInline, emphasis, strong, link, image
        /// GitHub's extensions: a pipe table (rows of cells, the first row the header), `~~struck~~`
        /// text, and a list item that starts `[ ]` or `[x]`.
        case table, tableRow, tableCell, strikethrough, taskItem
    }

    /// How a table column's delimiter row aligns it: `:--`, `:-:`, `--:`, or plain `---`.
    package enum ColumnAlignment: Hashable, Sendable {
        case none, left, center, right
    }

    /// The node's fields, shared between copies and never changed in place: walking and splitting a
    /// body copies nodes all the time, and a shared copy costs one retain instead of one per field.
    /// A change makes new storage; nodes are built whole (`CMark` gives a node its children at once),
    /// and only a list's items, its start and a link's address are ever replaced.
    fileprivate struct Fields: Hashable {
        var kind: Kind
        var children: [MarkdownNode]
        var literal: String
        var url: String
        var title: String
        var headingLevel: Int
        var isOrderedList: Bool
        var listStart: Int
        var isTightList: Bool
        var fenceInfo: String
        var isFencedCode: Bool
        var columnAlignments: [ColumnAlignment]
        var isHeaderRow: Bool
        var isChecked: Bool
        var line: Int
        var column: Int
        var endLine: Int
    }

    private var storage: SharedFields<Fields>

    package init(
        kind: Kind, children: [MarkdownNode] = [], literal: String = "", url: String = "", title: String = "",
        headingLevel: Int = 0, isOrderedList: Bool = false, listStart: Int = 1, isTightList: Bool = true,
        fenceInfo: String = "", isFencedCode: Bool = false, columnAlignments: [ColumnAlignment] = [],
        isHeaderRow: Bool = false,
        isChecked: Bool = false,
        line: Int = 0, column: Int = 0, endLine: Int = 0
    ) {
        storage = SharedFields(
            Fields(
                kind: kind, children: children, literal: literal, url: url, title: title, headingLevel: headingLevel,
                isOrderedList: isOrderedList, listStart: listStart, isTightList: isTightList, fenceInfo: fenceInfo,
                isFencedCode: isFencedCode, columnAlignments: columnAlignments, isHeaderRow: isHeaderRow,
                isChecked: isChecked, line: line,
                column: column, endLine: endLine
            ))
    }

    /// The same node on the lines from `first`'s start to `last`'s end: a run of a split list's
    /// items stands where they were written, not where the whole list was.
    package func placed(from first: MarkdownNode, through last: MarkdownNode) -> MarkdownNode {
        var placed = self
        placed.storage.change {
            $0.line = first.line
            $0.endLine = last.endLine
        }
        return placed
    }

    package var kind: Kind { storage.fields.kind }
    package var children: [MarkdownNode] {
        get { storage.fields.children }
        set { storage.change { $0.children = newValue } }
    }
    /// Text of text, code, code block and raw HTML nodes.
    package var literal: String { storage.fields.literal }
    /// Link and image destination.
    package var url: String {
        get { storage.fields.url }
        set { storage.change { $0.url = newValue } }
    }
    package var title: String { storage.fields.title }
    package var headingLevel: Int { storage.fields.headingLevel }
    package var isOrderedList: Bool { storage.fields.isOrderedList }
    package var listStart: Int {
        get { storage.fields.listStart }
        set { storage.change { $0.listStart = newValue } }
    }
    package var isTightList: Bool { storage.fields.isTightList }
    /// Code fence info string, e.g. `swift` or `kotlin title="x"`.
    package var fenceInfo: String { storage.fields.fenceInfo }
    /// A code block between fences, as opposed to one indented.
    package var isFencedCode: Bool { storage.fields.isFencedCode }
    /// A table's columns, left to right, as its delimiter row aligns them.
    package var columnAlignments: [ColumnAlignment] { storage.fields.columnAlignments }
    /// Whether a table row is the header (the row above the delimiter row).
    package var isHeaderRow: Bool { storage.fields.isHeaderRow }
    /// Whether a task item is done (`[x]`).
    package var isChecked: Bool { storage.fields.isChecked }
    /// 1-based line and column in the parsed text.
    package var line: Int { storage.fields.line }
    package var column: Int { storage.fields.column }
    /// 1-based last line (blocks only; cmark gives inlines no end).
    package var endLine: Int { storage.fields.endLine }

    /// Text of the node with markup removed (`MarkdownTreeNode`).
    package var plainText: String { textWithoutMarkup }

    /// Whether any node of the subtree matches; stops at the first (`MarkdownTreeNode`).
    package func containsNode(where matches: (MarkdownNode) -> Bool) -> Bool { anyNode(where: matches) }

    /// Whether this is a block (as opposed to inline content).
    package var isBlock: Bool { kind.isBlock }

    /// The subtree's nodes that match, depth first, this one first.
    package func nodes(where matches: (MarkdownNode) -> Bool) -> [MarkdownNode] {
        var result: [MarkdownNode] = []
        collect(where: matches, descending: { _ in true }, into: &result)
        return result
    }

    /// The subtree's blocks that match, in the same order, without visiting inlines
    /// (`MarkdownTreeNode`).
    package func blocks(where matches: (MarkdownNode) -> Bool) -> [MarkdownNode] { blocksMatching(matches) }
}

extension MarkdownNode.Kind {
    /// Whether nodes of this kind are blocks (as opposed to inline content).
    package var isBlock: Bool {
        switch self {
        case .document, .blockQuote, .list, .item, .codeBlock, .htmlBlock, .customBlock, .paragraph, .heading,
            .thematicBreak,
            .table, .tableRow, .tableCell, .taskItem:
            return true
        default:
            return false
        }
    }

    /// Whether the node's children are blocks that can hold any block (a list's items, a quote's
    /// paragraphs), as opposed to a leaf block's inlines or a table's rows.
    var holdsBlocks: Bool {
        switch self {
        case .document, .blockQuote, .list, .item, .taskItem, .customBlock: return true
        default: return false
        }
    }
}
