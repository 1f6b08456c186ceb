import A11yDocsModel
@_spi(Bytes) import A11yDocsSupport

/// The words authors use for platforms, sections and frameworks, matched loosely: case, trailing
/// colons and words such as "Tips" or "Options" do not matter; the structure around them does.
package enum NoteVocabulary {
    private static let platformSuffixes: Set<String> = ["", "tips", "options", "notes", "developer notes", "dev notes"]
    private static let frameworkSuffixes: Set<String> = ["", "tips", "options", "notes", "example", "examples"]

    /// `iOS`, `Android`, `iOS developer notes`, `Android Tips`…
    package static func platform(_ text: String) -> Platform? {
        platformHeadings[normalised(text)]
    }

    /// Every way of writing a name with a suffix (`android tips`), normalised, and what it names:
    /// one lookup for each heading and list item of every entry, rather than each name tried in turn.
    /// The first name that reads so wins, as it did when they were tried in order.
    private static func headings<Value>(_ names: [(String, Value)], suffixes: Set<String>) -> [String: Value] {
        var headings: [String: Value] = [:]
        for (name, value) in names {
            for suffix in suffixes {
                let heading = suffix.isEmpty ? name : name + " " + suffix
                if headings[heading] == nil { headings[heading] = value }
            }
        }
        return headings
    }

    private static let platformHeadings = headings(
        Platform.allCases.map { ($0.rawValue, $0) }, suffixes: platformSuffixes)

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
        frameworkHeadings[normalised(text)]
    }

    private static let frameworkHeadings = headings(frameworkNames, suffixes: frameworkSuffixes)

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

    /// Lowercased, single-spaced, without trailing colons or dots.
    static func normalised(_ text: String) -> String {
        if let words = text.withUTF8Bytes(normalisedASCII) { return words }
        let words = text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return words.trimmed { $0 == ":" || $0 == "." || $0 == " " }
    }

    /// `normalised` byte by byte, written straight into the string, for the ASCII headings that are
    /// nearly all of them; nil for text beyond ASCII.
    private static func normalisedASCII(_ text: UnsafeBufferPointer<UInt8>) -> String? {
        guard text.allSatisfy(Byte.isASCII) else { return nil }
        return String(unsafeUninitializedCapacity: text.count) { words in
            var count = 0
            var spaceDue = false
            for byte in text {
                if Byte.isWhitespace(byte) {
                    spaceDue = count > 0
                    continue
                }
                if spaceDue {
                    words[count] = Byte.space
                    count += 1
                }
                spaceDue = false
                words[count] = Byte.lowercased(byte)
                count += 1
            }
            let isTrimmed = { (byte: UInt8) in byte == Byte.colon || byte == Byte.period || byte == Byte.space }
            var end = count
            while end > 0, isTrimmed(words[end - 1]) { end -= 1 }
            var start = 0
            while start < end, isTrimmed(words[start]) { start += 1 }
            for index in 0..<(end - start) { words[index] = words[start + index] }
            return end - start
        }
    }
}
