import A11yDocsMarkdown
import A11yDocsModel
@_spi(Bytes) import A11yDocsSupport

/// Table rows with more cells than the header: GitHub's table rules drop the cells past the
/// header's count without a word, so the author hears it here, at the first cell dropped.
enum TableCellRule {
    /// - Parameters:
    ///   - tables: the body's tables, in order; `text` is the body as parsed, whose line 1 is the
    ///     file's `firstLine`.
    static func findings(tables: [CMarkNode], text: String, firstLine: Int, path: String) -> [Diagnostic] {
        guard !tables.isEmpty else { return [] }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var found: [Diagnostic] = []
        for table in tables {
            let columns = table.columnAlignments.count
            for row in table.children where !row.isHeaderRow {
                // The first cell starts after the row's opening pipe.
                guard columns > 0, let first = row.children.first, lines.indices.contains(first.line - 1) else {
                    continue
                }
                let line = Array(lines[first.line - 1].utf8)
                let cells = line.withUnsafeBufferPointer {
                    PipeRow.cells(of: $0, from: first.column - 1, to: line.count)
                }
                guard cells.count > columns else { continue }
                var start = cells.separators[columns - 1] + 1
                while start < line.count, Byte.isSpaceOrTab(line[start]) { start += 1 }
                let column = String(decoding: line.prefix(start), as: UTF8.self).count + 1
                found.append(
                    Diagnostic(
                        .tableCellsPastHeader(cells: cells.count, columns: columns),
                        at: SourceLocation(path: path, line: first.line + firstLine - 1, column: column)))
            }
        }
        return found
    }
}
