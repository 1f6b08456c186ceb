/// Table rows with more cells than the header: GitHub's table rules drop the cells past the
/// header's count without a word, so the author hears it here, at the first cell dropped.
enum TableCellRule {
    /// - Parameters:
    ///   - tree: the body, parsed; `text` is the body as parsed, whose line 1 is the file's `firstLine`.
    static func findings(tree: MarkdownNode, text: String, firstLine: Int, path: String) -> [Diagnostic] {
        let tables = tree.nodes { $0.kind == .table }
        guard !tables.isEmpty else { return [] }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var found: [Diagnostic] = []
        for table in tables {
            let columns = table.columnAlignments.count
            for row in table.children where !row.isHeaderRow {
                guard let first = row.children.first, lines.indices.contains(first.line - 1),
                      let dropped = firstDroppedCell(in: Array(lines[first.line - 1].utf8), from: first.column - 1, columns: columns)
                else { continue }
                let column = String(decoding: lines[first.line - 1].utf8.prefix(dropped.offset), as: UTF8.self).count + 1
                found.append(Diagnostic(.tableCellsPastHeader(cells: dropped.cells, columns: columns),
                                        at: SourceLocation(path: path, line: first.line + firstLine - 1, column: column)))
            }
        }
        return found
    }

    /// The row's cell count and the byte offset of its first cell past `columns`, if it has one.
    /// Cells are split at each `|` not escaped by a backslash (in code spans too, as GitHub
    /// splits them); a closing `|` ends the last cell and opens none.
    private static func firstDroppedCell(in line: [UInt8], from start: Int, columns: Int) -> (cells: Int, offset: Int)? {
        var end = line.count
        while end > start, line[end - 1] == Byte.space || line[end - 1] == Byte.tab || line[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        var separators: [Int] = []
        var offset = max(start, 0)
        while offset < end {
            if line[offset] == UInt8(ascii: "\\") {
                offset += 2
                continue
            }
            if line[offset] == UInt8(ascii: "|") { separators.append(offset) }
            offset += 1
        }
        let closed = separators.last.map { $0 == end - 1 } ?? false
        let cells = separators.count + (closed ? 0 : 1)
        guard cells > columns, columns > 0 else { return nil }
        var cellStart = separators[columns - 1] + 1
        while cellStart < end, line[cellStart] == Byte.space || line[cellStart] == Byte.tab { cellStart += 1 }
        return (cells, cellStart)
    }
}
