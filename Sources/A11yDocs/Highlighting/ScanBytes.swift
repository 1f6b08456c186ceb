/// The byte classes the highlighting scanners test code against. Bytes from 0x80 up are parts of
/// non-ASCII characters, which these languages allow in names, so they count as name bytes: a
/// multi-byte character is then never split between a token and plain text.
enum ScanBytes {
    @inline(__always) static func isLetter(_ byte: UInt8) -> Bool {
        // Folds to lower case; anything below "a" wraps round to a large value.
        (byte | 0x20) &- UInt8(ascii: "a") < 26
    }

    @inline(__always) static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    @inline(__always) static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20) &- UInt8(ascii: "a") < 6
    }

    /// Where a name may start in the C-like languages (`$` for JavaScript, Java and Swift's `$0`).
    @inline(__always) static func isIdentifierStart(_ byte: UInt8) -> Bool {
        isLetter(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    @inline(__always) static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }

    /// Space, tab, line feed, carriage return, form feed and vertical tab.
    @inline(__always) static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    @inline(__always) static func isLineEnd(_ byte: UInt8) -> Bool {
        byte == 0x0A || byte == 0x0D
    }

    /// ASCII letters folded to lower case, for HTML's and CSS's case-insensitive names.
    @inline(__always) static func lowercased(_ byte: UInt8) -> UInt8 {
        isLetter(byte) ? byte | 0x20 : byte
    }
}
