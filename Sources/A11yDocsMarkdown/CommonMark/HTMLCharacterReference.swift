@_spi(Bytes) import A11yDocsSupport

/// Character references (`&#106;`, `&#x09;`, `&colon;`) in raw HTML. Attribute values are decoded
/// before they are judged, because a browser decodes them before it reads an address: `jav&#x09;ascript:`
/// is `javascript:` to it. The sanitiser writes every value it keeps escaped again, so the browser
/// sees exactly the decoded text: a reference left undecoded here stays literal text there, and
/// cannot hide a scheme. Only the names that matter for addresses and everyday text are known.
enum HTMLCharacterReference {
    private static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
        "Tab": "\t", "NewLine": "\n", "colon": ":", "sol": "/", "num": "#", "period": ".",
        "lpar": "(", "rpar": ")", "quest": "?", "equals": "=", "percnt": "%", "commat": "@",
    ]

    /// The value with every reference a browser would decode decoded.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        var result = String.UnicodeScalarView()
        var textStart = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            guard bytes[index] == UInt8(ascii: "&"),
                let (scalars, end) = reference(bytes, at: index, limit: range.upperBound)
            else {
                index += 1
                continue
            }
            result += String(decoding: bytes[textStart..<index], as: UTF8.self).unicodeScalars
            result += scalars
            index = end
            textStart = end
        }
        result += String(decoding: bytes[textStart..<range.upperBound], as: UTF8.self).unicodeScalars
        return String(result)
    }

    /// Where a reference that reads as one ends (`&name;`, `&#123;`, `&#x1F;`), or nil for a bare `&`.
    /// Text in raw HTML blocks keeps these as written and escapes every other `&`.
    static func end(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, limit: Int) -> Int? {
        var index = start + 1
        if index < limit, bytes[index] == UInt8(ascii: "#") {
            guard let (_, end) = numeric(bytes, at: start, limit: limit), bytes[end - 1] == UInt8(ascii: ";") else {
                return nil
            }
            return end
        }
        while index < limit, index - start <= 32, Byte.isASCIILetter(bytes[index]) || Byte.isDigit(bytes[index]) {
            index += 1
        }
        guard index > start + 1, index < limit, bytes[index] == UInt8(ascii: ";"), Byte.isASCIILetter(bytes[start + 1])
        else { return nil }
        return index + 1
    }

    private static func reference(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, limit: Int) -> (
        String.UnicodeScalarView, Int
    )? {
        if start + 1 < limit, bytes[start + 1] == UInt8(ascii: "#") {
            guard let (scalar, end) = numeric(bytes, at: start, limit: limit) else { return nil }
            return (String.UnicodeScalarView([scalar]), end)
        }
        guard let end = end(bytes, at: start, limit: limit),
            let text = named[String(decoding: bytes[(start + 1)..<(end - 1)], as: UTF8.self)]
        else { return nil }
        return (text.unicodeScalars, end)
    }

    /// `&#106;` or `&#x6A;`, the `;` optional as browsers read it; a code point that is not a
    /// character (zero, a surrogate, past U+10FFFF) becomes U+FFFD as it does there.
    private static func numeric(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, limit: Int) -> (
        Unicode.Scalar, Int
    )? {
        var index = start + 2
        let isHex = index < limit && Byte.lowercased(bytes[index]) == UInt8(ascii: "x")
        if isHex { index += 1 }
        let digitsStart = index
        var value: UInt32 = 0
        while index < limit, let digit = digit(bytes[index], hex: isHex) {
            value = min(value &* (isHex ? 16 : 10) &+ digit, 0x110000)
            index += 1
        }
        guard index > digitsStart else { return nil }
        if index < limit, bytes[index] == UInt8(ascii: ";") { index += 1 }
        let scalar = value == 0 ? nil : Unicode.Scalar(value)
        return (scalar ?? "\u{FFFD}", index)
    }

    private static func digit(_ byte: UInt8, hex: Bool) -> UInt32? {
        switch byte {
        case 0x30...0x39: return UInt32(byte - 0x30)
        case 0x61...0x66 where hex: return UInt32(byte - 0x61 + 10)
        case 0x41...0x46 where hex: return UInt32(byte - 0x41 + 10)
        default: return nil
        }
    }
}
