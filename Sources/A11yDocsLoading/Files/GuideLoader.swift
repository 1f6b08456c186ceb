import A11yDocsMarkdown
import A11yDocsModel
import Foundation

/// Turns one file of a guides collection into a `Guide`: decode, split, read the front matter
/// (`GuideFrontMatterDecoder`), and parse the body once, to find what nests too deep and what
/// `check`'s rules find. The body is kept as written: a guide's Markdown has no structure of its own.
package enum GuideLoader {
    /// With `contentFiles` (every file under the content folder), also what `check`'s rules find in
    /// the body: broken links, placeholders, HTML shown as text, table rows too wide.
    package static func load(_ file: EntryFile, data: Data, checkingAgainst contentFiles: Set<String>?) -> Loaded {
        let path = file.path
        let read: SourceFile
        switch SourceFile.read(data, path: path) {
        case .success(let file): read = file
        case .failure(let problem): return (nil, [problem], [])
        }
        let (text, source) = (read.text, read.source)
        var decoder = GuideFrontMatterDecoder(path: path, firstLine: source.yamlFirstLine)
        let frontMatter = decoder.decode(source.yaml)
        let diagnostics = read.warnings + decoder.diagnostics
        guard let frontMatter, !diagnostics.hasErrors else { return (nil, diagnostics, []) }
        let tree: CMarkDocument
        switch read.parseBody() {
        case .success(let parsed): tree = parsed
        case .failure(let problem): return (nil, diagnostics + [problem], [])
        }
        let guide = Guide(
            slug: file.slug, collection: file.collection, title: frontMatter.title,
            categories: frontMatter.categories, description: frontMatter.description, order: frontMatter.order,
            isDraft: frontMatter.isDraft || file.isDraftByName, body: source.body,
            otherDetails: frontMatter.otherFieldsSection, source: SourceLocation(path: path), file: file.file)
        let findings =
            contentFiles.map {
                EntryRules(
                    guideAt: path, file: file.file, text: text, contentFiles: $0,
                    body: (source.body, source.bodyFirstLine, tree)
                ).findings()
            } ?? []
        return (guide, diagnostics, findings)
    }

    package typealias Loaded = (guide: Guide?, diagnostics: [Diagnostic], findings: [Diagnostic])
}
