/// Where a block was written: what keeping its own lines (`VerbatimBlocks`) reads of it.
protocol BlockLines {
    var kind: MarkdownNode.Kind { get }
    /// 1-based lines of its start and end, and the column it starts at.
    var line: Int { get }
    var column: Int { get }
    var endLine: Int { get }
}

/// What splitting a body into notes reads of a node, in either tree: read in place in cmark's
/// (`CMarkNode`, as a build loads entries) or copied into Swift (`MarkdownNode`). Internal, so
/// that the parser is compiled for each type here.
protocol BodyNode: MarkdownTreeNode, BlockLines {
    var headingLevel: Int { get }
    var isOrderedList: Bool { get }
    var listStart: Int { get }
    var isTightList: Bool { get }
    var fenceInfo: String { get }
    /// A code block between fences, as opposed to one indented.
    var isFencedCode: Bool { get }
    var plainText: String { get }
    func blocks(where matches: (Self) -> Bool) -> [Self]
    /// The node as a block of a section.
    var placed: PlacedBlock { get }
    /// The node in Swift.
    var copied: MarkdownNode { get }
    /// A run of this list's items, `items` of its children, as a list of its own numbered from
    /// `start`; on the lines from `first`'s start to `last`'s end when `onItsLines`, else on the
    /// whole list's.
    func run(_ items: Range<Int>, start: Int, from first: Self, through last: Self, onItsLines: Bool) -> PlacedBlock
}

/// A block as it reaches a section: read in place in the parsed document, a run of a list split
/// at markers in it, or a Swift copy (a block of a tree that was copied whole).
enum PlacedBlock: BlockLines {
    case inPlace(CMarkNode)
    case run(CMarkListRun)
    case copied(MarkdownNode)

    // A switch for each field, not one that hands over the case as `any BlockLines`: every block
    // of every body is asked these, and the existential cost more than the rest of the lookup.
    var kind: MarkdownNode.Kind {
        switch self {
        case .inPlace(let node): node.kind
        case .run(let run): run.kind
        case .copied(let node): node.kind
        }
    }

    var line: Int {
        switch self {
        case .inPlace(let node): node.line
        case .run(let run): run.line
        case .copied(let node): node.line
        }
    }

    var column: Int {
        switch self {
        case .inPlace(let node): node.column
        case .run(let run): run.column
        case .copied(let node): node.column
        }
    }

    var endLine: Int {
        switch self {
        case .inPlace(let node): node.endLine
        case .run(let run): run.endLine
        case .copied(let node): node.endLine
        }
    }

    /// The block in Swift, for writing it anew as CommonMark where its own lines cannot be kept.
    var copied: MarkdownNode {
        switch self {
        case .inPlace(let node): node.copied
        case .run(let run): run.copied
        case .copied(let node): node
        }
    }
}

/// Items of a list read in place, standing as a list of their own.
struct CMarkListRun: BlockLines {
    var list: CMarkNode
    var items: Range<Int>
    var start: Int
    var line: Int
    var endLine: Int
    var kind: MarkdownNode.Kind { .list }
    var column: Int { list.column }

    /// The whole list copied, then cut to the run: only a run that must be written anew (a loose
    /// or numbered one) is copied at all.
    var copied: MarkdownNode {
        var copy = list.copied
        copy.children = Array(copy.children[items])
        copy.listStart = start
        return copy
    }
}

extension CMarkNode: BodyNode {
    var placed: PlacedBlock { .inPlace(self) }

    func run(_ items: Range<Int>, start: Int, from first: Self, through last: Self, onItsLines: Bool) -> PlacedBlock {
        .run(
            CMarkListRun(
                list: self, items: items, start: start, line: onItsLines ? first.line : line,
                endLine: onItsLines ? last.endLine : endLine))
    }
}

extension MarkdownNode: BodyNode {
    var placed: PlacedBlock { .copied(self) }
    var copied: MarkdownNode { self }

    func run(_ items: Range<Int>, start: Int, from first: Self, through last: Self, onItsLines: Bool) -> PlacedBlock {
        var list = self
        list.children = Array(children[items])
        list.listStart = start
        return .copied(onItsLines ? list.placed(from: first, through: last) : list)
    }
}
