/// HTML ids made from titles, unique within one page.
struct UniqueIDs {
    private var used: Set<String>

    init(reserved: [String] = []) {
        used = Set(reserved)
    }

    mutating func make(_ text: String) -> String {
        let base = Self.slug(text)
        var candidate = base
        var counter = 2
        while used.contains(candidate) {
            candidate = "\(base)-\(counter)"
            counter += 1
        }
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
