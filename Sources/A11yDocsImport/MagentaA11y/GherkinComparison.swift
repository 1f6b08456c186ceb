import Foundation

/// Compares a Gherkin section with the Condensed facts of the same file. The import keeps
/// Condensed (its rows become the test groups, from which a11ydocs writes Gherkin) and drops the
/// Gherkin, so a fact only the Gherkin states would be lost: that is what is reported.
///
/// The two restate the same facts in different words ("Tab: Focus visibly moves" against "I SEE
/// focus is strongly visually indicated"), so comparing their words finds differences
/// everywhere. The comparison looks at the two things a step states exactly instead:
///
/// 1. **Inputs**: the keys and gestures (`TestInputs`) a `WHEN` line names must be named by some
///    Condensed bullet ("WHEN I press the Home or End key" with no Home or End in Condensed), and
///    the other way round for the keys of the keyboard and gesture groups, since the rows are
///    the steps a11ydocs writes.
/// 2. **Announcements**: a phrase a `THEN`/`AND`/`I HEAR`/`I SEE` line quotes ("dimmed") must be
///    in some Condensed bullet, whatever the letter case. Quotes given as examples ("such as
///    …", "e.g. …", "for example …") are illustrations, not facts, and are not compared.
///
/// Each difference is reported once, at its line.
enum GherkinComparison {
    static func differences(gherkin: [SourceLine], condensed rows: [TestRow], keyRows: [TestRow])
        -> [ImportProblem.At]
    {
        let steps = gherkin.compactMap { line in line.listItemText.map { (line, String($0)) } }
        let condensedText = rows.map(\.written).joined(separator: "\n")
        let condensedInputs = Set(TestInputs.named(in: condensedText))
        let gherkinInputs = Set(TestInputs.named(in: steps.map(\.1).joined(separator: "\n")))
        var found: [ImportProblem.At] = []
        for (line, text) in steps {
            let column = line.text.count - text.count + 1
            if Self.isWhen(text) {
                let missing = TestInputs.named(in: text).filter { !condensedInputs.contains($0) }
                if !missing.isEmpty {
                    found.append(
                        .init(
                            .magenta(.gherkinInputMissing(step: text, inputs: missing)), line: line.number,
                            column: column))
                }
                continue
            }
            let lowered = condensedText.lowercased()
            let phrases = Self.quoted(in: text).filter { !lowered.contains($0.lowercased()) }
            if !phrases.isEmpty {
                found.append(
                    .init(
                        .magenta(.gherkinAnnouncementMissing(line: text, phrases: phrases)), line: line.number,
                        column: column))
            }
        }
        for row in keyRows {
            let missing = TestInputs.named(in: row.key).filter { !gherkinInputs.contains($0) }
            if !missing.isEmpty {
                found.append(
                    .init(
                        .magenta(.condensedInputMissing(row: row.written, inputs: missing)), line: row.line,
                        column: row.column))
            }
        }
        return found.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    private static func isWhen(_ text: String) -> Bool {
        text.prefix { !$0.isWhitespace }.uppercased() == "WHEN"
    }

    private static let exampleLeads = ["such as", "e.g.", "for example"]

    /// Phrases in straight or curly double quotes, before any example lead.
    static func quoted(in text: String) -> [String] {
        var stated = text[...]
        for lead in exampleLeads {
            if let range = stated.range(of: lead, options: .caseInsensitive) { stated = stated[..<range.lowerBound] }
        }
        var phrases: [String] = []
        var current: String?
        for character in stated {
            if character == "\"" || character == "\u{201C}" || character == "\u{201D}" {
                if let phrase = current {
                    if !phrase.isEmpty { phrases.append(phrase) }
                    current = nil
                } else {
                    current = ""
                }
            } else if current != nil {
                current?.append(character)
            }
        }
        return phrases
    }
}
