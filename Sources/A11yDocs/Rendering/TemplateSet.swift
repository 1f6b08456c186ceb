import Foundation
import Mustache

/// The site's Mustache templates, loaded from the templates folder, with their syntax errors
/// reported as `file:line:column`.
struct TemplateSet {
    /// Templates every site needs; a missing one is an error naming it.
    static let required = ["base", "entry", "index", "criteria", "404", "entry.md", "index.md"]

    private var library: MustacheLibrary
    let directory: String

    static func load(from directory: String) throws -> TemplateSet {
        let files = (try? ContentTree.files(in: directory)) ?? []
        var library = MustacheLibrary()
        var diagnostics: [Diagnostic] = []
        var names = Set<String>()
        for file in files where file.hasSuffix(".mustache") {
            let path = ContentTree.join(directory, file)
            let name = String(file.dropLast(".mustache".count))
            names.insert(name)
            do {
                let text = try String(contentsOfFile: path, encoding: .utf8)
                library.register(try MustacheTemplate(string: text), named: name)
            } catch let error as MustacheTemplate.ParserError {
                let location = SourceLocation(path: path, line: error.context.lineNumber, column: error.context.columnNumber)
                let detail = "\(error.error) near '\(error.context.line.trimmed())'"
                diagnostics.append(Diagnostic(.templateSyntax(detail), at: location))
            } catch {
                diagnostics.append(Diagnostic(.unreadableFile(reason: "\(error)"), at: SourceLocation(path: path)))
            }
        }
        for name in required where !names.contains(name) {
            diagnostics.append(Diagnostic(.missingTemplate(name: name), at: SourceLocation(path: ContentTree.join(directory, name + ".mustache"))))
        }
        if !diagnostics.isEmpty { throw BuildError(step: "templates", diagnostics: diagnostics) }
        return TemplateSet(library: library, directory: directory)
    }

    func render(_ view: Any, with name: String) -> String {
        library.render(view, withTemplate: name) ?? ""
    }
}
