@_spi(Bytes) import A11yDocsSupport

/// Whether task items are done, read from the source: cmark-gfm 0.29 calls an item done when
/// `[x]` appears anywhere on its first line, so `- [ ] Press [x] to close` would read as done.
struct TaskMarkers {
    let bytes: [UInt8]
    /// Where each line starts; cmark ends lines at LF, CR LF or a lone CR.
    let lineStarts: [Int]

    init(_ source: String) {
        bytes = Array(source.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where Byte.isLineEnd(byte) {
            if byte == Byte.carriageReturn, offset + 1 < bytes.count, bytes[offset + 1] == Byte.newline { continue }
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    /// The first `[` from the item's marker on (1-based line, byte column) is its task marker.
    func isChecked(itemAt line: Int, column: Int) -> Bool {
        guard line >= 1, line <= lineStarts.count else { return false }
        var offset = lineStarts[line - 1] + max(column - 1, 0)
        while offset < bytes.count, bytes[offset] != Byte.openBracket, !Byte.isLineEnd(bytes[offset]) { offset += 1 }
        guard offset + 1 < bytes.count, bytes[offset] == Byte.openBracket else { return false }
        return Byte.lowercased(bytes[offset + 1]) == UInt8(ascii: "x")
    }
}
