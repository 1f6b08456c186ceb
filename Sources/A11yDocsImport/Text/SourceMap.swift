@_spi(Bytes) import A11yDocsSupport

/// Byte offsets of a body turned into the lines and columns an editor shows for the file.
struct SourceMap {
    private let bytes: [UInt8]
    private let lineStarts: [Int]
    /// File line of the body's first line.
    let firstLine: Int

    init(bytes: [UInt8], firstLine: Int) {
        self.bytes = bytes
        self.firstLine = firstLine
        lineStarts = [0] + bytes.indices.filter { bytes[$0] == Byte.newline }.map { $0 + 1 }
    }

    /// The 1-based file line of an offset.
    func line(of offset: Int) -> Int {
        lineIndex(of: offset) + firstLine
    }

    /// The 1-based column, counting characters (Unicode scalars) as editors do.
    func column(of offset: Int) -> Int {
        let start = lineStarts[lineIndex(of: offset)]
        // Continuation bytes (10xxxxxx) belong to the scalar before them.
        return bytes[start..<offset].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
    }

    /// The offset of the newline ending the line at `offset`, or the end of the body.
    func lineEnd(from offset: Int) -> Int {
        bytes[offset...].firstIndex(of: Byte.newline) ?? bytes.count
    }

    /// The offset where the body's line at a 0-based index starts.
    func start(ofLineAt index: Int) -> Int {
        lineStarts[index]
    }

    func isLineStart(_ offset: Int) -> Bool {
        offset == 0 || bytes[offset - 1] == Byte.newline
    }

    /// Whether the bytes hold nothing but spaces and tabs.
    func isBlank(_ range: Range<Int>) -> Bool {
        bytes[range].allSatisfy({ Byte.isBlank($0) })
    }

    private func lineIndex(of offset: Int) -> Int {
        // The last line start at or before the offset.
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
