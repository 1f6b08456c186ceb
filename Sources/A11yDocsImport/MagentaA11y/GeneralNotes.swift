/// The `General Notes` section's first paragraph, which becomes the description: MagentaA11y's
/// short summary of the page. Only a plain paragraph qualifies — not a list, heading, quote, code
/// or HTML — and its lines are joined as Markdown joins them, with a space.
enum GeneralNotes {
    static func description(of lines: [SourceLine]) -> (text: String, rest: [SourceLine])? {
        guard let start = lines.firstIndex(where: { !$0.isBlank }), isParagraph(lines[start]) else { return nil }
        let end = lines[start...].firstIndex(where: \.isBlank) ?? lines.endIndex
        let paragraph = lines[start..<end]
        guard paragraph.allSatisfy(isParagraph) else { return nil }
        return (paragraph.map(\.trimmed).joined(separator: " "), Array(lines[end...]))
    }

    private static func isParagraph(_ line: SourceLine) -> Bool {
        guard line.indent < 4, let first = line.trimmed.first else { return false }
        return line.listItemText == nil && !"#>|<`~".contains(first) && line.heading == nil
    }
}
