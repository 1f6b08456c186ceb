/// What reading a Markdown tree asks of a node, whether the tree was copied into Swift
/// (`MarkdownNode`) or is read in place in cmark's (`CMarkNode`): the reading itself is
/// written once, here, for both. Each type names it as its own (`plainText`, `containsNode`),
/// so that it is compiled for that type here: generic, across layers, it is not.
package protocol MarkdownTreeNode {
    associatedtype Children: Sequence where Children.Element == Self
    var kind: MarkdownNode.Kind { get }
    /// Text of text, code, code block and raw HTML nodes.
    var literal: String { get }
    var children: Children { get }
}

extension MarkdownTreeNode {
    /// Text of the node with markup removed; line breaks become spaces. An inline HTML tag is
    /// markup too: a heading `<kbd>Tab</kbd> order` is titled "Tab order".
    var textWithoutMarkup: String {
        switch kind {
        case .text, .code, .codeBlock, .htmlBlock: return literal
        case .softBreak, .lineBreak: return " "
        case .htmlInline: return ""
        // Cells and rows stay words apart. Closures, not key paths: a key path to a member of a
        // generic type is applied at run time, which cost more than the rest of the walk.
        case .table, .tableRow: return children.map { $0.textWithoutMarkup }.joined(separator: " ")
        default: return children.map { $0.textWithoutMarkup }.joined()
        }
    }

    /// Whether any node of the subtree matches; stops at the first. Recursive, without a stack
    /// array of its own: the mirror asks this of every block of every page, and the tree is no
    /// deeper than `CMark.maximumDepth` levels of nesting allow.
    func anyNode(where matches: (Self) -> Bool) -> Bool {
        if matches(self) { return true }
        return children.contains { $0.anyNode(where: matches) }
    }
}
