import A11yDocsModel
@_spi(Bytes) import A11yDocsSupport

/// The words authors use for platforms, sections and frameworks, matched loosely: case, trailing
/// colons and words such as "Tips" or "Options" do not matter; the structure around them does.
package enum NoteVocabulary {
    private static let platformSuffixes: Set<String> = ["", "tips", "options", "notes", "developer notes", "dev notes"]
    private static let frameworkSuffixes: Set<String> = ["", "tips", "options", "notes", "example", "examples"]

    /// `iOS`, `Android`, `iOS developer notes`, `Android Tips`…
    package static func platform(_ text: String) -> Platform? {
        let words = normalised(text)
        for platform in Platform.allCases {
            let name = platform.rawValue
            guard startsWithWord(words, name) else { continue }
            let rest = words.dropFirst(name.count).trimmed()
            if platformSuffixes.contains(rest) { return platform }
        }
        return nil
    }

    /// Whether a platform heading also opens the developer-notes section (`iOS Developer Notes`).
    static func platformHeadingOpensDeveloperNotes(_ text: String) -> Bool {
        normalised(text).hasSuffix("notes")
    }

    private static let frameworkNames: [(String, Framework)] = [
        ("uikit", .uiKit), ("swiftui", .swiftUI), ("swift ui", .swiftUI),
        ("android views", .androidViews), ("android view", .androidViews), ("views", .androidViews),
        ("view", .androidViews), ("android xml", .androidViews), ("xml views", .androidViews),
        ("jetpack compose", .jetpackCompose), ("compose", .jetpackCompose), ("android compose", .jetpackCompose),
    ]

    /// `UIKit`, `SwiftUI`, `Android View(s)`, `Views`, `Jetpack Compose`, `Compose`…
    package static func framework(_ text: String) -> Framework? {
        let words = normalised(text)
        for (name, framework) in frameworkNames {
            guard startsWithWord(words, name) else { continue }
            let rest = words.dropFirst(name.count).trimmed()
            if frameworkSuffixes.contains(rest) { return framework }
        }
        return nil
    }

    private static let sectionNames: [(NoteSection.Kind, Set<String>)] = [
        (.developerNotes, ["developer notes", "developer note", "dev notes", "notes"]),
        (.name, ["name", "names", "accessible name", "label", "labels"]),
        (.role, ["role", "roles", "traits"]),
        (.groupings, ["groupings", "grouping", "group", "groups"]),
        (.state, ["state", "states", "state and value"]),
        (.focus, ["focus", "focus management", "focus order"]),
        (
            .customActions,
            [
                "custom gestures", "custom gesture", "custom actions", "custom action",
                "custom accessibility actions", "custom accessibility action",
            ]
        ),
        (.announcements, ["announcements", "announcement", "announcement examples", "announcement example"]),
        (.codeExample, ["code example", "code examples", "code sample", "code samples", "code", "example code"]),
    ]

    /// Every section name with its kind, for one lookup per heading.
    private static let sectionKinds = Dictionary(
        sectionNames.flatMap { kind, names in names.map { ($0, kind) } }, uniquingKeysWith: { first, _ in first })

    static func sectionKind(_ text: String) -> NoteSection.Kind {
        sectionKinds[normalised(text)] ?? .other
    }

    /// Whether normalised `words` are `name` or start with it and a space. Compared as bytes: every
    /// heading of every entry is tried against each name, and string prefixes compare characters.
    private static func startsWithWord(_ words: String, _ name: String) -> Bool {
        var (words, name) = (words, name)
        return words.withUTF8 { words in
            name.withUTF8 { name in
                words.count >= name.count && UnsafeBufferPointer(rebasing: words[..<name.count]).elementsEqual(name)
                    && (words.count == name.count || words[name.count] == Byte.space)
            }
        }
    }

    /// Lowercased, single-spaced, without trailing colons or dots.
    static func normalised(_ text: String) -> String {
        if text.utf8.allSatisfy({ Byte.isASCII($0) }) { return normalisedASCII(text) }
        let words = text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return words.trimmed { $0 == ":" || $0 == "." || $0 == " " }
    }

    /// `normalised` byte by byte, for the ASCII headings that are nearly all of them.
    private static func normalisedASCII(_ text: String) -> String {
        var words: [UInt8] = []
        words.reserveCapacity(text.utf8.count)
        var spaceDue = false
        for byte in text.utf8 {
            if Byte.isWhitespace(byte) {
                spaceDue = !words.isEmpty
                continue
            }
            if spaceDue { words.append(Byte.space) }
            spaceDue = false
            words.append(Byte.lowercased(byte))
        }
        let isTrimmed = { (byte: UInt8) in byte == Byte.colon || byte == Byte.period || byte == Byte.space }
        guard let first = words.firstIndex(where: { !isTrimmed($0) }),
            let last = words.lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        return String(decoding: words[first...last], as: UTF8.self)
    }
}
