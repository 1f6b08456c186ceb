/// HTML escaping on UTF-8 bytes, the one every page, code block and sanitised fragment uses: the
/// five characters that matter are ASCII, so the runs between them are copied whole.
package enum HTMLEscaping {
    /// The five bytes escaping replaces: `"` `&` `'` `<` `>`.
    private enum Escaped: ByteClass {
        /// As bits of one word, so that a byte is tested with a shift instead of five comparisons.
        static let bits: UInt64 = 1 << 0x22 | 1 << 0x26 | 1 << 0x27 | 1 << 0x3C | 1 << 0x3E

        static func contains(_ byte: UInt8) -> Bool { byte < 64 && bits >> byte & 1 != 0 }
        static func anyIn(_ word: UInt64) -> Bool {
            ByteScan.any(word, equalTo: 0x22) || ByteScan.any(word, equalTo: 0x26)
                || ByteScan.any(word, equalTo: 0x27) || ByteScan.any(word, equalTo: 0x3C)
                || ByteScan.any(word, equalTo: 0x3E)
        }
    }

    /// Whether the text holds a byte that escaping replaces.
    package static func needsEscaping(_ text: String) -> Bool {
        text.withUTF8Bytes { ByteScan.next(Escaped.self, in: $0, from: 0) < $0.count }
    }

    package static func append(_ text: String, to output: inout [UInt8]) {
        // Through the contiguous bytes: appending a `UTF8View` slice goes byte by byte.
        text.withUTF8Bytes { append($0, to: &output) }
    }

    package static func append(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var start = 0
        var index = ByteScan.next(Escaped.self, in: bytes, from: 0)
        while index < bytes.count {
            let byte = bytes[index]
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
            let replacement: StaticString
            switch byte {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\""): replacement = "&quot;"
            default: replacement = "&#39;"
            }
            output.append(
                contentsOf: UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
            start = index + 1
            index = ByteScan.next(Escaped.self, in: bytes, from: start)
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
    }
}

extension String {
    /// Text made safe for HTML element content and quoted attribute values.
    package var htmlEscaped: String {
        // Most text has nothing to escape: it is its own escaped form, with no copy made.
        guard HTMLEscaping.needsEscaping(self) else { return self }
        var output: [UInt8] = []
        output.reserveCapacity(utf8.count)
        HTMLEscaping.append(self, to: &output)
        return String(decoding: output, as: UTF8.self)
    }
}
