/// What reading a Markdown tree asks of a node, whether the tree was copied into Swift
/// (`MarkdownNode`) or is read in place in cmark's (`CMarkNode`): the reading itself is
/// written once, here, for both. Each type names it as its own (`plainText`, `containsNode`,
/// `blocks(where:)`), so that it is compiled for that type here: generic, across layers, it is not.
package protocol MarkdownTreeNode {
    associatedtype Children: Collection where Children.Element == Self
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

    /// The subtree's blocks that match, depth first, this one first, without visiting inlines: a
    /// code block or a table never stands inside a paragraph, and inlines are most of a body's nodes.
    func blocksMatching(_ matches: (Self) -> Bool) -> [Self] {
        var result: [Self] = []
        collect(where: matches, descending: { $0.kind.holdsBlocks }, into: &result)
        return result
    }

    /// The walk `blocksMatching` and `nodes(where:)` use: recursive, without a stack array of its
    /// own, which cost a retain and a release for every node pushed (every body is searched
    /// several times a build). The tree is no deeper than `CMark.maximumDepth` levels allow.
    func collect(where matches: (Self) -> Bool, descending: (Self) -> Bool, into result: inout [Self]) {
        if matches(self) { result.append(self) }
        guard descending(self) else { return }
        for child in children { child.collect(where: matches, descending: descending, into: &result) }
    }
}
