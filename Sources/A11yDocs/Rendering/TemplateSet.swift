import Foundation
import Mustache

/// The theme's Mustache templates, compiled, with their syntax errors reported as `file:line:column`.
struct TemplateSet: Sendable {
    private var library: MustacheLibrary
    let theme: Theme

    static func load(from theme: Theme) throws -> TemplateSet {
        var library = MustacheLibrary()
        var diagnostics: [Diagnostic] = []
        for file in theme.files.keys.sorted() where file.hasSuffix(".mustache") {
            let name = String(file.dropLast(".mustache".count))
            do {
                library.register(try MustacheTemplate(string: try theme.text(of: file) ?? ""), named: name)
            } catch let error as MustacheTemplate.ParserError {
                let location = SourceLocation(path: theme.location(of: file), line: error.context.lineNumber, column: error.context.columnNumber)
                let detail = "\(error.error) near '\(error.context.line.trimmed())'"
                diagnostics.append(Diagnostic(.templateSyntax(detail), at: location))
            } catch {
                diagnostics.append(Diagnostic(.unreadableFile(reason: "\(error)"), at: SourceLocation(path: theme.location(of: file))))
            }
        }
        if !diagnostics.isEmpty { throw BuildError(step: "templates", diagnostics: diagnostics) }
        return TemplateSet(library: library, theme: theme)
    }

    func render(_ view: Any, with name: String) -> String {
        library.render(view, withTemplate: name) ?? ""
    }
}
