import A11yDocsModel
@_spi(Bytes) import A11yDocsSupport
import Yams

/// Decodes YAML front matter into `FrontMatter` through Yams' node tree, keeping key order and
/// reporting every problem with its line and column in the file.
struct FrontMatterDecoder: FrontMatterReading {
    var path: String
    /// File line of the YAML's first line; Yams counts from the YAML, the author from the file.
    var firstLine: Int
    var diagnostics: [Diagnostic] = []
    /// The day a test record may not be after: the latest date anywhere on Earth now, so that an
    /// author east of UTC may write their own day. Not `SOURCE_DATE_EPOCH`'s day, which judges
    /// staleness: a reproducible build from old sources must not refuse records made since.
    var today = RecordDate.latestToday()

    init(path: String, firstLine: Int) {
        self.path = path
        self.firstLine = firstLine
    }

    mutating func decode(_ yaml: String) -> FrontMatter? {
        guard let root = rootMapping(yaml, required: FrontMatter.requiredKeys) else { return nil }
        return decode(root.mapping, rootMark: root.mark)
    }

    private mutating func decode(_ mapping: Node.Mapping, rootMark: Mark?) -> FrontMatter {
        var result = FrontMatter()
        var seen = Set<String>()
        // Keys the author outdented out of a test group go back into it, after its own keys.
        let outdented = OutdentedKeys.find(in: mapping)
        let strayLines = Set(outdented.map(\.line))
        for found in outdented {
            report(
                .outdentedKey(found.key, group: found.group, groupLine: found.groupLine + firstLine - 1),
                line: found.line, column: found.column)
        }
        func adopted(by group: String) -> [(Node, Node)] {
            outdented.filter { $0.group == group }.map { ($0.keyNode, $0.value) }
        }
        for (keyNode, value) in mapping {
            if let mark = keyNode.mark, strayLines.contains(mark.line) { continue }
            // A misspelt key (`screenreder`) is read as the key it is closest to: dropping the
            // group would lose a whole table from the page.
            let key = key(keyNode, in: mapping, seen: &seen, meant: Self.meantKey(for:))
            switch key {
            case "title": result.title = requiredText(value, key: key) ?? ""
            case "categories": result.categories = categories(value)
            case "description": result.description = optionalText(value, key: key)
            case "order": result.order = integer(value, key: key, example: "order: 3")
            case "wcag": (result.wcag, result.wcagChecklist) = wcag(value)
            case "keyboard":
                (result.keyboard, result.statements.keyboard) = group(value, key: key, adopted: adopted(by: key))
            case "mobile": (result.mobile, result.statements.mobile) = group(value, key: key, adopted: adopted(by: key))
            case "screenreader":
                let (rows, statement) = group(value, key: key, adopted: adopted(by: key))
                result.screenReader = screenReader(rows)
                result.statements.screenReader = statement
            case "settings":
                (result.settings, result.statements.settings) = group(value, key: key, adopted: adopted(by: key))
            case "videos":
                let read = videos(value)
                result.videos = read.videos
                result.otherFields += read.otherFields
            case "aliases": result.aliases = aliases(value)
            case "tested":
                let read = tested(value, today: today)
                result.tested = read.records
                result.otherFields += read.otherFields
            case "draft": result.isDraft = result.isDraft || boolean(value, key: key) == true
            case "published": result.isDraft = result.isDraft || boolean(value, key: key) == false
            case _ where key.hasPrefix(FrontMatter.gherkinPrefix) && key.count > FrontMatter.gherkinPrefix.count:
                if let scenario = authoredScenario(value, key: key) { result.authoredScenarios.append(scenario) }
            case _ where FrontMatter.ignoredKeys.contains(key): break
            case _ where FrontMatter.keptKeys.contains(key):
                result.otherFields.append(Expectation(trigger: key, result: Self.text(of: value)))
            default:
                let suggestion = Suggestion.closest(to: key, in: FrontMatter.knownKeys)
                report(.unknownEntryKey(key, suggestion: suggestion), at: keyNode.mark)
                result.otherFields.append(Expectation(trigger: key, result: Self.text(of: value)))
            }
        }
        for key in FrontMatter.requiredKeys where !seen.contains(key) {
            report(.missingKey(key), at: rootMark)
        }
        return result
    }

    /// The known key a key that is not one means, if it is a near miss of one: one slip (a
    /// letter missing, extra, wrong or swapped), two in a long key. Closer than a suggestion, so
    /// that a key of its own (`owner`) is not read as another (`order`).
    private static func meantKey(for key: String) -> String? {
        guard !FrontMatter.knownKeys.contains(key), !FrontMatter.ignoredKeys.contains(key),
            !FrontMatter.keptKeys.contains(key),
            !key.hasPrefix(FrontMatter.gherkinPrefix)
        else { return nil }
        return Suggestion.slip(key, of: FrontMatter.knownKeys)
    }

