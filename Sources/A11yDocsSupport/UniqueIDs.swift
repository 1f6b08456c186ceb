/// HTML ids made from titles, unique within one page.
package struct UniqueIDs {
    private var used: Set<String>
    /// The next suffix to try for each base, so that a title repeated thousands of times does
    /// not test every earlier suffix again.
    private var nextSuffix: [String: Int] = [:]

    package init(reserved: [String] = []) {
        used = Set(reserved)
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
        let lowered = text.utf8.allSatisfy({ Byte.isASCII($0) }) ? text : text.lowercased()
        var result: [UInt8] = []
        var hyphenDue = false
        for byte in lowered.utf8 {
            let lower = Byte.lowercased(byte)
            if Byte.isLowercase(lower) || Byte.isDigit(lower) {
                if hyphenDue { result.append(Byte.hyphen) }
                hyphenDue = false
                result.append(lower)
            } else {
                hyphenDue = !result.isEmpty
            }
        }
        return result.isEmpty ? "section" : String(decoding: result, as: UTF8.self)
    }
}
