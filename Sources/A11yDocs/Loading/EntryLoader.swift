import Foundation

/// Turns one content file into an `Entry`: decode, split, read front matter, parse the body.
enum EntryLoader {
    /// With `contentFiles` (every file under the content folder), also what `check`'s rules find
    /// in the entry, from the text and Markdown tree the load already has.
    static func load(_ source: SourceFile, checkingAgainst contentFiles: Set<String>?) -> (entry: Entry?, diagnostics: [Diagnostic], findings: [Diagnostic]) {
        load(source.data, path: source.path, file: source.file, collection: source.collection, slug: source.slug,
             isDraftByName: source.isDraftByName, checkingAgainst: contentFiles)
    }

    static func load(_ data: Data, path: String, file: String, collection: String, slug: String, isDraftByName: Bool = false) -> (entry: Entry?, diagnostics: [Diagnostic]) {
        let loaded = load(data, path: path, file: file, collection: collection, slug: slug, isDraftByName: isDraftByName, checkingAgainst: nil)
        return (loaded.entry, loaded.diagnostics)
    }

    private static func load(_ data: Data, path: String, file: String, collection: String, slug: String, isDraftByName: Bool,
                             checkingAgainst contentFiles: Set<String>?) -> (entry: Entry?, diagnostics: [Diagnostic], findings: [Diagnostic]) {
        let text: String
        switch SourceText.decode(data) {
        case .success(let decoded): text = decoded
        case .failure(let problem): return (nil, [problem.in(path)], [])
        }
        let source: SplitSource
        switch FrontMatterSplitter.split(text) {
        case .success(let split): source = split
        case .failure(let problem): return (nil, [problem.in(path)], [])
        }
        var decoder = FrontMatterDecoder(path: path, firstLine: source.yamlFirstLine)
        let frontMatter = decoder.decode(source.yaml)
        let diagnostics = (SourceText.lineEndingWarning(data).map { [$0.in(path)] } ?? []) + decoder.diagnostics
        guard let frontMatter, !diagnostics.hasErrors else { return (nil, diagnostics, []) }

        let body: (general: [NoteSection], platforms: [PlatformNotes])
        let tree: MarkdownNode
        do {
            tree = try CMark.parse(source.body)
            let parsed = BodyParser.parse(tree)
            // A collection named after a platform (`web`) holds that platform's entries.
            body = Platform(rawValue: collection).map { BodyParser.assign(parsed, to: $0) } ?? parsed
        } catch {
            let location = SourceLocation(path: path, line: error.line + source.bodyFirstLine - 1, column: error.column)
            return (nil, diagnostics + [Diagnostic(.markdownTooDeep(limit: CMark.maximumDepth), at: location)], [])
        }
        let entry = Entry(
            slug: slug, collection: collection, title: frontMatter.title, categories: frontMatter.categories,
            description: frontMatter.description, order: frontMatter.order, wcag: frontMatter.wcag,
            keyboard: frontMatter.keyboard, mobile: frontMatter.mobile, screenReader: frontMatter.screenReader,
            settings: frontMatter.settings, statements: frontMatter.statements, wcagChecklist: frontMatter.wcagChecklist,
            authoredScenarios: frontMatter.authoredScenarios, isDraft: frontMatter.isDraft || isDraftByName, generalNotes: body.general, platforms: body.platforms,
            source: SourceLocation(path: path), file: file
        )
        let findings = contentFiles.map {
            EntryRules(entry: entry, text: text, contentFiles: $0, body: (source.body, source.bodyFirstLine, tree)).findings()
        } ?? []
        return (entry, diagnostics, findings)
    }
}
