/// A WCAG 2.2 success criterion: number, name and conformance level.
public struct WCAGCriterion: Hashable, Sendable, Codable {
    public enum Level: String, Hashable, Sendable, Codable {
        case a = "A"
        case aa = "AA"
        case aaa = "AAA"
    }

    public var number: String
    public var name: String
    public var level: Level

    public init(number: String, name: String, level: Level) {
        self.number = number
        self.name = name
        self.level = level
    }

    /// The W3C "Understanding" document for the criterion.
    public var understandingURL: String {
        Self.understandingURLs[name] ?? Self.understandingURL(slug: Self.understandingSlug(named: name))
    }

    /// The Understanding document's name in its address: `name-role-value` for 4.1.2.
    public var understandingSlug: String { Self.understandingSlug(named: name) }

    /// The addresses of the criteria a11ydocs knows, made once: every page and file names them again.
    private static let understandingURLs = Dictionary(
        WCAG.criteria.map { ($0.name, understandingURL(slug: understandingSlug(named: $0.name))) }
    ) { first, _ in first }

    private static func understandingURL(slug: String) -> String {
        "https://www.w3.org/WAI/WCAG22/Understanding/\(slug).html"
    }

    /// The W3C's slugs are the names lowercased, with words joined by hyphens and punctuation left out.
    static func understandingSlug(named name: String) -> String {
        var slug = ""
        for character in name.lowercased() {
            if character.isLetter || character.isNumber {
                slug.append(character)
            } else if character == " " || character == "-", !slug.isEmpty, !slug.hasSuffix("-") {
                slug.append("-")
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug
    }

    /// `1.4.10 Reflow (Level AA)`, looked up for the criteria WCAG lists (all an entry can name):
    /// every entry's exports and panels list its criteria so, and making the string each time
    /// cost ten times as much.
    public var description: String {
        if let known = Self.descriptions[number], known.criterion == self { return known.text }
        return Self.describe(self)
    }

    private static let descriptions = Dictionary(
        WCAG.criteria.map { ($0.number, (criterion: $0, text: describe($0))) }
    ) { first, _ in first }

    private static func describe(_ criterion: WCAGCriterion) -> String {
        "\(criterion.number) \(criterion.name) (Level \(criterion.level.rawValue))"
    }
}
