@_spi(Bytes) import A11yDocsSupport

/// A keyboard table's first column as HTML, each key the author names set as `<kbd>`:
/// "shift+tab" becomes `<kbd>shift</kbd>+<kbd>tab</kbd>`, "left or right arrow" becomes
/// `<kbd>left</kbd> or <kbd>right arrow</kbd>`. Other words stay plain text, as written.
///
/// Key names are whole words in any letter case; a direction counts only with "arrow" after it
/// (directly or after "or …"), so "the right panel" stays a phrase. Matched on the bytes by hand:
/// a regular expression over every keyboard row was a sixtieth of a whole build.
enum KeyMarkup {
    private static let directions = ["up", "down", "left", "right"]
    /// Single keys, a longer name before its own start (`escape` before `esc`).
    private static let keys = [
        "caps lock", "arrow keys", "arrows", "arrow", "tab", "shift", "enter", "return", "spacebar", "space", "escape",
        "esc", "home", "end", "delete", "backspace", "ctrl", "control", "alt", "option", "cmd", "command", "fn",
    ]

    static func html(_ trigger: String) -> String {
        return trigger.htmlEscaped.withUTF8Bytes { text in
            var html: [UInt8] = []
            html.reserveCapacity(text.count + 32)
            var index = 0, copied = 0
            while index < text.count {
                guard Byte.isASCIILetter(text[index]), !isWordCharacter(before: index, in: text),
                    let end = keyEnd(at: index, in: text)
                else {
                    index += 1
                    continue
                }
                html += text[copied..<index]
                html += "<kbd>".utf8
                html += text[index..<end]
                html += "</kbd>".utf8
                (index, copied) = (end, end)
            }
            html += text[copied...]
            return String(decoding: html, as: UTF8.self)
        }
    }

    /// Where the first key name that starts at `start` and ends a word ends.
    private static func keyEnd(at start: Int, in text: UnsafeBufferPointer<UInt8>) -> Int? {
        // Names in the order they are tried; the first that ends a word is the key.
        func endsWord(_ end: Int?) -> Bool { end.map { !isWordCharacter(at: $0, in: text) } ?? false }
        if let direction = directionEnd(at: start, in: text) {
            if let arrow = literalEnd(" arrow", at: direction, in: text) {
                if let plural = literalEnd("s", at: arrow, in: text), endsWord(plural) { return plural }
                if endsWord(arrow) { return arrow }
            }
            // "left or right arrow": the first direction is a key of its own.
            if let or = literalEnd(" or ", at: direction, in: text), let next = directionEnd(at: or, in: text),
                literalEnd(" arrow", at: next, in: text) != nil, endsWord(direction)
            {
                return direction
            }
        }
        if let page = literalEnd("page ", at: start, in: text) {
            for direction in ["up", "down"] {
                if let end = literalEnd(direction, at: page, in: text), endsWord(end) { return end }
            }
        }
        for key in keys {
            if let end = literalEnd(key, at: start, in: text), endsWord(end) { return end }
        }
        // F1 to F12: "F13" is no key, nor is "F1" in it.
        if Byte.lowercased(text[start]) == UInt8(ascii: "f"), start + 1 < text.count,
            (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(text[start + 1])
        {
            if start + 2 < text.count, (UInt8(ascii: "0")...UInt8(ascii: "2")).contains(text[start + 2]),
                endsWord(start + 3)
            {
                return start + 3
            }
            if endsWord(start + 2) { return start + 2 }
        }
        return nil
    }

    private static func directionEnd(at start: Int, in text: UnsafeBufferPointer<UInt8>) -> Int? {
        for direction in directions {
            if let end = literalEnd(direction, at: start, in: text) { return end }
        }
        return nil
    }

    /// The end of `literal` written at `start` in any letter case, or nil.
    private static func literalEnd(_ literal: String, at start: Int, in text: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = start
        for byte in literal.utf8 {
            guard index < text.count, Byte.lowercased(text[index]) == byte else { return nil }
            index += 1
        }
        return index
    }

    private static func isWordCharacter(before index: Int, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = index - 1
        // Back to the first byte of the character before.
        while start > 0, text[start] & 0xC0 == 0x80 { start -= 1 }
        return start >= 0 && isWordCharacter(at: start, in: text)
    }

    /// Whether a letter, mark, digit or joiner (what `\w` is) starts at `index`; false at the end.
    private static func isWordCharacter(at index: Int, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard index < text.count else { return false }
        let byte = text[index]
        if Byte.isASCII(byte) { return Byte.isASCIILetter(byte) || Byte.isDigit(byte) || byte == UInt8(ascii: "_") }
        var end = index + 1
        while end < text.count, text[end] & 0xC0 == 0x80 { end += 1 }
        guard let scalar = String(decoding: text[index..<end], as: UTF8.self).unicodeScalars.first else {
            return false
        }
        if scalar.value == 0x200C || scalar.value == 0x200D { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation: return true
        default: return scalar.properties.isAlphabetic
        }
    }
}
