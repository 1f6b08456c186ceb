/// The one vocabulary for reading ASCII syntax from UTF-8 bytes: the loader, the Markdown
/// guards, the rules, the search, the exports and the highlighting scanners test bytes with
/// these. Constants are static lets and the tests are small inlined functions, so hot loops
/// stay as fast as with literals. Bytes from 0x80 up are parts of non-ASCII characters: no
/// ASCII test matches them, so a multi-byte character is never split by one.
package enum Byte {
    package static let newline = UInt8(ascii: "\n")
    package static let carriageReturn = UInt8(ascii: "\r")
    package static let space = UInt8(ascii: " ")
    package static let tab = UInt8(ascii: "\t")
    package static let openBrace = UInt8(ascii: "{")
    package static let closeBrace = UInt8(ascii: "}")
    package static let openBracket = UInt8(ascii: "[")
    package static let lessThan = UInt8(ascii: "<")
    package static let greaterThan = UInt8(ascii: ">")
    package static let percent = UInt8(ascii: "%")
    package static let colon = UInt8(ascii: ":")
    package static let slash = UInt8(ascii: "/")
    package static let backslash = UInt8(ascii: "\\")
    package static let pipe = UInt8(ascii: "|")
    package static let hyphen = UInt8(ascii: "-")
    package static let period = UInt8(ascii: ".")
    package static let comma = UInt8(ascii: ",")
    package static let quote = UInt8(ascii: "\"")
    package static let apostrophe = UInt8(ascii: "'")
    package static let backtick = UInt8(ascii: "`")

    /// Space, tab or carriage return: what may pad a line before its line feed.
    @inline(__always) package static func isBlank(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == carriageReturn
    }

    @inline(__always) package static func isSpaceOrTab(_ byte: UInt8) -> Bool {
        byte == space || byte == tab
    }

    /// Space, tab, line feed, carriage return, form feed and vertical tab.
    @inline(__always) package static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || (byte >= tab && byte <= carriageReturn)
    }

    /// Tab, line feed, form feed, carriage return and space: what separates HTML attributes.
    @inline(__always) package static func isHTMLSpace(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == newline || byte == 0x0C || byte == carriageReturn
    }

    @inline(__always) package static func isLineEnd(_ byte: UInt8) -> Bool {
        byte == newline || byte == carriageReturn
    }

    @inline(__always) package static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    @inline(__always) package static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20) &- UInt8(ascii: "a") < 6
    }

    @inline(__always) package static func isUppercase(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "A") < 26
    }

    @inline(__always) package static func isLowercase(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "a") < 26
    }

    @inline(__always) package static func isASCIILetter(_ byte: UInt8) -> Bool {
        // Folds to lower case; anything below "a" wraps round to a large value.
        (byte | 0x20) &- UInt8(ascii: "a") < 26
    }

    @inline(__always) package static func isASCII(_ byte: UInt8) -> Bool {
        byte < 0x80
    }

    /// A printing ASCII character: not white space, not a control, not part of a longer character.
    @inline(__always) static func isVisibleASCII(_ byte: UInt8) -> Bool {
        byte > space && byte < 0x7F
    }

    /// ASCII letters folded to lower case, for case-insensitive names; other bytes as they are.
    @inline(__always) package static func lowercased(_ byte: UInt8) -> UInt8 {
        isUppercase(byte) ? byte | 0x20 : byte
    }

    /// Where a name may start in the C-like languages the highlighting reads (`$` for
    /// JavaScript, Java and Swift's `$0`); non-ASCII bytes count, as those languages allow
    /// such letters in names.
    @inline(__always) package static func isIdentifierStart(_ byte: UInt8) -> Bool {
        isASCIILetter(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    @inline(__always) package static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }

    /// How many of `bytes` are left once line feeds at the end are dropped as characters: a CR LF
    /// pair is one character, and stays.
    package static func lengthWithoutTrailingLineFeeds(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var length = bytes.count
        while length > 0, bytes[length - 1] == newline, length < 2 || bytes[length - 2] != carriageReturn { length -= 1 }
        return length
    }
}