    /// Every word of a value a11ydocs has no place for, as text: lists joined with commas, maps
    /// as `key: value` joined with semicolons, text as written.
    static func text(of node: Node) -> String {
        if let sequence = node.sequence { return sequence.map(text(of:)).joined(separator: ", ") }
        if let mapping = node.mapping {
            return mapping.map { "\(text(of: $0.key)): \(text(of: $0.value))" }.joined(separator: "; ")
        }
        return node.isNull ? "" : (node.string ?? "")
    }

    // MARK: Values

    private mutating func requiredText(_ node: Node, key: String) -> String? {
        guard let text = scalarText(node, key: key) else { return nil }
        if text.isEmpty { report(.emptyRequiredValue(key: key), at: node.mark) }
        return text
    }

    /// `controls forms` or `[controls, forms]`.
    private mutating func categories(_ node: Node) -> [String] {
        let values: [String]
        if let sequence = node.sequence {
            values = sequence.compactMap { scalarText($0, key: "categories") }
        } else if node.scalar != nil {
            values = (scalarText(node, key: "categories") ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
        } else {
            report(.wrongType(key: "categories", expected: "a list, or names separated by spaces"), at: node.mark)
            return []
        }
        let names = values.filter { !$0.isEmpty }
        if names.isEmpty { report(.emptyRequiredValue(key: "categories"), at: node.mark) }
        return names
    }

    /// `["1.4.10", "2.1.1"]` or `1.4.10, 2.1.1`: every number must be a WCAG 2.2 success criterion.
    private mutating func criteria(_ node: Node) -> [String] {
        let text = scalarText(node, key: "wcag") ?? ""
        // Split as bytes where the text is ASCII (criteria numbers are): splitting by characters
        // cost more than the rest of reading the list.
        let numbers: [String] =
            text.utf8.allSatisfy { $0 < 0x80 }
            ? text.utf8.split(whereSeparator: { $0 == Byte.comma || Byte.isWhitespace($0) }).map {
                String(decoding: $0, as: UTF8.self)
            }
            : text.split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)
        return numbers.filter { checkCriterion($0, at: node.mark) }
    }

    /// `wcag` as numbers, or as groups (`- name: Perceivable` / `list: [- criteria: …]`) whose items
    /// are numbers or checklist items in the author's words. Returns the numbers and, when any
    /// item is in words, the whole checklist in the author's order.
    private mutating func wcag(_ node: Node) -> (numbers: [String], checklist: [WCAGChecklistGroup]) {
        if node.scalar != nil { return (criteria(node), []) }
        guard let sequence = node.sequence else {
            report(
                .wrongType(key: "wcag", expected: "a list of success criteria numbers, e.g. [\"1.4.10\", \"2.1.1\"]"),
                at: node.mark)
            return ([], [])
        }
        var numbers: [String] = []
        var checklist: [WCAGChecklistGroup] = []
        var hasWords = false
        for item in sequence {
            if item.scalar != nil {
                numbers += criteria(item)
                continue
            }
            guard let group = item.mapping else {
                report(.wrongType(key: "wcag", expected: "a list of success criteria numbers"), at: item.mark)
                continue
            }
            let name = group["name"].flatMap { $0.scalar != nil ? scalarText($0, key: "wcag.name") : nil } ?? ""
            // Without `list`, the item itself is one group item (`- criteria: 1.4.10`).
            let items = group["list"].map { $0.sequence ?? [$0] } ?? [item]
            var texts: [String] = []
            for groupItem in items {
                guard let value = groupItem.scalar != nil ? groupItem : groupItem.mapping?["criteria"],
                    value.scalar != nil
                else {
                    report(.wrongType(key: "wcag", expected: "group items with a 'criteria' key"), at: groupItem.mark)
                    continue
                }
                let text = scalarText(value, key: "wcag") ?? ""
                guard !text.isEmpty else { continue }
                if WCAG.isNumberList(text) {
                    numbers += criteria(value)
                } else {
                    hasWords = true
                }
                texts.append(text)
            }
            checklist.append(WCAGChecklistGroup(name: name, items: texts))
        }
        return (numbers, hasWords ? checklist : [])
    }

