/// A MagentaA11y file split at its level-2 headings. A heading that comes again adds its lines to
/// the section it first opened (two `## Condensed`), so each kind of section is read whole; an
/// extra or reading heading (`## Resources`) is merged only with one of the same text. Headings
/// inside code do not count.
struct MagentaDocument {
    struct Section {
        var kind: MagentaSectionKind
        /// As the author first wrote it.
        var title: String
        /// Line of the first heading.
        var line: Int
        /// Without the headings; a repeated heading's lines follow after a blank line.
        var lines: [SourceLine]
    }

    /// Lines before the first level-2 heading.
    var preamble: [SourceLine] = []
    /// In the order their headings first come.
    var sections: [Section] = []

    init(_ lines: [SourceLine]) {
        var current: Int?
        var fence: MarkdownFence.Opening?
        for line in lines {
            if let open = fence {
                if MarkdownFence.closes(line.text, open) { fence = nil }
            } else if let opening = MarkdownFence.opening(line.text) {
                fence = opening
            } else if let heading = line.heading, heading.level == 2 {
                current = open(heading.text, at: line.number)
                continue
            }
            if let current { sections[current].lines.append(line) } else { preamble.append(line) }
        }
    }

    /// The section a heading opens or adds to.
    private mutating func open(_ title: String, at line: Int) -> Int {
        let kind = MagentaSectionKind(title: title)
        let key = MagentaSectionKind.normalised(title)
        let byTitle = kind == .other || kind == .reading
        let same = sections.firstIndex {
            byTitle ? MagentaSectionKind.normalised($0.title) == key : $0.kind == kind
        }
        if let same {
            sections[same].lines.append(SourceLine(text: "", number: line))
            return same
        }
        sections.append(Section(kind: kind, title: title, line: line, lines: []))
        return sections.count - 1
    }

    /// Every section of a kind, in order.
    func sections(_ kind: MagentaSectionKind) -> [Section] { sections.filter { $0.kind == kind } }
}
