/// What a level-2 heading of a MagentaA11y file holds, told by its text in any letter case
/// (`## Code Examples`, `## Code example`); anything else is an extra section, kept as written.
enum MagentaSectionKind: Equatable {
    case generalNotes
    case condensed
    case gherkin
    case videos
    case iOSNotes
    case androidNotes
    /// Web notes: `Developer Notes`.
    case developerNotes
    case codeExamples
    /// `Further Reading`, `Resources`, `Related WCAG`: links, WCAG criteria among them.
    case reading
    case other

    private static let names: [String: MagentaSectionKind] = [
        "general notes": .generalNotes, "general note": .generalNotes,
        "condensed": .condensed,
        "gherkin": .gherkin,
        "videos": .videos, "video": .videos,
        "ios developer notes": .iOSNotes, "ios developer note": .iOSNotes, "ios dev notes": .iOSNotes,
        "ios notes": .iOSNotes,
        "android developer notes": .androidNotes, "android developer note": .androidNotes,
        "android dev notes": .androidNotes, "android notes": .androidNotes,
        "developer notes": .developerNotes, "developer note": .developerNotes, "dev notes": .developerNotes,
        "code examples": .codeExamples, "code example": .codeExamples,
        "further reading": .reading, "resources": .reading, "related wcag": .reading,
    ]

    init(title: String) {
        self = Self.names[Self.normalised(title)] ?? .other
    }

    /// Lowercased, single-spaced, without a trailing colon.
    static func normalised(_ title: String) -> String {
        var words = title.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        while words.hasSuffix(":") { words.removeLast() }
        return words
    }
}
