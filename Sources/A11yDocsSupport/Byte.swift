/// The one vocabulary for reading ASCII syntax from UTF-8 bytes: the loader, the Markdown
/// guards, the rules, the search, the exports and the highlighting scanners test bytes with
/// these. Constants and tests are small inlinable functions, so hot loops in every layer
/// stay as fast as with literals. Bytes from 0x80 up are parts of non-ASCII characters: no
/// ASCII test matches them, so a multi-byte character is never split by one.
///
/// Public to the layers only, through an SPI: this compiler does not inline a `package`
/// function into another module, even an `@inlinable` one, and every test would be a call.
/// Measured in Benchmarks/InlinablePackage/README.md: run it again with a new compiler.
@_spi(Bytes) public enum Byte {
    @inlinable public static var newline: UInt8 { UInt8(ascii: "\n") }
    @inlinable public static var carriageReturn: UInt8 { UInt8(ascii: "\r") }
    @inlinable public static var space: UInt8 { UInt8(ascii: " ") }
    @inlinable public static var tab: UInt8 { UInt8(ascii: "\t") }
    @inlinable public static var openBrace: UInt8 { UInt8(ascii: "{") }
    @inlinable public static var closeBrace: UInt8 { UInt8(ascii: "}") }
    @inlinable public static var openBracket: UInt8 { UInt8(ascii: "[") }
    @inlinable public static var lessThan: UInt8 { UInt8(ascii: "<") }
    @inlinable public static var greaterThan: UInt8 { UInt8(ascii: ">") }
    @inlinable public static var percent: UInt8 { UInt8(ascii: "%") }
    @inlinable public static var colon: UInt8 { UInt8(ascii: ":") }
    @inlinable public static var slash: UInt8 { UInt8(ascii: "/") }
    @inlinable public static var backslash: UInt8 { UInt8(ascii: "\\") }
    @inlinable public static var pipe: UInt8 { UInt8(ascii: "|") }
    @inlinable public static var hyphen: UInt8 { UInt8(ascii: "-") }
    @inlinable public static var period: UInt8 { UInt8(ascii: ".") }
    @inlinable public static var comma: UInt8 { UInt8(ascii: ",") }
    @inlinable public static var quote: UInt8 { UInt8(ascii: "\"") }
    @inlinable public static var apostrophe: UInt8 { UInt8(ascii: "'") }
    @inlinable public static var backtick: UInt8 { UInt8(ascii: "`") }
    @inlinable public static var equalsSign: UInt8 { UInt8(ascii: "=") }

    /// Space, tab or carriage return: what may pad a line before its line feed.
    @inlinable @inline(__always) public static func isBlank(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == carriageReturn
    }

    @inlinable @inline(__always) public static func isSpaceOrTab(_ byte: UInt8) -> Bool {
        byte == space || byte == tab
    }

    /// Space, tab, line feed, carriage return, form feed and vertical tab.
    @inlinable @inline(__always) public static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || (byte >= tab && byte <= carriageReturn)
    }

    /// Tab, line feed, form feed, carriage return and space: what separates HTML attributes.
    @inlinable @inline(__always) public static func isHTMLSpace(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == newline || byte == 0x0C || byte == carriageReturn
    }

    @inlinable @inline(__always) public static func isLineEnd(_ byte: UInt8) -> Bool {
        byte == newline || byte == carriageReturn
    }

    @inlinable @inline(__always) public static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    @inlinable @inline(__always) public static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20) &- UInt8(ascii: "a") < 6
    }

    @inlinable @inline(__always) public static func isUppercase(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "A") < 26
    }

    @inlinable @inline(__always) public static func isLowercase(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "a") < 26
    }

    @inlinable @inline(__always) public static func isASCIILetter(_ byte: UInt8) -> Bool {
        // Folds to lower case; anything below "a" wraps round to a large value.
        (byte | 0x20) &- UInt8(ascii: "a") < 26
    }

    @inlinable @inline(__always) public static func isASCII(_ byte: UInt8) -> Bool {
        byte < 0x80
    }

    /// A printing ASCII character: not white space, not a control, not part of a longer character.
    @inline(__always) static func isVisibleASCII(_ byte: UInt8) -> Bool {
        byte > space && byte < 0x7F
    }

    /// ASCII letters folded to lower case, for case-insensitive names; other bytes as they are.
    @inlinable @inline(__always) public static func lowercased(_ byte: UInt8) -> UInt8 {
        isUppercase(byte) ? byte | 0x20 : byte
    }

    /// Where a name may start in the C-like languages the highlighting reads (`$` for
    /// JavaScript, Java and Swift's `$0`); non-ASCII bytes count, as those languages allow
    /// such letters in names.
    @inlinable @inline(__always) public static func isIdentifierStart(_ byte: UInt8) -> Bool {
        isASCIILetter(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    @inlinable @inline(__always) public static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }

    /// How many of `bytes` are left once line feeds at the end are dropped as characters: a CR LF
    /// pair is one character, and stays.
    package static func lengthWithoutTrailingLineFeeds(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var length = bytes.count
        while length > 0, bytes[length - 1] == newline, length < 2 || bytes[length - 2] != carriageReturn {
            length -= 1
        }
        return length
    }

    /// Appends `value` in decimal digits: the search index and `entries.json` write millions of
    /// numbers, and a string made for each one cost more than the rest of writing it.
    public static func appendDecimal(_ value: UInt64, to bytes: inout [UInt8]) {
        guard value >= 10 else { return bytes.append(UInt8(ascii: "0") + UInt8(value)) }
        // Most numbers are positions and counts of two or three digits: appended a digit at a
        // time, with no buffer to copy from.
        if value < 1000 {
            if value >= 100 { bytes.append(UInt8(ascii: "0") + UInt8(value / 100)) }
            bytes.append(UInt8(ascii: "0") + UInt8(value / 10 % 10))
            return bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
        }
        // Written from the end of 24 bytes: the 20 digits of the largest value fit.
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { buffer in
            var rest = value, index = buffer.count
            while rest > 0 {
                index -= 1
                buffer[index] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[index...]))
        }
    }
}
