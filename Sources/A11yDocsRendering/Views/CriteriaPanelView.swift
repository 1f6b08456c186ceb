import A11yDocsCriteria
import A11yDocsMarkdown
import A11yDocsModel
import A11yDocsTemplating

/// One acceptance-criteria view on an entry page: Condensed, Gherkin or WCAG.
package struct CriteriaPanelView {
    package struct Link {
        var label: String
        package var url: String
    }

    var id: String
    var heading: String
    /// The plain text a reader copies into a ticket.
    var text: String
    /// Language of the text for the Markdown mirror's code fence.
    var fence: String
    /// Links shown under the text (the WCAG Understanding documents).
    var links: [Link]
    var hasLinks: Bool

    static func panels(for entry: Entry, texts: CriteriaTexts) -> [CriteriaPanelView] {
        var panels = [
            CriteriaPanelView(
                id: "criteria-condensed", heading: "Condensed", text: texts.condensed,
                fence: "text", links: [], hasLinks: false),
            CriteriaPanelView(
                id: "criteria-gherkin", heading: "Gherkin", text: texts.gherkin,
                fence: "gherkin", links: [], hasLinks: false),
        ]
        let criteria = WCAGCriteria.criteria(for: entry)
        if let text = WCAGCriteria.text(for: entry, criteria: criteria) {
            let links = criteria.map { Link(label: $0.description, url: $0.understandingURL) }
            panels.append(
                CriteriaPanelView(
                    id: "criteria-wcag", heading: "WCAG", text: text, fence: "text", links: links, hasLinks: true))
        }
        return panels
    }
}

extension CriteriaPanelView: PageFields {
    package static let fields = TemplateFieldTable<Self>([
        .text("id", \.id), .text("heading", \.heading), .text("text", \.text), .text("fence", \.fence),
        .list("links", \.links), .flag("hasLinks", \.hasLinks),
    ])
}

extension CriteriaPanelView.Link: PageFields {
    package static let fields = TemplateFieldTable<Self>([.text("label", \.label), .text("url", \.url)])
}
