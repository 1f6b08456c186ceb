extension StringProtocol {
    /// The text without leading and trailing white space and line breaks. Pure Swift: Foundation's
    /// `trimmingCharacters(in:)` bridges through NSString on Linux and showed up in profiles.
    package func trimmed() -> String {
        trimmed { $0.isWhitespace }
    }

    /// The text without leading and trailing characters that match.
    package func trimmed(where isTrimmed: (Character) -> Bool) -> String {
        guard let first = firstIndex(where: { !isTrimmed($0) }), let last = lastIndex(where: { !isTrimmed($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}

// Most text starts and ends with a printing ASCII character, and then there is nothing to trim;
// checking two bytes is far cheaper than walking `Character`s.
extension String {
    package func trimmed() -> String {
        if utf8.hasVisibleASCIIEnds { return self }
        return withUTF8Bytes(Self.trimmedASCII) ?? trimmed { $0.isWhitespace }
    }

    /// The text without ASCII white space at either end, when what is left starts and ends with
    /// ASCII (a block scalar's line break, say); nil when a character beyond ASCII is at an end,
    /// which may be white space itself or join the one before it.
    private static func trimmedASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var start = 0, end = bytes.count
        while start < end, Byte.isWhitespace(bytes[start]) { start += 1 }
        while end > start, Byte.isWhitespace(bytes[end - 1]) { end -= 1 }
        guard start == end || (Byte.isASCII(bytes[start]) && Byte.isASCII(bytes[end - 1])) else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// Whether the text is ASCII on one line with nothing to trim at either end, so that splitting
    /// it into trimmed lines gives it back whole.
    package var isTrimmedASCIILine: Bool {
        // A native string's bytes are read in place, the ends first, the rest eight at a time:
        // asking the UTF-8 view for its first and last byte went through its indices.
        withUTF8Bytes { $0.hasVisibleASCIIEnds && ByteScan.next(NotOneASCIILine.self, in: $0, from: 0) == $0.count }
    }

    /// The lines that hold something, trimmed.
    package var trimmedLines: [String] {
        if isTrimmedASCIILine { return [self] }
        return split(whereSeparator: \.isNewline).map { $0.trimmed() }.filter { !$0.isEmpty }
    }

    /// The text on one line: its lines that hold something, trimmed, joined by spaces.
    package var onOneLine: String {
        // Most text already is: given back as it is, not split and joined into a copy.
        isTrimmedASCIILine ? self : trimmedLines.joinedInOneCopy(separator: " ")
    }
}

extension Substring {
    package func trimmed() -> String {
        utf8.hasVisibleASCIIEnds ? String(self) : trimmed { $0.isWhitespace }
    }
}

extension BidirectionalCollection where Element == UInt8 {
    /// Whether the text starts and ends with a printing ASCII character: then nothing at either
    /// end is white space, and no character there is longer than its byte.
    var hasVisibleASCIIEnds: Bool {
        guard let first, let last else { return false }
        return Byte.isVisibleASCII(first) && Byte.isVisibleASCII(last)
    }
}

/// The bytes that keep a text from being one ASCII line: line breaks (LF, VT, FF, CR) and the
/// bytes of characters beyond ASCII.
private enum NotOneASCIILine: ByteClass {
    static func contains(_ byte: UInt8) -> Bool { byte >= 0x80 || (0x0A...0x0D).contains(byte) }
    static func anyIn(_ word: UInt64) -> Bool {
        word & 0x8080_8080_8080_8080 != 0 || ByteScan.any(word, equalTo: 0x0A) || ByteScan.any(word, equalTo: 0x0B)
            || ByteScan.any(word, equalTo: 0x0C) || ByteScan.any(word, equalTo: 0x0D)
    }
}
