@_spi(Bytes) import A11yDocsSupport

/// A line of a pipe table as GitHub splits it into cells: at each `|` not escaped by a backslash,
/// in code spans too; a closing `|` ends the last cell and opens none.
package enum PipeRow {
    /// The cells of `line[start..<end]` (the row after its opening `|`, if it has one) and the
    /// offsets of the pipes between them; blanks at the end are not part of the row.
    package static func cells(of line: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> (
        count: Int, separators: [Int]
    ) {
        var end = end
        while end > start, Byte.isBlank(line[end - 1]) { end -= 1 }
        var separators: [Int] = []
        var offset = max(start, 0)
        while offset < end {
            if line[offset] == Byte.backslash {
                offset += 2
                continue
            }
            if line[offset] == Byte.pipe { separators.append(offset) }
            offset += 1
        }
        let closed = separators.last == end - 1
        if closed { separators.removeLast() }
        return (separators.count + 1, separators)
    }
}
