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
    /// An admitted block: where it starts and ends, and how many spaces its lines are indented
    /// by as written.
    private struct Place {
        var column: Int
        var endLine: Int
        var indentation: Int

        /// Whether this is the block's entry: same start column and last line (its line is the key).
        func holds(_ block: some BlockLines) -> Bool { column == block.column && endLine == block.endLine }
    }

    private let bytes: [UInt8]
    /// Where each line starts in `bytes`, then one past the end.
    private let lineStarts: [Int]
    /// Admitted blocks by the line they start on: a block is asked for thousands of times a
    /// build, and a hashed table of places cost a fifth of splitting a body into notes. Blocks
    /// that start on a line another admitted block starts on wait in `others`.
    private var places: [Place?]
    private var others: [(line: Int, place: Place)] = []

    init?<Node: BlockLines>(source: String, blocks: some Sequence<Node>) {
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
        places = Array(repeating: nil, count: starts.count + 1)
        for block in blocks { set(block, indentation: 0) }
    }

    /// The block's entry, when it is admitted as it stands (same start and end).
    private func place(of block: some BlockLines) -> Place? {
        let line = block.line
        if line >= 0, line < places.count, let place = places[line], place.holds(block) { return place }
        return others.first { $0.line == line && $0.place.holds(block) }?.place
    }

    /// Admits the block with its indentation, or forgets it (nil).
    private mutating func set(_ block: some BlockLines, indentation: Int?) {
        let line = block.line
        guard line >= 0, line < places.count else { return }
        if !others.isEmpty { others.removeAll { $0.line == line && $0.place.holds(block) } }
        let place = indentation.map { Place(column: block.column, endLine: block.endLine, indentation: $0) }
        if let current = places[line], !current.holds(block) {
            if let place { others.append((line, place)) }
        } else {
            places[line] = place
        }
    }

    /// A block lifted out of a list item: its lines, but for the item's indentation (the
    /// columns before the block's own), as a paragraph, a list or a fenced code block (an
    /// indented one would lose the indentation that makes it code).
    mutating func admitNested(_ block: some BodyNode) {
        guard block.kind == .list || block.kind == .paragraph || block.isFencedCode, block.column > 1 else { return }
        set(block, indentation: block.column - 1)
    }

    mutating func forget(_ block: some BlockLines) {
        set(block, indentation: nil)
    }

    /// How far an admitted block's lines are indented as written; nil when it is not admitted.
    func indentation(of block: some BlockLines) -> Int? {
        place(of: block)?.indentation
    }

    /// A run of a split list's items (placed on their lines), indented as the list was.
    mutating func admitRun(_ run: some BlockLines, indentation: Int) {
        set(run, indentation: indentation)
    }

    /// The block's lines, without the line end and blank lines after them; nil when it is not
    /// admitted, or a line of it is not indented as far as the block (a lazy line, a tab).
    func text(of block: some BlockLines) -> String? {
        guard let indent = place(of: block)?.indentation, block.line >= 1, block.line <= block.endLine,
            block.endLine < lineStarts.count
        else { return nil }
        let (first, last) = (block.line, block.endLine)
        if indent == 0, let text = unindentedText(from: first, through: last) { return text }
        var text: [UInt8] = []
        text.reserveCapacity(lineStarts[last] - lineStarts[first - 1])
        for line in first...last {
            var start = lineStarts[line - 1], end = lineStarts[line]
            while end > start, Byte.isLineEnd(bytes[end - 1]) { end -= 1 }
            if line > first { text.append(Byte.newline) }
            let spaces = bytes[start..<end].prefix(indent).prefix { $0 == Byte.space }.count
            // A line of the block indented less than the block: a lazy line, or a tab.
            if spaces < indent, !bytes[start..<end].allSatisfy(Byte.isBlank) { return nil }
            start += spaces
            text += bytes[start..<end]
        }
        return Self.trimmed(text[...]).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Lines as they stand in the text, copied once: for a block not indented, whose lines end in
    /// line feeds alone (a carriage return goes the long way, which drops it).
    private func unindentedText(from first: Int, through last: Int) -> String? {
        let lines = bytes[lineStarts[first - 1]..<lineStarts[last]]
        guard !lines.contains(Byte.carriageReturn) else { return nil }
        return Self.trimmed(lines).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Blank lines at the end go whole; spaces at the end of the last line may be code. Nil for
    /// lines with nothing on them.
    private static func trimmed(_ text: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        // Shortened by its end index: a slice of the body's bytes changed in place is a copy.
        let start = text.startIndex
        var end = text.endIndex
        while true {
            while end > start, Byte.isLineEnd(text[end - 1]) { end -= 1 }
            // Back over the last line's blanks: a line feed reached first ends a blank line.
            var index = end
            while index > start, Byte.isBlank(text[index - 1]) { index -= 1 }
            guard index > start, text[index - 1] == Byte.newline else { break }
            end = index - 1
        }
        let lines = text[start..<end]
        return lines.allSatisfy(Byte.isBlank) ? nil : lines
    }
}
