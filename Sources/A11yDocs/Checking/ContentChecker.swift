import Foundation

/// `a11ydocs check`: every problem the build would report, plus the rules of `EntryRules`, for
/// every entry, in one run, sorted by file and line. Writes nothing.
public struct ContentChecker: Sendable {
    public var contentDirectory: String
    /// The theme, whose `assets/` a content file must not collide with; nil to leave them out.
    public var templatesDirectory: String?

    public init(contentDirectory: String, templatesDirectory: String? = nil) {
        self.contentDirectory = contentDirectory
        self.templatesDirectory = templatesDirectory
    }

    public func check() throws -> [Diagnostic] {
        let files = try ContentLoader(directory: contentDirectory).read()
        let parsed = ContentLoader.parse(files.sources)
        let contentFiles = Set(files.sources.map(\.file) + files.assets)
        let texts = Dictionary(files.sources.map { ($0.file, $0.data) }, uniquingKeysWith: { first, _ in first })
        let rules = parsed.entries.flatMap { entry -> [Diagnostic] in
            guard let data = texts[entry.file], case .success(let text) = SourceText.decode(data) else { return [] }
            return EntryRules(entry: entry, text: text, contentFiles: contentFiles).findings()
        }
        return (files.diagnostics + parsed.diagnostics + rules + templateProblems() + SiteRenderer.collisions(
            entries: parsed.entries, assets: files.assets, contentDirectory: contentDirectory, templatesDirectory: templatesDirectory
        )).sortedByLocation()
    }

    /// Missing templates and template syntax errors, as the build's render step reports them.
    private func templateProblems() -> [Diagnostic] {
        guard let templatesDirectory else { return [] }
        do {
            _ = try TemplateSet.load(from: templatesDirectory)
            return []
        } catch {
            return (error as? BuildError)?.diagnostics ?? []
        }
    }
}