    /// Whether a number is a WCAG 2.2 success criterion; reports it where it is written if not.
    private mutating func checkCriterion(_ number: String, at mark: Mark?) -> Bool {
        if WCAG.criterion(number) != nil { return true }
        if let name = WCAG.removed[number] {
            report(.removedWCAGCriterion(number, name: name), at: mark)
        } else {
            report(.unknownWCAGCriterion(number, suggestion: WCAG.suggestion(for: number)), at: mark)
        }
        return false
    }

    /// A test group: an ordered map `trigger: result` or a list of one-key maps, plus keys the
    /// author outdented out of it; or text for the whole group (`keyboard: N/A`), kept as written.
    private mutating func group(_ node: Node, key: String, adopted: [(Node, Node)]) -> (
        rows: [Expectation], statement: String?
    ) {
        let pairs: [(Node, Node)]
        if let mapping = node.mapping {
            pairs = mapping.map { ($0.key, $0.value) }
        } else if let sequence = node.sequence, sequence.allSatisfy({ $0.mapping != nil }) {
            pairs = sequence.flatMap { $0.mapping!.map { ($0.key, $0.value) } }
        } else if node.isNull {
            if adopted.isEmpty { report(.emptyValue(key: key), at: node.mark) }
            pairs = []
        } else if let text = node.scalar?.string.trimmed() {
            report(.groupWrittenAsText(key: key, text: text), at: node.mark)
            return (expectations(adopted, key: key), text)
        } else {
            report(
                .wrongType(key: key, expected: "a map of 'what the tester does: what they must observe' lines"),
                at: node.mark)
            return ([], nil)
        }
        return (expectations(pairs + adopted, key: key), nil)
    }

    private mutating func expectations(_ pairs: [(Node, Node)], key: String) -> [Expectation] {
        pairs.compactMap { trigger, result in
            guard trigger.scalar != nil else {
                report(
                    .wrongType(key: key, expected: "a map whose keys are text, e.g. 'tab: Focus moves'"),
                    at: trigger.mark)
                return nil
            }
            let name = trigger.string?.trimmed() ?? ""
            guard let text = scalarText(result, key: "\(key).\(name)") else { return nil }
            if text.isEmpty { report(.emptyValue(key: "\(key).\(name)"), at: trigger.mark) }
            return Expectation(trigger: name, result: text)
        }
    }

    private func screenReader(_ rows: [Expectation]) -> ScreenReaderOutput {
        var output = ScreenReaderOutput()
        for row in rows {
            switch row.trigger.lowercased() {
            case "name": output.name = row.result
            case "role": output.role = row.result
            case "group", "groups", "grouping", "groupings": output.group = row.result
            case "state", "states": output.state = row.result
            default: output.extra.append(row)
            }
        }
        return output
    }

    /// `gherkin-keyboard: [- when: … / then: …]`: steps in the author's order, each item read by
    /// `AuthoredStepItem` (ours and MagentaA11y's shapes).
    private mutating func authoredScenario(_ node: Node, key: String) -> AuthoredScenario? {
        let name = String(key.dropFirst(FrontMatter.gherkinPrefix.count))
        guard let sequence = node.sequence else {
            report(
                .wrongType(
                    key: key, expected: "a list of steps, e.g. '- when: the Tab key is pressed' / '  then: focus moves'"
                ), at: node.mark)
            return nil
        }
        var steps: [AuthoredScenario.Step] = []
        for item in sequence {
            if item.scalar != nil {
                // A bare line is a step that continues the one before.
                if let text = scalarText(item, key: key), !text.isEmpty {
                    steps.append(.init(keyword: steps.isEmpty ? .given : .and, text: text))
                }
                continue
            }
            guard let mapping = item.mapping else {
                report(.wrongType(key: key, expected: "a list of steps such as '- when: …'"), at: item.mark)
                continue
            }
            var lines: [AuthoredStepItem.Line] = []
            for (wordNode, textNode) in mapping {
                let word = (wordNode.string ?? "").trimmed().lowercased()
                guard let text = scalarText(textNode, key: "\(key).\(word)"), !text.isEmpty else { continue }
                lines.append(.init(word: word, written: wordNode.string ?? word, text: text))
                if !AuthoredStepItem.isStepWord(word) {
                    // Not a step word: kept as an `And` step in the author's words, with a warning.
                    let suggestion = Suggestion.closest(to: word, in: AuthoredStepItem.stepWords)
                    report(.unknownStepWord(key: "\(key).\(word)", suggestion: suggestion), at: wordNode.mark)
                }
            }
            steps += AuthoredStepItem(lines: lines).steps
        }
        if steps.isEmpty { report(.emptyValue(key: key), at: node.mark) }
        return steps.isEmpty ? nil : AuthoredScenario(name: name, steps: steps)
    }
}
