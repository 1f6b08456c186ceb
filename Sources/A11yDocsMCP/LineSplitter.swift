import Foundation

/// Cuts a byte stream into newline-delimited messages in linear time: only newly read bytes are
/// searched for a newline, and only the unfinished line is kept between reads. A line longer
/// than `limit` is dropped as it arrives (never buffered whole) and reported by its size.
struct LineSplitter {
    enum Piece: Equatable {
        case message(Data)
        case oversized(bytes: Int)
    }

    let limit: Int
    /// The unfinished line so far.
    private var pending: [UInt8] = []
    /// The size of the oversized line being dropped, while it lasts.
    private var dropping: Int?

    init(limit: Int) {
        self.limit = limit
    }

    mutating func append(_ chunk: UnsafeRawBufferPointer) -> [Piece] {
        guard let base = chunk.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return [] }
        var pieces: [Piece] = []
        var start = 0
        // memchr rather than a generic search: fast in debug builds too.
        while start < chunk.count, let found = memchr(base + start, Int32(UInt8(ascii: "\n")), chunk.count - start) {
            let newline = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
            if let piece = finishLine(with: UnsafeBufferPointer(start: base + start, count: newline - start)) {
                pieces.append(piece)
            }
            start = newline + 1
        }
        keep(UnsafeBufferPointer(start: base + start, count: chunk.count - start))
        return pieces
    }

    mutating func append(_ data: Data) -> [Piece] {
        data.withUnsafeBytes { append($0) }
    }

    /// The last line when the input ends without a newline after it.
    mutating func finish() -> Piece? {
        finishLine(with: UnsafeBufferPointer(start: nil, count: 0))
    }

    private mutating func keep(_ bytes: UnsafeBufferPointer<UInt8>) {
        if let dropped = dropping {
            dropping = dropped + bytes.count
        } else if pending.count + bytes.count > limit {
            dropping = pending.count + bytes.count
            pending = []
        } else {
            pending.append(contentsOf: bytes)
        }
    }

    private mutating func finishLine(with tail: UnsafeBufferPointer<UInt8>) -> Piece? {
        keep(tail)
        if let dropped = dropping {
            dropping = nil
            return .oversized(bytes: dropped)
        }
        defer { pending.removeAll(keepingCapacity: pending.count <= 1 << 20) }
        // Blank lines (and the "\r" of "\r\n") carry nothing.
        guard let last = pending.lastIndex(where: { !Self.isSpace($0) }) else { return nil }
        return .message(Data(pending[...last]))
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }
}
