import A11yDocsModel

/// The words of a conformance row's remarks: each pattern that names the criterion with its
/// latest record per assistive technology (version, date, result and note), then those not
/// tested yet. Every piece is one line, so that a table cell or a CSV field holds it whole.
enum ConformanceRemarks {
    static let unnamed = "No pattern in this report names this criterion."

    /// "Slider: VoiceOver iOS 18.1 (2026-10-02) pass; TalkBack 15 (2026-09-30) fail — the value
    /// is not announced."
    static func tested(_ entry: Entry, latest: [TestRecord], isStale: (TestRecord) -> Bool) -> String {
        sentence(
            "\(CriteriaText.oneLine(entry.title)): "
                + latest.map { record($0, isStale: isStale($0)) }.joined(separator: "; "))
    }

    /// "Not tested yet: Stepper, Tabs."
    static func untested(_ entries: [Entry]) -> String {
        "Not tested yet: " + entries.map { CriteriaText.oneLine($0.title) }.joined(separator: ", ") + "."
    }

    /// "TalkBack 15 (2026-09-30) fail — the value is not announced": the result in words, the
    /// note as the rest of the sentence (its first word lowercased unless it is a name such as
    /// "VoiceOver"), without its closing full stop, which the sentence gives. A stale record's
    /// date says so: "(2024-05-02, stale)".
    static func record(_ record: TestRecord, isStale: Bool) -> String {
        let date = isStale ? "\(record.date), stale" : record.date.description
        let text = "\(CriteriaText.oneLine(record.technologyAndVersion)) (\(date)) \(record.result.words.lowercased())"
        var note = CriteriaText.oneLine(record.notes ?? "")
        while note.hasSuffix(".") { note.removeLast() }
        return note.isEmpty ? text : "\(text) — \(CriteriaText.uncapitalised(note))"
    }

    /// The text on one line, ending with a full stop unless it ends a sentence already.
    static func sentence(_ text: String) -> String {
        let line = CriteriaText.oneLine(text)
        guard let last = line.last else { return line }
        return ".!?".contains(last) ? line : line + "."
    }
}
