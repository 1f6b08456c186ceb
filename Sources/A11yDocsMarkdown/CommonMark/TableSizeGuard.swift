@_spi(Bytes) import A11yDocsSupport

/// GitHub's tables give a row with fewer cells than the header empty ones, so a wide header over
/// many short lines asks for millions of cells from a few kilobytes: 48 KB made 40 million and
/// exhausted memory. cmark-gfm 0.29.0.gfm.6 sets no limit (later releases cap these cells), so
/// the cells a table would fill in are counted here, before parsing. They are counted over the
/// whole entry, not per table: five tables of 700 × 700 filled cells took 1.1 GB.
enum TableSizeGuard {
    static let maximumFilledCells = 200_000

    /// The 1-based line of the table (its header row) at which the entry's tables would need more
    /// filled-in cells than `maximumFilledCells`. A delimiter row is any line of `|`, `-`, `:`,
    /// blanks and block-quote markers with a `|` and a `-`; its table runs to the next blank
    /// line. That can count more than cmark-gfm makes, never fewer.
    static func oversizedTable(in text: String) -> Int? {
        return text.withUTF8Bytes { bytes -> Int? in
            // Most text has no table: without a pipe there is no delimiter row (memchr reads
            // the bytes many at a time).
            guard ByteScan.firstIndex(of: Byte.pipe, in: bytes) != nil else { return nil }
            var columns = 0, filled = 0, headerLine = 0, lineNumber = 1, start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, !Byte.isLineEnd(bytes[end]) { end += 1 }
                if columns > 0 {
                    if (start..<end).allSatisfy({ Byte.isBlank(bytes[$0]) }) {
                        columns = 0
                    } else {
                        filled += max(
                            0, columns - PipeRow.cells(of: bytes, from: rowStart(bytes, start, end), to: end).count)
                        if filled > maximumFilledCells { return headerLine }
                    }
                } else if let count = delimiterColumns(bytes, start, end) {
                    (columns, headerLine) = (count, max(lineNumber - 1, 1))
                }
                // CR LF, LF and a lone CR each end one line, as cmark reads them.
                if end < bytes.count, bytes[end] == Byte.carriageReturn, end + 1 < bytes.count,
                    bytes[end + 1] == Byte.newline
                {
                    end += 1
                }
                start = end + 1
                lineNumber += 1
            }
            return nil
        }
    }

    /// The columns of a delimiter row (runs of `-` between pipes), or nil for any other line.
    private static func delimiterColumns(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
        var columns = 0, pipes = 0, inColumn = false
        for offset in start..<end {
            switch bytes[offset] {
            case Byte.pipe:
                pipes += 1
                inColumn = false
            case Byte.hyphen:
                if !inColumn {
                    columns += 1
                    inColumn = true
                }
            case Byte.colon, Byte.greaterThan, Byte.space, Byte.tab: break
            default: return nil
            }
        }
        return pipes > 0 && columns > 0 ? columns : nil
    }

    /// Past the blanks, block-quote markers and opening pipe before a row's first cell.
    private static func rowStart(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int {
        var offset = start
        while offset < end, Byte.isBlank(bytes[offset]) || bytes[offset] == Byte.greaterThan { offset += 1 }
        return offset < end && bytes[offset] == Byte.pipe ? offset + 1 : offset
    }
}
