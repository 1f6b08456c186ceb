import Foundation

/// A few bytes that text is searched for: what escaping replaces, what makes a CSV field quoted.
/// `maybeIn` tests eight bytes at once, so the runs between them are passed over a word at a time.
package protocol ByteClass {
    static func contains(_ byte: UInt8) -> Bool
    /// Whether any byte of `word` (eight bytes, in memory order) is in the class; exact.
    static func anyIn(_ word: UInt64) -> Bool
}

/// Searches UTF-8 bytes a word at a time: escaping and quoting pass over long notes and
/// criteria where the bytes they look for are rare.
package enum ByteScan {
    /// The position of the first byte of `Class` at or after `start`, or the count when there is none.
    @inline(__always)
    package static func next<Class: ByteClass>(
        _: Class.Type, in bytes: UnsafeBufferPointer<UInt8>, from start: Int
    ) -> Int {
        guard let base = bytes.baseAddress else { return bytes.count }
        let raw = UnsafeRawPointer(base)
        var index = start
        while index + 8 <= bytes.count {
            if Class.anyIn(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) {
                for position in index..<index + 8 where Class.contains(bytes[position]) { return position }
            }
            index += 8
        }
        while index < bytes.count {
            if Class.contains(bytes[index]) { return index }
            index += 1
        }
        return bytes.count
    }

    /// The position of the first `byte` at or after `start`, or nil: the C library's search, many
    /// bytes at a time, for the one byte a caller is after (a line end, a `<`).
    package static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        guard start < bytes.count, let base = bytes.baseAddress,
            let found = memchr(base + start, Int32(byte), bytes.count - start)
        else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// Whether a byte of `word` equals `byte`.
    @inline(__always)
    package static func any(_ word: UInt64, equalTo byte: UInt8) -> Bool {
        let differences = word ^ (ones &* UInt64(byte))
        return (differences &- ones) & ~differences & highs != 0
    }

    /// Whether a byte of `word` is below `limit` (at most 0x80).
    @inline(__always)
    package static func any(_ word: UInt64, below limit: UInt8) -> Bool {
        (word &- ones &* UInt64(limit)) & ~word & highs != 0
    }
}
