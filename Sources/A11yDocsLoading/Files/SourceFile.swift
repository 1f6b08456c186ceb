import A11yDocsMarkdown
import A11yDocsModel
import Foundation

/// A content file read as far as entries and guides are read alike: decoded as UTF-8 (with a
/// warning for old Mac line endings), split into front matter and body; then the body parsed,
/// once the front matter holds.
struct SourceFile {
    var path: String
    var text: String
    var source: SplitSource
    var warnings: [Diagnostic]

    /// The file's text split, or the one problem that stops it, located in the file.
    static func read(_ data: Data, path: String) -> Result<SourceFile, Diagnostic> {
        let text: String
        switch SourceText.decode(data) {
        case .success(let decoded): text = decoded
        case .failure(let problem): return .failure(problem.in(path))
        }
        switch FrontMatterSplitter.split(text) {
        case .success(let split):
            let warnings = SourceText.lineEndingWarning(data).map { [$0.in(path)] } ?? []
            return .success(SourceFile(path: path, text: text, source: split, warnings: warnings))
        case .failure(let problem): return .failure(problem.in(path))
        }
    }

    /// The body's Markdown tree, read in place in cmark's, or why it cannot be had (it nests too
    /// deep, or a table is too large), at its line in the file.
    func parseBody() -> Result<CMarkDocument, Diagnostic> {
        do {
            return .success(try CMarkDocument(parsing: source.body))
        } catch {
            let location = SourceLocation(path: path, line: error.line + source.bodyFirstLine - 1, column: error.column)
            return .failure(Diagnostic(error.problem, at: location))
        }
    }
}
