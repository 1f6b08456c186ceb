import A11yDocsSupport

/// Reads a Condensed section: numbered groups of `Key: text` bullets become the rows of the test
/// groups their titles name; the `#a11y - … Acceptance Criteria` banner, the "How to test a …"
/// line and the "Full information:" link are boilerplate a11ydocs writes itself, dropped and
/// counted. Anything else — text, a group no title names, a bullet outside a group — is kept for
/// the body as written, and reported.
struct CondensedReader {
    struct Result {
        /// Rows by group, in the groups' order of first appearance.
        var groups: [(kind: TestGroupKind, rows: [TestRow])] = []
        var boilerplate = 0
        /// Lines kept for the body (`## Condensed`), in order.
        var kept: [SourceLine] = []
        var problems: [ImportProblem.At] = []

        var rows: [TestRow] { groups.flatMap(\.rows) }
    }

    /// The group the bullets go to: none before the first numbered title, or one no title names.
    private enum Group {
        case none
        case known(TestGroupKind)
        case unknown
    }

    private var result = Result()
    private var group = Group.none
    /// The row being read, and the column its text starts at (continuation lines go deeper).
    private var pending: (bullet: String, line: SourceLine, contentColumn: Int)?
    private var keptBlockOpen = false

    static func read(_ lines: [SourceLine]) -> Result {
        var reader = CondensedReader()
        var fence: MarkdownFence.Opening?
        for line in lines {
            if let open = fence {
                if MarkdownFence.closes(line.text, open) { fence = nil }
                reader.keep(line, report: false)
            } else if let opening = MarkdownFence.opening(line.text), line.listItemText == nil {
                fence = opening
                reader.keep(line, report: true)
            } else {
                reader.consume(line)
            }
        }
        reader.endRow()
        return reader.result
    }

    private mutating func consume(_ line: SourceLine) {
        if line.isBlank {
            endRow()
            keptBlockOpen = false
            return
        }
        if let open = pending, line.indent >= open.contentColumn,
            line.listItemText == nil || line.indent > open.line.indent + 1
        {
            // A continuation of the bullet: part of its text.
            pending?.bullet += "\n" + line.trimmed
            return
        }
        endRow()
        if Self.isBoilerplate(line) {
            result.boilerplate += 1
            return
        }
        if line.indent <= 1, !line.isBullet, let title = line.listItemText {
            openGroup(title.trimmed(), at: line)
            return
        }
        switch group {
        case .known where line.isBullet:
            let text = line.listItemText ?? ""
            pending = (String(text), line, line.text.count - text.count)
        case .unknown where line.isBullet || line.indent > 1:
            // Reported with the group's title.
            keep(line, report: false)
        default:
            keep(line, report: true)
        }
    }

    private mutating func openGroup(_ title: String, at line: SourceLine) {
        if let kind = TestGroupKind(title: title) {
            group = .known(kind)
            return
        }
        group = .unknown
        keep(line, report: false)
        result.problems.append(.init(.magenta(.unknownTestGroup(title)), line: line.number, column: 1))
    }

    /// Ends the bullet being read, as a row of its group (only a known group's bullets are read as rows).
    private mutating func endRow() {
        guard let open = pending else { return }
        pending = nil
        guard case .known(let kind) = group else { return }
        let row = TestRow(bullet: open.bullet, line: open.line.number, column: open.contentColumn + 1)
        if !row.isKeyText {
            result.problems.append(.init(.magenta(.notKeyText(key: row.key)), line: row.line, column: row.column))
        }
        if let index = result.groups.firstIndex(where: { $0.kind == kind }) {
            result.groups[index].rows.append(row)
        } else {
            result.groups.append((kind, [row]))
        }
    }

    /// Keeps a line for the body, reporting the first line of each kept block when asked.
    private mutating func keep(_ line: SourceLine, report: Bool) {
        if report, !keptBlockOpen {
            result.problems.append(.init(.magenta(.condensedTextKept), line: line.number, column: line.indent + 1))
        }
        keptBlockOpen = true
        result.kept.append(line)
    }

    /// `### #a11y - Native Accessibility Acceptance Criteria`, `How to test a rating control`,
    /// `Full information: [https://…](…)`. The "How to test" line names the pattern and no more:
    /// a longer sentence that starts so is the author's and stays.
    static func isBoilerplate(_ line: SourceLine) -> Bool {
        let text = line.trimmed.lowercased()
        if let heading = line.heading {
            let title = heading.text.lowercased()
            return title.hasPrefix("#a11y") && title.hasSuffix("acceptance criteria")
        }
        let namesThePattern =
            text.hasPrefix("how to test ") && text.split(separator: " ").count <= 9
            && !text.dropLast().contains(".")
        return namesThePattern || text.hasPrefix("full information:")
    }
}
