/// HTML ids made from titles, unique within one page.
struct UniqueIDs {
    private var used: Set<String>
    /// The next suffix to try for each base, so that a title repeated thousands of times does
    /// not test every earlier suffix again.
    private var nextSuffix: [String: Int] = [:]

    init(reserved: [String] = []) {
        used = Set(reserved)
    }

    mutating func make(_ text: String) -> String {
        let base = Self.slug(text)
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

    /// Lowercase ASCII letters and digits joined by single hyphens.
    static func slug(_ text: String) -> String {
        var result = ""
        for scalar in text.lowercased().unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else if !result.isEmpty, !result.hasSuffix("-") {
                result += "-"
            }
        }
        while result.hasSuffix("-") { result.removeLast() }
        return result.isEmpty ? "section" : result
    }
}
