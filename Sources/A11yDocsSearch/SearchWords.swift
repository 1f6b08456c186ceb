@_spi(Bytes) import A11yDocsSupport

/// How the site's search splits text into terms, the same way on both sides: the build indexes
/// terms made here, and `search.js` splits a query by the same rules.
///
/// A term is a run of letters and digits (Unicode `L` and `N`), lowercased; digits joined by dots
/// stay one term, so `1.4.10` is found as written. Terms of one character are left out. An
/// identifier written in camel case is also indexed by its parts of two or more characters, so
/// `contentDescription` is found by `description` as well.
enum SearchWords {
    /// Calls `body` with each term of `text`, in order, as its UTF-8 bytes (valid only during the
    /// call); a term may come more than once. The index looks terms up by their bytes, without
    /// making a string of every word it reads.
    static func forEachTerm(in text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        text.withUTF8Bytes { forEachTerm(inBytes: $0, body) }
    }

    /// The same for UTF-8 bytes, e.g. one line of a longer text.
    static func forEachTerm(inBytes bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var index = 0
        let count = bytes.count
        while index < count {
            // Skips to the next letter or digit; ASCII (most text) by a bit of a mask, the rest
            // by its Unicode category.
            let byte = bytes[index]
            if Byte.isASCII(byte) {
                guard isASCIIWordByte(byte) else {
                    index += 1
                    continue
                }
            } else {
                let (isWordStart, width) = scalarIsWordCharacter(bytes, at: index)
                guard isWordStart else {
                    index += width
                    continue
                }
            }
            var hasNonASCII = false, hasUpper = false
            var cursor = index
            while cursor < count {
                let byte = bytes[cursor]
                if Byte.isASCII(byte) {
                    if isASCIIWordByte(byte) {
                        if Byte.isUppercase(byte) { hasUpper = true }
                        cursor += 1
                    } else if byte == Byte.period, cursor + 1 < count, Byte.isDigit(bytes[cursor + 1]),
                        Byte.isDigit(bytes[cursor - 1])
                    {
                        cursor += 1
                    } else {
                        break
                    }
                } else {
                    let (isWord, width) = scalarIsWordCharacter(bytes, at: cursor)
                    guard isWord else { break }
                    hasNonASCII = true
                    cursor += width
                }
            }
            emit(
                UnsafeBufferPointer(rebasing: bytes[index..<cursor]), hasNonASCII: hasNonASCII, hasUpper: hasUpper,
                body)
            index = cursor
        }
    }

    /// Whether an ASCII byte is a letter or digit: its bit in one of two masks, for bytes below 64
    /// (the digits) and from 64 on (the letters). Every byte of every entry's text is asked this.
    @inline(__always) static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        let mask: UInt64 = byte < 64 ? 0x03FF_0000_0000_0000 : 0x07FF_FFFE_07FF_FFFE
        return (mask >> UInt64(byte & 63)) & 1 != 0
    }

    /// A word's terms: the word lowercased, then its camel-case parts. `hasUpper` says whether an
    /// ASCII word has a capital, found as it was read.
    private static func emit(
        _ word: UnsafeBufferPointer<UInt8>, hasNonASCII: Bool, hasUpper: Bool,
        _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        if hasNonASCII {
            var term = String(decoding: word, as: UTF8.self).lowercased()
            if term.unicodeScalars.count > 1 { term.withUTF8(body) }
            return
        }
        guard word.count > 1 else { return }
        // Most words are already lowercase: handed over as they stand in the text.
        guard hasUpper else { return body(word) }
        var partStarts = 0
        for position in word.indices where Byte.isUppercase(word[position]) {
            // A part starts at a capital after a lowercase letter: `contentDescription`, not `URL`.
            if position > 0, Byte.isLowercase(word[position - 1]) { partStarts += 1 }
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: word.count) { buffer in
            for position in word.indices { buffer[position] = Byte.lowercased(word[position]) }
            let lowered = UnsafeBufferPointer(buffer)
            body(lowered)
            guard partStarts > 0 else { return }
            var start = 0
            for position in 1...word.count
            where position == word.count || (Byte.isUppercase(word[position]) && Byte.isLowercase(word[position - 1])) {
                if position - start > 1 { body(UnsafeBufferPointer(rebasing: lowered[start..<position])) }
                start = position
            }
        }
    }

    /// Whether the scalar whose first byte, beyond ASCII, is at `index` is a letter or digit, and
    /// how many bytes it takes; ASCII is read against `isASCIIWordByte`'s mask instead.
    private static func scalarIsWordCharacter(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Bool, Int) {
        let byte = bytes[index]
        let width = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        guard index + width <= bytes.count else { return (false, 1) }
        var value = UInt32(byte) & (width == 4 ? 0x07 : width == 3 ? 0x0F : 0x1F)
        for offset in 1..<max(width, 1) { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        guard width > 1, let scalar = Unicode.Scalar(value) else { return (false, 1) }
        return (isWordScalar(scalar), width)
    }

    /// A letter or digit: Unicode `L` or `N`.
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return isASCIIWordByte(UInt8(scalar.value)) }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    /// A query's words as `search.js` splits a query: the same runs of letters and digits,
    /// lowercased, but one-letter words kept and no camel-case parts, for each word is matched
    /// against the start of the terms.
    static func queryWords(_ query: String) -> [String] {
        let scalars = Array(query.lowercased().unicodeScalars)
        var words: [String] = []
        var word = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            let joinsDigits =
                scalar == "." && index > 0 && index + 1 < scalars.count && !word.isEmpty
                && scalars[index - 1].isASCII && Byte.isDigit(UInt8(scalars[index - 1].value))
                && scalars[index + 1].isASCII && Byte.isDigit(UInt8(scalars[index + 1].value))
            if isWordScalar(scalar) || joinsDigits {
                word.append(scalar)
            } else if !word.isEmpty {
                words.append(String(word))
                word = String.UnicodeScalarView()
            }
        }
        if !word.isEmpty { words.append(String(word)) }
        return words
    }

}
