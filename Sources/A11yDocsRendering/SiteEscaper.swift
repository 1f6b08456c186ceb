import A11yDocsCriteria
import A11yDocsSupport
import A11yDocsTemplating

/// The site's escaping of template values: HTML for pages, Markdown that reads as written for
/// mirrors.
struct SiteEscaper: TemplateEscaper {
    func appendHTML(_ text: String, to output: inout [UInt8]) {
        HTMLEscaping.append(text, to: &output)
    }

    func appendMarkdown(_ text: String, placement: MarkdownPlacement, to output: inout [UInt8]) {
        switch placement {
        case .block: MarkdownText.append(text, to: &output)
        case .line: MarkdownText.append(CriteriaText.oneLine(text), to: &output)
        case .tableCell: MarkdownText.appendTableCell(text, to: &output)
        }
    }
}
