/// The ASCII bytes the import, the loader and the rules read syntax from.
enum Byte {
    static let newline = UInt8(ascii: "\n")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let percent = UInt8(ascii: "%")
    static let colon = UInt8(ascii: ":")
    static let slash = UInt8(ascii: "/")

    static func isBlank(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == UInt8(ascii: "\r")
    }

    /// How many of `bytes` are left once line feeds at the end are dropped as characters: a CR LF
    /// pair is one character, and stays.
    static func lengthWithoutTrailingLineFeeds(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var length = bytes.count
        while length > 0, bytes[length - 1] == newline, length < 2 || bytes[length - 2] != UInt8(ascii: "\r") { length -= 1 }
        return length
    }

    /// A printing ASCII character: not white space, not a control, not part of a longer character.
    static func isVisibleASCII(_ byte: UInt8) -> Bool {
        byte > space && byte < 0x7F
    }
}
