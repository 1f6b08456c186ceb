@_spi(Bytes) import A11yDocsSupport

/// The lines a body's blocks were written on, so that notes keep the author's own Markdown
/// rather than CommonMark written anew from the tree: the same text to render, the author's
/// spelling in the Markdown mirror and the exports, and no rendering pass at load.
///
/// A block is admitted by where it starts and ends: each top-level block, and a block the parser
/// lifts out of a platform or framework marker's list item (`- **UIKit**` and the list under
/// it), whose lines lose the item's indentation. A list split at such markers is forgotten, but
/// for a tight bullet list the runs of items between the markers are admitted on their own
/// lines (a loose or numbered run is written anew: its spacing and numbering are the whole
/// list's, not its lines'). A body that may define link references has none: a block's own
/// lines would lose the definitions written elsewhere, which its tree has already resolved.
struct VerbatimBlocks {
    private struct Place: Hashable {
        var line: Int
        var column: Int
        var endLine: Int

        init(_ block: MarkdownNode) {
            (line, column, endLine) = (block.line, block.column, block.endLine)
        }
    }

    private let bytes: [UInt8]
    /// Where each line starts in `bytes`, then one past the end.
    private let lineStarts: [Int]
    /// Admitted blocks, and how many spaces their lines are indented by as written.
    private var places: [Place: Int] = [:]

    init?(source: String, blocks: [MarkdownNode]) {
        let text = Array(source.utf8)
        var starts = [0]
        // Found with memchr, not byte by byte: every entry's whole body comes here.
        let isDefinitionFree = text.withUnsafeBufferPointer { bytes -> Bool in
            func next(_ byte: UInt8, from start: Int) -> Int? { ByteScan.firstIndex(of: byte, in: bytes, from: start) }
            // `]:` anywhere: a definition (`[name]: https://…`) may be among the lines.
            var bracket = next(UInt8(ascii: "]"), from: 0)
            while let found = bracket {
                if found + 1 < bytes.count, bytes[found + 1] == Byte.colon { return false }
                bracket = next(UInt8(ascii: "]"), from: found + 1)
            }
            var newline = next(Byte.newline, from: 0)
            while let found = newline {
                starts.append(found + 1)
                newline = next(Byte.newline, from: found + 1)
            }
            return true
        }
        guard isDefinitionFree else { return nil }
        if starts.last != text.count { starts.append(text.count) }
        bytes = text
        lineStarts = starts
        for block in blocks { places[Place(block)] = 0 }
    }

    /// A block lifted out of a list item: its lines, but for the item's indentation (the
    /// columns before the block's own), as a paragraph or a list.
    mutating func admitNested(_ block: MarkdownNode) {
        guard block.kind == .list || block.kind == .paragraph, block.column > 1 else { return }
        places[Place(block)] = block.column - 1
    }

    mutating func forget(_ block: MarkdownNode) {
        places[Place(block)] = nil
    }

    /// How far an admitted block's lines are indented as written; nil when it is not admitted.
    func indentation(of block: MarkdownNode) -> Int? {
        places[Place(block)]
    }

    /// A run of a split list's items (placed on their lines), indented as the list was.
    mutating func admitRun(_ run: MarkdownNode, indentation: Int) {
        places[Place(run)] = indentation
    }

    /// The block's lines, without the line end and blank lines after them; nil when it is not
    /// admitted, or a line of it is not indented as far as the block (a lazy line, a tab).
    func text(of block: MarkdownNode) -> String? {
        let place = Place(block)
        guard let indent = places[place], place.line >= 1, place.line <= place.endLine,
            place.endLine < lineStarts.count
        else { return nil }
        var text: [UInt8] = []
        text.reserveCapacity(lineStarts[place.endLine] - lineStarts[place.line - 1])
        for line in place.line...place.endLine {
            var start = lineStarts[line - 1], end = lineStarts[line]
            while end > start, Byte.isLineEnd(bytes[end - 1]) { end -= 1 }
            if line > place.line { text.append(Byte.newline) }
            let spaces = bytes[start..<end].prefix(indent).prefix { $0 == Byte.space }.count
            // A line of the block indented less than the block: a lazy line, or a tab.
            if spaces < indent, !bytes[start..<end].allSatisfy(Byte.isBlank) { return nil }
            start += spaces
            text += bytes[start..<end]
        }
        // Blank lines at the end go whole; spaces at the end of the last line may be code.
        while true {
            while let last = text.last, Byte.isLineEnd(last) { text.removeLast() }
            guard let newline = text.lastIndex(of: Byte.newline), text[(newline + 1)...].allSatisfy(Byte.isBlank)
            else { break }
            text.removeSubrange(newline...)
        }
        return text.allSatisfy(Byte.isBlank) ? nil : String(decoding: text, as: UTF8.self)
    }
}
