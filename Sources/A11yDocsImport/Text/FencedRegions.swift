import A11yDocsSupport

/// Where fenced code blocks are in a converted body's lines: each opening line with its fence,
/// where it closes, and which lines are code. The passes after a body's conversion (the Jekyll
/// import's examples, attribute lists, references) read text only outside code.
struct FencedRegions {
    struct Block: Equatable {
        var opening: MarkdownFence.Opening
        /// Index of the opening line.
        var start: Int
        /// Index of the closing line; nil when the block runs to the end.
        var close: Int?

        /// The code lines' indices.
        func codeLines(in count: Int) -> Range<Int> { start + 1..<(close ?? count) }
        /// The last line that is part of the block.
        func lastLine(in count: Int) -> Int { close ?? count - 1 }
    }

    private(set) var blocks: [Block] = []
    private(set) var inCode: [Bool]
    private var byStart: [Int: Int] = [:]
    private var byClose: [Int: Int] = [:]

    init(_ texts: [String]) {
        inCode = Array(repeating: false, count: texts.count)
        var index = 0
        while index < texts.count {
            guard let opening = MarkdownFence.opening(texts[index]) else {
                index += 1
                continue
            }
            let block = Block(
                opening: opening, start: index, close: MarkdownFence.close(of: opening, in: texts, after: index))
            byStart[index] = blocks.count
            if let close = block.close { byClose[close] = blocks.count }
            blocks.append(block)
            let last = block.lastLine(in: texts.count)
            for line in index...last { inCode[line] = true }
            index = last + 1
        }
    }

    /// The block opening at a line.
    func block(openingAt line: Int) -> Block? { byStart[line].map { blocks[$0] } }
    /// The block closing at a line.
    func block(closingAt line: Int) -> Block? { byClose[line].map { blocks[$0] } }
}
