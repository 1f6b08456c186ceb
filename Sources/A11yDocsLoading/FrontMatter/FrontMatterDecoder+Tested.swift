import A11yDocsModel
import A11yDocsSupport
import Yams

/// `tested:`, the entry's test records. Each is a fact about real testing, so what cannot be a
/// fact — a result that is not pass, partial or fail, a day that is not a date or is still to
/// come, a version with no number — is an error at its value. Authors' other names for the keys
/// (`technology`, `status`, `device`) and slips in them (`reslut`) are read as meant; a key a
/// record has no place for is shown with the entry's other details.
extension FrontMatterDecoder {
    mutating func tested(_ node: Node, today: RecordDate) -> (records: [TestRecord], otherFields: [Expectation]) {
        if node.isNull {
            report(.emptyValue(key: "tested"), at: node.mark)
            return ([], [])
        }
        var records: [TestRecord] = []
        var other: [Expectation] = []
        let items = node.sequence.map(Array.init) ?? [node]
        for (index, item) in items.enumerated() {
            let read = record(item, number: index + 1, today: today)
            if let record = read.record { records.append(record) }
            other += read.otherFields
        }
        return (records, other)
    }

    private mutating func record(_ node: Node, number: Int, today: RecordDate) -> (
        record: TestRecord?, otherFields: [Expectation]
    ) {
        guard let mapping = node.mapping else {
            report(
                .wrongType(key: "tested", expected: "a list of records, each with 'with', 'date' and 'result'"),
                at: node.mark)
            return (nil, [Expectation(trigger: "test record \(number)", result: Self.text(of: node))])
        }
        var technology: String?
        var version: String?
        var on: String?
        var date: RecordDate?
        var result: TestRecord.Outcome?
        var notes: String?
        var by: String?
        var groups: [String] = []
        var other: [Expectation] = []
        var seen = Set<String>()
        // Keys given, right or wrong: a wrong value is reported as such, not as missing.
        var written = Set<String>()
        // Required keys given with no value, at that value: the record cannot stand without them.
        var blank: [String: Mark?] = [:]
        for (keyNode, value) in mapping {
            let asWritten = (keyNode.string ?? "").lowercased()
            var key = Self.recordKeys[asWritten] ?? asWritten
            if Self.recordKeys[asWritten] == nil, let meant = Suggestion.slip(asWritten, of: Self.recordKeyNames),
                !seen.contains(meant)
            {
                report(.keyReadAs("tested: \(asWritten)", key: meant), at: keyNode.mark)
                key = meant
            }
            seen.insert(key)
            written.insert(key)
            let field = "tested: \(key)"
            if ["with", "date", "result"].contains(key), value.isNull || value.scalar?.string.trimmed().isEmpty == true
            {
                blank[key] = value.mark
                continue
            }
            switch key {
            case "with": technology = optionalText(value, key: field)
            case "version": version = self.version(value, key: field)
            case "on": on = optionalText(value, key: field)
            case "date": date = self.date(value, key: field, today: today)
            case "result": result = self.result(value, key: field)
            case "notes": notes = optionalText(value, key: field)
            case "by": by = optionalText(value, key: field)
            case "groups": groups = self.groups(value)
            default:
                let suggestion = Suggestion.closest(to: asWritten, in: Self.recordKeyNames)
                report(.unknownEntryKey("tested: \(asWritten)", suggestion: suggestion), at: keyNode.mark)
                other.append(Expectation(trigger: "test record \(number) \(asWritten)", result: Self.text(of: value)))
            }
        }
        for field in ["with", "date", "result"] where !written.contains(field) || blank[field] != nil {
            report(.evidence(.fieldMissing(field: field, record: number)), at: blank[field] ?? node.mark)
        }
        guard let technology, let date, let result else { return (nil, other) }
        let record = TestRecord(
            technology: technology, version: version, on: on, date: date, result: result, notes: notes, by: by,
            groups: groups, location: location(node.mark))
        return (record, other)
    }

    /// `17.4`, `18`, `2024.1`: a version begins with a number.
    private mutating func version(_ node: Node, key: String) -> String? {
        guard let text = optionalText(node, key: key) else { return nil }
        guard TestRecord.majorVersion(of: text) != nil else {
            report(.evidence(.notAVersion(text)), at: node.mark)
            return nil
        }
        return text
    }

    private mutating func date(_ node: Node, key: String, today: RecordDate) -> RecordDate? {
        guard let text = optionalText(node, key: key) else { return nil }
        guard let date = RecordDate(iso: text) else {
            report(.evidence(.notADate(text)), at: node.mark)
            return nil
        }
        if date > today {
            report(.evidence(.futureDate(date.description, today: today.description)), at: node.mark)
            return nil
        }
        return date
    }

    /// `pass`, `partial`, `fail`, in any case, and the words authors use for them.
    private mutating func result(_ node: Node, key: String) -> TestRecord.Outcome? {
        guard let text = optionalText(node, key: key) else { return nil }
        let word = text.lowercased()
        if let outcome = TestRecord.Outcome(rawValue: word) ?? Self.resultWords[word] { return outcome }
        let suggestion = Suggestion.slip(word, of: TestRecord.Outcome.allCases.map(\.rawValue))
        report(.evidence(.unknownResult(text, suggestion: suggestion)), at: node.mark)
        return nil
    }

    /// `[keyboard, screenreader]`, or names separated by spaces or commas.
    private mutating func groups(_ node: Node) -> [String] {
        let items = node.sequence.map(Array.init) ?? [node]
        var groups: [String] = []
        for item in items {
            guard let text = scalarText(item, key: "tested: groups") else { continue }
            for word in text.lowercased().split(whereSeparator: { $0 == "," || $0.isWhitespace }) {
                let name = Self.groupNames[String(word)] ?? String(word)
                guard Self.groups.contains(name) else {
                    let suggestion = Suggestion.closest(to: name, in: Self.groups)
                    report(.evidence(.unknownGroup(String(word), suggestion: suggestion)), at: item.mark)
                    continue
                }
                if !groups.contains(name) { groups.append(name) }
            }
        }
        return groups
    }

    private static let recordKeyNames = ["with", "version", "on", "date", "result", "notes", "by", "groups"]

    /// A record's keys, and the names authors also use for them.
    private static let recordKeys: [String: String] = [
        "with": "with", "technology": "with", "assistive technology": "with", "at": "with", "screen reader": "with",
        "version": "version", "on": "on", "device": "on", "platform": "on", "browser": "on", "date": "date",
        "tested on": "date", "result": "result", "status": "result", "outcome": "result", "notes": "notes",
        "note": "notes", "comment": "notes", "by": "by", "tester": "by", "groups": "groups", "group": "groups",
    ]

    private static let resultWords: [String: TestRecord.Outcome] = [
        "passed": .pass, "passes": .pass, "ok": .pass, "partially": .partial, "partly": .partial,
        "partial pass": .partial, "mixed": .partial, "failed": .fail, "fails": .fail,
    ]

    static let groups = ["keyboard", "mobile", "screenreader", "settings"]

    /// The names test groups have elsewhere in a11ydocs (criteria views, Gherkin).
    private static let groupNames = [
        "gestures": "mobile", "screen-reader": "screenreader", "screen-reader-output": "screenreader",
        "device-settings": "settings",
    ]
}
