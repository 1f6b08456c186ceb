/// HTML ids made from titles, unique within one page.
package struct UniqueIDs {
    private var used: Set<String>
    /// The next suffix to try for each base, so that a title repeated thousands of times does
    /// not test every earlier suffix again.
    private var nextSuffix: [String: Int] = [:]

    package init(reserved: [String] = []) {
        // Room for a page's headings from the start: growing hashed every id again at each step.
        used = Set(minimumCapacity: reserved.count + 64)
        used.formUnion(reserved)
    }

    package mutating func make(_ text: String) -> String {
        let base = Self.slug(text)
        // Most titles are new on their page: one set insertion settles them.
        if used.insert(base).inserted { return base }
        var candidate = base
        var counter = nextSuffix[base] ?? 2
        while used.contains(candidate) {
            candidate = "\(base)-\(counter)"
            counter += 1
        }
        nextSuffix[base] = counter
        used.insert(candidate)
        return candidate
    }

    /// Lowercase ASCII letters and digits joined by single hyphens. Read as bytes: every other
    /// character, whatever its length, is a separator (lowercased first, since some lowercase to ASCII).
    package static func slug(_ text: String) -> String {
        var hasNonASCII = false
        let slug = text.withUTF8Bytes { bytes -> String in Self.slug(of: bytes, hasNonASCII: &hasNonASCII) }
        guard hasNonASCII else { return slug }
        return text.lowercased().withUTF8Bytes { bytes -> String in Self.slug(of: bytes, hasNonASCII: &hasNonASCII) }
    }

    /// Written straight into the string's storage: a slug is never longer than its text (a hyphen
    /// stands for at least one separator), or than "section".
    private static func slug(of utf8: UnsafeBufferPointer<UInt8>, hasNonASCII: inout Bool) -> String {
        String(unsafeUninitializedCapacity: max(utf8.count, 7)) { result in
            var count = 0
            var hyphenDue = false
            for byte in utf8 {
                if byte >= 0x80 { hasNonASCII = true }
                let lower = Byte.lowercased(byte)
                if Byte.isLowercase(lower) || Byte.isDigit(lower) {
                    if hyphenDue {
                        result[count] = Byte.hyphen
                        count += 1
                    }
                    hyphenDue = false
                    result[count] = lower
                    count += 1
                } else {
                    hyphenDue = count > 0
                }
            }
            guard count == 0 else { return count }
            for byte in "section".utf8 {
                result[count] = byte
                count += 1
            }
            return count
        }
    }
}
