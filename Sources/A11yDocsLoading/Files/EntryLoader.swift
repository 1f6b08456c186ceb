import A11yDocsMarkdown
import A11yDocsModel
import Foundation

/// Turns one content file into an `Entry`: decode, split, read front matter, parse the body.
package enum EntryLoader {
    /// With `contentFiles` (every file under the content folder), also what `check`'s rules find
    /// in the entry, from the text and Markdown tree the load already has, and its live examples'
    /// relative references, which only the site's plan can judge.
    package static func load(_ file: EntryFile, data: Data, checkingAgainst contentFiles: Set<String>?) -> Loaded {
        let path = file.path, collection = file.collection
        let read: SourceFile
        switch SourceFile.read(data, path: path) {
        case .success(let file): read = file
        case .failure(let problem): return (nil, [problem], [], [])
        }
        let (text, source) = (read.text, read.source)
        var decoder = FrontMatterDecoder(path: path, firstLine: source.yamlFirstLine)
        let frontMatter = decoder.decode(source.yaml)
        let diagnostics = read.warnings + decoder.diagnostics
        guard let frontMatter, !diagnostics.hasErrors else { return (nil, diagnostics, [], []) }

        let tree: CMarkDocument
        switch read.parseBody() {
        case .success(let parsed): tree = parsed
        case .failure(let problem): return (nil, diagnostics + [problem], [], [])
        }
        let parsed = BodyParser.parse(tree, source: source.body)
        // A collection named after a platform (`web`) holds that platform's entries.
        let body = Platform(rawValue: collection).map { BodyParser.assign(parsed, to: $0) } ?? parsed
        var entry = Entry(
            slug: file.slug, collection: collection, title: frontMatter.title, categories: frontMatter.categories,
            description: frontMatter.description, order: frontMatter.order, wcag: frontMatter.wcag,
            keyboard: frontMatter.keyboard, mobile: frontMatter.mobile, screenReader: frontMatter.screenReader,
            settings: frontMatter.settings, statements: frontMatter.statements,
            wcagChecklist: frontMatter.wcagChecklist,
            authoredScenarios: frontMatter.authoredScenarios, isDraft: frontMatter.isDraft || file.isDraftByName,
            generalNotes: body.general + (frontMatter.otherFieldsSection.map { [$0] } ?? []), platforms: body.platforms,
            source: SourceLocation(path: path), file: file.file
        )
        entry.videos = frontMatter.videos
        entry.tested = frontMatter.tested
        // A bare old slug was in the entry's own collection.
        entry.aliases = frontMatter.aliases.map {
            $0.address.contains("/") ? $0 : Alias("\(collection)/\($0.address)", at: $0.location)
        }
        let findings =
            contentFiles.map {
                EntryRules(entry: entry, text: text, contentFiles: $0, body: (source.body, source.bodyFirstLine, tree))
                    .findings()
            } ?? []
        let references =
            contentFiles == nil
            ? []
            : ExampleReferenceRule.references(
                in: tree, text: source.body, firstLine: source.bodyFirstLine, entry: entry)
        return (entry, diagnostics, findings, references)
    }

    package typealias Loaded = (
        entry: Entry?, diagnostics: [Diagnostic], findings: [Diagnostic], references: [ExampleReference]
    )
}
