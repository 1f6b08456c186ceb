import A11yDocsMarkdown
import A11yDocsModel
import A11yDocsSupport
import A11yDocsTemplating
import Foundation

/// The theme's Mustache templates, parsed once and checked before anything renders: syntax errors
/// and names no view has are reported as `file:line:column`.
package struct TemplateSet: Sendable {
    private let renderer: MustacheRenderer
    package let theme: Theme

    /// Each page template and the view it renders.
    package static let pages: [(template: String, shape: TemplateShape)] = SitePage.allCases.map {
        ($0.template, $0.shape)
    }

    package static func load(from theme: Theme, pages: [(template: String, shape: TemplateShape)] = pages) throws
        -> TemplateSet
    {
        var templates: [String: [MustacheNode]] = [:]
        var diagnostics: [Diagnostic] = []
        for file in theme.files.keys.sorted() where file.hasSuffix(".mustache") {
            let name = String(file.dropLast(".mustache".count))
            do {
                // A Markdown template (`entry.md`) escapes values for Markdown, any other for HTML.
                let contentType: MustacheEscaping = name.hasSuffix(".md") ? .markdown : .html
                templates[name] = try MustacheParser.parse(try theme.text(of: file) ?? "", contentType: contentType)
            } catch let error as MustacheSyntaxError {
                let location = SourceLocation(
                    path: theme.location(of: file), line: error.position.line, column: error.position.column)
                let detail = "\(error.message) near '\(error.line.trimmed())'"
                diagnostics.append(Diagnostic(.templateSyntax(detail), at: location))
            } catch {
                diagnostics.append(
                    Diagnostic(.unreadableFile(reason: "\(error)"), at: SourceLocation(path: theme.location(of: file))))
            }
        }
        if diagnostics.isEmpty {
            var check = TemplateNameCheck(templates: templates, location: theme.location(of:))
            for page in pages { check.check(page.template, root: page.shape) }
            diagnostics = check.diagnostics
        }
        if !diagnostics.isEmpty { throw BuildError(step: "templates", diagnostics: diagnostics) }
        return TemplateSet(renderer: MustacheRenderer(templates: templates, escaper: SiteEscaper()), theme: theme)
    }

    package func render(_ view: some TemplateFields, with name: String) throws -> String {
        try renderer.render(name, .object(view))
    }

    func renderBytes(_ view: some TemplateFields, with name: String) throws -> [UInt8] {
        try renderer.renderBytes(name, .object(view))
    }

    /// The page handed over a part at a time as it renders, for pages too large to hold whole.
    func renderParts(_ view: some TemplateFields & Sendable, with name: String) -> TextParts {
        let renderer = renderer
        return TextParts { part in
            try withoutActuallyEscaping(part) { try renderer.render(name, .object(view), inPartsOf: 1 << 20, to: $0) }
        }
    }
}
