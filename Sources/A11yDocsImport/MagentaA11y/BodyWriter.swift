/// An entry's body as it is put together: sections one after another, each with its heading and
/// one blank line between them, blank lines at a section's ends left out.
struct BodyWriter {
    private(set) var lines: [SourceLine] = []

    /// A section under `## heading` (none for text before the first heading).
    mutating func add(heading: String?, line: Int, _ content: [SourceLine]) {
        let start = content.firstIndex { !$0.isBlank } ?? content.endIndex
        let end = content.lastIndex { !$0.isBlank }.map { $0 + 1 } ?? start
        guard heading != nil || start < end else { return }
        if !lines.isEmpty { lines.append(SourceLine(text: "", number: line)) }
        if let heading {
            lines.append(SourceLine(text: "## \(heading)", number: line))
            if start < end { lines.append(SourceLine(text: "", number: line)) }
        }
        lines += content[start..<max(start, end)]
    }

    /// Lines already laid out, a platform's notes with their heading.
    mutating func add(_ content: [SourceLine]) {
        add(heading: nil, line: content.first?.number ?? 0, content)
    }

    var text: String { lines.map(\.text).joined(separator: "\n") + (lines.isEmpty ? "" : "\n") }
}
