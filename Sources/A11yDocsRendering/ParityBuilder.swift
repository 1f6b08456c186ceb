import A11yDocsMarkdown
import A11yDocsModel
import A11yDocsSupport

/// Builds a collection's parity view: for each pattern and each stack it is built with, whether
/// it has notes, code, a live example or video, and a passing record.
///
/// - The stacks are those of the platforms the collection's patterns have notes for (all of
///   them when none has notes): a web collection has HTML/CSS/JS only.
/// - A platform's shared notes and code count for each of its frameworks, as on the coverage table.
/// - A live example is an HTML fence marked `example` in the web notes; a video counts for the
///   platforms `RecordPlatforms` finds in its technology, platform and browser.
/// - A passing record is a latest record (one per technology) that passes, for the platforms
///   `RecordPlatforms` finds in it; a record cannot tell UIKit from SwiftUI, so it counts for both.
struct ParityBuilder {
    /// One column: a framework, or the web's HTML, CSS and JavaScript.
    struct Stack {
        var platform: Platform
        var framework: Framework?
        var name: String
    }

    static let stacks: [Stack] = Platform.allCases.flatMap { platform -> [Stack] in
        let frameworks = platform.frameworks
        if frameworks.isEmpty { return [Stack(platform: platform, framework: nil, name: "HTML/CSS/JS")] }
        return frameworks.map { Stack(platform: platform, framework: $0, name: $0.displayName) }
    }

    /// - Parameters:
    ///   - entries: the collection's patterns, in the library's order, each with its page.
    ///   - collection: its name, for the filter's legend: each collection has one.
    func view(for entries: [(entry: Entry, url: String)], id: String, collection: String) -> ParityTableView {
        let platforms = Set(entries.flatMap { $0.entry.platforms.map(\.platform) })
        let stacks = platforms.isEmpty ? Self.stacks : Self.stacks.filter { platforms.contains($0.platform) }
        let rows = entries.map { row(for: $0.entry, url: $0.url, stacks: stacks) }
        // The most gaps first; among equals, the library's order (a stable sort by index).
        let order = rows.indices.sorted { (-rows[$0].row.gapCount, $0) < (-rows[$1].row.gapCount, $1) }
        return ParityTableView(
            id: id, stacks: stacks.map { .init(text: $0.name, isNone: false) }, rows: order.map { rows[$0].row },
            filter: RowFilterView(
                id: id + "-filter", legend: "\(collection) parity table: patterns to show",
                rowClasses: order.map { rows[$0].classes },
                choices: [("gaps", "With gaps"), ("unverified", "Without a passing record on a stack")]))
    }

    private func row(for entry: Entry, url: String, stacks: [Stack]) -> (row: ParityTableView.Row, classes: Set<String>)
    {
        let on = entry.platforms.map(\.platform)
        let passing = entry.tested.latestByTechnology.filter { $0.result == .pass }
            .reduce(into: Set<Platform>()) { $0.formUnion(RecordPlatforms.platforms(of: $1, patternOn: on)) }
        let filmed = entry.videos.reduce(into: Set<Platform>()) {
            $0.formUnion(RecordPlatforms.platforms(of: $1, patternOn: on))
        }
        var gaps = 0
        var classes = Set<String>()
        let cells = stacks.map { stack -> ParityTableView.Cell in
            let sections = entry.notes(for: stack.platform)?.sections ?? []
            var has: [String] = []
            var lacks: [String] = []
            func note(_ present: Bool, _ name: String) {
                if present { has.append(name) } else { lacks.append(name) }
            }
            note(Self.hasNotes(sections, framework: stack.framework), "notes")
            let code = sections.contains {
                $0.snippets.contains { $0.framework == nil || $0.framework == stack.framework }
            }
            note(code, "code")
            // On the web a live example shows the pattern working as well as a video does.
            let example = stack.platform == .web && Self.hasLiveExample(sections)
            let video = filmed.contains(stack.platform)
            if example { has.append("live example") }
            if video { has.append("video") }
            if !example && !video { lacks.append(stack.platform == .web ? "live example or video" : "video") }
            note(passing.contains(stack.platform), "passing record")
            gaps += lacks.count
            if !lacks.isEmpty { classes.insert("gaps") }
            if !passing.contains(stack.platform) { classes.insert("unverified") }
            return ParityTableView.Cell(
                // One "Missing:" rather than a "no" before each: the words stay few, and a page of
                // such cells still reads as English to a language detector.
                has: has.isEmpty ? nil : Self.sentence(has),
                lacks: lacks.isEmpty ? nil : "Missing: " + lacks.joined(separator: ", "))
        }
        let row = ParityTableView.Row(
            title: entry.title, url: url, gapCount: gaps, cells: cells,
            classes: RowFilterView.classAttribute(classes))
        return (row, classes)
    }

    /// The framework's own notes, or the platform's shared ones.
    private static func hasNotes(_ sections: [NoteSection], framework: Framework?) -> Bool {
        sections.contains { section in
            !section.general.isEmpty
                || section.frameworks.contains { $0.framework == framework && !$0.blocks.isEmpty }
        }
    }

    /// Whether the notes hold an HTML fence marked `example` or `live`, which the page shows working.
    static func hasLiveExample(_ sections: [NoteSection]) -> Bool {
        sections.contains { $0.snippets.contains(where: \.isLiveExample) }
    }

    /// "Notes, code, video": the first word capitalised.
    private static func sentence(_ words: [String]) -> String {
        let text = words.joined(separator: ", ")
        return text.prefix(1).uppercased() + text.dropFirst()
    }
}
