/// A line of a pipe table as GitHub splits it into cells: at each `|` not escaped by a backslash,
/// in code spans too; a closing `|` ends the last cell and opens none.
enum PipeRow {
    /// The cells of `line[start..<end]` (the row after its opening `|`, if it has one) and the
    /// offsets of the pipes between them; blanks at the end are not part of the row.
    static func cells(of line: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> (count: Int, separators: [Int]) {
        var end = end
        while end > start, isBlank(line[end - 1]) { end -= 1 }
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
        let closed = separators.last == end - 1
        if closed { separators.removeLast() }
        return (separators.count + 1, separators)
    }

    static func isBlank(_ byte: UInt8) -> Bool {
        byte == Byte.space || byte == Byte.tab || byte == UInt8(ascii: "\r")
    }
}
